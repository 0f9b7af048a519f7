#line 199 "chapters/04-integrators.nw"
#include <float.h>
#include <math.h>
#include <string.h>
#include "dp_integrate.h"
#include "dp_accel.h"
#include "dp_hamilton.h"
#line 589 "chapters/04-integrators.nw"
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#line 211 "chapters/04-integrators.nw"
int dp_rk4_step(const dp_params *p, dp_model model, double s[DP_NSTATE], double h)
{
  double k1[DP_NSTATE];
  if (dp_rhs(p, model, s, k1) != DP_OK)
    return DP_EINVAL;
  #line 223 "chapters/04-integrators.nw"
  double k2[DP_NSTATE], k3[DP_NSTATE], k4[DP_NSTATE], t[DP_NSTATE];
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * h * k1[i];
  dp_rhs(p, model, t, k2);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * h * k2[i];
  dp_rhs(p, model, t, k3);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + h * k3[i];
  dp_rhs(p, model, t, k4);
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  #line 217 "chapters/04-integrators.nw"
  return DP_OK;
}
#line 244 "chapters/04-integrators.nw"
int dp_system_init(dp_system *sys, const dp_params *p, dp_model model, dp_form form,
                   dp_error *err)
{
  if (form == DP_FORM_HAMILTON && model != DP_MODEL_CORRECT)
    return dp_fail(err, DP_EINVAL, "the Hamiltonian form exists for the correct model only,"
                   " not for '%s'", dp_model_name(model));
  if ((unsigned)model >= DP_NMODELS
      || (form != DP_FORM_LAGRANGE && form != DP_FORM_HAMILTON))
    return dp_fail(err, DP_EINVAL, "unknown model or form");
  *sys = (dp_system){ *p, model, form, 0 };
  return DP_OK;
}

int dp_system_rhs(dp_system *sys, const double y[DP_NSTATE], double dy[DP_NSTATE])
{
  sys->nrhs++;
  if (sys->form == DP_FORM_HAMILTON) {
    dp_hamilton_rhs(&sys->p, y, dy);
    return DP_OK;
  }
  return dp_rhs(&sys->p, sys->model, y, dy);
}

void dp_system_to(const dp_system *sys, const double s[DP_NSTATE], double y[DP_NSTATE])
{
  if (sys->form == DP_FORM_HAMILTON) dp_to_momenta(&sys->p, s, y);
  else memcpy(y, s, DP_NSTATE * sizeof *y);
}

void dp_system_from(const dp_system *sys, const double y[DP_NSTATE], double s[DP_NSTATE])
{
  if (sys->form == DP_FORM_HAMILTON) dp_from_momenta(&sys->p, y, s);
  else memcpy(s, y, DP_NSTATE * sizeof *s);
}
#line 280 "chapters/04-integrators.nw"
int dp_step_rk4(dp_system *sys, double y[DP_NSTATE], double h)
{
  double k1[DP_NSTATE], k2[DP_NSTATE], k3[DP_NSTATE], k4[DP_NSTATE], t[DP_NSTATE];
  if (dp_system_rhs(sys, y, k1) != DP_OK)
    return DP_EINVAL;
  for (int i = 0; i < DP_NSTATE; i++) t[i] = y[i] + 0.5 * h * k1[i];
  dp_system_rhs(sys, t, k2);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = y[i] + 0.5 * h * k2[i];
  dp_system_rhs(sys, t, k3);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = y[i] + h * k3[i];
  dp_system_rhs(sys, t, k4);
  for (int i = 0; i < DP_NSTATE; i++)
    y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  return DP_OK;
}
#line 318 "chapters/04-integrators.nw"
static const double
  dp5_a[7][6] = {
    { 0 },
    { 1.0 / 5 },
    { 3.0 / 40, 9.0 / 40 },
    { 44.0 / 45, -56.0 / 15, 32.0 / 9 },
    { 19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729 },
    { 9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656 },
    { 35.0 / 384, 0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84 } },
  dp5_e[7] = { 71.0 / 57600, 0, -71.0 / 16695, 71.0 / 1920, -17253.0 / 339200,
               22.0 / 525, -1.0 / 40 },
  dp5_d[7] = { -12715105075.0 / 11282082432, 0, 87487479700.0 / 32700410799,
               -10690763975.0 / 1880347072, 701980252875.0 / 199316789632,
               -1453857185.0 / 822651844, 69997945.0 / 29380423 };
