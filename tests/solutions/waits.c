/* Honest work under load (the limit is CPU time): a correct file whose
   modes wait 5 s of wall clock, using no CPU, as a program does on a
   machine busy with others.  The test's limit (3 s in the grader's own
   tests) is CPU time, so the wait costs nothing: full marks.  A limit of
   wall-clock time would fail it. */
#include <time.h>
#define student_modes base_modes
#include "../mutants/base.c"
#undef student_modes

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  static int waited;
  if (!waited++) {
    struct timespec ts = { 5, 0 };
    while (nanosleep(&ts, &ts) != 0) { }
  }
  return base_modes(p, omega, shape);
}
