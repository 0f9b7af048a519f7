/* Hostile (compile sees everything): an include bomb, a file that
   includes itself twice, forty levels deep: 2^40 inclusions. */
#if __INCLUDE_LEVEL__ < 40
#include __FILE__
#include __FILE__
#endif
#include "dp_student.h"
