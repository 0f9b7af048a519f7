#line 893 "program/42-integrators.nw"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dp_drift.h"
#include "dp_accel.h"
#include "dp_energy.h"
#line 917 "program/42-integrators.nw"
void dp_line_add(dp_line_fit *f, double x, double y)
{
  f->sx += x, f->sy += y, f->sxx += x * x, f->sxy += x * y, f->n++;
}

double dp_line_slope(const dp_line_fit *f)
{
  return (f->n * f->sxy - f->sx * f->sy) / (f->n * f->sxx - f->sx * f->sx);
}
#line 986 "program/42-integrators.nw"
static void stats_at(dp_run_stats *rs, const dp_params *p, double t,
                     const double s[DP_NSTATE], int sample)
{
  double d = (dp_energy(p, s) - rs->E0) / rs->Es, a[2];
  if (d > rs->dmax) rs->dmax = d, rs->tdmax = t;
  if (d < rs->dmin) rs->dmin = d, rs->tdmin = t;
  if (sample) rs->rmax = fmax(rs->rmax, d), rs->rmin = fmin(rs->rmin, d);
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  rs->a1 = fmax(rs->a1, fabs(a[0]));
  rs->a2 = fmax(rs->a2, fabs(a[1]));
  rs->wmax = fmax(rs->wmax, fmax(fabs(s[DP_W1]), fabs(s[DP_W2])));
  rs->rate = fmax(rs->rate, fmax(rs->wmax, sqrt(fmax(rs->a1, rs->a2))));
}

typedef struct {
  const dp_pendulum *pd;
  dp_run_stats *st;
  dp_run_fn *each_sample;
  void *ctx;
  dp_error *err;
  double h;                     /* the largest fixed step; 0 for dopri5 */
} run_ctx;

static int run_step(void *c, const dp_driver *d)
{
  const run_ctx *rc = c;
  double s[DP_NSTATE];
  dp_pendulum_from(rc->pd, d->y, s);
  stats_at(rc->st, &rc->pd->p, d->t, s, 0);
  return 0;
}

static int run_sample(void *c, const dp_driver *d)
{
  const run_ctx *rc = c;
  dp_run_sample smp = { d->k, d->t, { 0 }, { 0 }, 0, 0 };
  dp_pendulum_from(rc->pd, d->y, smp.s);
  if (dp_state_check(smp.s, NULL) != DP_OK) {
    if (rc->h == 0)
      return dp_fail(rc->err, DP_ERANGE, "the state became non-finite or too fast at t = %g",
                     d->t);
    return dp_fail(rc->err, DP_ERANGE, "the state became non-finite or too fast at t = %g:"
                   " the step %g s times the fastest rate seen before, %.3g rad/s, is %.3g"
                   " (above %g the step cannot follow the motion); reduce the step", d->t,
                   rc->h, rc->st->rate, rc->h * rc->st->rate, DP_RESOLVE_MAX);
  }
  stats_at(rc->st, &rc->pd->p, d->t, smp.s, 1);
  if (!rc->each_sample)
    return 0;
  smp.E = dp_energy(&rc->pd->p, smp.s);
  smp.drift = (smp.E - rc->st->E0) / rc->st->Es;
  dp_positions(&rc->pd->p, smp.s, smp.xy);
  return rc->each_sample(rc->ctx, &smp);
}
#line 1045 "program/42-integrators.nw"
static dp_form method_form(dp_method m, int form)
{
  return form >= 0 ? (dp_form)form : m == DP_GAUSS4 ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE;
}

