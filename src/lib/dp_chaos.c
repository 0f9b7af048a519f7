#line 529 "chapters/08-chaos.nw"
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
#include "dp_integrate.h"
#line 806 "program/46-chaos.nw"
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
#line 549 "chapters/08-chaos.nw"
double dp_bob2_distance(const dp_params *p, const double a[DP_NSTATE],
                        const double b[DP_NSTATE])
{
  double xa[4], xb[4];
  dp_positions(p, a, xa);
  dp_positions(p, b, xb);
  return hypot(xa[2] - xb[2], xa[3] - xb[3]);
}
#line 566 "chapters/08-chaos.nw"
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

void dp_jacobian(const dp_params *p, const double s[DP_NSTATE], double J[16])
{
  double a[2];
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  jacobian_at(p, s, a, J);
}
#line 605 "chapters/08-chaos.nw"
static void tangent_rhs(const dp_params *p, const double s[DP_NSTATE],
                        double v[][DP_NSTATE], int nv, double ds[DP_NSTATE],
                        double dv[][DP_NSTATE])
{
  double J[16];
  dp_rhs(p, DP_MODEL_CORRECT, s, ds);
  jacobian_at(p, s, ds + 2, J);
  for (int k = 0; k < nv; k++)
    for (int i = 0; i < DP_NSTATE; i++) {
      double x = 0;
      for (int j = 0; j < DP_NSTATE; j++) x += J[4 * i + j] * v[k][j];
      dv[k][i] = x;
    }
}

