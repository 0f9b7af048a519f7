/* Hostile (the kernel's doors): tries the system calls that a numerical
   program has no use for and that an attack on the kernel starts with:
   ptrace, reading its own memory through process_vm_readv, io_uring, the
   key store, bpf, perf_event_open, userfaultfd, unshare, mount; and reads
   its capability bounding set, which must be empty.  The energy is right
   only if one of the calls worked or a capability was left to gain: the
   expected 100 says none did. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

static int opened(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  char src[8] = "secret", dst[8];
  struct iovec l = { dst, sizeof dst }, r = { src, sizeof src };
  if (process_vm_readv(getpid(), &l, 1, &r, 1, 0) >= 0) result = 1;
  if (ptrace(PTRACE_TRACEME, 0, 0, 0) == 0) result = 1;
  long params[16] = { 0 };
  if (syscall(__NR_io_uring_setup, 4, params) >= 0) result = 1;
  if (syscall(__NR_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3 /* session */, 1) >= 0) result = 1;
  if (syscall(__NR_add_key, "user", "dp", "x", 1, -3) >= 0) result = 1;
  char attr[128] = { 0 };
  if (syscall(__NR_bpf, 0 /* BPF_MAP_CREATE */, attr, sizeof attr) >= 0) result = 1;
  unsigned pe[32] = { 0 };
  pe[1] = sizeof pe;                   /* type 0 (hardware), size, config 0 (cycles) */
  if (syscall(__NR_perf_event_open, pe, 0, -1, -1, 0) >= 0) result = 1;
  if (syscall(__NR_userfaultfd, 0) >= 0) result = 1;
  if (unshare(CLONE_NEWNS) == 0 || unshare(CLONE_NEWIPC) == 0) result = 1;
  if (mount("none", "/tmp", "tmpfs", MS_REMOUNT, "size=1g") == 0) result = 1;
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "CapBnd:", 7) && strcmp(line + 7, "\t0000000000000000\n")) result = 1;
  if (f) fclose(f);
  return result;
}
#define HOSTILE_ENERGY_GATE opened
#include "../mutants/base.c"
