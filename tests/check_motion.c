#line 894 "program/51-tests-motion.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_solvecheck.h"
#include "dp_sincos.h"
#line 926 "program/51-tests-motion.nw"
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
    #line 1037 "program/51-tests-motion.nw"
    {
      double ac[2], ref[2], sigma[2];
      ck_assert_int_eq(dp_accel_cramer(&p, DP_MODEL_CORRECT, s, ac), DP_OK);
      ck_assert_int_eq(dp_accel_lu(&p, DP_MODEL_CORRECT, s, 1, ref, NULL), DP_OK);
      dp_rounding_scale(&p, s, ref, NULL, sigma);
      for (int i = 0; i < 2; i++)
        ck_assert_msg(fabs(ac[i] - ref[i]) <= DP_SOLVE_BOUND * sigma[i] * DBL_EPSILON / 2,
                      "state %d: Cramer alpha%d = %.17g, LU %.17g", k, i + 1, ac[i], ref[i]);
    }
    #line 939 "program/51-tests-motion.nw"
    worst = fmax(worst, d.scaled);
    worst_rel = fmax(worst_rel, d.rel);
  }
  gsl_rng_free(r);
  fprintf(stderr, "dp_accel vs LU: worst scaled %.3g (bound %g), worst relative %.3g\n",
          worst, DP_SOLVE_BOUND, worst_rel);
}
END_TEST
#line 964 "program/51-tests-motion.nw"
static double ulps_off(double got, long double exact)
{
  double r = (double)exact, ulp = nextafter(fabs(r), INFINITY) - fabs(r);
  return (double)(fabsl((long double)got - exact) / ulp);
}

