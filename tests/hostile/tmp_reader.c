/* Hostile (answers passed through /tmp): an energy that looks its answers
   up in what tmp_writer.c, graded at the same time, leaves behind; it
   waits for them for up to two seconds.  Everything else is correct, so
   the expected 100 says that nothing came through. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  (void)p;
  static int waited;
  const char *places[] = { "/tmp/dp-shared-answers", "/dev/shm/dp-shared-answers",
                           "/var/tmp/dp-shared-answers", "/sandbox/dp-shared-answers" };
  for (int round = 0; round < (waited ? 1 : 20); round++) {
    for (unsigned i = 0; i < sizeof places / sizeof *places; i++) {
      FILE *f = fopen(places[i], "r");
      double v[5];
      while (f && fscanf(f, "%la %la %la %la %la", v, v + 1, v + 2, v + 3, v + 4) == 5)
        if (!memcmp(v, s, 4 * sizeof *s)) { fclose(f); return v[4]; }
      if (f) fclose(f);
    }
    if (!waited) usleep(100000);
  }
  waited = 1;
  return 0;
}
