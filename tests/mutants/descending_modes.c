/* Mutant: descending_modes (see tests/mutants/EXPECT). */
#define MUTANT_DESCENDING
#include "base.c"