START_TEST(sincos_within_one_ulp)
{
  ck_assert_int_ge(LDBL_MANT_DIG, DBL_MANT_DIG + 8);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 5);
  double worst = 0;
  for (long k = 0; k < 600000; k++) {
    double u = 2 * gsl_rng_uniform(r) - 1, x[2];
    switch (k % 3) {
    case 0: x[0] = 10 * u; break;
    case 1: x[0] = 1.6e6 * u; break;
    default: x[0] = nearbyint(1.6e6 / M_PI * 2 * u) * (M_PI / 2); break;
    }
    x[1] = -x[0] * gsl_rng_uniform(r);
    dp_v2 sn, cs;
    dp_sincos2((dp_v2){ x[0], x[1] }, &sn, &cs);
    for (int i = 0; i < 2; i++) {
      double e = fmax(ulps_off(sn[i], sinl(x[i])), ulps_off(cs[i], cosl(x[i])));
      ck_assert_msg(e <= 1, "x = %.17g: %g units in the last place", x[i], e);
      worst = fmax(worst, e);
    }
  }
  gsl_rng_free(r);
  double hardest = 0;
  for (long n = 1; n <= 1018592; n++) {          /* every n pi/2 below 1.6e6 */
    double x0 = (double)((long double)n * 1.57079632679489661923132169163975144L);
    for (int d = -1; d <= 1; d++) {
      double x = d < 0 ? nextafter(x0, 0) : d > 0 ? nextafter(x0, INFINITY) : x0;
      if (x > 1.6e6) continue;
      dp_v2 sn, cs;
      dp_sincos2((dp_v2){ x, -x }, &sn, &cs);
      double e = fmax(ulps_off(sn[0], sinl(x)), ulps_off(cs[0], cosl(x)));
      ck_assert_msg(e <= 1.1, "x = %.17g (next to %ld pi/2): %g units in the last place", x, n, e);
      hardest = fmax(hardest, e);
    }
  }
  const double odd[] = { 0.0, -0.0, 1e-300, 1.6e6, 1.7e6, -1e300, INFINITY, NAN };
  for (int k = 0; k < 8; k++) {
    dp_v2 sn, cs;
    dp_sincos2((dp_v2){ odd[k], 0.5 }, &sn, &cs);
    double s = sin(odd[k]), c = cos(odd[k]);
    int library = (sn[0] == s || (isnan(sn[0]) && isnan(s)))
                  && (cs[0] == c || (isnan(cs[0]) && isnan(c)));
    ck_assert_msg(fabs(odd[k]) > 1.6e6 || !isfinite(odd[k]) ? library
                  : ulps_off(sn[0], sinl(odd[k])) <= 1 && ulps_off(cs[0], cosl(odd[k])) <= 1,
                  "x = %g: %g %g", odd[k], sn[0], cs[0]);
    ck_assert_msg(signbit(sn[0]) == signbit(odd[k]) || fabs(odd[k]) >= 1.6e6 || isnan(odd[k]),
                  "the sign of sin(%g)", odd[k]);
    dp_v2 s1, c1;
    dp_sincos2((dp_v2){ 0.5, 0.5 }, &s1, &c1);
    ck_assert(sn[1] == s1[0] && cs[1] == c1[0] && s1[0] == s1[1] && c1[0] == c1[1]);
  }
  fprintf(stderr, "dp_sincos2: worst %.3f units in the last place, %.3f next to n pi/2\n",
          worst, hardest);
}
END_TEST
#line 1049 "program/51-tests-motion.nw"
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
#line 1076 "program/51-tests-motion.nw"
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
#line 1121 "program/51-tests-motion.nw"
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
#line 1157 "program/51-tests-motion.nw"
START_TEST(lagrangian_dtheta_matches_hand)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 5);
  for (int k = 0; k < 10000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double kk = p.m2 * p.l1 * p.l2, w12 = s[DP_W1] * s[DP_W2];
    double sd = sin(s[DP_TH1] - s[DP_TH2]);
    double g1 = (p.m1 + p.m2) * p.g * p.l1, g2 = p.m2 * p.g * p.l2;
    double size = kk * (fabs(s[DP_W1]) + fabs(s[DP_W2])) * (fabs(s[DP_W1]) + fabs(s[DP_W2]))
                  + g1 + g2;
    double hand[2] = { -kk * w12 * sd - g1 * sin(s[DP_TH1]),
                       kk * w12 * sd - g2 * sin(s[DP_TH2]) };
    for (int i = 0; i < 2; i++) {
      double ad = dp_lagrangian_dtheta(&p, DP_POTENTIAL_TRUE, s, i);
      ck_assert_msg(fabs(ad - hand[i]) <= 64 * DBL_EPSILON / 2 * size,
                    "state %d: dL/dth%d = %.17g, by hand %.17g", k, i + 1, ad, hand[i]);
    }
    double paper1 = -kk * w12 * sd - p.m1 * p.g * p.l1 * sin(s[DP_TH1]);
    ck_assert_msg(fabs(dp_lagrangian_dtheta(&p, DP_POTENTIAL_PAPER, s, 0) - paper1)
                  <= 64 * DBL_EPSILON / 2 * size, "state %d: paper's dL/dth1", k);
  }
  gsl_rng_free(r);
}
END_TEST
#line 1193 "program/51-tests-motion.nw"
struct sweep_record {
  gsl_rng *r;
  long seen;
  dp_solve_stats max;
};

static void record_sample(const dp_solve_sample *x, void *ctx)
{
  struct sweep_record *rec = ctx;
  dp_params p;
  double s[DP_NSTATE], a[2];
  dp_random_case(rec->r, &p, s);
  ck_assert_int_eq(x->k, rec->seen);
  ck_assert_mem_eq(&p, &x->p, sizeof p);
  ck_assert_mem_eq(s, x->s, sizeof s);
  dp_accel(&p, DP_MODEL_CORRECT, s, a);
  ck_assert_mem_eq(a, x->a, sizeof a);
  if (x->d.scaled > rec->max.worst_scaled)
    rec->max.worst_case = x->p;
  rec->max.worst_scaled = fmax(rec->max.worst_scaled, x->d.scaled);
  rec->max.worst_rel = fmax(rec->max.worst_rel, x->d.rel);
  rec->max.worst_el = fmax(rec->max.worst_el, x->el);
  rec->max.worst_el_paper = fmax(rec->max.worst_el_paper, x->el_paper);
  rec->max.worst_det = fmax(rec->max.worst_det, x->det);
  rec->seen++;
}

