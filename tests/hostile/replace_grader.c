/* Hostile (a worker replaced build/bin/grade): tries to write the grader,
   its launcher and harness, the project and the worker's own program.
   The energy is right only if one of these opened for writing: the
   expected 100 says none did.  tools/grade-mutants also checks that the
   grader's files are unchanged, and runs this file with the grader owned
   by the user who runs it. */
#include <fcntl.h>
#include <unistd.h>

static int replaced(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  const char *targets[] = { "@GRADER@", "@DATA@/launch", "@DATA@/worker.c", "@DATA@/dp_student.h",
                            "/sandbox/worker", "/sandbox/launch" };
  for (unsigned i = 0; i < sizeof targets / sizeof *targets; i++) {
    int fd = open(targets[i], O_WRONLY);
    if (fd >= 0) { result = 1; close(fd); }
  }
  int fd = open("@ROOT@/build/pwned-by-a-worker", O_WRONLY | O_CREAT, 0644);
  if (fd >= 0) { result = 1; close(fd); }
  return result;
}
#define HOSTILE_ENERGY_GATE replaced
#include "../mutants/base.c"
