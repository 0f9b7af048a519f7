/* Part of the hostile kit_folder submission: a header of its own. */
#include "dp_student.h"
int dp_accel(const dp_params *p, int model, const double s[4], double a[2]);
