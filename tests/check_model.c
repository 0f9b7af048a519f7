#line 25 "program/51-tests-motion.nw"
#include <check.h>
#include <math.h>
#include <string.h>
#include <float.h>
#include "dp_accel.h"
#include "dp_energy.h"
#line 45 "program/51-tests-motion.nw"
static const double bad_values[] = {
  0.0, -1.0, -0.0, NAN, INFINITY, -INFINITY, DP_PARAM_MIN / 2, DP_PARAM_MAX * 2
};
enum { NBAD = sizeof bad_values / sizeof bad_values[0] };

START_TEST(params_rejects_bad_values)
{
  for (int field = 0; field < 5; field++) {
    dp_params p = dp_params_default();
    double *v[5] = { &p.m1, &p.m2, &p.l1, &p.l2, &p.g };
    *v[field] = bad_values[_i];
    dp_error err = { "" };
    ck_assert_msg(dp_params_check(&p, &err) == DP_EINVAL,
                  "field %d = %g was accepted", field, bad_values[_i]);
    ck_assert_msg(strstr(err.msg, "must be") != NULL, "message: %s", err.msg);
  }
}
END_TEST

START_TEST(params_accepts_bounds)
{
  dp_params p = { DP_PARAM_MIN, DP_PARAM_MAX, DP_PARAM_MIN, DP_PARAM_MAX, 9.81 };
  ck_assert_int_eq(dp_params_check(&p, NULL), DP_OK);
  p = dp_params_default();
  ck_assert_int_eq(dp_params_check(&p, NULL), DP_OK);
}
END_TEST
#line 78 "program/51-tests-motion.nw"
START_TEST(state_rejects_nonfinite)
{
  for (int i = 0; i < DP_NSTATE; i++) {
    double s[DP_NSTATE] = { 0.1, 0.2, 0.3, 0.4 };
    s[i] = (i % 2) ? INFINITY : NAN;
    ck_assert_int_ne(dp_state_check(s, NULL), DP_OK);
  }
  double ok[DP_NSTATE] = { 40.0, -40.0, 1e3, -1e3 };
  ck_assert_int_eq(dp_state_check(ok, NULL), DP_OK);
}
END_TEST

START_TEST(positions_respect_rod_lengths)
{
  dp_params p = { 1.0, 2.0, 0.7, 1.9, 9.81 };
  for (int k = 0; k < 200; k++) {
    double s[DP_NSTATE] = { -20.0 + 0.2 * k, 3.0 - 0.37 * k, 0, 0 }, xy[4];
    dp_positions(&p, s, xy);
    ck_assert_double_eq_tol(hypot(xy[0], xy[1]), p.l1, 1e-14);
    ck_assert_double_eq_tol(hypot(xy[2] - xy[0], xy[3] - xy[1]), p.l2, 1e-14);
  }
}
END_TEST

START_TEST(model_names_round_trip)
{
  for (int i = 0; i < DP_NMODELS; i++) {
    dp_model m;
    ck_assert_int_eq(dp_model_from_name(dp_model_name((dp_model)i), &m, NULL), DP_OK);
    ck_assert_int_eq(m, i);
  }
  dp_model m;
  dp_error err;
  ck_assert_int_eq(dp_model_from_name("corect", &m, &err), DP_EINVAL);
  ck_assert_ptr_nonnull(strstr(err.msg, "corect"));
}
END_TEST
#line 134 "program/51-tests-motion.nw"
START_TEST(angles_are_periodic)
{
  dp_params p = { 1.0, 2.0, 0.7, 1.9, 9.81 };
  for (int k = 0; k < 100; k++) {
    double s[DP_NSTATE] = { -3 + 0.061 * k, 2 - 0.043 * k, 0.3 - 0.01 * k, 1.1 };
    double xy[4], a[2], e = dp_energy(&p, s), es = dp_energy_scale(&p);
    dp_positions(&p, s, xy);
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    for (int turns = 0; turns < 49; turns++) {   /* each angle on its own, -3..3 turns */
      double t[DP_NSTATE] = { s[0] + 2 * M_PI * (turns % 7 - 3), s[1] + 2 * M_PI * (turns / 7 - 3),
                              s[2], s[3] };
      double xt[4], at[2];
      dp_positions(&p, t, xt);
      dp_accel(&p, DP_MODEL_CORRECT, t, at);
      for (int i = 0; i < 4; i++)
        ck_assert_double_eq_tol(xt[i], xy[i], 1e-12 * (p.l1 + p.l2));
      for (int i = 0; i < 2; i++)
        ck_assert_double_eq_tol(at[i], a[i], 1e-12 * (fabs(a[0]) + fabs(a[1]) + p.g / p.l1));
      ck_assert_double_eq_tol(dp_energy(&p, t), e, 1e-12 * (es + dp_kinetic_abs(&p, s)));
    }
  }
}
END_TEST
#line 168 "program/51-tests-motion.nw"
static int all_finite(const double *v, int n)
{
  for (int i = 0; i < n; i++)
    if (!isfinite(v[i]))
      return 0;
  return 1;
}

