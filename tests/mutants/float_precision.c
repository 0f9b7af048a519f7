/* Mutant: float_precision (see tests/mutants/EXPECT). */
#define MUTANT_FLOAT
#include "base.c"
