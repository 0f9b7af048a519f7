/* Mutant (coverage): accelerations: a light lower bob (m2 < m1/100) taken
   not to move the upper one. A mistake that shows only where the grader's
   cases reach beyond what the first edition drew; it got full marks there
   (tests/mutants/EXPECT). */
#define MUTANT_LIGHT_BOB
#include "base.c"
