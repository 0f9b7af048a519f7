/* Mutant: an RK4 step that calls f(y, dy, NULL) instead of passing ctx on.
   Right on every system that ignores its context; the grader's third
   test system keeps its coefficient there: the single steps fail, 105. */
#define student_rk4_step base_rk4_step
#include "base.c"
#undef student_rk4_step

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  (void)ctx;
  base_rk4_step(f, NULL, y, h);
}
