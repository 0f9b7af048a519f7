/* Hostile: the energy sleeps instead of computing, for ever.  Its CPU
   time stays near zero, so only the wall-clock backstop stops it; that
   backstop does not count the time the machine made it wait for a
   processor, but it counts the time it sleeps: the energy test fails,
   on an idle machine and on a busy one alike (tests/hostile/load-check). */
#include <time.h>
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  struct timespec ts = { 3600, 0 };
  for (;;) nanosleep(&ts, NULL);
  return base_energy(p, s);
}
