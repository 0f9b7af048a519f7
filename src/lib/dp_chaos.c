#line 1511 "program/46-chaos.nw"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "dp_chaos.h"
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_rng.h>
#include "dp_ode.h"
#line 1872 "program/46-chaos.nw"
static int lyap_check(const dp_params *p, const double s0[DP_NSTATE],
                      const dp_lyap_opts *o, int twin, long *nsub, long *nint,
                      dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(o->h > 0) || !(o->tau >= o->h) || !(o->T >= o->tau))
    return dp_fail(err, DP_EINVAL, "need 0 < h <= tau <= T (h = %g, tau = %g, T = %g)",
                   o->h, o->tau, o->T);
  double r = o->tau / o->h;
  *nsub = lround(r);
  if (fabs(r - *nsub) > 1e-9 * r)
    return dp_fail(err, DP_EINVAL, "tau = %g is not a whole number of steps h = %g",
                   o->tau, o->h);
  *nint = lround(o->T / o->tau);
  if (*nint < 1 || *nint > 1000000000L)
    return dp_fail(err, DP_EINVAL, "T / tau = %g intervals is out of range", o->T / o->tau);
  if (twin && !(o->d0 > 0 && o->d0 <= 1e-3))
    return dp_fail(err, DP_EINVAL, "d0 = %g: must be in (0, 1e-3]", o->d0);
  return DP_OK;
}

static long report_every(const dp_lyap_opts *o)
{
  long m = lround(o->every / o->tau);
  return m < 1 ? 1 : m;
}
#line 542 "chapters/08-chaos.nw"
static void jacobian_at(const dp_params *p, const double s[DP_NSTATE],
                        const double a[2], double J[16])
{
  double d = s[DP_TH1] - s[DP_TH2], sd = sin(d), cd = cos(d);
  double B = p->m2 * p->l1 * p->l2, w1 = s[DP_W1], w2 = s[DP_W2];
  double M[4] = { (p->m1 + p->m2) * p->l1 * p->l1, B * cd, B * cd, p->m2 * p->l2 * p->l2 };
  double g1 = (p->m1 + p->m2) * p->g * p->l1 * cos(s[DP_TH1]);
  double g2 = p->m2 * p->g * p->l2 * cos(s[DP_TH2]);
  double r[4][2] = {
    { -B * w2 * w2 * cd - g1 + B * sd * a[1],  B * w1 * w1 * cd + B * sd * a[0] },
    {  B * w2 * w2 * cd - B * sd * a[1],      -B * w1 * w1 * cd - g2 - B * sd * a[0] },
    {  0,                                       2 * B * w1 * sd },
    { -2 * B * w2 * sd,                         0 } };
  double det = M[0] * M[3] - M[1] * M[2];
  memset(J, 0, 16 * sizeof J[0]);
  J[4 * 0 + 2] = 1;
  J[4 * 1 + 3] = 1;
  for (int j = 0; j < 4; j++) {
    J[4 * 2 + j] = (M[3] * r[j][0] - M[1] * r[j][1]) / det;
    J[4 * 3 + j] = (M[0] * r[j][1] - M[2] * r[j][0]) / det;
  }
}
#line 567 "chapters/08-chaos.nw"
void dp_jacobian(const dp_params *p, const double s[DP_NSTATE], double J[16])
{
  double a[2];
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  jacobian_at(p, s, a, J);
}
#line 590 "chapters/08-chaos.nw"
static int tangent_rhs(void *ctx, const double *y, double *dy)
{
  const dp_tangent *tg = ctx;
  double J[16];
  int rc = dp_rhs(&tg->p, DP_MODEL_CORRECT, y, dy);
  jacobian_at(&tg->p, y, dy + 2, J);
  for (int k = 1; k <= tg->nv; k++)
    for (int i = 0; i < DP_NSTATE; i++) {
      double x = 0;
      for (int j = 0; j < DP_NSTATE; j++) x += J[4 * i + j] * y[4 * k + j];
      dy[4 * k + i] = x;
    }
  return rc;
}
#line 616 "chapters/08-chaos.nw"
static double norm4(const double v[DP_NSTATE])
{
  return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
}
#line 703 "chapters/08-chaos.nw"
static int henon_rhs(void *ctx, const double *y, double *dy)
{
  int rc = dp_rhs(ctx, DP_MODEL_CORRECT, y, dy);
  double inv = 1 / y[DP_W1];
  for (int i = 0; i < DP_NSTATE; i++) dy[i] *= inv;
  return rc;
}
#line 720 "chapters/08-chaos.nw"
typedef struct {
  dp_ode henon;                  /* theta1 is the clock */
  double prev[DP_NSTATE], *out;  /* the state before the step; crossings */
  long n, nmax;
} section_run;