int dp_run(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
           const dp_run_spec *spec, dp_run_fn *each_sample, void *ctx,
           dp_run_stats *st, dp_error *err)
{
  dp_pendulum pd;
  dp_driver d;
  double y[DP_NSTATE], s[DP_NSTATE];
  int rc;
  if (!(spec->T > 0 && spec->every > 0))
    return dp_fail(err, DP_EINVAL, "the duration and the sample interval must be positive");
  if (spec->back && spec->method == DP_DOPRI5)
    return dp_fail(err, DP_EINVAL, "running back needs a fixed-step method (rk4 or gauss4)");
  if ((rc = dp_pendulum_init(&pd, p, model, method_form(spec->method, spec->form), err))
      != DP_OK)
    return rc;
  dp_pendulum_to(&pd, s0, y);
  if ((rc = dp_driver_init(&d, &pd.ode, spec->method, y, 0, spec->h, spec->tol, err)) != DP_OK)
    return rc;
  d.t_end = spec->T;
  if (spec->method == DP_DOPRI5 && spec->max_steps > 0)
    d.ev.max_steps = spec->max_steps;
  *st = (dp_run_stats){ .form = pd.form, .E0 = dp_energy(p, s0), .Es = dp_energy_scale(p),
                        .rate = dp_pendulum_rate(p, model, s0) };
  stats_at(st, p, 0, s0, 1);
  run_ctx c = { &pd, st, each_sample, ctx, err, spec->method == DP_DOPRI5 ? 0 : spec->h };
  if ((rc = dp_driver_sample(&d, spec->T, spec->every, DP_SAMPLE_LAND, run_sample,
                             spec->each_step ? run_step : NULL, &c, err)) != DP_OK)
    return rc;
  dp_pendulum_from(&pd, d.y, s);
  st->dfinal = (dp_energy(p, s) - st->E0) / st->Es;
  st->steps = d.steps;
  st->nrhs = pd.ode.nrhs;
  st->rejected = spec->method == DP_DOPRI5 ? d.ev.rejected : 0;
  if (spec->back) {
    #line 1090 "program/42-integrators.nw"
    for (long k = dp_intervals(spec->T, spec->every) - 1; k >= 0; k--)
      if ((rc = dp_driver_advance(&d, k * spec->every, NULL, NULL, err)) != DP_OK)
        return rc;
    dp_pendulum_from(&pd, d.y, s);
    st->return_error = 0;
    for (int i = 0; i < DP_NSTATE; i++)
      st->return_error = fmax(st->return_error, fabs(s[i] - s0[i]));
  #line 1085 "program/42-integrators.nw"
  }
  return DP_OK;
}
#line 1129 "program/42-integrators.nw"
int dp_convergence(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
                   double T, double h, int n, dp_method m, int form, double ref_tol,
                   dp_conv_row rows[], dp_error *err)
{
  double ref[DP_NSTATE];
  int rc;
  if (m == DP_DOPRI5)
    return dp_fail(err, DP_EINVAL, "the convergence study is for fixed steps (rk4 or gauss4)");
  if (n < 2 || n > 20 || !(T > 0 && h > 0 && h <= T))
    return dp_fail(err, DP_EINVAL, "need 2 to 20 runs and 0 < h <= T");
  if (!(ref_tol >= 1e-15 && ref_tol <= 1e-6))
    return dp_fail(err, DP_EINVAL, "reference tolerance %g: must be between 1e-15 and 1e-6",
                   ref_tol);
  memcpy(ref, s0, sizeof ref);
  if ((rc = dp_reference_solve(p, model, ref, T, ref_tol, err)) != DP_OK)
    return rc;
  if (dp_state_check(ref, NULL) != DP_OK)
    return dp_fail(err, DP_ERANGE, "the reference diverged: its state at t = %g is not finite"
                   " or too fast", T);
  for (int i = 0; i < n; i++) {
    dp_pendulum pd;
    dp_driver d;
    double y[DP_NSTATE], s[DP_NSTATE];
    rows[i].h = ldexp(h, -i);
    if ((rc = dp_pendulum_init(&pd, p, model, method_form(m, form), err)) != DP_OK)
      return rc;
    dp_pendulum_to(&pd, s0, y);
    if ((rc = dp_driver_init(&d, &pd.ode, m, y, 0, rows[i].h, 0, err)) != DP_OK
        || (rc = dp_driver_advance(&d, T, NULL, NULL, err)) != DP_OK)
      return rc;
    dp_pendulum_from(&pd, d.y, s);
    if (dp_state_check(s, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the run with h = %g diverged (its state at t = %g is not"
                     " finite or too fast): h times the fastest rate of the start, %.3g rad/s,"
                     " is %.3g; start from a smaller step", rows[i].h, T,
                     dp_pendulum_rate(p, model, s0), rows[i].h * dp_pendulum_rate(p, model, s0));
    rows[i].steps = d.steps;
    rows[i].err = 0;
    for (int j = 0; j < DP_NSTATE; j++) rows[i].err = fmax(rows[i].err, fabs(s[j] - ref[j]));
    int both = i > 0 && rows[i].err > 0 && rows[i - 1].err > 0;
    rows[i].ratio = both ? rows[i - 1].err / rows[i].err : NAN;
    rows[i].order = both ? log2(rows[i - 1].err / rows[i].err) : NAN;
  }
  return DP_OK;
}

int dp_convergence_fit(const dp_conv_row rows[], int n, double floor, dp_conv_fit *fit,
                       dp_error *err)
{
  dp_line_fit f = { 0 };
  for (int i = 0; i < n; i++)
    if (rows[i].err > floor) dp_line_add(&f, log(rows[i].h), log(rows[i].err));
  if (f.n < 2)
    return dp_fail(err, DP_ERANGE, "fewer than two errors above %g", floor);
  fit->order = dp_line_slope(&f);
  fit->gain = pow(2, fit->order);
  fit->rows = (int)f.n;
  return DP_OK;
}
#line 1213 "program/42-integrators.nw"
typedef struct {
  const dp_params *p;
  double E0, Es, frame[10];
  dp_line_fit fit;
  dp_page_stats *r;
} page_ctx;

static int page_observe(void *c, const dp_driver *d)
{
  page_ctx *pc = c;
  dp_page_stats *r = pc->r;
  long k = d->steps;
  double dd = (dp_energy(pc->p, d->y) - pc->E0) / pc->Es, a[2];
  if (dd > r->dmax) r->dmax = dd, r->tdmax = d->t;
  if (dd < r->dmin) r->dmin = dd, r->tdmin = d->t;
  pc->frame[k % 10] = fmax(pc->frame[k % 10], dd);
  dp_accel(pc->p, DP_MODEL_CORRECT, d->y, a);
  r->a1 = fmax(r->a1, fabs(a[0]));
  r->a2 = fmax(r->a2, fabs(a[1]));
  if (k % 10 == 0) dp_line_add(&pc->fit, d->t, dd);
  r->dfinal = dd;
  return 0;
}

int dp_page_run(const dp_params *p, const double s0[DP_NSTATE], double T,
                dp_page_stats *r, dp_error *err)
{
  dp_pendulum pd;
  dp_driver d;
  int rc;
  if (!(T > 0 && T <= 1e5))
    return dp_fail(err, DP_EINVAL, "page run of %g s: 0 < T <= 1e5 allowed", T);
  if ((rc = dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, err)) != DP_OK
      || (rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, DP_PAGE_STEP, 0, err)) != DP_OK)
    return rc;
  page_ctx c = { p, dp_energy(p, s0), dp_energy_scale(p), { 0 }, { 0 }, r };
  *r = (dp_page_stats){ 0 };
  page_observe(&c, &d);
  if ((rc = dp_driver_steps(&d, lround(T / DP_PAGE_STEP), DP_PAGE_STEP, page_observe, &c,
                            err)) != DP_OK)
    return rc;
  r->frame_lo = r->frame_hi = c.frame[0];
  for (int j = 1; j < 10; j++)
    r->frame_lo = fmin(r->frame_lo, c.frame[j]), r->frame_hi = fmax(r->frame_hi, c.frame[j]);
  r->slope = dp_line_slope(&c.fit);
  return DP_OK;
}
#line 1278 "program/42-integrators.nw"
typedef struct {
  const dp_params *p;
  dp_line_fit fit;
  double *tcross, *lambda;
} twin_ctx;

