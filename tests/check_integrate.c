#line 15 "program/52-tests-integrators.nw"
#include <check.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_rng.h>
#include "dp_ode.h"
#include "dp_drift.h"
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#line 41 "program/52-tests-integrators.nw"
static const double regular_start[DP_NSTATE] = { M_PI / 6, M_PI / 4, 0, 0 };
static const double page_start[DP_NSTATE] = { 2 * M_PI / 3, 5 * M_PI / 6, 0, 0 };

static double max_diff_n(const double *a, const double *b, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++) e = fmax(e, fabs(a[i] - b[i]));
  return e;
}

static double max_diff(const double a[DP_NSTATE], const double b[DP_NSTATE])
{
  return max_diff_n(a, b, DP_NSTATE);
}
#line 69 "program/52-tests-integrators.nw"
typedef struct { int n; double a[DP_ODE_NMAX][DP_ODE_NMAX]; } linear_system;

static int linear_rhs(void *ctx, const double *y, double *dydt)
{
  const linear_system *L = ctx;
  for (int i = 0; i < L->n; i++) {
    double s = 0;
    for (int j = 0; j < L->n; j++) s += L->a[i][j] * y[j];
    dydt[i] = s;
  }
  return DP_OK;
}

static void linear_random(gsl_rng *r, int n, linear_system *L, double y[DP_ODE_NMAX])
{
  L->n = n;
  for (int i = 0; i < n; i++) {
    y[i] = 2 * gsl_rng_uniform(r) - 1;
    for (int j = 0; j < n; j++) L->a[i][j] = (2 * gsl_rng_uniform(r) - 1) / n;
  }
}

/* out = c (hA) v */
static void times_hA(const linear_system *L, double h, double c, const double *v, double *out)
{
  double w[DP_ODE_NMAX];
  linear_rhs((void *)L, v, w);
  for (int i = 0; i < L->n; i++) out[i] = c * h * w[i];
}

/* out = p(hA) y for the polynomial p with coefficients c[0..deg] (Horner). */
static void poly_hA(const linear_system *L, double h, const double *c, int deg,
                    const double *y, double *out)
{
  double v[DP_ODE_NMAX];
  for (int i = 0; i < L->n; i++) v[i] = c[deg] * y[i];
  for (int k = deg - 1; k >= 0; k--) {
    times_hA(L, h, 1, v, v);
    for (int i = 0; i < L->n; i++) v[i] += c[k] * y[i];
  }
  memcpy(out, v, L->n * sizeof *v);
}
#line 300 "program/52-tests-integrators.nw"
static double fixed_step_error(int gauss, dp_form form, double h, double T,
                               const double ref[DP_NSTATE])
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  double y[DP_NSTATE], s[DP_NSTATE];
  ck_assert_int_eq(dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, form, NULL), DP_OK);
  dp_pendulum_to(&pd, regular_start, y);
  long n = lround(T / h);
  for (long k = 0; k < n; k++)
    ck_assert_int_eq(gauss ? dp_ode_gauss4(&pd.ode, y, h, NULL) : dp_ode_rk4(&pd.ode, y, h),
                     DP_OK);
  dp_pendulum_from(&pd, y, s);
  return max_diff(s, ref);
}

static void check_order(int gauss, dp_form form)
{
  dp_params p = dp_params_default();
  double ref[DP_NSTATE], sx = 0, sy = 0, sxx = 0, sxy = 0;
  memcpy(ref, regular_start, sizeof ref);
  ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, ref, 10, 1e-13, NULL), DP_OK);
  for (int i = 0; i < 4; i++) {
    double h = ldexp(0.01, -i), e = fixed_step_error(gauss, form, h, 10, ref);
    ck_assert_msg(e > 1e-11, "error %g too close to the reference's", e);
    sx += log(h), sy += log(e), sxx += log(h) * log(h), sxy += log(h) * log(e);
  }
  double order = (4 * sxy - sx * sy) / (4 * sxx - sx * sx);
  ck_assert_msg(fabs(order - 4) < 0.1, "%s (%s form): fitted order %g",
                gauss ? "gauss4" : "rk4", form == DP_FORM_HAMILTON ? "Hamilton" : "Lagrange",
                order);
}
#line 416 "program/52-tests-integrators.nw"
static double energy_error_max(int gauss, double h, long n)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  double y[DP_NSTATE], s[DP_NSTATE], E0 = dp_energy(&p, page_start), worst = 0;
  dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_HAMILTON, NULL);
  dp_pendulum_to(&pd, page_start, y);
  for (long k = 0; k < n; k++) {
    if (gauss) ck_assert_int_eq(dp_ode_gauss4(&pd.ode, y, h, NULL), DP_OK);
    else dp_ode_rk4(&pd.ode, y, h);
    dp_pendulum_from(&pd, y, s);
    worst = fmax(worst, fabs(dp_energy(&p, s) - E0) / dp_energy_scale(&p));
  }
  return worst;
}
#line 448 "program/52-tests-integrators.nw"
static double there_and_back(int gauss)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  double y[DP_NSTATE], y0[DP_NSTATE];
  dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_HAMILTON, NULL);
  dp_pendulum_to(&pd, regular_start, y0);
  memcpy(y, y0, sizeof y);
  for (int dir = 1; dir >= -1; dir -= 2)
    for (int k = 0; k < 1000; k++)
      gauss ? dp_ode_gauss4(&pd.ode, y, dir * 0.01, NULL) : dp_ode_rk4(&pd.ode, y, dir * 0.01);
  return max_diff(y, y0);
}
#line 493 "program/52-tests-integrators.nw"
typedef struct {
  long n, steps_at[256];
  double t[256], y[256][DP_NSTATE];
  long step_calls;
  double last_step_t;
} record;

static int record_sample(void *ctx, const dp_driver *d)
{
  record *r = ctx;
  ck_assert_int_eq(d->k, r->n);
  if (r->n < 256) {
    r->t[r->n] = d->t;
    r->steps_at[r->n] = d->steps;
    memcpy(r->y[r->n], d->y, sizeof r->y[0]);
  }
  r->n++;
  return 0;
}

static int record_step(void *ctx, const dp_driver *d)
{
  record *r = ctx;
  r->step_calls++;
  r->last_step_t = d->t;
  return 0;
}

static const struct { double T, every, h; } sample_cases[] = {
  { 1, 0.3, 0.07 }, { 0.07, 0.05, 0.001 }, { 2, 1.0 / 60, 1.0 / 600 },
  { 0.5, 0.05, 0.001 }, { 1.2, 0.1, 0.03 }, { 0.3, 0.3, 0.1 }
};
#line 695 "program/52-tests-integrators.nw"
typedef struct {
  const dp_params *p;
  long n;
  double E0, Es, rmax, rmin, last_t, last_drift, a1;
} run_seen;

static int see_sample(void *ctx, const dp_run_sample *smp)
{
  run_seen *r = ctx;
  double a[2], xy[4];
  ck_assert_int_eq(smp->k, r->n);
  ck_assert(smp->E == dp_energy(r->p, smp->s));
  ck_assert(smp->drift == (smp->E - r->E0) / r->Es);
  dp_positions(r->p, smp->s, xy);
  ck_assert(!memcmp(xy, smp->xy, sizeof xy));
  r->rmax = fmax(r->rmax, smp->drift), r->rmin = fmin(r->rmin, smp->drift);
  dp_accel(r->p, DP_MODEL_CORRECT, smp->s, a);
  r->a1 = fmax(r->a1, fabs(a[0]));
  r->last_t = smp->t, r->last_drift = smp->drift;
  r->n++;
  return 0;
}
#line 916 "program/52-tests-integrators.nw"
#include "dp_modes.h"
#line 984 "program/52-tests-integrators.nw"
static int decay_rhs(void *ctx, const double *y, double *dydt)
{
  (void)ctx;
  dydt[0] = -1e9 * y[0];
  return DP_OK;
}
#line 1054 "program/52-tests-integrators.nw"
static double natural_rate(const dp_params *p, const double s[DP_NSTATE])
{
  double a0[2], J[2][4], L = sqrt(p->g / fmin(p->l1, p->l2));
  dp_accel(p, DP_MODEL_CORRECT, s, a0);
  for (int c = 0; c < DP_NSTATE; c++) {
    double t[DP_NSTATE], a1[2], d = 1e-6 * fmax(1, fabs(s[c]));
    memcpy(t, s, sizeof t);
    t[c] += d;
    dp_accel(p, DP_MODEL_CORRECT, t, a1);
    J[0][c] = (a1[0] - a0[0]) / d, J[1][c] = (a1[1] - a0[1]) / d;
  }
  double nt = fmax(fabs(J[0][0]) + fabs(J[0][1]), fabs(J[1][0]) + fabs(J[1][1]));
  double nw = fmax(fabs(J[0][2]) + fabs(J[0][3]), fabs(J[1][2]) + fabs(J[1][3]));
  return fmax(L, fmax(sqrt(nt), nw));
}

