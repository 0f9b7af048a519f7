#line 62 "program/42-integrators.nw"
#include <float.h>
#include <math.h>
#include <string.h>
#include "dp_ode.h"
#include "dp_accel.h"
#include "dp_hamilton.h"
#include "dp_sincos.h"
#line 810 "program/42-integrators.nw"
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#line 173 "chapters/04-integrators.nw"
int dp_ode_eval(dp_ode *ode, const double *y, double *dydt)
{
  ode->nrhs++;
  return ode->f(ode->ctx, y, dydt);
}
#line 104 "program/42-integrators.nw"
static inline int rk4(dp_ode_rhs *f, void *ctx, int n, double *y, double h)
  __attribute__((always_inline));
#line 188 "chapters/04-integrators.nw"
static inline int rk4(dp_ode_rhs *f, void *ctx, int n, double *y, double h)
{
  double k1[DP_ODE_NMAX];
  int rc = f(ctx, y, k1);
  if (rc != DP_OK)
    return rc;
  #line 201 "chapters/04-integrators.nw"
  double k2[DP_ODE_NMAX], k3[DP_ODE_NMAX], k4[DP_ODE_NMAX], t[DP_ODE_NMAX];
  for (int i = 0; i < n; i++) t[i] = y[i] + 0.5 * h * k1[i];
  if ((rc = f(ctx, t, k2)) != DP_OK) return rc;
  for (int i = 0; i < n; i++) t[i] = y[i] + 0.5 * h * k2[i];
  if ((rc = f(ctx, t, k3)) != DP_OK) return rc;
  for (int i = 0; i < n; i++) t[i] = y[i] + h * k3[i];
  if ((rc = f(ctx, t, k4)) != DP_OK) return rc;
  for (int i = 0; i < n; i++)
    y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  #line 195 "chapters/04-integrators.nw"
  return rc;
}
#line 221 "chapters/04-integrators.nw"
int dp_ode_rk4(dp_ode *ode, double *y, double h)
{
  int rc = rk4(ode->f, ode->ctx, ode->n, y, h);
  if (rc == DP_OK) ode->nrhs += 4;
  return rc;
}
#line 111 "program/42-integrators.nw"
typedef struct { const dp_params *p; dp_model model; } lagrange_ctx;

static int lagrange_rhs(void *ctx, const double *y, double *dydt)
{
  const lagrange_ctx *c = ctx;
  return dp_rhs(c->p, c->model, y, dydt);
}

#line 133 "program/42-integrators.nw"
static inline __attribute__((always_inline))
int correct_rhs(void *ctx, const double *s, double *ds)
{
  const dp_params *p = ctx;
  double *a = ds + DP_W1;
  ds[DP_TH1] = s[DP_W1];
  ds[DP_TH2] = s[DP_W2];
  #line 545 "chapters/03-motion.nw"
  typedef double lane;
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  #line 406 "program/41-motion.nw"
  dp_v2 th = { s[DP_TH1] }, sn, cs;
  th[1] = s[DP_TH2];
  dp_sincos2(th, &sn, &cs);
  lane s1 = sn[0], s2 = sn[1], c1 = cs[0], c2 = cs[1];
  #line 548 "chapters/03-motion.nw"
  lane w1 = s[DP_W1], w2 = s[DP_W2];
  #line 558 "chapters/03-motion.nw"
  lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
  lane den = m1 + m2 * (sd * sd);
  lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
  lane f2 = l1 * (w1 * w1) * sd - g * s2;
  lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
  lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
  #line 550 "chapters/03-motion.nw"
  a[0] = a1;
  a[1] = a2;
  #line 141 "program/42-integrators.nw"
  return DP_OK;
}

#line 121 "program/42-integrators.nw"
int dp_pendulum_rk4(const dp_params *p, dp_model model, double s[DP_NSTATE], double h)
{
  #line 145 "program/42-integrators.nw"
  if (model == DP_MODEL_CORRECT)
    return rk4(correct_rhs, (void *)p, DP_NSTATE, s, h);
  #line 124 "program/42-integrators.nw"
  lagrange_ctx c = { p, model };
  return rk4(lagrange_rhs, &c, DP_NSTATE, s, h);
}
#line 189 "program/42-integrators.nw"
static int pendulum_lagrange(void *ctx, const double *y, double *dydt)
{
  const dp_pendulum *pd = ctx;
  return dp_rhs(&pd->p, pd->model, y, dydt);
}

