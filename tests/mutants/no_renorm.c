/* Mutant: no_renorm (see tests/mutants/EXPECT). */
#define MUTANT_NO_RENORM
#include "base.c"