/* The k-th case of the property tests: the extreme cases, then random ones. */
static void property_case(gsl_rng *r, int k, dp_params *p, double s[DP_NSTATE])
{
  if (k < DP_NEXTREME) dp_extreme_case(k, p, s);
  else dp_random_case(r, p, s);
}
enum { NPROPERTY = DP_NEXTREME + 300 };

#line 1089 "program/52-tests-integrators.nw"
typedef struct { int s; double a[4][4], b[4], c[4]; } tableau;

static void check_order4(const tableau *t, const char *name)
{
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0;
  for (int i = 0; i < t->s; i++) {
    double ac = 0, acc = 0, aac = 0;
    ck_assert_msg(fabs(t->c[i] - (t->a[i][0] + t->a[i][1] + t->a[i][2] + t->a[i][3])) < 1e-15,
                  "%s: c_%d is not the row sum", name, i + 1);
    for (int j = 0; j < t->s; j++) {
      ac += t->a[i][j] * t->c[j], acc += t->a[i][j] * t->c[j] * t->c[j];
      for (int k = 0; k < t->s; k++) aac += t->a[i][j] * t->a[j][k] * t->c[k];
    }
    s1 += t->b[i], s2 += t->b[i] * t->c[i], s3 += t->b[i] * t->c[i] * t->c[i];
    s4 += t->b[i] * ac, s5 += t->b[i] * pow(t->c[i], 3), s6 += t->b[i] * t->c[i] * ac;
    s7 += t->b[i] * acc, s8 += t->b[i] * aac;
  }
  const double got[8] = { s1, s2, s3, s4, s5, s6, s7, s8 };
  const double want[8] = { 1, 1.0 / 2, 1.0 / 3, 1.0 / 6, 1.0 / 4, 1.0 / 8, 1.0 / 12, 1.0 / 24 };
  for (int q = 0; q < 8; q++)
    ck_assert_msg(fabs(got[q] - want[q]) < 1e-15, "%s: condition %d is %.17g, not %.17g",
                  name, q + 1, got[q], want[q]);
}
#line 1162 "program/52-tests-integrators.nw"
/* One RK4 step of h against two of h/2, relative to max(1, |s_i|). */
static double rk4_step_doubling(dp_pendulum *pd, const double s[DP_NSTATE], double h)
{
  double a[DP_NSTATE], b[DP_NSTATE], e = 0;
  memcpy(a, s, sizeof a);
  memcpy(b, s, sizeof b);
  ck_assert_int_eq(dp_ode_rk4(&pd->ode, a, h), DP_OK);
  ck_assert_int_eq(dp_ode_rk4(&pd->ode, b, h / 2), DP_OK);
  ck_assert_int_eq(dp_ode_rk4(&pd->ode, b, h / 2), DP_OK);
  for (int i = 0; i < DP_NSTATE; i++) e = fmax(e, fabs(a[i] - b[i]) / fmax(1, fabs(s[i])));
  return e;
}
#line 1222 "program/52-tests-integrators.nw"
static int oscillator_rhs(void *ctx, const double *y, double *dydt)
{
  double w = *(const double *)ctx;
  dydt[0] = y[1];
  dydt[1] = -w * w * y[0];
  return DP_OK;
}

