#line 37 "program/55-tests-modes.nw"
#include <check.h>
#include <math.h>
#include <stdio.h>
#include "dp_modes.h"
#include "dp_ode.h"
#include <float.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_rng.h>
#line 70 "program/55-tests-modes.nw"
START_TEST(closed_form_matches_gsl)
{
  static const double m[] = { 0.1, 0.3, 1, 3, 10 }, l[] = { 0.3, 1, 3 };
  double worst = 0;
  for (int model = DP_MODEL_CORRECT; model <= DP_MODEL_PAPER; model++)
    for (int a = 0; a < 5; a++) for (int b = 0; b < 5; b++)
      for (int c = 0; c < 3; c++) for (int d = 0; d < 3; d++) {
        dp_params p = { m[a], m[b], l[c], l[d], 9.81 };
        dp_modes x, y;
        ck_assert_int_eq(dp_modes_closed(&p, (dp_model)model, &x, NULL), DP_OK);
        ck_assert_int_eq(dp_modes_gsl(&p, (dp_model)model, &y, NULL), DP_OK);
        for (int j = 0; j < 2; j++) {
          double e = fmax(fabs(x.omega[j] - y.omega[j]) / x.omega[j],
                          fabs(x.shape[j] - y.shape[j]) / fabs(x.shape[j]));
          ck_assert_msg(e <= 1e-12, "%s m1 %g m2 %g l1 %g l2 %g mode %d: %g",
                        dp_model_name((dp_model)model), p.m1, p.m2, p.l1, p.l2, j + 1, e);
          worst = fmax(worst, e);
        }
      }
  fprintf(stderr, "modes: closed form vs GSL, worst relative difference %.2g\n", worst);
}
END_TEST
#line 101 "program/55-tests-modes.nw"
START_TEST(equal_masses_and_lengths)
{
  for (int k = 1; k <= 5; k++) {
    double L = 0.5 * k, g = 9.81 / k;
    dp_params p = { 2.0, 2.0, L, L, g };
    dp_modes x;
    dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
    ck_assert_double_eq_tol(x.omega[0] / sqrt((2 - M_SQRT2) * g / L), 1, 1e-14);
    ck_assert_double_eq_tol(x.omega[1] / sqrt((2 + M_SQRT2) * g / L), 1, 1e-14);
    ck_assert_double_eq_tol(x.shape[0], M_SQRT2, 1e-14);
    ck_assert_double_eq_tol(x.shape[1], -M_SQRT2, 1e-14);
  }
}
END_TEST

