#line 983 "chapters/08-chaos.nw"
#include "cli.h"
#line 996 "chapters/08-chaos.nw"
#include <unistd.h>
#include "dp_chaos.h"
#line 1024 "chapters/08-chaos.nw"
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
  run_options ro = { T, h, every, 1e-9, M_RK4, -1 };
  if (check_run_options(&ro)) return 2;
    #line 1077 "chapters/08-chaos.nw"
    long nout = (long)ceil(T / every - 1e-9), nsub = (long)ceil(every / h - 1e-9);
    double hh = every / nsub, a[DP_NSTATE], b[DP_NSTATE];
    memcpy(a, cs.s, sizeof a);
    memcpy(b, cs.s, sizeof b);
    if (which & 1) b[DP_TH1] += delta;
    if (which & 2) b[DP_TH2] += delta;
    double max_dth2 = 0, t_sep = -1, t_sep1 = -1, t_d01 = -1, t_d1 = -1, d5 = 0, dmax5 = 0;
    double st = 0, sy = 0, stt = 0, sty = 0;
    long nfit = 0;
    if (!summary) puts("# t d dth1 dth2");
    for (long k = 0; k <= nout; k++) {
      if (k > 0)
        for (long j = 0; j < nsub; j++) {
          dp_rk4_step(&cs.p, cs.model, a, hh);
          dp_rk4_step(&cs.p, cs.model, b, hh);
        }
      if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK)
        return usage_error("the state became non-finite at t = %g; reduce --h", k * every);
      double t = k * every, d = dp_bob2_distance(&cs.p, a, b);
      double d1 = b[DP_TH1] - a[DP_TH1], d2 = b[DP_TH2] - a[DP_TH2];
      max_dth2 = fmax(max_dth2, fabs(d2));
      if (t_sep < 0 && fabs(d2) >= 0.1) t_sep = t;
      if (t_sep1 < 0 && fabs(d2) >= 1) t_sep1 = t;
      if (t <= 5 + 1e-9) d5 = d, dmax5 = fmax(dmax5, d);
      if (k > 0 && t_d01 < 0 && d > 0) {
        double y = log(d);
        st += t; sy += y; stt += t * t; sty += t * y; nfit++;
      }
      if (t_d01 < 0 && d >= 0.1) t_d01 = t;
      if (t_d1 < 0 && d >= 1) t_d1 = t;
      if (!summary) printf("%.6f\t%.9e\t%.9e\t%.9e\n", t, d, d1, d2);
    }
    if (summary) {
      double fit = nfit > 1 ? (nfit * sty - st * sy) / (nfit * stt - st * st) : 0;
      double icpt = nfit > 1 ? (sy - fit * st) / nfit : 0;
      printf("# dp twin: delta %.6g rad\n", delta);
    printf("energy\t%.6f\nescale\t%.6f\n", dp_energy(&cs.p, cs.s), dp_energy_scale(&cs.p));
      printf("max_dth2\t%.6e\nt_sep\t%.4f\nt_sep1\t%.4f\nt_d01\t%.4f\nt_d1\t%.4f\n"
             "fit_lambda\t%.6f\nfit_ln_d0\t%.6f\nd_5s\t%.6e\ndmax_5s\t%.6e\n",
             max_dth2, t_sep, t_sep1, t_d01, t_d1, fit, icpt, d5, dmax5);
    }
    return finish_output();
#line 1069 "chapters/08-chaos.nw"
}
#line 1134 "chapters/08-chaos.nw"
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
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  double worst = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE], J[16], K[16], F[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_jacobian(&p, s, J);
    dp_jacobian_ad(&p, s, K);
    dp_rhs(&p, DP_MODEL_CORRECT, s, F);
    for (int i = 0; i < 4; i++) {
      double row = fmax(1, fabs(F[i]));
      for (int j = 0; j < 4; j++) row = fmax(row, fmax(fabs(J[4 * i + j]), fabs(K[4 * i + j])));
      for (int j = 0; j < 4; j++) worst = fmax(worst, fabs(J[4 * i + j] - K[4 * i + j]) / row);
    }
  }
  gsl_rng_free(r);
  printf("# dp check-jacobian\nn\t%ld\nworst_u\t%.3f\n", n, worst / (DBL_EPSILON / 2));
  return finish_output();
}
#line 1196 "chapters/08-chaos.nw"
static void print_running(double t, int n, const double *est, void *ctx)
{
  (void)ctx;
  printf("%.4f", t);
  for (int i = 0; i < n; i++) printf("\t%.8f", est[i]);
  putchar('\n');
}

