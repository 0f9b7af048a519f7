#line 15 "program/54-tests-paper.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_integrate.h"
#include "dp_compare.h"
#include "dp_modes.h"
#line 49 "program/54-tests-paper.nw"
START_TEST(paper_model_is_euler_lagrange_of_its_potential)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 6);
  double worst = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], a[2], R[2], S, M[4], sigma[2];
    dp_random_case(r, &p, s);
    ck_assert_int_eq(dp_accel(&p, DP_MODEL_PAPER, s, a), DP_OK);
    dp_el_residual(&p, DP_POTENTIAL_PAPER, s, a, R, &S);
    dp_mass_matrix(&p, DP_MODEL_PAPER, s, M);
    double det = M[0] * M[3] - M[1] * M[2];
    double da[2] = { (M[3] * R[0] - M[1] * R[1]) / det, (M[0] * R[1] - M[2] * R[0]) / det };
    double e[2] = { S, S };
    dp_rounding_scale(&p, s, a, e, sigma);
    double r_el = fmax(fabs(da[0]) / sigma[0], fabs(da[1]) / sigma[1]) / (DBL_EPSILON / 2);
    ck_assert_msg(r_el <= DP_SOLVE_BOUND, "state %d: scaled residual %g", k, r_el);
    worst = fmax(worst, r_el);
  }
  gsl_rng_free(r);
  fprintf(stderr, "paper model vs its Lagrangian: worst %.3g units of rounding\n", worst);
}
END_TEST
#line 84 "program/54-tests-paper.nw"
START_TEST(small_oscillation_models_as_printed)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 7);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], a[2];
    dp_random_case(r, &p, s);
    double m1 = p.m1, m2 = p.m2, L1 = p.l1, L2 = p.l2, g = p.g;
    double th1 = s[DP_TH1], th2 = s[DP_TH2], w1 = s[DP_W1], w2 = s[DP_W2];
    double Delta = th2 - th1;
    ck_assert_int_eq(dp_accel(&p, DP_MODEL_PAPER_SMALL, s, a), DP_OK);
    double t1[4] = { (m1 + m2) * L1 * L1 * a[0], m2 * L1 * L2 * a[1],
                     -m2 * L1 * L2 * w2 * w2, m1 * g * L1 * th1 };
    double t2[4] = { m2 * L2 * L2 * a[1], m2 * L1 * L2 * a[0],
                     m2 * L1 * L2 * w1 * w1 * Delta, m2 * g * L2 * th2 };
    #line 113 "program/54-tests-paper.nw"
    {
      double sum1 = 0, abs1 = 0, sum2 = 0, abs2 = 0;
      for (int i = 0; i < 4; i++) {
        sum1 += t1[i], abs1 += fabs(t1[i]);
        sum2 += t2[i], abs2 += fabs(t2[i]);
      }
      double cond = M_SQRT2 * (m1 + m2) / m1;
      ck_assert_msg(fabs(sum1) <= 64 * cond * DBL_EPSILON / 2 * abs1,
                    "state %d: eq. 1 %g of %g", k, sum1, abs1);
      ck_assert_msg(fabs(sum2) <= 64 * cond * DBL_EPSILON / 2 * abs2,
                    "state %d: eq. 2 %g of %g", k, sum2, abs2);
    }
    #line 101 "program/54-tests-paper.nw"
    ck_assert_int_eq(dp_accel(&p, DP_MODEL_LINEAR, s, a), DP_OK);
    double u1[4] = { (m1 + m2) * L1 * L1 * a[0], m2 * L1 * L2 * a[1],
                     (m1 + m2) * g * L1 * th1, 0 };
    double u2[4] = { m2 * L1 * L2 * a[0], m2 * L2 * L2 * a[1], m2 * g * L2 * th2, 0 };
    for (int i = 0; i < 4; i++) t1[i] = u1[i], t2[i] = u2[i];
    #line 113 "program/54-tests-paper.nw"
    {
      double sum1 = 0, abs1 = 0, sum2 = 0, abs2 = 0;
      for (int i = 0; i < 4; i++) {
        sum1 += t1[i], abs1 += fabs(t1[i]);
        sum2 += t2[i], abs2 += fabs(t2[i]);
      }
      double cond = M_SQRT2 * (m1 + m2) / m1;
      ck_assert_msg(fabs(sum1) <= 64 * cond * DBL_EPSILON / 2 * abs1,
                    "state %d: eq. 1 %g of %g", k, sum1, abs1);
      ck_assert_msg(fabs(sum2) <= 64 * cond * DBL_EPSILON / 2 * abs2,
                    "state %d: eq. 2 %g of %g", k, sum2, abs2);
    }
  #line 107 "program/54-tests-paper.nw"
  }
  gsl_rng_free(r);
}
END_TEST
#line 140 "program/54-tests-paper.nw"
static double accel_gap(const dp_params *p, dp_model a, dp_model b, const double dir[DP_NSTATE],
                        double eps)
{
  double s[DP_NSTATE], x[2], y[2];
  for (int i = 0; i < DP_NSTATE; i++) s[i] = eps * dir[i];
  dp_accel(p, a, s, x);
  dp_accel(p, b, s, y);
  return hypot(x[0] - y[0], x[1] - y[1]);
}

