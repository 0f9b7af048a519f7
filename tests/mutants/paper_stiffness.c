/* Mutant: paper_stiffness (see tests/mutants/EXPECT). */
#define MUTANT_PAPER_STIFFNESS
#include "base.c"