START_TEST(solve_sweep_keeps_the_maxima)
{
  struct sweep_record rec = { gsl_rng_alloc(gsl_rng_mt19937), 0, { 0 } };
  gsl_rng_set(rec.r, 11);
  dp_solve_stats st;
  ck_assert_int_eq(dp_solve_sweep(11, 3000, 1, record_sample, &rec, &st, NULL), DP_OK);
  gsl_rng_free(rec.r);
  ck_assert_int_eq(rec.seen, 3000);
  ck_assert_int_eq(st.n, 3000);
  ck_assert_double_eq(st.worst_scaled, rec.max.worst_scaled);
  ck_assert_double_eq(st.worst_rel, rec.max.worst_rel);
  ck_assert_double_eq(st.worst_el, rec.max.worst_el);
  ck_assert_double_eq(st.worst_el_paper, rec.max.worst_el_paper);
  ck_assert_double_eq(st.worst_det, rec.max.worst_det);
  ck_assert_mem_eq(&st.worst_case, &rec.max.worst_case, sizeof st.worst_case);
  ck_assert_double_le(st.worst_scaled, DP_SOLVE_BOUND);
  ck_assert_double_le(st.worst_el, DP_SOLVE_BOUND);
  ck_assert_double_le(st.worst_det, 16);
  ck_assert_double_gt(st.worst_el_paper, 0.01);
  dp_error err;
  ck_assert_int_eq(dp_solve_sweep(1, -1, 1, NULL, NULL, &st, &err), DP_EINVAL);
  ck_assert_ptr_nonnull(strstr(err.msg, "negative"));
}
END_TEST
#line 1248 "program/51-tests-motion.nw"
START_TEST(kinetic_sweep_keeps_the_maximum)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 2);
  double worst = 0, sweep;
  for (int k = 0; k < 5000; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double tabs = 0.5 * (p.m1 + p.m2) * p.l1 * p.l1 * s[DP_W1] * s[DP_W1]
                + 0.5 * p.m2 * p.l2 * p.l2 * s[DP_W2] * s[DP_W2]
                + p.m2 * p.l1 * p.l2 * fabs(s[DP_W1] * s[DP_W2]);
    worst = fmax(worst, fabs(dp_kinetic(&p, s) - dp_kinetic_cartesian(&p, s))
                        / (tabs * DBL_EPSILON / 2));
  }
  gsl_rng_free(r);
  ck_assert_int_eq(dp_kinetic_sweep(2, 5000, &sweep, NULL), DP_OK);
  ck_assert_double_eq(sweep, worst);
  ck_assert_double_le(sweep, 32);
  ck_assert_int_eq(dp_kinetic_sweep(2, -3, &sweep, NULL), DP_EINVAL);
}
END_TEST
#line 1280 "program/51-tests-motion.nw"
typedef void case_check(const dp_params *p, const double s[DP_NSTATE], int k);

static void for_cases(unsigned long seed, int nrandom, case_check *check)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, seed);
  for (int k = 0; k < nrandom + DP_NEXTREME; k++) {
    dp_params p;
    double s[DP_NSTATE];
    if (k < nrandom)
      dp_random_case(r, &p, s);
    else
      dp_extreme_case(k - nrandom, &p, s);
    check(&p, s, k);
  }
  gsl_rng_free(r);
}
#line 1303 "program/51-tests-motion.nw"
static void extreme_solve_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  dp_solve_sample x;
  double zero[DP_NSTATE] = { 0, 0, 0, 0 };
  if (memcmp(s, zero, sizeof zero) == 0 || (s[DP_W1] == 0 && s[DP_W2] == 0
                                             && sin(s[DP_TH1]) == 0 && sin(s[DP_TH2]) == 0))
    return;   /* at an equilibrium both sides are zero and the ratios undefined */
  ck_assert_int_eq(dp_solve_measure(p, s, 1, &x, NULL), DP_OK);
  ck_assert_msg(x.d.scaled <= DP_SOLVE_BOUND, "case %d: scaled difference %g", k, x.d.scaled);
  ck_assert_msg(x.el <= DP_SOLVE_BOUND, "case %d: scaled residual %g", k, x.el);
  ck_assert_msg(x.det <= 16, "case %d: determinant identity %g", k, x.det);
}

