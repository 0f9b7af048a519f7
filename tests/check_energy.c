#line 282 "program/51-tests-motion.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <gsl/gsl_rng.h>
#include "dp_energy.h"
#line 306 "program/51-tests-motion.nw"
#include <stdlib.h>
#include <string.h>
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_ode.h"
#include "dp_solvecheck.h"
#line 357 "program/51-tests-motion.nw"
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
#line 314 "program/51-tests-motion.nw"
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
#line 384 "program/51-tests-motion.nw"
static void kinetic_bounds_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double sd = sin(s[DP_TH1] - s[DP_TH2]), cd = cos(s[DP_TH1] - s[DP_TH2]);
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2;
  double v[2][DP_NSTATE] = {
    { s[0], s[1], s[2], s[3] },
    { s[0], s[1], s[2] + 1, -(l1 * cd / l2) * (s[2] + 1) } };
  for (int j = 0; j < 2; j++) {
    double *x = v[j], w1 = x[DP_W1], w2 = x[DP_W2], T = dp_kinetic(p, x);
    double tol = 32 * DBL_EPSILON / 2 * dp_kinetic_abs(p, x);
    double schur1 = 0.5 * l1 * l1 * (m1 + m2 * sd * sd) * w1 * w1;
    double schur2 = 0.5 * m2 * l2 * l2 * (m1 + m2 * sd * sd) / (m1 + m2) * w2 * w2;
    ck_assert_msg(T >= schur1 - tol && T >= schur2 - tol,
                  "case %d: T = %g below its bounds", k, T);
    ck_assert(schur1 >= 0.5 * m1 * l1 * l1 * w1 * w1 * (1 - 8 * DBL_EPSILON));
    ck_assert(schur2 >= 0.5 * m1 * m2 * l2 * l2 * w2 * w2 / (m1 + m2) * (1 - 8 * DBL_EPSILON));
    ck_assert_msg(w1 == 0 && w2 == 0 ? T == 0 : T > 0, "case %d: T = %g", k, T);
    if (j == 1)
      ck_assert_msg(fabs(T - schur1) <= tol, "case %d: T = %.17g, not %.17g", k, T, schur1);
  }
}

START_TEST(kinetic_energy_bounds)
{
  for_cases(21, 10000, kinetic_bounds_at);
}
END_TEST
#line 421 "program/51-tests-motion.nw"
static void speeds_add_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double a = p->l1 * s[DP_W1], b = p->l2 * s[DP_W2];
  double in_line[DP_NSTATE] = { s[0], s[0], s[2], s[3] };
  double square[DP_NSTATE] = { s[0], s[0] - M_PI / 2, s[2], s[3] };
  double tol = 32 * DBL_EPSILON / 2 * dp_kinetic_abs(p, s);
  double t_line = 0.5 * p->m1 * a * a + 0.5 * p->m2 * (a + b) * (a + b);
  double t_square = 0.5 * p->m1 * a * a + 0.5 * p->m2 * (a * a + b * b);
  ck_assert_msg(fabs(dp_kinetic(p, in_line) - t_line) <= tol, "case %d: in line", k);
  ck_assert_msg(fabs(dp_kinetic(p, square) - t_square) <= tol, "case %d: at right angles", k);
}

START_TEST(speeds_add_as_vectors)
{
  for_cases(22, 10000, speeds_add_at);
}
END_TEST
#line 446 "program/51-tests-motion.nw"
static void well_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double es = dp_energy_scale(p), V = dp_potential(p, s), avail = dp_energy_available(p, s);
  double tol = 8 * DBL_EPSILON * (es + dp_kinetic_abs(p, s));
  ck_assert_msg(V >= -es * (1 + 4 * DBL_EPSILON) && V <= es * (1 + 4 * DBL_EPSILON),
                "case %d: V = %g outside the well of depth %g", k, V, es);
  ck_assert_msg(avail >= 0, "case %d: available energy %g", k, avail);
  ck_assert_msg(fabs(avail - (dp_energy(p, s) + es)) <= tol, "case %d: E_avail", k);
  double bottom[DP_NSTATE] = { 0, 0, 0, 0 }, top[DP_NSTATE] = { M_PI, -M_PI, 0, 0 };
  ck_assert_double_eq_tol(dp_potential(p, bottom), -es, 4 * DBL_EPSILON * es);
  ck_assert_double_eq_tol(dp_potential(p, top), es, 4 * DBL_EPSILON * es);
  ck_assert_double_eq(dp_energy_available(p, bottom), 0);
}