static int crossing(void *ctx, const dp_driver *d)
{
  section_run *r = ctx;
  if (dp_state_check(d->y, NULL) != DP_OK)
    return DP_ERANGE;
  double turn = floor(d->y[DP_TH1] / (2 * M_PI));
  if (turn > floor(r->prev[DP_TH1] / (2 * M_PI)) && r->prev[DP_W1] > 0) {
    double *c = r->out + 4 * r->n++;
    memcpy(c, r->prev, sizeof r->prev);
    dp_ode_rk4(&r->henon, c, turn * 2 * M_PI - r->prev[DP_TH1]);
    c[DP_TH1] = 0;
  }
  memcpy(r->prev, d->y, sizeof r->prev);
  return r->n < r->nmax ? 0 : DP_DRIVER_STOP;
}
#line 754 "chapters/08-chaos.nw"
double dp_flip_energy(const dp_params *p)
{
  return -fabs((p->m1 + p->m2) * p->g * p->l1 - p->m2 * p->g * p->l2);
}

static int flipped(void *ctx, const dp_driver *d)
{
  (void)ctx;
  return fabs(d->y[DP_TH1]) > M_PI || fabs(d->y[DP_TH2]) > M_PI ? DP_DRIVER_STOP : 0;
}
#line 773 "chapters/08-chaos.nw"
int dp_flip_time(const dp_params *p, double th1, double th2, double T, double h,
                 double *t)
{
  double s[DP_NSTATE] = { th1, th2, 0, 0 };
  dp_pendulum pd;
  dp_driver d;
  *t = T;
  if (dp_potential(p, s) < dp_flip_energy(p))
    return DP_FLIP_FORBIDDEN;
  if (dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL) != DP_OK
      || dp_driver_init(&d, &pd.ode, DP_RK4, s, 0, h, 0, NULL) != DP_OK
      || dp_driver_steps(&d, lround(T / h), h, flipped, NULL, NULL) != DP_DRIVER_STOP)
    return DP_FLIP_NONE;
  *t = d.t;
  return fabs(d.y[DP_TH1]) > M_PI ? DP_FLIP_UPPER : DP_FLIP_LOWER;
}
#line 797 "chapters/08-chaos.nw"
int dp_flipmap(const dp_params *p, long n, long row0, long row1, double T,
               double h, int threads, double *t, signed char *cls,
               dp_flip_progress *progress, void *ctx, dp_error *err)
{
  #line 1680 "program/46-chaos.nw"
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  if (n < 1 || row0 < 0 || row1 > n || row0 >= row1)
    return dp_fail(err, DP_EINVAL, "rows %ld to %ld of %ld: not a valid range", row0, row1, n);
  if (!(h > 0) || !(T >= h) || threads < 1)
    return dp_fail(err, DP_EINVAL, "need h > 0, T >= h and at least one thread");
  #line 802 "chapters/08-chaos.nw"
  double step = 2 * M_PI / n;
  for (long i = row0; i < row1; i++) {
    double th2 = -M_PI + (i + 0.5) * step;
    long base = (i - row0) * n;
    #line 1697 "program/46-chaos.nw"
    #ifdef _OPENMP
    #pragma omp parallel for schedule(dynamic, 4) num_threads(threads)
    #endif
    #line 807 "chapters/08-chaos.nw"
    for (long j = 0; j < n; j++)
      cls[base + j] = (signed char)dp_flip_time(p, -M_PI + (j + 0.5) * step, th2, T, h,
                                                &t[base + j]);
    if (progress)
      progress(i - row0 + 1, row1 - row0, ctx);
  }
  return DP_OK;
}
#line 1531 "program/46-chaos.nw"
double dp_bob2_distance(const dp_params *p, const double a[DP_NSTATE],
                        const double b[DP_NSTATE])
{
  double xa[4], xb[4];
  dp_positions(p, a, xa);
  dp_positions(p, b, xb);
  return hypot(xa[2] - xb[2], xa[3] - xb[3]);
}
#line 1546 "program/46-chaos.nw"
int dp_tangent_init(dp_tangent *tg, const dp_params *p, int nv, dp_error *err)
{
  if (nv < 1 || nv > DP_NSTATE)
    return dp_fail(err, DP_EINVAL, "nv = %d: must be 1 to 4", nv);
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  tg->p = *p;
  tg->nv = nv;
  tg->ode = (dp_ode){ tangent_rhs, tg, DP_NSTATE * (1 + nv), 0 };
  return DP_OK;
}
#line 1568 "program/46-chaos.nw"
int dp_lyapunov_twin(const dp_params *p, const double s0[DP_NSTATE],
                     const dp_lyap_opts *o, double *lambda, dp_error *err)
{
  long nsub, nint;
  int rc = lyap_check(p, s0, o, 1, &nsub, &nint, err);
  if (rc != DP_OK) return rc;
  double y0[2 * DP_NSTATE], sum = 0;
  long every = report_every(o);
  for (int i = 0; i < DP_NSTATE; i++) {
    y0[i] = s0[i];
    y0[DP_NSTATE + i] = s0[i] + 0.5 * o->d0;
  }
  dp_twins tw;
  dp_driver d;
  if ((rc = dp_twins_init(&tw, p, err)) != DP_OK
      || (rc = dp_driver_init(&d, &tw.ode, DP_RK4, y0, 0, o->h, 0, err)) != DP_OK)
    return rc;
  double *a = d.y, *b = d.y + DP_NSTATE;
  for (long k = 1; k <= nint; k++) {
    if ((rc = dp_driver_steps(&d, nsub, o->h, NULL, NULL, err)) != DP_OK)
      return rc;
    #line 629 "chapters/08-chaos.nw"
    double v[DP_NSTATE];
    for (int i = 0; i < DP_NSTATE; i++) v[i] = b[i] - a[i];
    double d = norm4(v);
    if (!isfinite(d) || d == 0 || dp_state_check(a, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the twin run failed at t = %g", k * o->tau);
    sum += log(d / o->d0);
    for (int i = 0; i < DP_NSTATE; i++) b[i] = a[i] + v[i] * (o->d0 / d);
    #line 1590 "program/46-chaos.nw"
    if (o->report && k % every == 0) {
      double est = sum / (k * o->tau);
      o->report(k * o->tau, 1, &est, o->ctx);
    }
  }
  *lambda = sum / (nint * o->tau);
  return DP_OK;
}
#line 1603 "program/46-chaos.nw"
int dp_lyapunov_tangent(const dp_params *p, const double s0[DP_NSTATE], int nv,
                        const dp_lyap_opts *o, double *lambda, dp_error *err)
{
  long nsub, nint;
  if (nv < 1 || nv > DP_NSTATE)
    return dp_fail(err, DP_EINVAL, "nv = %d: must be 1 to 4", nv);
  int rc = lyap_check(p, s0, o, 0, &nsub, &nint, err);
  if (rc != DP_OK) return rc;
  double y0[DP_NSTATE * (1 + DP_NSTATE)], sum[DP_NSTATE] = { 0 }, est[DP_NSTATE];
  long every = report_every(o);
  memcpy(y0, s0, DP_NSTATE * sizeof y0[0]);
  for (int k = 0; k < nv; k++)
    for (int i = 0; i < DP_NSTATE; i++)
      y0[DP_NSTATE * (1 + k) + i] = nv == 1 ? 0.5 : (i == k);
  dp_tangent tg;
  dp_driver d;
  if ((rc = dp_tangent_init(&tg, p, nv, err)) != DP_OK
      || (rc = dp_driver_init(&d, &tg.ode, DP_RK4, y0, 0, o->h, 0, err)) != DP_OK)
    return rc;
  double *s = d.y, (*v)[DP_NSTATE] = (double (*)[DP_NSTATE])(d.y + DP_NSTATE);
  for (long k = 1; k <= nint; k++) {
    if ((rc = dp_driver_steps(&d, nsub, o->h, NULL, NULL, err)) != DP_OK)
      return rc;
    #line 666 "chapters/08-chaos.nw"
    for (int q = 0; q < nv; q++) {
      for (int r = 0; r < q; r++) {
        double dot = 0;
        for (int i = 0; i < DP_NSTATE; i++) dot += v[q][i] * v[r][i];
        for (int i = 0; i < DP_NSTATE; i++) v[q][i] -= dot * v[r][i];
      }
      double n = norm4(v[q]);
      if (!isfinite(n) || n == 0 || dp_state_check(s, NULL) != DP_OK)
        return dp_fail(err, DP_ERANGE, "the tangent run failed at t = %g", k * o->tau);
      sum[q] += log(n);
      for (int i = 0; i < DP_NSTATE; i++) v[q][i] /= n;
    }
    #line 1627 "program/46-chaos.nw"
    if (o->report && k % every == 0) {
      for (int q = 0; q < nv; q++) est[q] = sum[q] / (k * o->tau);
      o->report(k * o->tau, nv, est, o->ctx);
    }
  }
  for (int q = 0; q < nv; q++) lambda[q] = sum[q] / (nint * o->tau);
  return DP_OK;
}
#line 1639 "program/46-chaos.nw"
double dp_spectrum_bound(const dp_params *p, double T)
{
  return log((p->m1 + p->m2) / p->m1) / T;
}
#line 1650 "program/46-chaos.nw"
int dp_poincare(const dp_params *p, const double s0[DP_NSTATE], double h,
                double tmax, long nmax, double *out, long *n, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(h > 0) || !(tmax >= h) || nmax < 0)
    return dp_fail(err, DP_EINVAL, "need h > 0, tmax >= h, nmax >= 0");
  section_run r = { { henon_rhs, (void *)p, DP_NSTATE, 0 }, { 0 }, out, 0, nmax };
  dp_pendulum pd;
  dp_driver d;
  memcpy(r.prev, s0, sizeof r.prev);
  *n = 0;
  if (nmax == 0)
    return DP_OK;
  int rc = dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, err);
  if (rc == DP_OK)
    rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, h, 0, err);
  if (rc == DP_OK)
    rc = dp_driver_steps(&d, lround(tmax / h), h, crossing, &r, err);
  *n = r.n;
  if (rc == DP_ERANGE)
    return dp_fail(err, DP_ERANGE, "the state became non-finite at t = %g", d.t);
  return rc == DP_DRIVER_STOP ? DP_OK : rc;
}
#line 1909 "program/46-chaos.nw"
static dp_hd hd_inv(dp_hd x)
{
  return dp_hd_fn(x, 1 / x.a, -1 / (x.a * x.a), 2 / (x.a * x.a * x.a));
}

