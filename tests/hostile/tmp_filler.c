/* Hostile (300 MB left in /tmp): fills /tmp with large files and many
   empty ones, and tries the other places a process could write to.  The
   energy is right only if it wrote more than 32 MB or 200 files in /tmp,
   or anything elsewhere: the expected 100 says the limits of the private
   /tmp held (16 MiB, 64 files) and that it is the only place to write. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int filled(void)
{
  static int done, result;
  static char block[1 << 20];
  if (done) return result;
  done = 1;
  memset(block, 'x', sizeof block);
  long total = 0;
  int files = 0;
  for (int i = 0; i < 2000; i++) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/fill%d", i);
    int fd = open(path, O_WRONLY | O_CREAT, 0600);
    if (fd < 0) continue;
    files++;
    if (i < 300) {
      ssize_t w = write(fd, block, sizeof block);
      if (w > 0) total += w;
    }
    close(fd);
  }
  const char *elsewhere[] = { "/var/tmp/fill", "/dev/shm/fill", "/fill", "/sandbox/fill",
                              "/usr/fill", "/proc/fill", "/dev/fill" };
  for (unsigned i = 0; i < sizeof elsewhere / sizeof *elsewhere; i++) {
    int fd = open(elsewhere[i], O_WRONLY | O_CREAT, 0600);
    if (fd >= 0) { result = 1; close(fd); }
  }
  if (total > (32L << 20) || files > 200) result = 1;
  return result;
}
#define HOSTILE_ENERGY_GATE filled
#include "../mutants/base.c"
