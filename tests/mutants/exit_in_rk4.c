/* Mutant: exit_in_rk4 (see tests/mutants/EXPECT). */
#define MUTANT_EXIT
#include "base.c"
