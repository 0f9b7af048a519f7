/* Honest work beyond the stated limit: a 1.28 GB static array, more than
   the memory limit of 1 GiB that the assignment states.  The grader says
   so instead of crashing on every test: 0, with the reason. */
double big[160000000];
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  big[0] = base_energy(p, s);
  return big[0];
}
