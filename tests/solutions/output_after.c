/* Honest work (output after the answers): a correct file whose clean-up,
   at exit, writes 5 MiB on a copy of the answer descriptor it kept (a log
   left switched on, say).  Every answer has arrived by then; the grader
   must not cut the pipe and let the worker die of SIGPIPE, counting every
   test as a crash: full marks. */
#include <string.h>
#include <unistd.h>
#include "../mutants/base.c"

static int kept = -1;

static void chatter(void)
{
  static char junk[65536];
  memset(junk, 'x', sizeof junk);
  for (int i = 0; kept >= 0 && i < 80; i++)
    if (write(kept, junk, sizeof junk) < 0) break;
}

__attribute__((constructor)) static void keep_descriptor(void)
{
  kept = dup(3);
  atexit(chatter);
}