#line 342 "chapters/04-integrators.nw"
int dp_dopri5_init(dp_dopri5 *d, dp_system *sys, const double y0[DP_NSTATE],
                   double t0, double tol, dp_error *err)
{
  if (!(tol >= 1e-14 && tol <= 1e-1))
    return dp_fail(err, DP_EINVAL, "tolerance %g is outside [1e-14, 0.1]", tol);
  memset(d, 0, sizeof *d);
  d->sys = sys;
  d->rtol = d->atol = tol;
  d->t = d->t_old = t0;
  memcpy(d->y, y0, sizeof d->y);
  memcpy(d->r[0], y0, sizeof d->y);
  if (dp_system_rhs(sys, d->y, d->k1) != DP_OK)
    return dp_fail(err, DP_EINVAL, "unknown model");
  #line 360 "chapters/04-integrators.nw"
  double ny = 0, nf = 0;
  for (int i = 0; i < DP_NSTATE; i++) {
    double sc = d->atol + d->rtol * fabs(d->y[i]);
    ny = fmax(ny, fabs(d->y[i]) / sc);
    nf = fmax(nf, fabs(d->k1[i]) / sc);
  }
  d->h = (nf > 1e-10) ? 0.01 * fmax(ny, 1) / nf : 1e-3;
  d->h = fmin(fmax(d->h, 1e-6), 0.1);
  #line 356 "chapters/04-integrators.nw"
  return DP_OK;
}
#line 386 "chapters/04-integrators.nw"
int dp_dopri5_step(dp_dopri5 *d, double hmax, dp_error *err)
{
  double k[7][DP_NSTATE], yt[DP_NSTATE], ynew[DP_NSTATE];
  for (int tries = 0; tries < 100; tries++) {
    double h = fmin(d->h, hmax);
    if (!(h > 4 * DBL_EPSILON * fmax(fabs(d->t), 1)))
      return dp_fail(err, DP_ERANGE, "step size underflow at t = %g", d->t);
    #line 408 "chapters/04-integrators.nw"
    memcpy(k[0], d->k1, sizeof k[0]);
    for (int s = 1; s < 7; s++) {
      for (int i = 0; i < DP_NSTATE; i++) {
        double acc = 0;
        for (int j = 0; j < s; j++) acc += dp5_a[s][j] * k[j][i];
        yt[i] = d->y[i] + h * acc;
      }
      dp_system_rhs(d->sys, yt, k[s]);
      if (s == 6) memcpy(ynew, yt, sizeof ynew);
    }
    #line 394 "chapters/04-integrators.nw"
    #line 420 "chapters/04-integrators.nw"
    double err_norm = 0;
    for (int i = 0; i < DP_NSTATE; i++) {
      double e = 0;
      for (int j = 0; j < 7; j++) e += dp5_e[j] * k[j][i];
      double sc = d->atol + d->rtol * fmax(fabs(d->y[i]), fabs(ynew[i]));
      err_norm += (h * e / sc) * (h * e / sc);
    }
    err_norm = sqrt(err_norm / DP_NSTATE);
    if (!isfinite(err_norm)) err_norm = 1e10;
    #line 395 "chapters/04-integrators.nw"
    double fac = err_norm > 0 ? 0.9 * pow(err_norm, -0.2) : 5;
    if (err_norm <= 1) {
      #line 448 "chapters/04-integrators.nw"
      for (int i = 0; i < DP_NSTATE; i++) {
        double dy = ynew[i] - d->y[i], b = h * k[0][i] - dy, dd = 0;
        for (int j = 0; j < 7; j++) dd += dp5_d[j] * k[j][i];
        d->r[0][i] = d->y[i];
        d->r[1][i] = dy;
        d->r[2][i] = b;
        d->r[3][i] = dy - h * k[6][i] - b;
        d->r[4][i] = h * dd;
      }
      d->t_old = d->t;
      d->h_old = h;
      d->t += h;
      memcpy(d->y, ynew, sizeof d->y);
      memcpy(d->k1, k[6], sizeof d->k1);
      d->accepted++;
      #line 398 "chapters/04-integrators.nw"
      d->h = h * fmin(5, fmax(0.2, fac));
      return DP_OK;
    }
    d->rejected++;
    d->h = h * fmax(0.2, fac);
  }
  return dp_fail(err, DP_ERANGE, "100 rejected steps in a row at t = %g", d->t);
}
#line 465 "chapters/04-integrators.nw"
void dp_dopri5_dense(const dp_dopri5 *d, double t, double y[DP_NSTATE])
{
  if (d->h_old == 0) {
    memcpy(y, d->y, DP_NSTATE * sizeof *y);
    return;
  }
  double th = (t - d->t_old) / d->h_old, th1 = 1 - th;
  for (int i = 0; i < DP_NSTATE; i++)
    y[i] = d->r[0][i] + th * (d->r[1][i] + th1 * (d->r[2][i]
           + th * (d->r[3][i] + th1 * d->r[4][i])));
}
#line 549 "chapters/04-integrators.nw"
int dp_step_gauss4(dp_system *sys, double y[DP_NSTATE], double h, int *iterations)
{
  const double r3 = sqrt(3.0) / 6;
  const double a[2][2] = { { 0.25, 0.25 - r3 }, { 0.25 + r3, 0.25 } };
  double K[2][DP_NSTATE], Y[DP_NSTATE], Kn[DP_NSTATE], prev = INFINITY;
  if (dp_system_rhs(sys, y, K[0]) != DP_OK)
    return DP_EINVAL;
  memcpy(K[1], K[0], sizeof K[1]);
  for (int it = 1; it <= 100; it++) {
    double change = 0, scale = 0;
    #line 572 "chapters/04-integrators.nw"
    for (int s = 0; s < 2; s++) {
      for (int i = 0; i < DP_NSTATE; i++)
        Y[i] = y[i] + h * (a[s][0] * K[0][i] + a[s][1] * K[1][i]);
      dp_system_rhs(sys, Y, Kn);
      for (int i = 0; i < DP_NSTATE; i++) {
        change = fmax(change, fabs(h * (Kn[i] - K[s][i])));
        scale = fmax(scale, fabs(y[i]) + fabs(h * Kn[i]));
        K[s][i] = Kn[i];
      }
    }
    #line 560 "chapters/04-integrators.nw"
    if (iterations) *iterations = it;
    if (change <= 2 * DBL_EPSILON * scale || (change >= prev && change <= 1e-10 * scale)) {
      for (int i = 0; i < DP_NSTATE; i++)
        y[i] += 0.5 * h * (K[0][i] + K[1][i]);
      return DP_OK;
    }
    prev = change;
  }
  return DP_ERANGE;
}
#line 593 "chapters/04-integrators.nw"
static int reference_rhs(double t, const double y[], double dy[], void *params)
{
  (void)t;
  const dp_system *sys = params;
  return dp_rhs(&sys->p, sys->model, y, dy) == DP_OK ? GSL_SUCCESS : GSL_EBADFUNC;
}

int dp_reference_solve(const dp_params *p, dp_model model, double s[DP_NSTATE],
                       double T, double tol, dp_error *err)
{
  dp_system sys = { *p, model, DP_FORM_LAGRANGE, 0 };
  gsl_odeiv2_system ode = { reference_rhs, NULL, DP_NSTATE, &sys };
  gsl_odeiv2_driver *drv = gsl_odeiv2_driver_alloc_y_new(&ode, gsl_odeiv2_step_rk8pd,
                                                         1e-3, tol, tol);
  if (!drv)
    return dp_fail(err, DP_ENOMEM, "cannot allocate the GSL driver");
  gsl_error_handler_t *old = gsl_set_error_handler_off();
  double t = 0;
  int rc = gsl_odeiv2_driver_apply(drv, &t, T, s);
  gsl_set_error_handler(old);
  gsl_odeiv2_driver_free(drv);
  if (rc != GSL_SUCCESS)
    return dp_fail(err, DP_ERANGE, "GSL rk8pd failed at t = %g: %s", t, gsl_strerror(rc));
  return DP_OK;
}
