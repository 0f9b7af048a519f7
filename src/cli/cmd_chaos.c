#line 15 "program/46-chaos.nw"
#include "cli.h"
#line 28 "program/46-chaos.nw"
#include "dp_chaos.h"
#line 563 "program/46-chaos.nw"
#include "dp_flipmap.h"
#line 60 "program/46-chaos.nw"
static void print_twin_sample(const dp_twin_sample *x, void *ctx)
{
  int *header = ctx;
  if (!*header) puts("# t d dth1 dth2");
  *header = 1;
  out_printf("%.6f\t%.9e\t%.9e\t%.9e\n", x->t, x->d, x->dth1, x->dth2);
}

int cmd_twin(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_EVERY, O_DELTA, O_DELTA_RAD, O_PERTURB, O_SUMMARY };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "every", required_argument, NULL, O_EVERY },
    { "delta", required_argument, NULL, O_DELTA },
    { "delta-rad", required_argument, NULL, O_DELTA_RAD },
    { "perturb", required_argument, NULL, O_PERTURB },
    { "summary", no_argument, NULL, O_SUMMARY }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double T = 30, h = 0.001, every = 0.01, delta = 0.001 * M_PI / 180;
  int which = 1, summary = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_EVERY: if (parse_double("every", optarg, &every)) return 2; break;
    case O_DELTA: if (parse_angle("delta", optarg, &delta)) return 2; break;
    case O_DELTA_RAD: if (parse_double("delta-rad", optarg, &delta)) return 2; break;
    case O_PERTURB:
      if (!strcmp(optarg, "th1")) which = 1;
      else if (!strcmp(optarg, "th2")) which = 2;
      else if (!strcmp(optarg, "both")) which = 3;
      else return usage_error("--perturb '%s': choose th1, th2 or both", optarg);
      break;
    case O_SUMMARY: summary = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (cs.model != DP_MODEL_CORRECT)
    return usage_error("dp twin follows the correct model only");
  if (!(fabs(delta) <= 0.1))
    return usage_error("--delta: the perturbation must be at most 0.1 rad");
  run_options ro = { T, h, every, 1e-9, DP_RK4, -1 };
  if (check_run_options(&ro)) return 2;
  warn_case_step(&cs, h);
    #line 119 "program/46-chaos.nw"
    double b[DP_NSTATE];
    memcpy(b, cs.s, sizeof b);
    if (which & 1) b[DP_TH1] += delta;
    if (which & 2) b[DP_TH2] += delta;
    dp_twin_summary z;
    dp_error err;
    int header = 0;
    int rc = dp_twin_run(&cs.p, cs.s, b, T, every, h, summary ? NULL : print_twin_sample,
                         &header, &z, &err);
    if (rc != DP_OK)
      return usage_error("%s%s%s", err.msg, rc == DP_ERANGE ? "; reduce --h" : "", case_note());
    if (summary) {
      out_printf("# dp twin: delta %.6g rad\n", delta);
      out_printf("energy\t%.6f\nescale\t%.6f\n", dp_energy(&cs.p, cs.s), dp_energy_scale(&cs.p));
      out_printf("max_dth2\t%.6e\nt_sep\t%.4f\nt_sep1\t%.4f\nt_d01\t%.4f\nt_d1\t%.4f\n"
             "fit_lambda\t%.6f\nfit_ln_d0\t%.6f\nd_5s\t%.6e\ndmax_5s\t%.6e\n",
             z.max_dth2, z.t_sep, z.t_sep1, z.t_d01, z.t_d1, z.fit_lambda, z.fit_ln_d0,
             z.d_5s, z.dmax_5s);
    }
    return finish_output();
