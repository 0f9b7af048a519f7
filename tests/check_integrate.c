#line 1717 "chapters/04-integrators.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include "dp_integrate.h"
#include "dp_energy.h"
#include "dp_hamilton.h"

static const double regular_start[DP_NSTATE] = { M_PI / 6, M_PI / 4, 0, 0 };
static const double page_start[DP_NSTATE] = { 2 * M_PI / 3, 5 * M_PI / 6, 0, 0 };

static double max_diff(const double a[DP_NSTATE], const double b[DP_NSTATE])
{
  double e = 0;
  for (int i = 0; i < DP_NSTATE; i++) e = fmax(e, fabs(a[i] - b[i]));
  return e;
}
#line 1736 "chapters/04-integrators.nw"
static double fixed_step_error(int gauss, dp_form form, double h, double T,
                               const double ref[DP_NSTATE])
{
  dp_params p = dp_params_default();
  dp_system sys;
  double y[DP_NSTATE], s[DP_NSTATE];
  ck_assert_int_eq(dp_system_init(&sys, &p, DP_MODEL_CORRECT, form, NULL), DP_OK);
  dp_system_to(&sys, regular_start, y);
  long n = lround(T / h);
  for (long k = 0; k < n; k++)
    ck_assert_int_eq(gauss ? dp_step_gauss4(&sys, y, h, NULL) : dp_step_rk4(&sys, y, h),
                     DP_OK);
  dp_system_from(&sys, y, s);
  return max_diff(s, ref);
}

static void check_order(int gauss, dp_form form)
{
  dp_params p = dp_params_default();
  double ref[DP_NSTATE], sx = 0, sy = 0, sxx = 0, sxy = 0;
  memcpy(ref, regular_start, sizeof ref);
  ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, ref, 10, 1e-13, NULL), DP_OK);
  for (int i = 0; i < 4; i++) {
    double h = ldexp(0.01, -i), e = fixed_step_error(gauss, form, h, 10, ref);
    ck_assert_msg(e > 1e-11, "error %g too close to the reference's", e);
    sx += log(h), sy += log(e), sxx += log(h) * log(h), sxy += log(h) * log(e);
  }
  double order = (4 * sxy - sx * sy) / (4 * sxx - sx * sx);
  ck_assert_msg(fabs(order - 4) < 0.1, "%s (%s form): fitted order %g",
                gauss ? "gauss4" : "rk4", form == DP_FORM_HAMILTON ? "Hamilton" : "Lagrange",
                order);
}

START_TEST(rk4_is_fourth_order) { check_order(0, DP_FORM_LAGRANGE); }
END_TEST
START_TEST(rk4_hamilton_is_fourth_order) { check_order(0, DP_FORM_HAMILTON); }
END_TEST
START_TEST(gauss4_is_fourth_order) { check_order(1, DP_FORM_HAMILTON); }
END_TEST
#line 1777 "chapters/04-integrators.nw"
START_TEST(dopri5_meets_tolerance)
{
  dp_params p = dp_params_default();
  for (double tol = 1e-6; tol >= 1e-11; tol /= 10) {
    dp_system sys;
    dp_dopri5 d;
    double worst = 0;
    dp_system_init(&sys, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    ck_assert_int_eq(dp_dopri5_init(&d, &sys, regular_start, 0, tol, NULL), DP_OK);
    for (int k = 1; k <= 40; k++) {
      double t = 0.25 * k, y[DP_NSTATE], ref[DP_NSTATE];
      while (d.t < t)
        ck_assert_int_eq(dp_dopri5_step(&d, 1e300, NULL), DP_OK);
      dp_dopri5_dense(&d, t, y);
      memcpy(ref, regular_start, sizeof ref);
      ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, ref, t, 1e-14, NULL),
                       DP_OK);
      worst = fmax(worst, max_diff(y, ref));
    }
    ck_assert_msg(worst <= 100 * tol && worst >= 5 * tol,
                  "tol %g: global error %g is %g tol", tol, worst, worst / tol);
  }
}
END_TEST
#line 1803 "chapters/04-integrators.nw"
static double energy_error_max(int gauss, double h, long n)
{
  dp_params p = dp_params_default();
  dp_system sys;
  double y[DP_NSTATE], s[DP_NSTATE], E0 = dp_energy(&p, page_start), worst = 0;
  dp_system_init(&sys, &p, DP_MODEL_CORRECT, DP_FORM_HAMILTON, NULL);
  dp_system_to(&sys, page_start, y);
  for (long k = 0; k < n; k++) {
    if (gauss) ck_assert_int_eq(dp_step_gauss4(&sys, y, h, NULL), DP_OK);
    else dp_step_rk4(&sys, y, h);
    dp_system_from(&sys, y, s);
    worst = fmax(worst, fabs(dp_energy(&p, s) - E0) / dp_energy_scale(&p));
  }
  return worst;
}

START_TEST(gauss4_energy_error_is_bounded)
{
  double g10 = energy_error_max(1, 0.01, 1000), g1000 = energy_error_max(1, 0.01, 100000);
  double r10 = energy_error_max(0, 0.01, 1000), r1000 = energy_error_max(0, 0.01, 100000);
  ck_assert_msg(g1000 <= 3 * g10, "gauss4: %g over 1000 s, %g over 10 s", g1000, g10);
  ck_assert_msg(r1000 >= 10 * r10, "rk4 should drift: %g over 1000 s, %g over 10 s",
                r1000, r10);
}
END_TEST
#line 1830 "chapters/04-integrators.nw"
static double there_and_back(int gauss)
{
  dp_params p = dp_params_default();
  dp_system sys;
  double y[DP_NSTATE], y0[DP_NSTATE];
  dp_system_init(&sys, &p, DP_MODEL_CORRECT, DP_FORM_HAMILTON, NULL);
  dp_system_to(&sys, regular_start, y0);
  memcpy(y, y0, sizeof y);
  for (int dir = 1; dir >= -1; dir -= 2)
    for (int k = 0; k < 1000; k++)
      gauss ? dp_step_gauss4(&sys, y, dir * 0.01, NULL) : dp_step_rk4(&sys, y, dir * 0.01);
  return max_diff(y, y0);
}

START_TEST(gauss4_is_time_reversible)
{
  double g = there_and_back(1), r = there_and_back(0);
  ck_assert_msg(g <= 1e-12, "gauss4 returns within %g", g);
  ck_assert_msg(r >= 1e-9, "rk4 returns within %g: not a test of anything", r);
}
END_TEST

START_TEST(hamilton_form_needs_correct_model)
{
  dp_params p = dp_params_default();
  dp_system sys;
  dp_error err;
  ck_assert_int_eq(dp_system_init(&sys, &p, DP_MODEL_PAPER, DP_FORM_HAMILTON, &err),
                   DP_EINVAL);
  ck_assert_int_eq(dp_system_init(&sys, &p, DP_MODEL_PAPER, DP_FORM_LAGRANGE, &err),
                   DP_OK);
}
END_TEST
#line 1865 "chapters/04-integrators.nw"
Suite *integrate_suite(void)
{
  Suite *s = suite_create("integrate");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  tcase_add_test(tc, rk4_is_fourth_order);
  tcase_add_test(tc, rk4_hamilton_is_fourth_order);
  tcase_add_test(tc, gauss4_is_fourth_order);
  tcase_add_test(tc, dopri5_meets_tolerance);
  tcase_add_test(tc, gauss4_energy_error_is_bounded);
  tcase_add_test(tc, gauss4_is_time_reversible);
  tcase_add_test(tc, hamilton_form_needs_correct_model);
  suite_add_tcase(s, tc);
  return s;
}