static int lyapunov_starts(const dp_case *cs, const dp_lyap_opts *o, int method, int nv,
                           long starts, double offset, int threads)
{
  double (*s)[DP_NSTATE] = malloc(starts * sizeof *s), *est = malloc(starts * sizeof *est);
  int *rcs = malloc(starts * sizeof *rcs);
  dp_error *errs = malloc(starts * sizeof *errs);
  if (!s || !est || !rcs || !errs)
    return free(s), free(est), free(rcs), free(errs), usage_error("out of memory");
  #line 1309 "chapters/08-chaos.nw"
  memcpy(s[0], cs->s, sizeof s[0]);
  for (long k = 1; k < starts; k++) {
    memcpy(s[k], s[k - 1], sizeof s[k]);
    for (long j = lround(offset / o->h); j > 0; j--)
      dp_rk4_step(&cs->p, cs->model, s[k], o->h);
  }
#line 1213 "chapters/08-chaos.nw"
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
#endif
  for (long k = 0; k < starts; k++) {
    double lam[DP_NSTATE];
    rcs[k] = method == 1 ? dp_lyapunov_twin(&cs->p, s[k], o, lam, &errs[k])
                         : dp_lyapunov_tangent(&cs->p, s[k], nv, o, lam, &errs[k]);
    est[k] = lam[0];
  }
  (void)threads;
  for (long k = 0; k < starts; k++)
    if (rcs[k] != DP_OK) {
      usage_error("run %ld: %s", k, errs[k].msg);
      return free(s), free(est), free(rcs), free(errs), 2;
    }
    #line 1321 "chapters/08-chaos.nw"
    double sum = 0, sum2 = 0, lo = INFINITY, hi = -INFINITY;
    for (long k = 0; k < starts; k++) {
      sum += est[k]; sum2 += est[k] * est[k];
      lo = fmin(lo, est[k]); hi = fmax(hi, est[k]);
    }
    double mean = sum / starts, sd = sqrt(fmax(0, (sum2 - starts * mean * mean) / (starts - 1)));
    printf("# dp lyapunov: %ld runs, T = %g s, h = %.10g s, tau = %g s\n",
           starts, o->T, o->h, o->tau);
    printf("starts\t%ld\nmean\t%.6f\nsd\t%.6f\nse\t%.6f\nmin\t%.6f\nmax\t%.6f\n"
           "sd_20000\t%.6f\n", starts, mean, sd, sd / sqrt(starts), lo, hi,
           sd * sqrt(o->T / 20000));
  #line 1229 "chapters/08-chaos.nw"
  free(s), free(est), free(rcs), free(errs);
  return finish_output();
}

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
  if (o.T / o.h > 1e11)
    return usage_error("--t %g with --h %g is too many steps", o.T, o.h);
    #line 1334 "chapters/08-chaos.nw"
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
      return usage_error("%s", err.msg);
    if (o.report)
      return finish_output();
    printf("# dp lyapunov: Benettin's method, T = %g s, h = %.10g s, tau = %g s\n", o.T, o.h, o.tau);
    {
      printf("lambda\t%.6f\n", lam[0]);
      if (method == 3)
        printf("lambda_twin\t%.6f\nlambda_tangent\t%.6f\ntwin_minus_tangent\t%.3e\n",
               lt, lam[0], lt - lam[0]);
      if (lam[0] > 0)
        printf("lyap_time\t%.6f\nhorizon15\t%.4f\nhorizon20\t%.4f\n",
               1 / lam[0], 15 / lam[0], 20 / lam[0]);
      if (spectrum) {
        double bound = log((cs.p.m1 + cs.p.m2) / cs.p.m1) / o.T;
        printf("l1\t%.6f\nl2\t%.6f\nl3\t%.6f\nl4\t%.6f\n", lam[0], lam[1], lam[2], lam[3]);
        printf("sum\t%.3e\npair1\t%.3e\npair2\t%.3e\nsum_bound\t%.3e\n",
               lam[0] + lam[1] + lam[2] + lam[3], lam[0] + lam[3], lam[1] + lam[2], bound);
      }
    }
    return finish_output();
