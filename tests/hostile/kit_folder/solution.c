/* Hostile (the starter kit shipped complete alternatives): the old
   kit's solution.c, handed in with a src/ folder of its own that
   provides the library functions it calls.  Only the top-level files of a
   folder are compiled, so the library headers are not found: 0. */
#include "dp_student.h"
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_modes.h"
#include "dp_chaos.h"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  return dp_accel(p, DP_MODEL_CORRECT, s, a);
}

double student_energy(const dp_params *p, const double s[4])
{
  return dp_energy(p, s);
}

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  /* Exercise: one classical RK4 step of dy/dt = f(y) for any f, as in the
     chapter on integrators, calling f(y, dy, ctx) four times. */
  (void)f; (void)ctx; (void)y; (void)h;
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  dp_modes m;
  int rc = dp_modes_closed(p, DP_MODEL_CORRECT, &m, NULL);
  for (int i = 0; i < 2; i++) omega[i] = m.omega[i], shape[i] = m.shape[i];
  return rc;
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  dp_lyap_opts o = { h, tau, T, d0, T, NULL, NULL };
  double lambda = 0;
  dp_lyapunov_twin(p, s0, &o, &lambda, NULL);
  return lambda;
}
