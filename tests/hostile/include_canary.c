/* Hostile (compile sees everything): a file only the grader's user may
   read (tools/grade-mutants makes it, with a random token inside),
   included as source. */
#include "@CANARY@"
#include "dp_student.h"
double student_energy(const dp_params *p, const double s[4]) { (void)p; return s[0]; }