static double rk4_drift(double th1, double th2, double h, double T)
{
  dp_params p = dp_params_default();
  dp_run_spec spec = { T, T, h, 1e-9, DP_RK4, -1, 0, 0, 0 };
  dp_run_stats st;
  const double s[DP_NSTATE] = { th1, th2, 0, 0 };
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, s, &spec, NULL, NULL, &st, NULL), DP_OK);
  return st.dfinal;
}
#line 1414 "program/52-tests-integrators.nw"
static dp_run_stats run_of(double m2, double T, dp_method m, int form)
{
  dp_params p = dp_params_default();
  dp_run_spec spec = { T, T > 60 ? 10 : 0.05, 1.0 / 600, 1e-9, m, form, 1, 0, 0 };
  dp_run_stats st;
  p.m2 = m2;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, page_start, &spec, NULL, NULL, &st, NULL),
                   DP_OK);
  return st;
}
#line 115 "program/52-tests-integrators.nw"
START_TEST(rk4_is_the_taylor_polynomial_on_linear_systems)
{
  static const double taylor4[] = { 1, 1, 1.0 / 2, 1.0 / 6, 1.0 / 24 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 41);
  for (int trial = 0; trial < 300; trial++) {
    int n = trial % 3 == 0 ? 1 : trial % 3 == 1 ? 4 : DP_ODE_NMAX;
    linear_system L;
    double y[DP_ODE_NMAX], ref[DP_ODE_NMAX], h = 0.01 + 0.99 * gsl_rng_uniform(r);
    linear_random(r, n, &L, y);
    if (trial % 2) h = -h;
    dp_ode ode = { linear_rhs, &L, n, 0 };
    poly_hA(&L, h, taylor4, 4, y, ref);
    ck_assert_int_eq(dp_ode_rk4(&ode, y, h), DP_OK);
    ck_assert_int_eq(ode.nrhs, 4);
    ck_assert_msg(max_diff_n(y, ref, n) <= 1e-14, "n = %d, h = %g: %g from the polynomial",
                  n, h, max_diff_n(y, ref, n));
  }
  gsl_rng_free(r);
}
END_TEST
#line 142 "program/52-tests-integrators.nw"
START_TEST(gauss4_is_the_pade_approximant_on_linear_systems)
{
  static const double num[] = { 1, 1.0 / 2, 1.0 / 12 }, den[] = { 1, -1.0 / 2, 1.0 / 12 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 42);
  for (int trial = 0; trial < 60; trial++) {
    int n = trial % 3 == 0 ? 1 : trial % 3 == 1 ? 4 : DP_ODE_NMAX, sweeps;
    linear_system L;
    double y[DP_ODE_NMAX], rhs[DP_ODE_NMAX], h = 0.01 + 0.49 * gsl_rng_uniform(r);
    linear_random(r, n, &L, y);
    #line 166 "program/52-tests-integrators.nw"
    poly_hA(&L, h, num, 2, y, rhs);
    gsl_matrix *D = gsl_matrix_alloc(n, n);
    gsl_permutation *perm = gsl_permutation_alloc(n);
    gsl_vector *x = gsl_vector_alloc(n);
    for (int j = 0; j < n; j++) {
      double e[DP_ODE_NMAX] = { 0 }, col[DP_ODE_NMAX];
      e[j] = 1;
      poly_hA(&L, h, den, 2, e, col);
      for (int i = 0; i < n; i++) gsl_matrix_set(D, i, j, col[i]);
    }
    gsl_vector_view b = gsl_vector_view_array(rhs, n);
    int sign;
    gsl_linalg_LU_decomp(D, perm, &sign);
    gsl_linalg_LU_solve(D, perm, &b.vector, x);
    gsl_matrix_free(D);
    gsl_permutation_free(perm);
    #line 153 "program/52-tests-integrators.nw"
    dp_ode ode = { linear_rhs, &L, n, 0 };
    ck_assert_int_eq(dp_ode_gauss4(&ode, y, h, &sweeps), DP_OK);
    ck_assert_int_eq(ode.nrhs, 1 + 2 * sweeps);
    double e = 0;
    for (int i = 0; i < n; i++) e = fmax(e, fabs(y[i] - gsl_vector_get(x, i)));
    ck_assert_msg(e <= 1e-14, "n = %d, h = %g: %g from the Pade approximant", n, h, e);
    gsl_vector_free(x);
  }
  gsl_rng_free(r);
}
END_TEST
#line 190 "program/52-tests-integrators.nw"
START_TEST(dopri5_step_on_linear_systems)
{
  static const double stab[] = { 1, 1, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 600 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 43);
  for (int trial = 0; trial < 60; trial++) {
    int n = trial % 3 == 0 ? 1 : trial % 3 == 1 ? 4 : DP_ODE_NMAX;
    linear_system L;
    double y[DP_ODE_NMAX], ref[DP_ODE_NMAX], mid[DP_ODE_NMAX];
    double h = 0.05 + 0.45 * gsl_rng_uniform(r);
    linear_random(r, n, &L, y);
    dp_ode ode = { linear_rhs, &L, n, 0 };
    dp_dopri5 d;
    ck_assert_int_eq(dp_dopri5_init(&d, &ode, y, 0), DP_OK);
    ck_assert_int_eq(dp_dopri5_try(&d, h), DP_OK);
    ck_assert_int_eq(ode.nrhs, 7);
    poly_hA(&L, h, stab, 6, y, ref);
    ck_assert_msg(max_diff_n(d.ynew, ref, n) <= 1e-14, "n = %d, h = %g: %g", n, h,
                  max_diff_n(d.ynew, ref, n));
    double e1 = 0, e2 = 0;
    for (int i = 0; i < n; i++) e1 = fmax(e1, fabs(d.yerr[i]));
    ck_assert_int_eq(dp_dopri5_try(&d, h / 2), DP_OK);
    for (int i = 0; i < n; i++) e2 = fmax(e2, fabs(d.yerr[i]));
    ck_assert_msg(fabs(log2(e1 / e2) - 5) <= 0.2, "error estimate order %g", log2(e1 / e2));
    dp_dopri5_accept(&d);
    dp_dopri5_dense(&d, 0, mid);
    ck_assert(max_diff_n(mid, y, n) <= 1e-15);
    dp_dopri5_dense(&d, h / 2, mid);
    ck_assert(max_diff_n(mid, d.y, n) <= 1e-15);
  }
  gsl_rng_free(r);
}
END_TEST
#line 229 "program/52-tests-integrators.nw"
START_TEST(reference_solves_linear_systems)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 44);
  for (int trial = 0; trial < 20; trial++) {
    int n = trial % 2 ? 4 : DP_ODE_NMAX;
    linear_system L;
    double y[DP_ODE_NMAX], ref[DP_ODE_NMAX], term[DP_ODE_NMAX], t1 = trial % 4 < 2 ? 2 : -2;
    linear_random(r, n, &L, y);
    memcpy(ref, y, sizeof ref);
    memcpy(term, y, sizeof term);
    for (int k = 1; k < 60; k++) {
      times_hA(&L, t1, 1.0 / k, term, term);
      for (int i = 0; i < n; i++) ref[i] += term[i];
    }
    dp_ode ode = { linear_rhs, &L, n, 0 };
    ck_assert_int_eq(dp_ode_reference(&ode, y, 0, t1, 1e-13, NULL), DP_OK);
    ck_assert_msg(max_diff_n(y, ref, n) <= 1e-11, "t = %g: %g from exp(tA) y", t1,
                  max_diff_n(y, ref, n));
  }
  gsl_rng_free(r);
}
END_TEST
#line 262 "program/52-tests-integrators.nw"
START_TEST(fast_rk4_is_bit_identical)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 45);
  for (int trial = 0; trial < 20000; trial++) {
    dp_params p;
    double s[DP_NSTATE], a[DP_NSTATE], b[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_model model = (dp_model)(trial % DP_NMODELS);
    double h = pow(10, -4 + 3 * gsl_rng_uniform(r)) * (gsl_rng_uniform(r) < 0.5 ? -1 : 1);
    dp_pendulum pd;
    ck_assert_int_eq(dp_pendulum_init(&pd, &p, model, DP_FORM_LAGRANGE, NULL), DP_OK);
    memcpy(a, s, sizeof a);
    memcpy(b, s, sizeof b);
    ck_assert_int_eq(dp_ode_rk4(&pd.ode, a, h), DP_OK);
    ck_assert_int_eq(dp_pendulum_rk4(&p, model, b, h), DP_OK);
    ck_assert_msg(!memcmp(a, b, sizeof a), "case %d (%s, h = %g): the paths differ by %g",
                  trial, dp_model_name(model), h, max_diff(a, b));
  }
  double s[DP_NSTATE];
  memcpy(s, regular_start, sizeof s);
  dp_params p = dp_params_default();
  ck_assert_int_eq(dp_pendulum_rk4(&p, DP_NMODELS, s, 0.01), DP_EINVAL);
  ck_assert(!memcmp(s, regular_start, sizeof s));
  gsl_rng_free(r);
}
END_TEST
#line 334 "program/52-tests-integrators.nw"
START_TEST(rk4_is_fourth_order) { check_order(0, DP_FORM_LAGRANGE); }
END_TEST
START_TEST(rk4_hamilton_is_fourth_order) { check_order(0, DP_FORM_HAMILTON); }
END_TEST
START_TEST(gauss4_is_fourth_order) { check_order(1, DP_FORM_HAMILTON); }
END_TEST
#line 350 "program/52-tests-integrators.nw"
START_TEST(dopri5_meets_tolerance)
{
  dp_params p = dp_params_default();
  for (double tol = 1e-6; tol >= 1e-11; tol /= 10) {
    dp_pendulum pd;
    dp_evolve e;
    double worst = 0;
    dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    ck_assert_int_eq(dp_evolve_init(&e, &pd.ode, regular_start, 0, tol, NULL), DP_OK);
    for (int k = 1; k <= 40; k++) {
      double t = 0.25 * k, y[DP_NSTATE], ref[DP_NSTATE];
      while (e.step.t < t)
        ck_assert_int_eq(dp_evolve_step(&e, 1e300, NULL), DP_OK);
      dp_dopri5_dense(&e.step, t, y);
      memcpy(ref, regular_start, sizeof ref);
      ck_assert_int_eq(dp_reference_solve(&p, DP_MODEL_CORRECT, ref, t, 1e-14, NULL),
                       DP_OK);
      worst = fmax(worst, max_diff(y, ref));
    }
    ck_assert_msg(worst <= 100 * tol && worst >= 5 * tol,
                  "tol %g: global error %g is %g tol", tol, worst, worst / tol);
    ck_assert_int_eq(pd.ode.nrhs, 1 + 6 * (e.accepted + e.rejected));
  }
}
END_TEST
#line 381 "program/52-tests-integrators.nw"
START_TEST(control_measures_and_limits)
{
  dp_control c = { 1e-6, 1e-8 };
  double y[3] = { 1, -2, 0 }, ynew[3] = { 1.5, -1, 0 }, yerr[3];
  for (double f = 1e-3; f <= 1e3; f *= 3.7) {
    for (int i = 0; i < 3; i++)
      yerr[i] = (i == 1 ? -f : f) * (c.atol + c.rtol * fmax(fabs(y[i]), fabs(ynew[i])));
    double e = dp_control_error(&c, 3, y, ynew, yerr);
    ck_assert_msg(fabs(e - f) <= 1e-14 * f, "measured %g for %g", e, f);
    double next = dp_control_next(0.01, e);
    ck_assert(next >= 0.002 && next <= 0.05);
    if (next > 0.002 && next < 0.05)
      ck_assert(fabs(next - 0.009 * pow(e, -0.2)) <= 1e-15);
    if (e > 1) ck_assert(next < 0.01);
    else ck_assert(next >= 0.009);
  }
  yerr[0] = NAN;
  ck_assert(dp_control_error(&c, 3, y, ynew, yerr) > 1);
  ck_assert(dp_control_next(0.01, 0) == 0.05);
}
END_TEST
#line 433 "program/52-tests-integrators.nw"
START_TEST(gauss4_energy_error_is_bounded)
{
  double g10 = energy_error_max(1, 0.01, 1000), g1000 = energy_error_max(1, 0.01, 100000);
  double r10 = energy_error_max(0, 0.01, 1000), r1000 = energy_error_max(0, 0.01, 100000);
  ck_assert_msg(g1000 <= 3 * g10, "gauss4: %g over 1000 s, %g over 10 s", g1000, g10);
  ck_assert_msg(r1000 >= 10 * r10, "rk4 should drift: %g over 1000 s, %g over 10 s",
                r1000, r10);
}
END_TEST
#line 463 "program/52-tests-integrators.nw"
START_TEST(gauss4_is_time_reversible)
{
  double g = there_and_back(1), r = there_and_back(0);
  ck_assert_msg(g <= 1e-12, "gauss4 returns within %g", g);
  ck_assert_msg(r >= 1e-9, "rk4 returns within %g: not a test of anything", r);
}
END_TEST

