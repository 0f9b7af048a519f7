#line 58 "program/56-tests-chaos.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_complex.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_fit.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_statistics_double.h>
#include "dp_chaos.h"
#include "dp_flipmap.h"
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#include "dp_ode.h"

static const double S120[DP_NSTATE] = { 2 * M_PI / 3, 2 * M_PI / 3, 0, 0 };
#line 102 "program/56-tests-chaos.nw"
static double jac_worst(const dp_params *p, const double s[DP_NSTATE],
                        const double J[16], const double K[16])
{
  double F[DP_NSTATE], w = 0;
  dp_rhs(p, DP_MODEL_CORRECT, s, F);
  for (int i = 0; i < 4; i++) {
    double row = fmax(1, fabs(F[i]));
    for (int j = 0; j < 4; j++) row = fmax(row, fmax(fabs(J[4 * i + j]), fabs(K[4 * i + j])));
    for (int j = 0; j < 4; j++) w = fmax(w, fabs(J[4 * i + j] - K[4 * i + j]) / row);
  }
  return w;
}

START_TEST(jacobian_matches_ad)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 8);
  double worst = 0;
  for (int k = 0; k < 1000; k++) {
    dp_params p;
    double s[DP_NSTATE], J[16], K[16];
    dp_random_case(r, &p, s);
    dp_jacobian(&p, s, J);
    dp_jacobian_ad(&p, s, K);
    worst = fmax(worst, jac_worst(&p, s, J, K));
  }
  gsl_rng_free(r);
  ck_assert_msg(worst <= 1e4 * DBL_EPSILON / 2, "worst %g u", worst / (DBL_EPSILON / 2));
  double lib;
  ck_assert(dp_jacobian_check(1000, 8, &lib, NULL) == DP_OK);
  ck_assert_msg(lib == worst, "dp_jacobian_check %g, the test's own loop %g", lib, worst);
}
END_TEST

#line 138 "program/56-tests-chaos.nw"
START_TEST(jacobian_matches_finite_differences)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 2.0, -0.7, 1.3, -2.1 }, J[16], e = 1e-5;
  dp_jacobian(&p, s, J);
  for (int j = 0; j < 4; j++) {
    double a[DP_NSTATE], b[DP_NSTATE], fa[DP_NSTATE], fb[DP_NSTATE];
    memcpy(a, s, sizeof a); memcpy(b, s, sizeof b);
    a[j] += e; b[j] -= e;
    dp_rhs(&p, DP_MODEL_CORRECT, a, fa);
    dp_rhs(&p, DP_MODEL_CORRECT, b, fb);
    for (int i = 0; i < 4; i++) {
      double fd = (fa[i] - fb[i]) / (2 * e);
      ck_assert_msg(fabs(fd - J[4 * i + j]) <= 1e-8 * fmax(1, fabs(fd)),
                    "J[%d][%d] = %g, finite differences %g", i, j, J[4 * i + j], fd);
    }
  }
}
END_TEST
#line 165 "program/56-tests-chaos.nw"
START_TEST(tangent_step_is_rk4_derivative)
{
  dp_params p = dp_params_default();
  dp_tangent tg;
  double y[8] = { 0 }, r[DP_NSTATE], u[DP_NSTATE] = { 0.3, -0.2, 0.5, 0.1 };
  ck_assert(dp_tangent_init(&tg, &p, 1, NULL) == DP_OK && tg.ode.n == 8);
  memcpy(y, S120, sizeof S120);
  memcpy(y + 4, u, sizeof u);
  memcpy(r, S120, sizeof r);
  for (int k = 0; k < 1000; k++) {
    ck_assert(dp_ode_rk4(&tg.ode, y, 0.002) == DP_OK);
    dp_pendulum_rk4(&p, DP_MODEL_CORRECT, r, 0.002);
  }
  ck_assert_msg(!memcmp(y, r, sizeof r), "tangent run's state differs from RK4's");
  double e = 1e-6, a[4], b[4];
  memcpy(a, y, sizeof a); memcpy(b, y, sizeof b);
  memcpy(y + 4, u, sizeof u);
  for (int i = 0; i < 4; i++) a[i] += e * u[i], b[i] -= e * u[i];
  dp_ode_rk4(&tg.ode, y, 0.01);
  dp_pendulum_rk4(&p, DP_MODEL_CORRECT, a, 0.01);
  dp_pendulum_rk4(&p, DP_MODEL_CORRECT, b, 0.01);
  for (int i = 0; i < 4; i++)
    ck_assert_msg(fabs((a[i] - b[i]) / (2 * e) - y[4 + i]) <= 1e-7 * fmax(1, fabs(y[4 + i])),
                  "component %d: %g vs %g", i, (a[i] - b[i]) / (2 * e), y[4 + i]);
  ck_assert(dp_tangent_init(&tg, &p, 5, NULL) == DP_EINVAL);
}
END_TEST

START_TEST(twin_and_tangent_agree)
{
  dp_params p = dp_params_default();
  dp_lyap_opts o = { 1.0 / 600, 0.1, 200, 1e-8, 0, NULL, NULL };
  double lt, lv;
  ck_assert(dp_lyapunov_twin(&p, S120, &o, &lt, NULL) == DP_OK);
  ck_assert(dp_lyapunov_tangent(&p, S120, 1, &o, &lv, NULL) == DP_OK);
  ck_assert_msg(lv > 1 && fabs(lt - lv) < 1e-3, "twin %g, tangent %g", lt, lv);
}
END_TEST

START_TEST(spectrum_pairs_and_sum)
{
  dp_params p = dp_params_default();
  dp_lyap_opts o = { 1.0 / 600, 0.1, 500, 0, 0, NULL, NULL };
  double l[4];
  ck_assert(dp_lyapunov_tangent(&p, S120, 4, &o, l, NULL) == DP_OK);
  double bound = log((p.m1 + p.m2) / p.m1) / o.T + 1e-9, sum = l[0] + l[1] + l[2] + l[3];
  ck_assert_msg(fabs(sum) <= bound, "sum %g, bound %g", sum, bound);
  ck_assert_msg(l[0] > 1 && fabs(l[0] + l[3]) < 10 / o.T && fabs(l[1]) < 10 / o.T
                && fabs(l[2]) < 10 / o.T, "spectrum %g %g %g %g", l[0], l[1], l[2], l[3]);
}
END_TEST

