/* Mutant: euler (see tests/mutants/EXPECT). */
#define MUTANT_EULER
#include "base.c"
