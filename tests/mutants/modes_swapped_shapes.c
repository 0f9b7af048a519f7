/* Mutant: the right frequencies, slow mode first, but the shapes listed
   the other way round (the fast mode's first): 100, and the diagnosis
   says so. */
#define student_modes base_modes
#include "base.c"
#undef student_modes

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  int rc = base_modes(p, omega, shape);
  double t = shape[0];
  shape[0] = shape[1];
  shape[1] = t;
  return rc;
}
