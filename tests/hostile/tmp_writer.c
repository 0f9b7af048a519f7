/* Hostile (answers passed through /tmp): a correct solution that also
   writes each energy it computes where a classmate graded at the same
   time could read it (tmp_reader.c, same group in EXPECT). */
#include <stdio.h>
#include <string.h>
#define student_energy base_energy
#include "../mutants/base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  double e = base_energy(p, s);
  const char *places[] = { "/tmp/dp-shared-answers", "/dev/shm/dp-shared-answers",
                           "/var/tmp/dp-shared-answers", "/sandbox/dp-shared-answers" };
  for (unsigned i = 0; i < sizeof places / sizeof *places; i++) {
    FILE *f = fopen(places[i], "a");
    if (f) { fprintf(f, "%a %a %a %a %a\n", s[0], s[1], s[2], s[3], e); fclose(f); }
  }
  return e;
}