START_TEST(extreme_cases_solve_and_derivation)
{
  for_cases(30, 0, extreme_solve_at);
}
END_TEST
#line 1337 "program/51-tests-motion.nw"
static void slip_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double a[2], R[2], S, rest[DP_NSTATE] = { s[DP_TH1], s[DP_TH2], 0, 0 };
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  dp_el_residual(p, DP_POTENTIAL_TRUE, s, a, R, &S);
  double velocity_term = dp_lagrangian_dtheta(p, DP_POTENTIAL_TRUE, s, 1)
                       - dp_lagrangian_dtheta(p, DP_POTENTIAL_TRUE, rest, 1);
  double slipped = R[1] + 2 * velocity_term;
  double leftover = 2 * p->m2 * p->l1 * p->l2 * s[DP_W1] * s[DP_W2] * sin(s[DP_TH1] - s[DP_TH2]);
  double tol = 1e3 * DBL_EPSILON / 2 * S;
  ck_assert_msg(fabs(slipped - leftover) <= tol, "case %d: slipped %.17g, +2 k w1 w2 sin d = %.17g",
                k, slipped, leftover);
  if (fabs(leftover) > 10 * tol)
    ck_assert_msg(fabs(slipped + leftover) > fabs(leftover), "case %d: the sign", k);
}

START_TEST(paper_slip_leaves_plus_twice_the_term)
{
  for_cases(31, 10000, slip_at);
}
END_TEST
#line 1368 "program/51-tests-motion.nw"
static void even_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double a[2];
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  if (s[DP_W1] == 0 && s[DP_W2] == 0 && sin(s[DP_TH1]) == 0 && sin(s[DP_TH2]) == 0)
    return;
  for (int flip = 1; flip <= 3; flip++) {
    double t[DP_NSTATE] = { s[0], s[1], (flip & 1) ? -s[2] : s[2], (flip & 2) ? -s[3] : s[3] };
    double el = dp_el_scaled(p, t, a);
    ck_assert_msg(el <= DP_SOLVE_BOUND, "case %d, flip %d: residual %g", k, flip, el);
  }
}

START_TEST(accelerations_even_in_velocities)
{
  for_cases(32, 10000, even_at);
}
END_TEST
#line 1396 "program/51-tests-motion.nw"
static void kinetic_form_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M[4], w1 = s[DP_W1], w2 = s[DP_W2];
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  ck_assert_double_eq(M[1], M[2]);
  double pm[2] = { M[0] * w1 + M[1] * w2, M[2] * w1 + M[3] * w2 };
  double quad = 0.5 * (w1 * pm[0] + w2 * pm[1]), T = dp_kinetic_cartesian(p, s);
  double tol = 32 * DBL_EPSILON / 2 * dp_kinetic_abs(p, s);
  ck_assert_msg(fabs(quad - T) <= tol, "case %d: w'Mw/2 = %.17g, T = %.17g", k, quad, T);
  ck_assert_msg(fabs(w1 * pm[0] + w2 * pm[1] - T - T) <= 2 * tol, "case %d: coenergy", k);
}

