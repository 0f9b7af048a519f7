/* Hostile (compile sees everything): the same file, copied into the
   object by the assembler, then read back by the worker, which turns its
   bytes into "answers" that the feedback would print. */
#include <string.h>
#include "dp_student.h"
__asm__(".section .rodata\n.global stolen\nstolen:\n.incbin \"@CANARY@\"\n.byte 0\n.previous\n");
extern const char stolen[];

double student_energy(const dp_params *p, const double s[4])
{
  (void)p; (void)s;
  double v = 0;
  memcpy(&v, stolen, sizeof v < strlen(stolen) ? sizeof v : strlen(stolen));
  return v;
}
