/* Part of the hostile kit_folder submission: a library file of its own
   in src/, which the grader does not compile. */
#include <math.h>
#include "dp_accel.h"
int dp_accel(const dp_params *p, int model, const double s[4], double a[2])
{
  (void)model;
  double d = s[0] - s[1], c = cos(d), sd = sin(d), k = p->m2 * p->l1 * p->l2;
  double M11 = (p->m1 + p->m2) * p->l1 * p->l1, M12 = k * c, M22 = p->m2 * p->l2 * p->l2;
  double f1 = -k * s[3] * s[3] * sd - (p->m1 + p->m2) * p->g * p->l1 * sin(s[0]);
  double f2 = k * s[2] * s[2] * sd - p->m2 * p->g * p->l2 * sin(s[1]);
  double det = M11 * M22 - M12 * M12;
  a[0] = (f1 * M22 - M12 * f2) / det;
  a[1] = (M11 * f2 - M12 * f1) / det;
  return 0;
}
