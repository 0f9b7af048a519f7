/* Hostile (descriptors): looks for any open descriptor above 3 (the
   grader is started with an extra one by tools/grade-mutants) and checks
   that its standard output is /dev/null.  The energy is right only if it
   found a leak: the expected 100 says there was none. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static int leaked(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  for (int fd = 4; fd < 4096; fd++)
    if (fcntl(fd, F_GETFD) != -1) result = 1;
  char target[256] = "";
  ssize_t n = readlink("/proc/self/fd/1", target, sizeof target - 1);
  if (n > 0) target[n] = '\0';
  if (strcmp(target, "/dev/null")) result = 1;
  return result;
}
#define HOSTILE_ENERGY_GATE leaked
#include "../mutants/base.c"