START_TEST(regular_start_shrinks)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { M_PI / 18, M_PI / 18, 0, 0 }, a, b;
  dp_lyap_opts o = { 1.0 / 600, 0.1, 100, 0, 0, NULL, NULL };
  ck_assert(dp_lyapunov_tangent(&p, s, 1, &o, &a, NULL) == DP_OK);
  o.T = 800;
  ck_assert(dp_lyapunov_tangent(&p, s, 1, &o, &b, NULL) == DP_OK);
  ck_assert_msg(b < 0.5 * a && b < 0.01, "lambda(100) = %g, lambda(800) = %g", a, b);
}
END_TEST

START_TEST(lyapunov_rejects_bad_options)
{
  dp_params p = dp_params_default();
  dp_lyap_opts o = { 0.003, 0.1, 10, 1e-8, 0, NULL, NULL };
  double l[4];
  dp_error err;
  ck_assert(dp_lyapunov_twin(&p, S120, &o, l, &err) == DP_EINVAL);
  o.h = 0.01; o.d0 = 0.1;
  ck_assert(dp_lyapunov_twin(&p, S120, &o, l, &err) == DP_EINVAL);
  ck_assert(dp_lyapunov_tangent(&p, S120, 5, &o, l, &err) == DP_EINVAL);
}
END_TEST
#line 248 "program/56-tests-chaos.nw"
START_TEST(lyapunov_starts_match_single_runs)
{
  dp_params p = dp_params_default();
  dp_lyap_opts o = { 0.01, 0.1, 20, 0, 0, NULL, NULL };
  double e1[3], e2[3], a, b, s[DP_NSTATE];
  ck_assert(dp_lyapunov_starts(&p, S120, DP_LYAP_TANGENT, 1, &o, 3, 5, 1, e1, NULL) == DP_OK);
  ck_assert(dp_lyapunov_starts(&p, S120, DP_LYAP_TANGENT, 1, &o, 3, 5, 2, e2, NULL) == DP_OK);
  ck_assert(!memcmp(e1, e2, sizeof e1));
  ck_assert(dp_lyapunov_tangent(&p, S120, 1, &o, &a, NULL) == DP_OK);
  memcpy(s, S120, sizeof s);
  for (int k = 0; k < 1000; k++) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 0.01);
  ck_assert(dp_lyapunov_tangent(&p, s, 1, &o, &b, NULL) == DP_OK);
  ck_assert_msg(e1[0] == a && e1[2] == b, "starts %g %g, single runs %g %g", e1[0], e1[2], a, b);
  o.d0 = 1e-8;
  ck_assert(dp_lyapunov_starts(&p, S120, DP_LYAP_TWIN, 1, &o, 2, 5, 2, e2, NULL) == DP_OK);
  ck_assert(dp_lyapunov_twin(&p, S120, &o, &a, NULL) == DP_OK && e2[0] == a);
}
END_TEST

START_TEST(spread_matches_gsl)
{
  double x[7] = { 1.452, 1.391, 1.507, 1.433, 1.468, 1.402, 1.449 };
  dp_spread sp;
  dp_spread_of(x, 7, &sp);
  double m = gsl_stats_mean(x, 1, 7), sd = gsl_stats_sd(x, 1, 7);
  ck_assert_msg(fabs(sp.mean - m) <= 1e-15 * m && fabs(sp.sd - sd) <= 1e-9 * sd
                && fabs(sp.se - sd / sqrt(7)) <= 1e-9 * sd && sp.min == 1.391 && sp.max == 1.507
                && sp.n == 7, "mean %g (%g), sd %g (%g)", sp.mean, m, sp.sd, sd);
}
END_TEST
#line 283 "program/56-tests-chaos.nw"
START_TEST(spectrum_bound_is_det_range)
{
  for (int e = -3; e <= 3; e++) {
    dp_params p = { 1, pow(10, e), 0.7, 1.3, 9.81 };
    double s0[DP_NSTATE] = { 0.4, 0.4, 0, 0 }, s1[DP_NSTATE] = { 0.4 + M_PI / 2, 0.4, 0, 0 };
    double M0[4], M1[4];
    dp_mass_matrix(&p, DP_MODEL_CORRECT, s0, M0);
    dp_mass_matrix(&p, DP_MODEL_CORRECT, s1, M1);
    double want = log((M1[0] * M1[3] - M1[1] * M1[2]) / (M0[0] * M0[3] - M0[1] * M0[2])) / 50;
    ck_assert_msg(fabs(dp_spectrum_bound(&p, 50) - want) <= 1e-12 * want + 1e-15,
                  "m2/m1 = 1e%d: %g against %g", e, dp_spectrum_bound(&p, 50), want);
  }
}
END_TEST
#line 306 "program/56-tests-chaos.nw"
typedef struct { long n; dp_twin_sample x[2001]; } twin_samples;

static void keep_sample(const dp_twin_sample *x, void *ctx)
{
  twin_samples *ts = ctx;
  if (ts->n < 2001) ts->x[ts->n] = *x;
  ts->n++;
}

