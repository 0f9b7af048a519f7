/* Mutant (coverage): Lyapunov: the numbers of intervals and steps truncated,
   not rounded. A mistake that shows only where the grader's cases reach
   beyond what the first edition drew; it got full marks there
   (tests/mutants/EXPECT). */
#define MUTANT_LYAP_TRUNCATE
#include "base.c"
