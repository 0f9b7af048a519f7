/* Hostile (the drop to nobody was incomplete): reads what only the
   grader's user may read: /etc/shadow, /root, the project, the canary
   file; checks for group 0 among its groups; and looks for the grader's
   environment (tools/grade-mutants puts DP_GRADE_CANARY_ENV in it) in its
   own and in that of the sandbox's process 1.  The energy is right only if
   one of these succeeded, so the expected score, 100, says that all
   failed. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int broke_out(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  const char *secrets[] = { "/etc/shadow", "/root", "@ROOT@", "@CANARY@", "/etc/passwd", "/home" };
  for (unsigned i = 0; i < sizeof secrets / sizeof *secrets; i++) {
    int fd = open(secrets[i], O_RDONLY);
    if (fd >= 0) { result = 1; close(fd); }
  }
  gid_t g[256];
  int n = getgroups(256, g);
  for (int i = 0; i < n; i++)
    if (g[i] == 0) result = 1;
  if (getegid() == 0 || geteuid() == 0 || getenv("DP_GRADE_CANARY_ENV")) result = 1;
  int fd = open("/proc/1/environ", O_RDONLY);
  if (fd >= 0) {
    static char env[65536];
    ssize_t got = read(fd, env, sizeof env - 1);
    for (ssize_t i = 0; got > 0 && i < got; i++)
      if (!strncmp(env + i, "DP_GRADE_CANARY_ENV", 19)) result = 1;
    close(fd);
  }
  return result;
}
#define HOSTILE_ENERGY_GATE broke_out
#include "../mutants/base.c"
