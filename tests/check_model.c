#line 20 "program/51-tests-motion.nw"
#include <check.h>
#include <math.h>
#include <string.h>
#include "dp_model.h"
#line 38 "program/51-tests-motion.nw"
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
#line 71 "program/51-tests-motion.nw"
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
#line 25 "program/51-tests-motion.nw"
Suite *model_suite(void)
{
  Suite *s = suite_create("model");
  TCase *tc = tcase_create("core");
  #line 66 "program/51-tests-motion.nw"
  tcase_add_loop_test(tc, params_rejects_bad_values, 0, NBAD);
  tcase_add_test(tc, params_accepts_bounds);
  #line 109 "program/51-tests-motion.nw"
  tcase_add_test(tc, state_rejects_nonfinite);
  tcase_add_test(tc, positions_respect_rod_lengths);
  tcase_add_test(tc, model_names_round_trip);
  #line 30 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