#line 114 "program/46-chaos.nw"
}
#line 155 "program/46-chaos.nw"
int cmd_check_jacobian(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 8;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  double worst;
  dp_error err;
  if (dp_jacobian_check(n, (unsigned long)seed, &worst, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("# dp check-jacobian\nn\t%ld\nworst_u\t%.3f\n", n, worst / (DBL_EPSILON / 2));
  return finish_output();
}
#line 210 "program/46-chaos.nw"
static void print_running(double t, int n, const double *est, void *ctx)
{
  (void)ctx;
  char line[256];
  int len = snprintf(line, sizeof line, "%.4f", t);
  for (int i = 0; i < n && len < 200; i++)
    len += snprintf(line + len, sizeof line - (size_t)len, "\t%.8f", est[i]);
  out_printf("%s\n", line);
}
#line 227 "program/46-chaos.nw"
static int lyapunov_starts(const dp_case *cs, const dp_lyap_opts *o, int method, int nv,
                           long starts, double offset, int threads)
{
  double *est = malloc(starts * sizeof *est);
  if (!est)
    return usage_error("out of memory");
  dp_error err;
  dp_spread sp;
  int rc = dp_lyapunov_starts(&cs->p, cs->s, method == 1 ? DP_LYAP_TWIN : DP_LYAP_TANGENT,
                              nv, o, starts, offset, threads, est, &err);
  if (rc != DP_OK)
    return free(est), usage_error("%s", err.msg);
  dp_spread_of(est, starts, &sp);
  free(est);
  out_printf("# dp lyapunov: %ld runs, T = %g s, h = %.10g s, tau = %g s\n",
         starts, o->T, o->h, o->tau);
  out_printf("starts\t%ld\nmean\t%.6f\nsd\t%.6f\nse\t%.6f\nmin\t%.6f\nmax\t%.6f\n"
         "sd_20000\t%.6f\n", sp.n, sp.mean, sp.sd, sp.se, sp.min, sp.max,
         sp.sd * sqrt(o->T / 20000));
  return finish_output();
}
#line 251 "program/46-chaos.nw"
int cmd_lyapunov(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_TAU, O_D0, O_EVERY, O_METHOD, O_SPECTRUM, O_STARTS, O_OFFSET,
         O_THREADS };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "tau", required_argument, NULL, O_TAU }, { "d0", required_argument, NULL, O_D0 },
    { "every", required_argument, NULL, O_EVERY },
    { "method", required_argument, NULL, O_METHOD },
    { "spectrum", no_argument, NULL, O_SPECTRUM },
    { "starts", required_argument, NULL, O_STARTS },
    { "offset", required_argument, NULL, O_OFFSET },
    { "threads", required_argument, NULL, O_THREADS }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  dp_lyap_opts o = { 1.0 / 600, 0.1, 20000, 1e-8, 0, NULL, NULL };
  int method = 2, spectrum = 0, c;
  long starts = 1, threads = 1;
  double offset = 0;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &o.T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &o.h)) return 2; break;
    case O_TAU: if (parse_double("tau", optarg, &o.tau)) return 2; break;
    case O_D0: if (parse_double("d0", optarg, &o.d0)) return 2; break;
    case O_EVERY:
      if (parse_double("every", optarg, &o.every)) return 2;
      if (!(o.every > 0)) return usage_error("--every must be positive");
      o.report = print_running;
      break;
    case O_METHOD:
      if (!strcmp(optarg, "twin")) method = 1;
      else if (!strcmp(optarg, "tangent")) method = 2;
      else if (!strcmp(optarg, "both")) method = 3;
      else return usage_error("--method '%s': choose twin, tangent or both", optarg);
      break;
    case O_SPECTRUM: spectrum = 1; break;
    case O_STARTS: if (parse_long("starts", optarg, 1, 10000, &starts)) return 2; break;
    case O_OFFSET: if (parse_double("offset", optarg, &offset)) return 2; break;
    case O_THREADS: if (parse_long("threads", optarg, 1, 256, &threads)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (cs.model != DP_MODEL_CORRECT)
    return usage_error("dp lyapunov follows the correct model only");
  if (spectrum && method != 2)
    return usage_error("--spectrum uses the tangent method only");
  if (o.report && (method == 3 || starts > 1))
    return usage_error("--every prints one run: not with --method both or --starts");
  if (starts > 1 && method == 3)
    return usage_error("--starts runs one method: not with --method both");
  int nv = spectrum ? DP_NSTATE : 1;
  if (starts > 1 && !(offset > 0 && offset <= 1e6))
    return usage_error("--starts needs --offset DT with 0 < DT <= 1e6");
  if (!(o.h > 0) || (double)starts * o.T / o.h > MAX_STEPS)
    return usage_error("--t %g with --h %g%s would take %.3g steps (limit %.3g)", o.T, o.h,
                       starts > 1 ? " and --starts" : "", (double)starts * o.T / o.h, MAX_STEPS);
  warn_case_step(&cs, o.h);
    #line 323 "program/46-chaos.nw"
    if (starts > 1)
      return lyapunov_starts(&cs, &o, method, nv, starts, offset, (int)threads);
    dp_error err;
    double lam[DP_NSTATE], lt = 0;
    int rc = DP_OK;
    if (o.report)
      puts(spectrum ? "# t l1 l2 l3 l4" : "# t lambda");
    if (method & 2)
      rc = dp_lyapunov_tangent(&cs.p, cs.s, nv, &o, lam, &err);
    if (rc == DP_OK && (method & 1))
      rc = dp_lyapunov_twin(&cs.p, cs.s, &o, method == 3 ? &lt : lam, &err);
    if (rc != DP_OK)
      return usage_error("%s%s", err.msg, case_note());
    if (o.report)
      return finish_output();
    out_printf("# dp lyapunov: Benettin's method, T = %g s, h = %.10g s, tau = %g s\n",
               o.T, o.h, o.tau);
    out_printf("lambda\t%.6f\n", lam[0]);
    if (method == 3)
      out_printf("lambda_twin\t%.6f\nlambda_tangent\t%.6f\ntwin_minus_tangent\t%.3e\n",
             lt, lam[0], lt - lam[0]);
    if (lam[0] > 0)
      out_printf("lyap_time\t%.6f\nhorizon15\t%.4f\nhorizon20\t%.4f\n",
             1 / lam[0], 15 / lam[0], 20 / lam[0]);
    if (spectrum) {
      out_printf("l1\t%.6f\nl2\t%.6f\nl3\t%.6f\nl4\t%.6f\n", lam[0], lam[1], lam[2], lam[3]);
      out_printf("sum\t%.3e\npair1\t%.3e\npair2\t%.3e\nsum_bound\t%.3e\n",
             lam[0] + lam[1] + lam[2] + lam[3], lam[0] + lam[3], lam[1] + lam[2],
             dp_spectrum_bound(&cs.p, o.T));
    }
    return finish_output();
#line 317 "program/46-chaos.nw"
}
#line 376 "program/46-chaos.nw"
static void print_predict_row(double t, double dev_rk4, double dev_ref, void *ctx)
{
  int *header = ctx;
  if (!*header) puts("# t dev_rk4 dev_ref");
  *header = 1;
  out_printf("%.6f\t%.6e\t%.6e\n", t, dev_rk4, dev_ref);
}