static int pendulum_hamilton(void *ctx, const double *y, double *dydt)
{
  const dp_pendulum *pd = ctx;
  dp_hamilton_rhs(&pd->p, y, dydt);
  return DP_OK;
}

int dp_pendulum_init(dp_pendulum *pd, const dp_params *p, dp_model model,
                     dp_form form, dp_error *err)
{
  if (form == DP_FORM_HAMILTON && model != DP_MODEL_CORRECT)
    return dp_fail(err, DP_EINVAL, "the Hamiltonian form exists for the correct model only,"
                   " not for '%s'", dp_model_name(model));
  if ((unsigned)model >= DP_NMODELS
      || (form != DP_FORM_LAGRANGE && form != DP_FORM_HAMILTON))
    return dp_fail(err, DP_EINVAL, "unknown model or form");
  pd->p = *p;
  pd->model = model;
  pd->form = form;
  pd->ode = (dp_ode){ form == DP_FORM_HAMILTON ? pendulum_hamilton : pendulum_lagrange,
                      pd, DP_NSTATE, 0 };
  return DP_OK;
}

void dp_pendulum_to(const dp_pendulum *pd, const double s[DP_NSTATE], double y[DP_NSTATE])
{
  if (pd->form == DP_FORM_HAMILTON) dp_to_momenta(&pd->p, s, y);
  else memcpy(y, s, DP_NSTATE * sizeof *y);
}

void dp_pendulum_from(const dp_pendulum *pd, const double y[DP_NSTATE], double s[DP_NSTATE])
{
  if (pd->form == DP_FORM_HAMILTON) dp_from_momenta(&pd->p, y, s);
  else memcpy(s, y, DP_NSTATE * sizeof *s);
}
#line 234 "program/42-integrators.nw"
static int pair_rhs(void *ctx, const double *y, double *dydt)
{
  const dp_pendulum_pair *pp = ctx;
  int rc = dp_rhs(&pp->p, pp->model[0], y, dydt);
  return rc != DP_OK ? rc : dp_rhs(&pp->p, pp->model[1], y + DP_NSTATE, dydt + DP_NSTATE);
}

int dp_pendulum_pair_init(dp_pendulum_pair *pp, const dp_params *p, dp_model a,
                          dp_model b, dp_error *err)
{
  if ((unsigned)a >= DP_NMODELS || (unsigned)b >= DP_NMODELS)
    return dp_fail(err, DP_EINVAL, "unknown model");
  pp->p = *p;
  pp->model[0] = a;
  pp->model[1] = b;
  pp->ode = (dp_ode){ pair_rhs, pp, 2 * DP_NSTATE, 0 };
  return DP_OK;
}
#line 260 "program/42-integrators.nw"
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
#line 304 "program/42-integrators.nw"
int dp_dopri5_init(dp_dopri5 *d, dp_ode *ode, const double *y0, double t0)
{
  memset(d, 0, sizeof *d);
  d->ode = ode;
  d->t = d->t_old = t0;
  memcpy(d->y, y0, ode->n * sizeof *y0);
  memcpy(d->r[0], y0, ode->n * sizeof *y0);
  return dp_ode_eval(ode, d->y, d->k1);
}

