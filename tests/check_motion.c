#line 195 "program/51-tests-motion.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_energy.h"
#include "dp_solvecheck.h"
#line 225 "program/51-tests-motion.nw"
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
    #line 255 "program/51-tests-motion.nw"
    {
      double ac[2], ref[2], sigma[2];
      ck_assert_int_eq(dp_accel_cramer(&p, DP_MODEL_CORRECT, s, ac), DP_OK);
      ck_assert_int_eq(dp_accel_lu(&p, DP_MODEL_CORRECT, s, 1, ref, NULL), DP_OK);
      dp_rounding_scale(&p, s, ref, NULL, sigma);
      for (int i = 0; i < 2; i++)
        ck_assert_msg(fabs(ac[i] - ref[i]) <= DP_SOLVE_BOUND * sigma[i] * DBL_EPSILON / 2,
                      "state %d: Cramer alpha%d = %.17g, LU %.17g", k, i + 1, ac[i], ref[i]);
    }
    #line 238 "program/51-tests-motion.nw"
    worst = fmax(worst, d.scaled);
    worst_rel = fmax(worst_rel, d.rel);
  }
  gsl_rng_free(r);
  fprintf(stderr, "closed form vs LU: worst scaled %.3g (bound %g), worst relative %.3g\n",
          worst, DP_SOLVE_BOUND, worst_rel);
}
END_TEST
#line 267 "program/51-tests-motion.nw"
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
#line 294 "program/51-tests-motion.nw"
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
#line 339 "program/51-tests-motion.nw"
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
#line 375 "program/51-tests-motion.nw"
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
#line 411 "program/51-tests-motion.nw"
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
#line 466 "program/51-tests-motion.nw"
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
#line 205 "program/51-tests-motion.nw"
Suite *motion_suite(void)
{
  Suite *s = suite_create("motion");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 325 "program/51-tests-motion.nw"
  tcase_add_test(tc, closed_form_matches_lu);
  tcase_add_test(tc, determinant_identity);
  tcase_add_test(tc, euler_lagrange_residual_vanishes);
  tcase_add_test(tc, euler_lagrange_residual_detects_errors);
  #line 357 "program/51-tests-motion.nw"
  tcase_add_test(tc, blog_start_by_hand);
  tcase_add_test(tc, other_models_fail_cleanly_until_defined);
  #line 403 "program/51-tests-motion.nw"
  tcase_add_test(tc, lagrangian_dtheta_matches_hand);
  #line 489 "program/51-tests-motion.nw"
  tcase_add_test(tc, solve_sweep_keeps_the_maxima);
  tcase_add_test(tc, kinetic_sweep_keeps_the_maximum);
  #line 211 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
