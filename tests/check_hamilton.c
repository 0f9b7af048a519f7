#line 137 "chapters/05-hamilton.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_hamilton.h"

START_TEST(hamilton_matches_lagrange)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 11);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], back[DP_NSTATE], a[2];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    dp_from_momenta(&p, y, back);
    dp_hamilton_rhs(&p, y, dy);
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    /* d/dt (M w) by dual numbers along the motion */
    dp_hd d = dp_hd_sub((dp_hd){ s[DP_TH1], s[DP_W1], 0, 0 }, (dp_hd){ s[DP_TH2], s[DP_W2], 0, 0 });
    dp_hd c = dp_hd_cos(d);
    dp_hd w1 = { s[DP_W1], a[0], 0, 0 }, w2 = { s[DP_W2], a[1], 0, 0 };
    double k12 = p.m2 * p.l1 * p.l2;
    dp_hd p1 = dp_hd_add(dp_hd_scale((p.m1 + p.m2) * p.l1 * p.l1, w1), dp_hd_scale(k12, dp_hd_mul(c, w2)));
    dp_hd p2 = dp_hd_add(dp_hd_scale(p.m2 * p.l2 * p.l2, w2), dp_hd_scale(k12, dp_hd_mul(c, w1)));
    double wscale = fabs(s[DP_W1]) + fabs(s[DP_W2]) + 1;
    double pscale = fabs(p1.b) + fabs(p2.b) + dp_energy_scale(&p)
                    + k12 * (s[DP_W1] * s[DP_W1] + s[DP_W2] * s[DP_W2]);
    ck_assert_msg(fabs(dy[DP_TH1] - s[DP_W1]) < 1e-9 * wscale, "state %d: w1", k);
    ck_assert_msg(fabs(dy[DP_TH2] - s[DP_W2]) < 1e-9 * wscale, "state %d: w2", k);
    ck_assert_msg(fabs(back[DP_W1] - s[DP_W1]) < 1e-9 * wscale, "state %d: round trip", k);
    ck_assert_msg(fabs(dy[DP_P1] - p1.b) < 1e-9 * pscale, "state %d: p1dot %g vs %g", k, dy[DP_P1], p1.b);
    ck_assert_msg(fabs(dy[DP_P2] - p2.b) < 1e-9 * pscale, "state %d: p2dot %g vs %g", k, dy[DP_P2], p2.b);
    ck_assert_msg(fabs(dp_hamiltonian(&p, y) - dp_energy(&p, s)) < 1e-12 * pscale, "state %d: H", k);
  }
  gsl_rng_free(r);
}
END_TEST

Suite *hamilton_suite(void)
{
  Suite *s = suite_create("hamilton");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, hamilton_matches_lagrange);
  suite_add_tcase(s, tc);
  return s;
}