START_TEST(potential_within_the_well)
{
  for_cases(23, 10000, well_at);
}
END_TEST
#line 482 "program/51-tests-motion.nw"
static void static_load_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  (void)s;
  const double psi = 1e-3, rest[DP_NSTATE] = { 0, 0, 0, 0 };
  const double lift[3][DP_NSTATE] = { { psi, psi, 0, 0 }, { psi, 0, 0, 0 }, { 0, psi, 0, 0 } };
  double g1 = (p->m1 + p->m2) * p->g * p->l1, g1p = p->m1 * p->g * p->l1;
  double g2 = p->m2 * p->g * p->l2;
  double want[3] = { g1 + g2, g1, g2 }, want_paper[3] = { g1p + g2, g1p, g2 };
  for (int j = 0; j < 3; j++) {
    double w = (dp_potential(p, lift[j]) - dp_potential(p, rest)) / (0.5 * psi * psi);
    double wp = (dp_potential_paper(p, lift[j]) - dp_potential_paper(p, rest)) / (0.5 * psi * psi);
    double round = 8 * DBL_EPSILON * dp_energy_scale(p) / (0.5 * psi * psi);
    ck_assert_msg(fabs(w - want[j]) <= 1e-6 * want[j] + round,
                  "case %d, lift %d: %g vs %g", k, j, w, want[j]);
    ck_assert_msg(fabs(wp - want_paper[j]) <= 1e-6 * want_paper[j] + round,
                  "case %d, lift %d, paper: %g vs %g", k, j, wp, want_paper[j]);
  }
}

START_TEST(static_load_coefficients)
{
  for_cases(24, 100, static_load_at);
}
END_TEST
#line 517 "program/51-tests-motion.nw"
START_TEST(upper_mass_limit_torques)
{
  for (int e = 3; e <= 9; e += 3) {
    dp_params p = { pow(10, -e), 1, 1, 1, 9.81 };
    for (int k = 0; k < 12; k++) {
      double s[DP_NSTATE] = { -3 + 0.5 * k, 0.2 * k, 0, 0 };
      double own = -p.m1 * p.g * p.l1 * sin(s[DP_TH1]);
      double q = dp_lagrangian_dtheta(&p, DP_POTENTIAL_TRUE, s, 0);
      double qp = dp_lagrangian_dtheta(&p, DP_POTENTIAL_PAPER, s, 0);
      ck_assert_double_eq_tol(q + p.m2 * p.g * p.l1 * sin(s[DP_TH1]), own, 1e-13);
      ck_assert_double_eq_tol(qp, own, 1e-13);
    }
  }
}
END_TEST
#line 551 "program/51-tests-motion.nw"
static double closest_approach;

static void speed_bound_along(const dp_params *p, const double s0[DP_NSTATE], int k)
{
  double wb[2], s[DP_NSTATE], e0 = dp_energy_available(p, s0);
  if (e0 == 0)
    return;
  dp_speed_bound(p, s0, wb);
  double rate = fmax(fmax(wb[0], wb[1]),
                     sqrt((p->m1 + p->m2) * p->g * (1 / p->l1 + 1 / p->l2) / p->m1));
  double h = 0.005 / rate;
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] = s0[i];
  for (int n = 0; n < 5000; n++) {
    ck_assert_int_eq(dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, h), DP_OK);
    double drift = fabs(dp_energy_available(p, s) - e0) / e0;
    ck_assert_msg(drift <= 1e-4, "case %d, step %d: drift %g", k, n, drift);
    for (int i = 0; i < 2; i++) {
      double w = fabs(s[DP_W1 + i]);
      ck_assert_msg(w <= wb[i] * sqrt(1 + drift) * (1 + 64 * DBL_EPSILON),
                    "case %d, step %d: |w%d| = %.17g above its bound %.17g",
                    k, n, i + 1, w, wb[i]);
      closest_approach = fmax(closest_approach, w / wb[i]);
    }
  }
}

