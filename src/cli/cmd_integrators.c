#line 1088 "chapters/04-integrators.nw"
#include "cli.h"
#line 1353 "chapters/04-integrators.nw"
#include "dp_ode.h"
#include "dp_hamilton.h"
#line 1961 "chapters/04-integrators.nw"
#include <time.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#line 1100 "chapters/04-integrators.nw"
typedef struct {
  dp_pendulum pd;
  dp_driver drv;
} pendulum_run;

static int run_init(pendulum_run *r, const dp_case *cs, dp_method m, int form, double h,
                    double tol)
{
  dp_error err;
  double y[DP_NSTATE];
  if (form < 0) form = m == DP_GAUSS4 ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE;
  if (dp_pendulum_init(&r->pd, &cs->p, cs->model, (dp_form)form, &err) != DP_OK)
    return usage_error("%s", err.msg);
  dp_pendulum_to(&r->pd, cs->s, y);
  if (dp_driver_init(&r->drv, &r->pd.ode, m, y, 0, h, tol, &err) != DP_OK)
    return usage_error("%s", err.msg);
  return 0;
}

static int run_advance(pendulum_run *r, double t1, dp_driver_fn *hook, void *ctx)
{
  dp_error err;
  if (dp_driver_advance(&r->drv, t1, hook, ctx, &err) != DP_OK)
    return usage_error("%s", err.msg);
  return 0;
}
#line 1200 "chapters/04-integrators.nw"
typedef struct {
  const dp_params *p;
  double E0, Es;
  double dmax, tdmax, dmin, tdmin, rmax, rmin, a1, a2;
} run_stats;

static void stats_at(run_stats *rs, double t, const double s[DP_NSTATE], int row)
{
  double d = (dp_energy(rs->p, s) - rs->E0) / rs->Es, a[2];
  if (d > rs->dmax) rs->dmax = d, rs->tdmax = t;
  if (d < rs->dmin) rs->dmin = d, rs->tdmin = t;
  if (row) rs->rmax = fmax(rs->rmax, d), rs->rmin = fmin(rs->rmin, d);
  dp_accel(rs->p, DP_MODEL_CORRECT, s, a);
  rs->a1 = fmax(rs->a1, fabs(a[0]));
  rs->a2 = fmax(rs->a2, fabs(a[1]));
}