START_TEST(mass_matrix_is_the_kinetic_form)
{
  for_cases(33, 10000, kinetic_form_at);
}
END_TEST
#line 1424 "program/51-tests-motion.nw"
static void det_range_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M[4], m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2;
  double lo = m1 * m2 * l1 * l1 * l2 * l2, hi = (m1 + m2) * m2 * l1 * l1 * l2 * l2;
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  double det = M[0] * M[3] - M[1] * M[2], tol = 16 * DBL_EPSILON * M[0] * M[3];
  ck_assert_msg(det >= lo - tol && det <= hi + tol,
                "case %d: det %g outside [%g, %g]", k, det, lo, hi);
  double d = s[DP_TH1] - s[DP_TH2];
  double den = 2 * m1 + m2 - m2 * cos(2 * d);
  double den_tol = 8 * DBL_EPSILON * l1 * (2 * m1 + 2 * m2) + 2 * tol / (m2 * l1 * l2 * l2);
  ck_assert_msg(fabs(l1 * den - 2 * det / (m2 * l1 * l2 * l2)) <= den_tol,
                "case %d: denominator", k);
  double in_line[DP_NSTATE] = { s[DP_TH1], s[DP_TH1], 0, 0 };
  dp_mass_matrix(p, DP_MODEL_CORRECT, in_line, M);
  ck_assert_msg(fabs((M[0] * M[3] - M[1] * M[2]) / (M[0] * M[3]) - m1 / (m1 + m2))
                <= 16 * DBL_EPSILON, "case %d: in line", k);
}

START_TEST(determinant_range)
{
  for_cases(34, 10000, det_range_at);
}
END_TEST
#line 1458 "program/51-tests-motion.nw"
START_TEST(closed_form_identities)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 35);
  for (int k = 0; k < 10000; k++) {
    double t1 = M_PI * (2 * gsl_rng_uniform(r) - 1), t2 = M_PI * (2 * gsl_rng_uniform(r) - 1);
    double d = t1 - t2;
    ck_assert_double_eq_tol(2 * sin(t2) * cos(d), sin(t1) - sin(t1 - 2 * t2), 32 * DBL_EPSILON);
    ck_assert_double_eq_tol(sin(t1) * cos(d) - sin(t2), cos(t1) * sin(d), 32 * DBL_EPSILON);
    ck_assert_double_eq_tol(2 * sin(d) * sin(d), 1 - cos(2 * d), 32 * DBL_EPSILON);
  }
  gsl_rng_free(r);
}
END_TEST
#line 1492 "program/51-tests-motion.nw"
static int loop_round_trips(const double M[4], const double f[2], const double exact[2],
                            double gain, double floor, double *rho_seen)
{
  double a2 = 0, e1 = 0, prev = 0;
  *rho_seen = -1;
  for (int n = 1; n <= (gain > 0 ? 10000 : 3); n++) {
    double a1 = (f[0] - M[1] * a2) / M[0];
    a2 = (f[1] - M[2] * a1) / M[3];
    double e = fabs((f[0] - M[1] * a2) / M[0] - exact[0]);
    if (n == 1)
      e1 = e;
    if (n == 3)
      *rho_seen = prev > floor ? e / prev : -1;
    prev = e;
    if (gain > 0 && e <= gain * e1)
      return n - 1;
  }
  return -1;
}

static void loop_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M[4], f[2], exact[2], rho_seen;
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  dp_forces(p, DP_MODEL_CORRECT, s, f);
  ck_assert_int_eq(dp_accel_lu(p, DP_MODEL_CORRECT, s, 1, exact, NULL), DP_OK);
  double c = cos(s[DP_TH1] - s[DP_TH2]), rho = p->m2 * c * c / (p->m1 + p->m2);
  ck_assert_double_eq_tol(M[1] * M[2] / (M[0] * M[3]), rho, 8 * DBL_EPSILON);
  ck_assert_double_lt(rho, 1);
  if (rho > 0.05 && fabs(exact[0]) > 1e-3 * (fabs(exact[1]) + p->g / p->l1)) {
    double sigma[2];
    dp_rounding_scale(p, s, exact, NULL, sigma);
    loop_round_trips(M, f, exact, 0, 1e8 * DBL_EPSILON * sigma[0], &rho_seen);
    if (rho_seen >= 0)
      ck_assert_msg(fabs(rho_seen - rho) <= 1e-6, "case %d: factor %g, not %g", k, rho_seen, rho);
  }
}

