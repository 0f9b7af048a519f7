#line 884 "chapters/03-motion.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#line 915 "chapters/03-motion.nw"
START_TEST(closed_form_matches_lu)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 1);
  double worst = 0, worst_rel = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_solve_diff d;
    ck_assert_int_eq(dp_solve_diff_at(&p, s, 1, &d, NULL), DP_OK);
    ck_assert_msg(d.scaled <= DP_SOLVE_BOUND, "state %d: scaled difference %g", k, d.scaled);
    worst = fmax(worst, d.scaled);
    worst_rel = fmax(worst_rel, d.rel);
  }
  gsl_rng_free(r);
  fprintf(stderr, "closed form vs LU: worst scaled %.3g (bound %g), worst relative %.3g\n",
          worst, DP_SOLVE_BOUND, worst_rel);
}
END_TEST
#line 941 "chapters/03-motion.nw"
START_TEST(determinant_identity)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 3);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], M[4];
    dp_random_case(r, &p, s);
    dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
    double sd = sin(s[DP_TH1] - s[DP_TH2]);
    double det = M[0] * M[3] - M[1] * M[2];
    double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
    ck_assert_msg(closed > 0, "state %d: determinant %g", k, closed);
    ck_assert_msg(fabs(det - closed) <= 16 * DBL_EPSILON * M[0] * M[3],
                  "state %d: det %.17g vs %.17g", k, det, closed);
  }
  gsl_rng_free(r);
}
END_TEST
#line 968 "chapters/03-motion.nw"
START_TEST(euler_lagrange_residual_vanishes)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 4);
  double worst = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], a[2];
    dp_random_case(r, &p, s);
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    double el = dp_el_scaled(&p, s, a);
    ck_assert_msg(el <= DP_SOLVE_BOUND, "state %d: scaled residual %g", k, el);
    worst = fmax(worst, el);
  }
  gsl_rng_free(r);
  fprintf(stderr, "Euler-Lagrange residual: worst %.3g units of rounding\n", worst);
}
END_TEST

START_TEST(euler_lagrange_residual_detects_errors)
{
  dp_params p = { 1.0, 2.0, 1.0, 0.5, 9.81 };
  double s[DP_NSTATE] = { 0.7, -1.9, 1.3, -2.2 }, a[2], R[2], scale;
  dp_accel(&p, DP_MODEL_CORRECT, s, a);
  double bad[2] = { a[0] * (1 + 1e-9), a[1] };
  ck_assert_double_gt(dp_el_scaled(&p, s, bad), 1000 * DP_SOLVE_BOUND);
  dp_el_residual(&p, DP_POTENTIAL_PAPER, s, a, R, &scale);
  ck_assert_double_gt(fabs(R[0]) / scale, 0.01);
}
END_TEST
#line 1013 "chapters/03-motion.nw"
START_TEST(blog_start_by_hand)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 }, a[2];
  dp_accel(&p, DP_MODEL_CORRECT, s, a);
  ck_assert_double_eq_tol(a[0], -p.g, 1e-14);
  ck_assert_double_eq_tol(a[1], 0.0, 1e-14);
}
END_TEST

START_TEST(other_models_fail_cleanly_until_defined)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 0.1, 0.2, 0, 0 }, a[2];
  ck_assert_int_eq(dp_accel(&p, (dp_model)99, s, a), DP_EINVAL);
}
END_TEST
#line 892 "chapters/03-motion.nw"
Suite *motion_suite(void)
{
  Suite *s = suite_create("motion");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 999 "chapters/03-motion.nw"
  tcase_add_test(tc, closed_form_matches_lu);
  tcase_add_test(tc, determinant_identity);
  tcase_add_test(tc, euler_lagrange_residual_vanishes);
  tcase_add_test(tc, euler_lagrange_residual_detects_errors);
  #line 1031 "chapters/03-motion.nw"
  tcase_add_test(tc, blog_start_by_hand);
  tcase_add_test(tc, other_models_fail_cleanly_until_defined);
  #line 898 "chapters/03-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