START_TEST(equal_lengths_mass_ratio_formula)
{
  for (int k = 0; k <= 12; k++) {
    double mu = pow(10, -3 + 0.5 * k), g = 9.81, L = 1.3;
    dp_params p = { 1.0, mu, L, L, g };
    dp_modes x, y;
    dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
    dp_modes_closed(&p, DP_MODEL_PAPER, &y, NULL);
    double r = sqrt(mu * (1 + mu)), q = sqrt(mu * (4 + mu));
    double true2[2] = { g / L * (1 + mu) / ((1 + mu) + r), g / L * ((1 + mu) + r) };
    double paper2[2] = { 2 * g / (L * ((2 + mu) + q)), g / (2 * L) * ((2 + mu) + q) };
    for (int j = 0; j < 2; j++) {
      ck_assert_msg(fabs(x.omega[j] * x.omega[j] / true2[j] - 1) < 1e-13,
                    "mu %g mode %d", mu, j);
      ck_assert_msg(fabs(y.omega[j] * y.omega[j] / paper2[j] - 1) < 1e-13,
                    "mu %g paper mode %d", mu, j);
    }
  }
}
END_TEST
#line 143 "program/55-tests-modes.nw"
START_TEST(review_table_to_printed_digits)
{
  static const struct { double m1; dp_model model; double w[2]; } row[] = {
    { 0.5, DP_MODEL_PAPER, { 1.62, 6.05 } }, { 0.5, DP_MODEL_CORRECT, { 2.32, 7.31 } },
    { 1.0, DP_MODEL_PAPER, { 1.94, 5.07 } }, { 1.0, DP_MODEL_CORRECT, { 2.40, 5.79 } },
  };
  for (int i = 0; i < 4; i++) {
    dp_params p = { row[i].m1, 1, 1, 1, 9.81 };
    dp_modes x;
    dp_modes_closed(&p, row[i].model, &x, NULL);
    for (int j = 0; j < 2; j++)
      ck_assert_msg(fabs(x.omega[j] - row[i].w[j]) <= 0.005, "row %d mode %d: %.4f vs %.2f",
                    i, j + 1, x.omega[j], row[i].w[j]);
  }
}
END_TEST
#line 166 "program/55-tests-modes.nw"
START_TEST(upper_mass_to_zero)
{
  dp_params p = { 1e-6, 1, 0.7, 1.3, 9.81 };
  dp_modes x, y;
  dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
  dp_modes_closed(&p, DP_MODEL_PAPER, &y, NULL);
  double Om2_true = p.g / (p.l1 + p.l2), Om2_paper = p.m1 / p.m2 * p.g / p.l1;
  ck_assert_msg(fabs(x.omega[0] * x.omega[0] / Om2_true - 1) < 1e-5,
                "true slow %g", x.omega[0]);
  ck_assert_msg(fabs(y.omega[0] * y.omega[0] / Om2_paper - 1) < 1e-5,
                "paper slow %g", y.omega[0]);
}
END_TEST
#line 188 "program/55-tests-modes.nw"
START_TEST(linear_model_follows_modal_solution)
{
  dp_params p = { 0.5, 1, 1, 1.4, 9.81 };
  dp_modes x;
  dp_modes_closed(&p, DP_MODEL_LINEAR, &x, NULL);
  double th0[2] = { 0.07, -0.02 };
  double c1 = (x.shape[1] * th0[0] - th0[1]) / (x.shape[1] - x.shape[0]);
  double c2 = th0[0] - c1;
  double s[DP_NSTATE] = { th0[0], th0[1], 0, 0 }, h = 1e-3, worst = 0;
  for (int k = 1; k <= 10000; k++) {
    dp_pendulum_rk4(&p, DP_MODEL_LINEAR, s, h);
    double t = k * h, q1 = c1 * cos(x.omega[0] * t), q2 = c2 * cos(x.omega[1] * t);
    worst = fmax(worst, fmax(fabs(s[0] - (q1 + q2)),
                             fabs(s[1] - (x.shape[0] * q1 + x.shape[1] * q2))));
  }
  ck_assert_msg(worst < 1e-9, "RK4 vs modal solution: %g rad", worst);
}
END_TEST
#line 214 "program/55-tests-modes.nw"
START_TEST(mode_run_oscillates_at_its_frequency)
{
  dp_params p = dp_params_default();
  dp_modes x;
  dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
  double shift[2];
  for (int n = 0; n < 2; n++) {
    double a = (n == 0 ? 3.0 : 1.5) * M_PI / 180;
    double s[DP_NSTATE] = { a, M_SQRT2 * a, 0, 0 };
    dp_frequency f;
    ck_assert_int_eq(dp_measure_frequency(&p, DP_MODEL_LINEAR, s, 20, 1e-3, &f, NULL), DP_OK);
    ck_assert_msg(fabs(f.omega / x.omega[0] - 1) < 1e-9, "linear: %.12g", f.omega);
    ck_assert_int_eq(dp_measure_frequency(&p, DP_MODEL_CORRECT, s, 20, 1e-3, &f, NULL), DP_OK);
    shift[n] = f.omega / x.omega[0] - 1;
    ck_assert_msg(fabs(shift[n]) < f.amp[1] * f.amp[1] / 16, "shift %g at amplitude %g",
                  shift[n], f.amp[1]);
    ck_assert_msg(shift[n] < 0, "the frequency rises with amplitude: %g", shift[n]);
  }
  ck_assert_msg(fabs(shift[0] / shift[1] - 4) < 0.05, "shift ratio %g", shift[0] / shift[1]);
  double extrapolated = (4 * shift[1] - shift[0]) / 3;
  ck_assert_msg(fabs(extrapolated) < 1e-6, "extrapolated shift %g", extrapolated);
  double s[DP_NSTATE] = { 4 * M_PI / 180, 4 * M_PI / 180, 0, 0 };
  dp_frequency f;
  dp_measure_frequency(&p, DP_MODEL_CORRECT, s, 20, 1e-3, &f, NULL);
  ck_assert_msg(f.spread > 0.05, "a mixed start has half periods spread by %g", f.spread);
  fprintf(stderr, "mode 1: shift %.3g at 3 deg, %.3g at 1.5 deg, extrapolated %.2g\n",
          shift[0], shift[1], extrapolated);
  #line 250 "program/55-tests-modes.nw"
  double fast[2];
  for (int n = 0; n < 2; n++) {
    double a = (n == 0 ? 3.0 : 1.5) * M_PI / 180;
    double s2[DP_NSTATE] = { a, x.shape[1] * a, 0, 0 };
    ck_assert_int_eq(dp_measure_frequency(&p, DP_MODEL_CORRECT, s2, 20, 1e-3, &f, NULL), DP_OK);
    fast[n] = f.omega / x.omega[1] - 1;
    ck_assert_msg(fast[n] < 0 && fabs(fast[n]) > fabs(shift[n]), "fast shift %g, slow %g",
                  fast[n], shift[n]);
  }
  ck_assert_msg(fabs(fast[0] / fast[1] - 4) < 0.05, "fast shift ratio %g", fast[0] / fast[1]);
#line 242 "program/55-tests-modes.nw"
}
END_TEST
#line 268 "program/55-tests-modes.nw"
START_TEST(modes_helpers)
{
  dp_params p = { 0.5, 1, 1, 1.4, 9.81 };
  dp_modes x, y;
  dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
  ck_assert(dp_modes_rel_diff(&x, &x) == 0);
  y = x;
  y.omega[1] *= 1 + 1e-6;
  y.shape[0] *= 1 - 3e-7;
  ck_assert_double_eq_tol(dp_modes_rel_diff(&x, &y), 1e-6, 1e-15);
  for (int j = 0; j < 2; j++) {
    double s[DP_NSTATE] = { 0.01, 0.01 * x.shape[j], 0, 0 };
    dp_frequency f;
    ck_assert_int_eq(dp_measure_frequency(&p, DP_MODEL_LINEAR, s, 20, 1e-3, &f, NULL), DP_OK);
    ck_assert_int_eq(dp_modes_nearest(&x, f.omega), j);
  }
}
END_TEST
#line 298 "program/55-tests-modes.nw"
static double log_uniform(gsl_rng *r, double lo, double hi)
{
  return exp(log(lo) + (log(hi) - log(lo)) * gsl_rng_uniform(r));
}

