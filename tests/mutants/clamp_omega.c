/* Mutant (coverage): accelerations: angular velocities clamped to 10 rad/s.
   A mistake that shows only where the grader's cases reach beyond what the
   first edition drew; it got full marks there (tests/mutants/EXPECT). */
#define MUTANT_CLAMP_OMEGA
#include "base.c"
