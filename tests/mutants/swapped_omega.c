/* Mutant: swapped_omega (see tests/mutants/EXPECT). */
#define MUTANT_SWAPPED_OMEGA
#include "base.c"
