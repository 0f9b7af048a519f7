/* A compile error that the compiler reports in a system header: a macro
   of the student's breaks <stdlib.h>.  The message is about another file
   and is not shown, but the line of the student's own that led to it
   must be (the include chain): score 0, and the feedback names
   submission.c:7. */
#define size_t int *
#include <stdlib.h>
#include "dp_student.h"
double student_energy(const dp_params *p, const double s[4]) { (void)p; return s[0]; }