static void accel_hd(const dp_params *p, const dp_hd s[DP_NSTATE], dp_hd a[2])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  dp_hd d = dp_hd_sub(s[DP_TH1], s[DP_TH2]), sd = dp_hd_sin(d), cd = dp_hd_cos(d);
  dp_hd w1s = dp_hd_mul(s[DP_W1], s[DP_W1]), w2s = dp_hd_mul(s[DP_W2], s[DP_W2]);
  dp_hd den = dp_hd_sub(dp_hd_const(2 * m1 + m2),
                        dp_hd_scale(m2, dp_hd_sub(dp_hd_scale(2, dp_hd_mul(cd, cd)),
                                                  dp_hd_const(1))));
  dp_hd n1 = dp_hd_add(dp_hd_scale(-(2 * m1 + m2) * g, dp_hd_sin(s[DP_TH1])),
                       dp_hd_scale(-m2 * g, dp_hd_sin(dp_hd_sub(s[DP_TH1],
                                                     dp_hd_scale(2, s[DP_TH2])))));
  n1 = dp_hd_sub(n1, dp_hd_scale(2 * m2, dp_hd_mul(sd, dp_hd_add(dp_hd_scale(l2, w2s),
                                   dp_hd_scale(l1, dp_hd_mul(w1s, cd))))));
  dp_hd n2 = dp_hd_add(dp_hd_add(dp_hd_scale((m1 + m2) * l1, w1s),
                                 dp_hd_scale((m1 + m2) * g, dp_hd_cos(s[DP_TH1]))),
                       dp_hd_scale(m2 * l2, dp_hd_mul(w2s, cd)));
  n2 = dp_hd_scale(2, dp_hd_mul(sd, n2));
  dp_hd inv = hd_inv(den);
  a[0] = dp_hd_scale(1 / l1, dp_hd_mul(n1, inv));
  a[1] = dp_hd_scale(1 / l2, dp_hd_mul(n2, inv));
}

