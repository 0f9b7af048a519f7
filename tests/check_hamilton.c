#line 16 "program/53-tests-hamilton.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_blog.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#include "dp_ode.h"
#define U (DBL_EPSILON / 2)
#line 326 "program/53-tests-hamilton.nw"
static double blog_error(const dp_blog_run_spec *spec, const double ref[DP_NSTATE])
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  dp_blog_sim m;
  ck_assert_int_eq(dp_blog_start(&m, &p, s, spec, 3, NULL), DP_OK);
  ck_assert_int_eq(dp_blog_advance(&m, 10L * spec->div, NULL), DP_OK);
  return fmax(fabs(m.z[0] - ref[0]), fabs(m.z[1] - ref[1]));
}
#line 367 "program/53-tests-hamilton.nw"
static int blog_pair_index(const char *name)
{
  for (int i = 0; i < DP_BLOG_NPAIRS; i++)
    if (!strcmp(dp_blog_pairs[i].name, name)) return i;
  return -1;
}

static const dp_blog_run_spec *blog_run(const char *name)
{
  for (int i = 0; i < DP_BLOG_NRUNS; i++)
    if (!strcmp(dp_blog_runs[i].name, name)) return &dp_blog_runs[i];
  return NULL;
}
#line 53 "program/53-tests-hamilton.nw"
START_TEST(hamilton_rhs_is_the_gradient_of_h)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 12);
  double worst = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_hamilton_errors e;
    dp_random_case(r, &p, s);
    dp_hamilton_errors_at(&p, s, &e);
    ck_assert_msg(e.gradient <= DP_HAMILTON_BOUND, "state %d: gradient %g units", k, e.gradient);
    ck_assert_msg(e.value <= DP_HAMILTON_BOUND, "state %d: H %g units", k, e.value);
    worst = fmax(worst, e.gradient);
  }
  gsl_rng_free(r);
  fprintf(stderr, "Hamilton's rhs vs AD gradient of H: worst %.3g units\n", worst);
}
END_TEST
#line 79 "program/53-tests-hamilton.nw"
START_TEST(hamilton_matches_lagrange)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 11);
  double worst_w = 0, worst_p = 0, worst_h = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_hamilton_errors e;
    dp_random_case(r, &p, s);
    dp_hamilton_errors_at(&p, s, &e);
    ck_assert_msg(e.velocity <= DP_HAMILTON_BOUND, "state %d: velocity %g units", k, e.velocity);
    ck_assert_msg(e.force <= DP_HAMILTON_BOUND, "state %d: dp/dt %g units", k, e.force);
    ck_assert_msg(e.energy <= DP_HAMILTON_BOUND, "state %d: H vs E %g units", k, e.energy);
    worst_w = fmax(worst_w, e.velocity);
    worst_p = fmax(worst_p, e.force);
    worst_h = fmax(worst_h, e.energy);
  }
  gsl_rng_free(r);
  fprintf(stderr, "Hamilton vs Lagrange: worst %.3g (velocities), %.3g (forces), "
          "%.3g (H vs E) units\n", worst_w, worst_p, worst_h);
}
END_TEST
#line 109 "program/53-tests-hamilton.nw"
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
#line 126 "program/53-tests-hamilton.nw"
START_TEST(hamilton_check_keeps_the_worst)
{
  dp_hamilton_errors w, e, mine = { 0, 0, 0, 0, 0 };
  dp_error err;
  ck_assert_int_eq(dp_hamilton_check(2000, 11, &w, &err), DP_OK);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 11);
  for (int k = 0; k < 2000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_hamilton_errors_at(&p, s, &e);
    mine.gradient = fmax(mine.gradient, e.gradient);
    mine.velocity = fmax(mine.velocity, e.velocity);
    mine.force = fmax(mine.force, e.force);
    mine.energy = fmax(mine.energy, e.energy);
  }
  gsl_rng_free(r);
  ck_assert_double_eq(w.gradient, mine.gradient);
  ck_assert_double_eq(w.velocity, mine.velocity);
  ck_assert_double_eq(w.force, mine.force);
  ck_assert_double_eq(w.energy, mine.energy);
  ck_assert_double_le(w.gradient, DP_HAMILTON_BOUND);
  ck_assert_int_eq(dp_hamilton_check(0, 11, &w, &err), DP_EINVAL);
}
END_TEST
#line 168 "program/53-tests-hamilton.nw"
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
#line 194 "program/53-tests-hamilton.nw"
START_TEST(blog_check_keeps_the_worst)
{
  dp_blog_check_result c;
  dp_error err;
  ck_assert_int_eq(dp_blog_check(1000, 5, &c, &err), DP_OK);
  double worst[DP_BLOG_NEQ] = { 0 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 5);
  for (int k = 0; k < 1000; k++) {
    dp_params p;
    double s[DP_NSTATE], e[DP_BLOG_NEQ];
    dp_random_case(r, &p, s);
    dp_blog_equation_errors(&p, s, e);
    for (int i = 0; i < DP_BLOG_NEQ; i++) worst[i] = fmax(worst[i], e[i]);
  }
  gsl_rng_free(r);
  for (int i = 0; i < DP_BLOG_NEQ; i++) {
    ck_assert_double_eq(c.worst[i], worst[i]);
    ck_assert_double_eq(c.beyond_percent[i], i == DP_BLOG_LW1 ? 100 : 0);
  }
  ck_assert_double_eq_tol(c.lw1_start[0], -2, 1e-12);
  ck_assert_double_eq_tol(c.lw1_start[1], -1, 1e-12);
  ck_assert_int_eq(dp_blog_check(0, 5, &c, &err), DP_EINVAL);
}
END_TEST
#line 234 "program/53-tests-hamilton.nw"
START_TEST(blog_run_is_the_blog_loop)
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  for (int single = 0; single < 2; single++)
    for (int form = 0; form < 2; form++) {
      dp_blog_run_spec spec = { "t", (dp_blog_form)form, single, 0, 1, 0 };
      dp_blog_sim m;
      dp_error err;
      ck_assert_int_eq(dp_blog_start(&m, &p, s, &spec, 3, &err), DP_OK);
      ck_assert_int_eq(dp_blog_advance(&m, 200, &err), DP_OK);
      ck_assert_int_eq(m.k, 200);
      dp_blog_params b = { 1, 1, 1, 1, 0.005, 0 };
      float a = dp_blog_angle2radf(90.0f), zf[4] = { a, a, 0, 0 };
      double zd[4] = { a, a, 0, 0 }, E0 = 0, worst = 0;
      for (int k = 0; k <= 200; k++) {
        if (k > 0) {
          if (single) {
            dp_blog_rk4f(&b, (dp_blog_form)form, zf, 3.0f);
            for (int i = 0; i < 4; i++) zd[i] = zf[i];
          } else
            dp_blog_rk4d(&b, (dp_blog_form)form, zd, 3.0);
        }
        double E = form == DP_BLOG_HAMILTON ? dp_hamiltonian(&p, zd) : dp_energy(&p, zd);
        if (k == 0) E0 = E;
        worst = fmax(worst, fabs(E - E0) / dp_energy_scale(&p));
      }
      for (int i = 0; i < 4; i++)
        ck_assert_msg(m.z[i] == zd[i], "single %d form %d: z[%d] %.17g vs %.17g",
                      single, form, i, m.z[i], zd[i]);
      ck_assert_double_eq(m.drift_max, worst);
    }
}
END_TEST
#line 279 "program/53-tests-hamilton.nw"
START_TEST(blog_rk4_is_classical_rk4)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 21);
  double worst = 0;
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], f[DP_NSTATE], yb[DP_NSTATE];
    dp_random_case(r, &p, s);
    for (int form = 0; form < 2; form++) {
      dp_pendulum pd;
      ck_assert_int_eq(dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT,
                                        form ? DP_FORM_LAGRANGE : DP_FORM_HAMILTON, NULL), DP_OK);
      dp_pendulum_to(&pd, s, y);
      dp_ode_eval(&pd.ode, y, f);
      double fmx = 0;
      for (int i = 0; i < DP_NSTATE; i++) fmx = fmax(fmx, fabs(f[i]));
      double h = 1e-3 / (1 + fmx);
      dp_blog_params b = { p.m1, p.m2, p.l1, p.l2, p.g, 1 };
      memcpy(yb, y, sizeof yb);
      dp_blog_rk4d(&b, form ? DP_BLOG_LAGRANGE : DP_BLOG_HAMILTON, yb, h);
      dp_ode_rk4(&pd.ode, y, h);
      for (int i = 0; i < DP_NSTATE; i++) {
        double e = fabs(yb[i] - y[i]) / (DBL_EPSILON * (fabs(y[i]) + h * fabs(f[i])));
        ck_assert_msg(e <= 16, "state %d, form %d, component %d: %g units", k, form, i, e);
        worst = fmax(worst, e);
      }
    }
  }
  gsl_rng_free(r);
  fprintf(stderr, "the blog's rk4 vs dp_ode_rk4: worst %.3g units\n", worst);
}
END_TEST
#line 337 "program/53-tests-hamilton.nw"
START_TEST(blog_double_run_converges)
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double a = dp_blog_angle2radf(90.0f), ref[DP_NSTATE] = { a, a, 0, 0 };
  ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, ref, 30, 1e-13, NULL), DP_OK);
  for (int form = 0; form < 3; form++) {
    dp_blog_run_spec coarse = { "c", form == 0 ? DP_BLOG_HAMILTON : DP_BLOG_LAGRANGE, 0,
                                form == 1, 8, 0 }, fine = coarse;
    fine.div = 16;
    double e1 = blog_error(&coarse, ref), e2 = blog_error(&fine, ref);
    fprintf(stderr, "blog's program, double, form %d: error %.3g at tau/8, %.3g at tau/16\n",
            form, e1, e2);
    if (form < 2) {
      ck_assert_msg(e1 / e2 > 14 && e1 / e2 < 18, "form %d: ratio %g", form, e1 / e2);
      ck_assert_double_lt(e2, 1e-8);
    } else
      ck_assert_msg(e1 / e2 < 2 && e2 > 0.1, "the blog's L_w1 converges? %g %g", e1, e2);
  }
}
END_TEST
#line 382 "program/53-tests-hamilton.nw"
START_TEST(blog_causes_measures_each_pair)
{
  static dp_blog_causes_result r;
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  ck_assert_int_eq(dp_blog_causes(&p, s, 3, &r, NULL), DP_OK);
  const char *pairs[2] = { "sign", "precision" };
  for (int j = 0; j < 2; j++) {
    int i = blog_pair_index(pairs[j]);
    dp_blog_sim a, b;
    ck_assert_int_eq(dp_blog_start(&a, &p, s, blog_run(dp_blog_pairs[i].a), 3, NULL), DP_OK);
    ck_assert_int_eq(dp_blog_start(&b, &p, s, blog_run(dp_blog_pairs[i].b), 3, NULL), DP_OK);
    double t = 3000;
    for (int k = 0; k <= DP_BLOG_NSAMPLE; k++) {
      double xa[4], xb[4];
      if (k > 0) {
        dp_blog_advance(&a, 1, NULL);
        dp_blog_advance(&b, 1, NULL);
      }
      dp_blog_bobs(&a, xa);
      dp_blog_bobs(&b, xb);
      double d = hypot(xa[2] - xb[2], xa[3] - xb[3]);
      ck_assert_double_eq(r.dist[i][k], d);
      if (d > DP_BLOG_APART && t == 3000) t = 3.0 * k;
    }
    ck_assert_double_eq(r.t_apart[i], t);
  }
  ck_assert_double_lt(r.figures_vs_form, 1);
  ck_assert_double_lt(r.t_apart[blog_pair_index("chaos4")], r.t_apart[blog_pair_index("chaos8")]);
  ck_assert_double_lt(r.t_apart[blog_pair_index("chaos8")], r.t_apart[blog_pair_index("chaos12")]);
}
END_TEST
#line 420 "program/53-tests-hamilton.nw"
START_TEST(blog_run_refuses_and_stops)
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  dp_blog_run_spec spec = { "t", DP_BLOG_HAMILTON, 0, 0, 1, 0 };
  dp_blog_sim m;
  dp_error err;
  ck_assert_int_eq(dp_blog_start(&m, &p, s, &spec, 0, &err), DP_EINVAL);
  ck_assert_int_eq(dp_blog_start(&m, &p, s, &spec, NAN, &err), DP_EINVAL);
  spec.div = 0;
  ck_assert_int_eq(dp_blog_start(&m, &p, s, &spec, 3, &err), DP_EINVAL);
  spec.div = 1;
  ck_assert_int_eq(dp_blog_start(&m, &p, s, &spec, 1e4, &err), DP_OK);
  ck_assert_int_ne(dp_blog_advance(&m, 1000, &err), DP_OK);
  ck_assert_int_lt(m.k, 1000);
  ck_assert_ptr_nonnull(strstr(err.msg, "non-finite"));
}
END_TEST
#line 31 "program/53-tests-hamilton.nw"
Suite *hamilton_suite(void)
{
  Suite *s = suite_create("hamilton");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 60);
  #line 154 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, hamilton_rhs_is_the_gradient_of_h);
  tcase_add_test(tc, hamilton_matches_lagrange);
  tcase_add_test(tc, hamilton_checks_detect_errors);
  tcase_add_test(tc, hamilton_check_keeps_the_worst);
  #line 221 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, blog_equations_match_but_lw1);
  tcase_add_test(tc, blog_check_keeps_the_worst);
  #line 440 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, blog_run_is_the_blog_loop);
  tcase_add_test(tc, blog_rk4_is_classical_rk4);
  tcase_add_test(tc, blog_double_run_converges);
  tcase_add_test(tc, blog_causes_measures_each_pair);
  tcase_add_test(tc, blog_run_refuses_and_stops);
  #line 37 "program/53-tests-hamilton.nw"
  suite_add_tcase(s, tc);
  return s;
}