static dp_params extreme_params(gsl_rng *r)
{
  dp_params p;
  p.m1 = log_uniform(r, 0.1, 10);
  p.m2 = p.m1 * log_uniform(r, 1e-3, 1e3);
  p.l1 = log_uniform(r, 1e-3, 1e3);
  p.l2 = log_uniform(r, 1e-3, 1e3);
  p.g = 9.81;
  return p;
}
#line 323 "program/55-tests-modes.nw"
START_TEST(frequencies_are_roots_and_ordered)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 21);
  for (int k = 0; k < 20000; k++) {
    dp_params p = extreme_params(r), q = p;
    q.m1 *= 7, q.m2 *= 7;
    for (int model = DP_MODEL_CORRECT; model <= DP_MODEL_PAPER; model++) {
      dp_modes x, y;
      double M[4], K[4];
      dp_modes_closed(&p, (dp_model)model, &x, NULL);
      dp_modes_closed(&q, (dp_model)model, &y, NULL);
      dp_linear_matrices(&p, (dp_model)model, M, K, NULL);
      ck_assert_msg(isfinite(x.omega[1]) && 0 < x.omega[0] && x.omega[0] < x.omega[1],
                    "case %d: omega %g, %g", k, x.omega[0], x.omega[1]);
      for (int j = 0; j < 2; j++) {
        double L = x.omega[j] * x.omega[j];
        double d1 = (K[0] - L * M[0]) * (K[3] - L * M[3]), d2 = L * L * M[1] * M[2];
        double size = (K[0] + L * M[0]) * (K[3] + L * M[3]) + d2;
        ck_assert_msg(fabs(d1 - d2) <= 1e-11 * size, "case %d mode %d: det %g of %g",
                      k, j, d1 - d2, size);
        ck_assert_msg(fabs(y.omega[j] / x.omega[j] - 1) <= 1e-13
                      && fabs(y.shape[j] / x.shape[j] - 1) <= 1e-11,
                      "case %d mode %d: scaling the masses changes the mode", k, j);
      }
    }
  }
  gsl_rng_free(r);
}
END_TEST
#line 366 "program/55-tests-modes.nw"
START_TEST(mode_shapes_signs_and_orthogonality)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 22);
  for (int k = 0; k < 20000; k++) {
    dp_params p = extreme_params(r);
    for (int model = DP_MODEL_CORRECT; model <= DP_MODEL_PAPER; model++) {
      dp_modes x;
      double M[4], K[4];
      dp_modes_closed(&p, (dp_model)model, &x, NULL);
      dp_linear_matrices(&p, (dp_model)model, M, K, NULL);
      double a = x.shape[0], b = x.shape[1];
      ck_assert_msg(a > 0 && b < 0, "case %d: shapes %g, %g", k, a, b);
      if (model == DP_MODEL_CORRECT)
        ck_assert_msg(a > 1, "case %d: true slow shape %g", k, a);
      double norm = sqrt(1 + a * a) * sqrt(1 + b * b);
      double mo = M[0] + M[1] * b + M[2] * a + M[3] * a * b;
      double ko = K[0] + K[3] * a * b;
      ck_assert_msg(fabs(mo) <= 1e-11 * norm * (M[0] + 2 * M[1] + M[3]),
                    "case %d: v-' M v+ = %g", k, mo);
      ck_assert_msg(fabs(ko) <= 1e-11 * norm * (K[0] + K[3]), "case %d: v-' K v+ = %g", k, ko);
    }
  }
  gsl_rng_free(r);
}
END_TEST
#line 398 "program/55-tests-modes.nw"
START_TEST(paper_shapes_are_golden)
{
  double phi = (1 + sqrt(5)) / 2;
  for (int k = 1; k <= 5; k++) {
    dp_params p = { 0.3 * k, 0.3 * k, 0.7 * k, 0.7 * k, 9.81 };
    dp_modes x;
    dp_modes_closed(&p, DP_MODEL_PAPER, &x, NULL);
    ck_assert_double_eq_tol(x.shape[0], 1 / phi, 1e-14);
    ck_assert_double_eq_tol(x.shape[1], -phi, 1e-14);
  }
}
END_TEST
#line 421 "program/55-tests-modes.nw"
START_TEST(paper_lowers_both_frequencies)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 23);
  for (int k = 0; k < 20000; k++) {
    dp_params p = extreme_params(r);
    dp_modes t, q;
    dp_modes_closed(&p, DP_MODEL_CORRECT, &t, NULL);
    dp_modes_closed(&p, DP_MODEL_PAPER, &q, NULL);
    double es = q.omega[0] / t.omega[0] - 1, ef = q.omega[1] / t.omega[1] - 1;
    ck_assert_msg(es <= 4 * DBL_EPSILON && ef <= 4 * DBL_EPSILON, "case %d: %g, %g", k, es, ef);
    if (p.l2 <= p.l1)
      ck_assert_msg(es < ef, "case %d: l2 <= l1 but the slow error %g is not the larger (%g)",
                    k, es, ef);
    double prev = 0;
    for (int j = 0; j <= 12; j++) {
      dp_params u = { 1, pow(10, -3 + 0.5 * j), p.l1, p.l2, 9.81 };
      dp_modes_closed(&u, DP_MODEL_CORRECT, &t, NULL);
      dp_modes_closed(&u, DP_MODEL_PAPER, &q, NULL);
      double err = 1 - q.omega[0] / t.omega[0];
      ck_assert_msg(err > prev, "case %d: slow error %g at mu %g after %g", k, err, u.m2, prev);
      prev = err;
    }
  }
  gsl_rng_free(r);
}
END_TEST
#line 460 "program/55-tests-modes.nw"
static int near(double x, double y, double tol)
{
  return fabs(x / y - 1) <= tol;
}