void dp_jacobian_ad(const dp_params *p, const double s[DP_NSTATE], double J[16])
{
  memset(J, 0, 16 * sizeof J[0]);
  J[4 * 0 + 2] = 1;
  J[4 * 1 + 3] = 1;
  for (int j = 0; j < DP_NSTATE; j++) {
    dp_hd x[DP_NSTATE], a[2];
    for (int i = 0; i < DP_NSTATE; i++)
      x[i] = (dp_hd){ s[i], i == j, 0, 0 };
    accel_hd(p, x, a);
    J[4 * 2 + j] = a[0].b;
    J[4 * 3 + j] = a[1].b;
  }
}
#line 1957 "program/46-chaos.nw"
double dp_jacobian_discrepancy(const dp_params *p, const double s[DP_NSTATE])
{
  double J[16], K[16], F[DP_NSTATE], w = 0;
  dp_jacobian(p, s, J);
  dp_jacobian_ad(p, s, K);
  dp_rhs(p, DP_MODEL_CORRECT, s, F);
  for (int i = 0; i < 4; i++) {
    double row = fmax(1, fabs(F[i]));
    for (int j = 0; j < 4; j++) row = fmax(row, fmax(fabs(J[4 * i + j]), fabs(K[4 * i + j])));
    for (int j = 0; j < 4; j++) w = fmax(w, fabs(J[4 * i + j] - K[4 * i + j]) / row);
  }
  return w;
}

