/* Mutant (coverage): accelerations: rods nearly in line snapped into line. A
   mistake that shows only where the grader's cases reach beyond what the
   first edition drew; it got full marks there (tests/mutants/EXPECT). */
#define MUTANT_ALIGNED
#include "base.c"
