#line 40 "program/54-tests-paper.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_ode.h"
#include "dp_compare.h"
#include "dp_modes.h"
#line 74 "program/54-tests-paper.nw"
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
#line 109 "program/54-tests-paper.nw"
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
    #line 138 "program/54-tests-paper.nw"
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
    #line 126 "program/54-tests-paper.nw"
    ck_assert_int_eq(dp_accel(&p, DP_MODEL_LINEAR, s, a), DP_OK);
    double u1[4] = { (m1 + m2) * L1 * L1 * a[0], m2 * L1 * L2 * a[1],
                     (m1 + m2) * g * L1 * th1, 0 };
    double u2[4] = { m2 * L1 * L2 * a[0], m2 * L2 * L2 * a[1], m2 * g * L2 * th2, 0 };
    for (int i = 0; i < 4; i++) t1[i] = u1[i], t2[i] = u2[i];
    #line 138 "program/54-tests-paper.nw"
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
  #line 132 "program/54-tests-paper.nw"
  }
  gsl_rng_free(r);
}
END_TEST
#line 165 "program/54-tests-paper.nw"
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
    #line 198 "program/54-tests-paper.nw"
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
  #line 190 "program/54-tests-paper.nw"
  }
  gsl_rng_free(r);
  fprintf(stderr, "orders: correct - linear within %.2g of 3; paper - paper-small "
          "off its leading term by at most %.2g at eps = 1e-7\n", worst_lin, worst_sml);
}
END_TEST
#line 220 "program/54-tests-paper.nw"
START_TEST(paper_model_conserves_only_its_own_energy)
{
  dp_params p = { 0.5, 1, 1, 1, 9.81 };
  double s[DP_NSTATE] = { M_PI / 6, M_PI / 6, 0, 0 };
  double Ep0 = dp_kinetic(&p, s) + dp_potential_paper(&p, s), E0 = dp_energy(&p, s);
  double worst_paper = 0, worst_true = 0, Es = dp_energy_scale(&p);
  for (int k = 0; k < 5000; k++) {
    dp_pendulum_rk4(&p, DP_MODEL_PAPER, s, 1e-3);
    double Ep = dp_kinetic(&p, s) + dp_potential_paper(&p, s);
    worst_paper = fmax(worst_paper, fabs(Ep - Ep0) / Es);
    worst_true = fmax(worst_true, fabs(dp_energy(&p, s) - E0) / Es);
  }
  ck_assert_msg(worst_paper < 1e-10, "paper energy drifts by %g", worst_paper);
  ck_assert_msg(worst_true > 1e-3, "true energy drifts by only %g", worst_true);
}
END_TEST
#line 242 "program/54-tests-paper.nw"
static double blowup_time(double h)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 40 * M_PI / 180, 40 * M_PI / 180, 0, 0 };
  long n = lround(10 / h);
  for (long k = 0; k < n; k++) {
    dp_pendulum_rk4(&p, DP_MODEL_PAPER_SMALL, s, h);
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
#line 284 "program/54-tests-paper.nw"
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
  #line 322 "program/54-tests-paper.nw"
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
#line 315 "program/54-tests-paper.nw"
}
END_TEST
#line 374 "program/54-tests-paper.nw"
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
#line 406 "program/54-tests-paper.nw"
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
#line 460 "program/54-tests-paper.nw"
static double log_uniform(gsl_rng *r, double lo, double hi)
{
  return exp(log(lo) + (log(hi) - log(lo)) * gsl_rng_uniform(r));
}