int cmd_predict(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_TOL, O_EPS, O_LAMBDA, O_TABLE };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "tol", required_argument, NULL, O_TOL }, { "eps", required_argument, NULL, O_EPS },
    { "lambda", required_argument, NULL, O_LAMBDA },
    { "table", no_argument, NULL, O_TABLE }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double T = 40, h = 1.0 / 600, tol = 0.01, eps = 1e-13, L = 1.45;
  int table = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_TOL: if (parse_double("tol", optarg, &tol)) return 2; break;
    case O_EPS: if (parse_double("eps", optarg, &eps)) return 2; break;
    case O_LAMBDA: if (parse_double("lambda", optarg, &L)) return 2; break;
    case O_TABLE: table = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (cs.model != DP_MODEL_CORRECT)
    return usage_error("dp predict follows the correct model only");
  if (!(T > 0 && T <= 1e4)) return usage_error("--t %g: must be in (0, 1e4]", T);
  if (!(h > 0 && h <= 1.0 / 60)) return usage_error("--h %g: must be in (0, 1/60]", h);
  if (!(tol > 0)) return usage_error("--tol must be positive");
  if (!(eps >= 1e-15 && eps <= 1e-5))
    return usage_error("--eps %g: must be in [1e-15, 1e-5]", eps);
  if (!(L > 0 && L < 50)) return usage_error("--lambda %g: must be in (0, 50)", L);
  if (T / h > MAX_STEPS)
    return usage_error("--t %g with --h %g would take %.3g steps (limit %.3g)", T, h, T / h,
                       MAX_STEPS);
  warn_case_step(&cs, h);
    #line 433 "program/46-chaos.nw"
    dp_predict_result r;
    dp_error err;
    int header = 0;
    if (dp_predict(&cs.p, cs.s, T, h, 1.0 / 60, tol, eps, table ? print_predict_row : NULL,
                   &header, &r, &err) != DP_OK)
      return usage_error("%s%s", err.msg, case_note());
    if (!table)
      out_printf("# dp predict: RK4 h = %.10g s vs rk8pd eps = %g (and %g)\n"
             "t_rk4\t%.4f\nt_ref\t%.4f\nexp_lambda\t%.4f\nexp_10lambda\t%.6e\n"
             "lyap_time\t%.4f\nhorizon15\t%.4f\nhorizon20\t%.4f\n",
             r.h, eps, 100 * eps, r.t_rk4, r.t_ref, exp(L), exp(10 * L), 1 / L, 15 / L,
             20 / L);
    if (!table && r.dev_1s > 0)
      out_printf("dev_1s\t%.4e\nt_rk4_lyap\t%.4f\nt_estimate\t%.4f\ngain_halving\t%.4f\n",
             r.dev_1s, L * r.t_rk4, 1 + log(tol / r.dev_1s) / L, log(16) / L);
    return finish_output();