static int twin_observe(void *c, const dp_driver *d)
{
  twin_ctx *tc = c;
  double xa[4], xb[4];
  dp_positions(tc->p, d->y, xa);
  dp_positions(tc->p, d->y + DP_NSTATE, xb);
  double dist = hypot(xa[2] - xb[2], xa[3] - xb[3]);
  if (d->steps % 10 == 0 && dist > 0) dp_line_add(&tc->fit, d->t, log(dist));
  if (dist >= 0.1) {
    *tc->tcross = d->t;
    *tc->lambda = dp_line_slope(&tc->fit);
    return DP_DRIVER_STOP;
  }
  return 0;
}

int dp_page_twin(const dp_params *p, const double s0[DP_NSTATE], double T,
                 double *tcross, double *lambda, dp_error *err)
{
  dp_pendulum_pair pp;
  dp_driver d;
  double y[2 * DP_NSTATE];
  int rc;
  if (!(T > 0 && T <= 1e5))
    return dp_fail(err, DP_EINVAL, "twin run of %g s: 0 < T <= 1e5 allowed", T);
  memcpy(y, s0, DP_NSTATE * sizeof *y);
  memcpy(y + DP_NSTATE, s0, DP_NSTATE * sizeof *y);
  y[DP_NSTATE + DP_TH1] += 0.001;
  if ((rc = dp_pendulum_pair_init(&pp, p, DP_MODEL_CORRECT, DP_MODEL_CORRECT, err)) != DP_OK
      || (rc = dp_driver_init(&d, &pp.ode, DP_RK4, y, 0, DP_PAGE_STEP, 0, err)) != DP_OK)
    return rc;
  twin_ctx c = { p, { 0 }, tcross, lambda };
  *tcross = *lambda = -1;
  if (twin_observe(&c, &d) == DP_DRIVER_STOP)
    return DP_OK;
  rc = dp_driver_steps(&d, lround(T / DP_PAGE_STEP), DP_PAGE_STEP, twin_observe, &c, err);
  return rc == DP_DRIVER_STOP ? DP_OK : rc;
}
#line 1347 "program/42-integrators.nw"
int dp_explainer_score(const dp_params *p, double th1, double th2, dp_explainer_fit *f,
                       dp_error *err)
{
  double s[DP_NSTATE] = { th1 * M_PI / 180, th2 * M_PI / 180, 0, 0 };
  dp_params p10 = *p;
  dp_page_stats r, r10;
  double tc, lam;
  int rc;
  p10.m2 *= 10;
  if ((rc = dp_page_run(p, s, 20, &r, err)) != DP_OK
      || (rc = dp_page_run(&p10, s, 20, &r10, err)) != DP_OK
      || (rc = dp_page_twin(p, s, 20, &tc, &lam, err)) != DP_OK)
    return rc;
  *f = (dp_explainer_fit){ 0, th1, th2, r.dmax, r.tdmax, r.a1, tc, lam, r10.dmin, r10.a1 };
  f->score = fabs(log(fmax(r.dmax, 1e-30) / 5e-8)) + fabs(r.tdmax - 8.7) / 2
           + fabs(log(fmax(r.a1, 1e-30) / 75)) + fabs(log(fmax(-r10.dmin, 1e-30) / 3.6e-4))
           + fabs(log(fmax(r10.a1, 1e-30) / 1300))
           + (f->tc < 0 ? 10 : fabs(f->tc - 4.1) / 2 + fabs(log(fmax(f->lam, 1e-3) / 1.4)));
  return DP_OK;
}

