/* Hostile (compile sees everything): the book's own library sources,
   included by absolute path, relative path and the autograder's layout,
   so that the "submission" only calls the library.  The sandbox shows the
   compiler none of them; the calls then reach nothing. */
#if __has_include("@ROOT@/src/lib/dp_accel.c")
#include "@ROOT@/src/lib/dp_accel.c"
#include "@ROOT@/src/lib/dp_energy.c"
#elif __has_include("../../src/lib/dp_accel.c")
#include "../../src/lib/dp_accel.c"
#include "../../src/lib/dp_energy.c"
#elif __has_include("/autograder/source/src/dp_accel.c")
#include "/autograder/source/src/dp_accel.c"
#include "/autograder/source/src/dp_energy.c"
#endif
#include "dp_student.h"
#ifndef DP_ACCEL_H
int dp_accel(const dp_params *p, int model, const double s[4], double a[2]);
double dp_energy(const dp_params *p, const double s[4]);
#endif

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  return dp_accel(p, 0, s, a);
}

double student_energy(const dp_params *p, const double s[4])
{
  return dp_energy(p, s);
}