START_TEST(speed_bounds_hold_along_the_motion)
{
  closest_approach = 0;
  for_cases(25, 200, speed_bound_along);
  fprintf(stderr, "speed bounds: closest approach %.4f of the bound\n", closest_approach);
  ck_assert_double_gt(closest_approach, 0.999);
}
END_TEST
#line 596 "program/51-tests-motion.nw"
static void sharp_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double w = 1 + fabs(s[DP_W1]), wb[2];
  double a[DP_NSTATE] = { 0, 0, w, -p->l1 * w / p->l2 };
  double b[DP_NSTATE] = { 0, 0, -p->m2 * p->l2 * w / ((p->m1 + p->m2) * p->l1), w };
  dp_speed_bound(p, a, wb);
  ck_assert_msg(fabs(wb[0] - w) <= 1e-12 * w, "case %d: bound %.17g for w1 = %g", k, wb[0], w);
  dp_speed_bound(p, b, wb);
  ck_assert_msg(fabs(wb[1] - w) <= 1e-12 * w, "case %d: bound %.17g for w2 = %g", k, wb[1], w);
}

START_TEST(speed_bounds_are_sharp)
{
  for_cases(26, 1000, sharp_at);
}
END_TEST
#line 620 "program/51-tests-motion.nw"
START_TEST(speed_trace_keeps_the_maxima)
{
  dp_params p = dp_params_default();
  double s0[DP_NSTATE] = { 179 * M_PI / 180, -179 * M_PI / 180, 0, 0 }, s[DP_NSTATE], wb[2];
  double wmax[2] = { 0, 0 };
  dp_speed_record r;
  ck_assert_int_eq(dp_speed_trace(&p, s0, 2, 1e-3, &r, NULL), DP_OK);
  ck_assert_int_eq(r.steps, 2000);
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] = s0[i];
  for (int n = 0; n < 2000; n++) {
    dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 2.0 / 2000);
    wmax[0] = fmax(wmax[0], fabs(s[DP_W1]));
    wmax[1] = fmax(wmax[1], fabs(s[DP_W2]));
  }
  dp_speed_bound(&p, s0, wb);
  ck_assert_double_eq(r.wmax[0], wmax[0]);
  ck_assert_double_eq(r.wmax[1], wmax[1]);
  ck_assert_double_eq(r.bound[0], wb[0]);
  ck_assert_double_eq(r.ratio, fmax(wmax[0] / wb[0], wmax[1] / wb[1]));
  ck_assert_double_lt(r.drift, 1e-7);
  ck_assert_int_eq(dp_speed_trace(&p, s0, -1, 1e-3, &r, NULL), DP_EINVAL);
  ck_assert_int_eq(dp_speed_trace(&p, s0, 1, 0, &r, NULL), DP_EINVAL);
}
END_TEST
#line 663 "program/51-tests-motion.nw"
static double bound_by_hand(const dp_params *p, const double s[DP_NSTATE])
{
  double e = fmax(0, dp_energy(p, s) + dp_energy_scale(p));
  return fmax(sqrt(2 * e / (p->m1 * p->l1 * p->l1)),
              sqrt(2 * (p->m1 + p->m2) * e / (p->m1 * p->m2 * p->l2 * p->l2)));
}

static int near_limit, refused;

