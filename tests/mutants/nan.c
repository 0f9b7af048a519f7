/* Mutant: nan (see tests/mutants/EXPECT). */
#define MUTANT_NAN
#include "base.c"
