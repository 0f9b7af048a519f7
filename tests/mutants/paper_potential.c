/* Mutant: paper_potential (see tests/mutants/EXPECT). */
#define MUTANT_PAPER_POTENTIAL
#include "base.c"