static void extreme_case(gsl_rng *r, int k, dp_params *p, double s[DP_NSTATE])
{
  p->m1 = log_uniform(r, 0.1, 10);
  p->m2 = p->m1 * log_uniform(r, 1e-3, 1e3);
  p->l1 = log_uniform(r, 1e-3, 1e3);
  p->l2 = log_uniform(r, 1e-3, 1e3);
  p->g = 9.81;
  double w = 2 * sqrt(p->g / fmin(p->l1, p->l2));
  for (int i = DP_TH1; i <= DP_TH2; i++)
    s[i] = M_PI * (2 * gsl_rng_uniform(r) - 1);
  for (int i = DP_W1; i <= DP_W2; i++)
    s[i] = w * (2 * gsl_rng_uniform(r) - 1);
  if (k % 4 == 3)
    s[k % 8 == 3 ? DP_TH1 : DP_TH2] = M_PI - 1e-3 * gsl_rng_uniform(r);
}
#line 488 "program/54-tests-paper.nw"
START_TEST(paper_forces_differ_by_the_missing_term)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 10);
  for (int k = 0; k < 20000; k++) {
    dp_params p;
    double s[DP_NSTATE], f[2], g[2];
    extreme_case(r, k, &p, s);
    dp_forces(&p, DP_MODEL_CORRECT, s, f);
    dp_forces(&p, DP_MODEL_PAPER, s, g);
    double k12 = p.m2 * p.l1 * p.l2, size = k12 * s[DP_W2] * s[DP_W2]
                 + (p.m1 + p.m2) * p.g * p.l1;
    double want = p.m2 * p.g * p.l1 * sin(s[DP_TH1]);
    ck_assert_msg(fabs(g[0] - f[0] - want) <= 8 * DBL_EPSILON * size,
                  "case %d: f1 differs by %g, not %g", k, g[0] - f[0], want);
    ck_assert_msg(g[1] == f[1], "case %d: f2 differs", k);
  }
  gsl_rng_free(r);
}
END_TEST
#line 514 "program/54-tests-paper.nw"
START_TEST(orders_at_extreme_parameters)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 13);
  double worst = 0;
  for (int k = 0; k < 2000; k++) {
    dp_params p;
    double dir[DP_NSTATE];
    extreme_case(r, 0, &p, dir);
    double eps = 1e-5;
    double lin = log2(accel_gap(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, dir, eps)
                      / accel_gap(&p, DP_MODEL_CORRECT, DP_MODEL_LINEAR, dir, eps / 2));
    ck_assert_msg(fabs(lin - 3) < 0.05, "case %d: correct - linear has order %g", k, lin);
    worst = fmax(worst, fabs(lin - 3));
  }
  gsl_rng_free(r);
  fprintf(stderr, "orders at extreme parameters: within %.2g of 3\n", worst);
}
END_TEST
#line 544 "program/54-tests-paper.nw"
START_TEST(mirror_symmetry_of_the_models)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 11);
  for (int k = 0; k < 20000; k++) {
    dp_params p;
    double s[DP_NSTATE], m[DP_NSTATE], a[2], b[2], M[4];
    extreme_case(r, k, &p, s);
    for (int i = 0; i < DP_NSTATE; i++) m[i] = -s[i];
    for (int model = DP_MODEL_CORRECT; model <= DP_MODEL_LINEAR; model++) {
      if (model == DP_MODEL_PAPER_SMALL) continue;
      dp_accel(&p, (dp_model)model, s, a);
      dp_accel(&p, (dp_model)model, m, b);
      ck_assert_msg(a[0] == -b[0] && a[1] == -b[1], "case %d, %s: not odd", k,
                    dp_model_name((dp_model)model));
    }
    dp_accel(&p, DP_MODEL_PAPER_SMALL, s, a);
    dp_accel(&p, DP_MODEL_PAPER_SMALL, m, b);
    dp_mass_matrix(&p, DP_MODEL_LINEAR, s, M);
    double det = M[0] * M[3] - M[1] * M[2];
    double f1 = p.m2 * p.l1 * p.l2 * s[DP_W2] * s[DP_W2];
    double even[2] = { M[3] * f1 / det, -M[2] * f1 / det };
    double scale = fabs(a[0]) + fabs(b[0]) + fabs(a[1]) + fabs(b[1]) + fabs(even[0]);
    for (int i = 0; i < 2; i++)
      ck_assert_msg(fabs((a[i] + b[i]) / 2 - even[i]) <= 64 * DBL_EPSILON * scale,
                    "case %d: even part %d is %g, not %g", k, i, (a[i] + b[i]) / 2, even[i]);
    ck_assert(even[0] >= 0 && even[1] <= 0);
  }
  gsl_rng_free(r);
}
END_TEST
#line 591 "program/54-tests-paper.nw"
START_TEST(energies_of_the_models)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 12);
  for (int k = 0; k < 20000; k++) {
    dp_params p;
    double s[DP_NSTATE], a[2], M[4], K[4];
    extreme_case(r, k, &p, s);
    dp_accel(&p, DP_MODEL_LINEAR, s, a);
    dp_linear_matrices(&p, DP_MODEL_LINEAR, M, K, NULL);
    double r1[3] = { M[0] * a[0], M[1] * a[1], K[0] * s[DP_TH1] };
    double r2[3] = { M[2] * a[0], M[3] * a[1], K[3] * s[DP_TH2] };
    double rate = s[DP_W1] * (r1[0] + r1[1] + r1[2]) + s[DP_W2] * (r2[0] + r2[1] + r2[2]);
    double size = fabs(s[DP_W1]) * (fabs(r1[0]) + fabs(r1[1]) + fabs(r1[2]))
                + fabs(s[DP_W2]) * (fabs(r2[0]) + fabs(r2[1]) + fabs(r2[2]));
    double cond = (p.m1 + p.m2) / p.m1;
    ck_assert_msg(fabs(rate) <= 64 * cond * DBL_EPSILON * size, "case %d: dQ/dt = %g of %g",
                  k, rate, size);
  }
  gsl_rng_free(r);
  #line 617 "program/54-tests-paper.nw"
  static const double mu[] = { 1e-3, 1, 1e3 };
  for (int j = 0; j < 3; j++) {
    dp_params p = { 1, mu[j], 1, 0.5, 9.81 };
    double s[DP_NSTATE] = { 2.0, -1.0, 0, 0 }, E0 = dp_energy(&p, s), c0 = cos(s[DP_TH1]);
    double h = 1e-4 / sqrt(1 + mu[j]), worst = 0;
    for (long n = 0; n < lround(2 / h); n++) {
      dp_pendulum_rk4(&p, DP_MODEL_PAPER, s, h);
      double work = -p.m2 * p.g * p.l1 * (cos(s[DP_TH1]) - c0);
      worst = fmax(worst, fabs(dp_energy(&p, s) - E0 - work) / dp_energy_scale(&p));
    }
    ck_assert_msg(worst <= 1e-9, "m2/m1 = %g: E - E0 off the forgotten work by %g", mu[j], worst);
  }
  #line 612 "program/54-tests-paper.nw"
  #line 631 "program/54-tests-paper.nw"
  {
    dp_params p = dp_params_default();
    double s[DP_NSTATE] = { 57 * M_PI / 180, 57 * M_PI / 180, 0, 0 }, M[4], K[4];
    dp_linear_matrices(&p, DP_MODEL_LINEAR, M, K, NULL);
    double e[3], e0[3], worst[3] = { 0, 0, 0 }, Es = dp_energy_scale(&p);
    for (long n = 0; n <= 10000; n++) {
      if (n > 0)
        dp_pendulum_rk4(&p, DP_MODEL_PAPER_SMALL, s, 1e-3);
      e[0] = dp_energy(&p, s);
      e[1] = dp_kinetic(&p, s) + dp_potential_paper(&p, s);
      e[2] = 0.5 * (M[0] * s[2] * s[2] + 2 * M[1] * s[2] * s[3] + M[3] * s[3] * s[3])
             + 0.5 * (K[0] * s[0] * s[0] + K[3] * s[1] * s[1]);
      for (int i = 0; i < 3; i++) {
        if (n == 0) e0[i] = e[i];
        worst[i] = fmax(worst[i], fabs(e[i] - e0[i]) / Es);
      }
    }
    for (int i = 0; i < 3; i++)
      ck_assert_msg(worst[i] > 0.01, "energy %d changes by only %g", i, worst[i]);
  }
