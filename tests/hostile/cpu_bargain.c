/* Hostile (a limit to bargain with): the energy runs forever, and a
   handler of SIGXCPU, the signal a soft CPU limit sends before the hard
   one kills, jumps back and answers every case right.  Where the soft
   limit equals the hard one no SIGXCPU comes before SIGKILL: the test
   fails as one that did not finish (the expected 100). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <string.h>

static sigjmp_buf back;
static volatile sig_atomic_t warned;

static void on_xcpu(int sig)
{
  (void)sig;
  warned = 1;
  siglongjmp(back, 1);
}

static int bargained(void)
{
  static int armed;
  if (!armed) {
    armed = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_xcpu;
    sigaction(SIGXCPU, &sa, NULL);
    if (!sigsetjmp(back, 1))
      for (volatile unsigned long i = 0;; i++) ;   /* until the soft limit */
  }
  return warned;                                   /* then every answer right */
}
#define HOSTILE_ENERGY_GATE bargained
#include "../mutants/base.c"
