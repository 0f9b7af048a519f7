#line 1568 "chapters/05-hamilton.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_blog.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#define U (DBL_EPSILON / 2)
#line 1603 "chapters/05-hamilton.nw"
START_TEST(hamilton_rhs_is_the_gradient_of_h)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 12);
  double worst = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], sig[DP_NSTATE], g[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    dp_hamilton_rhs(&p, y, dy);
    dp_hamilton_scale(&p, y, sig, NULL);
    dp_hd th[2] = { dp_hd_const(y[0]), dp_hd_const(y[1]) };
    dp_hd mom[2] = { { y[2], 1, 0, 0 }, { y[3], 0, 1, 0 } };
    dp_hd h = dp_hamiltonian_hd(&p, th, mom);
    g[DP_TH1] = h.b;
    g[DP_TH2] = h.c;
    th[0] = (dp_hd){ y[0], 1, 0, 0 };
    th[1] = (dp_hd){ y[1], 0, 1, 0 };
    mom[0] = dp_hd_const(y[2]);
    mom[1] = dp_hd_const(y[3]);
    h = dp_hamiltonian_hd(&p, th, mom);
    g[DP_P1] = -h.b;
    g[DP_P2] = -h.c;
    for (int i = 0; i < DP_NSTATE; i++) {
      double e = fabs(dy[i] - g[i]) / (U * sig[i]);
      ck_assert_msg(e <= DP_HAMILTON_BOUND, "state %d, component %d: %g units", k, i, e);
      worst = fmax(worst, e);
    }
    double eh = fabs(h.a - dp_hamiltonian(&p, y)) / (U * dp_hamiltonian_size(&p, y));
    ck_assert_msg(eh <= DP_HAMILTON_BOUND, "state %d: H %g units", k, eh);
  }
  gsl_rng_free(r);
  fprintf(stderr, "Hamilton's rhs vs AD gradient of H: worst %.3g units\n", worst);
}
END_TEST
#line 1665 "chapters/05-hamilton.nw"
START_TEST(hamilton_matches_lagrange)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 11);
  double worst_w = 0, worst_p = 0, worst_h = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], back[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    dp_from_momenta(&p, y, back);
    dp_hamilton_rhs(&p, y, dy);
    dp_conversion_scale cs = dp_conversion_scales(&p, s, y);
    for (int i = 0; i < 2; i++) {
      double ew = fmax(fabs(dy[DP_TH1 + i] - s[DP_W1 + i]),
                       fabs(back[DP_W1 + i] - s[DP_W1 + i])) / (U * cs.w[i]);
      ck_assert_msg(ew <= DP_HAMILTON_BOUND, "state %d: w%d %g units", k, i + 1, ew);
      worst_w = fmax(worst_w, ew);
      dp_hd th[2], w[2];
      for (int j = 0; j < 2; j++) {
        th[j] = (dp_hd){ s[DP_TH1 + j], 0, j == i, 0 };
        w[j] = dp_hd_const(s[DP_W1 + j]);
      }
      double dl = dp_lagrangian_hd(&p, DP_POTENTIAL_TRUE, th, w).c;
      double ep = fabs(dy[DP_P1 + i] - dl) / (U * cs.pdot[i]);
      ck_assert_msg(ep <= DP_HAMILTON_BOUND, "state %d: p%ddot %g vs %g: %g units",
                    k, i + 1, dy[DP_P1 + i], dl, ep);
      worst_p = fmax(worst_p, ep);
    }
    double eh = fabs(dp_hamiltonian(&p, y) - dp_energy(&p, s)) / (U * cs.h);
    ck_assert_msg(eh <= DP_HAMILTON_BOUND, "state %d: H vs E %g units", k, eh);
    worst_h = fmax(worst_h, eh);
  }
  gsl_rng_free(r);
  fprintf(stderr, "Hamilton vs Lagrange: worst %.3g (velocities), %.3g (forces), "
          "%.3g (H vs E) units\n", worst_w, worst_p, worst_h);
}
END_TEST
#line 1712 "chapters/05-hamilton.nw"
START_TEST(hamilton_checks_detect_errors)
{
  dp_params p = { 1.0, 2.0, 1.0, 0.5, 9.81 };
  double s[DP_NSTATE] = { 0.7, -1.9, 1.3, -2.2 }, y[DP_NSTATE], dy[DP_NSTATE];
  dp_to_momenta(&p, s, y);
  dp_hamilton_rhs(&p, y, dy);
  dp_conversion_scale cs = dp_conversion_scales(&p, s, y);
  ck_assert_double_gt(fabs(dy[DP_P1]) * 1e-9 / (U * cs.pdot[0]), 1000 * DP_HAMILTON_BOUND);
  ck_assert_double_gt(fabs(dy[DP_TH1]) * 1e-9 / (U * cs.w[0]), 1000 * DP_HAMILTON_BOUND);
}
END_TEST
#line 1736 "chapters/05-hamilton.nw"
START_TEST(blog_equations_match_but_lw1)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 13);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], e[DP_BLOG_NEQ];
    dp_random_case(r, &p, s);
    dp_blog_equation_errors(&p, s, e);
    for (int i = DP_BLOG_LW1FIX; i < DP_BLOG_NEQ; i++)
      ck_assert_msg(e[i] <= DP_HAMILTON_BOUND, "state %d, equation %d: %g units", k, i, e[i]);
  }
  gsl_rng_free(r);
  dp_blog_params b = { 1, 1, 1, 1, 0.005, 0 };
  ck_assert_double_eq_tol(dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0), -2 * b.g, 1e-15);
  b.lw1_fixed = 1;
  ck_assert_double_eq_tol(dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0), -b.g, 1e-15);
}
END_TEST
#line 1579 "chapters/05-hamilton.nw"
Suite *hamilton_suite(void)
{
  Suite *s = suite_create("hamilton");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 1725 "chapters/05-hamilton.nw"
  tcase_add_test(tc, hamilton_rhs_is_the_gradient_of_h);
  tcase_add_test(tc, hamilton_matches_lagrange);
  tcase_add_test(tc, hamilton_checks_detect_errors);
  #line 1757 "chapters/05-hamilton.nw"
  tcase_add_test(tc, blog_equations_match_but_lw1);
  #line 1585 "chapters/05-hamilton.nw"
  suite_add_tcase(s, tc);
  return s;
}
