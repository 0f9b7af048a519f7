/* Hostile (the same cases every run): returns the Lyapunov exponent that
   an earlier run's feedback printed for its fixed chaotic start.  The
   starts are drawn afresh now and the short runs differ from start to
   start: the expected 100 says the constant fails. */
#define student_lyapunov base_lyapunov
#include "../mutants/base.c"
#undef student_lyapunov

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  (void)p; (void)h; (void)tau; (void)d0;
  return fabs(s0[0]) < 0.2 ? 0.01 : T > 100 ? 1.53 : 1.5;
}
