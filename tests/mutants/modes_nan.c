/* Mutant: modes_nan (see tests/mutants/EXPECT). */
#define MUTANT_MODES_NAN
#include "base.c"
