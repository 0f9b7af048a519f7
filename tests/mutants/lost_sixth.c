/* Mutant: lost_sixth (see tests/mutants/EXPECT). */
#define MUTANT_LOST_SIXTH
#include "base.c"
