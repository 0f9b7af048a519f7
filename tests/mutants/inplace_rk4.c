/* Mutant: an RK4 step that builds each stage in y itself instead of in a
   copy, so that every stage starts where the last one ended.  Its order
   is far below one, but it is not Euler's method, and the order test must
   not call it that: it says it does not recognize the method, 90. */
#define student_rk4_step base_rk4_step
#include "base.c"
#undef student_rk4_step

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  double k1[4], k2[4], k3[4], k4[4];
  f(y, k1, ctx);
  for (int i = 0; i < 4; i++) y[i] += 0.5 * h * k1[i];
  f(y, k2, ctx);
  for (int i = 0; i < 4; i++) y[i] += 0.5 * h * k2[i];
  f(y, k3, ctx);
  for (int i = 0; i < 4; i++) y[i] += h * k3[i];
  f(y, k4, ctx);
  for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}
