/* Mutant: modes_nothing (see tests/mutants/EXPECT). */
#define MUTANT_MODES_NOTHING
#include "base.c"
