/* Mutant (coverage): RK4 step: a step above 0.5 taken as two half steps. A
   mistake that shows only where the grader's cases reach beyond what the
   first edition drew; it got full marks there (tests/mutants/EXPECT). */
#define MUTANT_RK4_HALVES
#include "base.c"