static void start_limits_at(const dp_params *p, const double s0[DP_NSTATE], int k)
{
  for (int d = -3; d <= 7; d++) {
    double s[DP_NSTATE] = { s0[0], s0[1], s0[2] * pow(10, d), s0[3] * pow(10, d) };
    dp_error err;
    if (!(fabs(s[2]) <= DP_OMEGA_MAX && fabs(s[3]) <= DP_OMEGA_MAX))
      continue;
    double b = bound_by_hand(p, s);
    int rc = dp_start_check(p, s, &err);
    if (fabs(b / DP_OMEGA_MAX - 1) < 1e-6)
      continue;
    ck_assert_msg((rc == DP_OK) == (b <= DP_OMEGA_MAX), "case %d, 1e%d: bound %g, check %d (%s)",
                  k, d, b, rc, rc ? err.msg : "");
    if (rc != DP_OK) {
      const char *w1 = strstr(err.msg, "lower |w1| to "), *w2 = strstr(err.msg, "|w2| to ");
      const char *g = strstr(err.msg, "lower g to ");
      ck_assert_msg((w1 && w2) || g, "case %d: %s", k, err.msg);
      dp_params q = *p;
      if (w1) {
        s[2] = copysign(atof(w1 + strlen("lower |w1| to ")), s[2]);
        s[3] = copysign(atof(w2 + strlen("|w2| to ")), s[3]);
      } else {
        q.g = atof(g + strlen("lower g to "));
        s[2] = s[3] = 0;
      }
      ck_assert_msg(dp_start_check(&q, s, &err) == DP_OK,
                    "case %d: still refused: %s", k, err.msg);
      refused++;
      continue;
    }
    if (b < DP_OMEGA_MAX / 2)
      continue;
    near_limit++;
    double h = 0.005 / fmax(b, sqrt((p->m1 + p->m2) * p->g * (1 / p->l1 + 1 / p->l2) / p->m1));
    for (int n = 0; n < 2000; n++) {
      ck_assert_int_eq(dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, h), DP_OK);
      ck_assert_msg(dp_state_check(s, &err) == DP_OK, "case %d, step %d: %s", k, n, err.msg);
    }
  }
}

START_TEST(start_limits_keep_the_motion_within_the_guard)
{
  near_limit = refused = 0;
  for_cases(27, 300, start_limits_at);
  fprintf(stderr, "start limits: %d starts refused, %d integrated near the limit\n", refused,
          near_limit);
  ck_assert_int_gt(refused, 100);
  ck_assert_int_gt(near_limit, 10);
  dp_params p = dp_params_default();
  double s[DP_NSTATE] = { DP_THETA_MAX, -DP_THETA_MAX, 0, 0 };
  ck_assert_int_eq(dp_start_check(&p, s, NULL), DP_OK);
  s[1] = nextafter(-DP_THETA_MAX, -INFINITY);
  ck_assert_int_eq(dp_start_check(&p, s, NULL), DP_ERANGE);
  double fast[DP_NSTATE] = { M_PI / 2, M_PI / 2, 1e6, 0 };
  dp_error err;
  ck_assert_int_eq(dp_start_check(&p, fast, &err), DP_ERANGE);
  ck_assert_ptr_nonnull(strstr(err.msg, "beyond the limit"));
}
END_TEST
#line 747 "program/51-tests-motion.nw"
static void friction_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M[4], f[2], b1 = 0.1 + 0.07 * (k % 29), b2 = 0.05 * (k % 17);
  for (int damped = 0; damped < 2; damped++) {
    double w1 = s[DP_W1], w2 = s[DP_W2];
    double q[2] = { -b1 * w1 + b2 * (w2 - w1), -b2 * (w2 - w1) };
    dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
    dp_forces(p, DP_MODEL_CORRECT, s, f);
    if (damped)
      f[0] += q[0], f[1] += q[1];
    double det = M[0] * M[3] - M[1] * M[2];
    double v[DP_NSTATE] = { w1, w2, (f[0] * M[3] - M[1] * f[1]) / det,
                            (M[0] * f[1] - M[2] * f[0]) / det };
    double vmax = 0, plus[DP_NSTATE], minus[DP_NSTATE];
    for (int i = 0; i < DP_NSTATE; i++)
      vmax = fmax(vmax, fabs(v[i]));
    if (vmax == 0)
      return;
    double eta = 1e-6 / vmax;
    for (int i = 0; i < DP_NSTATE; i++)
      plus[i] = s[i] + eta * v[i], minus[i] = s[i] - eta * v[i];
    double dEdt = (dp_energy(p, plus) - dp_energy(p, minus)) / (2 * eta);
    double want = damped ? -b1 * w1 * w1 - b2 * (w2 - w1) * (w2 - w1) : 0;
    double tol = 1e-8 * vmax * (dp_kinetic_abs(p, s) + dp_energy_scale(p));
    ck_assert_msg(fabs(dEdt - want) <= tol, "case %d (%s): dE/dt = %g, not %g",
                  k, damped ? "friction" : "none", dEdt, want);
  }
}

