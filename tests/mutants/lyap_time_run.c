/* Mutant (coverage): Lyapunov: the sum divided by the time integrated,
   round(T/tau) tau, not by T. A mistake that shows only where the grader's
   cases reach beyond what the first edition drew; it got full marks there
   (tests/mutants/EXPECT). */
#define MUTANT_LYAP_TIME_RUN
#include "base.c"