START_TEST(orders_of_the_dropped_terms)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 8);
  double worst_lin = 0, worst_sml = 0;
  for (int k = 0; k < 1000; k++) {
    dp_params p;
    double dir[DP_NSTATE], M[4], x[2], y[2];
    dp_random_case(r, &p, dir);
    double eps = 1e-5, s[DP_NSTATE];
    double lin = log2(accel_gap(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, dir, eps)
                      / accel_gap(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, dir, eps / 2));
    ck_assert_msg(fabs(lin - 3) < 0.05, "case %d: correct - linear has order %g", k, lin);
    worst_lin = fmax(worst_lin, fabs(lin - 3));
    #line 173 "program/54-tests-paper.nw"
    double rel[2];
    for (int n = 0; n < 2; n++) {
      double e = n == 0 ? 1e-6 : 1e-7;
      for (int i = 0; i < DP_NSTATE; i++) s[i] = e * dir[i];
      dp_accel(&p, DP_MODEL_PAPER, s, x);
      dp_accel(&p, DP_MODEL_PAPER_SMALL, s, y);
      dp_mass_matrix(&p, DP_MODEL_LINEAR, s, M);
      double f1 = -p.m2 * p.l1 * p.l2 * s[DP_W2] * s[DP_W2], det = M[0] * M[3] - M[1] * M[2];
      double lead[2] = { M[3] * f1 / det, -M[2] * f1 / det };
      rel[n] = hypot(x[0] - y[0] - lead[0], x[1] - y[1] - lead[1]) / hypot(lead[0], lead[1]);
    }
    ck_assert_msg(rel[1] <= 0.15 * rel[0] + 1e-5,
                  "case %d: paper - paper-small off its leading term by %g, then %g",
                  k, rel[0], rel[1]);
    worst_sml = fmax(worst_sml, rel[1]);
  #line 165 "program/54-tests-paper.nw"
  }
  gsl_rng_free(r);
  fprintf(stderr, "orders: correct - linear within %.2g of 3; paper - paper-small "
          "off its leading term by at most %.2g at eps = 1e-7\n", worst_lin, worst_sml);
}
END_TEST
#line 195 "program/54-tests-paper.nw"
START_TEST(paper_model_conserves_only_its_own_energy)
{
  dp_params p = { 0.5, 1, 1, 1, 9.81 };
  double s[DP_NSTATE] = { M_PI / 6, M_PI / 6, 0, 0 };
  double Ep0 = dp_kinetic(&p, s) + dp_potential_paper(&p, s), E0 = dp_energy(&p, s);
  double worst_paper = 0, worst_true = 0, Es = dp_energy_scale(&p);
  for (int k = 0; k < 5000; k++) {
    dp_rk4_step(&p, DP_MODEL_PAPER, s, 1e-3);
    double Ep = dp_kinetic(&p, s) + dp_potential_paper(&p, s);
    worst_paper = fmax(worst_paper, fabs(Ep - Ep0) / Es);
    worst_true = fmax(worst_true, fabs(dp_energy(&p, s) - E0) / Es);
  }
  ck_assert_msg(worst_paper < 1e-10, "paper energy drifts by %g", worst_paper);
  ck_assert_msg(worst_true > 1e-3, "true energy drifts by only %g", worst_true);
}
END_TEST
#line 217 "program/54-tests-paper.nw"
static double blowup_time(double h)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 40 * M_PI / 180, 40 * M_PI / 180, 0, 0 };
  long n = lround(10 / h);
  for (long k = 0; k < n; k++) {
    dp_rk4_step(&p, DP_MODEL_PAPER_SMALL, s, h);
    if (dp_state_check(s, NULL) != DP_OK)
      return (k + 1) * h;
  }
  return INFINITY;
}