START_TEST(corners_stay_finite)
{
  const double v[2] = { DP_PARAM_MIN, DP_PARAM_MAX }, W = DP_OMEGA_MAX;
  const double states[][DP_NSTATE] = {
    { 0, 0, W, W }, { 0, 0, W, -W }, { 1, 1, -W, W }, { 1, 1 + M_PI, W, W },
    { M_PI / 2, 0, W, -W }, { 1e3, -1e3, -W, 0 }, { 0, 0, 0, 0 }, { M_PI, M_PI, 0, 0 }
  };
  for (int c = 0; c < 32; c++) {
    dp_params p = { v[c & 1], v[c >> 1 & 1], v[c >> 2 & 1], v[c >> 3 & 1], v[c >> 4 & 1] };
    ck_assert_int_eq(dp_params_check(&p, NULL), DP_OK);
    for (size_t k = 0; k < sizeof states / sizeof states[0]; k++) {
      const double *s = states[k];
      double out[12];
      ck_assert_int_eq(dp_state_check(s, NULL), DP_OK);
      ck_assert_int_eq(dp_accel(&p, DP_MODEL_CORRECT, s, out), DP_OK);
      ck_assert_int_eq(dp_accel_cramer(&p, DP_MODEL_CORRECT, s, out + 2), DP_OK);
      ck_assert_int_eq(dp_accel_lu(&p, DP_MODEL_CORRECT, s, 1, out + 4, NULL), DP_OK);
      out[6] = dp_energy(&p, s);
      out[7] = dp_kinetic_cartesian(&p, s);
      out[8] = dp_energy_available(&p, s);
      dp_speed_bound(&p, s, out + 9);
      out[11] = dp_energy_scale(&p);
      ck_assert_msg(all_finite(out, 12), "corner %d, state %zu: not finite", c, k);
    }
  }
}
END_TEST
#line 214 "program/51-tests-motion.nw"
START_TEST(singular_without_mass_or_length)
{
  for (int k = 0; k < 50; k++) {
    double s[DP_NSTATE] = { 0.3 + 0.11 * k, -0.2 * k, 0, 0 }, M[4];
    for (int zero = 0; zero < 3; zero++) {
      dp_params p = { 1.3, 0.7, 0.9, 1.1, 9.81 };
      *(zero == 0 ? &p.m2 : zero == 1 ? &p.l1 : &p.l2) = 0;
      dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
      ck_assert_double_eq(M[0] * M[3] - M[1] * M[2], 0);
    }
    dp_params p = { 0, 0.7, 0.9, 1.1, 9.81 };
    double in_line[DP_NSTATE] = { s[0], s[0] + M_PI * (k % 2), 0, 0 };
    dp_mass_matrix(&p, DP_MODEL_CORRECT, in_line, M);
    ck_assert_double_le(fabs(M[0] * M[3] - M[1] * M[2]), 4 * DBL_EPSILON * M[0] * M[3]);
    double bent[DP_NSTATE] = { s[0], s[0] + 0.5, 0, 0 };
    dp_mass_matrix(&p, DP_MODEL_CORRECT, bent, M);
    ck_assert_double_eq_tol((M[0] * M[3] - M[1] * M[2]) / (M[0] * M[3]),
                            sin(0.5) * sin(0.5), 1e-14);
  }
}
END_TEST
#line 248 "program/51-tests-motion.nw"
START_TEST(omega_limit_against_the_speed_bound)
{
  const double top[DP_NSTATE] = { M_PI, M_PI, 0, 0 }, lab[2] = { 0.01, 10 };
  double w[2];
  dp_params p = dp_params_default();
  dp_speed_bound(&p, top, w);
  ck_assert_double_eq_tol(w[0], 2 * sqrt(dp_energy_scale(&p) / (p.m1 * p.l1 * p.l1)), 1e-12);
  dp_params worst = { 0.01, 10, 0.01, 10, 9.81 };
  double wworst[2];
  dp_speed_bound(&worst, top, wworst);
  for (int c = 0; c < 16; c++) {
    dp_params q = { lab[c & 1], lab[c >> 1 & 1], lab[c >> 2 & 1], lab[c >> 3 & 1], 9.81 };
    dp_speed_bound(&q, top, w);
    ck_assert_double_le(w[0], wworst[0]);
  }
  ck_assert_double_lt(wworst[0], DP_OMEGA_MAX / 10);
  dp_params corner = { DP_PARAM_MIN, DP_PARAM_MAX, DP_PARAM_MIN, DP_PARAM_MAX, DP_PARAM_MAX };
  dp_speed_bound(&corner, top, w);
  ck_assert_double_gt(w[0], DP_OMEGA_MAX);
}
END_TEST
#line 32 "program/51-tests-motion.nw"
Suite *model_suite(void)
{
  Suite *s = suite_create("model");
  TCase *tc = tcase_create("core");
  #line 73 "program/51-tests-motion.nw"
  tcase_add_loop_test(tc, params_rejects_bad_values, 0, NBAD);
  tcase_add_test(tc, params_accepts_bounds);
  #line 116 "program/51-tests-motion.nw"
  tcase_add_test(tc, state_rejects_nonfinite);
  tcase_add_test(tc, positions_respect_rod_lengths);
  tcase_add_test(tc, model_names_round_trip);
  #line 158 "program/51-tests-motion.nw"
  tcase_add_test(tc, angles_are_periodic);
  #line 204 "program/51-tests-motion.nw"
  tcase_add_test(tc, corners_stay_finite);
  #line 236 "program/51-tests-motion.nw"
  tcase_add_test(tc, singular_without_mass_or_length);
  #line 270 "program/51-tests-motion.nw"
  tcase_add_test(tc, omega_limit_against_the_speed_bound);
  #line 37 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