START_TEST(friction_drains_energy)
{
  for_cases(27, 2000, friction_at);
}
END_TEST
#line 796 "program/51-tests-motion.nw"
/* T and V of point masses m[i] at distance r[i] along rod rod[i] (0 upper, 1 lower). */
static void lumped(double g, double l1, int n, const double *m, const double *r,
                   const int *rod, const double s[DP_NSTATE], double *T, double *V)
{
  *T = *V = 0;
  for (int i = 0; i < n; i++) {
    double d1 = rod[i] ? l1 : r[i], d2 = rod[i] ? r[i] : 0;
    double vx = d1 * s[DP_W1] * cos(s[DP_TH1]) + d2 * s[DP_W2] * cos(s[DP_TH2]);
    double vy = d1 * s[DP_W1] * sin(s[DP_TH1]) + d2 * s[DP_W2] * sin(s[DP_TH2]);
    *T += 0.5 * m[i] * (vx * vx + vy * vy);
    *V += m[i] * g * (-d1 * cos(s[DP_TH1]) - d2 * cos(s[DP_TH2]));
  }
}

static void bars_at(const dp_params *p, const double s[DP_NSTATE], int k)
{
  double M2 = p->m2, l2 = p->l2, T, V, lo = 0.5 * (1 - 1 / sqrt(3)), hi = 0.5 * (1 + 1 / sqrt(3));
  double m[3] = { p->m1, M2 / 2, M2 / 2 }, r[3] = { p->l1, lo * l2, hi * l2 };
  int rod[3] = { 0, 1, 1 };
  lumped(p->g, p->l1, 3, m, r, rod, s, &T, &V);
  dp_params eff = { p->m1 + M2 / 4, 3 * M2 / 4, p->l1, 2 * l2 / 3, p->g };
  double tol = 64 * DBL_EPSILON / 2;
  ck_assert_msg(fabs(T - dp_kinetic(&eff, s)) <= tol * dp_kinetic_abs(&eff, s),
                "case %d: lower bar T %.17g vs %.17g", k, T, dp_kinetic(&eff, s));
  ck_assert_msg(fabs(V - dp_potential(&eff, s)) <= tol * dp_energy_scale(&eff),
                "case %d: lower bar V %.17g vs %.17g", k, V, dp_potential(&eff, s));
}

/* A, B, G1, G2 of a Lagrangian given as T and V of a state: read off at chosen states. */
static void coefficients(void (*tv)(const void *, const double *, double *, double *),
                         const void *ctx, double c[5])
{
  const double s10[DP_NSTATE] = { 0, 0, 1, 0 }, s01[DP_NSTATE] = { 0, 0, 0, 1 };
  const double s11[DP_NSTATE] = { 0, 0, 1, 1 }, rest[DP_NSTATE] = { 0, 0, 0, 0 };
  const double up1[DP_NSTATE] = { M_PI / 2, 0, 0, 0 }, up2[DP_NSTATE] = { 0, M_PI / 2, 0, 0 };
  double t10, t01, t11, v0, v1, v2, dummy;
  tv(ctx, s10, &t10, &dummy);
  tv(ctx, s01, &t01, &dummy);
  tv(ctx, s11, &t11, &dummy);
  tv(ctx, rest, &dummy, &v0);
  tv(ctx, up1, &dummy, &v1);
  tv(ctx, up2, &dummy, &v2);
  c[0] = 2 * t10;                 /* A */
  c[1] = t11 - t10 - t01;         /* B */
  c[2] = v1 - v0;                 /* G1 */
  c[3] = v2 - v0;                 /* G2 */
  c[4] = t11 + t10 + t01;         /* the size B is the difference of */
}