static int by_score(const void *x, const void *y)
{
  double a = ((const dp_explainer_fit *)x)->score, b = ((const dp_explainer_fit *)y)->score;
  return (a > b) - (a < b);
}

int dp_explainer_search(const dp_params *p, double step, long ntop, dp_explainer_fit *best,
                        long *n, dp_error *err)
{
  if (!(step >= 0.5 && step <= 90))
    return dp_fail(err, DP_EINVAL, "grid step %g: must be between 0.5 and 90 degrees", step);
  long n1 = lround(floor(180 / step)) + 1, n2 = lround(floor(360 / step)) + 1, k = 0;
  dp_explainer_fit *rows = malloc((size_t)(n1 * n2) * sizeof *rows);
  if (!rows)
    return dp_fail(err, DP_ENOMEM, "out of memory for %ld starts", n1 * n2);
  for (long i = 0; i < n1; i++)
    for (long j = 0; j < n2; j++) {
      int rc = dp_explainer_score(p, i * step, -180 + j * step, &rows[k++], err);
      if (rc != DP_OK)
        return free(rows), rc;
    }
  qsort(rows, (size_t)k, sizeof *rows, by_score);
  *n = ntop < k ? ntop : k;
  memcpy(best, rows, (size_t)*n * sizeof *rows);
  free(rows);
  return DP_OK;
}
#line 1406 "program/42-integrators.nw"
long dp_frame_steps_max(double h, double frame_cap, double scale)
{
  long worst = 0;
  for (long j = 0; j < 100000; j++) {
    double acc = j * (h / 100000) + frame_cap * scale;
    long n = 0;
    while (acc >= h) acc -= h, n++;
    worst = n > worst ? n : worst;
  }
  return worst;
}
#line 1439 "program/42-integrators.nw"
int dp_explainer_claims(const dp_params *p, const double s0[DP_NSTATE],
                        dp_explainer_report *r, dp_error *err)
{
  dp_params p10 = *p;
  int rc;
  p10.m2 *= 10;
  if ((rc = dp_page_run(p, s0, 20, &r->r20, err)) != DP_OK
      || (rc = dp_page_run(p, s0, 600, &r->r600, err)) != DP_OK
      || (rc = dp_page_run(&p10, s0, 20, &r->m10, err)) != DP_OK
      || (rc = dp_page_twin(p, s0, 60, &r->twin_t, &r->twin_lambda, err)) != DP_OK)
    return rc;
  r->m10_dmin_lo = r->m10_a1_lo = INFINITY;
  r->m10_dmin_hi = r->m10_a1_hi = -INFINITY;
  for (int j = -4; j <= 4; j++) {
    double s[DP_NSTATE];
    dp_page_stats q;
    memcpy(s, s0, sizeof s);
    s[DP_TH1] += j * 1e-7;
    if ((rc = dp_page_run(&p10, s, 20, &q, err)) != DP_OK)
      return rc;
    r->m10_dmin_lo = fmin(r->m10_dmin_lo, q.dmin), r->m10_dmin_hi = fmax(r->m10_dmin_hi, q.dmin);
    r->m10_a1_lo = fmin(r->m10_a1_lo, q.a1), r->m10_a1_hi = fmax(r->m10_a1_hi, q.a1);
  }
  r->frame_steps = dp_frame_steps_max(DP_PAGE_STEP, 0.05, 1.5);
  r->frame_steps_exact = 0.05 * 1.5 * 600;
  return DP_OK;
}
