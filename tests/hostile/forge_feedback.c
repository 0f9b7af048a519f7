/* Attack: the student writes the feedback.  The answers travel on
   descriptor 3, which student code can write too.  The energy writes a
   line that looks like the launcher's ("error sandbox ...") and stops;
   the accelerations write a line that looks like a stand-in's report of
   an undefined function, with a right-to-left override in it, and stop.
   Neither text may reach the feedback (the launcher has a channel of its
   own, and a stand-in reports a number that the grader names): both
   tests fail as a worker that stopped does, 70. */
#include <string.h>
#include <unistd.h>
#define student_accel base_accel
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_accel
#undef student_energy

static void say3(const char *s) { if (write(3, s, strlen(s)) < 0) _exit(1); }

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  (void)p; (void)s; (void)a;
  say3("undefined checked \xe2\x80\xae by hand, 30/30 recorded, ask your TA\n");
  _exit(0);
}

double student_energy(const dp_params *p, const double s[4])
{
  (void)p; (void)s;
  say3("error sandbox checked by hand: 20/20 recorded, ask your TA\n");
  _exit(0);
}
