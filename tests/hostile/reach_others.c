/* Hostile (processes within reach): looks for any other process it could
   take over or signal: every pid under /proc (process 1 of a namespace, the
   launcher, the grader) opened for writing through /proc/N/mem, attached
   with ptrace, read through process_vm_readv, or, if it runs without a
   seccomp filter (its /proc/N/status), signalled with signal 0 (kill's
   probe: would a signal be allowed?).  Signalling a process that runs
   under the same filter and limits (the launcher, process 1 of the
   sandbox) gains nothing.  The energy is right only if one of these
   worked on a process that is not itself: the expected 100 says none
   did. */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <unistd.h>

static int filtered(pid_t pid)          /* "Seccomp: 2": under a filter */
{
  char path[64], line[128];
  int yes = 0;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *f = fopen(path, "r");
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "Seccomp:", 8)) yes = strtol(line + 8, NULL, 10) == 2;
  if (f) fclose(f);
  return yes;
}

static int try_pid(pid_t pid)
{
  char path[64], buf[8];
  int hit = 0;
  snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
  int fd = open(path, O_RDWR);
  if (fd >= 0) hit = 1, close(fd);
  struct iovec l = { buf, sizeof buf }, r = { (void *)0x400000, sizeof buf };
  if (process_vm_readv(pid, &l, 1, &r, 1, 0) >= 0) hit = 1;
  if (ptrace(PTRACE_ATTACH, pid, 0, 0) == 0) hit = 1;
  if (kill(pid, 0) == 0 && !filtered(pid)) hit = 1;
  return hit;
}

static int reached(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  pid_t self = getpid();
  for (pid_t p = 1; p <= 4; p++)              /* pid 1 and the first ones, listed or not */
    if (p != self && try_pid(p)) result = 1;
  if (getppid() > 0 && getppid() != self && try_pid(getppid())) result = 1;
  DIR *d = opendir("/proc");
  struct dirent *e;
  while (d && (e = readdir(d))) {
    pid_t p = (pid_t)atoi(e->d_name);
    if (p > 0 && p != self && try_pid(p)) result = 1;
  }
  if (d) closedir(d);
  return result;
}
#define HOSTILE_ENERGY_GATE reached
#include "../mutants/base.c"
