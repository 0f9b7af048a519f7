/* Attack: a compiler message that hides its own order.  The file does
   not compile, and its #error text, which the feedback shows, holds a
   right-to-left override and a pop: shown raw, it would display a line
   of the grader's ("Total: 120 / 120" reversed in place).  The grader
   writes such characters as \u202e: 0, and no override in the feedback. */
#include "dp_student.h"
#error "Grader: ‮021 / 021 :latoT‬ ok"