START_TEST(hamilton_form_needs_correct_model)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  dp_error err;
  ck_assert_int_eq(dp_pendulum_init(&pd, &p, DP_MODEL_PAPER, DP_FORM_HAMILTON, &err),
                   DP_EINVAL);
  ck_assert_int_eq(dp_pendulum_init(&pd, &p, DP_MODEL_PAPER, DP_FORM_LAGRANGE, &err),
                   DP_OK);
}
END_TEST
#line 535 "program/52-tests-integrators.nw"
START_TEST(driver_samples_land_on_time)
{
  dp_params p = dp_params_default();
  for (size_t c = 0; c < sizeof sample_cases / sizeof sample_cases[0]; c++) {
    double T = sample_cases[c].T, E = sample_cases[c].every, h = sample_cases[c].h;
    for (int m = 0; m < 3; m++) {
      dp_method method = m == 1 ? DP_GAUSS4 : DP_RK4;
      dp_form form = m == 2 ? DP_FORM_LAGRANGE : DP_FORM_HAMILTON;
      int watch = m < 2;
      dp_pendulum pd, hand;
      dp_driver d;
      record r = { 0 };
      double y[DP_NSTATE], t = 0;
      long nout = 0, steps = 0;
      dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, form, NULL);
      dp_pendulum_init(&hand, &p, DP_MODEL_CORRECT, form, NULL);
      dp_pendulum_to(&pd, page_start, y);
      ck_assert_int_eq(dp_driver_init(&d, &pd.ode, method, y, 0, h, 1e-9, NULL), DP_OK);
      ck_assert_int_eq(dp_driver_sample(&d, T, E, DP_SAMPLE_LAND, record_sample,
                                        watch ? record_step : NULL, &r, NULL), DP_OK);
      while (nout < T / E - 1e-9) nout++;
      ck_assert_int_eq(r.n, nout + 1);
      ck_assert(r.t[0] == 0 && r.t[nout] == T);
      for (long k = 1; k <= nout; k++) {
        double t1 = k * E < T ? k * E : T, dt = t1 - t;
        long n = 0;
        while (n < dt / h - 1e-9) n++;
        if (n < 1) n = 1;
        for (long j = 0; j < n; j++)
          method == DP_RK4 ? dp_ode_rk4(&hand.ode, y, dt / n)
                           : dp_ode_gauss4(&hand.ode, y, dt / n, NULL);
        steps += n;
        t = t1;
        ck_assert_msg(r.t[k] == t1, "case %zu: sample %ld at %.17g, not %.17g", c, k, r.t[k], t1);
        ck_assert_int_eq(r.steps_at[k], steps);
        ck_assert_msg(!memcmp(r.y[k], y, sizeof y), "case %zu: sample %ld differs by %g", c, k,
                      max_diff(r.y[k], y));
      }
      ck_assert_int_eq(watch ? r.step_calls : d.steps, steps);
      ck_assert(!watch || r.last_step_t == T);
      if (!watch) ck_assert_int_eq(pd.ode.nrhs, 4 * steps);
    }
  }
}
END_TEST
#line 585 "program/52-tests-integrators.nw"
START_TEST(driver_samples_evenly)
{
  dp_params p = dp_params_default();
  for (size_t c = 0; c < sizeof sample_cases / sizeof sample_cases[0]; c++) {
    double T = sample_cases[c].T, E = sample_cases[c].every, h = sample_cases[c].h;
    dp_pendulum pd;
    dp_driver d;
    record r = { 0 };
    double s[DP_NSTATE];
    long nout = 0, m = 0;
    dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    ck_assert_int_eq(dp_driver_init(&d, &pd.ode, DP_RK4, page_start, 0, h, 1e-9, NULL), DP_OK);
    ck_assert_int_eq(dp_driver_sample(&d, T, E, DP_SAMPLE_EVEN, record_sample, record_step,
                                      &r, NULL), DP_OK);
    while (nout < T / E - 1e-9) nout++;
    while (m < E / h - 1e-9) m++;
    ck_assert_int_eq(r.n, nout + 1);
    ck_assert_int_eq(r.step_calls, nout * m);
    memcpy(s, page_start, sizeof s);
    for (long k = 0; k <= nout; k++) {
      for (long j = 0; k > 0 && j < m; j++) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, E / m);
      ck_assert(r.t[k] == k * E);
      ck_assert_msg(!memcmp(r.y[k], s, sizeof s), "case %zu: sample %ld differs by %g", c, k,
                    max_diff(r.y[k], s));
    }
    ck_assert(r.last_step_t == (nout - 1) * E + m * (E / m));
  }
}
END_TEST
#line 621 "program/52-tests-integrators.nw"
START_TEST(driver_counts_steps_from_zero)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  dp_driver d;
  record r = { 0 };
  double s[DP_NSTATE];
  dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  ck_assert_int_eq(dp_driver_init(&d, &pd.ode, DP_RK4, page_start, 0, 1.0 / 600, 0, NULL),
                   DP_OK);
  ck_assert_int_eq(dp_driver_steps(&d, 1234, 1.0 / 600, record_step, &r, NULL), DP_OK);
  memcpy(s, page_start, sizeof s);
  for (int k = 0; k < 1234; k++) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 1.0 / 600);
  ck_assert(!memcmp(d.y, s, sizeof s));
  ck_assert(d.t == 1234 * (1.0 / 600) && r.last_step_t == d.t);
  ck_assert_int_eq(d.steps, 1234);
  ck_assert_int_eq(pd.ode.nrhs, 4 * 1234);
}
END_TEST

