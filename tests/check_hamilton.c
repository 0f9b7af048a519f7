#line 107 "program/53-tests-hamilton.nw"
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
#line 417 "program/53-tests-hamilton.nw"
static double blog_error(const dp_blog_run_spec *spec, const double ref[DP_NSTATE])
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  dp_blog_sim m;
  ck_assert_int_eq(dp_blog_start(&m, &p, s, spec, 3, NULL), DP_OK);
  ck_assert_int_eq(dp_blog_advance(&m, 10L * spec->div, NULL), DP_OK);
  return fmax(fabs(m.z[0] - ref[0]), fabs(m.z[1] - ref[1]));
}
#line 458 "program/53-tests-hamilton.nw"
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
#line 551 "program/53-tests-hamilton.nw"
static void extreme_case(gsl_rng *r, int k, dp_params *p, double s[DP_NSTATE])
{
  static const double ratio[3] = { 1e-3, 1, 1e3 };
  *p = (dp_params){ 1, ratio[k % 3], 1, ratio[k / 3 % 3], 9.81 };
  double u1 = 2 * gsl_rng_uniform(r) - 1, u2 = 2 * gsl_rng_uniform(r) - 1;
  switch (k / 9 % 4) {
  case 0:                                   /* anywhere */
    s[0] = M_PI * u1, s[1] = M_PI * u2, s[2] = 5 * u2, s[3] = -5 * u1;
    break;
  case 1:                                   /* upright, nearly at rest */
    s[0] = M_PI - 1e-6 * u1, s[1] = M_PI + 1e-6 * u2, s[2] = 1e-3 * u1, s[3] = 1e-3 * u2;
    break;
  case 2:                                   /* rods aligned */
    s[0] = M_PI * u1, s[1] = s[0] + 1e-9 * u2, s[2] = 5 * u2, s[3] = -5 * u1;
    break;
  default: {                                /* the energy that just flips the upper rod */
    double I = (p->m1 + p->m2) * p->l1 * p->l1, E = 2 * (p->m1 + p->m2) * p->g * p->l1;
    s[0] = s[1] = 0;
    s[2] = sqrt(2 * E / I) * (1 + 1e-6 * u1);
    s[3] = -s[2] * p->l1 / p->l2 * u2;
  } }
}

/* The i-th state of a property test: random cases first, then the extremes. */
static void property_case(gsl_rng *r, int i, dp_params *p, double s[DP_NSTATE])
{
  if (i % 2 == 0) dp_random_case(r, p, s);
  else extreme_case(r, i / 2 % 36, p, s);
}
#line 594 "program/53-tests-hamilton.nw"
static void check_close(double a, double b, double size, double units, const char *what, int i)
{
  double e = dp_rounding_units(a, b, size);
  ck_assert_msg(e <= units, "case %d: %s: %.17g vs %.17g, %g units", i, what, a, b, e);
}
#line 726 "program/53-tests-hamilton.nw"
/* The diagonal derivatives d f_i / d y_i of a right-hand side, by centred differences. */
static void diagonal_derivatives(void (*f)(const dp_params *, const double *, double *),
                                 const dp_params *p, const double y[DP_NSTATE],
                                 double d[DP_NSTATE])
{
  for (int i = 0; i < DP_NSTATE; i++) {
    double a[DP_NSTATE], b[DP_NSTATE], fa[DP_NSTATE], fb[DP_NSTATE];
    double h = 1e-5 * fmax(1, fabs(y[i]));
    memcpy(a, y, sizeof a);
    memcpy(b, y, sizeof b);
    a[i] += h;
    b[i] -= h;
    f(p, a, fa);
    f(p, b, fb);
    d[i] = (fa[i] - fb[i]) / (a[i] - b[i]);
  }
}

static void lagrange_rhs(const dp_params *p, const double s[DP_NSTATE], double ds[DP_NSTATE])
{
  dp_rhs(p, DP_MODEL_CORRECT, s, ds);
}
#line 930 "program/53-tests-hamilton.nw"
/* A value as the blog's format prints it (six decimals). */
static double printed(double x)
{
  char buf[64];
  snprintf(buf, sizeof buf, "%.6f", x);
  return strtod(buf, NULL);
}

