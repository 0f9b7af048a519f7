/* Honest work (a large static array within the stated limit): 600 MB of
   scratch space, within the memory limit of 1 GiB (app:assignments), used
   by the energy.  Full marks. */
static double scratch[75000000];
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  static long next;
  scratch[next] = base_energy(p, s);
  double e = scratch[next];
  next = (next + 4999999) % 75000000;
  return e;
}
