/* Mutant: forge, with no accelerations: the honest score is 70. */
#define MUTANT_FORGE
#define MUTANT_NO_ACCEL
#include "base.c"