static const dp_pendulum *stats_pendulum;
static int stats_hook(void *ctx, const dp_driver *d)
{
  double s[DP_NSTATE];
  dp_pendulum_from(stats_pendulum, d->y, s);
  stats_at(ctx, d->t, s, 0);
  return 0;
}
#line 1257 "chapters/04-integrators.nw"
int cmd_simulate(int argc, char **argv)
{
  static const struct option opts[] = {
    CASE_OPTIONS, TIME_OPTIONS, OUTPUT_OPTIONS, { "final", no_argument, NULL, O_FINAL },
    { "summary", no_argument, NULL, O_SUMMARY }, { "back", no_argument, NULL, O_BACK },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  run_options ro = { 10, 0.001, 0.05, 1e-9, DP_RK4, -1 };
  out_table tab;
  out_init(&tab);
  int final = 0, summary = 0, back = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 0) rc = run_option(&ro, c, optarg);
    if (rc == 0) rc = out_option(&tab, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_FINAL: final = 1; break;
    case O_SUMMARY: summary = 1; break;
    case O_BACK: back = summary = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (check_run_options(&ro)) return 2;
  if (back && ro.method == DP_DOPRI5)
    return usage_error("--back needs a fixed-step method (rk4 or gauss4)");
  if (summary && (tab.path || tab.csv || tab.degrees))
    return usage_error("--summary prints key-value lines; "
                       "--output, --format and --degrees are for the table");
  #line 1295 "chapters/04-integrators.nw"
  long nout = (long)ceil(ro.T / ro.every - 1e-9);
  pendulum_run st;
  if (run_init(&st, &cs, ro.method, ro.form, ro.h, ro.tol)) return 2;
  st.drv.t_end = ro.T;
  stats_pendulum = &st.pd;
  run_stats rs = { &cs.p, dp_energy(&cs.p, cs.s), dp_energy_scale(&cs.p),
                   0, 0, 0, 0, 0, 0, 0, 0 };
  stats_at(&rs, 0, cs.s, 1);
  if (!summary && out_open(&tab, "t th1@ th2@ w1 w2 x1 y1 x2 y2 E drift"))
    return 2;
  for (long k = 0; k <= nout; k++) {
    double s[DP_NSTATE], t = fmin(k * ro.every, ro.T);
    if (k > 0 && run_advance(&st, t, summary ? stats_hook : NULL, &rs))
      return out_abort(&tab), 2;
    dp_pendulum_from(&st.pd, st.drv.y, s);
    if (dp_state_check(s, NULL) != DP_OK) {
      out_abort(&tab);
      return usage_error("the state became non-finite or too fast at t = %g; reduce --h", t);
    }
    stats_at(&rs, t, s, 1);
    if (summary || (final && k < nout))
      continue;
    double xy[4], E = dp_energy(&cs.p, s);
    dp_positions(&cs.p, s, xy);
    double row[11] = { t, s[0], s[1], s[2], s[3], xy[0], xy[1], xy[2], xy[3], E,
                       (E - rs.E0) / rs.Es };
    out_row(&tab, row);
  }
  if (!summary)
    return out_close(&tab);
  if (summary) {
    printf("method\t%s\nform\t%s\n", dp_method_name(ro.method),
           st.pd.form == DP_FORM_HAMILTON ? "hamilton" : "lagrange");
    printf("t_end\t%.6f\nsteps\t%ld\nrhs_evals\t%ld\n", ro.T, st.drv.steps, st.pd.ode.nrhs);
    if (ro.method == DP_DOPRI5) printf("rejected\t%ld\n", st.drv.ev.rejected);
    double s[DP_NSTATE];
    dp_pendulum_from(&st.pd, st.drv.y, s);
    printf("drift_final\t%.6e\n", (dp_energy(&cs.p, s) - rs.E0) / rs.Es);
    printf("drift_max\t%.6e\nt_drift_max\t%.6f\ndrift_min\t%.6e\nt_drift_min\t%.6f\n",
           rs.dmax, rs.tdmax, rs.dmin, rs.tdmin);
    printf("drift_absmax\t%.6e\n", fmax(rs.dmax, -rs.dmin));
    printf("drift_row_max\t%.6e\ndrift_row_min\t%.6e\n", rs.rmax, rs.rmin);
    printf("alpha1_max\t%.6g\nalpha2_max\t%.6g\n", rs.a1, rs.a2);
    if (back) {
      #line 1345 "chapters/04-integrators.nw"
      for (long k = nout - 1; k >= 0; k--)
        if (run_advance(&st, k * ro.every, NULL, NULL)) return 2;
      dp_pendulum_from(&st.pd, st.drv.y, s);
      double e = 0;
      for (int i = 0; i < DP_NSTATE; i++) e = fmax(e, fabs(s[i] - cs.s[i]));
      printf("return_error\t%.6e\n", e);
    #line 1340 "chapters/04-integrators.nw"
    }
  }
  return finish_output();
#line 1292 "chapters/04-integrators.nw"
}
#line 1380 "chapters/04-integrators.nw"
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
    return usage_error("--ref-tol %g: must be between 1e-15 and 1e-6", ref_tol);
  if (ro.T / (ro.h / ldexp(1, (int)n - 1)) > MAX_STEPS)
    return usage_error("the smallest step would take too many steps");
  #line 1420 "chapters/04-integrators.nw"
  double ref[DP_NSTATE], hs[20], errs[20];
  dp_error err;
  memcpy(ref, cs.s, sizeof ref);
  if (cs.model != DP_MODEL_CORRECT && ro.form == DP_FORM_HAMILTON)
    return usage_error("the Hamiltonian form exists for the correct model only");
  if (dp_reference_solve(&cs.p, cs.model, ref, ro.T, ref_tol, &err) != DP_OK)
    return usage_error("%s", err.msg);
  if (!summary) puts("# h steps err ratio order");
  for (int i = 0; i < n; i++) {
    pendulum_run st;
    double s[DP_NSTATE];
    hs[i] = ldexp(ro.h, -i);
    if (run_init(&st, &cs, ro.method, ro.form, hs[i], ro.tol)) return 2;
    if (run_advance(&st, ro.T, NULL, NULL)) return 2;
    dp_pendulum_from(&st.pd, st.drv.y, s);
    errs[i] = 0;
    for (int j = 0; j < DP_NSTATE; j++) errs[i] = fmax(errs[i], fabs(s[j] - ref[j]));
    if (!summary) {
      if (i == 0) printf("%.6e\t%ld\t%.6e\t-\t-\n", hs[i], st.drv.steps, errs[i]);
      else printf("%.6e\t%ld\t%.6e\t%.4f\t%.4f\n", hs[i], st.drv.steps, errs[i],
                  errs[i - 1] / errs[i], log2(errs[i - 1] / errs[i]));
    }
  }
  if (summary) {
    #line 1449 "chapters/04-integrators.nw"
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    int m = 0;
    for (int i = 0; i < n; i++)
      if (errs[i] > 100 * ref_tol) {
        double x = log(hs[i]), y = log(errs[i]);
        sx += x, sy += y, sxx += x * x, sxy += x * y, m++;
      }
    if (m < 2)
      return usage_error("fewer than two errors above 100 x the reference tolerance");
    printf("order_fit\t%.4f\nrows_fit\t%d\n", (m * sxy - sx * sy) / (m * sxx - sx * sx), m);
    printf("h_first\t%.6e\nerr_first\t%.6e\nh_last\t%.6e\nerr_last\t%.6e\n",
           hs[0], errs[0], hs[n - 1], errs[n - 1]);
    printf("gain_fit\t%.3f\n", pow(2, (m * sxy - sx * sy) / (m * sxx - sx * sx)));
    printf("ref_tol\t%.0e\n", ref_tol);
  #line 1445 "chapters/04-integrators.nw"
  }
  return finish_output();
#line 1417 "chapters/04-integrators.nw"
}
#line 1651 "chapters/04-integrators.nw"
typedef struct {
  double dmax, tdmax, dmin, tdmin, dfinal, frame_lo, frame_hi, a1, a2, slope;
} page_run;

