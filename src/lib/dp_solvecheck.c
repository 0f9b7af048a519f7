#line 872 "program/41-motion.nw"
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_ode.h"
#include "dp_solvecheck.h"
#line 882 "program/41-motion.nw"
int dp_solve_measure(const dp_params *p, const double s[DP_NSTATE], int equilibrate,
                     dp_solve_sample *x, dp_error *err)
{
  double R[2], scale, M[4];
  int rc = dp_solve_diff_at(p, s, equilibrate, &x->d, err);
  if (rc != DP_OK)
    return rc;
  dp_accel(p, DP_MODEL_CORRECT, s, x->a);
  x->el = dp_el_scaled(p, s, x->a);
  dp_el_residual(p, DP_POTENTIAL_PAPER, s, x->a, R, &scale);
  x->el_paper = fmax(fabs(R[0]), fabs(R[1])) / scale;
  double sd = sin(s[DP_TH1] - s[DP_TH2]);
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  double closed = p->m2 * p->l1 * p->l1 * p->l2 * p->l2 * (p->m1 + p->m2 * sd * sd);
  x->det = fabs(M[0] * M[3] - M[1] * M[2] - closed) / (DBL_EPSILON / 2 * M[0] * M[3]);
  return DP_OK;
}
#line 903 "program/41-motion.nw"
static int sweep_rng(unsigned long seed, long n, gsl_rng **r, dp_error *err)
{
  if (n < 0)
    return dp_fail(err, DP_EINVAL, "the number of states must not be negative, not %ld", n);
  if (!(*r = gsl_rng_alloc(gsl_rng_mt19937)))
    return dp_fail(err, DP_ENOMEM, "out of memory");
  gsl_rng_set(*r, seed);
  return DP_OK;
}

int dp_solve_sweep(unsigned long seed, long n, int equilibrate, dp_solve_visit *visit,
                   void *ctx, dp_solve_stats *st, dp_error *err)
{
  gsl_rng *r;
  int rc = sweep_rng(seed, n, &r, err);
  if (rc != DP_OK)
    return rc;
  *st = (dp_solve_stats){ .n = n, .worst_case = dp_params_default() };
  for (long k = 0; k < n; k++) {
    dp_solve_sample x = { .k = k };
    dp_random_case(r, &x.p, x.s);
    if ((rc = dp_solve_measure(&x.p, x.s, equilibrate, &x, err)) != DP_OK)
      break;
    #line 935 "program/41-motion.nw"
    st->worst_rel = fmax(st->worst_rel, x.d.rel);
    if (x.d.scaled > st->worst_scaled)
      st->worst_case = x.p;
    st->worst_scaled = fmax(st->worst_scaled, x.d.scaled);
    st->worst_el = fmax(st->worst_el, x.el);
    st->worst_el_paper = fmax(st->worst_el_paper, x.el_paper);
    st->worst_det = fmax(st->worst_det, x.det);
    #line 927 "program/41-motion.nw"
    if (visit)
      visit(&x, ctx);
  }
  gsl_rng_free(r);
  return rc;
}
#line 946 "program/41-motion.nw"
int dp_kinetic_sweep(unsigned long seed, long n, double *worst, dp_error *err)
{
  gsl_rng *r;
  int rc = sweep_rng(seed, n, &r, err);
  if (rc != DP_OK)
    return rc;
  *worst = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double d = fabs(dp_kinetic(&p, s) - dp_kinetic_cartesian(&p, s));
    *worst = fmax(*worst, d / (dp_kinetic_abs(&p, s) * DBL_EPSILON / 2));
  }
  gsl_rng_free(r);
  return DP_OK;
}
#line 993 "program/41-motion.nw"
struct speed_run {
  const dp_params *p;
  double e0;
  dp_speed_record *r;
};

static void speed_note(const struct speed_run *run, const double s[DP_NSTATE])
{
  dp_speed_record *r = run->r;
  for (int i = 0; i < 2; i++) {
    double w = fabs(s[DP_W1 + i]);
    r->wmax[i] = fmax(r->wmax[i], w);
    r->ratio = fmax(r->ratio, r->bound[i] > 0 ? w / r->bound[i] : w > 0 ? INFINITY : 0);
  }
  r->drift = fmax(r->drift, fabs(dp_energy_available(run->p, s) - run->e0)
                            / dp_energy_scale(run->p));
}

static int speed_step(void *ctx, const dp_driver *d)
{
  if (dp_state_check(d->y, NULL) != DP_OK)
    return DP_ERANGE;
  speed_note(ctx, d->y);
  return DP_OK;
}

int dp_speed_trace(const dp_params *p, const double s0[DP_NSTATE], double t, double h,
                   dp_speed_record *r, dp_error *err)
{
  dp_pendulum pd;
  dp_driver d;
  int rc = dp_params_check(p, err);
  if (rc == DP_OK)
    rc = dp_state_check(s0, err);
  if (rc != DP_OK)
    return rc;
  if (!(t >= 0 && h > 0 && t / h <= 1e9))
    return dp_fail(err, DP_EINVAL,
                   "need t >= 0 and h > 0 with t/h <= 1e9, not t = %g, h = %g", t, h);
  long n = (long)ceil(t / h);
  struct speed_run run = { p, dp_energy_available(p, s0), r };
  *r = (dp_speed_record){ .steps = n };
  dp_speed_bound(p, s0, r->bound);
  speed_note(&run, s0);
  if (n == 0)
    return DP_OK;
  if ((rc = dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, err)) != DP_OK
      || (rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, t / n, 0, err)) != DP_OK)
    return rc;
  rc = dp_driver_steps(&d, n, t / n, speed_step, &run, err);
  if (rc != DP_OK)
    return dp_fail(err, rc, "the integration failed at t = %g s", d.t);
  return DP_OK;
}