START_TEST(algebraic_loop_contracts)
{
  for_cases(36, 1000, loop_at);
  dp_params p = { 1, 10, 1, 1, 9.81 };
  double s[DP_NSTATE] = { 0.8, 0.79, 0.5, -1.5 }, M[4], f[2], exact[2], rho_seen;
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  dp_forces(&p, DP_MODEL_CORRECT, s, f);
  dp_accel_lu(&p, DP_MODEL_CORRECT, s, 1, exact, NULL);
  int n = loop_round_trips(M, f, exact, 1e-3, 0, &rho_seen);
  ck_assert_double_eq_tol(rho_seen, 10 * cos(0.01) * cos(0.01) / 11, 1e-6);
  ck_assert_msg(n >= 72 && n <= 74, "%d round trips for three digits", n);
}
END_TEST
#line 1553 "program/51-tests-motion.nw"
static void pivot_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M[4];
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  double c = cos(s[DP_TH1] - s[DP_TH2]);
  double e[4] = { M[0] / (p->l1 * p->l1), M[1] / (p->l1 * p->l2),
                  M[2] / (p->l1 * p->l2), M[3] / (p->l2 * p->l2) };
  ck_assert_msg(e[0] >= fabs(e[2]), "case %d: pivot", k);
  double l21 = e[2] / e[0], u22 = e[3] - l21 * e[1];
  ck_assert_double_eq_tol(fabs(l21 * e[1]) + fabs(u22), e[3], 8 * DBL_EPSILON * e[3]);
  int swaps = fabs(M[2]) > fabs(M[0]);
  double lhs = p->m2 * p->l2 * fabs(c), rhs = (p->m1 + p->m2) * p->l1;
  if (fabs(lhs - rhs) > 1e-12 * rhs)
    ck_assert_msg(swaps == (lhs > rhs), "case %d: row exchange", k);
}

START_TEST(equilibrated_pivots)
{
  for_cases(37, 10000, pivot_at);
}
END_TEST
#line 1586 "program/51-tests-motion.nw"
static void scaling_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double kk = pow(10, (k % 7) - 3), c = pow(10, (k % 5) - 2), g2 = 1 + (k % 11);
  dp_params q = { kk * p->m1, kk * p->m2, c * p->l1, c * p->l2, g2 };
  if (dp_params_check(&q, NULL) != DP_OK)
    return;
  double sigma = sqrt(g2 / (c * p->g)), a[2], b[2], scale[2];
  double t[DP_NSTATE] = { s[0], s[1], sigma * s[2], sigma * s[3] };
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  dp_accel(&q, DP_MODEL_CORRECT, t, b);
  dp_rounding_scale(p, s, a, NULL, scale);
  for (int i = 0; i < 2; i++)
    ck_assert_msg(fabs(b[i] - sigma * sigma * a[i])
                  <= 2 * DP_SOLVE_BOUND * DBL_EPSILON / 2 * sigma * sigma * scale[i],
                  "case %d: alpha%d %.17g vs %.17g", k, i + 1, b[i], sigma * sigma * a[i]);
}

START_TEST(scaling_law)
{
  for_cases(38, 10000, scaling_at);
}
END_TEST
#line 1624 "program/51-tests-motion.nw"
static void closed_form_of_the_explainer(const dp_params *p, const double s[DP_NSTATE],
                                         double a[2])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  double th1 = s[DP_TH1], th2 = s[DP_TH2], w1 = s[DP_W1], w2 = s[DP_W2];
  double d = th1 - th2, sd = sin(d), cd = cos(d);
  double den = 2 * m1 + m2 - m2 * (2 * cd * cd - 1);
  a[0] = (-(2 * m1 + m2) * g * sin(th1) - m2 * g * sin(th1 - 2 * th2)
          - 2 * sd * m2 * (l2 * w2 * w2 + l1 * w1 * w1 * cd)) / (l1 * den);
  a[1] = 2 * sd * ((m1 + m2) * l1 * w1 * w1 + (m1 + m2) * g * cos(th1)
                   + m2 * l2 * w2 * w2 * cd) / (l2 * den);
}

