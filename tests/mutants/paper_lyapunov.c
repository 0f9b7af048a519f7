/* Mutant: paper_lyapunov (see tests/mutants/EXPECT). */
#define MUTANT_PAPER_LYAP
#include "base.c"
