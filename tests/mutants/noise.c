/* Mutant: noise (see tests/mutants/EXPECT). */
#define MUTANT_NOISE
#include "base.c"