START_TEST(printed_small_equations_blow_up_at_40_degrees)
{
  double t1 = blowup_time(1e-3), t2 = blowup_time(2.5e-4);
  ck_assert_msg(t1 < 10 && fabs(t1 - t2) < 0.01, "blow-up at %g s and %g s", t1, t2);
}
END_TEST
#line 259 "program/54-tests-paper.nw"
typedef struct {
  long n;
  double t[10001], a[10001][2], b[10001][2], drift[10001][2];
} compare_rows;

static int keep_row(void *ctx, const dp_compare_row *r)
{
  compare_rows *rows = ctx;
  if (rows->n >= 10001)
    return 1;
  rows->t[rows->n] = r->t;
  for (int i = 0; i < 2; i++) {
    rows->a[rows->n][i] = r->a[i];
    rows->b[rows->n][i] = r->b[i];
    rows->drift[rows->n][i] = r->drift[i];
  }
  rows->n++;
  return 0;
}

START_TEST(compare_run_matches_reference_and_modal_solution)
{
  static compare_rows rows;
  dp_params p = dp_params_default();
  double th0 = 4 * M_PI / 180, s0[DP_NSTATE] = { th0, th0, 0, 0 }, h = 1e-3;
  dp_compare_stats st;
  rows.n = 0;
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, s0, 10, h, h,
                                  keep_row, &rows, &st, NULL), DP_OK);
  ck_assert_int_eq(rows.n, 10001);
  #line 297 "program/54-tests-paper.nw"
  dp_modes x;
  ck_assert_int_eq(dp_modes_closed(&p, DP_MODEL_LINEAR, &x, NULL), DP_OK);
  double c1 = (x.shape[1] * th0 - th0) / (x.shape[1] - x.shape[0]), c2 = th0 - c1;
  double a[DP_NSTATE] = { th0, th0, 0, 0 }, E0 = dp_energy(&p, s0), Es = dp_energy_scale(&p);
  double mx[2] = { 0, 0 }, amp[2] = { th0, th0 }, drift[2] = { 0, 0 }, tol = 1e-9;
  static double diff[10001];
  for (long k = 0; k < rows.n; k++) {
    double t = k * h, b[DP_NSTATE];
    if (k > 0)
      ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, a, h, 1e-12, NULL), DP_OK);
    double q1 = c1 * cos(x.omega[0] * t), q2 = c2 * cos(x.omega[1] * t);
    double u1 = -c1 * x.omega[0] * sin(x.omega[0] * t);
    double u2 = -c2 * x.omega[1] * sin(x.omega[1] * t);
    b[0] = q1 + q2, b[1] = x.shape[0] * q1 + x.shape[1] * q2;
    b[2] = u1 + u2, b[3] = x.shape[0] * u1 + x.shape[1] * u2;
    double da = (dp_energy(&p, a) - E0) / Es, db = (dp_energy(&p, b) - E0) / Es;
    ck_assert_msg(fabs(rows.t[k] - t) <= 1e-12, "row %ld at t = %.17g", k, rows.t[k]);
    for (int i = 0; i < 2; i++) {
      ck_assert_msg(fabs(rows.a[k][i] - a[i]) <= tol && fabs(rows.b[k][i] - b[i]) <= tol,
                    "row %ld angle %d: %g, %g", k, i, rows.a[k][i] - a[i], rows.b[k][i] - b[i]);
      mx[i] = fmax(mx[i], fabs(b[i] - a[i]));
    }
    ck_assert_msg(fabs(rows.drift[k][0] - da) <= tol && fabs(rows.drift[k][1] - db) <= tol,
                  "row %ld drift", k);
    diff[k] = fmax(fabs(b[0] - a[0]), fabs(b[1] - a[1]));
    amp[0] = fmax(amp[0], fmax(fabs(a[0]), fabs(a[1])));
    amp[1] = fmax(amp[1], fmax(fabs(b[0]), fabs(b[1])));
    drift[0] = fmax(drift[0], fabs(da)), drift[1] = fmax(drift[1], fabs(db));
  }
  for (int i = 0; i < 2; i++) {
    ck_assert_msg(fabs(st.max_diff[i] - mx[i]) <= tol, "max_diff %d: %g vs %g",
                  i, st.max_diff[i], mx[i]);
    ck_assert_msg(fabs(st.amp[i] - amp[i]) <= tol, "amp %d", i);
    ck_assert_msg(fabs(st.drift[i] - drift[i]) <= tol, "drift %d: %g vs %g",
                  i, st.drift[i], drift[i]);
  }
  long kt = lround(st.t_max_diff / h);
  ck_assert_msg(fabs(kt * h - st.t_max_diff) <= 1e-9 && kt >= 0 && kt < rows.n,
                "t_max_diff %g is no step", st.t_max_diff);
  ck_assert_msg(diff[kt] >= fmax(mx[0], mx[1]) - 2 * tol,
                "at t_max_diff the difference is %g of %g", diff[kt], fmax(mx[0], mx[1]));
  ck_assert(st.blowup_t == -1);