START_TEST(driver_dense_output_is_the_evolve_loop)
{
  dp_params p = dp_params_default();
  dp_pendulum pa, pb;
  dp_driver d;
  dp_evolve e;
  record r = { 0 };
  dp_pendulum_init(&pa, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  dp_pendulum_init(&pb, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  ck_assert_int_eq(dp_driver_init(&d, &pa.ode, DP_DOPRI5, regular_start, 0, 0, 1e-8, NULL),
                   DP_OK);
  ck_assert_int_eq(dp_driver_sample(&d, 10, 0.25, DP_SAMPLE_LAND, record_sample, NULL, &r,
                                    NULL), DP_OK);
  ck_assert_int_eq(dp_evolve_init(&e, &pb.ode, regular_start, 0, 1e-8, NULL), DP_OK);
  ck_assert_int_eq(r.n, 41);
  for (int k = 1; k <= 40; k++) {
    double y[DP_NSTATE];
    while (e.step.t < 0.25 * k) dp_evolve_step(&e, 1e300, NULL);
    dp_dopri5_dense(&e.step, 0.25 * k, y);
    ck_assert_msg(!memcmp(r.y[k], y, sizeof y), "sample %d differs by %g", k,
                  max_diff(r.y[k], y));
  }
  ck_assert_int_eq(d.steps, e.accepted);
}
END_TEST

static int stop_at_3(void *ctx, const dp_driver *d)
{
  (void)ctx;
  return d->k == 3 ? DP_DRIVER_STOP : 0;
}

START_TEST(driver_stops_when_asked)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  dp_driver d;
  dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  ck_assert_int_eq(dp_driver_init(&d, &pd.ode, DP_RK4, page_start, 0, 0.01, 0, NULL), DP_OK);
  ck_assert_int_eq(dp_driver_sample(&d, 10, 0.1, DP_SAMPLE_LAND, stop_at_3, NULL, NULL, NULL),
                   DP_DRIVER_STOP);
  ck_assert_int_eq(d.k, 3);
  ck_assert_int_eq(d.steps, 30);
}
END_TEST
#line 719 "program/52-tests-integrators.nw"
START_TEST(run_reports_its_samples)
{
  dp_params p = dp_params_default();
  for (int m = 0; m < DP_NMETHODS; m++) {
    dp_run_spec spec = { 3, 0.07, 0.01, 1e-8, (dp_method)m, -1, 1, 0, 0 };
    dp_run_stats st;
    run_seen r = { &p, 0, dp_energy(&p, page_start), dp_energy_scale(&p), 0, 0, 0, 0, 0 };
    ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, page_start, &spec, see_sample, &r, &st,
                            NULL), DP_OK);
    ck_assert_int_eq(r.n, dp_intervals(3, 0.07) + 1);
    ck_assert(r.last_t == 3 && st.dfinal == r.last_drift);
    ck_assert(st.rmax == r.rmax && st.rmin == r.rmin);
    ck_assert(st.dmax >= st.rmax && st.dmin <= st.rmin && st.a1 >= r.a1);
    ck_assert(st.E0 == r.E0 && st.Es == r.Es);
    ck_assert_int_eq(st.form, m == DP_GAUSS4 ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE);
    if (m == DP_RK4) {
      ck_assert_int_eq(st.steps, 42 * 7 + 6);
      ck_assert_int_eq(st.nrhs, 4 * st.steps);
    }
    if (m == DP_DOPRI5) ck_assert_int_eq(st.nrhs, 1 + 6 * (st.steps + st.rejected));
  }
}
END_TEST
#line 750 "program/52-tests-integrators.nw"
START_TEST(run_goes_back)
{
  dp_params p = dp_params_default();
  dp_run_spec spec = { 10, 0.05, 0.01, 1e-9, DP_GAUSS4, -1, 0, 1, 0 };
  dp_run_stats g, r;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, regular_start, &spec, NULL, NULL, &g, NULL),
                   DP_OK);
  spec.method = DP_RK4;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, regular_start, &spec, NULL, NULL, &r, NULL),
                   DP_OK);
  ck_assert_msg(g.return_error <= 1e-12, "gauss4 misses by %g", g.return_error);
  ck_assert_msg(r.return_error >= 1e-9, "rk4 misses by only %g", r.return_error);
  spec.method = DP_DOPRI5;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, regular_start, &spec, NULL, NULL, &r, NULL),
                   DP_EINVAL);
}
END_TEST

START_TEST(run_stops_on_blowup)
{
  dp_params p = dp_params_default();
  const double s[DP_NSTATE] = { 0, 0, 9e5, -9e5 };
  dp_run_spec spec = { 5, 0.04, 0.04, 1e-9, DP_RK4, -1, 0, 0, 0 };
  dp_run_stats st;
  dp_error err;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, s, &spec, NULL, NULL, &st, &err), DP_ERANGE);
  ck_assert(strstr(err.msg, "non-finite") != NULL);
}
END_TEST
#line 785 "program/52-tests-integrators.nw"
START_TEST(convergence_study_is_fourth_order)
{
  dp_params p = dp_params_default();
  for (int gauss = 0; gauss <= 1; gauss++) {
    dp_conv_row rows[6];
    dp_conv_fit fit;
    double ref[DP_NSTATE];
    memcpy(ref, regular_start, sizeof ref);
    dp_reference_solve(&p, DP_MODEL_CORRECT, ref, 10, 1e-13, NULL);
    ck_assert_int_eq(dp_convergence(&p, DP_MODEL_CORRECT, regular_start, 10, 0.01, 6,
                                    gauss ? DP_GAUSS4 : DP_RK4, -1, 1e-13, rows, NULL), DP_OK);
    for (int i = 0; i < 6; i++) {
      double e = fixed_step_error(gauss, gauss ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE,
                                  ldexp(0.01, -i), 10, ref);
      ck_assert_msg(fabs(rows[i].err - e) <= 1e-12 * e, "row %d: %g, by hand %g", i,
                    rows[i].err, e);
      ck_assert_int_eq(rows[i].steps, 1000L << i);
      if (i) ck_assert(rows[i].ratio == rows[i - 1].err / rows[i].err);
    }
    ck_assert_int_eq(dp_convergence_fit(rows, 6, 1e-11, &fit, NULL), DP_OK);
    ck_assert_msg(fabs(fit.order - 4) < 0.1, "fitted order %g", fit.order);
    ck_assert_int_eq(dp_convergence_fit(rows, 6, 1, &fit, NULL), DP_ERANGE);
  }
}
END_TEST
#line 815 "program/52-tests-integrators.nw"
START_TEST(page_run_is_the_page)
{
  dp_params p = dp_params_default();
  dp_page_stats r;
  double s[DP_NSTATE], E0 = dp_energy(&p, page_start), Es = dp_energy_scale(&p);
  double dmax = 0, tdmax = 0, dmin = 0, a1 = 0, frame[10] = { 0 }, st = 0, sd = 0, stt = 0,
         std = 0, d = 0;
  long n = 12000, m = 0;
  ck_assert_int_eq(dp_page_run(&p, page_start, 20, &r, NULL), DP_OK);
  memcpy(s, page_start, sizeof s);
  for (long k = 0; k <= n; k++) {
    double a[2], t = k * (1.0 / 600);
    d = (dp_energy(&p, s) - E0) / Es;
    if (d > dmax) dmax = d, tdmax = t;
    dmin = fmin(dmin, d);
    frame[k % 10] = fmax(frame[k % 10], d);
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    a1 = fmax(a1, fabs(a[0]));
    if (k % 10 == 0) st += t, sd += d, stt += t * t, std += t * d, m++;
    if (k < n) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, 1.0 / 600);
  }
  ck_assert(r.dmax == dmax && r.tdmax == tdmax && r.dmin == dmin && r.a1 == a1);
  ck_assert(r.dfinal == d);
  ck_assert(r.slope == (m * std - st * sd) / (m * stt - st * st));
  for (int j = 0; j < 10; j++) ck_assert(r.frame_lo <= frame[j] && frame[j] <= r.frame_hi);
}
END_TEST

