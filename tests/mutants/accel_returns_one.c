/* Mutant: accelerations that are right but returned with the code 1,
   where the assignment says 0 (a function that says it failed): 90. */
#define student_accel base_accel
#include "base.c"
#undef student_accel

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  base_accel(p, s, a);
  return 1;
}
