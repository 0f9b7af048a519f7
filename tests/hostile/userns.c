/* Hostile (privileges): tries to get capabilities back through a new
   user namespace (where it could mount a tmpfs without limits), to mount
   directly, and to keep capabilities.  The energy is right only if one of
   these worked: the expected 100 says none did. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

static int escaped(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  if (mount("tmpfs", "/tmp", "tmpfs", 0, "size=1g") == 0) result = 1;
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  while (f && fgets(line, sizeof line, f))
    if ((!strncmp(line, "CapEff:", 7) || !strncmp(line, "CapPrm:", 7) || !strncmp(line, "CapAmb:", 7))
        && strcmp(line + 7, "\t0000000000000000\n"))
      result = 1;
  if (f) fclose(f);
  if (unshare(CLONE_NEWUSER) == 0) result = 1;
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS) == 0) result = 1;
  return result;
}
#define HOSTILE_ENERGY_GATE escaped
#include "../mutants/base.c"