START_TEST(page_twin_is_the_page)
{
  dp_params p = dp_params_default();
  double a[DP_NSTATE], b[DP_NSTATE], tc, lam, t_hand = -1, lam_hand = -1;
  dp_line_fit f = { 0 };
  ck_assert_int_eq(dp_page_twin(&p, page_start, 20, &tc, &lam, NULL), DP_OK);
  memcpy(a, page_start, sizeof a);
  memcpy(b, page_start, sizeof b);
  b[DP_TH1] += 0.001;
  for (long k = 0; k <= 12000 && t_hand < 0; k++) {
    double xa[4], xb[4], t = k * (1.0 / 600);
    dp_positions(&p, a, xa);
    dp_positions(&p, b, xb);
    double d = hypot(xa[2] - xb[2], xa[3] - xb[3]);
    if (k % 10 == 0) dp_line_add(&f, t, log(d));
    if (d >= 0.1) t_hand = t, lam_hand = dp_line_slope(&f);
    dp_pendulum_rk4(&p, DP_MODEL_CORRECT, a, 1.0 / 600);
    dp_pendulum_rk4(&p, DP_MODEL_CORRECT, b, 1.0 / 600);
  }
  ck_assert(t_hand > 0);
  ck_assert_msg(tc == t_hand && lam == lam_hand, "%g %g against %g %g", tc, lam, t_hand,
                lam_hand);
  ck_assert_int_eq(dp_page_twin(&p, page_start, 1, &tc, &lam, NULL), DP_OK);
  ck_assert(tc == -1 && lam == -1);
}
END_TEST
#line 875 "program/52-tests-integrators.nw"
START_TEST(frame_guard_is_45)
{
  ck_assert_int_eq(dp_frame_steps_max(1.0 / 600, 0.05, 1.5), 45);
  ck_assert_int_eq(dp_frame_steps_max(1.0 / 600, 0.05, 1), 30);
  ck_assert_int_eq(dp_frame_steps_max(1.0 / 600, 0.05, 2), 60);
}
END_TEST
#line 887 "program/52-tests-integrators.nw"
START_TEST(explainer_start_fits_best)
{
  dp_params p = dp_params_default();
  dp_explainer_fit best[91], f;
  long n;
  ck_assert_int_eq(dp_explainer_search(&p, 30, 91, best, &n, NULL), DP_OK);
  ck_assert_int_eq(n, 91);
  ck_assert_msg(best[0].th1 == 120 && best[0].th2 == 150, "best start %g/%g",
                best[0].th1, best[0].th2);
  for (long i = 0; i < n; i += 15) {
    ck_assert_int_eq(dp_explainer_score(&p, best[i].th1, best[i].th2, &f, NULL), DP_OK);
    ck_assert(f.score == best[i].score);
    if (i) ck_assert(best[i - 1].score <= best[i].score);
  }
  ck_assert_int_eq(dp_explainer_search(&p, 0.1, 1, best, &n, NULL), DP_EINVAL);
}
END_TEST
#line 919 "program/52-tests-integrators.nw"
START_TEST(rate_bounds_speeds_accelerations_and_modes)
{
  for (int k = 0; k < DP_NEXTREME; k++) {
    dp_params p;
    dp_modes m;
    double s[DP_NSTATE], a[2], rest[DP_NSTATE] = { 0, 0, 0, 0 };
    dp_extreme_case(k, &p, s);
    double r = dp_pendulum_rate(&p, DP_MODEL_CORRECT, s);
    ck_assert_int_eq(dp_accel(&p, DP_MODEL_CORRECT, s, a), DP_OK);
    ck_assert_int_eq(dp_modes_closed(&p, DP_MODEL_CORRECT, &m, NULL), DP_OK);
    ck_assert_msg(r >= fabs(s[DP_W1]) && r >= fabs(s[DP_W2]) && r >= sqrt(fabs(a[0]))
                  && r >= sqrt(fabs(a[1])) && r >= m.omega[1], "case %d: rate %g", k, r);
    double r0 = dp_pendulum_rate(&p, DP_MODEL_CORRECT, rest);
    double want = sqrt(m.omega[0] * m.omega[0] + m.omega[1] * m.omega[1]);
    ck_assert_msg(fabs(r0 - want) <= 1e-12 * want, "case %d: %.17g, modes %.17g", k, r0, want);
  }
  dp_params p = dp_params_default();
  dp_run_spec spec = { 5, 0.05, 0.01, 1e-9, DP_RK4, -1, 1, 0, 0 };
  dp_run_stats st;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, page_start, &spec, NULL, NULL, &st, NULL),
                   DP_OK);
  ck_assert(st.rate >= dp_pendulum_rate(&p, DP_MODEL_CORRECT, page_start));
  ck_assert(st.rate >= st.wmax && st.rate >= sqrt(st.a1) && st.rate >= sqrt(st.a2));
  ck_assert(st.wmax > 0);
}
END_TEST
#line 954 "program/52-tests-integrators.nw"
START_TEST(rk4_stability_limit_on_the_fast_mode)
{
  dp_params p = dp_params_default();
  dp_modes m;
  ck_assert_int_eq(dp_modes_closed(&p, DP_MODEL_CORRECT, &m, NULL), DP_OK);
  for (int beyond = 0; beyond <= 1; beyond++) {
    double h = (beyond ? 2.9 : 2.7) / m.omega[1];
    double s[DP_NSTATE] = { 1e-8, 1e-8 * m.shape[1], 0, 0 };
    for (int n = 0; n < 60; n++)
      ck_assert_int_eq(dp_pendulum_rk4(&p, DP_MODEL_CORRECT, s, h), DP_OK);
    double amp = fmax(fabs(s[DP_TH1]), fabs(s[DP_TH2]));
    if (beyond)
      ck_assert_msg(amp > 1e-5, "h w_f = 2.9: amplitude %g", amp);
    else
      ck_assert_msg(amp < 1e-9, "h w_f = 2.7: amplitude %g", amp);
  }
}
END_TEST
#line 992 "program/52-tests-integrators.nw"
START_TEST(adaptive_runs_stop_at_their_caps)
{
  dp_params p = dp_params_default();
  dp_run_spec spec = { 100, 1, 0.01, 1e-12, DP_DOPRI5, -1, 0, 0, 500 };
  dp_run_stats st;
  dp_error err;
  ck_assert_int_eq(dp_run(&p, DP_MODEL_CORRECT, page_start, &spec, NULL, NULL, &st, &err),
                   DP_ERANGE);
  ck_assert_ptr_nonnull(strstr(err.msg, "500 steps, its cap"));
  dp_pendulum pd;
  dp_evolve e;
  ck_assert_int_eq(dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL), DP_OK);
  ck_assert_int_eq(dp_evolve_init(&e, &pd.ode, page_start, 0, 1e-12, NULL), DP_OK);
  ck_assert_int_eq(e.max_steps, DP_EVOLVE_MAX_STEPS);
  e.max_steps = 50;
  int rc;
  while ((rc = dp_evolve_step(&e, 1, NULL)) == DP_OK)
    ;
  ck_assert_int_eq(rc, DP_ERANGE);
  ck_assert_int_eq(e.accepted + e.rejected, 50);
  dp_ode stiff = { decay_rhs, NULL, 1, 0 };
  double y = 1;
  ck_assert_int_eq(dp_ode_reference(&stiff, &y, 0, 1, 1e-10, &err), DP_ERANGE);
  ck_assert_ptr_nonnull(strstr(err.msg, "gave up after 10000000 steps"));
}
END_TEST

