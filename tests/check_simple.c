#line 517 "program/40-simple.nw"
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_sf_ellint.h>
#include <gsl/gsl_sf_elljac.h>
#include "dp_simple.h"
#line 700 "program/40-simple.nw"
static double exact_theta(const dp_simple_params *p, double th0, double t)
{
  double k = sin(th0 / 2), sn, cn, dn;
  double K = gsl_sf_ellint_Kcomp(k, GSL_PREC_DOUBLE);
  gsl_sf_elljac_e(K - sqrt(p->g / p->l) * t, k * k, &sn, &cn, &dn);
  return 2 * asin(k * sn);
}

static double angle_error(const dp_simple_params *p, dp_simple_method m, double th0,
                          double h, double T)
{
  dp_simple_state s = { th0, 0 };
  double worst = 0;
  long n = lround(T / h);
  for (long i = 1; i <= n; i++) {
    s = dp_simple_step(p, m, s, h);
    worst = fmax(worst, fabs(s.theta - exact_theta(p, th0, i * h)));
  }
  return worst;
}
#line 755 "program/40-simple.nw"
static double quadratic(const dp_simple_params *p, dp_simple_state s, double h_term)
{
  double k = p->g / p->l;
  return s.omega * s.omega + k * s.theta * s.theta - h_term * k * s.theta * s.omega;
}
#line 899 "program/40-simple.nw"
static void rhs(const dp_simple_params *p, const double y[2], double dy[2])
{
  dy[0] = y[1];
  dy[1] = -p->g / p->l * sin(y[0]);
}

