/* Mutant: forge, with no accelerations: the honest score is 90. */
#define MUTANT_FORGE
#define MUTANT_NO_ACCEL
#include "base.c"