#line 1297 "chapters/08-chaos.nw"
}
#line 1388 "chapters/08-chaos.nw"
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
    #line 1430 "chapters/08-chaos.nw"
    double every = 1.0 / 60;
    long n = (long)ceil(T / every - 1e-9), nsub = (long)ceil(every / h - 1e-9);
    double hh = every / nsub, s[DP_NSTATE], t_rk4 = -1, t_ref = -1, dev1 = 0;
    double *ref = malloc(8 * (n + 1) * sizeof *ref);
    if (!ref) return usage_error("out of memory");
    dp_error err;
    if (dp_reference_path(&cs.p, cs.s, every, n, eps, ref, &err) != DP_OK
        || dp_reference_path(&cs.p, cs.s, every, n, 100 * eps, ref + 4 * (n + 1), &err) != DP_OK) {
      free(ref);
      return usage_error("%s", err.msg);
    }
    memcpy(s, cs.s, sizeof s);
    if (table) puts("# t dev_rk4 dev_ref");
    for (long k = 0; k <= n; k++) {
      if (k > 0)
        for (long j = 0; j < nsub; j++) dp_rk4_step(&cs.p, cs.model, s, hh);
      const double *r = ref + 4 * k, *q = ref + 4 * (n + 1 + k);
      double e1 = fmax(fabs(s[0] - r[0]), fabs(s[1] - r[1]));
      double e2 = fmax(fabs(q[0] - r[0]), fabs(q[1] - r[1]));
      if (t_rk4 < 0 && e1 > tol) t_rk4 = k * every;
      if (t_ref < 0 && e2 > tol) t_ref = k * every;
      if (k == 60) dev1 = e1;
      if (table) printf("%.6f\t%.6e\t%.6e\n", k * every, e1, e2);
    }
    free(ref);
    if (!table)
      printf("# dp predict: RK4 h = %.10g s vs rk8pd eps = %g (and %g)\n"
             "t_rk4\t%.4f\nt_ref\t%.4f\nexp_lambda\t%.4f\nexp_10lambda\t%.6e\n"
             "lyap_time\t%.4f\nhorizon15\t%.4f\nhorizon20\t%.4f\n",
             hh, eps, 100 * eps, t_rk4, t_ref, exp(L), exp(10 * L), 1 / L, 15 / L, 20 / L);
    if (!table && dev1 > 0)
      printf("dev_1s\t%.4e\nt_rk4_lyap\t%.4f\nt_estimate\t%.4f\ngain_halving\t%.4f\n",
             dev1, L * t_rk4, 1 + log(tol / dev1) / L, log(16) / L);
    return finish_output();
#line 1427 "chapters/08-chaos.nw"
}
#line 1479 "chapters/08-chaos.nw"
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
  const dp_params *p = &cs.p;
  double A = (p->m1 + p->m2) * p->g * p->l1, B = p->m2 * p->g * p->l2;
  if (!(E > -A - B))
    return usage_error("--energy %g: below the bottom of the well, %g J", E, -A - B);
  if (!(h > 0 && h <= 0.05 && tmax >= h && tmax / h <= 1e9))
    return usage_error("need 0 < h <= 0.05 and h <= tmax <= 1e9 h");
    #line 1522 "chapters/08-chaos.nw"
    double cmin = -(E + A) / B, th2max = cmin <= -1 ? M_PI : acos(fmin(1, cmin));
    double *out = malloc(4 * N * sizeof *out);
    if (!out) return usage_error("out of memory");
    puts("# start th2 w2");
    for (long k = 0; k < K; k++) {
      double th2 = -th2max + (k + 0.5) * 2 * th2max / K;
      double kin = E + A + B * cos(th2);
      double w1 = sqrt(fmax(0, 2 * kin / ((p->m1 + p->m2) * p->l1 * p->l1)));
      double s[DP_NSTATE] = { 0, th2, w1, 0 };
      long n;
      dp_error err;
      if (!(s[DP_W1] > 0)) continue;
      if (dp_poincare(p, s, h, tmax, N, out, &n, &err) != DP_OK) {
        free(out);
        return usage_error("%s", err.msg);
      }
      for (long i = 0; i < n; i++) {
        double x = remainder(out[4 * i + 1], 2 * M_PI);
        printf("%ld\t%.6f\t%.6f\n", k, x, out[4 * i + 3]);
      }
    }
    free(out);
    return finish_output();
#line 1516 "chapters/08-chaos.nw"
}
#line 1568 "chapters/08-chaos.nw"
static void flip_progress(long done, long total, void *ctx)
{
  (void)ctx;
  fprintf(stderr, "\rdp flipmap: row %ld of %ld", done, total);
  if (done == total) fputc('\n', stderr);
}