static void rk4_generic(const dp_simple_params *p, double y[2], double h)
{
  double k[4][2], z[2];
  const double c[4] = { 0, 0.5, 0.5, 1 }, w[4] = { 1, 2, 2, 1 };
  rhs(p, y, k[0]);
  for (int j = 1; j < 4; j++) {
    for (int i = 0; i < 2; i++) z[i] = y[i] + c[j] * h * k[j - 1][i];
    rhs(p, z, k[j]);
  }
  for (int i = 0; i < 2; i++)
    y[i] += h / 6 * (w[0] * k[0][i] + w[1] * k[1][i] + w[2] * k[2][i] + w[3] * k[3][i]);
}
#line 550 "program/40-simple.nw"
START_TEST(equation_conserves_energy)
{
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(rng, 7);
  for (int i = 0; i < 1000; i++) {
    dp_simple_params p = { 0.1 + 9.9 * gsl_rng_uniform(rng), 1 + 24 * gsl_rng_uniform(rng) };
    dp_simple_state s = { 20 * gsl_rng_uniform(rng) - 10, 20 * gsl_rng_uniform(rng) - 10 };
    double dt = 1e-5, dw = 1e-5 * (1 + fabs(s.omega));
    dp_simple_state tp = { s.theta + dt, s.omega }, tm = { s.theta - dt, s.omega };
    dp_simple_state wp = { s.theta, s.omega + dw }, wm = { s.theta, s.omega - dw };
    double dEdth = (dp_simple_energy(&p, tp) - dp_simple_energy(&p, tm)) / (2 * dt);
    double dEdw = (dp_simple_energy(&p, wp) - dp_simple_energy(&p, wm)) / (2 * dw);
    double a = dp_simple_alpha(&p, s.theta);
    double x = dEdth * s.omega, y = dEdw * a;
    ck_assert_msg(fabs(x + y) <= 1e-8 * (fabs(x) + fabs(y)) + 1e-300,
                  "l %g g %g theta %g omega %g: dE/dt = %g of %g", p.l, p.g, s.theta,
                  s.omega, x + y, fabs(x) + fabs(y));
  }
  gsl_rng_free(rng);
}
END_TEST
#line 584 "program/40-simple.nw"
START_TEST(agm_period_matches_gsl)
{
  dp_simple_params p = { 1.3, 9.81 };
  double w0 = sqrt(p.g / p.l);
  for (int d = 1; d <= 170; d++) {
    double th0 = d * M_PI / 180;
    dp_simple_state s = { th0, 0 };
    double T = dp_simple_period(&p, s);
    double ref = 4 / w0 * gsl_sf_ellint_Kcomp(sin(th0 / 2), GSL_PREC_DOUBLE);
    ck_assert_msg(fabs(T / ref - 1) <= 1e-13, "%d deg: %.17g vs GSL %.17g", d, T, ref);
    double th = th0 / 3;
    dp_simple_state mid = { th, -w0 * sqrt(2 * (cos(th) - cos(th0))) };
    ck_assert_msg(fabs(dp_simple_period(&p, mid) / T - 1) <= 1e-12, "%d deg, mid-swing", d);
    ck_assert_msg(fabs(dp_simple_amplitude(&p, mid) / th0 - 1) <= 1e-10, "%d deg, amplitude", d);
  }
  dp_simple_state over = { 0, 2 * w0 * (1 + 1e-9) }, under = { 0, 2 * w0 * (1 - 1e-12) };
  ck_assert(dp_simple_period(&p, over) == 0);
  ck_assert(dp_simple_amplitude(&p, over) == 0);
  double kp = sqrt(dp_simple_kprime2(&p, under)), K = dp_simple_period(&p, under) * w0 / 4;
  ck_assert_msg(fabs(K / log(4 / kp) - 1) <= 1e-9, "near the separatrix: K %.15g, ln(4/k') %.15g",
                K, log(4 / kp));
}
END_TEST
#line 614 "program/40-simple.nw"
START_TEST(agm_converges_quadratically)
{
  for (int j = 0; j <= 300; j++) {
    dp_simple_agm_trace tr;
    double b0 = pow(10, -j), m = dp_simple_agm(1, b0, &tr);
    ck_assert_msg(tr.n - 1 < 15, "b0 1e-%d: %d steps", j, tr.n - 1);
    ck_assert(m == tr.a[tr.n - 1]);
    ck_assert(fabs(tr.a[tr.n - 1] - tr.b[tr.n - 1]) <= 1e-15 * m);
    ck_assert(tr.a[0] == 1 && tr.b[0] == b0);
  }
  dp_simple_agm_trace tr;
  dp_simple_agm(1, cos(89.5 * M_PI / 180), &tr);
  ck_assert_msg(tr.n - 1 <= 6, "from 179 degrees: %d steps", tr.n - 1);
}
END_TEST
#line 638 "program/40-simple.nw"
START_TEST(series_near_small_swings)
{
  dp_simple_params p = { 0.7, 9.81 };
  double T0 = dp_simple_period_small(&p);
  ck_assert_double_eq_tol(T0, 2 * M_PI * sqrt(0.7 / 9.81), 1e-15);
  for (int i = 1; i <= 40; i++) {
    double a = i * 0.5 * M_PI / 180;
    dp_simple_state s = { a, 0 };
    double T = dp_simple_period(&p, s);
    double short4 = (T - dp_simple_period_series(&p, a, 3)) / T0;
    double next = 173.0 / 737280 * pow(a, 6);
    ck_assert_msg(short4 >= -4e-16 && short4 <= 1.2 * next + 4e-16,
                  "%g deg: shortfall %g, next term %g", a * 180 / M_PI, short4, next);
    ck_assert(dp_simple_period_series(&p, a, 2) < dp_simple_period_series(&p, a, 3));
    ck_assert_double_eq_tol(dp_simple_period_series(&p, a, 1), T0, 1e-15);
  }
  dp_simple_state tiny = { 1e-7, 0 };
  ck_assert_double_eq_tol(dp_simple_period(&p, tiny) / T0, 1, 1e-14);
}
END_TEST
#line 669 "program/40-simple.nw"
START_TEST(measured_period_is_exact)
{
  dp_simple_params p = { 1.0, 9.81 };
  for (int d = 10; d <= 170; d += 20) {
    dp_simple_state s = { d * M_PI / 180, 0 };
    double T = dp_simple_period(&p, s), h = 0.001;
    dp_simple_run_stats r = dp_simple_run(&p, DP_SIMPLE_RK4, s, h, lround(20 * T / h));
    ck_assert_msg(r.crossings >= 19, "%d deg: %ld crossings", d, r.crossings);
    double Tm = dp_simple_run_period(&r);
    ck_assert_msg(fabs(Tm / T - 1) <= 1e-9, "%d deg: measured %.15g, exact %.15g", d, Tm, T);
    ck_assert_msg(fabs(r.t_first - 0.75 * T) <= 1e-11,
                  "%d deg: first crossing %.15g, not 3P/4 = %.15g", d, r.t_first, 0.75 * T);
  }
  dp_simple_state rot = { -M_PI, 2.0 }, rest = { 0.5, 0 };
  dp_simple_run_stats r = dp_simple_run(&p, DP_SIMPLE_RK4, rot, 0.001, 10000);
  ck_assert(r.crossings <= 1 && dp_simple_run_period(&r) == 0);
  r = dp_simple_run(&p, DP_SIMPLE_RK4, rest, 0.001, 500);
  ck_assert(dp_simple_run_period(&r) == 0);
}
END_TEST
#line 722 "program/40-simple.nw"
START_TEST(angle_orders_against_exact)
{
  dp_simple_params p = { 1.0, 9.81 };
  double th0 = M_PI / 3;
  const struct { dp_simple_method m; double h, order; } c[] = {
    { DP_SIMPLE_EULER, 0.0025, 1 }, { DP_SIMPLE_CROMER, 0.0025, 1 }, { DP_SIMPLE_RK4, 0.01, 4 }
  };
  for (int i = 0; i < 3; i++) {
    double e1 = angle_error(&p, c[i].m, th0, c[i].h, 10);
    double e2 = angle_error(&p, c[i].m, th0, c[i].h / 2, 10);
    double q = log2(e1 / e2);
    ck_assert_msg(fabs(q - c[i].order) <= 0.15, "method %d: order %.3f (errors %g, %g)",
                  i, q, e1, e2);
  }
}
END_TEST
#line 762 "program/40-simple.nw"
START_TEST(linear_closed_forms)
{
  const double hs[] = { 0.001, 0.01, 0.05, 0.1 }, ls[] = { 0.5, 2.0 };
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 2; j++) {
      dp_simple_params p = { ls[j], 9.81 };
      double h = hs[i], x2 = h * h * p.g / p.l;
      long n = 1000, ne = 1000 * x2 > 2 ? lround(2 / x2) : 1000;
      dp_simple_state s0 = { 1e-5, 0 };
      double Q0 = quadratic(&p, s0, 0);
      double fe = pow(1 + x2, (double)ne);
      double fr = pow(1 - x2 * x2 * x2 / 72 + x2 * x2 * x2 * x2 / 576, (double)n);
      dp_simple_state e = dp_simple_advance(&p, DP_SIMPLE_EULER, s0, h, ne);
      dp_simple_state r = dp_simple_advance(&p, DP_SIMPLE_RK4, s0, h, n);
      ck_assert_msg(fabs(quadratic(&p, e, 0) / Q0 / fe - 1) <= 1e-7, "euler h %g l %g", h, p.l);
      ck_assert_msg(fabs(quadratic(&p, r, 0) / Q0 / fr - 1) <= 1e-7, "rk4 h %g l %g", h, p.l);
      ck_assert(fabs(dp_simple_linear_factor(&p, DP_SIMPLE_EULER, h, ne) / fe - 1) <= 1e-14);
      ck_assert(fabs(dp_simple_linear_factor(&p, DP_SIMPLE_RK4, h, n) / fr - 1) <= 1e-14);
      ck_assert(dp_simple_linear_factor(&p, DP_SIMPLE_CROMER, h, n) == 1);
      ck_assert(fe - 1 > 1e-4);
      if (h >= 0.05)
        ck_assert(1 - fr > 1e-5);
      dp_simple_state c = s0;
      double Qt0 = quadratic(&p, s0, h), wander = 0;
      for (long k = 0; k < n; k++) {
        c = dp_simple_cromer(&p, c, h);
        ck_assert_msg(fabs(quadratic(&p, c, h) / Qt0 - 1) <= 1e-7, "cromer h %g l %g", h, p.l);
        wander = fmax(wander, fabs(quadratic(&p, c, 0) / Q0 - 1));
      }
      ck_assert_msg(wander > 0.5 * h * sqrt(p.g / p.l) / 2, "cromer h %g: wander %g", h, wander);
    }
}
END_TEST
#line 812 "program/40-simple.nw"
START_TEST(euler_energy_grows)
{
  dp_simple_params p = { 1.0, 9.81 };
  for (int d = 5; d <= 170; d += 15) {
    dp_simple_state s = { d * M_PI / 180, 0 };
    double last = -1, h = 0.01;
    int seen = 0;
    for (long i = 0; i < 6000 && seen < 10; i++) {
      dp_simple_state next = dp_simple_euler(&p, s, h);
      if (s.theta < 0 && next.theta >= 0) {
        double e = dp_simple_energy(&p, next);
        ck_assert_msg(e > last, "%d deg: crossing %d, energy %g after %g", d, seen, e, last);
        last = e;
        seen++;
      }
      s = next;
    }
    ck_assert_msg(seen >= (d <= 80 ? 2 : 0), "%d deg: %d crossings", d, seen);
    dp_simple_state s0 = { d * M_PI / 180, 0 };
    ck_assert(dp_simple_energy(&p, s) > dp_simple_energy(&p, s0));
  }
}
END_TEST

