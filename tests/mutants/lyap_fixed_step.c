/* Mutant: a Lyapunov function that ignores its h and tau and always uses
   h = 0.002 s and tau = 0.1 s (the values of the grader's first short
   runs).  Right whenever it is asked for those; the short runs with
   another h and tau catch it: 100. */
#define student_lyapunov base_lyapunov
#include "base.c"
#undef student_lyapunov

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  (void)h; (void)tau;
  return base_lyapunov(p, s0, T, 0.002, 0.1, d0);
}
