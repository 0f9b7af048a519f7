#line 20 "program/42-integrators.nw"
#include "cli.h"
#line 25 "program/42-integrators.nw"
#include "dp_ode.h"
#include "dp_drift.h"
#line 2222 "program/42-integrators.nw"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#line 1665 "program/42-integrators.nw"
typedef struct {
  out_table *tab;
  int final, opened;
  long last;
} sim_rows;

static int print_sample(void *ctx, const dp_run_sample *smp)
{
  sim_rows *r = ctx;
  if (!r->opened) {
    if (out_open(r->tab, "t th1@ th2@ w1 w2 x1 y1 x2 y2 E drift"))
      return -1;
    r->opened = 1;
  }
  if (r->final && smp->k < r->last)
    return 0;
  double row[11] = { smp->t, smp->s[0], smp->s[1], smp->s[2], smp->s[3], smp->xy[0],
                     smp->xy[1], smp->xy[2], smp->xy[3], smp->E, smp->drift };
  out_row(r->tab, row);
  return 0;
}
#line 1688 "program/42-integrators.nw"
int cmd_simulate(int argc, char **argv)
{
  enum { O_MAXSTEPS = 100, O_DRIFTWARN };
  static const struct option opts[] = {
    CASE_OPTIONS, TIME_OPTIONS, OUTPUT_OPTIONS, { "final", no_argument, NULL, O_FINAL },
    { "summary", no_argument, NULL, O_SUMMARY }, { "back", no_argument, NULL, O_BACK },
    { "max-steps", required_argument, NULL, O_MAXSTEPS },
    { "drift-warn", required_argument, NULL, O_DRIFTWARN }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long max_steps = DP_EVOLVE_MAX_STEPS;
  dp_case cs;
  case_init(&cs);
  run_options ro = { 10, 0.001, 0.05, 1e-9, DP_RK4, -1 };
  out_table tab;
  out_init(&tab);
  int final = 0, summary = 0, back = 0, every_given = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    every_given |= c == O_EVERY;
    int rc = case_option(&cs, c, optarg);
    if (rc == 0) rc = run_option(&ro, c, optarg);
    if (rc == 0) rc = out_option(&tab, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_FINAL: final = 1; break;
    case O_SUMMARY: summary = 1; break;
    case O_BACK: back = summary = 1; break;
    case O_MAXSTEPS:
      if (parse_long("max-steps", optarg, 1, 1000000000L, &max_steps)) return 2;
      break;
    case O_DRIFTWARN: if (parse_drift_warn("--drift-warn", optarg)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (sampling_rule(ro.T, &ro.every, every_given, 1) || check_run_options(&ro)) return 2;
  if (back && ro.method == DP_DOPRI5)
    return usage_error("--back needs a fixed-step method (rk4 or gauss4)");
  if (summary && (tab.path || tab.csv || tab.degrees))
    return usage_error("--summary prints key-value lines; "
                       "--output, --format and --degrees are for the table");
  #line 1734 "program/42-integrators.nw"
  dp_run_spec spec = { ro.T, ro.every, ro.h, ro.tol, ro.method, ro.form, summary, back,
                       max_steps };
  sim_rows rows = { &tab, final, 0, dp_intervals(ro.T, ro.every) };
  dp_run_stats st;
  dp_error err;
  int rc = dp_run(&cs.p, cs.model, cs.s, &spec, summary ? NULL : print_sample, &rows, &st,
                  &err);
  if (rc != DP_OK) {
    out_abort(&tab);
    const char *at = strstr(err.msg, "t = ");
    if (rc == DP_ERANGE && ro.method == DP_DOPRI5 && strstr(err.msg, "step size underflow") && at)
      return usage_error("dopri5 gave up at %s with --tol %s: its step fell below the"
                         " smallest it can take (step size underflow), since at this tolerance"
                         " the run lost the motion, which became too fast to follow; take a"
                         " tighter --tol (1e-6, say) or --method rk4%s", at,
                         arg_text("tol", ro.tol), case_note());
    return rc == -1 ? 2 : usage_error("%s%s", err.msg, case_note());
  }
  #line 1772 "program/42-integrators.nw"
  int up = st.dmax >= -st.dmin;
  warn_drift(cs.model, up ? st.dmax : st.dmin, up ? st.tdmax : st.tdmin,
             ro.method == DP_DOPRI5 ? "lower --tol" : "reduce --h");
  if (ro.method != DP_DOPRI5)
    warn_step(ro.h, st.rate);
  #line 1753 "program/42-integrators.nw"
  if (!summary)
    return out_close(&tab);
  out_printf("method\t%s\nform\t%s\n", dp_method_name(ro.method),
             st.form == DP_FORM_HAMILTON ? "hamilton" : "lagrange");
  out_printf("t_end\t%.6f\nsteps\t%ld\nrhs_evals\t%ld\n", ro.T, st.steps, st.nrhs);
  if (ro.method == DP_DOPRI5) out_printf("rejected\t%ld\n", st.rejected);
  out_printf("drift_final\t%.6e\n", st.dfinal);
  out_printf("drift_max\t%.6e\nt_drift_max\t%.6f\ndrift_min\t%.6e\nt_drift_min\t%.6f\n",
             st.dmax, st.tdmax, st.dmin, st.tdmin);
  out_printf("drift_absmax\t%.6e\n", fmax(st.dmax, -st.dmin));
  out_printf("drift_row_max\t%.6e\ndrift_row_min\t%.6e\n", st.rmax, st.rmin);
  out_printf("alpha1_max\t%.6g\nalpha2_max\t%.6g\n", st.a1, st.a2);
  if (back) out_printf("return_error\t%.6e\n", st.return_error);
  return finish_output();
#line 1731 "program/42-integrators.nw"
}
#line 1804 "program/42-integrators.nw"
int cmd_convergence(int argc, char **argv)
{
  enum { O_N = 100, O_REFTOL };
  static const struct option opts[] = {
    CASE_OPTIONS, TIME_OPTIONS, { "n", required_argument, NULL, O_N },
    { "ref-tol", required_argument, NULL, O_REFTOL },
    { "summary", no_argument, NULL, O_SUMMARY }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  run_options ro = { 10, 0.01, 0, 1e-9, DP_RK4, -1 };
  long n = 8;
  double ref_tol = 1e-13;
  int summary = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 0) rc = run_option(&ro, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_N: if (parse_long("n", optarg, 2, 20, &n)) return 2; break;
    case O_REFTOL: if (parse_double("ref-tol", optarg, &ref_tol)) return 2; break;
    case O_SUMMARY: summary = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  ro.every = ro.T;
  if (check_run_options(&ro)) return 2;
  if (ro.method == DP_DOPRI5)
    return usage_error("--method dopri5: the convergence study is for fixed steps");
  if (!(ref_tol >= 1e-15 && ref_tol <= 1e-6))
    return usage_error("--ref-tol %s: must be at least 1e-15 and at most 1e-6",
                       arg_text("ref-tol", ref_tol));
  if (ro.T / (ro.h / ldexp(1, (int)n - 1)) > MAX_STEPS)
    return usage_error("the smallest step would take too many steps");
  #line 1845 "program/42-integrators.nw"
  dp_conv_row rows[20];
  dp_conv_fit fit;
  dp_error err;
  warn_case_step(&cs, ro.h);
  if (dp_convergence(&cs.p, cs.model, cs.s, ro.T, ro.h, (int)n, ro.method, ro.form, ref_tol,
                     rows, &err) != DP_OK)
    return usage_error("%s%s", err.msg, case_note());
  if (!summary) {
    puts("# h steps err ratio order");
    for (int i = 0; i < n; i++) {
      if (isnan(rows[i].ratio))
        out_printf("%.6e\t%ld\t%.6e\t-\t-\n", rows[i].h, rows[i].steps, rows[i].err);
      else
        out_printf("%.6e\t%ld\t%.6e\t%.4f\t%.4f\n", rows[i].h, rows[i].steps, rows[i].err,
                   rows[i].ratio, rows[i].order);
    }
    return finish_output();
  }
  if (dp_convergence_fit(rows, (int)n, 100 * ref_tol, &fit, &err) != DP_OK)
    return usage_error("%s (100 x the reference tolerance)", err.msg);
  out_printf("order_fit\t%.4f\nrows_fit\t%d\n", fit.order, fit.rows);
  out_printf("h_first\t%.6e\nerr_first\t%.6e\nh_last\t%.6e\nerr_last\t%.6e\n",
         rows[0].h, rows[0].err, rows[n - 1].h, rows[n - 1].err);
  out_printf("gain_fit\t%.3f\n", fit.gain);
  out_printf("ref_tol\t%.0e\n", ref_tol);
  return finish_output();
#line 1842 "program/42-integrators.nw"
}
#line 1906 "program/42-integrators.nw"
int cmd_explainer_start(int argc, char **argv)
{
  enum { O_SEARCH = 100, O_STEP, O_TOP, O_CANDIDATES };
  static const struct option opts[] = {
    CASE_OPTIONS, { "search", no_argument, NULL, O_SEARCH },
    { "candidates", required_argument, NULL, O_CANDIDATES },
    { "step", required_argument, NULL, O_STEP }, { "top", required_argument, NULL, O_TOP },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  cs.preset = "explainer";
  int search = 0, c;
  const char *candidates = NULL;
  double step = 5;
  long top = 10;
  dp_error err;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SEARCH: search = 1; break;
    case O_CANDIDATES: candidates = optarg; break;
    case O_STEP: if (parse_double("step", optarg, &step)) return 2; break;
    case O_TOP: if (parse_long("top", optarg, 1, 100000, &top)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (search) {
    #line 1947 "program/42-integrators.nw"
    for (int o = CO_TH1; o <= CO_W2; o++)   /* the grid gives the start */
      if (cs.set[o - CO_M1])
        return usage_error("--search releases every start of the grid from rest: --th1, --th2,"
                           " --w1 and --w2 do not apply (the masses, lengths and g do)");
    if (!(step >= 0.5 && step <= 90))
      return usage_error("--step %g: must be between 0.5 and 90 degrees", step);
    dp_explainer_fit *best = malloc((size_t)top * sizeof *best);
    long k;
    if (!best) return usage_error("out of memory");
    if (dp_explainer_search(&cs.p, step, top, best, &k, &err) != DP_OK)
      return free(best), usage_error("%s", err.msg);
    puts("# score th1_deg th2_deg drift_max t_drift_max alpha1_max t_0.1m lambda"
         " drift10_min alpha10_1_max");
    for (long i = 0; i < k; i++)
      out_printf("%.3f\t%g\t%g\t%.3e\t%.2f\t%.1f\t%.2f\t%.3f\t%.3e\t%.0f\n", best[i].score,
             best[i].th1, best[i].th2, best[i].dmax, best[i].tdmax, best[i].a1, best[i].tc,
             best[i].lam, best[i].d10, best[i].a10);
    free(best);
    return finish_output();
  #line 1939 "program/42-integrators.nw"
  }
  if (candidates) {
    #line 1970 "program/42-integrators.nw"
    puts("# th1_deg th2_deg drift20_max_1e8 t_drift20_max alpha1_max twin_t01 twin_lambda"
         " m10_drift20_min_1e4 m10_alpha1_max");
    for (const char *p = candidates; *p; ) {
      char item[64], *colon;
      size_t len = strcspn(p, ",");
      double th1, th2;
      dp_explainer_report r;
      if (len == 0 || len >= sizeof item)
        return usage_error("--candidates '%s': expected A:B,C:D,...", candidates);
      memcpy(item, p, len);
      item[len] = 0;
      if (!(colon = strchr(item, ':')))
        return usage_error("--candidates: '%s' is not A:B", item);
      *colon = 0;
      if (parse_double("candidates", item, &th1) || parse_double("candidates", colon + 1, &th2))
        return 2;
      cs.s[DP_TH1] = th1 * M_PI / 180;
      cs.s[DP_TH2] = th2 * M_PI / 180;
      if (dp_explainer_claims(&cs.p, cs.s, &r, &err) != DP_OK)
        return usage_error("%s", err.msg);
      char lam[32] = "-";
      if (isfinite(r.twin_lambda)) snprintf(lam, sizeof lam, "%.2f", r.twin_lambda);
      out_printf("%g\t%g\t%.2f\t%.1f\t%.0f\t%.2f\t%s\t%.2f\t%.0f\n", th1, th2, r.r20.dmax * 1e8,
             r.r20.tdmax, r.r20.a1, r.twin_t, lam, r.m10.dmin * 1e4, r.m10.a1);
      p += len + (p[len] == ',');
    }
    return finish_output();
  #line 1942 "program/42-integrators.nw"
  }
  #line 1999 "program/42-integrators.nw"
  dp_explainer_report r;
  if (dp_explainer_claims(&cs.p, cs.s, &r, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("drift20_max\t%.4e\nt_drift20_max\t%.4f\ndrift20_min\t%.4e\n",
         r.r20.dmax, r.r20.tdmax, r.r20.dmin);
  out_printf("drift20_absmax\t%.4e\n", fmax(r.r20.dmax, -r.r20.dmin));
  out_printf("drift20_frame_max\t%.4e\ndrift20_frame_lo\t%.4e\ndrift20_frame_hi\t%.4e\n",
         r.r20.frame_hi, r.r20.frame_lo, r.r20.frame_hi);
  out_printf("drift600\t%.4e\ndrift_per_min\t%.4e\n", r.r600.dfinal, 60 * r.r600.slope);
  out_printf("alpha1_max\t%.4g\nalpha2_max\t%.4g\n", r.r20.a1, r.r20.a2);
  out_printf("twin_t01\t%.4f\n", r.twin_t);
  if (isfinite(r.twin_lambda)) out_printf("twin_lambda\t%.4f\n", r.twin_lambda);
  else out_printf("twin_lambda\t-\n");
  out_printf("m10_drift20_min\t%.4e\nm10_alpha1_max\t%.4g\nm10_alpha2_max\t%.4g\n",
         r.m10.dmin, r.m10.a1, r.m10.a2);
  out_printf("m10_drift20_min_lo\t%.4e\nm10_drift20_min_hi\t%.4e\n", r.m10_dmin_lo, r.m10_dmin_hi);
  out_printf("m10_alpha1_lo\t%.4g\nm10_alpha1_hi\t%.4g\n", r.m10_a1_lo, r.m10_a1_hi);
  out_printf("frame_steps_max\t%ld\nframe_steps_exact\t%.6f\n", r.frame_steps,
         r.frame_steps_exact);
  return finish_output();
#line 1944 "program/42-integrators.nw"
}
#line 2087 "program/42-integrators.nw"
static void plain_rhs(const dp_params *p, const double y[4], double dy[4])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  double t1 = y[0], t2 = y[1], w1 = y[2], w2 = y[3];   /* dy may alias y */
  double d = t1 - t2, sd = sin(d), cd = cos(d);
  double den = 2 * m1 + m2 - m2 * (2 * cd * cd - 1);
  dy[0] = w1;
  dy[1] = w2;
  dy[2] = (-(2 * m1 + m2) * g * sin(t1) - m2 * g * sin(t1 - 2 * t2)
           - 2 * sd * m2 * (l2 * w2 * w2 + l1 * w1 * w1 * cd)) / (l1 * den);
  dy[3] = 2 * sd * ((m1 + m2) * l1 * w1 * w1 + (m1 + m2) * g * cos(t1)
                    + m2 * l2 * w2 * w2 * cd) / (l2 * den);
}

static void plain_cramer_rhs(const dp_params *p, const double y[4], double dy[4])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  double s1 = sin(y[0]), c1 = cos(y[0]), s2 = sin(y[1]), c2 = cos(y[1]);
  double sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2, den = m1 + m2 * (sd * sd);
  double f1 = -(m2 * l2 * (y[3] * y[3]) * sd) - (m1 + m2) * g * s1;
  double f2 = l1 * (y[2] * y[2]) * sd - g * s2;
  dy[0] = y[2];
  dy[1] = y[3];
  dy[2] = (f1 - m2 * cd * f2) / (l1 * den);
  dy[3] = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
}

typedef void plain_fn(const dp_params *p, const double y[4], double dy[4]);

static void library_rhs(const dp_params *p, const double y[4], double dy[4])
{
  dp_rhs(p, DP_MODEL_CORRECT, y, dy);
}

typedef struct { const dp_params *p; plain_fn *rhs; } gsl_rhs_ctx;
static long bench_gsl_evals;

static int bench_gsl_rhs(double t, const double y[], double dy[], void *params)
{
  const gsl_rhs_ctx *c = params;
  (void)t;
  bench_gsl_evals++;
  c->rhs(c->p, y, dy);
  return GSL_SUCCESS;
}

static inline __attribute__((always_inline))
void plain_steps(plain_fn *rhs, const dp_params *p, double y[4], double h, long n)
{
  for (long k = 0; k < n; k++) {
    double k1[4], k2[4], k3[4], k4[4], t[4];
    rhs(p, y, k1);
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
    rhs(p, t, k2);
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
    rhs(p, t, k3);
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
    rhs(p, t, k4);
    for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  }
}
#line 2153 "program/42-integrators.nw"
typedef struct {
  dp_params p;
  long n;
  double h;
  dp_pendulum pd;
  gsl_rhs_ctx gsl_plain, gsl_dp;
  gsl_odeiv2_step *gs;
  long steps;                   /* the steps simulate counted */
} bench_ctx;

static int keep_last(void *ctx, const dp_run_sample *smp)
{
  memcpy(ctx, smp->s, DP_NSTATE * sizeof(double));
  return 0;
}

static void way_simulate(bench_ctx *b, double y[4])
{
  dp_run_spec spec = { .T = b->n / 600.0, .every = 0.05, .h = b->h, .method = DP_RK4,
                       .form = -1 };
  dp_run_stats st;
  dp_run(&b->p, DP_MODEL_CORRECT, y, &spec, keep_last, y, &st, NULL);
  b->steps = st.steps;
}

static void way_fast(bench_ctx *b, double y[4])
{
  for (long k = 0; k < b->n; k++) dp_pendulum_rk4(&b->p, DP_MODEL_CORRECT, y, b->h);
}

static void way_ode(bench_ctx *b, double y[4])
{
  for (long k = 0; k < b->n; k++) dp_ode_rk4(&b->pd.ode, y, b->h);
}

static void gsl_steps(bench_ctx *b, gsl_rhs_ctx *c, double y[4])
{
  gsl_odeiv2_system sys = { bench_gsl_rhs, NULL, DP_NSTATE, c };
  double yerr[DP_NSTATE];
  gsl_odeiv2_step_reset(b->gs);
  for (long k = 0; k < b->n; k++)
    gsl_odeiv2_step_apply(b->gs, k * b->h, b->h, y, yerr, NULL, NULL, &sys);
}

static void way_gsl(bench_ctx *b, double y[4]) { gsl_steps(b, &b->gsl_plain, y); }

static void way_gsl_dp(bench_ctx *b, double y[4]) { gsl_steps(b, &b->gsl_dp, y); }

static void way_plain(bench_ctx *b, double y[4]) { plain_steps(plain_rhs, &b->p, y, b->h, b->n); }

static void way_plain_cramer(bench_ctx *b, double y[4])
{
  plain_steps(plain_cramer_rhs, &b->p, y, b->h, b->n);
}

static double cpu_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
#line 2229 "program/42-integrators.nw"
int cmd_bench_rk4(int argc, char **argv)
{
  static const struct option opts[] = {
    { "steps", required_argument, NULL, 'n' }, { "repeat", required_argument, NULL, 'r' },
    { "output", required_argument, NULL, OO_OUTPUT }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 6000000, rep = 5;
  out_table tab;
  out_init(&tab);
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    if (out_option(&tab, c, optarg) == 1) continue;
    switch (c) {
    case 'n': if (parse_long("steps", optarg, 1, 1000000000, &n)) return 2; break;
    case 'r': if (parse_long("repeat", optarg, 1, 101, &rep)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (tab.path && out_prepare(&tab)) return 2;
  #line 2254 "program/42-integrators.nw"
  enum { NWAYS = 7 };
  static const char *const name[NWAYS] = { "simulate", "fast", "ode", "gsl", "gsl_dp",
                                           "plain", "plain_cramer" };
  void (*const way[NWAYS])(bench_ctx *, double *) = { way_simulate, way_fast, way_ode,
                                                      way_gsl, way_gsl_dp, way_plain,
                                                      way_plain_cramer };
  const double s0[DP_NSTATE] = { 120 * M_PI / 180, 150 * M_PI / 180, 0, 0 };
  bench_ctx b = { .p = dp_params_default(), .n = n, .h = 1.0 / 600 };
  dp_pendulum_init(&b.pd, &b.p, DP_MODEL_CORRECT, DP_FORM_LAGRANGE, NULL);
  b.gsl_plain = (gsl_rhs_ctx){ &b.p, plain_rhs };
  b.gsl_dp = (gsl_rhs_ctx){ &b.p, library_rhs };
  if (!(b.gs = gsl_odeiv2_step_alloc(gsl_odeiv2_step_rk4, DP_NSTATE)))
    return out_abort(&tab), usage_error("cannot allocate GSL's stepper");
  double *sec = malloc(NWAYS * rep * sizeof *sec), fin[NWAYS][DP_NSTATE];
  if (!sec) return gsl_odeiv2_step_free(b.gs), out_abort(&tab), usage_error("out of memory");
  for (long r = 0; r < rep; r++)
    for (int w = 0; w < NWAYS; w++) {
      memcpy(fin[w], s0, sizeof s0);
      double t0 = cpu_now();
      way[w](&b, fin[w]);
      sec[w * rep + r] = cpu_now() - t0;
    }
  gsl_odeiv2_step_free(b.gs);
  double med[NWAYS], lo[NWAYS];
  for (int w = 0; w < NWAYS; w++) {
    qsort(sec + w * rep, rep, sizeof *sec, by_value);
    med[w] = sec[w * rep + rep / 2];
    lo[w] = sec[w * rep];
  }
  free(sec);
  #line 2250 "program/42-integrators.nw"
  #line 2286 "program/42-integrators.nw"
  enum { SIM, FAST, ODE, GSL, GSL_DP, PLAIN, CRAMER };
  out_printf("steps\t%ld\nrounds\t%ld\nsimulate_steps\t%ld\n", n, rep, b.steps);
  for (int w = 0; w < NWAYS; w++)
    out_printf("%s_s\t%.4g\n%s_steps_per_s\t%.4g\n", name[w], med[w], name[w], n / med[w]);
  double sim_plain = med[PLAIN] / med[SIM], sim_gsl = med[GSL] / med[SIM];
  out_printf("simulate_over_plain\t%.3f\nsimulate_over_gsl\t%.3f\n", sim_plain, sim_gsl);
  out_printf("fast_over_plain\t%.3f\nfast_over_gsl\t%.3f\nfast_over_ode\t%.3f\n",
         med[PLAIN] / med[FAST], med[GSL] / med[FAST], med[ODE] / med[FAST]);
  out_printf("fast_over_gsl_dp\t%.3f\n", med[GSL_DP] / med[FAST]);
  out_printf("plain_cramer_over_plain\t%.3f\n", med[PLAIN] / med[CRAMER]);
  out_printf("fast_ode_identical\t%d\n", !memcmp(fin[FAST], fin[ODE], sizeof fin[0]));
  out_printf("gsl_rhs_per_step\t%.3f\n", (double)bench_gsl_evals / (2 * n * rep));
  out_printf("goals\t%s\n", sim_plain >= 1.4 && sim_gsl >= 3.8 ? "met" : "BELOW GOAL");
  if (tab.path) {
    if (out_open(&tab, "way median_s min_s steps_per_s over_plain over_gsl")) return 2;
    for (int w = 0; w < NWAYS; w++) {
      char cell[5][32];
      snprintf(cell[0], sizeof cell[0], "%.4g", med[w]);
      snprintf(cell[1], sizeof cell[1], "%.4g", lo[w]);
      snprintf(cell[2], sizeof cell[2], "%.4g", n / med[w]);
      snprintf(cell[3], sizeof cell[3], "%.3f", med[PLAIN] / med[w]);
      snprintf(cell[4], sizeof cell[4], "%.3f", med[GSL] / med[w]);
      const char *const row[6] = { name[w], cell[0], cell[1], cell[2], cell[3], cell[4] };
      out_text_row(&tab, row);
    }
    if (out_close(&tab)) return 2;
  }
  return finish_output();
#line 2251 "program/42-integrators.nw"
}
