/* Mutant: wrong_det (see tests/mutants/EXPECT). */
#define MUTANT_WRONG_DET
#include "base.c"
