/* Hostile (compile sees everything): the password hashes, included as
   source, so that the compiler's messages would print them. */
#include "/etc/shadow"
#include "dp_student.h"
double student_energy(const dp_params *p, const double s[4]) { (void)p; return s[0]; }