int dp_dopri5_try(dp_dopri5 *d, double h)
{
  int n = d->ode->n, rc = DP_OK;
  double yt[DP_ODE_NMAX];
  d->h = h;
  memcpy(d->k[0], d->k1, sizeof d->k[0]);
  for (int s = 1; s < 7 && rc == DP_OK; s++) {
    for (int i = 0; i < n; i++) {
      double acc = 0;
      for (int j = 0; j < s; j++) acc += dp5_a[s][j] * d->k[j][i];
      yt[i] = d->y[i] + h * acc;
    }
    rc = dp_ode_eval(d->ode, yt, d->k[s]);
  }
  memcpy(d->ynew, yt, n * sizeof *yt);
  for (int i = 0; i < n; i++) {
    double e = 0;
    for (int j = 0; j < 7; j++) e += dp5_e[j] * d->k[j][i];
    d->yerr[i] = h * e;
  }
  return rc;
}
#line 341 "program/42-integrators.nw"
void dp_dopri5_accept(dp_dopri5 *d)
{
  double h = d->h;
  for (int i = 0; i < d->ode->n; i++) {
    double dy = d->ynew[i] - d->y[i], b = h * d->k[0][i] - dy, dd = 0;
    for (int j = 0; j < 7; j++) dd += dp5_d[j] * d->k[j][i];
    d->r[0][i] = d->y[i];
    d->r[1][i] = dy;
    d->r[2][i] = b;
    d->r[3][i] = dy - h * d->k[6][i] - b;
    d->r[4][i] = h * dd;
  }
  d->t_old = d->t;
  d->h_old = h;
  d->t += h;
  memcpy(d->y, d->ynew, d->ode->n * sizeof *d->y);
  memcpy(d->k1, d->k[6], d->ode->n * sizeof *d->k1);
}

void dp_dopri5_dense(const dp_dopri5 *d, double t, double *y)
{
  int n = d->ode->n;
  if (d->h_old == 0) {
    memcpy(y, d->y, n * sizeof *y);
    return;
  }
  double th = (t - d->t_old) / d->h_old, th1 = 1 - th;
  for (int i = 0; i < n; i++)
    y[i] = d->r[0][i] + th * (d->r[1][i] + th1 * (d->r[2][i]
           + th * (d->r[3][i] + th1 * d->r[4][i])));
}
#line 386 "program/42-integrators.nw"
double dp_control_error(const dp_control *c, int n, const double *y,
                        const double *ynew, const double *yerr)
{
  double sum = 0;
  for (int i = 0; i < n; i++) {
    double sc = c->atol + c->rtol * fmax(fabs(y[i]), fabs(ynew[i]));
    sum += (yerr[i] / sc) * (yerr[i] / sc);
  }
  double err = sqrt(sum / n);
  return isfinite(err) ? err : 1e10;
}