#line 613 "program/54-tests-paper.nw"
}
END_TEST
#line 666 "program/54-tests-paper.nw"
static double largest_difference(dp_model a, dp_model b, double deg, int *blew_up)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { deg * M_PI / 180, deg * M_PI / 180, 0, 0 };
  dp_compare_stats st;
  int rc = dp_compare_run(&p, a, b, s, 10, 1e-3, 0.05, NULL, NULL, &st, NULL);
  if (blew_up)
    *blew_up = rc == DP_ERANGE;
  return fmax(st.max_diff[0], st.max_diff[1]);
}

START_TEST(error_growth_with_amplitude)
{
  static const double A[] = { 0.25, 0.5, 1, 2, 3, 4, 6, 8, 10, 15, 20, 30, 40, 50, 57, 70 };
  for (int i = 0; i < 4; i++) {
    double l = largest_difference(DP_MODEL_CORRECT, DP_MODEL_LINEAR, A[i], NULL);
    double l2 = largest_difference(DP_MODEL_CORRECT, DP_MODEL_LINEAR, 2 * A[i], NULL);
    ck_assert_msg(fabs(l2 / l - 8) < 0.1, "linear: ratio %g at %g deg", l2 / l, A[i]);
  }
  for (int i = 0; i < 3; i++) {
    double q = largest_difference(DP_MODEL_CORRECT, DP_MODEL_PAPER_SMALL, A[i], NULL);
    double q2 = largest_difference(DP_MODEL_CORRECT, DP_MODEL_PAPER_SMALL, 2 * A[i], NULL);
    ck_assert_msg(fabs(q2 / q - 2) < 0.05, "printed: ratio %g at %g deg", q2 / q, A[i]);
    double pq = largest_difference(DP_MODEL_PAPER, DP_MODEL_PAPER_SMALL, A[i], NULL);
    ck_assert_msg(pq < 0.01 * q, "printed vs paper %g against %g at %g deg", pq, q, A[i]);
  }
  int ran = 0;
  for (int i = 0; i < 16; i++) {
    int blew_up;
    double q = largest_difference(DP_MODEL_CORRECT, DP_MODEL_PAPER_SMALL, A[i], &blew_up);
    if (blew_up) continue;
    double l = largest_difference(DP_MODEL_CORRECT, DP_MODEL_LINEAR, A[i], NULL);
    ck_assert_msg(q > l, "at %g deg the printed equations (%g) beat the linear (%g)",
                  A[i], q, l);
    ran++;
  }
  ck_assert_int_ge(ran, 14);
}
END_TEST
#line 714 "program/54-tests-paper.nw"
static int record_th1(void *ctx, const dp_compare_row *r)
{
  double *lo = ctx;
  lo[0] = fmin(lo[0], r->a[DP_TH1]);
  lo[1] = fmin(lo[1], r->b[DP_TH1]);
  return 0;
}

