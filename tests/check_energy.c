#line 127 "program/51-tests-motion.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_energy.h"
#line 151 "program/51-tests-motion.nw"
#include "dp_accel.h"
#line 154 "program/51-tests-motion.nw"
START_TEST(kinetic_two_routes_agree)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 2);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double t1 = dp_kinetic(&p, s), t2 = dp_kinetic_cartesian(&p, s);
    ck_assert_msg(fabs(t1 - t2) <= 32 * DBL_EPSILON / 2 * dp_kinetic_abs(&p, s),
                  "state %d: T = %.17g, T_cart = %.17g", k, t1, t2);
  }
  gsl_rng_free(r);
}
END_TEST

START_TEST(paper_potential_misses_one_term)
{
  dp_params p = { 0.5, 1.3, 0.8, 1.1, 9.81 };
  for (int k = 0; k < 100; k++) {
    double s[DP_NSTATE] = { 0.07 * k - 3, 1 - 0.05 * k, 0, 0 };
    double missing = p.m2 * p.g * p.l1 * (1 - cos(s[DP_TH1]));
    double diff = dp_potential(&p, s) + dp_energy_scale(&p)
                - dp_potential_paper(&p, s);
    ck_assert_double_eq_tol(diff, missing, 1e-13);
  }
}
END_TEST
#line 134 "program/51-tests-motion.nw"
Suite *energy_suite(void)
{
  Suite *s = suite_create("energy");
  TCase *tc = tcase_create("core");
  #line 183 "program/51-tests-motion.nw"
  tcase_add_test(tc, kinetic_two_routes_agree);
  tcase_add_test(tc, paper_potential_misses_one_term);
  #line 139 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