double dp_control_next(double h, double err)
{
  double fac = err > 0 ? 0.9 * pow(err, -0.2) : 5;
  return h * fmin(5, fmax(0.2, fac));
}
#line 426 "program/42-integrators.nw"
int dp_evolve_step(dp_evolve *e, double hmax, dp_error *err)
{
  dp_dopri5 *d = &e->step;
  for (int tries = 0; tries < 100; tries++) {
    if (e->accepted + e->rejected >= e->max_steps)
      return dp_fail(err, DP_ERANGE, "dopri5: %ld steps, its cap, used up at t = %g: the"
                     " motion is too fast for tolerance %g (raise the cap or the tolerance,"
                     " or shorten the run)", e->max_steps, d->t, e->control.rtol);
    double h = fmin(e->h, hmax);
    if (!(h > 4 * DBL_EPSILON * fmax(fabs(d->t), 1)))
      return dp_fail(err, DP_ERANGE, "dopri5: step size underflow at t = %g", d->t);
    if (dp_dopri5_try(d, h) != DP_OK)
      return dp_fail(err, DP_ERANGE, "dopri5: the right-hand side failed at t = %g", d->t);
    double en = dp_control_error(&e->control, d->ode->n, d->y, d->ynew, d->yerr);
    e->h = dp_control_next(h, en);
    if (en <= 1) {
      dp_dopri5_accept(d);
      e->accepted++;
      return DP_OK;
    }
    e->rejected++;
  }
  return dp_fail(err, DP_ERANGE, "dopri5: 100 rejected steps in a row at t = %g", d->t);
}
#line 454 "program/42-integrators.nw"
int dp_evolve_init(dp_evolve *e, dp_ode *ode, const double *y0, double t0,
                   double tol, dp_error *err)
{
  if (!(tol >= 1e-14 && tol <= 1e-1))
    return dp_fail(err, DP_EINVAL, "tolerance %g is outside [1e-14, 0.1]", tol);
  if (dp_dopri5_init(&e->step, ode, y0, t0) != DP_OK)
    return dp_fail(err, DP_EINVAL, "the right-hand side failed at the start");
  e->control = (dp_control){ tol, tol };
  e->accepted = e->rejected = 0;
  e->max_steps = DP_EVOLVE_MAX_STEPS;
  #line 469 "program/42-integrators.nw"
  double ny = 0, nf = 0;
  for (int i = 0; i < ode->n; i++) {
    double sc = tol + tol * fabs(y0[i]);
    ny = fmax(ny, fabs(y0[i]) / sc);
    nf = fmax(nf, fabs(e->step.k1[i]) / sc);
  }
  e->h = (nf > 1e-10) ? 0.01 * fmax(ny, 1) / nf : 1e-3;
  e->h = fmin(fmax(e->h, 1e-6), 0.1);
  #line 465 "program/42-integrators.nw"
  return DP_OK;
}
#line 486 "program/42-integrators.nw"
int dp_ode_gauss4(dp_ode *ode, double *y, double h, int *sweeps)
{
  const double r3 = sqrt(3.0) / 6;
  const double a[2][2] = { { 0.25, 0.25 - r3 }, { 0.25 + r3, 0.25 } };
  int n = ode->n, rc;
  double K[2][DP_ODE_NMAX], Y[DP_ODE_NMAX], Kn[DP_ODE_NMAX], prev = INFINITY;
  if ((rc = dp_ode_eval(ode, y, K[0])) != DP_OK)
    return rc;
  memcpy(K[1], K[0], n * sizeof *K[1]);
  for (int it = 1; it <= 100; it++) {
    double change = 0, scale = 0;
    #line 510 "program/42-integrators.nw"
    for (int s = 0; s < 2; s++) {
      for (int i = 0; i < n; i++)
        Y[i] = y[i] + h * (a[s][0] * K[0][i] + a[s][1] * K[1][i]);
      if ((rc = dp_ode_eval(ode, Y, Kn)) != DP_OK)
        return rc;
      for (int i = 0; i < n; i++) {
        change = fmax(change, fabs(h * (Kn[i] - K[s][i])));
        scale = fmax(scale, fabs(y[i]) + fabs(h * Kn[i]));
        K[s][i] = Kn[i];
      }
    }
    #line 498 "program/42-integrators.nw"
    if (sweeps) *sweeps = it;
    if (change <= 2 * DBL_EPSILON * scale || (change >= prev && change <= 1e-10 * scale)) {
      for (int i = 0; i < n; i++)
        y[i] += 0.5 * h * (K[0][i] + K[1][i]);
      return DP_OK;
    }
    prev = change;
  }
  return DP_ERANGE;
}
#line 601 "program/42-integrators.nw"
static const char *const method_names[DP_NMETHODS] = { "rk4", "dopri5", "gauss4" };

const char *dp_method_name(dp_method m)
{
  return (unsigned)m < DP_NMETHODS ? method_names[m] : NULL;
}

int dp_method_from_name(const char *name, dp_method *m, dp_error *err)
{
  for (int i = 0; i < DP_NMETHODS; i++)
    if (!strcmp(name, method_names[i]))
      return *m = (dp_method)i, DP_OK;
  return dp_fail(err, DP_EINVAL, "unknown method (choose rk4, dopri5 or gauss4)");
}

long dp_intervals(double T, double dt)
{
  return (long)ceil(T / dt - 1e-9);
}
#line 622 "program/42-integrators.nw"
int dp_driver_init(dp_driver *d, dp_ode *ode, dp_method m, const double *y0,
                   double t0, double h, double tol, dp_error *err)
{
  if ((unsigned)m >= DP_NMETHODS)
    return dp_fail(err, DP_EINVAL, "unknown method %d", (int)m);
  if (ode->n < 1 || ode->n > DP_ODE_NMAX)
    return dp_fail(err, DP_EINVAL, "a system of %d equations (1 to %d allowed)",
                   ode->n, DP_ODE_NMAX);
  if (m != DP_DOPRI5 && !(h > 0 && isfinite(h)))
    return dp_fail(err, DP_EINVAL, "the step %g must be positive", h);
  d->ode = ode;
  d->method = m;
  d->h = h;
  d->t = t0;
  memcpy(d->y, y0, ode->n * sizeof *y0);
  d->t_end = INFINITY;
  d->steps = d->k = 0;
  if (m == DP_DOPRI5)
    return dp_evolve_init(&d->ev, ode, y0, t0, tol, err);
  return DP_OK;
}
#line 649 "program/42-integrators.nw"
static int pendulum_rk4(dp_ode *ode, double *y, double h)
{
  const dp_pendulum *pd = ode->ctx;
  int rc = dp_pendulum_rk4(&pd->p, pd->model, y, h);
  if (rc == DP_OK) ode->nrhs += 4;
  return rc;
}