START_TEST(convergence_study_refuses_divergence)
{
  dp_params p = dp_params_default(), strong = p;
  dp_conv_row rows[3];
  dp_error err;
  const double rest[DP_NSTATE] = { 0, 0, 0, 0 };
  strong.g = 1e6;
  ck_assert_int_eq(dp_convergence(&strong, DP_MODEL_CORRECT, regular_start, 1, 0.01, 2, DP_RK4,
                                  -1, 1e-13, rows, &err), DP_ERANGE);
  ck_assert_ptr_nonnull(strstr(err.msg, "h = 0.01 diverged"));
  ck_assert_int_eq(dp_convergence(&p, DP_MODEL_CORRECT, rest, 1, 0.01, 3, DP_RK4, -1, 1e-13,
                                  rows, &err), DP_OK);
  for (int i = 0; i < 3; i++)
    ck_assert(rows[i].err == 0 && isnan(rows[i].ratio) && isnan(rows[i].order));
}
END_TEST
#line 1114 "program/52-tests-integrators.nw"
START_TEST(tableaus_satisfy_their_order_conditions)
{
  const double r = sqrt(3.0) / 6;
  const tableau rk4 = { 4, { { 0 }, { 0.5 }, { 0, 0.5 }, { 0, 0, 1 } },
                        { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 }, { 0, 0.5, 0.5, 1 } };
  const tableau kutta = { 4, { { 0 }, { 1.0 / 3 }, { -1.0 / 3, 1 }, { 1, -1, 1 } },
                          { 1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8 }, { 0, 1.0 / 3, 2.0 / 3, 1 } };
  const tableau gauss = { 2, { { 0.25, 0.25 - r }, { 0.25 + r, 0.25 } }, { 0.5, 0.5 },
                          { 0.5 - r, 0.5 + r } };
  check_order4(&rk4, "RK4");
  check_order4(&kutta, "3/8 rule");
  check_order4(&gauss, "Gauss-Legendre");
  double c4 = 0;
  for (int i = 0; i < 4; i++) c4 += rk4.b[i] * pow(rk4.c[i], 4);
  ck_assert(fabs(c4 - 5.0 / 24) < 1e-16 && fabs(c4 - 0.2) > 1e-3);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      ck_assert(fabs(gauss.b[i] * gauss.a[i][j] + gauss.b[j] * gauss.a[j][i]
                     - gauss.b[i] * gauss.b[j]) < 1e-16);
  double rowmax = fmax(fabs(gauss.a[0][0]) + fabs(gauss.a[0][1]),
                       fabs(gauss.a[1][0]) + fabs(gauss.a[1][1]));
  ck_assert(fabs(rowmax - (0.5 + r)) < 1e-16 && fabs(rowmax - 0.79) < 0.005);
  ck_assert(fabs(6 * gauss.c[0] * gauss.c[0] - 6 * gauss.c[0] + 1) < 1e-15);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      ck_assert(fabs(gauss.a[i][j] + gauss.a[1 - i][1 - j] - gauss.b[j]) < 1e-16);
}
END_TEST
#line 1176 "program/52-tests-integrators.nw"
START_TEST(rk4_local_error_is_fifth_order_everywhere)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 46);
  int tested = 0;
  for (int k = 0; k < NPROPERTY; k++) {
    dp_params p;
    double s[DP_NSTATE];
    property_case(r, k, &p, s);
    dp_pendulum pd;
    dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    double h = 0.2 / natural_rate(&p, s), e = rk4_step_doubling(&pd, s, h), e0;
    int halvings = 0;
    while (e > 1e-7 && h > 1e-12) e = rk4_step_doubling(&pd, s, h /= 2);
    for (e0 = e; halvings < 40; halvings++) {
      double e2 = rk4_step_doubling(&pd, s, h / 2);
      if (e2 < 1e-14) break;
      h /= 2, e = e2;
    }
    if (halvings == 0)
      continue;
    tested++;
    ck_assert_msg(log2(e0 / e) / halvings >= 4.4, "case %d: average local order %g over %d"
                  " halvings", k, log2(e0 / e) / halvings, halvings);
  }
  ck_assert_msg(tested >= NPROPERTY * 2 / 3, "only %d cases with a local error", tested);
  gsl_rng_free(r);
}
END_TEST
#line 1241 "program/52-tests-integrators.nw"
START_TEST(rk4_energy_drift_is_fifth_order_in_h_and_linear_in_t)
{
  for (double y = 0.05; y <= 2; y *= 1.5) {
    double w = 3, x[2] = { 1, 0.3 }, g[2] = { 1, 0.3 };
    double E = x[1] * x[1] + w * w * x[0] * x[0];
    dp_ode osc = { oscillator_rhs, &w, 2, 0 };
    dp_ode_rk4(&osc, x, y / w);
    double ratio = (x[1] * x[1] + w * w * x[0] * x[0]) / E;
    double want = 1 - pow(y, 6) / 72 + pow(y, 8) / 576;
    ck_assert_msg(fabs(ratio - want) <= 1e-14, "h w = %g: %.17g, not %.17g", y, ratio, want);
    if (y <= 0.6) {
      ck_assert_int_eq(dp_ode_gauss4(&osc, g, y / w, NULL), DP_OK);
      ck_assert_msg(fabs((g[1] * g[1] + w * w * g[0] * g[0]) / E - 1) <= 1e-14,
                    "gauss4, h w = %g: energy factor %.17g", y,
                    (g[1] * g[1] + w * w * g[0] * g[0]) / E);
    }
  }
  double d[3][2];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      d[i][j] = rk4_drift(M_PI / 6, M_PI / 4, ldexp(0.02, -i), 100 * (j + 1));
  for (int i = 0; i < 3; i++)
    ck_assert_msg(d[i][1] / d[i][0] >= 1.8 && d[i][1] / d[i][0] <= 2.2,
                  "h = %g: drift %g after 100 s, %g after 200 s", ldexp(0.02, -i), d[i][0],
                  d[i][1]);
  for (int i = 1; i < 3; i++)
    ck_assert_msg(fabs(d[i - 1][1] / d[i][1] - 32) <= 8, "halving h = %g: factor %g",
                  ldexp(0.02, -i + 1), d[i - 1][1] / d[i][1]);
  double coarse = rk4_drift(2 * M_PI / 3, 5 * M_PI / 6, 1.0 / 300, 600);
  double fine = rk4_drift(2 * M_PI / 3, 5 * M_PI / 6, 1.0 / 1200, 600);
  ck_assert_msg(coarse / fine >= 512 && coarse / fine <= 2048, "explainer: factor %g",
                coarse / fine);
}
END_TEST
#line 1287 "program/52-tests-integrators.nw"
START_TEST(gauss4_is_reversible_everywhere)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 47);
  int converged = 0;
  for (int k = 0; k < NPROPERTY; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE];
    property_case(r, k, &p, s);
    dp_pendulum pd;
    dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    double h = 0.02 / natural_rate(&p, s), size = 0;
    int rc = DP_OK;
    memcpy(y, s, sizeof y);
    for (int n = 0; n < 200 && rc == DP_OK; n++) {
      double before[DP_NSTATE];
      memcpy(before, y, sizeof y);
      rc = dp_ode_gauss4(&pd.ode, y, n < 100 ? h : -h, NULL);
      if (rc != DP_OK) {
        ck_assert_int_eq(rc, DP_ERANGE);
        ck_assert(!memcmp(before, y, sizeof y));
      }
    }
    if (rc != DP_OK)
      continue;
    converged++;
    for (int i = 0; i < DP_NSTATE; i++) size = fmax(size, fabs(s[i]));
    ck_assert_msg(max_diff(y, s) <= 1e-9 * fmax(size, 1e-300), "case %d misses by %g of %g",
                  k, max_diff(y, s), size);
  }
  ck_assert_msg(converged >= NPROPERTY * 9 / 10, "only %d cases converged", converged);
  gsl_rng_free(r);
}
END_TEST