START_TEST(limits_of_the_frequencies)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 24);
  for (int k = 0; k < 1000; k++) {
    dp_params p = { log_uniform(r, 0.3, 3), log_uniform(r, 0.3, 3), log_uniform(r, 0.3, 3),
                    log_uniform(r, 0.3, 3), 9.81 }, u;
    dp_modes t, q;
    double g = p.g, l1 = p.l1, l2 = p.l2;
    u = p, u.m1 = 1e-9 * p.m2;
    dp_modes_closed(&u, DP_MODEL_CORRECT, &t, NULL);
    dp_modes_closed(&u, DP_MODEL_PAPER, &q, NULL);
    ck_assert(near(u.m1 * t.omega[1] * t.omega[1], u.m2 * g * (l1 + l2) / (l1 * l2), 1e-5));
    ck_assert(near(u.m1 * q.omega[1] * q.omega[1], u.m2 * g / l2, 1e-5));
    ck_assert(near(t.omega[0] * t.omega[0], g / (l1 + l2), 1e-5));
    u = p, u.m2 = 1e-9 * p.m1;
    double lo = g / fmax(l1, l2), hi = g / fmin(l1, l2);
    for (int model = DP_MODEL_CORRECT; model <= DP_MODEL_PAPER; model++) {
      dp_modes_closed(&u, (dp_model)model, &t, NULL);
      ck_assert_msg(near(t.omega[0] * t.omega[0], lo, 1e-2)
                    && near(t.omega[1] * t.omega[1], hi, 1e-2),
                    "case %d: m2 -> 0: %g, %g against %g, %g",
                    k, t.omega[0], t.omega[1], lo, hi);
    }
    u = p, u.l2 = 1e-9 * p.l1;
    dp_modes_closed(&u, DP_MODEL_CORRECT, &t, NULL);
    dp_modes_closed(&u, DP_MODEL_PAPER, &q, NULL);
    ck_assert(near(t.omega[0] * t.omega[0], g / l1, 1e-5));
    ck_assert(near(q.omega[0] * q.omega[0], u.m1 * g / ((u.m1 + u.m2) * l1), 1e-5));
  }
  gsl_rng_free(r);
}
END_TEST
#line 511 "program/55-tests-modes.nw"
START_TEST(triple_pendulum_frequencies)
{
  double M[9], K[9] = { 3, 0, 0, 0, 2, 0, 0, 0, 1 };
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      M[3 * i + j] = 3 - (i > j ? i : j);
  gsl_matrix_view A = gsl_matrix_view_array(K, 3, 3), B = gsl_matrix_view_array(M, 3, 3);
  gsl_vector *e = gsl_vector_alloc(3);
  gsl_eigen_gensymm_workspace *w = gsl_eigen_gensymm_alloc(3);
  ck_assert_int_eq(gsl_eigen_gensymm(&A.matrix, &B.matrix, e, w), 0);
  for (int j = 0; j < 3; j++) {
    double x = gsl_vector_get(e, j);
    ck_assert_msg(x > 0 && fabs(((x - 9) * x + 18) * x - 6) < 1e-12 * 6, "root %g", x);
  }
  gsl_eigen_gensymm_free(w);
  gsl_vector_free(e);
}
END_TEST
#line 542 "program/55-tests-modes.nw"
START_TEST(single_frequency_starts)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 25);
  for (int k = 0; k < 20; k++) {
    dp_params p = { log_uniform(r, 0.3, 3), log_uniform(r, 0.3, 3), log_uniform(r, 0.3, 3),
                    log_uniform(r, 0.3, 3), 9.81 };
    dp_modes x;
    dp_modes_closed(&p, DP_MODEL_LINEAR, &x, NULL);
    for (int j = 0; j < 2; j++) {
      double T = 40 * M_PI / x.omega[0], h = 2 * M_PI / x.omega[1] / 2000;
      double at_rest[DP_NSTATE] = { 0.01, 0.01 * x.shape[j], 0, 0 };
      double moving[DP_NSTATE] = { 0, 0, 0.01 * x.omega[j], 0.01 * x.omega[j] * x.shape[j] };
      dp_frequency f;
      int rc = dp_measure_frequency(&p, DP_MODEL_LINEAR, at_rest, T, h, &f, NULL);
      ck_assert_int_eq(rc, DP_OK);
      ck_assert_msg(fabs(f.omega / x.omega[j] - 1) < 1e-8 && f.spread < 1e-6,
                    "case %d mode %d at rest: %g, spread %g", k, j, f.omega, f.spread);
      rc = dp_measure_frequency(&p, DP_MODEL_LINEAR, moving, T, h, &f, NULL);
      ck_assert_int_eq(rc, DP_OK);
      ck_assert_msg(fabs(f.omega / x.omega[j] - 1) < 1e-8 && f.spread < 1e-6,
                    "case %d mode %d moving: %g, spread %g", k, j, f.omega, f.spread);
    }
  }
  gsl_rng_free(r);
  for (int model = DP_MODEL_PAPER; model <= DP_MODEL_LINEAR; model += 2)
    for (int k = 0; k < 2; k++) {
      dp_params p = { k == 0 ? 0.5 : 1, 1, 1, 1, 9.81 };
      double mixed[DP_NSTATE] = { 0.01, 0.01, 0, 0 };
      dp_frequency f;
      dp_measure_frequency(&p, (dp_model)model, mixed, 40, 1e-3, &f, NULL);
      ck_assert_msg(f.spread > 0.01, "m1 = %g: theta1 = theta2 spreads by %g", p.m1, f.spread);
    }
}
END_TEST
#line 46 "program/55-tests-modes.nw"
Suite *modes_suite(void)
{
  Suite *s = suite_create("modes");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 579 "program/55-tests-modes.nw"
  tcase_add_test(tc, closed_form_matches_gsl);
  tcase_add_test(tc, equal_masses_and_lengths);
  tcase_add_test(tc, equal_lengths_mass_ratio_formula);
  tcase_add_test(tc, review_table_to_printed_digits);
  tcase_add_test(tc, upper_mass_to_zero);
  tcase_add_test(tc, linear_model_follows_modal_solution);
  tcase_add_test(tc, mode_run_oscillates_at_its_frequency);
  tcase_add_test(tc, modes_helpers);
  tcase_add_test(tc, frequencies_are_roots_and_ordered);
  tcase_add_test(tc, mode_shapes_signs_and_orthogonality);
  tcase_add_test(tc, paper_shapes_are_golden);
  tcase_add_test(tc, paper_lowers_both_frequencies);
  tcase_add_test(tc, limits_of_the_frequencies);
  tcase_add_test(tc, triple_pendulum_frequencies);
  tcase_add_test(tc, single_frequency_starts);
  #line 52 "program/55-tests-modes.nw"
  suite_add_tcase(s, tc);
  return s;
}
