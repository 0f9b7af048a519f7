/* Mutant: crash (see tests/mutants/EXPECT). */
#define MUTANT_CRASH
#include "base.c"
