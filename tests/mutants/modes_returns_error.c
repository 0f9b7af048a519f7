/* Mutant: normal modes that are right but returned with the code -1,
   where the assignment says 0: 100. */
#define student_modes base_modes
#include "base.c"
#undef student_modes

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  base_modes(p, omega, shape);
  return -1;
}