START_TEST(twin_summary_matches_samples)
{
  dp_params p = dp_params_default();
  static twin_samples ts;
  double b[DP_NSTATE], tt[2001], y[2001];
  memcpy(b, S120, sizeof b);
  b[DP_TH1] += 1e-3;
  dp_twin_summary z;
  ts.n = 0;
  ck_assert(dp_twin_run(&p, S120, b, 20, 0.01, 0.002, keep_sample, &ts, &z, NULL) == DP_OK);
  ck_assert_int_eq(ts.n, 2001);
  double mx = 0, sep = -1, d01 = -1, dmax5 = 0;
  long nfit = 0;
  for (long k = 0; k < ts.n; k++) {
    const dp_twin_sample *x = &ts.x[k];
    ck_assert(fabs(x->t - 0.01 * k) < 1e-12);
    mx = fmax(mx, fabs(x->dth2));
    if (sep < 0 && fabs(x->dth2) >= 0.1) sep = x->t;
    if (x->t <= 5) dmax5 = fmax(dmax5, x->d);
    if (k > 0 && d01 < 0) tt[nfit] = x->t, y[nfit] = log(x->d), nfit++;
    if (d01 < 0 && x->d >= 0.1) d01 = x->t;
  }
  double c0, c1, v00, v01, v11, ss;
  gsl_fit_linear(tt, 1, y, 1, nfit, &c0, &c1, &v00, &v01, &v11, &ss);
  ck_assert_msg(z.max_dth2 == mx && z.t_sep == sep && z.t_d01 == d01 && z.dmax_5s == dmax5,
                "summary %g %g %g %g, samples %g %g %g %g", z.max_dth2, z.t_sep, z.t_d01,
                z.dmax_5s, mx, sep, d01, dmax5);
  ck_assert_msg(sep > 0 && d01 > 0 && fabs(z.fit_lambda - c1) <= 1e-9 * fabs(c1)
                && fabs(z.fit_ln_d0 - c0) <= 1e-9 * fabs(c0),
                "fit %g %g, GSL %g %g", z.fit_lambda, z.fit_ln_d0, c1, c0);
  ck_assert(dp_twin_run(&p, S120, S120, 5, 0.1, 0.01, NULL, NULL, &z, NULL) == DP_OK);
  ck_assert(z.max_dth2 == 0 && z.t_sep < 0 && z.t_d01 < 0 && z.dmax_5s == 0);
}
END_TEST
#line 353 "program/56-tests-chaos.nw"
START_TEST(flipmap_threads_identical)
{
  dp_params p = dp_params_default();
  enum { N = 24 };
  double t1[N * N], t2[N * N];
  signed char c1[N * N], c2[N * N];
  ck_assert(dp_flipmap(&p, N, 0, N, 3, 0.01, 1, t1, c1, NULL, NULL, NULL) == DP_OK);
  ck_assert(dp_flipmap(&p, N, 0, N, 3, 0.01, 2, t2, c2, NULL, NULL, NULL) == DP_OK);
  ck_assert(!memcmp(t1, t2, sizeof t1) && !memcmp(c1, c2, sizeof c1));
  ck_assert(dp_flipmap(&p, N, 5, 13, 3, 0.01, 2, t2, c2, NULL, NULL, NULL) == DP_OK);
  ck_assert(!memcmp(t1 + 5 * N, t2, 8 * N * sizeof t1[0]) && !memcmp(c1 + 5 * N, c2, 8 * N));
  int flips = 0;
  for (int k = 0; k < N * N; k++) flips += c1[k] >= DP_FLIP_UPPER;
  ck_assert_msg(flips > 0, "no pixel flipped");
}
END_TEST

START_TEST(forbidden_pixels_never_flip)
{
  dp_params p = dp_params_default();
  int checked = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 12; j++) {
      double th1 = -M_PI + (j + 0.5) * M_PI / 6, th2 = -M_PI + (i + 0.5) * M_PI / 6, t;
      if (dp_flip_time(&p, th1, th2, 10, 0.01, &t) != DP_FLIP_FORBIDDEN) continue;
      double s[DP_NSTATE] = { th1, th2, 0, 0 };
      for (int k = 0; k < 1000; k++) {
        dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 0.01);
        ck_assert_msg(fabs(s[0]) < M_PI && fabs(s[1]) < M_PI,
                      "forbidden pixel %g %g flipped", th1, th2);
      }
      checked++;
    }
  ck_assert(checked > 10);
}
END_TEST
#line 401 "program/56-tests-chaos.nw"
START_TEST(flipmap_lanes_equal_reference)
{
  dp_params p = dp_params_default();
  enum { N = 256 };
  double *t0 = malloc(N * N * sizeof *t0), *t1 = malloc(N * N * sizeof *t1);
  signed char *c0 = malloc(N * N), *c1 = malloc(N * N);
  ck_assert(t0 && t1 && c0 && c1);
  ck_assert(dp_flipmap(&p, N, 0, N, 10, 0.01, 2, t0, c0, NULL, NULL, NULL) == DP_OK);
  for (int lanes = 2; lanes <= dp_flip_lanes_best(); lanes *= 2) {
    ck_assert(dp_flipmap_lanes(&p, N, 0, N, 10, 0.01, 2, lanes, t1, c1, NULL, NULL, NULL,
                               NULL) == DP_OK);
    long agree = 0;
    for (long k = 0; k < N * N; k++) agree += c0[k] == c1[k];
    fprintf(stderr, "flip map on %d lanes: classes agree at %ld of %d pixels, times %s\n",
            lanes, agree, N * N, memcmp(t0, t1, N * N * sizeof *t0) ? "differ" : "identical");
    ck_assert_msg(agree >= 0.999 * N * N, "%d lanes: %ld pixels agree", lanes, agree);
    ck_assert_msg(!memcmp(t0, t1, N * N * sizeof *t0) && !memcmp(c0, c1, N * N),
                  "%d lanes: not the reference map", lanes);
  }
  free(t0), free(t1), free(c0), free(c1);
}
END_TEST
#line 428 "program/56-tests-chaos.nw"
START_TEST(flipmap_lanes_threads_identical)
{
  dp_params p = dp_params_default();
  enum { N = 40 };
  double t1[N * N], t2[N * N];
  signed char c1[N * N], c2[N * N];
  long s1, s2;
  ck_assert(dp_flipmap_lanes(&p, N, 0, N, 4, 0.01, 1, 0, t1, c1, &s1, NULL, NULL, NULL)
            == DP_OK);
  for (int threads = 2; threads <= 3; threads++) {
    ck_assert(dp_flipmap_lanes(&p, N, 0, N, 4, 0.01, threads, 0, t2, c2, &s2, NULL, NULL,
                               NULL) == DP_OK);
    ck_assert(!memcmp(t1, t2, sizeof t1) && !memcmp(c1, c2, sizeof c1) && s1 == s2);
  }
  ck_assert(dp_flipmap_lanes(&p, N, 7, 19, 4, 0.01, 2, 0, t2, c2, NULL, NULL, NULL, NULL)
            == DP_OK);
  ck_assert(!memcmp(t1 + 7 * N, t2, 12 * N * sizeof t1[0]) && !memcmp(c1 + 7 * N, c2, 12 * N));
}
END_TEST