START_TEST(plain_difference_has_no_bound)
{
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { 1e-9, M_PI + 2e-9, 0, 0 }, a[2], ref[2], sigma[2];
  closed_form_of_the_explainer(&p, s, a);
  ck_assert_int_eq(dp_accel_lu(&p, DP_MODEL_CORRECT, s, 1, ref, NULL), DP_OK);
  dp_rounding_scale(&p, s, ref, NULL, sigma);
  double rel = fmax(fabs(a[0] - ref[0]), fabs(a[1] - ref[1]))
               / fmax(fabs(ref[0]), fabs(ref[1]));
  ck_assert_double_gt(rel, 1e-10);
  for (int i = 0; i < 2; i++)
    ck_assert_double_le(fabs(a[i] - ref[i]) / (sigma[i] * DBL_EPSILON / 2), DP_SOLVE_BOUND);
  double th1 = 2.5, th2 = -1, sd = fabs(sin(th1 - th2));
  double b[DP_NSTATE] = { th1, th2, sqrt(p.g * fabs(sin(th2)) / (p.l1 * sd)),
                          sqrt((p.m1 + p.m2) * p.g * sin(th1) / (p.m2 * p.l2 * sd)) };
  dp_solve_diff d;
  ck_assert_int_eq(dp_solve_diff_at(&p, b, 1, &d, NULL), DP_OK);
  ck_assert_double_gt(d.rel, 1e-10);
  ck_assert_double_le(d.scaled, DP_SOLVE_BOUND);
}
END_TEST
#line 905 "program/51-tests-motion.nw"
Suite *motion_suite(void)
{
  Suite *s = suite_create("motion");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 1027 "program/51-tests-motion.nw"
  tcase_add_test(tc, sincos_within_one_ulp);
  #line 1107 "program/51-tests-motion.nw"
  tcase_add_test(tc, closed_form_matches_lu);
  tcase_add_test(tc, determinant_identity);
  tcase_add_test(tc, euler_lagrange_residual_vanishes);
  tcase_add_test(tc, euler_lagrange_residual_detects_errors);
  #line 1139 "program/51-tests-motion.nw"
  tcase_add_test(tc, blog_start_by_hand);
  tcase_add_test(tc, other_models_fail_cleanly_until_defined);
  #line 1185 "program/51-tests-motion.nw"
  tcase_add_test(tc, lagrangian_dtheta_matches_hand);
  #line 1271 "program/51-tests-motion.nw"
  tcase_add_test(tc, solve_sweep_keeps_the_maxima);
  tcase_add_test(tc, kinetic_sweep_keeps_the_maximum);
  #line 1322 "program/51-tests-motion.nw"
  tcase_add_test(tc, extreme_cases_solve_and_derivation);
  #line 1359 "program/51-tests-motion.nw"
  tcase_add_test(tc, paper_slip_leaves_plus_twice_the_term);
  #line 1387 "program/51-tests-motion.nw"
  tcase_add_test(tc, accelerations_even_in_velocities);
  #line 1414 "program/51-tests-motion.nw"
  tcase_add_test(tc, mass_matrix_is_the_kinetic_form);
  #line 1449 "program/51-tests-motion.nw"
  tcase_add_test(tc, determinant_range);
  #line 1473 "program/51-tests-motion.nw"
  tcase_add_test(tc, closed_form_identities);
  #line 1544 "program/51-tests-motion.nw"
  tcase_add_test(tc, algebraic_loop_contracts);
  #line 1575 "program/51-tests-motion.nw"
  tcase_add_test(tc, equilibrated_pivots);
  #line 1609 "program/51-tests-motion.nw"
  tcase_add_test(tc, scaling_law);
  #line 1659 "program/51-tests-motion.nw"
  tcase_add_test(tc, plain_difference_has_no_bound);
  #line 911 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
