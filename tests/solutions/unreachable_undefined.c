/* Honest work (an unreachable call to an undefined function): a debugging
   helper that is declared, called only in a branch no test reaches, and
   never written.  The file does not link as it is; the grader names the
   missing function and grades it anyway: full marks. */
void debug_dump_state(const double *s);
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  if (s[0] > 1e300) debug_dump_state(s);
  return base_energy(p, s);
}