static void blog_run_to(dp_blog_sim *m, const char *name, long k)
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  ck_assert_int_eq(dp_blog_start(m, &p, s, blog_run(name), 3, NULL), DP_OK);
  ck_assert_int_eq(dp_blog_advance(m, k, NULL), DP_OK);
}
#line 144 "program/53-tests-hamilton.nw"
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
#line 170 "program/53-tests-hamilton.nw"
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
#line 200 "program/53-tests-hamilton.nw"
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
#line 217 "program/53-tests-hamilton.nw"
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
#line 259 "program/53-tests-hamilton.nw"
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
#line 285 "program/53-tests-hamilton.nw"
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
#line 325 "program/53-tests-hamilton.nw"
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
#line 370 "program/53-tests-hamilton.nw"
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
        double e = fabs(yb[i] - y[i]) / (DBL_EPSILON / 2 * (fabs(y[i]) + h * fabs(f[i])));
        ck_assert_msg(e <= 32, "state %d, form %d, component %d: %g units", k, form, i, e);
        worst = fmax(worst, e);
      }
    }
  }
  gsl_rng_free(r);
  fprintf(stderr, "the blog's rk4 vs dp_ode_rk4: worst %.3g units\n", worst);
}
END_TEST
#line 428 "program/53-tests-hamilton.nw"
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
#line 473 "program/53-tests-hamilton.nw"
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
#line 511 "program/53-tests-hamilton.nw"
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
#line 601 "program/53-tests-hamilton.nw"
START_TEST(momenta_are_angular_momenta)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 41);
  for (int i = 0; i < 20000; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], back[DP_NSTATE], M[4];
    property_case(r, i, &p, s);
    dp_to_momenta(&p, s, y);
    dp_from_momenta(&p, y, back);
    dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
    double w1 = s[DP_W1], w2 = s[DP_W2], p1 = y[DP_P1], p2 = y[DP_P2];
    double a1 = fabs(M[0] * w1) + fabs(M[1] * w2), a2 = fabs(M[2] * w1) + fabs(M[3] * w2);
    check_close(p1, M[0] * w1 + M[1] * w2, a1, 64, "p1 = (M w)_1", i);
    check_close(p2, M[2] * w1 + M[3] * w2, a2, 64, "p2 = (M w)_2", i);
    check_close(p1 * w1 + p2 * w2, 2 * dp_kinetic(&p, s), fabs(w1) * a1 + fabs(w2) * a2, 64,
                "p.w = 2T", i);
    double d = s[DP_TH1] - s[DP_TH2], det = M[0] * M[3] - M[1] * M[2];
    double detf = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sin(d) * sin(d));
    ck_assert_msg(detf > 0 && det > 0, "case %d: det M = %g", i, det);
    check_close(det, detf, M[0] * M[3] + fabs(M[1] * M[2]), 64, "det M", i);
    #line 633 "program/53-tests-hamilton.nw"
    double xy[4];
    dp_positions(&p, s, xy);
    double vx1 = p.l1 * w1 * cos(s[DP_TH1]), vy1 = p.l1 * w1 * sin(s[DP_TH1]);
    double vx2 = vx1 + p.l2 * w2 * cos(s[DP_TH2]), vy2 = vy1 + p.l2 * w2 * sin(s[DP_TH2]);
    double L1 = p.m1 * (xy[0] * vy1 - xy[1] * vx1), L2 = p.m2 * (xy[2] * vy2 - xy[3] * vx2);
    double size = p.m1 * (fabs(xy[0] * vy1) + fabs(xy[1] * vx1))
                  + p.m2 * (fabs(xy[2] * vy2) + fabs(xy[3] * vx2)) + a1 + a2;
    check_close(p1 + p2, L1 + L2, size, 64, "p1 + p2 = sum m r x v", i);
    double dx = p.l2 * sin(s[DP_TH2]), dy = -p.l2 * cos(s[DP_TH2]);
    check_close(p2, p.m2 * (dx * vy2 - dy * vx2), p.m2 * (fabs(dx * vy2) + fabs(dy * vx2)) + a2, 64,
                "p2 = m2 (r2 - r1) x v2", i);
    double Px = p.m1 * vx1 + p.m2 * vx2, Py = p.m1 * vy1 + p.m2 * vy2;
    check_close(p1, xy[0] * Py - xy[1] * Px, fabs(xy[0] * Py) + fabs(xy[1] * Px) + a1, 64,
                "p1 = r1 x (m1 v1 + m2 v2)", i);
    ck_assert_msg(fabs(p2 - p.m2 * p.l2 * p.l2 * w2) > 0 || cos(d) * w1 == 0,
                  "case %d: p2 is m2 l2^2 w2 although the upper bob moves", i);
    dp_conversion_scale cs = dp_conversion_scales(&p, s, y);
    for (int j = 0; j < 2; j++)
      check_close(back[DP_W1 + j], s[DP_W1 + j], cs.w[j], DP_HAMILTON_BOUND, "round trip", i);
  #line 623 "program/53-tests-hamilton.nw"
  }
  gsl_rng_free(r);
}
END_TEST
#line 659 "program/53-tests-hamilton.nw"
START_TEST(hamilton_checks_hold_at_extremes)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 42);
  for (int i = 0; i < 36 * 200; i++) {
    dp_params p;
    double s[DP_NSTATE], eb[DP_BLOG_NEQ];
    dp_hamilton_errors e;
    extreme_case(r, i % 36, &p, s);
    dp_hamilton_errors_at(&p, s, &e);
    double w = fmax(fmax(e.gradient, e.value), fmax(fmax(e.velocity, e.force), e.energy));
    ck_assert_msg(w <= DP_HAMILTON_BOUND, "extreme case %d: %g units", i % 36, w);
    dp_blog_equation_errors(&p, s, eb);
    for (int j = DP_BLOG_LW1FIX; j < DP_BLOG_NEQ; j++)
      ck_assert_msg(eb[j] <= DP_HAMILTON_BOUND, "extreme case %d, blog eq %d: %g", i % 36, j,
                    eb[j]);
  }
  gsl_rng_free(r);
}
END_TEST
#line 688 "program/53-tests-hamilton.nw"
START_TEST(internal_forces_cancel)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 43);
  for (int i = 0; i < 20000; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], xy[4], sig[DP_NSTATE];
    property_case(r, i, &p, s);
    dp_to_momenta(&p, s, y);
    dp_hamilton_rhs(&p, y, dy);
    dp_hamilton_scale(&p, y, sig, NULL);
    dp_positions(&p, s, xy);
    check_close(dy[DP_P1] + dy[DP_P2], -p.g * (p.m1 * xy[0] + p.m2 * xy[2]),
                sig[DP_P1] + sig[DP_P2], 16, "p1' + p2' = gravity's torque", i);
    p.g = 0;
    dp_hamilton_rhs(&p, y, dy);
    ck_assert_msg(dy[DP_P1] + dy[DP_P2] == 0, "case %d: g = 0 but p1' + p2' = %g", i,
                  dy[DP_P1] + dy[DP_P2]);
  }
  gsl_rng_free(r);
  dp_params p = { 1.5, 0.7, 1.2, 0.8, 9.81 };
  double y[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 }, dy[DP_NSTATE];
  dp_hamilton_rhs(&p, y, dy);
  ck_assert_double_eq(dy[DP_P1], -(p.m1 + p.m2) * p.g * p.l1);
  ck_assert_double_eq(dy[DP_P2], -p.m2 * p.g * p.l2);
}
END_TEST
#line 750 "program/53-tests-hamilton.nw"
START_TEST(hamilton_flow_preserves_area)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 44);
  for (int i = 0; i < 5000; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dh[DP_NSTATE], dl[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    diagonal_derivatives(dp_hamilton_rhs, &p, y, dh);
    diagonal_derivatives(lagrange_rhs, &p, s, dl);
    double sh = 0, sl = 0, divh = 0, divl = 0, fh[DP_NSTATE], fl[DP_NSTATE], rh = 0, rl = 0;
    dp_hamilton_rhs(&p, y, fh);
    lagrange_rhs(&p, s, fl);
    for (int j = 0; j < DP_NSTATE; j++) {
      divh += dh[j], sh += fabs(dh[j]), rh += fabs(fh[j]) / (1e-5 * fmax(1, fabs(y[j])));
      divl += dl[j], sl += fabs(dl[j]), rl += fabs(fl[j]) / (1e-5 * fmax(1, fabs(s[j])));
    }
    double d = s[DP_TH1] - s[DP_TH2];
    double want = -(s[DP_W1] - s[DP_W2]) * 2 * p.m2 * sin(d) * cos(d)
                  / (p.m1 + p.m2 * sin(d) * sin(d));
    ck_assert_msg(fabs(divh) <= 1e-7 * sh + 64 * U * rh, "case %d: div H-flow %g of %g", i,
                  divh, sh);
    ck_assert_msg(fabs(divl - want) <= 1e-7 * (sl + fabs(want)) + 64 * U * rl,
                  "case %d: div L-flow %g, want %g (scale %g)", i, divl, want, sl);
  }
  gsl_rng_free(r);
}
END_TEST
#line 791 "program/53-tests-hamilton.nw"
START_TEST(rk4_conserves_the_linear_invariant)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 45);
  for (int i = 0; i < 50; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], z[DP_NSTATE], yz[DP_NSTATE];
    dp_random_case(r, &p, s);
    p.g = 0;
    dp_pendulum ph, pl;
    ck_assert_int_eq(dp_pendulum_init(&ph, &p, DP_MODEL_CORRECT, DP_FORM_HAMILTON, NULL), DP_OK);
    ck_assert_int_eq(dp_pendulum_init(&pl, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL), DP_OK);
    dp_to_momenta(&p, s, y);
    memcpy(z, s, sizeof z);
    double L0 = y[DP_P1] + y[DP_P2], size = fabs(y[DP_P1]) + fabs(y[DP_P2]);
    double h = 0.03 / fmax(fabs(s[DP_W1]), fabs(s[DP_W2]));
    for (int k = 0; k < 1000; k++) {
      dp_ode_rk4(&ph.ode, y, h);
      dp_ode_rk4(&pl.ode, z, h);
    }
    dp_to_momenta(&p, z, yz);
    double eh = fabs(y[DP_P1] + y[DP_P2] - L0) / (U * size);
    double el = fabs(yz[DP_P1] + yz[DP_P2] - L0) / (U * size);
    ck_assert_msg(eh <= 1000, "case %d: Hamilton's RK4 changes p1 + p2 by %g units", i, eh);
    ck_assert_msg(isfinite(el) && el >= 1000 * fmax(eh, 1),
                  "case %d: Lagrange's RK4 by only %g units (H: %g)", i, el, eh);
  }
  gsl_rng_free(r);
}
END_TEST
#line 830 "program/53-tests-hamilton.nw"
START_TEST(hamilton_scale_bounds_the_delta_derivative)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 46);
  for (int i = 0; i < 20000; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], sig[DP_NSTATE], dsig[DP_NSTATE];
    property_case(r, i, &p, s);
    dp_to_momenta(&p, s, y);
    dp_hamilton_scale(&p, y, sig, dsig);
    double f[2][DP_NSTATE], h = 1e-6;
    for (int j = 0; j < 2; j++) {
      double a[DP_NSTATE];
      memcpy(a, y, sizeof a);
      a[DP_TH1] += j ? -h : h;
      dp_hamilton_rhs(&p, a, f[j]);
      f[j][DP_P1] += (p.m1 + p.m2) * p.g * p.l1 * sin(a[DP_TH1]);
      f[j][DP_P2] += p.m2 * p.g * p.l2 * sin(a[DP_TH2]);
    }
    for (int c = 0; c < DP_NSTATE; c++) {
      double fd = fabs(f[0][c] - f[1][c]) / (2 * h);
      ck_assert_msg(fd <= dsig[c] * (1 + 1e-6) + 64 * U * sig[c] / h,
                    "case %d, component %d: |d/d delta| %g > bound %g", i, c, fd, dsig[c]);
    }
  }
  gsl_rng_free(r);
}
END_TEST
#line 875 "program/53-tests-hamilton.nw"
START_TEST(blog_functions_exactly)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 47);
  for (int i = 0; i < 20000; i++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], a[2], sig[2], e[DP_BLOG_NEQ];
    property_case(r, i, &p, s);
    dp_to_momenta(&p, s, y);
    dp_hamilton_rhs(&p, y, dy);
    dp_blog_params b = { p.m1, p.m2, p.l1, p.l2, p.g, 0 }, bf = b;
    bf.lw1_fixed = 1;
    ck_assert_msg(dp_blog_ha1d(&b, y[0], y[1], y[2], y[3]) == dy[DP_TH1], "case %d: H_a1", i);
    double th1 = s[0], th2 = s[1], d = th1 - th2;
    double slip = dp_blog_lw1d(&b, th1, th2, s[2], s[3]) - dp_blog_lw1d(&bf, th1, th2, s[2], s[3]);
    double want = 2 * p.m2 * p.g * sin(th1 - 2 * th2)
                  / (p.l1 * (2 * p.m1 + p.m2 - p.m2 * cos(2 * d)));
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    dp_rounding_scale(&p, s, a, NULL, sig);
    check_close(slip, want, sig[0], 2 * DP_HAMILTON_BOUND, "L_w1's error is its sign slip", i);
    s[DP_TH1] = 2 * s[DP_TH2];
    dp_blog_equation_errors(&p, s, e);
    ck_assert_msg(e[DP_BLOG_LW1] <= DP_HAMILTON_BOUND, "case %d: L_w1 at th1 = 2 th2: %g", i,
                  e[DP_BLOG_LW1]);
  }
  gsl_rng_free(r);
}
END_TEST
#line 910 "program/53-tests-hamilton.nw"
START_TEST(blog_arithmetic_is_single)
{
  ck_assert_int_eq(FLT_EVAL_METHOD, 0);
  volatile float pi_blog = 3.1415926f, pi_near = (float)M_PI;
  ck_assert(pi_blog == nextafterf(pi_near, 0));
  ck_assert(pi_near > M_PI);
  ck_assert(dp_blog_angle2radf(90.0f) == pi_blog / 2);
  ck_assert(dp_blog_angle2radf(90.0f) != (float)(M_PI / 2));
}
END_TEST
#line 947 "program/53-tests-hamilton.nw"
START_TEST(blog_table_statements)
{
  dp_blog_sim hf, hd, lbf, lbd;
  blog_run_to(&hf, "hf", 0), blog_run_to(&hd, "hd", 0);
  blog_run_to(&lbf, "lbf", 0), blog_run_to(&lbd, "lbd", 0);
  for (long k = 1; k <= 1000; k++) {
    dp_blog_advance(&hf, 1, NULL), dp_blog_advance(&hd, 1, NULL);
    dp_blog_advance(&lbf, 1, NULL), dp_blog_advance(&lbd, 1, NULL);
    if (k == 1)
      ck_assert_double_gt(fabs(printed(lbf.z[0]) - printed(hf.z[0])), 0);
    if (k < 10) {
      double v[3][2] = { { hf.z[0], hd.z[0] }, { hf.z[1], hd.z[1] },
                         { dp_blog_printed_h(&hf), dp_blog_printed_h(&hd) } };
      for (int c = 0; c < 3; c++)
        ck_assert_msg(fabs(printed(v[c][0]) - printed(v[c][1])) <= 1.5e-6,
                      "step %ld, column %d: %.6f vs %.6f", k, c, v[c][0], v[c][1]);
    }
    if (k > 990) {
      double dh = fmax(fabs(hf.z[0] - hd.z[0]), fabs(hf.z[1] - hd.z[1]));
      double dl = fmax(fabs(lbf.z[0] - lbd.z[0]), fabs(lbf.z[1] - lbd.z[1]));
      ck_assert_msg(dh > 0.1 && dl > 0.1, "step %ld: %g, %g", k, dh, dl);
    }
  }
  ck_assert_double_gt(fabs(lbf.z[0]), 10);
  ck_assert_double_gt(fabs(lbd.z[0]), 10);
}
END_TEST
#line 987 "program/53-tests-hamilton.nw"
START_TEST(blog_causes_in_order)
{
  static dp_blog_causes_result r, u;
  dp_params p = { 1, 1, 1, 1, 0.005 }, pu = { 1, 2, 1, 0.6, 0.005 };
  double s[DP_NSTATE] = { M_PI / 2, M_PI / 2, 0, 0 };
  double su[DP_NSTATE] = { 120 * M_PI / 180, 45 * M_PI / 180, 0, 0 };
  ck_assert_int_eq(dp_blog_causes(&p, s, 3, &r, NULL), DP_OK);
  ck_assert_int_eq(dp_blog_causes(&pu, su, 3, &u, NULL), DP_OK);
  #define T(name) r.t_apart[blog_pair_index(name)]
  ck_assert_double_eq(T("form"), T("form_d"));
  ck_assert_double_eq(T("form"), T("step"));
  ck_assert_double_eq(T("form"), T("truth"));
  const char *at_tau[] = { "figures", "sign", "sign_d", "form", "form_d", "step", "truth" };
  for (int i = 0; i < 7; i++) {
    ck_assert_double_gt(T("precision"), T(at_tau[i]));
    ck_assert_double_gt(T("precision_l"), T(at_tau[i]));
  }
  ck_assert_double_lt(T("sign"), T("step"));
  ck_assert_double_lt(T("step"), T("precision"));
  ck_assert_double_lt(T("chaos4"), T("chaos8"));
  ck_assert_double_lt(T("chaos8"), T("chaos12"));
  ck_assert_double_lt(T("chaos8"), 2 * T("chaos4"));
  ck_assert_double_lt(T("chaos12"), 2 * T("chaos8"));
  ck_assert_double_ge(T("form_d100"), T("step100"));
  #undef T
  ck_assert_double_ge(u.t_apart[blog_pair_index("form_d100")],
                      u.t_apart[blog_pair_index("step100")]);
}
END_TEST
#line 1024 "program/53-tests-hamilton.nw"
START_TEST(blog_upper_rod_never_flips)
{
  dp_params p = { 1, 1, 1, 1, 0.005 };
  double a = dp_blog_angle2radf(90.0f), s[DP_NSTATE] = { a, a, 0, 0 };
  double E0 = dp_energy(&p, s), Vmin = (p.m1 + p.m2) * p.g * p.l1 - p.m2 * p.g * p.l2;
  for (int j = 0; j <= 360; j++) {
    double up[DP_NSTATE] = { M_PI, j * M_PI / 180, 0, 0 };
    ck_assert_double_ge(dp_potential(&p, up), Vmin * (1 - 1e-12));
  }
  ck_assert_double_gt(Vmin, E0);
  double worst = 0;
  for (long k = 0; k < 100000; k++) {
    ck_assert_int_eq(dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 0.03), DP_OK);
    worst = fmax(worst, fabs(s[DP_TH1]));
  }
  ck_assert_double_lt(worst, M_PI);
}
END_TEST
#line 122 "program/53-tests-hamilton.nw"
Suite *hamilton_suite(void)
{
  Suite *s = suite_create("hamilton");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 60);
  #line 245 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, hamilton_rhs_is_the_gradient_of_h);
  tcase_add_test(tc, hamilton_matches_lagrange);
  tcase_add_test(tc, hamilton_checks_detect_errors);
  tcase_add_test(tc, hamilton_check_keeps_the_worst);
  #line 312 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, blog_equations_match_but_lw1);
  tcase_add_test(tc, blog_check_keeps_the_worst);
  #line 531 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, blog_run_is_the_blog_loop);
  tcase_add_test(tc, blog_rk4_is_classical_rk4);
  tcase_add_test(tc, blog_double_run_converges);
  tcase_add_test(tc, blog_causes_measures_each_pair);
  tcase_add_test(tc, blog_run_refuses_and_stops);
  #line 860 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, momenta_are_angular_momenta);
  tcase_add_test(tc, hamilton_checks_hold_at_extremes);
  tcase_add_test(tc, internal_forces_cancel);
  tcase_add_test(tc, hamilton_flow_preserves_area);
  tcase_add_test(tc, rk4_conserves_the_linear_invariant);
  tcase_add_test(tc, hamilton_scale_bounds_the_delta_derivative);
  #line 1044 "program/53-tests-hamilton.nw"
  tcase_add_test(tc, blog_functions_exactly);
  tcase_add_test(tc, blog_arithmetic_is_single);
  tcase_add_test(tc, blog_table_statements);
  tcase_add_test(tc, blog_causes_in_order);
  tcase_add_test(tc, blog_upper_rod_never_flips);
  #line 128 "program/53-tests-hamilton.nw"
  suite_add_tcase(s, tc);
  return s;
}