START_TEST(flipmap_lanes_count_their_steps)
{
  dp_params p = dp_params_default();
  enum { N = 20 };
  double t[N * N], step = 2 * M_PI / N;
  signed char c[N * N];
  long by_driver = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s[DP_NSTATE] = { -M_PI + (j + 0.5) * step, -M_PI + (i + 0.5) * step, 0, 0 };
      if (dp_potential(&p, s) < dp_flip_energy(&p)) continue;
      dp_pendulum pd;
      dp_driver d;
      ck_assert(dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL) == DP_OK);
      ck_assert(dp_driver_init(&d, &pd.ode, DP_RK4, s, 0, 0.01, 0, NULL) == DP_OK);
      for (long k = 0; k < 300 && fabs(d.y[0]) <= M_PI && fabs(d.y[1]) <= M_PI; k++)
        ck_assert(dp_driver_steps(&d, 1, 0.01, NULL, NULL, NULL) == DP_OK);
      by_driver += d.steps;
    }
  for (int lanes = 1; lanes <= dp_flip_lanes_best(); lanes *= 2) {
    long steps = -1;
    ck_assert(dp_flipmap_lanes(&p, N, 0, N, 3, 0.01, 2, lanes, t, c, &steps, NULL, NULL,
                               NULL) == DP_OK);
    ck_assert_msg(steps == by_driver && steps == dp_flipmap_steps(N * N, t, c, 3, 0.01),
                  "%d lanes: %ld steps, the driver %ld, the map %ld", lanes, steps, by_driver,
                  dp_flipmap_steps(N * N, t, c, 3, 0.01));
  }
}
END_TEST

START_TEST(flipmap_lanes_reject_bad_widths)
{
  dp_params p = dp_params_default();
  double t[16];
  signed char c[16];
  dp_error err;
  const int bad[] = { -1, 3, 5, 16 };
  for (int k = 0; k < 4; k++)
    ck_assert(dp_flipmap_lanes(&p, 4, 0, 4, 1, 0.01, 1, bad[k], t, c, NULL, NULL, NULL, &err)
              == DP_EINVAL);
  if (dp_flip_lanes_best() < 8)
    ck_assert(dp_flipmap_lanes(&p, 4, 0, 4, 1, 0.01, 1, 8, t, c, NULL, NULL, NULL, &err)
              == DP_EINVAL);
  ck_assert(dp_flip_lanes_best() == 2 || dp_flip_lanes_best() == 4
            || dp_flip_lanes_best() == 8);
}
END_TEST
#line 505 "program/56-tests-chaos.nw"
START_TEST(flipmap_compare_counts)
{
  dp_params p = dp_params_default();
  enum { N = 16 };
  double t[N * N], t2[N * N];
  signed char c[N * N], c2[N * N];
  dp_flip_stats st;
  ck_assert(dp_flipmap(&p, N, 0, N, 3, 0.01, 1, t, c, NULL, NULL, NULL) == DP_OK);
  dp_flipmap_compare(N * N, t, c, t, c, &st);
  ck_assert(st.share_class == 0 && st.share_time == 0 && st.pixels == N * N);
  ck_assert(st.count[0] + st.count[1] + st.count[2] + st.count[3] == N * N);
  memcpy(t2, t, sizeof t);
  memcpy(c2, c, sizeof c);
  int up = -1, other = -1;
  for (int k = 0; k < N * N; k++) {
    if (up < 0 && c[k] >= DP_FLIP_UPPER) up = k;
    else if (other < 0 && c[k] != DP_FLIP_FORBIDDEN) other = k;
  }
  ck_assert(up >= 0 && other >= 0);
  t2[up] *= 1.5;
  c2[other] = c[other] == DP_FLIP_NONE ? DP_FLIP_UPPER : DP_FLIP_NONE;
  dp_flipmap_compare(N * N, t, c, t2, c2, &st);
  ck_assert_msg(st.share_class == 1.0 / (N * N) && st.share_time == 2.0 / (N * N),
                "shares %g %g", st.share_class, st.share_time);
}
END_TEST
#line 533 "program/56-tests-chaos.nw"
START_TEST(poincare_crossing_converges)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { -0.3, 0.4, 2.0, 0 }, x[3][8];
  double h[3] = { 0.01, 0.005, 0.00125 };
  for (int k = 0; k < 3; k++) {
    long n;
    ck_assert(dp_poincare(&p, s, h[k], 20, 2, x[k], &n, NULL) == DP_OK);
    ck_assert(n == 2 && x[k][0] == 0 && x[k][4] == 0 && x[k][2] > 0);
  }
  for (int i = 0; i < 8; i++) {
    if (i == 0 || i == 4) continue;
    double e1 = fabs(x[0][i] - x[2][i]), e2 = fabs(x[1][i] - x[2][i]);
    double order = log2(e1 / e2);
    ck_assert_msg(e1 < 1e-5 && order > 3.5 && order < 4.6,
                  "component %d: errors %g, %g, order %g", i, e1, e2, order);
  }
}
END_TEST


#line 563 "program/56-tests-chaos.nw"
START_TEST(section_starts_have_the_energy)
{
  dp_params ps[3] = { dp_params_default(), { 2, 0.001, 1, 0.3, 9.81 },
                      { 0.5, 1000, 0.2, 3, 1.62 } };
  for (int q = 0; q < 3; q++) {
    const dp_params *p = &ps[q];
    double Es = dp_energy_scale(p), s[DP_NSTATE];
    for (int e = 0; e < 6; e++) {
      double E = -Es + (e == 0 ? 1e-3 : 0.5 * e) * Es;
      for (long k = 0; k < 9; k++) {
        ck_assert(dp_section_start(p, E, k, 9, s, NULL) == DP_OK);
        ck_assert_msg(s[DP_TH1] == 0 && s[DP_W2] == 0 && s[DP_W1] >= 0
                      && fabs(dp_energy(p, s) - E) <= 1e-12 * Es,
                      "case %d, E = %g, start %ld: energy %.17g", q, E, k, dp_energy(p, s));
      }
    }
    ck_assert(dp_section_start(p, -1.001 * Es, 0, 9, s, NULL) == DP_EINVAL);
  }
}
END_TEST

typedef struct { const dp_params *p; double E, worst; long n; } section_check;

static void check_crossings(long start, const double *x, long n, void *ctx)
{
  section_check *c = ctx;
  (void)start;
  for (long i = 0; i < n; i++) {
    const double *s = x + 4 * i;
    ck_assert(s[DP_TH1] == 0 && s[DP_W1] > 0 && s[DP_TH2] >= -M_PI && s[DP_TH2] < M_PI);
    c->worst = fmax(c->worst, fabs(dp_energy(c->p, s) - c->E));
    c->n++;
  }
}

