#line 12 "program/55-tests-modes.nw"
#include <check.h>
#include <math.h>
#include <stdio.h>
#include "dp_modes.h"
#include "dp_integrate.h"
#line 40 "program/55-tests-modes.nw"
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
#line 71 "program/55-tests-modes.nw"
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
  for (int k = 0; k <= 8; k++) {
    double mu = pow(10, -2 + 0.5 * k), g = 9.81, L = 1.3;
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
#line 113 "program/55-tests-modes.nw"
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
#line 136 "program/55-tests-modes.nw"
START_TEST(upper_mass_to_zero)
{
  dp_params p = { 1e-6, 1, 0.7, 1.3, 9.81 };
  dp_modes x, y;
  dp_modes_closed(&p, DP_MODEL_CORRECT, &x, NULL);
  dp_modes_closed(&p, DP_MODEL_PAPER, &y, NULL);
  double lam_true = p.g / (p.l1 + p.l2), lam_paper = p.m1 / p.m2 * p.g / p.l1;
  ck_assert_msg(fabs(x.omega[0] * x.omega[0] / lam_true - 1) < 1e-5,
                "true slow %g", x.omega[0]);
  ck_assert_msg(fabs(y.omega[0] * y.omega[0] / lam_paper - 1) < 1e-5,
                "paper slow %g", y.omega[0]);
}
END_TEST
#line 158 "program/55-tests-modes.nw"
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
    dp_rk4_step(&p, DP_MODEL_LINEAR, s, h);
    double t = k * h, q1 = c1 * cos(x.omega[0] * t), q2 = c2 * cos(x.omega[1] * t);
    worst = fmax(worst, fmax(fabs(s[0] - (q1 + q2)),
                             fabs(s[1] - (x.shape[0] * q1 + x.shape[1] * q2))));
  }
  ck_assert_msg(worst < 1e-9, "RK4 vs modal solution: %g rad", worst);
}
END_TEST
#line 184 "program/55-tests-modes.nw"
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
}
END_TEST
#line 220 "program/55-tests-modes.nw"
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
#line 18 "program/55-tests-modes.nw"
Suite *modes_suite(void)
{
  Suite *s = suite_create("modes");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 241 "program/55-tests-modes.nw"
  tcase_add_test(tc, closed_form_matches_gsl);
  tcase_add_test(tc, equal_masses_and_lengths);
  tcase_add_test(tc, equal_lengths_mass_ratio_formula);
  tcase_add_test(tc, review_table_to_printed_digits);
  tcase_add_test(tc, upper_mass_to_zero);
  tcase_add_test(tc, linear_model_follows_modal_solution);
  tcase_add_test(tc, mode_run_oscillates_at_its_frequency);
  tcase_add_test(tc, modes_helpers);
  #line 24 "program/55-tests-modes.nw"
  suite_add_tcase(s, tc);
  return s;
}