static void page_run_do(const dp_params *p, const double s0[DP_NSTATE], double T,
                        page_run *r)
{
  const double h = 1.0 / 600;
  double s[DP_NSTATE], frame[10], E0 = dp_energy(p, s0), Es = dp_energy_scale(p);
  double st = 0, sd = 0, stt = 0, std = 0;
  long n = lround(T / h), m = 0;
  memcpy(s, s0, sizeof s);
  *r = (page_run){ 0 };
  for (int j = 0; j < 10; j++) frame[j] = 0;
  for (long k = 0; k <= n; k++) {
    double d = (dp_energy(p, s) - E0) / Es, a[2], t = k * h;
    if (d > r->dmax) r->dmax = d, r->tdmax = t;
    if (d < r->dmin) r->dmin = d, r->tdmin = t;
    frame[k % 10] = fmax(frame[k % 10], d);
    dp_accel(p, DP_MODEL_CORRECT, s, a);
    r->a1 = fmax(r->a1, fabs(a[0]));
    r->a2 = fmax(r->a2, fabs(a[1]));
    if (k % 10 == 0) st += t, sd += d, stt += t * t, std += t * d, m++;
    r->dfinal = d;
    if (k < n) dp_pendulum_rk4(p, DP_MODEL_CORRECT, s, h);
  }
  r->frame_lo = r->frame_hi = frame[0];
  for (int j = 1; j < 10; j++)
    r->frame_lo = fmin(r->frame_lo, frame[j]), r->frame_hi = fmax(r->frame_hi, frame[j]);
  r->slope = (m * std - st * sd) / (m * stt - st * st);
}
#line 1688 "chapters/04-integrators.nw"
static void twin_run(const dp_params *p, const double s0[DP_NSTATE], double T,
                     double *tcross, double *lambda)
{
  const double h = 1.0 / 600;
  double a[DP_NSTATE], b[DP_NSTATE], st = 0, sl = 0, stt = 0, stl = 0;
  long n = lround(T / h), m = 0;
  memcpy(a, s0, sizeof a);
  memcpy(b, s0, sizeof b);
  b[DP_TH1] += 0.001;
  *tcross = *lambda = -1;
  for (long k = 0; k <= n; k++) {
    double xa[4], xb[4], t = k * h;
    dp_positions(p, a, xa);
    dp_positions(p, b, xb);
    double d = hypot(xa[2] - xb[2], xa[3] - xb[3]);
    if (k % 10 == 0 && d > 0)
      st += t, sl += log(d), stt += t * t, stl += t * log(d), m++;
    if (d >= 0.1) {
      *tcross = t;
      *lambda = (m * stl - st * sl) / (m * stt - st * st);
      return;
    }
    dp_pendulum_rk4(p, DP_MODEL_CORRECT, a, h);
    dp_pendulum_rk4(p, DP_MODEL_CORRECT, b, h);
  }
}
#line 1717 "chapters/04-integrators.nw"
static long frame_steps_max(double h, double frame_cap, double scale)
{
  long worst = 0;
  for (long j = 0; j < 100000; j++) {
    double acc = j * (h / 100000) + frame_cap * scale;
    long n = 0;
    while (acc >= h) acc -= h, n++;
    worst = n > worst ? n : worst;
  }
  return worst;
}
#line 1731 "chapters/04-integrators.nw"
typedef struct { double score, th1, th2, dmax, tdmax, a1, tc, lam, d10, a10; } fit_row;

