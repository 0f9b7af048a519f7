/* Mutant: wrong_weights (see tests/mutants/EXPECT). */
#define MUTANT_WRONG_WEIGHTS
#include "base.c"
