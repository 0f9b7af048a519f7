/* Mutant: rk4_nan (see tests/mutants/EXPECT). */
#define MUTANT_RK4_NAN
#include "base.c"