#line 427 "program/46-chaos.nw"
}
#line 464 "program/46-chaos.nw"
static void print_crossings(long start, const double *x, long n, void *ctx)
{
  (void)ctx;
  for (long i = 0; i < n; i++)
    out_printf("%ld\t%.6f\t%.6f\n", start, x[4 * i + 1], x[4 * i + 3]);
}

int cmd_poincare(int argc, char **argv)
{
  enum { O_E = 1, O_STARTS, O_CROSS, O_H, O_TMAX };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "energy", required_argument, NULL, O_E }, { "starts", required_argument, NULL, O_STARTS },
    { "crossings", required_argument, NULL, O_CROSS }, { "h", required_argument, NULL, O_H },
    { "tmax", required_argument, NULL, O_TMAX }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double E = NAN, h = 0.005, tmax = 2000;
  long K = 12, N = 400;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_E: if (parse_double("energy", optarg, &E)) return 2; break;
    case O_STARTS: if (parse_long("starts", optarg, 1, 10000, &K)) return 2; break;
    case O_CROSS: if (parse_long("crossings", optarg, 1, 10000000, &N)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_TMAX: if (parse_double("tmax", optarg, &tmax)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (isnan(E)) return usage_error("--energy is required");
    #line 512 "program/46-chaos.nw"
    double s[DP_NSTATE];
    dp_error err;
    if (dp_section_start(&cs.p, E, 0, K, s, &err) != DP_OK)
      return usage_error("--energy: %s", err.msg);
    if (dp_start_check(&cs.p, s, &err) != DP_OK)
      return usage_error("--energy %g: %s", E, err.msg);
    if (!(h > 0 && h <= 0.05 && tmax >= h && tmax / h <= 1e9))
      return usage_error("need 0 < h <= 0.05 and h <= tmax <= 1e9 h");
    if ((double)K * tmax / h > MAX_STEPS)
      return usage_error("--starts %ld with --tmax %g and --h %g could take %.3g steps (limit %.3g)",
                         K, tmax, h, (double)K * tmax / h, MAX_STEPS);
    warn_step(h, dp_pendulum_rate(&cs.p, DP_MODEL_CORRECT, s));
    puts("# start th2 w2");
    if (dp_poincare_energy(&cs.p, E, K, h, tmax, N, print_crossings, NULL, &err) != DP_OK)
      return usage_error("%s", err.msg);
    return finish_output();
#line 502 "program/46-chaos.nw"
}
#line 566 "program/46-chaos.nw"
typedef struct { progress *p; double base, scale; } flip_progress_ctx;

static void flip_progress(long done, long total, void *ctx)
{
  flip_progress_ctx *f = ctx;
  progress_update(f->p, f->base + f->scale * (double)done / (double)total);
}

int cmd_flipmap(int argc, char **argv)
{
  enum { O_SIZE = 1, O_T, O_H, O_THREADS, O_LANES, O_SLICE, O_CHECK };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "size", required_argument, NULL, O_SIZE }, { "t", required_argument, NULL, O_T },
    { "h", required_argument, NULL, O_H }, { "threads", required_argument, NULL, O_THREADS },
    { "lanes", required_argument, NULL, O_LANES }, { "slice", required_argument, NULL, O_SLICE },
    { "output", required_argument, NULL, OO_OUTPUT },
    { "check-step", no_argument, NULL, O_CHECK }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  out_table tab;
  out_init(&tab);
  long n = 128, threads = 1, lanes = 0, si = 0, sn = 1;
  double T = 10, h = 0.01;
  int check = 0, sliced = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    if ((rc = out_option(&tab, c, optarg)) != 0) {
      if (rc == 1) continue;
      return 2;
    }
    switch (c) {
    case O_SIZE: if (parse_long("size", optarg, 1, 8192, &n)) return 2; break;
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_THREADS: if (parse_long("threads", optarg, 1, 256, &threads)) return 2; break;
    case O_LANES:
      if (strcmp(optarg, "auto") && parse_long("lanes", optarg, 1, 8, &lanes)) return 2;
      if (!strcmp(optarg, "auto")) lanes = 0;
      break;
    case O_SLICE: {
      char extra;
      if (sscanf(optarg, "%ld/%ld%c", &si, &sn, &extra) != 2 || sn < 1 || sn > 8192
          || si < 0 || si >= sn)
        return usage_error("--slice '%s': need I/S with 0 <= I < S <= 8192", optarg);
      sliced = 1;
      break;
    }
    case O_CHECK: check = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (!(h > 0 && h <= 0.1)) return usage_error("--h %g: must be in (0, 0.1]", h);
  if (!(T >= h && T / h <= 1e8))
    return usage_error("--t %g: must be at least h and at most 1e8 h", T);
  if (lanes != 0 && lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8)
    return usage_error("--lanes %ld: choose 1, 2, 4, 8 or auto", lanes);
  if (lanes > dp_flip_lanes_best())
    return usage_error("--lanes %ld: this processor has %d-lane vectors at most", lanes,
                       dp_flip_lanes_best());
  long row0 = si * n / sn, row1 = (si + 1) * n / sn;
  if (row0 >= row1) return usage_error("--slice %ld/%ld of %ld rows is empty", si, sn, n);
  if (!check && out_prepare(&tab)) return 2;
    #line 643 "program/46-chaos.nw"
    long np = (row1 - row0) * n, steps = 0;
    double *t = malloc(2 * np * sizeof *t);
    signed char *cls = malloc(2 * np);
    if (!t || !cls) return free(t), free(cls), out_abort(&tab), usage_error("out of memory");
    dp_error err;
    progress pr;
    flip_progress_ctx fc = { &pr, 0, check ? 0.5 : 1 };
    progress_start(&pr, "flipmap");
    double t0 = now_seconds();
    int rc = dp_flipmap_lanes(&cs.p, n, row0, row1, T, h, (int)threads, (int)lanes, t, cls,
                              &steps, flip_progress, &fc, &err);
    double seconds = now_seconds() - t0;
    fc.base = 0.5;
    if (rc == DP_OK && check)
      rc = dp_flipmap_lanes(&cs.p, n, row0, row1, T, h / 2, (int)threads, (int)lanes,
                            t + np, cls + np, NULL, flip_progress, &fc, &err);
    progress_end(&pr);
    if (rc != DP_OK) return free(t), free(cls), out_abort(&tab), usage_error("%s", err.msg);
    dp_flip_stats st;
    dp_flipmap_compare(np, t, cls, check ? t + np : NULL, check ? cls + np : NULL, &st);
    if (check) {
      printf("# dp flipmap --check-step: h = %g against h/2\n", h);
      printf("pixels\t%ld\nshare_class_changed\t%.6f\nshare_time_changed\t%.6f\n",
             np, st.share_class, st.share_time);
    } else {
        #line 679 "program/46-chaos.nw"
        if (sliced)
          fprintf(tab.f, "# dp flipmap slice %ld/%ld: size %ld, t %.17g, h %.17g, m1 %.17g,"
                  " m2 %.17g, l1 %.17g, l2 %.17g, g %.17g\n", si, sn, n, T, h, cs.p.m1, cs.p.m2,
                  cs.p.l1, cs.p.l2, cs.p.g);
        static const char *const fmt[4] = { "%.6f", "%.6f", "%.4f", "%.0f" };
        for (int k = 0; k < 4; k++) tab.colfmt[k] = fmt[k];
        if (out_open(&tab, "th1_deg th2_deg t_flip class"))
          return free(t), free(cls), out_abort(&tab), 2;
        for (long i = row0; i < row1; i++) {
          for (long j = 0; j < n; j++) {
            long k = (i - row0) * n + j;
            double row[4] = { -180 + (j + 0.5) * 360.0 / n, -180 + (i + 0.5) * 360.0 / n, t[k],
                              cls[k] };
            out_row(&tab, row);
          }
          fputc('\n', tab.f);
        }
        int to_file = tab.path != NULL;
        if (out_close(&tab)) return free(t), free(cls), 2;
        if (to_file) {
          printf("# dp flipmap: %ld x %ld, rows %ld to %ld, T = %g s, h = %g s\n", n, n, row0,
                 row1 - 1, T, h);
          printf("pixels\t%ld\nforbidden\t%ld\nno_flip\t%ld\nupper_first\t%ld\nlower_first\t%ld\n",
                 np, st.count[0], st.count[1], st.count[2], st.count[3]);
          printf("steps\t%ld\nlanes\t%d\nthreads\t%ld\nseconds\t%.3f\nsteps_per_s\t%.4g\n", steps,
                 lanes ? (int)lanes : dp_flip_lanes_best(), threads, seconds, steps / seconds);
        }
    #line 669 "program/46-chaos.nw"
    }
    free(t), free(cls);
    return finish_output();
#line 635 "program/46-chaos.nw"
}
#line 770 "program/46-chaos.nw"
int cmd_flipmap_merge(int argc, char **argv)
{
  enum { O_SLICES = 1, O_IN };
  static const struct option opts[] = {
    { "slices", required_argument, NULL, O_SLICES }, { "in", required_argument, NULL, O_IN },
    { "output", required_argument, NULL, OO_OUTPUT }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  out_table tab;
  out_init(&tab);
  long S = 0;
  const char *pattern = NULL;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&tab, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SLICES: if (parse_long("slices", optarg, 1, 8192, &S)) return 2; break;
    case O_IN: pattern = optarg; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (S == 0 || !pattern) return usage_error("dp flipmap-merge: need --slices S and --in PATTERN");
  const char *hole = strstr(pattern, "{}");
  if (!hole || strstr(hole + 2, "{}") || strlen(pattern) > 4000)
    return usage_error("--in '%s': the pattern needs one '{}' for the slice number", pattern);
  if (out_prepare(&tab)) return 2;
  char *line = NULL, map[512] = "";
  size_t cap = 0;
  long n = 0;
  int bad = 0;
  for (long i = 0; i < S && !bad; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%.*s%ld%s", (int)(hole - pattern), pattern, i, hole + 2);
    FILE *in = fopen(path, "r");
    if (!in) {
      bad = usage_error("slice %ld: cannot read '%s': %s", i, path, strerror(errno));
      break;
    }
    #line 824 "program/46-chaos.nw"
    long I, J, lineno = 2;
    int at = 0;
    ssize_t len = getline(&line, &cap, in);
    if (len <= 0 || sscanf(line, "# dp flipmap slice %ld/%ld: %n", &I, &J, &at) != 2 || at == 0
        || I != i || J != S || (size_t)(len - at) >= sizeof map) {
      bad = usage_error("'%s', line 1: not slice %ld/%ld of a map by 'dp flipmap --slice'",
                        path, i, S);
    } else if (i == 0) {
      memcpy(map, line + at, (size_t)(len - at) + 1);
      if (sscanf(map, "size %ld,", &n) != 1 || n < 1 || n > 8192)
        bad = usage_error("'%s', line 1: no map size", path);
      else if (out_open(&tab, "th1_deg th2_deg t_flip class"))
        bad = 2;
    } else if (strcmp(map, line + at)) {
      bad = usage_error("'%s': slice %ld is of another map than slice 0:\n  %s  %s", path, i,
                        map, line + at);
    }
    if (!bad && (getline(&line, &cap, in) <= 0
                 || strcmp(line, "# th1_deg\tth2_deg\tt_flip\tclass\n")))
      bad = usage_error("'%s', line 2: not the header of a flip map", path);
    for (long r = i * n / S; !bad && r < (i + 1) * n / S; r++) {
      for (long j = 0; !bad && j <= n; j++) {
        char want[64] = "\n";
        if (j < n)
          snprintf(want, sizeof want, "%.6f\t%.6f\t", -180 + (j + 0.5) * 360.0 / n,
                   -180 + (r + 0.5) * 360.0 / n);
        lineno++;
        len = getline(&line, &cap, in);
        if (len <= 0 || strncmp(line, want, strlen(want)) || line[len - 1] != '\n')
          bad = usage_error("'%s', line %ld: expected %s of row %ld of slice %ld", path, lineno,
                            j < n ? "the next pixel" : "the empty line after", r, i);
        else
          fputs(line, tab.f);
      }
    }
    if (!bad && getline(&line, &cap, in) > 0)
      bad = usage_error("'%s', line %ld: more lines than the rows of slice %ld", path,
                        lineno + 1, i);
    #line 811 "program/46-chaos.nw"
    fclose(in);
  }
  free(line);
  if (bad) return out_abort(&tab), 2;
  return out_close(&tab);
}
#line 1281 "program/46-chaos.nw"
static int by_seconds(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int cmd_bench_flipmap(int argc, char **argv)
{
  enum { O_SIZE = 1, O_T, O_H, O_THREADS, O_REPEAT };
  static const struct option opts[] = {
    { "size", required_argument, NULL, O_SIZE }, { "t", required_argument, NULL, O_T },
    { "h", required_argument, NULL, O_H }, { "threads", required_argument, NULL, O_THREADS },
    { "repeat", required_argument, NULL, O_REPEAT },
    { "output", required_argument, NULL, OO_OUTPUT }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  out_table tab;
  out_init(&tab);
  long n = 256, K = 2, rep = 3;
  double T = 10, h = 0.01;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&tab, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SIZE: if (parse_long("size", optarg, 1, 4096, &n)) return 2; break;
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_THREADS: if (parse_long("threads", optarg, 1, 64, &K)) return 2; break;
    case O_REPEAT: if (parse_long("repeat", optarg, 1, 101, &rep)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (!(h > 0 && h <= 0.1) || !(T >= h && T / h <= 1e8))
    return usage_error("need 0 < h <= 0.1 and h <= t <= 1e8 h");
  if (tab.path && out_prepare(&tab)) return 2;
  #line 1323 "program/46-chaos.nw"
  int widths[4], nw = 0;
  for (int l = 1; l <= dp_flip_lanes_best(); l *= 2) widths[nw++] = l;
  long nc = K * nw, np = n * n, steps = 0;
  dp_params p = dp_params_default();
  double *sec = malloc(nc * rep * sizeof *sec), *t0 = malloc(np * sizeof *t0),
         *t1 = malloc(np * sizeof *t1);
  signed char *c0 = malloc(np), *c1 = malloc(np);
  if (!sec || !t0 || !t1 || !c0 || !c1)
    return free(sec), free(t0), free(t1), free(c0), free(c1), out_abort(&tab),
           usage_error("out of memory");
  int same = 1;
  dp_error err;
  for (long r = 0; r < rep; r++)
    for (long k = 0; k < nc; k++) {
      int threads = (int)(k / nw) + 1, lanes = widths[k % nw];
      long s;
      double start = now_seconds();
      int rc = dp_flipmap_lanes(&p, n, 0, n, T, h, threads, lanes, k || r ? t1 : t0,
                                k || r ? c1 : c0, &s, NULL, NULL, &err);
      sec[k * rep + r] = now_seconds() - start;
      if (rc != DP_OK)
        return free(sec), free(t0), free(t1), free(c0), free(c1), out_abort(&tab),
               usage_error("%s", err.msg);
      if (k || r)
        same &= !memcmp(t0, t1, np * sizeof *t0) && !memcmp(c0, c1, np) && s == steps;
      else
        steps = s;
    }
  double med[4 * 64];
  for (long k = 0; k < nc; k++) {
    qsort(sec + k * rep, rep, sizeof *sec, by_seconds);
    med[k] = sec[k * rep + rep / 2];
  }
  free(sec), free(t0), free(t1), free(c0), free(c1);
  #line 1319 "program/46-chaos.nw"
  #line 1362 "program/46-chaos.nw"
  printf("pixels\t%ld\nsteps\t%ld\nsteps_per_pixel\t%.1f\nrounds\t%ld\n", np, steps,
         (double)steps / np, rep);
  for (long k = 0; k < nc; k++)
    printf("threads%ld_lanes%d_s\t%.4g\nthreads%ld_lanes%d_steps_per_s\t%.4g\n", k / nw + 1,
           widths[k % nw], med[k], k / nw + 1, widths[k % nw], steps / med[k]);
  double widest = steps / med[nc - 1], one_core = steps / med[nw - 1];
  printf("maps_identical\t%d\nwidest_steps_per_s\t%.4g\nwidest_over_reference\t%.3f\n", same,
         widest, med[(K - 1) * nw] / med[nc - 1]);
  printf("goal_2.5e7_steps_per_s\t%s\n", widest >= 2.5e7 ? "met" : "BELOW GOAL");
  printf("est_2048_s\t%.4g\nest_8192_s\t%.4g\n", (double)steps / np * 2048 * 2048 / one_core,
         (double)steps / np * 8192 * 8192 / one_core);
  if (tab.path) {
    if (out_open(&tab, "threads lanes median_s steps_per_s over_reference")) return 2;
    for (long k = 0; k < nc; k++) {
      double row[5] = { (double)(k / nw + 1), widths[k % nw], med[k], steps / med[k],
                        med[(k / nw) * nw] / med[k] };
      out_row(&tab, row);
    }
    if (out_close(&tab)) return 2;
  }
  return finish_output() || !same;
#line 1320 "program/46-chaos.nw"
}