int dp_jacobian_check(long n, unsigned long seed, double *worst, dp_error *err)
{
  if (n < 1)
    return dp_fail(err, DP_EINVAL, "n = %ld: need at least one case", n);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  if (!r)
    return dp_fail(err, DP_ENOMEM, "cannot allocate the random generator");
  gsl_rng_set(r, seed);
  *worst = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    *worst = fmax(*worst, dp_jacobian_discrepancy(&p, s));
  }
  gsl_rng_free(r);
  return DP_OK;
}
#line 1997 "program/46-chaos.nw"
static int twins_rhs(void *ctx, const double *y, double *dy)
{
  const dp_twins *tw = ctx;
  int rc = dp_rhs(&tw->p, DP_MODEL_CORRECT, y, dy);
  int rc2 = dp_rhs(&tw->p, DP_MODEL_CORRECT, y + DP_NSTATE, dy + DP_NSTATE);
  return rc != DP_OK ? rc : rc2;
}

int dp_twins_init(dp_twins *tw, const dp_params *p, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  tw->p = *p;
  tw->ode = (dp_ode){ twins_rhs, tw, 2 * DP_NSTATE, 0 };
  return DP_OK;
}
#line 2022 "program/46-chaos.nw"
typedef struct {
  const dp_params *p;
  dp_twin_summary z;
  double st, sy, stt, sty;      /* sums for the fit */
  long nfit;
  dp_twin_report *report;
  void *ctx;
} twin_run;

static int twin_sample(void *ctx, const dp_driver *d)
{
  twin_run *w = ctx;
  const double *a = d->y, *b = d->y + DP_NSTATE;
  if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK)
    return DP_ERANGE;
  dp_twin_sample x = { d->t, dp_bob2_distance(w->p, a, b), b[DP_TH1] - a[DP_TH1],
                       b[DP_TH2] - a[DP_TH2] };
  dp_twin_summary *z = &w->z;
  #line 2080 "program/46-chaos.nw"
  z->max_dth2 = fmax(z->max_dth2, fabs(x.dth2));
  if (z->t_sep < 0 && fabs(x.dth2) >= 0.1) z->t_sep = x.t;
  if (z->t_sep1 < 0 && fabs(x.dth2) >= 1) z->t_sep1 = x.t;
  if (x.t <= 5 + 1e-9) z->d_5s = x.d, z->dmax_5s = fmax(z->dmax_5s, x.d);
  if (d->k > 0 && z->t_d01 < 0 && x.d > 0) {
    double y = log(x.d);
    w->st += x.t; w->sy += y; w->stt += x.t * x.t; w->sty += x.t * y; w->nfit++;
  }
  if (z->t_d01 < 0 && x.d >= 0.1) z->t_d01 = x.t;
  if (z->t_d1 < 0 && x.d >= 1) z->t_d1 = x.t;
  #line 2041 "program/46-chaos.nw"
  if (w->report)
    w->report(&x, w->ctx);
  return 0;
}