static void window_changes(dp_simple_method m, double *first, double *last)
{
  dp_simple_params p = { 1.0, 9.81 };
  dp_simple_state s = { M_PI / 3, 0 };
  double h = 0.01, e0 = dp_simple_energy(&p, s);
  *first = *last = 0;
  for (long i = 1; i <= 100000; i++) {
    s = dp_simple_step(&p, m, s, h);
    double d = fabs(dp_simple_energy(&p, s) - e0) / e0;
    if (i <= 10000) *first = fmax(*first, d);
    if (i > 90000) *last = fmax(*last, d);
  }
}
#line 851 "program/40-simple.nw"
START_TEST(cromer_energy_bounded)
{
  double first, last;
  window_changes(DP_SIMPLE_CROMER, &first, &last);
  ck_assert_msg(last <= 1.05 * first, "cromer: first %g, last %g", first, last);
  ck_assert_msg(first <= 0.01 * sqrt(9.81), "cromer: %g beyond h omega0", first);
  window_changes(DP_SIMPLE_EULER, &first, &last);
  ck_assert_msg(last > 3 * first, "euler: first %g, last %g", first, last);
}
END_TEST
#line 871 "program/40-simple.nw"
START_TEST(energy_orders)
{
  dp_simple_params p = { 1.0, 9.81 };
  dp_simple_state s = { M_PI / 3, 0 };
  const struct { dp_simple_method m; double h, t, order; } c[] = {
    { DP_SIMPLE_EULER, 0.001, 10, 1 }, { DP_SIMPLE_CROMER, 0.01, 100, 1 },
    { DP_SIMPLE_RK4, 0.02, 1000, 5 }
  };
  for (int i = 0; i < 3; i++) {
    long n = lround(c[i].t / c[i].h);
    dp_simple_run_stats a = dp_simple_run(&p, c[i].m, s, c[i].h, n);
    dp_simple_run_stats b = dp_simple_run(&p, c[i].m, s, c[i].h / 2, 2 * n);
    double q = log2(a.de_max / b.de_max);
    ck_assert_msg(fabs(q - c[i].order) <= 0.15, "method %d: order %.3f", i, q);
  }
}
END_TEST
#line 919 "program/40-simple.nw"
START_TEST(steps_match_their_formulas)
{
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(rng, 11);
  for (int i = 0; i < 1000; i++) {
    dp_simple_params p = { 0.1 + 9.9 * gsl_rng_uniform(rng), 1 + 24 * gsl_rng_uniform(rng) };
    dp_simple_state s = { 8 * gsl_rng_uniform(rng) - 4, 8 * gsl_rng_uniform(rng) - 4 };
    double h = 0.2 * gsl_rng_uniform(rng);
    dp_simple_state e = dp_simple_euler(&p, s, h), c = dp_simple_cromer(&p, s, h);
    ck_assert(e.theta == s.theta + h * s.omega);
    ck_assert(e.omega == s.omega + h * (-p.g / p.l * sin(s.theta)));
    ck_assert(c.omega == e.omega);
    ck_assert(c.theta == s.theta + h * c.omega);
    dp_simple_state r = dp_simple_rk4(&p, s, h);
    double y[2] = { s.theta, s.omega };
    rk4_generic(&p, y, h);
    ck_assert_msg(fabs(r.theta - y[0]) <= 1e-15 * (1 + fabs(y[0]))
                  && fabs(r.omega - y[1]) <= 1e-14 * (1 + fabs(y[1])),
                  "rk4 differs: %.17g %.17g vs %.17g %.17g", r.theta, r.omega, y[0], y[1]);
    dp_simple_method m[3] = { DP_SIMPLE_EULER, DP_SIMPLE_CROMER, DP_SIMPLE_RK4 };
    dp_simple_state want[3] = { e, c, r };
    for (int j = 0; j < 3; j++) {
      dp_simple_state x = dp_simple_step(&p, m[j], s, h);
      ck_assert(x.theta == want[j].theta && x.omega == want[j].omega);
      dp_simple_state a = dp_simple_advance(&p, m[j], s, h, 3), b = s;
      for (int k = 0; k < 3; k++) b = dp_simple_step(&p, m[j], b, h);
      ck_assert(a.theta == b.theta && a.omega == b.omega);
      dp_simple_run_stats st = dp_simple_run(&p, m[j], s, h, 3);
      double e0 = dp_simple_energy(&p, s), worst = 0;
      dp_simple_state q = s;
      for (int k = 0; k < 3; k++) {
        q = dp_simple_step(&p, m[j], q, h);
        worst = fmax(worst, fabs(dp_simple_energy(&p, q) - e0));
      }
      ck_assert(st.e0 == e0 && st.de_max == worst && st.end.theta == b.theta);
      ck_assert(st.e_end == dp_simple_energy(&p, b));
    }
  }
  gsl_rng_free(rng);
}
END_TEST
#line 526 "program/40-simple.nw"
Suite *simple_suite(void)
{
  Suite *s = suite_create("simple");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 30);
  #line 962 "program/40-simple.nw"
  tcase_add_test(tc, equation_conserves_energy);
  tcase_add_test(tc, agm_period_matches_gsl);
  tcase_add_test(tc, agm_converges_quadratically);
  tcase_add_test(tc, series_near_small_swings);
  tcase_add_test(tc, measured_period_is_exact);
  tcase_add_test(tc, angle_orders_against_exact);
  tcase_add_test(tc, linear_closed_forms);
  tcase_add_test(tc, euler_energy_grows);
  tcase_add_test(tc, cromer_energy_bounded);
  tcase_add_test(tc, energy_orders);
  tcase_add_test(tc, steps_match_their_formulas);
  #line 532 "program/40-simple.nw"
  suite_add_tcase(s, tc);
  return s;
}