START_TEST(poincare_energy_crossings_on_the_surface)
{
  dp_params p = dp_params_default();
  section_check c = { &p, -10, 0, 0 };
  ck_assert(dp_poincare_energy(&p, -10, 4, 0.005, 200, 30, check_crossings, &c, NULL) == DP_OK);
  ck_assert_msg(c.n > 60 && c.worst < 1e-5 * dp_energy_scale(&p),
                "%ld crossings, worst energy error %g J", c.n, c.worst);
}
END_TEST
#line 609 "program/56-tests-chaos.nw"
START_TEST(reference_matches_fine_rk4)
{
  dp_params p = dp_params_default();
  double ref[3 * 4], s[DP_NSTATE];
  ck_assert(dp_reference_path(&p, S120, 1, 2, 1e-13, ref, NULL) == DP_OK);
  memcpy(s, S120, sizeof s);
  for (int k = 0; k < 8000; k++) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 0.00025);
  for (int i = 0; i < 4; i++)
    ck_assert_msg(fabs(ref[8 + i] - s[i]) < 1e-10, "component %d: %g vs %g", i, ref[8 + i], s[i]);
}
END_TEST
#line 629 "program/56-tests-chaos.nw"
typedef struct { long n; double first; } predict_rows;

static void count_rows(double t, double dev_rk4, double dev_ref, void *ctx)
{
  predict_rows *r = ctx;
  if (r->n++ == 0) r->first = t + dev_rk4 + dev_ref;
}

START_TEST(predict_rk4_error_is_fourth_order)
{
  dp_params p = dp_params_default();
  dp_predict_result a, b;
  predict_rows rows = { 0, -1 };
  ck_assert(dp_predict(&p, S120, 2, 1.0 / 480, 1.0 / 60, 0.01, 1e-13, count_rows, &rows,
                       &a, NULL) == DP_OK);
  ck_assert(dp_predict(&p, S120, 2, 1.0 / 960, 1.0 / 60, 0.01, 1e-13, NULL, NULL, &b,
                       NULL) == DP_OK);
  double ratio = a.dev_1s / b.dev_1s;
  ck_assert_msg(rows.n == 121 && rows.first == 0, "%ld rows, first %g", rows.n, rows.first);
  ck_assert_msg(ratio > 12 && ratio < 20, "dev_1s %g and %g: ratio %g", a.dev_1s, b.dev_1s,
                ratio);
  ck_assert(dp_predict(&p, S120, 20, 1.0 / 600, 1.0 / 60, 0.01, 1e-13, NULL, NULL, &a,
                       NULL) == DP_OK);
  ck_assert_msg(a.t_rk4 > 0 && (a.t_ref < 0 || a.t_ref > a.t_rk4), "t_rk4 %g, t_ref %g",
                a.t_rk4, a.t_ref);
}
END_TEST
#line 673 "program/56-tests-chaos.nw"
typedef struct { dp_params p; double s[DP_NSTATE], tau; } extreme_case;

static extreme_case draw_extreme(gsl_rng *r, int k)
{
  static const double ratio[3] = { 1e-3, 1, 1e3 }, arm[3] = { 0.01, 1, 100 };
  extreme_case c = { { 1, ratio[k % 3], 1, arm[k / 3 % 3], 9.81 }, { 0 }, 0 };
  c.s[DP_TH1] = M_PI * (2 * gsl_rng_uniform(r) - 1);
  c.s[DP_TH2] = M_PI * (2 * gsl_rng_uniform(r) - 1);
  c.s[DP_W1] = sqrt(c.p.g / c.p.l1) * (2 * gsl_rng_uniform(r) - 1);
  c.s[DP_W2] = sqrt(c.p.g / c.p.l2) * (2 * gsl_rng_uniform(r) - 1);
  c.tau = 1 / sqrt(c.p.g * (1 / c.p.l1 + 1 / c.p.l2) * (1 + c.p.m2 / c.p.m1));
  return c;
}

static double det_mass(const dp_params *p, const double s[DP_NSTATE])
{
  double M[4];
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  return M[0] * M[3] - M[1] * M[2];
}
#line 717 "program/56-tests-chaos.nw"
static double det4(const double A[16])
{
  double a[16];
  int sign;
  memcpy(a, A, sizeof a);
  gsl_matrix_view m = gsl_matrix_view_array(a, 4, 4);
  gsl_permutation *perm = gsl_permutation_alloc(4);
  gsl_linalg_LU_decomp(&m.matrix, perm, &sign);
  double d = gsl_linalg_LU_det(&m.matrix, sign);
  gsl_permutation_free(perm);
  return d;
}

/* Central-difference Jacobian of f at s, columns scaled by sc[j]. */
static void fd_jacobian(const dp_params *p, void (*f)(const dp_params *, const double *,
                        double *), const double s[DP_NSTATE], const double sc[DP_NSTATE],
                        int rows, double *D)
{
  for (int j = 0; j < DP_NSTATE; j++) {
    double a[DP_NSTATE], b[DP_NSTATE], fa[DP_NSTATE], fb[DP_NSTATE], e = 1e-6 * sc[j];
    memcpy(a, s, sizeof a);
    memcpy(b, s, sizeof b);
    a[j] += e;
    b[j] -= e;
    f(p, a, fa);
    f(p, b, fb);
    for (int i = 0; i < rows; i++) D[4 * i + j] = (fa[i] - fb[i]) / (2 * e);
  }
}

static void energy_of(const dp_params *p, const double *s, double *e)
{
  e[0] = dp_energy(p, s);
}