int dp_twin_run(const dp_params *p, const double a0[DP_NSTATE],
                const double b0[DP_NSTATE], double T, double every, double h,
                dp_twin_report *report, void *ctx, dp_twin_summary *sum,
                dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(a0, err) != DP_OK
      || dp_state_check(b0, err) != DP_OK)
    return DP_EINVAL;
  if (!(T > 0 && every > 0 && h > 0) || T / every > 1e9 || every / h > 1e9)
    return dp_fail(err, DP_EINVAL, "need T, every, h > 0 and at most 1e9 samples and "
                   "steps per sample (T = %g, every = %g, h = %g)", T, every, h);
  twin_run w = { p, { 0, -1, -1, -1, -1, 0, 0, 0, 0 }, 0, 0, 0, 0, 0, report, ctx };
  double y0[2 * DP_NSTATE];
  dp_twins tw;
  dp_driver d;
  memcpy(y0, a0, DP_NSTATE * sizeof y0[0]);
  memcpy(y0 + DP_NSTATE, b0, DP_NSTATE * sizeof y0[0]);
  int rc = dp_twins_init(&tw, p, err);
  if (rc == DP_OK)
    rc = dp_driver_init(&d, &tw.ode, DP_RK4, y0, 0, h, 0, err);
  if (rc == DP_OK)
    rc = dp_driver_sample(&d, T, every, DP_SAMPLE_EVEN, twin_sample, NULL, &w, err);
  if (rc == DP_ERANGE)
    return dp_fail(err, rc, "the state became non-finite at t = %g", d.t);
  if (rc != DP_OK)
    return rc;
  w.z.fit_lambda = w.nfit > 1 ? (w.nfit * w.sty - w.st * w.sy) / (w.nfit * w.stt - w.st * w.st)
                              : 0;
  w.z.fit_ln_d0 = w.nfit > 1 ? (w.sy - w.z.fit_lambda * w.st) / w.nfit : 0;
  *sum = w.z;
  return DP_OK;
}
#line 2103 "program/46-chaos.nw"
int dp_lyapunov_starts(const dp_params *p, const double s0[DP_NSTATE],
                       dp_lyap_method method, int nv, const dp_lyap_opts *o,
                       long starts, double offset, int threads, double *est,
                       dp_error *err)
{
  long nsub, nint;
  int rc = lyap_check(p, s0, o, method == DP_LYAP_TWIN, &nsub, &nint, err);
  if (rc != DP_OK) return rc;
  if (starts < 1 || !(offset >= 0) || offset / o->h > 1e11 || threads < 1)
    return dp_fail(err, DP_EINVAL, "need starts >= 1, 0 <= offset <= 1e11 h and a thread");
  double (*s)[DP_NSTATE] = malloc(starts * sizeof *s);
  int *rcs = malloc(starts * sizeof *rcs);
  dp_error *errs = malloc(starts * sizeof *errs);
  if (!s || !rcs || !errs)
    return free(s), free(rcs), free(errs), dp_fail(err, DP_ENOMEM, "out of memory");
  #line 2137 "program/46-chaos.nw"
  dp_pendulum pd;
  dp_driver d;
  memcpy(s[0], s0, sizeof s[0]);
  if ((rc = dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, err)) == DP_OK)
    rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, o->h, 0, err);
  for (long k = 1; k < starts && rc == DP_OK; k++) {
    rc = dp_driver_steps(&d, lround(offset / o->h), o->h, NULL, NULL, err);
    memcpy(s[k], d.y, sizeof s[k]);
  }
  if (rc != DP_OK)
    return free(s), free(rcs), free(errs), rc;