#line 290 "program/54-tests-paper.nw"
}
END_TEST
#line 349 "program/54-tests-paper.nw"
START_TEST(compare_run_symmetries)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 9);
  for (int k = 0; k < 40; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_model ma = (dp_model)(k % DP_NMODELS), mb = (dp_model)((k / DP_NMODELS) % DP_NMODELS);
    dp_compare_stats x, y, z;
    int rx = dp_compare_run(&p, ma, ma, s, 1, 1e-3, 0.01, NULL, NULL, &x, NULL);
    ck_assert_msg(x.max_diff[0] == 0 && x.max_diff[1] == 0, "case %d: self-difference", k);
    ck_assert(x.amp[0] == x.amp[1] && x.drift[0] == x.drift[1]);
    int ry = dp_compare_run(&p, ma, mb, s, 1, 1e-3, 0.01, NULL, NULL, &y, NULL);
    int rz = dp_compare_run(&p, mb, ma, s, 1, 1e-3, 0.01, NULL, NULL, &z, NULL);
    ck_assert_int_eq(ry, rz);
    ck_assert(rx == DP_OK || rx == DP_ERANGE);
    ck_assert(y.max_diff[0] == z.max_diff[0] && y.max_diff[1] == z.max_diff[1]);
    ck_assert(y.t_max_diff == z.t_max_diff && y.blowup_t == z.blowup_t);
    ck_assert(y.amp[0] == z.amp[1] && y.amp[1] == z.amp[0]);
    ck_assert(y.drift[0] == z.drift[1] && y.drift[1] == z.drift[0]);
  }
  gsl_rng_free(r);
}
END_TEST
#line 381 "program/54-tests-paper.nw"
static int stop_at_once(void *ctx, const dp_compare_row *r)
{
  (void)r;
  ++*(int *)ctx;
  return 1;
}

START_TEST(compare_run_blow_up_and_contract)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 40 * M_PI / 180, 40 * M_PI / 180, 0, 0 };
  dp_compare_stats st;
  dp_error err;
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_PAPER_SMALL, s, 10, 1e-3,
                                  0.05, NULL, NULL, &st, &err), DP_ERANGE);
  ck_assert_msg(fabs(st.blowup_t - blowup_time(1e-3)) < 1e-9, "blow-up at %g", st.blowup_t);
  ck_assert(isfinite(st.max_diff[0]) && isfinite(st.max_diff[1]) && isfinite(st.drift[1]));
  int calls = 0;
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, s, 1, 1e-3, 0.1,
                                  stop_at_once, &calls, &st, &err), DP_EIO);
  ck_assert_int_eq(calls, 1);
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_NMODELS, s, 1, 1e-3, 0.1,
                                  NULL, NULL, &st, &err), DP_EINVAL);
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, s, 1, 0.2, 0.1,
                                  NULL, NULL, &st, &err), DP_EINVAL);
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, s, 0, 1e-3, 0.1,
                                  NULL, NULL, &st, &err), DP_EINVAL);
}
END_TEST
#line 26 "program/54-tests-paper.nw"
Suite *paper_suite(void)
{
  Suite *s = suite_create("paper");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 413 "program/54-tests-paper.nw"
  tcase_add_test(tc, paper_model_is_euler_lagrange_of_its_potential);
  tcase_add_test(tc, small_oscillation_models_as_printed);
  tcase_add_test(tc, orders_of_the_dropped_terms);
  tcase_add_test(tc, paper_model_conserves_only_its_own_energy);
  tcase_add_test(tc, printed_small_equations_blow_up_at_40_degrees);
  tcase_add_test(tc, compare_run_matches_reference_and_modal_solution);
  tcase_add_test(tc, compare_run_symmetries);
  tcase_add_test(tc, compare_run_blow_up_and_contract);
  #line 32 "program/54-tests-paper.nw"
  suite_add_tcase(s, tc);
  return s;
}
