/* Mutant (coverage): modes: the school formula (B - sqrt(B^2-4AC))/2A for
   the slow root. A mistake that shows only where the grader's cases reach
   beyond what the first edition drew; it got full marks there
   (tests/mutants/EXPECT). */
#define MUTANT_NAIVE_QUADRATIC
#include "base.c"
