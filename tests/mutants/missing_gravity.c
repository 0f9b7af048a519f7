/* Mutant: missing_gravity (see tests/mutants/EXPECT). */
#define MUTANT_MISSING_GRAVITY
#include "base.c"
