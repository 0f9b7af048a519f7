/* Mutant: rk38 (see tests/mutants/EXPECT). */
#define MUTANT_RK38
#include "base.c"