static void fit_start(const dp_params *p, double th1, double th2, fit_row *f)
{
  double s[DP_NSTATE] = { th1 * M_PI / 180, th2 * M_PI / 180, 0, 0 };
  dp_params p10 = *p;
  page_run r, r10;
  double tc, lam;
  p10.m2 *= 10;
  page_run_do(p, s, 20, &r);
  page_run_do(&p10, s, 20, &r10);
  twin_run(p, s, 20, &tc, &lam);
  *f = (fit_row){ 0, th1, th2, r.dmax, r.tdmax, r.a1, tc, lam, r10.dmin, r10.a1 };
  f->score = fabs(log(fmax(r.dmax, 1e-30) / 5e-8)) + fabs(r.tdmax - 8.7) / 2
           + fabs(log(r.a1 / 75)) + fabs(log(fmax(-r10.dmin, 1e-30) / 3.6e-4))
           + fabs(log(r10.a1 / 1300))
           + (f->tc < 0 ? 10 : fabs(f->tc - 4.1) / 2 + fabs(log(fmax(f->lam, 1e-3) / 1.4)));
}

static int by_score(const void *x, const void *y)
{
  double a = ((const fit_row *)x)->score, b = ((const fit_row *)y)->score;
  return (a > b) - (a < b);
}
#line 1757 "chapters/04-integrators.nw"
int cmd_explainer_start(int argc, char **argv)
{
  enum { O_SEARCH = 100, O_STEP, O_TOP };
  static const struct option opts[] = {
    CASE_OPTIONS, { "search", no_argument, NULL, O_SEARCH },
    { "step", required_argument, NULL, O_STEP }, { "top", required_argument, NULL, O_TOP },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  cs.preset = "explainer";
  int search = 0, c;
  double step = 5;
  long top = 10;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SEARCH: search = 1; break;
    case O_STEP: if (parse_double("step", optarg, &step)) return 2; break;
    case O_TOP: if (parse_long("top", optarg, 1, 100000, &top)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (search) {
    #line 1791 "chapters/04-integrators.nw"
    if (!(step >= 0.5 && step <= 90))
      return usage_error("--step %g: must be between 0.5 and 90 degrees", step);
    long n1 = lround(floor(180 / step)) + 1, n2 = lround(floor(360 / step)) + 1, k = 0;
    fit_row *rows = malloc((size_t)(n1 * n2) * sizeof *rows);
    if (!rows) return usage_error("out of memory");
    for (long i = 0; i < n1; i++)
      for (long j = 0; j < n2; j++)
        fit_start(&cs.p, i * step, -180 + j * step, &rows[k++]);
    qsort(rows, (size_t)k, sizeof *rows, by_score);
    puts("# score th1_deg th2_deg drift_max t_drift_max alpha1_max t_0.1m lambda"
         " drift10_min alpha10_1_max");
    for (long i = 0; i < k && i < top; i++)
      printf("%.3f\t%g\t%g\t%.3e\t%.2f\t%.1f\t%.2f\t%.3f\t%.3e\t%.0f\n", rows[i].score,
             rows[i].th1, rows[i].th2, rows[i].dmax, rows[i].tdmax, rows[i].a1, rows[i].tc,
             rows[i].lam, rows[i].d10, rows[i].a10);
    free(rows);
    return finish_output();
  #line 1786 "chapters/04-integrators.nw"
  }
  #line 1810 "chapters/04-integrators.nw"
  page_run r20, r600, r10;
  dp_params p10 = cs.p;
  double tc, lam, lo = INFINITY, hi = -INFINITY, alo = INFINITY, ahi = -INFINITY;
  p10.m2 *= 10;
  page_run_do(&cs.p, cs.s, 20, &r20);
  page_run_do(&cs.p, cs.s, 600, &r600);
  page_run_do(&p10, cs.s, 20, &r10);
  twin_run(&cs.p, cs.s, 60, &tc, &lam);
  for (int j = -4; j <= 4; j++) {
    double s[DP_NSTATE];
    page_run q;
    memcpy(s, cs.s, sizeof s);
    s[DP_TH1] += j * 1e-7;
    page_run_do(&p10, s, 20, &q);
    lo = fmin(lo, q.dmin), hi = fmax(hi, q.dmin);
    alo = fmin(alo, q.a1), ahi = fmax(ahi, q.a1);
  }
  printf("drift20_max\t%.4e\nt_drift20_max\t%.4f\ndrift20_min\t%.4e\n",
         r20.dmax, r20.tdmax, r20.dmin);
  printf("drift20_absmax\t%.4e\n", fmax(r20.dmax, -r20.dmin));
  printf("drift20_frame_max\t%.4e\ndrift20_frame_lo\t%.4e\ndrift20_frame_hi\t%.4e\n",
         r20.frame_hi, r20.frame_lo, r20.frame_hi);
  printf("drift600\t%.4e\ndrift_per_min\t%.4e\n", r600.dfinal, 60 * r600.slope);
  printf("alpha1_max\t%.4g\nalpha2_max\t%.4g\n", r20.a1, r20.a2);
  printf("twin_t01\t%.4f\ntwin_lambda\t%.4f\n", tc, lam);
  printf("m10_drift20_min\t%.4e\nm10_alpha1_max\t%.4g\nm10_alpha2_max\t%.4g\n",
         r10.dmin, r10.a1, r10.a2);
  printf("m10_drift20_min_lo\t%.4e\nm10_drift20_min_hi\t%.4e\n", lo, hi);
  printf("m10_alpha1_lo\t%.4g\nm10_alpha1_hi\t%.4g\n", alo, ahi);
  printf("frame_steps_max\t%ld\nframe_steps_exact\t%.6f\n",
         frame_steps_max(1.0 / 600, 0.05, 1.5), 0.05 * 1.5 * 600);
  return finish_output();
#line 1788 "chapters/04-integrators.nw"
}
#line 1931 "chapters/04-integrators.nw"
static long bench_gsl_evals;

static int bench_gsl_rhs(double t, const double y[], double dy[], void *params)
{
  (void)t;
  bench_gsl_evals++;
  return dp_rhs(params, DP_MODEL_CORRECT, y, dy) == DP_OK ? GSL_SUCCESS : GSL_EBADFUNC;
}

static void plain_rhs(const dp_params *p, const double y[4], double dy[4])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  double d = y[0] - y[1], sd = sin(d), cd = cos(d);
  double den = 2 * m1 + m2 - m2 * (2 * cd * cd - 1);
  dy[0] = y[2];
  dy[1] = y[3];
  dy[2] = (-(2 * m1 + m2) * g * sin(y[0]) - m2 * g * sin(y[0] - 2 * y[1])
           - 2 * sd * m2 * (l2 * y[3] * y[3] + l1 * y[2] * y[2] * cd)) / (l1 * den);
  dy[3] = 2 * sd * ((m1 + m2) * l1 * y[2] * y[2] + (m1 + m2) * g * cos(y[0])
                    + m2 * l2 * y[3] * y[3] * cd) / (l2 * den);
}

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
#line 1966 "chapters/04-integrators.nw"
int cmd_bench_rk4(int argc, char **argv)
{
  static const struct option opts[] = {
    { "steps", required_argument, NULL, 'n' }, { "repeat", required_argument, NULL, 'r' },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 2000000, rep = 5;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': if (parse_long("steps", optarg, 1, 1000000000, &n)) return 2; break;
    case 'r': if (parse_long("repeat", optarg, 1, 100, &rep)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  const double h = 1.0 / 600;
  dp_params p = dp_params_default();
  const double s0[DP_NSTATE] = { 120 * M_PI / 180, 150 * M_PI / 180, 0, 0 };
  double best[3] = { INFINITY, INFINITY, INFINITY }, fin[3][DP_NSTATE];
  gsl_odeiv2_system ode = { bench_gsl_rhs, NULL, DP_NSTATE, &p };
  gsl_odeiv2_step *gs = gsl_odeiv2_step_alloc(gsl_odeiv2_step_rk4, DP_NSTATE);
  if (!gs) return usage_error("cannot allocate GSL's stepper");
  for (long r = 0; r < rep; r++) {
    #line 2003 "chapters/04-integrators.nw"
    double y[DP_NSTATE], yerr[DP_NSTATE], t0;
    memcpy(y, s0, sizeof y);
    t0 = now();
    for (long k = 0; k < n; k++) dp_pendulum_rk4(&p, DP_MODEL_CORRECT, y, h);
    best[0] = fmin(best[0], now() - t0);
    memcpy(fin[0], y, sizeof y);

    memcpy(y, s0, sizeof y);
    gsl_odeiv2_step_reset(gs);
    t0 = now();
    for (long k = 0; k < n; k++) gsl_odeiv2_step_apply(gs, k * h, h, y, yerr, NULL, NULL, &ode);
    best[1] = fmin(best[1], now() - t0);
    memcpy(fin[1], y, sizeof y);

    memcpy(y, s0, sizeof y);
    t0 = now();
    for (long k = 0; k < n; k++) {
      double k1[4], k2[4], k3[4], k4[4], tmp[4];
      plain_rhs(&p, y, k1);
      for (int i = 0; i < 4; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
      plain_rhs(&p, tmp, k2);
      for (int i = 0; i < 4; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
      plain_rhs(&p, tmp, k3);
      for (int i = 0; i < 4; i++) tmp[i] = y[i] + h * k3[i];
      plain_rhs(&p, tmp, k4);
      for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    }
    best[2] = fmin(best[2], now() - t0);
    memcpy(fin[2], y, sizeof y);
  #line 1991 "chapters/04-integrators.nw"
  }
  gsl_odeiv2_step_free(gs);
  printf("steps\t%ld\n", n);
  printf("dp_steps_per_s\t%.4g\ngsl_steps_per_s\t%.4g\nplain_steps_per_s\t%.4g\n",
         n / best[0], n / best[1], n / best[2]);
  printf("dp_over_gsl\t%.3f\ndp_over_plain\t%.3f\n", best[1] / best[0], best[2] / best[0]);
  printf("plain_identical\t%d\n", !memcmp(fin[0], fin[2], sizeof fin[0]));
  printf("gsl_rhs_per_step\t%.3f\n", (double)bench_gsl_evals / (n * rep));
  return finish_output();
}