void dp_tangent_rk4_step(const dp_params *p, double s[DP_NSTATE],
                         double v[][DP_NSTATE], int nv, double h)
{
  static const double c[4] = { 0, 0.5, 0.5, 1 }, w[4] = { 1, 2, 2, 1 };
  double ks[4][DP_NSTATE], kv[4][4][DP_NSTATE], ts[DP_NSTATE], tv[4][DP_NSTATE];
  for (int st = 0; st < 4; st++) {
    for (int i = 0; i < DP_NSTATE; i++)
      ts[i] = st ? s[i] + c[st] * h * ks[st - 1][i] : s[i];
    for (int k = 0; k < nv; k++)
      for (int i = 0; i < DP_NSTATE; i++)
        tv[k][i] = st ? v[k][i] + c[st] * h * kv[st - 1][k][i] : v[k][i];
    tangent_rhs(p, ts, tv, nv, ks[st], kv[st]);
  }
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] += h / 6 * (w[0] * ks[0][i] + w[1] * ks[1][i] + w[2] * ks[2][i] + w[3] * ks[3][i]);
  for (int k = 0; k < nv; k++)
    for (int i = 0; i < DP_NSTATE; i++)
      v[k][i] += h / 6 * (w[0] * kv[0][k][i] + w[1] * kv[1][k][i]
                          + w[2] * kv[2][k][i] + w[3] * kv[3][k][i]);
}
#line 651 "chapters/08-chaos.nw"
static double norm4(const double v[DP_NSTATE])
{
  return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
}
#line 661 "chapters/08-chaos.nw"
int dp_lyapunov_twin(const dp_params *p, const double s0[DP_NSTATE],
                     const dp_lyap_opts *o, double *lambda, dp_error *err)
{
  long nsub, nint;
  int rc = lyap_check(p, s0, o, 1, &nsub, &nint, err);
  if (rc != DP_OK) return rc;
  double a[DP_NSTATE], b[DP_NSTATE], sum = 0;
  long every = report_every(o);
  for (int i = 0; i < DP_NSTATE; i++) {
    a[i] = s0[i];
    b[i] = s0[i] + 0.5 * o->d0;
  }
  for (long k = 1; k <= nint; k++) {
    for (long j = 0; j < nsub; j++) {
      dp_rk4_step(p, DP_MODEL_CORRECT, a, o->h);
      dp_rk4_step(p, DP_MODEL_CORRECT, b, o->h);
    }
    #line 691 "chapters/08-chaos.nw"
    double v[DP_NSTATE];
    for (int i = 0; i < DP_NSTATE; i++) v[i] = b[i] - a[i];
    double d = norm4(v);
    if (!isfinite(d) || d == 0 || dp_state_check(a, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the twin run failed at t = %g", k * o->tau);
    sum += log(d / o->d0);
    for (int i = 0; i < DP_NSTATE; i++) b[i] = a[i] + v[i] * (o->d0 / d);
    #line 679 "chapters/08-chaos.nw"
    if (o->report && k % every == 0) {
      double est = sum / (k * o->tau);
      o->report(k * o->tau, 1, &est, o->ctx);
    }
  }
  *lambda = sum / (nint * o->tau);
  return DP_OK;
}
#line 713 "chapters/08-chaos.nw"
int dp_lyapunov_tangent(const dp_params *p, const double s0[DP_NSTATE], int nv,
                        const dp_lyap_opts *o, double *lambda, dp_error *err)
{
  long nsub, nint;
  if (nv < 1 || nv > DP_NSTATE)
    return dp_fail(err, DP_EINVAL, "nv = %d: must be 1 to 4", nv);
  int rc = lyap_check(p, s0, o, 0, &nsub, &nint, err);
  if (rc != DP_OK) return rc;
  double s[DP_NSTATE], v[DP_NSTATE][DP_NSTATE], sum[DP_NSTATE] = { 0 }, est[DP_NSTATE];
  long every = report_every(o);
  memcpy(s, s0, sizeof s);
  for (int k = 0; k < nv; k++)
    for (int i = 0; i < DP_NSTATE; i++)
      v[k][i] = nv == 1 ? 0.5 : (i == k);
  for (long k = 1; k <= nint; k++) {
    for (long j = 0; j < nsub; j++)
      dp_tangent_rk4_step(p, s, v, nv, o->h);
    #line 741 "chapters/08-chaos.nw"
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
    #line 731 "chapters/08-chaos.nw"
    if (o->report && k % every == 0) {
      for (int q = 0; q < nv; q++) est[q] = sum[q] / (k * o->tau);
      o->report(k * o->tau, nv, est, o->ctx);
    }
  }
  for (int q = 0; q < nv; q++) lambda[q] = sum[q] / (nint * o->tau);
  return DP_OK;
}
#line 758 "chapters/08-chaos.nw"
double dp_spectrum_bound(const dp_params *p, double T)
{
  return log((p->m1 + p->m2) / p->m1) / T;
}
#line 771 "chapters/08-chaos.nw"
static void henon_rhs(const dp_params *p, const double s[DP_NSTATE], double ds[DP_NSTATE])
{
  dp_rhs(p, DP_MODEL_CORRECT, s, ds);
  double inv = 1 / s[DP_W1];
  for (int i = 0; i < DP_NSTATE; i++) ds[i] *= inv;
}

static void henon_step(const dp_params *p, double s[DP_NSTATE], double dth)
{
  double k1[DP_NSTATE], k2[DP_NSTATE], k3[DP_NSTATE], k4[DP_NSTATE], t[DP_NSTATE];
  henon_rhs(p, s, k1);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * dth * k1[i];
  henon_rhs(p, t, k2);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * dth * k2[i];
  henon_rhs(p, t, k3);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + dth * k3[i];
  henon_rhs(p, t, k4);
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] += dth / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}

int dp_poincare(const dp_params *p, const double s0[DP_NSTATE], double h,
                double tmax, long nmax, double *out, long *n, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(h > 0) || !(tmax >= h) || nmax < 0)
    return dp_fail(err, DP_EINVAL, "need h > 0, tmax >= h, nmax >= 0");
  double s[DP_NSTATE], prev[DP_NSTATE];
  long nsteps = lround(tmax / h);
  memcpy(s, s0, sizeof s);
  *n = 0;
  for (long k = 0; k < nsteps && *n < nmax; k++) {
    memcpy(prev, s, sizeof s);
    dp_rk4_step(p, DP_MODEL_CORRECT, s, h);
    if (dp_state_check(s, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the state became non-finite at t = %g", k * h);
    double turn = floor(s[DP_TH1] / (2 * M_PI));
    if (turn > floor(prev[DP_TH1] / (2 * M_PI)) && prev[DP_W1] > 0) {
      double c[DP_NSTATE];
      memcpy(c, prev, sizeof c);
      henon_step(p, c, turn * 2 * M_PI - prev[DP_TH1]);
      c[DP_TH1] = 0;
      memcpy(out + 4 * *n, c, sizeof c);
      ++*n;
    }
  }
  return DP_OK;
}
#line 832 "chapters/08-chaos.nw"
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
#line 854 "chapters/08-chaos.nw"
double dp_flip_energy(const dp_params *p)
{
  return -fabs((p->m1 + p->m2) * p->g * p->l1 - p->m2 * p->g * p->l2);
}

int dp_flip_time(const dp_params *p, double th1, double th2, double T, double h,
                 double *t)
{
  double s[DP_NSTATE] = { th1, th2, 0, 0 };
  *t = T;
  if (dp_potential(p, s) < dp_flip_energy(p))
    return DP_FLIP_FORBIDDEN;
  long n = lround(T / h);
  for (long k = 1; k <= n; k++) {
    dp_rk4_step(p, DP_MODEL_CORRECT, s, h);
    if (fabs(s[DP_TH1]) > M_PI || fabs(s[DP_TH2]) > M_PI) {
      *t = k * h;
      return fabs(s[DP_TH1]) > M_PI ? DP_FLIP_UPPER : DP_FLIP_LOWER;
    }
  }
  return DP_FLIP_NONE;
}
#line 883 "chapters/08-chaos.nw"
int dp_flipmap(const dp_params *p, long n, long row0, long row1, double T,
               double h, int threads, double *t, signed char *cls,
               dp_flip_progress *progress, void *ctx, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  if (n < 1 || row0 < 0 || row1 > n || row0 >= row1)
    return dp_fail(err, DP_EINVAL, "rows %ld to %ld of %ld: not a valid range", row0, row1, n);
  if (!(h > 0) || !(T >= h) || threads < 1)
    return dp_fail(err, DP_EINVAL, "need h > 0, T >= h and at least one thread");
  double step = 2 * M_PI / n;
  for (long i = row0; i < row1; i++) {
    double th2 = -M_PI + (i + 0.5) * step;
    long base = (i - row0) * n;
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 4) num_threads(threads)
#endif
    for (long j = 0; j < n; j++)
      cls[base + j] = (signed char)dp_flip_time(p, -M_PI + (j + 0.5) * step, th2, T, h,
                                                &t[base + j]);
    if (progress)
      progress(i - row0 + 1, row1 - row0, ctx);
  }
  return DP_OK;
}
#line 843 "program/46-chaos.nw"
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
#line 891 "program/46-chaos.nw"
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
#line 934 "program/46-chaos.nw"
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
  long nout = (long)ceil(T / every - 1e-9), nsub = (long)ceil(every / h - 1e-9);
  double hh = every / nsub, a[DP_NSTATE], b[DP_NSTATE];
  double st = 0, sy = 0, stt = 0, sty = 0;
  long nfit = 0;
  dp_twin_summary z = { 0, -1, -1, -1, -1, 0, 0, 0, 0 };
  memcpy(a, a0, sizeof a);
  memcpy(b, b0, sizeof b);
  for (long k = 0; k <= nout; k++) {
    if (k > 0)
      for (long j = 0; j < nsub; j++) {
        dp_rk4_step(p, DP_MODEL_CORRECT, a, hh);
        dp_rk4_step(p, DP_MODEL_CORRECT, b, hh);
      }
    if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the state became non-finite at t = %g", k * every);
    dp_twin_sample x = { k * every, dp_bob2_distance(p, a, b), b[DP_TH1] - a[DP_TH1],
                         b[DP_TH2] - a[DP_TH2] };
    #line 973 "program/46-chaos.nw"
    z.max_dth2 = fmax(z.max_dth2, fabs(x.dth2));
    if (z.t_sep < 0 && fabs(x.dth2) >= 0.1) z.t_sep = x.t;
    if (z.t_sep1 < 0 && fabs(x.dth2) >= 1) z.t_sep1 = x.t;
    if (x.t <= 5 + 1e-9) z.d_5s = x.d, z.dmax_5s = fmax(z.dmax_5s, x.d);
    if (k > 0 && z.t_d01 < 0 && x.d > 0) {
      double y = log(x.d);
      st += x.t; sy += y; stt += x.t * x.t; sty += x.t * y; nfit++;
    }
    if (z.t_d01 < 0 && x.d >= 0.1) z.t_d01 = x.t;
    if (z.t_d1 < 0 && x.d >= 1) z.t_d1 = x.t;
    #line 963 "program/46-chaos.nw"
    if (report)
      report(&x, ctx);
  }
  z.fit_lambda = nfit > 1 ? (nfit * sty - st * sy) / (nfit * stt - st * st) : 0;
  z.fit_ln_d0 = nfit > 1 ? (sy - z.fit_lambda * st) / nfit : 0;
  *sum = z;
  return DP_OK;
}
#line 996 "program/46-chaos.nw"
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
  #line 1030 "program/46-chaos.nw"
  memcpy(s[0], s0, sizeof s[0]);
  for (long k = 1; k < starts; k++) {
    memcpy(s[k], s[k - 1], sizeof s[k]);
    for (long j = lround(offset / o->h); j > 0; j--)
      dp_rk4_step(p, DP_MODEL_CORRECT, s[k], o->h);
  }
