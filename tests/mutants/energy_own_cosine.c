/* Mutant (coverage): energy: a cosine of one's own, right within a turn. A
   mistake that shows only where the grader's cases reach beyond what the
   first edition drew; it got full marks there (tests/mutants/EXPECT). */
#define MUTANT_ENERGY_OWN_COSINE
#include "base.c"
