/* Mutant: a Lyapunov function that sums log10(d/d0) instead of the
   natural logarithm: every estimate is 1/ln 10 = 0.434 times the right
   one.  The diagnosis must name the factor, not guess at the time the sum
   is divided by: 100. */
#include <math.h>
#define log(x) log10(x)
#include "base.c"