START_TEST(the_paper_plots)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 1, 1, 0, 0 }, lo[2] = { 1, 1 };
  dp_compare_stats st;
  ck_assert_int_eq(dp_compare_run(&p, DP_MODEL_CORRECT, DP_MODEL_PAPER_SMALL, s, 10, 1e-3,
                                  1e-3, record_th1, lo, &st, NULL), DP_OK);
  ck_assert_msg(lo[1] > 0, "printed equations: th1 reaches %g", lo[1]);
  ck_assert_msg(lo[0] < 0, "correct model: th1 stays above %g", lo[0]);
  dp_params q = { 0.5, 1, 1, 1, 9.81 };
  double u[DP_NSTATE] = { 4 * M_PI / 180, 4 * M_PI / 180, 0, 0 };
  ck_assert_int_eq(dp_compare_run(&q, DP_MODEL_CORRECT, DP_MODEL_PAPER, u, 10, 1e-3, 0.05,
                                  NULL, NULL, &st, NULL), DP_OK);
  ck_assert_msg(fmax(st.max_diff[0], st.max_diff[1]) > st.amp[0], "difference %g, motion %g",
                fmax(st.max_diff[0], st.max_diff[1]), st.amp[0]);
}
END_TEST
#line 748 "program/54-tests-paper.nw"
START_TEST(small_angle_bounds)
{
  for (int k = 1; k <= 100000; k++) {
    double th = (k % 2 ? 1 : -1) * (1e-4 + 10 * M_PI * k / 100000.0);
    double d = 1 - sin(th) / th;
    ck_assert_msg(d > 0 && d < th * th / 6, "theta %g: 1 - sin/theta = %g", th, d);
  }
  double th = 4 * M_PI / 180, ds = 1 - sin(th) / th, dc = 1 / cos(th) - 1;
  ck_assert_msg(fabs(dc / ds / 3 - 1) < 0.01, "cos error / sin error = %g", dc / ds);
}
END_TEST
#line 771 "program/54-tests-paper.nw"
START_TEST(the_missing_term_is_detectable)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 14);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], a[2], R[2], scale;
    dp_random_case(r, &p, s);
    double e = s[DP_TH1], up[DP_NSTATE] = { e, e, 0, 0 }, rest[DP_NSTATE] = { 0, 0, 0, 0 };
    double lift = p.g * (1 - cos(e)), size = p.g * ((p.m1 + p.m2) * p.l1 + p.m2 * p.l2);
    double dv = dp_potential(&p, up) - dp_potential(&p, rest);
    double dvp = dp_potential_paper(&p, up) - dp_potential_paper(&p, rest);
    double both = (p.m1 + p.m2) * p.l1 + p.m2 * p.l2;
    ck_assert_msg(fabs(dv - lift * both) <= 16 * DBL_EPSILON * size,
                  "case %d: true lift %g", k, dv);
    ck_assert_msg(fabs(dv - dvp - p.m2 * p.l1 * lift) <= 16 * DBL_EPSILON * size,
                  "case %d: the paper's lift misses %g", k, dv - dvp);
    dp_accel(&p, DP_MODEL_PAPER, s, a);
    dp_el_residual(&p, DP_POTENTIAL_TRUE, s, a, R, &scale);
    double want = p.m2 * p.g * p.l1 * sin(s[DP_TH1]);
    ck_assert_msg(fabs(fabs(R[0]) - fabs(want)) <= 1e-12 * scale && fabs(R[1]) <= 1e-12 * scale,
                  "case %d: residual %g, %g; missing term %g", k, R[0], R[1], want);
  }
  gsl_rng_free(r);
}
END_TEST
#line 51 "program/54-tests-paper.nw"
Suite *paper_suite(void)
{
  Suite *s = suite_create("paper");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 438 "program/54-tests-paper.nw"
  tcase_add_test(tc, paper_model_is_euler_lagrange_of_its_potential);
  tcase_add_test(tc, small_oscillation_models_as_printed);
  tcase_add_test(tc, orders_of_the_dropped_terms);
  tcase_add_test(tc, paper_model_conserves_only_its_own_energy);
  tcase_add_test(tc, printed_small_equations_blow_up_at_40_degrees);
  tcase_add_test(tc, compare_run_matches_reference_and_modal_solution);
  tcase_add_test(tc, compare_run_symmetries);
  tcase_add_test(tc, compare_run_blow_up_and_contract);
  #line 799 "program/54-tests-paper.nw"
  tcase_add_test(tc, the_missing_term_is_detectable);
  tcase_add_test(tc, small_angle_bounds);
  tcase_add_test(tc, paper_forces_differ_by_the_missing_term);
  tcase_add_test(tc, orders_at_extreme_parameters);
  tcase_add_test(tc, mirror_symmetry_of_the_models);
  tcase_add_test(tc, energies_of_the_models);
  tcase_add_test(tc, error_growth_with_amplitude);
  tcase_add_test(tc, the_paper_plots);
  #line 57 "program/54-tests-paper.nw"
  suite_add_tcase(s, tc);
  return s;
}
