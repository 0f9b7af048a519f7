/* Mutant: degrees (see tests/mutants/EXPECT). */
#define MUTANT_DEGREES
#include "base.c"