START_TEST(tangent_map_identities)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 21);
  double worst[4] = { 0 };
  for (int k = 0; k < 108; k++) {
    extreme_case c = draw_extreme(r, k);
    const dp_params *p = &c.p;
    double sc[DP_NSTATE] = { 1, 1, 1 / c.tau, 1 / c.tau }, y[20] = { 0 }, Phi[16];
    dp_tangent tg;
    ck_assert(dp_tangent_init(&tg, p, 4, NULL) == DP_OK);
    memcpy(y, c.s, sizeof c.s);
    for (int q = 0; q < 4; q++) y[4 + 4 * q + q] = 1;
    for (int n = 0; n < 6000; n++) dp_ode_rk4(&tg.ode, y, c.tau / 2000);
    for (int i = 0; i < 4; i++)
      for (int q = 0; q < 4; q++) Phi[4 * i + q] = y[4 + 4 * q + i];
    #line 783 "program/56-tests-chaos.nw"
    worst[0] = fmax(worst[0], fabs(det4(Phi) * det_mass(p, y) / det_mass(p, c.s) - 1));
    double F0[DP_NSTATE], F1[DP_NSTATE], ef = 0, nf = 0;
    dp_rhs(p, DP_MODEL_CORRECT, c.s, F0);
    dp_rhs(p, DP_MODEL_CORRECT, y, F1);
    for (int i = 0; i < 4; i++) {
      double x = 0;
      for (int q = 0; q < 4; q++) x += Phi[4 * i + q] * F0[q];
      ef = fmax(ef, fabs(x - F1[i]));
      nf = fmax(nf, fabs(F1[i]));
    }
    worst[1] = fmax(worst[1], ef / nf);
    #line 769 "program/56-tests-chaos.nw"
    #line 796 "program/56-tests-chaos.nw"
    double g0[16], g1[16], D0[16], D1[16], ee = 0, ne = 0, es = 0, ns = 0, nphi = 0;
    fd_jacobian(p, energy_of, c.s, sc, 1, g0);
    fd_jacobian(p, energy_of, y, sc, 1, g1);
    for (int q = 0; q < 4; q++) {
      double x = 0;
      for (int i = 0; i < 4; i++) x += g1[i] * Phi[4 * i + q];
      ee = fmax(ee, fabs(x - g0[q]));
      ne = fmax(ne, fabs(g0[q]) * sc[q]);
    }
    worst[2] = fmax(worst[2], ee / ne);
    fd_jacobian(p, dp_to_momenta, c.s, sc, 4, D0);
    fd_jacobian(p, dp_to_momenta, y, sc, 4, D1);
    static const double Om[16] = { 0, 0, 1, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, -1, 0, 0 };
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++) {
        double w0 = 0, w1 = 0;
        for (int a = 0; a < 4; a++)
          for (int b = 0; b < 4; b++) {
            w0 += D0[4 * a + i] * Om[4 * a + b] * D0[4 * b + j];
            for (int u = 0; u < 4; u++)
              for (int v = 0; v < 4; v++)
                w1 += Phi[4 * u + i] * D1[4 * a + u] * Om[4 * a + b] * D1[4 * b + v]
                      * Phi[4 * v + j];
          }
        es = fmax(es, fabs(w1 - w0));
        ns = fmax(ns, fabs(w0));
      }
    for (int i = 0; i < 16; i++) nphi = fmax(nphi, fabs(Phi[i]));
    worst[3] = fmax(worst[3], es / (ns * nphi * nphi));
  #line 770 "program/56-tests-chaos.nw"
  }
  gsl_rng_free(r);
  ck_assert_msg(worst[0] < 1e-6 && worst[1] < 1e-6 && worst[2] < 1e-6 && worst[3] < 1e-6,
                "worst: volume %g, flow %g, energy %g, symplectic %g",
                worst[0], worst[1], worst[2], worst[3]);
}
END_TEST
#line 836 "program/56-tests-chaos.nw"
START_TEST(spectrum_sum_is_volume_change)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 5);
  for (int k = 0; k < 72; k++) {
    extreme_case c = draw_extreme(r, k);
    const dp_params *p = &c.p;
    double h = c.tau / 400, l[4], s[DP_NSTATE], B = p->m2 * pow(p->l1 * p->l2, 2);
    dp_lyap_opts o = { h, 40 * h, 8000 * h, 0, 0, NULL, NULL };
    ck_assert(dp_lyapunov_tangent(p, c.s, 4, &o, l, NULL) == DP_OK);
    memcpy(s, c.s, sizeof s);
    for (long n = lround(o.T / h); n > 0; n--) dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, h);
    double sum = l[0] + l[1] + l[2] + l[3], vol = log(det_mass(p, c.s) / det_mass(p, s));
    ck_assert_msg(fabs(sum * o.T - vol) < 1e-5
                  && fabs(sum) <= dp_spectrum_bound(p, o.T) + 1e-5 / o.T,
                  "case %d: sum T %.9g, volume %.9g, bound T %g", k, sum * o.T, vol,
                  dp_spectrum_bound(p, o.T) * o.T);
    double d = det_mass(p, s);
    ck_assert_msg(d >= B * p->m1 * (1 - 1e-14) && d <= B * (p->m1 + p->m2) * (1 + 1e-14),
                  "case %d: det M %g outside [%g, %g]", k, d, B * p->m1, B * (p->m1 + p->m2));
  }
  gsl_rng_free(r);
}
END_TEST
#line 871 "program/56-tests-chaos.nw"
static void eigenvalues(const double J[16], gsl_complex ev[4])
{
  double a[16];
  memcpy(a, J, sizeof a);
  gsl_matrix_view m = gsl_matrix_view_array(a, 4, 4);
  gsl_vector_complex *v = gsl_vector_complex_alloc(4);
  gsl_eigen_nonsymm_workspace *w = gsl_eigen_nonsymm_alloc(4);
  gsl_eigen_nonsymm(&m.matrix, v, w);
  for (int i = 0; i < 4; i++) ev[i] = gsl_vector_complex_get(v, i);
  gsl_eigen_nonsymm_free(w);
  gsl_vector_complex_free(v);
}

