/* Mutant: angle_distance (see tests/mutants/EXPECT). */
#define MUTANT_ANGLE_DISTANCE
#include "base.c"