START_TEST(gauss4_lagrange_energy_is_bounded_too)
{
  dp_params p = dp_params_default();
  dp_pendulum pd;
  double y[DP_NSTATE], E0 = dp_energy(&p, page_start), m10 = 0, m1000 = 0;
  dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  memcpy(y, page_start, sizeof y);
  for (long k = 0; k < 100000; k++) {
    ck_assert_int_eq(dp_ode_gauss4(&pd.ode, y, 0.01, NULL), DP_OK);
    double d = fabs(dp_energy(&p, y) - E0) / dp_energy_scale(&p);
    if (k < 1000) m10 = fmax(m10, d);
    m1000 = fmax(m1000, d);
  }
  ck_assert_msg(m1000 <= 3 * m10, "gauss4, Lagrange's form: %g over 1000 s, %g over 10 s",
                m1000, m10);
}
END_TEST
#line 1345 "program/52-tests-integrators.nw"
START_TEST(dense_output_has_the_end_slopes)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 48);
  for (int k = 0; k < 200; k++) {
    dp_params p;
    double s[DP_NSTATE], k1[DP_NSTATE], a[DP_NSTATE], b[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_pendulum pd;
    dp_dopri5 d;
    dp_pendulum_init(&pd, &p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
    double h = 0.05 / natural_rate(&p, s), eps = 1e-5 * h;
    dp_dopri5_init(&d, &pd.ode, s, 0);
    memcpy(k1, d.k1, sizeof k1);
    dp_dopri5_try(&d, h);
    dp_dopri5_accept(&d);
    for (int end = 0; end <= 1; end++) {
      const double *slope = end ? d.k1 : k1;
      dp_dopri5_dense(&d, end * h + eps, a);
      dp_dopri5_dense(&d, end * h - eps, b);
      for (int i = 0; i < DP_NSTATE; i++) {
        double fd = (a[i] - b[i]) / (2 * eps);
        ck_assert_msg(fabs(fd - slope[i]) <= 1e-6 * (fabs(slope[i]) + 1e-3 * (1 + fabs(s[i]) / h)),
                      "case %d, end %d, component %d: %g against %g", k, end, i, fd, slope[i]);
      }
    }
  }
  gsl_rng_free(r);
}
END_TEST
#line 1383 "program/52-tests-integrators.nw"
START_TEST(convergence_statements_hold)
{
  dp_params p = dp_params_default();
  dp_conv_row rows[6], g[4], k[4];
  ck_assert_int_eq(dp_convergence(&p, DP_MODEL_CORRECT, page_start, 5, 0.01, 6, DP_RK4, -1,
                                  1e-13, rows, NULL), DP_OK);
  for (int i = 1; i < 6; i++) {
    ck_assert_msg(rows[i].ratio > 16, "halving to h = %g gains %g", rows[i].h, rows[i].ratio);
    if (i > 1) ck_assert(rows[i].ratio < rows[i - 1].ratio);
  }
  ck_assert_int_eq(dp_convergence(&p, DP_MODEL_CORRECT, regular_start, 10, 0.01, 4, DP_RK4, -1,
                                  1e-13, k, NULL), DP_OK);
  ck_assert_int_eq(dp_convergence(&p, DP_MODEL_CORRECT, regular_start, 10, 0.01, 4, DP_GAUSS4,
                                  -1, 1e-13, g, NULL), DP_OK);
  for (int i = 0; i < 4; i++) ck_assert(g[i].err < k[i].err);
}
END_TEST
#line 1426 "program/52-tests-integrators.nw"
START_TEST(beyond_rk4_statements_hold)
{
  dp_run_stats rk = run_of(10, 20, DP_RK4, -1), dp5 = run_of(10, 20, DP_DOPRI5, -1);
  dp_run_stats gl = run_of(10, 20, DP_GAUSS4, -1);
  double rk_abs = fmax(rk.dmax, -rk.dmin), dp5_abs = fmax(dp5.dmax, -dp5.dmin);
  double gl_abs = fmax(gl.dmax, -gl.dmin);
  ck_assert_msg(rk_abs >= 1e3 * dp5_abs, "mass ratio 10: rk4 %g, dopri5 %g", rk_abs, dp5_abs);
  ck_assert_msg(dp5.nrhs >= 0.4 * rk.nrhs && dp5.nrhs <= 0.65 * rk.nrhs, "evaluations %ld, %ld",
                dp5.nrhs, rk.nrhs);
  ck_assert_msg(fabs(gl.dfinal) <= 0.1 * gl_abs, "gauss4 ends at %g of %g", gl.dfinal, gl_abs);
  dp_run_stats rk10 = run_of(1, 600, DP_RK4, -1), rk60 = run_of(1, 3600, DP_RK4, -1);
  dp_run_stats dp10 = run_of(1, 600, DP_DOPRI5, -1), dp60 = run_of(1, 3600, DP_DOPRI5, -1);
  dp_run_stats gl20 = run_of(1, 20, DP_GAUSS4, -1), gl60 = run_of(1, 3600, DP_GAUSS4, -1);
  double a10 = fmax(rk10.dmax, -rk10.dmin), a60 = fmax(rk60.dmax, -rk60.dmin);
  double b10 = fmax(dp10.dmax, -dp10.dmin), b60 = fmax(dp60.dmax, -dp60.dmin);
  ck_assert_msg(a60 >= 3 * a10, "rk4: %g after an hour, %g after ten minutes", a60, a10);
  ck_assert_msg(b60 < a60 && b60 > b10, "dopri5: %g, %g; rk4 %g", b10, b60, a60);
  ck_assert_msg(fmax(gl60.dmax, -gl60.dmin) <= 2 * fmax(gl20.dmax, -gl20.dmin),
                "gauss4: %g over the hour, %g over 20 s", fmax(gl60.dmax, -gl60.dmin),
                fmax(gl20.dmax, -gl20.dmin));
  dp_run_stats lag60 = run_of(1, 3600, DP_GAUSS4, DP_FORM_LAGRANGE);
  double gh = fmax(gl60.dmax, -gl60.dmin), gla = fmax(lag60.dmax, -lag60.dmin);
  ck_assert_int_eq(lag60.form, DP_FORM_LAGRANGE);
  ck_assert_msg(gla <= 2 * gh && gh <= 2 * gla, "gauss4 over the hour: Lagrange %g, Hamilton %g",
                gla, gh);
}
END_TEST
#line 1456 "program/52-tests-integrators.nw"
Suite *integrate_suite(void)
{
  Suite *s = suite_create("integrate");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  tcase_add_test(tc, rk4_is_the_taylor_polynomial_on_linear_systems);
  tcase_add_test(tc, gauss4_is_the_pade_approximant_on_linear_systems);
  tcase_add_test(tc, dopri5_step_on_linear_systems);
  tcase_add_test(tc, reference_solves_linear_systems);
  tcase_add_test(tc, fast_rk4_is_bit_identical);
  tcase_add_test(tc, rk4_is_fourth_order);
  tcase_add_test(tc, rk4_hamilton_is_fourth_order);
  tcase_add_test(tc, gauss4_is_fourth_order);
  tcase_add_test(tc, dopri5_meets_tolerance);
  tcase_add_test(tc, control_measures_and_limits);
  tcase_add_test(tc, gauss4_energy_error_is_bounded);
  tcase_add_test(tc, gauss4_is_time_reversible);
  tcase_add_test(tc, hamilton_form_needs_correct_model);
  tcase_add_test(tc, driver_samples_land_on_time);
  tcase_add_test(tc, driver_samples_evenly);
  tcase_add_test(tc, driver_counts_steps_from_zero);
  tcase_add_test(tc, driver_dense_output_is_the_evolve_loop);
  tcase_add_test(tc, driver_stops_when_asked);
  tcase_add_test(tc, run_reports_its_samples);
  tcase_add_test(tc, run_goes_back);
  tcase_add_test(tc, run_stops_on_blowup);
  tcase_add_test(tc, convergence_study_is_fourth_order);
  tcase_add_test(tc, page_run_is_the_page);
  tcase_add_test(tc, page_twin_is_the_page);
  tcase_add_test(tc, frame_guard_is_45);
  tcase_add_test(tc, explainer_start_fits_best);
  tcase_add_test(tc, tableaus_satisfy_their_order_conditions);
  tcase_add_test(tc, rk4_local_error_is_fifth_order_everywhere);
  tcase_add_test(tc, rk4_energy_drift_is_fifth_order_in_h_and_linear_in_t);
  tcase_add_test(tc, gauss4_is_reversible_everywhere);
  tcase_add_test(tc, gauss4_lagrange_energy_is_bounded_too);
  tcase_add_test(tc, dense_output_has_the_end_slopes);
  tcase_add_test(tc, convergence_statements_hold);
  tcase_add_test(tc, beyond_rk4_statements_hold);
  tcase_add_test(tc, rate_bounds_speeds_accelerations_and_modes);
  tcase_add_test(tc, rk4_stability_limit_on_the_fast_mode);
  tcase_add_test(tc, adaptive_runs_stop_at_their_caps);
  tcase_add_test(tc, convergence_study_refuses_divergence);
  suite_add_tcase(s, tc);
  return s;
}