START_TEST(jacobian_at_equilibria)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 0, 0, 0, 0 }, J[16], M[4];
  gsl_complex ev[4];
  dp_jacobian(&p, s, J);
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  double K1 = (p.m1 + p.m2) * p.g * p.l1, K2 = p.m2 * p.g * p.l2, det = M[0] * M[3] - M[1] * M[2];
  double MK[4] = { -M[3] * K1 / det, M[1] * K2 / det, M[2] * K1 / det, -M[0] * K2 / det };
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      ck_assert(fabs(J[4 * (2 + i) + j] - MK[2 * i + j]) <= 1e-14 * fabs(MK[2 * i + j]));
      ck_assert(J[4 * (2 + i) + 2 + j] == 0);
    }
  eigenvalues(J, ev);
  double wlo = sqrt((2 - M_SQRT2) * p.g), whi = sqrt((2 + M_SQRT2) * p.g);
  for (int i = 0; i < 4; i++) {
    double im = fabs(GSL_IMAG(ev[i]));
    ck_assert_msg(fabs(GSL_REAL(ev[i])) < 1e-12
                  && (fabs(im - wlo) < 1e-12 || fabs(im - whi) < 1e-12),
                  "eigenvalue %g%+gi", GSL_REAL(ev[i]), GSL_IMAG(ev[i]));
  }
  double rate = sqrt(M_SQRT2 * p.g);
  for (int up = 0; up < 2; up++) {
    double t[DP_NSTATE] = { up ? M_PI : 0, up ? 0 : M_PI, 0, 0 };
    dp_jacobian(&p, t, J);
    eigenvalues(J, ev);
    for (int i = 0; i < 4; i++) {
      double re = fabs(GSL_REAL(ev[i])), im = fabs(GSL_IMAG(ev[i]));
      ck_assert_msg((fabs(re - rate) < 1e-12 && im < 1e-12)
                    || (re < 1e-12 && fabs(im - rate) < 1e-12),
                    "rod %d up: eigenvalue %g%+gi, rate %g", 2 - up, GSL_REAL(ev[i]),
                    GSL_IMAG(ev[i]), rate);
    }
  }
  for (double lam = 1.4; lam < 1.55; lam += 0.1)
    ck_assert(log(DBL_MAX) / lam > 100 && log(DBL_MAX) / lam < 1000);
}
END_TEST
#line 931 "program/56-tests-chaos.nw"
typedef struct { double prev, worst; } growth;

static void interval_growth(double t, int n, const double *est, void *ctx)
{
  growth *g = ctx;
  (void)n;
  g->worst = fmax(g->worst, est[0] * t - g->prev);
  g->prev = est[0] * t;
}

START_TEST(twin_gap_stays_linear)
{
  dp_params p = dp_params_default();
  static const double deg[3][2] = { { 120, 120 }, { 150, 150 }, { 120, 150 } };
  for (int q = 0; q < 3; q++) {
    double s[DP_NSTATE] = { deg[q][0] * M_PI / 180, deg[q][1] * M_PI / 180, 0, 0 }, l;
    growth g = { 0, 0 };
    dp_lyap_opts o = { 1.0 / 600, 0.1, 1000, 1e-8, 0.1, interval_growth, &g };
    ck_assert(dp_lyapunov_tangent(&p, s, 1, &o, &l, NULL) == DP_OK);
    ck_assert_msg(exp(g.worst) < 20 && exp(g.worst) > 2, "start %d: largest growth %g",
                  q, exp(g.worst));
  }
}
END_TEST
#line 964 "program/56-tests-chaos.nw"
START_TEST(twin_fit_below_exponent)
{
  dp_params p = dp_params_default();
  static const double deg[3][2] = { { 120, 120 }, { 150, 150 }, { 120, 150 } };
  dp_twin_summary z;
  for (int q = 0; q < 3; q++) {
    double a[DP_NSTATE] = { deg[q][0] * M_PI / 180, deg[q][1] * M_PI / 180, 0, 0 }, b[4], l;
    memcpy(b, a, sizeof b);
    b[DP_TH1] += 0.001;
    dp_lyap_opts o = { 1.0 / 600, 0.1, 2000, 0, 0, NULL, NULL };
    ck_assert(dp_twin_run(&p, a, b, 20, 1.0 / 60, 1.0 / 600, NULL, NULL, &z, NULL) == DP_OK);
    ck_assert(dp_lyapunov_tangent(&p, a, 1, &o, &l, NULL) == DP_OK);
    ck_assert_msg(z.t_d01 > 0 && z.fit_lambda > 0.3 && z.fit_lambda < l,
                  "start %d: fit %g, lambda %g", q, z.fit_lambda, l);
  }
  double a[DP_NSTATE] = { M_PI / 18, M_PI / 18, 0, 0 }, b[DP_NSTATE];
  memcpy(b, a, sizeof b);
  b[DP_TH1] += 0.001;
  ck_assert(dp_twin_run(&p, a, b, 200, 1.0 / 60, 1.0 / 600, NULL, NULL, &z, NULL) == DP_OK);
  ck_assert_msg(z.t_d01 < 0 && fabs(z.fit_lambda) < 0.02, "regular: fit %g", z.fit_lambda);
}
END_TEST
#line 996 "program/56-tests-chaos.nw"
START_TEST(flip_energy_is_lowest_top)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 3);
  for (int k = 0; k < 9; k++) {
    extreme_case c = draw_extreme(r, k);
    double lo = INFINITY, Es = dp_energy_scale(&c.p);
    for (int i = 0; i < 3600; i++) {
      double x = -M_PI + i * M_PI / 1800;
      double a[DP_NSTATE] = { M_PI, x, 0, 0 }, b[DP_NSTATE] = { x, M_PI, 0, 0 };
      lo = fmin(lo, fmin(dp_potential(&c.p, a), dp_potential(&c.p, b)));
    }
    ck_assert_msg(fabs(dp_flip_energy(&c.p) - lo) <= 1e-12 * Es, "case %d: %g vs %g", k,
                  dp_flip_energy(&c.p), lo);
    double down[DP_NSTATE] = { 0 }, up[DP_NSTATE] = { M_PI, M_PI, 0, 0 };
    ck_assert(fabs(dp_potential(&c.p, down) + Es) <= 1e-12 * Es);
    ck_assert(fabs(dp_potential(&c.p, up) - Es) <= 1e-12 * Es);
    ck_assert(fabs(dp_potential(&c.p, c.s)) <= Es * (1 + 1e-12));
  }
  dp_params p = dp_params_default();
  for (int k = 0; k < 10000; k++) {
    double s[DP_NSTATE] = { M_PI * (2 * gsl_rng_uniform(r) - 1),
                            M_PI * (2 * gsl_rng_uniform(r) - 1), 0, 0 };
    double f = 2 * cos(s[0]) + cos(s[1]) - 1;
    if (fabs(f) > 1e-9)
      ck_assert((dp_potential(&p, s) >= dp_flip_energy(&p)) == (f <= 0));
  }
  ck_assert(-10 < dp_flip_energy(&p) && dp_flip_energy(&p) < 0);
  gsl_rng_free(r);
}
END_TEST
#line 1039 "program/56-tests-chaos.nw"
START_TEST(energy_below_flip_never_flips)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 17);
  for (int k = 0; k < 90; k++) {
    extreme_case c = draw_extreme(r, k);
    const dp_params *p = &c.p;
    double Es = dp_energy_scale(p), Ef = dp_flip_energy(p), eps = 1e-3 * (Ef + Es);
    double s[DP_NSTATE];
    #line 1064 "program/56-tests-chaos.nw"
    do {
      s[DP_TH1] = M_PI * (2 * gsl_rng_uniform(r) - 1);
      s[DP_TH2] = M_PI * (2 * gsl_rng_uniform(r) - 1);
      s[DP_W1] = s[DP_W2] = 0;
    } while (dp_potential(p, s) >= Ef - eps);
    double V = dp_potential(p, s), target = V + gsl_rng_uniform(r) * (Ef - eps - V);
    s[DP_W1] = gsl_ran_gaussian(r, 1) * sqrt(p->g / p->l1);
    s[DP_W2] = gsl_ran_gaussian(r, 1) * sqrt(p->g / p->l2);
    double scale = sqrt((target - V) / dp_kinetic(p, s));
    s[DP_W1] *= scale;
    s[DP_W2] *= scale;
    #line 1049 "program/56-tests-chaos.nw"
    double E0 = dp_energy(p, s), drift = 0;
    for (int n = 0; n < 40000; n++) {
      dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, c.tau / 200);
      ck_assert_msg(fabs(s[DP_TH1]) < M_PI && fabs(s[DP_TH2]) < M_PI,
                    "case %d flipped at step %d (E0 - Eflip = %g Es)", k, n, (E0 - Ef) / Es);
      if (n % 100 == 0) drift = fmax(drift, fabs(dp_energy(p, s) - E0));
    }
    ck_assert_msg(drift < (Ef - E0) / 2, "case %d: energy drift %g of a margin %g", k, drift,
                  Ef - E0);
  }
  gsl_rng_free(r);
}
END_TEST
#line 1084 "program/56-tests-chaos.nw"
static void interpolated_crossing(const dp_params *p, const double s0[DP_NSTATE], double h,
                                  double c[DP_NSTATE])
{
  double s[DP_NSTATE], prev[DP_NSTATE];
  memcpy(s, s0, sizeof s);
  for (int n = 0; n < 100000; n++) {
    memcpy(prev, s, sizeof s);
    dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, h);
    double turn = floor(s[DP_TH1] / (2 * M_PI));
    if (turn > floor(prev[DP_TH1] / (2 * M_PI)) && prev[DP_W1] > 0) {
      double f = (turn * 2 * M_PI - prev[DP_TH1]) / (s[DP_TH1] - prev[DP_TH1]);
      for (int i = 0; i < DP_NSTATE; i++) c[i] = prev[i] + f * (s[i] - prev[i]);
      return;
    }
  }
  ck_abort_msg("no crossing");
}