static int fixed_step(dp_driver *d, double h, dp_error *err)
{
  int rc = d->method == DP_GAUSS4 ? dp_ode_gauss4(d->ode, d->y, h, NULL)
           : d->ode->f == pendulum_lagrange ? pendulum_rk4(d->ode, d->y, h)
           : dp_ode_rk4(d->ode, d->y, h);
  if (rc == DP_ERANGE && d->method == DP_GAUSS4)
    return dp_fail(err, rc, "gauss4: the implicit equations did not converge at t = %g;"
                   " reduce the step", d->t);
  if (rc != DP_OK)
    return dp_fail(err, rc, "%s: the right-hand side failed at t = %g",
                   dp_method_name(d->method), d->t);
  d->steps++;
  return DP_OK;
}
#line 673 "program/42-integrators.nw"
int dp_driver_steps(dp_driver *d, long n, double h, dp_driver_fn *each_step,
                    void *ctx, dp_error *err)
{
  if (d->method == DP_DOPRI5)
    return dp_fail(err, DP_EINVAL, "dopri5 chooses its own steps");
  double t0 = d->t;
  for (long j = 1; j <= n; j++) {
    int rc = fixed_step(d, h, err);
    if (rc != DP_OK) return rc;
    d->t = t0 + j * h;
    if (each_step && (rc = each_step(ctx, d)) != 0) return rc;
  }
  return DP_OK;
}
#line 694 "program/42-integrators.nw"
int dp_driver_advance(dp_driver *d, double t1, dp_driver_fn *each_step, void *ctx,
                      dp_error *err)
{
  int rc;
  if (d->method == DP_DOPRI5) {
    #line 734 "program/42-integrators.nw"
    dp_dopri5 *dp5 = &d->ev.step;
    while (dp5->t < t1) {
      if ((rc = dp_evolve_step(&d->ev, fmax(d->t_end - dp5->t, 1e-9), err)) != DP_OK)
        return rc;
      d->steps++;
      if (each_step) {
        memcpy(d->y, dp5->y, d->ode->n * sizeof *d->y);
        d->t = dp5->t;
        if ((rc = each_step(ctx, d)) != 0) return rc;
      }
    }
    dp_dopri5_dense(dp5, t1, d->y);
    d->t = t1;
    #line 700 "program/42-integrators.nw"
    return DP_OK;
  }
  long n = (long)ceil(fabs(t1 - d->t) / d->h - 1e-9);
  if (n < 1) n = 1;
  double hh = (t1 - d->t) / n, t0 = d->t;
  if (!each_step && d->method == DP_RK4 && d->ode->f == pendulum_lagrange) {
    #line 722 "program/42-integrators.nw"
    const dp_pendulum *pd = d->ode->ctx;
    for (long j = 1; j <= n; j++)
      if ((rc = dp_pendulum_rk4(&pd->p, pd->model, d->y, hh)) != DP_OK) {
        d->t = t0 + (j - 1) * hh;
        return dp_fail(err, rc, "rk4: the right-hand side failed at t = %g", d->t);
      }
    d->steps += n;
    d->ode->nrhs += 4 * n;
    d->t = t1;
    return DP_OK;
  #line 707 "program/42-integrators.nw"
  }
  for (long j = 1; j <= n; j++) {
    if ((rc = fixed_step(d, hh, err)) != DP_OK) return rc;
    d->t = j == n ? t1 : t0 + j * hh;
    if (each_step && (rc = each_step(ctx, d)) != 0) return rc;
  }
  return DP_OK;
}
#line 753 "program/42-integrators.nw"
int dp_driver_sample(dp_driver *d, double T, double every, dp_sampling how,
                     dp_driver_fn *each_sample, dp_driver_fn *each_step, void *ctx,
                     dp_error *err)
{
  long nout = dp_intervals(T, every);
  double t0 = d->t;
  if (how == DP_SAMPLE_EVEN && d->method != DP_DOPRI5) {
    #line 776 "program/42-integrators.nw"
    long nsub = dp_intervals(every, d->h);
    double hh = every / nsub;
    for (long k = 0; k <= nout; k++) {
      int rc;
      for (long j = 0; k > 0 && j < nsub; j++) {
        if ((rc = fixed_step(d, hh, err)) != DP_OK) return rc;
        d->t = t0 + (k - 1) * every + (j + 1) * hh;
        if (each_step && (rc = each_step(ctx, d)) != 0) return rc;
      }
      d->t = t0 + k * every;
      d->k = k;
      if (each_sample && (rc = each_sample(ctx, d)) != 0) return rc;
    }
    #line 761 "program/42-integrators.nw"
    return DP_OK;
  }
  for (long k = 0; k <= nout; k++) {
    int rc;
    if (k > 0 && (rc = dp_driver_advance(d, t0 + (how == DP_SAMPLE_LAND ? fmin(k * every, T)
                                                                         : k * every),
                                         each_step, ctx, err)) != DP_OK)
      return rc;
    d->k = k;
    if (each_sample && (rc = each_sample(ctx, d)) != 0) return rc;
  }
  return DP_OK;
}
#line 814 "program/42-integrators.nw"
static int reference_rhs(double t, const double y[], double dy[], void *params)
{
  (void)t;
  const dp_ode *ode = params;
  return ode->f(ode->ctx, y, dy) == DP_OK ? GSL_SUCCESS : GSL_EBADFUNC;
}

