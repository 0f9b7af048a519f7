/* Mutant: sign_slip (see tests/mutants/EXPECT). */
#define MUTANT_SIGN_SLIP
#include "base.c"
