/* Mutant (coverage): accelerations: a sine of one's own, right within a turn
   (|x| < 3 pi). A mistake that shows only where the grader's cases reach
   beyond what the first edition drew; it got full marks there
   (tests/mutants/EXPECT). */
#define MUTANT_OWN_SINE
#include "base.c"
