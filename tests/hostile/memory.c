/* Hostile (limits): allocates and touches 1.5 GB, more than the memory
   limit of 1 GiB.  The energy is right only if that worked: the expected
   100 says the limit held. */
#include <stdlib.h>
#include <string.h>

static int hogged(void)
{
  static int done, result;
  if (done) return result;
  done = 1;
  size_t n = (size_t)1536 << 20;
  char *p = malloc(n);
  if (p) {
    for (size_t i = 0; i < n; i += 4096) p[i] = 1;
    result = 1;
  }
  return result;
}
#define HOSTILE_ENERGY_GATE hogged
#include "../mutants/base.c"
