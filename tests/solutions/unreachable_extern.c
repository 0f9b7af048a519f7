/* Honest work (an undefined variable in a branch no test reaches): a
   debugging level declared extern, read only where no test goes, and
   never defined.  The file does not link as it is; the grader names the
   missing name as a variable, not as a function it would have called,
   and grades it anyway: full marks. */
extern int debug_level;
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  if (s[0] > 1e300 && debug_level > 2) return 0;
  return base_energy(p, s);
}
