/* Mutant: huge_alloc (see tests/mutants/EXPECT). */
#define MUTANT_HUGE_ALLOC
#include "base.c"
