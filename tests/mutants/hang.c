/* Mutant: hang (see tests/mutants/EXPECT). */
#define MUTANT_HANG
#include "base.c"