#line 2119 "program/46-chaos.nw"
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
#endif
  for (long k = 0; k < starts; k++) {
    double lam[DP_NSTATE];
    rcs[k] = method == DP_LYAP_TWIN ? dp_lyapunov_twin(p, s[k], o, lam, &errs[k])
                                    : dp_lyapunov_tangent(p, s[k], nv, o, lam, &errs[k]);
    est[k] = rcs[k] == DP_OK ? lam[0] : NAN;
  }
  (void)threads;
  for (long k = 0; k < starts && rc == DP_OK; k++)
    if (rcs[k] != DP_OK)
      rc = dp_fail(err, rcs[k], "run %ld: %s", k, errs[k].msg);
  free(s), free(rcs), free(errs);
  return rc;
}
#line 2155 "program/46-chaos.nw"
void dp_spread_of(const double *x, long n, dp_spread *sp)
{
  double sum = 0, sum2 = 0, lo = INFINITY, hi = -INFINITY;
  if (n < 1) {
    *sp = (dp_spread){ 0, 0, 0, 0, 0, 0 };
    return;
  }
  for (long k = 0; k < n; k++) {
    sum += x[k]; sum2 += x[k] * x[k];
    lo = fmin(lo, x[k]); hi = fmax(hi, x[k]);
  }
  double mean = sum / n, sd = n > 1 ? sqrt(fmax(0, (sum2 - n * mean * mean) / (n - 1))) : 0;
  *sp = (dp_spread){ n, mean, sd, sd / sqrt(n), lo, hi };
}
#line 2177 "program/46-chaos.nw"
int dp_section_start(const dp_params *p, double E, long k, long K,
                     double s[DP_NSTATE], dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  double A = (p->m1 + p->m2) * p->g * p->l1, B = p->m2 * p->g * p->l2;
  if (!(E > -A - B) || !isfinite(E))
    return dp_fail(err, DP_EINVAL, "energy %g J: below the bottom of the well, %g J",
                   E, -A - B);
  if (K < 1 || k < 0 || k >= K)
    return dp_fail(err, DP_EINVAL, "start %ld of %ld: out of range", k, K);
  double cmin = -(E + A) / B, th2max = cmin <= -1 ? M_PI : acos(fmin(1, cmin));
  double th2 = -th2max + (k + 0.5) * 2 * th2max / K, kin = E + A + B * cos(th2);
  s[DP_TH1] = 0;
  s[DP_TH2] = th2;
  s[DP_W1] = sqrt(fmax(0, 2 * kin / ((p->m1 + p->m2) * p->l1 * p->l1)));
  s[DP_W2] = 0;
  return DP_OK;
}
#line 2200 "program/46-chaos.nw"
int dp_poincare_energy(const dp_params *p, double E, long K, double h,
                       double tmax, long nmax, dp_section_report *report,
                       void *ctx, dp_error *err)
{
  double s[DP_NSTATE];
  int rc = dp_section_start(p, E, 0, K, s, err);
  if (rc != DP_OK)
    return rc;
  if (nmax < 1)
    return dp_fail(err, DP_EINVAL, "nmax = %ld: need at least one crossing", nmax);
  double *out = malloc(4 * nmax * sizeof *out);
  if (!out)
    return dp_fail(err, DP_ENOMEM, "out of memory for %ld crossings", nmax);
  for (long k = 0; k < K && rc == DP_OK; k++) {
    long n;
    dp_section_start(p, E, k, K, s, NULL);
    if (!(s[DP_W1] > 0))
      continue;
    rc = dp_poincare(p, s, h, tmax, nmax, out, &n, err);
    for (long i = 0; rc == DP_OK && i < n; i++)
      out[4 * i + 1] = remainder(out[4 * i + 1], 2 * M_PI);
    if (rc == DP_OK && report)
      report(k, out, n, ctx);
  }
  free(out);
  return rc;
}
#line 2235 "program/46-chaos.nw"
void dp_flipmap_compare(long np, const double *t, const signed char *cls,
                        const double *t2, const signed char *cls2,
                        dp_flip_stats *st)
{
  long dclass = 0, dtime = 0;
  memset(st, 0, sizeof *st);
  st->pixels = np;
  for (long k = 0; k < np; k++) {
    if (cls[k] >= DP_FLIP_FORBIDDEN && cls[k] <= DP_FLIP_LOWER)
      st->count[cls[k]]++;
    if (t2 && cls[k] != cls2[k])
      dclass++;
    else if (t2 && cls[k] >= DP_FLIP_UPPER && fabs(t[k] - t2[k]) > 0.01 * t2[k])
      dtime++;
  }
  if (np > 0) {
    st->share_class = (double)dclass / np;
    st->share_time = (double)(dclass + dtime) / np;
  }
}
#line 2262 "program/46-chaos.nw"
static int gsl_rhs(double t, const double y[], double f[], void *params)
{
  (void)t;
  dp_rhs(params, DP_MODEL_CORRECT, y, f);
  return GSL_SUCCESS;
}