START_TEST(henon_beats_interpolation)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { -0.3, 0.4, 2.0, 0 }, ref[4], hn[4], lin[4];
  long n;
  ck_assert(dp_poincare(&p, s, 0.0003125, 20, 1, ref, &n, NULL) == DP_OK && n == 1);
  for (double h = 0.02; h > 0.001; h /= 2) {
    ck_assert(dp_poincare(&p, s, h, 20, 1, hn, &n, NULL) == DP_OK && n == 1);
    interpolated_crossing(&p, s, h, lin);
    double el = 0, eh = 0;
    for (int i = 1; i < 4; i++) {
      el = fmax(el, fabs(lin[i] - ref[i]));
      eh = fmax(eh, fabs(hn[i] - ref[i]));
    }
    ck_assert_msg(el <= 20 * h * h && eh <= 20 * pow(h, 4) && el >= 1000 * eh,
                  "h = %g: interpolation %g, Henon %g", h, el, eh);
  }
}
END_TEST

#line 80 "program/56-tests-chaos.nw"
Suite *chaos_suite(void)
{
  Suite *s = suite_create("chaos");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 496 "program/56-tests-chaos.nw"
  tcase_add_test(tc, flipmap_lanes_equal_reference);
  tcase_add_test(tc, flipmap_lanes_threads_identical);
  tcase_add_test(tc, flipmap_lanes_count_their_steps);
  tcase_add_test(tc, flipmap_lanes_reject_bad_widths);
  #line 1123 "program/56-tests-chaos.nw"
  tcase_add_test(tc, jacobian_matches_ad);
  tcase_add_test(tc, jacobian_matches_finite_differences);
  tcase_add_test(tc, tangent_step_is_rk4_derivative);
  tcase_add_test(tc, twin_and_tangent_agree);
  tcase_add_test(tc, spectrum_pairs_and_sum);
  tcase_add_test(tc, regular_start_shrinks);
  tcase_add_test(tc, lyapunov_rejects_bad_options);
  tcase_add_test(tc, lyapunov_starts_match_single_runs);
  tcase_add_test(tc, spread_matches_gsl);
  tcase_add_test(tc, spectrum_bound_is_det_range);
  tcase_add_test(tc, twin_summary_matches_samples);
  tcase_add_test(tc, flipmap_threads_identical);
  tcase_add_test(tc, forbidden_pixels_never_flip);
  tcase_add_test(tc, flipmap_compare_counts);
  tcase_add_test(tc, poincare_crossing_converges);
  tcase_add_test(tc, section_starts_have_the_energy);
  tcase_add_test(tc, poincare_energy_crossings_on_the_surface);
  tcase_add_test(tc, reference_matches_fine_rk4);
  tcase_add_test(tc, predict_rk4_error_is_fourth_order);
  tcase_add_test(tc, tangent_map_identities);
  tcase_add_test(tc, spectrum_sum_is_volume_change);
  tcase_add_test(tc, jacobian_at_equilibria);
  tcase_add_test(tc, twin_gap_stays_linear);
  tcase_add_test(tc, twin_fit_below_exponent);
  tcase_add_test(tc, flip_energy_is_lowest_top);
  tcase_add_test(tc, energy_below_flip_never_flips);
  tcase_add_test(tc, henon_beats_interpolation);
  #line 86 "program/56-tests-chaos.nw"
  suite_add_tcase(s, tc);
  return s;
}
