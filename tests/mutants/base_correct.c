/* Not a mutant: the base with no mistake must get full marks. */
#include "base.c"