int cmd_flipmap(int argc, char **argv)
{
  enum { O_SIZE = 1, O_T, O_H, O_THREADS, O_SLICE, O_OUT, O_CHECK };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "size", required_argument, NULL, O_SIZE }, { "t", required_argument, NULL, O_T },
    { "h", required_argument, NULL, O_H }, { "threads", required_argument, NULL, O_THREADS },
    { "slice", required_argument, NULL, O_SLICE }, { "output", required_argument, NULL, O_OUT },
    { "check-step", no_argument, NULL, O_CHECK }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "-o")) argv[i] = "--output";
  dp_case cs;
  case_init(&cs);
  long n = 128, threads = 1, si = 0, sn = 1;
  double T = 10, h = 0.01;
  const char *path = NULL;
  int check = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SIZE: if (parse_long("size", optarg, 1, 8192, &n)) return 2; break;
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_THREADS: if (parse_long("threads", optarg, 1, 256, &threads)) return 2; break;
    case O_SLICE: {
      char extra;
      if (sscanf(optarg, "%ld/%ld%c", &si, &sn, &extra) != 2 || sn < 1 || sn > 8192
          || si < 0 || si >= sn)
        return usage_error("--slice '%s': need I/S with 0 <= I < S <= 8192", optarg);
      break;
    }
    case O_OUT: path = optarg; break;
    case O_CHECK: check = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (!(h > 0 && h <= 0.1)) return usage_error("--h %g: must be in (0, 0.1]", h);
  if (!(T >= h && T / h <= 1e8))
    return usage_error("--t %g: must be at least h and at most 1e8 h", T);
  long row0 = si * n / sn, row1 = (si + 1) * n / sn;
  if (row0 >= row1) return usage_error("--slice %ld/%ld of %ld rows is empty", si, sn, n);
    #line 1628 "chapters/08-chaos.nw"
    long np = (row1 - row0) * n;
    double *t = malloc(2 * np * sizeof *t);
    signed char *cls = malloc(2 * np);
    if (!t || !cls) return free(t), free(cls), usage_error("out of memory");
    dp_error err;
    dp_flip_progress *prog = isatty(2) ? flip_progress : NULL;
    int rc = dp_flipmap(&cs.p, n, row0, row1, T, h, (int)threads, t, cls, prog, NULL, &err);
    if (rc == DP_OK && check)
      rc = dp_flipmap(&cs.p, n, row0, row1, T, h / 2, (int)threads, t + np, cls + np, prog,
                      NULL, &err);
    if (rc != DP_OK) return free(t), free(cls), usage_error("%s", err.msg);
    long count[4] = { 0 }, dclass = 0, dtime = 0;
    for (long k = 0; k < np; k++) {
      count[cls[k]]++;
      if (check && cls[k] != cls[np + k]) dclass++;
      else if (check && cls[k] >= DP_FLIP_UPPER && fabs(t[k] - t[np + k]) > 0.01 * t[np + k])
        dtime++;
    }
    if (check) {
      printf("# dp flipmap --check-step: h = %g against h/2\n", h);
      printf("pixels\t%ld\nshare_class_changed\t%.6f\nshare_time_changed\t%.6f\n",
             np, (double)dclass / np, (double)(dclass + dtime) / np);
    } else {
        #line 1657 "chapters/08-chaos.nw"
        char tmp[4096];
        FILE *f = stdout;
        if (path) {
          if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
            return free(t), free(cls), usage_error("-o: path too long");
          if (!(f = fopen(tmp, "w")))
            return free(t), free(cls), usage_error("-o '%s': %s", path, strerror(errno));
        }
        fputs("# th1_deg th2_deg t_flip class\n", f);
        for (long i = row0; i < row1; i++) {
          for (long j = 0; j < n; j++) {
            long k = (i - row0) * n + j;
            fprintf(f, "%.6f\t%.6f\t%.4f\t%d\n", -180 + (j + 0.5) * 360.0 / n,
                    -180 + (i + 0.5) * 360.0 / n, t[k], cls[k]);
          }
          fputc('\n', f);
        }
        if (path) {
          if (fclose(f) != 0 || rename(tmp, path) != 0) {
            remove(tmp);
            return free(t), free(cls), usage_error("-o '%s': cannot write: %s", path, strerror(errno));
          }
          printf("# dp flipmap: %ld x %ld, rows %ld to %ld, T = %g s, h = %g s\n", n, n, row0,
                 row1 - 1, T, h);
          printf("pixels\t%ld\nforbidden\t%ld\nno_flip\t%ld\nupper_first\t%ld\nlower_first\t%ld\n",
                 np, count[0], count[1], count[2], count[3]);
        }
    #line 1652 "chapters/08-chaos.nw"
    }
    free(t), free(cls);
    return finish_output();
#line 1622 "chapters/08-chaos.nw"
}