int dp_ode_reference(dp_ode *ode, double *y, double t0, double t1, double tol,
                     dp_error *err)
{
  gsl_odeiv2_system sys = { reference_rhs, NULL, (size_t)ode->n, ode };
  gsl_odeiv2_driver *drv = gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd,
                                                         t1 >= t0 ? 1e-3 : -1e-3, tol, tol);
  if (!drv)
    return dp_fail(err, DP_ENOMEM, "cannot allocate the GSL driver");
  gsl_odeiv2_driver_set_nmax(drv, DP_REFERENCE_MAX_STEPS);
  gsl_error_handler_t *old = gsl_set_error_handler_off();
  double t = t0;
  int rc = gsl_odeiv2_driver_apply(drv, &t, t1, y);
  gsl_set_error_handler(old);
  gsl_odeiv2_driver_free(drv);
  if (rc == GSL_EMAXITER)
    return dp_fail(err, DP_ERANGE, "the reference (GSL rk8pd) gave up after %ld steps at t = %g:"
                   " the motion is too fast for tolerance %g", DP_REFERENCE_MAX_STEPS, t, tol);
  if (rc != GSL_SUCCESS)
    return dp_fail(err, DP_ERANGE, "GSL rk8pd failed at t = %g: %s", t, gsl_strerror(rc));
  return DP_OK;
}

int dp_reference_solve(const dp_params *p, dp_model model, double s[DP_NSTATE],
                       double T, double tol, dp_error *err)
{
  lagrange_ctx c = { p, model };
  dp_ode ode = { lagrange_rhs, &c, DP_NSTATE, 0 };
  return dp_ode_reference(&ode, s, 0, T, tol, err);
}
#line 864 "program/42-integrators.nw"
double dp_pendulum_rate(const dp_params *p, dp_model model, const double s[DP_NSTATE])
{
  double a[2] = { 0, 0 };
  if (dp_accel(p, model, s, a) != DP_OK)
    dp_accel(p, DP_MODEL_CORRECT, s, a);
  double r = sqrt((p->m1 + p->m2) * p->g * (1 / p->l1 + 1 / p->l2) / p->m1);
  r = fmax(r, fmax(fabs(s[DP_W1]), fabs(s[DP_W2])));
  return fmax(r, sqrt(fmax(fabs(a[0]), fabs(a[1]))));
}
