/* Hostile (limits): starts processes until it cannot, each sleeping for
   a minute with every descriptor closed.  The energy is right only if
   more than 100 started: the expected 100 says the limit of 32 tasks held
   (the sandbox's end kills the sleepers). */
#include <unistd.h>

static int bombed(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  int started = 0;
  for (int i = 0; i < 1000; i++) {
    pid_t c = fork();
    if (c == 0) {
      for (int fd = 0; fd < 1024; fd++) close(fd);
      sleep(60);
      _exit(0);
    }
    if (c > 0) started++;
  }
  result = started > 100;
  return result;
}
#define HOSTILE_ENERGY_GATE bombed
#include "../mutants/base.c"
