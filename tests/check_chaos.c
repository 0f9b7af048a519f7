#line 1860 "chapters/08-chaos.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_chaos.h"
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_integrate.h"

static const double S120[DP_NSTATE] = { 2 * M_PI / 3, 2 * M_PI / 3, 0, 0 };
#line 1888 "chapters/08-chaos.nw"
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
}
END_TEST

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
#line 1941 "chapters/08-chaos.nw"
START_TEST(tangent_step_is_rk4_derivative)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE], r[DP_NSTATE], v[1][DP_NSTATE] = { { 0.3, -0.2, 0.5, 0.1 } };
  memcpy(s, S120, sizeof s); memcpy(r, S120, sizeof r);
  for (int k = 0; k < 1000; k++) {
    dp_tangent_rk4_step(&p, s, v, 1, 0.002);
    dp_rk4_step(&p, DP_MODEL_CORRECT, r, 0.002);
  }
  ck_assert_msg(!memcmp(s, r, sizeof s), "tangent run's state differs from RK4's");
  double u[1][DP_NSTATE] = { { 0.3, -0.2, 0.5, 0.1 } }, e = 1e-6, a[4], b[4];
  memcpy(a, s, sizeof a); memcpy(b, s, sizeof b);
  for (int i = 0; i < 4; i++) a[i] += e * u[0][i], b[i] -= e * u[0][i];
  dp_tangent_rk4_step(&p, s, u, 1, 0.01);
  dp_rk4_step(&p, DP_MODEL_CORRECT, a, 0.01);
  dp_rk4_step(&p, DP_MODEL_CORRECT, b, 0.01);
  for (int i = 0; i < 4; i++)
    ck_assert_msg(fabs((a[i] - b[i]) / (2 * e) - u[0][i]) <= 1e-7 * fmax(1, fabs(u[0][i])),
                  "component %d: %g vs %g", i, (a[i] - b[i]) / (2 * e), u[0][i]);
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
#line 2014 "chapters/08-chaos.nw"
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
        dp_rk4_step(&p, DP_MODEL_CORRECT, s, 0.01);
        ck_assert_msg(fabs(s[0]) < M_PI && fabs(s[1]) < M_PI,
                      "forbidden pixel %g %g flipped", th1, th2);
      }
      checked++;
    }
  ck_assert(checked > 10);
}
END_TEST
#line 2053 "chapters/08-chaos.nw"
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

START_TEST(reference_matches_fine_rk4)
{
  dp_params p = dp_params_default();
  double ref[3 * 4], s[DP_NSTATE];
  ck_assert(dp_reference_path(&p, S120, 1, 2, 1e-13, ref, NULL) == DP_OK);
  memcpy(s, S120, sizeof s);
  for (int k = 0; k < 8000; k++) dp_rk4_step(&p, DP_MODEL_CORRECT, s, 0.00025);
  for (int i = 0; i < 4; i++)
    ck_assert_msg(fabs(ref[8 + i] - s[i]) < 1e-10, "component %d: %g vs %g", i, ref[8 + i], s[i]);
}
END_TEST

#line 1873 "chapters/08-chaos.nw"
Suite *chaos_suite(void)
{
  Suite *s = suite_create("chaos");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 2086 "chapters/08-chaos.nw"
  tcase_add_test(tc, jacobian_matches_ad);
  tcase_add_test(tc, jacobian_matches_finite_differences);
  tcase_add_test(tc, tangent_step_is_rk4_derivative);
  tcase_add_test(tc, twin_and_tangent_agree);
  tcase_add_test(tc, spectrum_pairs_and_sum);
  tcase_add_test(tc, regular_start_shrinks);
  tcase_add_test(tc, lyapunov_rejects_bad_options);
  tcase_add_test(tc, flipmap_threads_identical);
  tcase_add_test(tc, forbidden_pixels_never_flip);
  tcase_add_test(tc, poincare_crossing_converges);
  tcase_add_test(tc, reference_matches_fine_rk4);
  #line 1879 "chapters/08-chaos.nw"
  suite_add_tcase(s, tc);
  return s;
}