static void tv_point(const void *ctx, const double *s, double *T, double *V)
{
  *T = dp_kinetic(ctx, s);
  *V = dp_potential(ctx, s);
}

static void tv_upper_bar(const void *ctx, const double *s, double *T, double *V)
{
  const dp_params *p = ctx;   /* m1 is the bar's mass M1 */
  double lo = 0.5 * (1 - 1 / sqrt(3)), hi = 0.5 * (1 + 1 / sqrt(3));
  double m[3] = { p->m1 / 2, p->m1 / 2, p->m2 }, r[3] = { lo * p->l1, hi * p->l1, p->l2 };
  int rod[3] = { 0, 0, 1 };
  lumped(p->g, p->l1, 3, m, r, rod, s, T, V);
}

START_TEST(rod_mass)
{
  for_cases(28, 1000, bars_at);
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(rng, 29);
  for (int k = 0; k < 1000; k++) {
    dp_params p;
    double s[DP_NSTATE], c[5];
    dp_random_case(rng, &p, s);
    coefficients(tv_point, &p, c);
    double tol = (16 * DBL_EPSILON * c[4] / c[1] + 1e-13) * c[2] / c[0];
    ck_assert_msg(fabs(c[2] / c[0] - c[3] / c[1]) <= tol,
                  "case %d: point masses break G1/A = G2/B", k);
    coefficients(tv_upper_bar, &p, c);
    double want = p.g / p.l1 * (p.m1 / 6) / (p.m1 / 3 + p.m2);
    tol = (16 * DBL_EPSILON * c[4] / c[1] + 1e-13) * c[2] / c[0];
    ck_assert_msg(fabs(c[2] / c[0] - c[3] / c[1] - want) <= tol,
                  "case %d: upper bar G1/A - G2/B = %g, not %g",
                  k, c[2] / c[0] - c[3] / c[1], want);
  }
  gsl_rng_free(rng);
}
END_TEST
#line 289 "program/51-tests-motion.nw"
Suite *energy_suite(void)
{
  Suite *s = suite_create("energy");
  TCase *tc = tcase_create("core");
  #line 343 "program/51-tests-motion.nw"
  tcase_add_test(tc, kinetic_two_routes_agree);
  tcase_add_test(tc, paper_potential_misses_one_term);
  #line 412 "program/51-tests-motion.nw"
  tcase_add_test(tc, kinetic_energy_bounds);
  #line 439 "program/51-tests-motion.nw"
  tcase_add_test(tc, speeds_add_as_vectors);
  #line 466 "program/51-tests-motion.nw"
  tcase_add_test(tc, potential_within_the_well);
  #line 507 "program/51-tests-motion.nw"
  tcase_add_test(tc, static_load_coefficients);
  #line 533 "program/51-tests-motion.nw"
  tcase_add_test(tc, upper_mass_limit_torques);
  #line 587 "program/51-tests-motion.nw"
  tcase_add_test(tc, speed_bounds_hold_along_the_motion);
  #line 613 "program/51-tests-motion.nw"
  tcase_add_test(tc, speed_bounds_are_sharp);
  #line 646 "program/51-tests-motion.nw"
  tcase_add_test(tc, speed_trace_keeps_the_maxima);
  #line 733 "program/51-tests-motion.nw"
  tcase_add_test(tc, start_limits_keep_the_motion_within_the_guard);
  #line 782 "program/51-tests-motion.nw"
  tcase_add_test(tc, friction_drains_energy);
  #line 884 "program/51-tests-motion.nw"
  tcase_add_test(tc, rod_mass);
  #line 294 "program/51-tests-motion.nw"
  suite_add_tcase(s, tc);
  return s;
}
