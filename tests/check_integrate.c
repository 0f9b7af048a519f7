#line 201 "chapters/04-integrators.nw"
#include <check.h>
#include <math.h>
#include "dp_integrate.h"
#include "dp_energy.h"

static void run(double h, double T, double s[DP_NSTATE])
{
  dp_params p = dp_params_default();
  s[0] = 2.0; s[1] = 2.5; s[2] = 0; s[3] = 0;
  long n = lround(T / h);
  for (long k = 0; k < n; k++)
    dp_rk4_step(&p, DP_MODEL_CORRECT, s, h);
}

START_TEST(rk4_is_fourth_order)
{
  double ref[DP_NSTATE], a[DP_NSTATE], b[DP_NSTATE];
  run(1.0 / 6400, 1.0, ref);
  run(1.0 / 100, 1.0, a);
  run(1.0 / 200, 1.0, b);
  double ea = fabs(a[0] - ref[0]), eb = fabs(b[0] - ref[0]);
  double order = log2(ea / eb);
  ck_assert_msg(fabs(order - 4) < 0.2, "observed order %g (errors %g, %g)", order, ea, eb);
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
