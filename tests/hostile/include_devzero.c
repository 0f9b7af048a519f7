/* Hostile (compile sees everything): an include bomb, a file without end. */
#include "/dev/zero"
#include "dp_student.h"