int dp_reference_path(const dp_params *p, const double s0[DP_NSTATE], double every,
                      long n, double eps, double *out, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(every > 0) || n < 0 || !(eps >= 1e-15 && eps <= 1e-3))
    return dp_fail(err, DP_EINVAL, "need every > 0, n >= 0, 1e-15 <= eps <= 1e-3");
  gsl_odeiv2_system sys = { gsl_rhs, NULL, DP_NSTATE, (void *)p };
  gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd,
                                                       1e-3, eps, eps);
  if (!d)
    return dp_fail(err, DP_ENOMEM, "cannot allocate the GSL driver");
  gsl_odeiv2_driver_set_nmax(d, DP_REFERENCE_MAX_STEPS);
  double y[DP_NSTATE], t = 0;
  memcpy(y, s0, sizeof y);
  memcpy(out, y, sizeof y);
  for (long k = 1; k <= n; k++) {
    int rc = gsl_odeiv2_driver_apply(d, &t, k * every, y);
    if (rc != GSL_SUCCESS || dp_state_check(y, NULL) != DP_OK) {
      gsl_odeiv2_driver_free(d);
      return dp_fail(err, DP_ERANGE, "the reference run failed at t = %g%s", t,
                     rc == GSL_EMAXITER ? ": the motion is too fast for its tolerance" : "");
    }
    memcpy(out + 4 * k, y, sizeof y);
  }
  gsl_odeiv2_driver_free(d);
  return DP_OK;
}
#line 2306 "program/46-chaos.nw"
typedef struct {
  const double *ref;            /* the two reference paths, n + 1 states each */
  long n, k1;                   /* samples; the sample at 1 s */
  double every, tol;
  dp_predict_result *r;
  dp_predict_report *report;
  void *ctx;
} predict_run;

static int predict_sample(void *ctx, const dp_driver *d)
{
  predict_run *q = ctx;
  long k = d->k;
  const double *s = d->y, *a = q->ref + 4 * k, *b = q->ref + 4 * (q->n + 1 + k);
  double e1 = fmax(fabs(s[0] - a[0]), fabs(s[1] - a[1]));
  double e2 = fmax(fabs(b[0] - a[0]), fabs(b[1] - a[1]));
  if (q->r->t_rk4 < 0 && e1 > q->tol) q->r->t_rk4 = k * q->every;
  if (q->r->t_ref < 0 && e2 > q->tol) q->r->t_ref = k * q->every;
  if (k == q->k1) q->r->dev_1s = e1;
  if (q->report)
    q->report(k * q->every, e1, e2, q->ctx);
  return 0;
}

int dp_predict(const dp_params *p, const double s0[DP_NSTATE], double T, double h,
               double every, double tol, double eps, dp_predict_report *report,
               void *ctx, dp_predict_result *r, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(T > 0 && every > 0 && h > 0 && tol > 0) || T / every > 1e8 || every / h > 1e9)
    return dp_fail(err, DP_EINVAL, "need T, every, h, tol > 0, at most 1e8 samples and "
                   "1e9 steps per sample (T = %g, every = %g, h = %g)", T, every, h);
  long n = dp_intervals(T, every);
  double *ref = malloc(8 * (n + 1) * sizeof *ref);
  if (!ref)
    return dp_fail(err, DP_ENOMEM, "out of memory for %ld samples", n + 1);
  predict_run q = { ref, n, lround(1 / every), every, tol, r, report, ctx };
  dp_pendulum pd;
  dp_driver d;
  *r = (dp_predict_result){ every / dp_intervals(every, h), -1, -1, 0 };
  int rc = dp_reference_path(p, s0, every, n, eps, ref, err);
  if (rc == DP_OK)
    rc = dp_reference_path(p, s0, every, n, 100 * eps, ref + 4 * (n + 1), err);
  if (rc == DP_OK)
    rc = dp_pendulum_init(&pd, p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, err);
  if (rc == DP_OK)
    rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, h, 0, err);
  if (rc == DP_OK)
    rc = dp_driver_sample(&d, T, every, DP_SAMPLE_EVEN, predict_sample, NULL, &q, err);
  free(ref);
  return rc;
}