#line 1012 "program/46-chaos.nw"
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
#line 1043 "program/46-chaos.nw"
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
#line 1062 "program/46-chaos.nw"
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
#line 1097 "program/46-chaos.nw"
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
#line 1121 "program/46-chaos.nw"
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
  double y[DP_NSTATE], t = 0;
  memcpy(y, s0, sizeof y);
  memcpy(out, y, sizeof y);
  for (long k = 1; k <= n; k++) {
    int rc = gsl_odeiv2_driver_apply(d, &t, k * every, y);
    if (rc != GSL_SUCCESS || dp_state_check(y, NULL) != DP_OK) {
      gsl_odeiv2_driver_free(d);
      return dp_fail(err, DP_ERANGE, "the reference run failed at t = %g", t);
    }
    memcpy(out + 4 * k, y, sizeof y);
  }
  gsl_odeiv2_driver_free(d);
  return DP_OK;
}
#line 1163 "program/46-chaos.nw"
int dp_predict(const dp_params *p, const double s0[DP_NSTATE], double T, double h,
               double every, double tol, double eps, dp_predict_report *report,
               void *ctx, dp_predict_result *r, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK || dp_state_check(s0, err) != DP_OK)
    return DP_EINVAL;
  if (!(T > 0 && every > 0 && h > 0 && tol > 0) || T / every > 1e8 || every / h > 1e9)
    return dp_fail(err, DP_EINVAL, "need T, every, h, tol > 0, at most 1e8 samples and "
                   "1e9 steps per sample (T = %g, every = %g, h = %g)", T, every, h);
  long n = (long)ceil(T / every - 1e-9), nsub = (long)ceil(every / h - 1e-9);
  long k1 = lround(1 / every);
  double hh = every / nsub, s[DP_NSTATE];
  double *ref = malloc(8 * (n + 1) * sizeof *ref);
  if (!ref)
    return dp_fail(err, DP_ENOMEM, "out of memory for %ld samples", n + 1);
  int rc = dp_reference_path(p, s0, every, n, eps, ref, err);
  if (rc == DP_OK)
    rc = dp_reference_path(p, s0, every, n, 100 * eps, ref + 4 * (n + 1), err);
  if (rc != DP_OK)
    return free(ref), rc;
  *r = (dp_predict_result){ hh, -1, -1, 0 };
  memcpy(s, s0, sizeof s);
  for (long k = 0; k <= n; k++) {
    if (k > 0)
      for (long j = 0; j < nsub; j++) dp_rk4_step(p, DP_MODEL_CORRECT, s, hh);
    const double *a = ref + 4 * k, *q = ref + 4 * (n + 1 + k);
    double e1 = fmax(fabs(s[0] - a[0]), fabs(s[1] - a[1]));
    double e2 = fmax(fabs(q[0] - a[0]), fabs(q[1] - a[1]));
    if (r->t_rk4 < 0 && e1 > tol) r->t_rk4 = k * every;
    if (r->t_ref < 0 && e2 > tol) r->t_ref = k * every;
    if (k == k1) r->dev_1s = e1;
    if (report)
      report(k * every, e1, e2, ctx);
  }
  free(ref);
  return DP_OK;
}
