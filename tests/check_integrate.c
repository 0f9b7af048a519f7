#line 204 "chapters/04-integrators.nw"
#include <check.h>
#include <math.h>
#include "dp_integrate.h"
#include "dp_energy.h"

static void run(double h, double T, double s[DP_NSTATE])
{
  dp_params p = dp_params_default();
  s[0] = M_PI / 6; s[1] = M_PI / 4; s[2] = 0; s[3] = 0;
  long n = lround(T / h);
  for (long k = 0; k < n; k++)
    dp_rk4_step(&p, DP_MODEL_CORRECT, s, h);
}

START_TEST(rk4_is_fourth_order)
{
  double ref[DP_NSTATE], a[DP_NSTATE], b[DP_NSTATE];
  run(1.0 / 6400, 2.0, ref);
  run(1.0 / 100, 2.0, a);
  run(1.0 / 200, 2.0, b);
  double ea = fabs(a[0] - ref[0]), eb = fabs(b[0] - ref[0]);
  double order = log2(ea / eb);
  ck_assert_msg(fabs(order - 4) < 0.1, "observed order %g (errors %g, %g)", order, ea, eb);
}
END_TEST

Suite *integrate_suite(void)
{
  Suite *s = suite_create("integrate");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, rk4_is_fourth_order);
  suite_add_tcase(s, tc);
  return s;
}
