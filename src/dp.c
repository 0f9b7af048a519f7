#line 190 "chapters/04-integrators.nw"
#include "dp_integrate.h"
#line 952 "chapters/08-chaos.nw"
#include <unistd.h>
#include "dp_chaos.h"
#line 35 "chapters/90-dp.nw"
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_model.h"
#include "dp_energy.h"
#include "dp_accel.h"
#include "dp_autodiff.h"
#line 481 "chapters/90-dp.nw"
#include <float.h>
#line 149 "chapters/04-integrators.nw"
#define MAX_ROWS 10000000L
#line 52 "chapters/90-dp.nw"
typedef struct {
  const char *name, *summary, *help;
  int (*run)(int argc, char **argv);
} command;
#line 105 "chapters/90-dp.nw"
static const command *current;

static int usage_error(const char *fmt, ...)
{
  va_list ap;
  fputs("dp: error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return 2;
}
#line 123 "chapters/90-dp.nw"
static int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 135 "chapters/90-dp.nw"
static int parse_double(const char *opt, const char *arg, double *v)
{
  char *end;
  errno = 0;
  double x = strtod(arg, &end);
  if (end == arg || *end != '\0')
    return usage_error("--%s '%s': not a number", opt, arg);
  if (errno == ERANGE || !isfinite(x))
    return usage_error("--%s '%s': not a finite number", opt, arg);
  *v = x;
  return 0;
}

static int parse_long(const char *opt, const char *arg, long lo, long hi, long *v)
{
  char *end;
  errno = 0;
  long x = strtol(arg, &end, 10);
  if (end == arg || *end != '\0' || errno == ERANGE)
    return usage_error("--%s '%s': not an integer", opt, arg);
  if (x < lo || x > hi)
    return usage_error("--%s %ld: must be between %ld and %ld", opt, x, lo, hi);
  *v = x;
  return 0;
}
#line 168 "chapters/90-dp.nw"
enum { OPT_HELP = 1000, OPT_END = -1, OPT_ERR = -2, OPT_DONE = -3 };

static int next_option(int argc, char **argv, const struct option *opts)
{
  opterr = 0;
  int c = getopt_long(argc, argv, ":", opts, NULL);
  if (c == OPT_HELP) {
    fputs(current->help, stdout);
    return finish_output() ? OPT_ERR : OPT_DONE;
  }
  if (c == '?') {
    usage_error("dp %s: unknown option '%s' (try 'dp %s --help')",
                current->name, argv[optind - 1], current->name);
    return OPT_ERR;
  }
  if (c == ':') {
    usage_error("dp %s: option '%s' needs a value", current->name, argv[optind - 1]);
    return OPT_ERR;
  }
  if (c == -1 && optind < argc) {
    usage_error("dp %s: unexpected argument '%s'", current->name, argv[optind]);
    return OPT_ERR;
  }
  return c;
}
#define HELP_OPTION { "help", no_argument, NULL, OPT_HELP }
#line 208 "chapters/90-dp.nw"
typedef struct {
  dp_params p;
  dp_model model;
  double s[DP_NSTATE];          /* radians, rad/s */
  const char *preset;
  double val[10];               /* values given on the command line ... */
  int set[10];                  /* ... and which were given */
} dp_case;
enum { CO_M1 = 500, CO_M2, CO_L1, CO_L2, CO_G, CO_TH1, CO_TH2, CO_W1, CO_W2,
       CO_MODEL, CO_PRESET };
#define CASE_OPTIONS \
  { "m1", required_argument, NULL, CO_M1 }, { "m2", required_argument, NULL, CO_M2 }, \
  { "l1", required_argument, NULL, CO_L1 }, { "l2", required_argument, NULL, CO_L2 }, \
  { "g", required_argument, NULL, CO_G }, { "th1", required_argument, NULL, CO_TH1 }, \
  { "th2", required_argument, NULL, CO_TH2 }, { "w1", required_argument, NULL, CO_W1 }, \
  { "w2", required_argument, NULL, CO_W2 }, { "model", required_argument, NULL, CO_MODEL }, \
  { "preset", required_argument, NULL, CO_PRESET }
#define CASE_OPTIONS_HELP \
  "case options:\n" \
  "  --m1 --m2 KG  --l1 --l2 M  --g M/S^2   parameters (default 1 1 1 1 9.81)\n" \
  "  --th1 --th2 DEG   starting angles in degrees (default 90 90)\n" \
  "  --w1 --w2 RAD/S   starting angular velocities (default 0 0)\n" \
  "  --model NAME      correct (default), paper, paper-small, linear\n" \
  "  --preset NAME     a named case ('dp presets' lists them)\n"
#line 238 "chapters/90-dp.nw"
typedef struct {
  const char *name, *source, *shows;
  dp_model model;
  double m1, m2, l1, l2, g, th1_deg, th2_deg, w1, w2;
} preset;
static const preset presets[] = {
  
#line 948 "chapters/08-chaos.nw"
{ "chaos120", "book: chapter on chaos", "the book's high-energy start for twins and Lyapunov exponents",
  DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 120, 0, 0 },
#line 249 "chapters/90-dp.nw"
{ "blog90", "blog: its Fortran program", "equal rods and masses released from 90/90 degrees",
  DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
#line 245 "chapters/90-dp.nw"
};
enum { NPRESETS = sizeof presets / sizeof presets[0] };
#line 256 "chapters/90-dp.nw"
static int parse_angle(const char *opt, const char *arg, double *rad)
{
  double deg;
  if (parse_double(opt, arg, &deg))
    return 2;
  *rad = deg * M_PI / 180;
  return 0;
}
#line 267 "chapters/90-dp.nw"
static void case_init(dp_case *c)
{
  memset(c, 0, sizeof *c);
  c->p = dp_params_default();
  c->model = DP_MODEL_CORRECT;
  c->s[DP_TH1] = c->s[DP_TH2] = M_PI / 2;
}

/* 1: the option was a case option; 0: it was not; 2: error (reported). */
static int case_option(dp_case *c, int opt, const char *arg)
{
  static const char *names[] = { "m1", "m2", "l1", "l2", "g", "th1", "th2", "w1", "w2" };
  if (opt >= CO_M1 && opt <= CO_W2) {
    int i = opt - CO_M1;
    int rc = (opt == CO_TH1 || opt == CO_TH2) ? parse_angle(names[i], arg, &c->val[i])
                                              : parse_double(names[i], arg, &c->val[i]);
    if (rc) return 2;
    c->set[i] = 1;
    return 1;
  }
  if (opt == CO_MODEL) {
    dp_error err;
    if (dp_model_from_name(arg, &c->model, &err) != DP_OK)
      return usage_error("--model: %s", err.msg);
    c->set[9] = 1;
    return 1;
  }
  if (opt == CO_PRESET) {
    c->preset = arg;
    return 1;
  }
  return 0;
}
#line 305 "chapters/90-dp.nw"
static int case_finish(dp_case *c)
{
  if (c->preset) {
    const preset *q = NULL;
    for (int i = 0; i < NPRESETS; i++)
      if (!strcmp(presets[i].name, c->preset)) q = &presets[i];
    if (!q)
      return usage_error("--preset '%s': no such preset ('dp presets' lists them)", c->preset);
    c->p = (dp_params){ q->m1, q->m2, q->l1, q->l2, q->g };
    c->s[DP_TH1] = q->th1_deg * M_PI / 180;
    c->s[DP_TH2] = q->th2_deg * M_PI / 180;
    c->s[DP_W1] = q->w1;
    c->s[DP_W2] = q->w2;
    if (!c->set[9]) c->model = q->model;
  }
  double *field[9] = { &c->p.m1, &c->p.m2, &c->p.l1, &c->p.l2, &c->p.g,
                       &c->s[DP_TH1], &c->s[DP_TH2], &c->s[DP_W1], &c->s[DP_W2] };
  for (int i = 0; i < 9; i++)
    if (c->set[i]) *field[i] = c->val[i];
  dp_error err;
  if (dp_params_check(&c->p, &err) != DP_OK || dp_state_check(c->s, &err) != DP_OK)
    return usage_error("%s", err.msg);
  return 0;
}
#line 108 "chapters/04-integrators.nw"
static int cmd_simulate(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_EVERY, O_FINAL, O_METHOD };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "every", required_argument, NULL, O_EVERY }, { "final", no_argument, NULL, O_FINAL },
    { "method", required_argument, NULL, O_METHOD }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double T = 10, h = 0.001, every = 0.05;
  int final = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_EVERY: if (parse_double("every", optarg, &every)) return 2; break;
    case O_FINAL: final = 1; break;
    case O_METHOD:
      if (strcmp(optarg, "rk4"))
        return usage_error("--method '%s': unknown method (choose rk4)", optarg);
      break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  
#line 152 "chapters/04-integrators.nw"
if (!(T > 0)) return usage_error("--t %g: the duration must be positive", T);
if (!(h > 0)) return usage_error("--h %g: the step must be positive", h);
if (!(every > 0)) return usage_error("--every %g: the output interval must be positive", every);
if (h > T) return usage_error("--h %g is longer than the run (--t %g)", h, T);
if (h > every) return usage_error("--h %g is longer than the output interval (--every %g)", h, every);
if (T / every > MAX_ROWS)
  return usage_error("--t %g with --every %g would print %.3g rows (limit %ld)",
                     T, every, T / every, MAX_ROWS);
#line 140 "chapters/04-integrators.nw"
  
#line 163 "chapters/04-integrators.nw"
long nout = (long)ceil(T / every - 1e-9);
long nsub = (long)ceil(every / h - 1e-9);
double hh = every / nsub, E0 = dp_energy(&cs.p, cs.s), Es = dp_energy_scale(&cs.p);
double s[DP_NSTATE];
memcpy(s, cs.s, sizeof s);
if (!final)
  puts("# t th1 th2 w1 w2 x1 y1 x2 y2 E drift");
for (long k = 0; k <= nout; k++) {
  if (k > 0)
    for (long j = 0; j < nsub; j++)
      if (dp_rk4_step(&cs.p, cs.model, s, hh) != DP_OK)
        return usage_error("model %s is not implemented", dp_model_name(cs.model));
  if (dp_state_check(s, NULL) != DP_OK)
    return usage_error("the state became non-finite at t = %g; reduce --h", k * every);
  if (final && k < nout)
    continue;
  if (final)
    puts("# t th1 th2 w1 w2 x1 y1 x2 y2 E drift");
  double xy[4], E = dp_energy(&cs.p, s);
  dp_positions(&cs.p, s, xy);
  printf("%.6f\t%.12g\t%.12g\t%.12g\t%.12g\t%.9g\t%.9g\t%.9g\t%.9g\t%.12g\t%.6e\n",
         k * every, s[0], s[1], s[2], s[3], xy[0], xy[1], xy[2], xy[3], E,
         (E - E0) / Es);
}
return finish_output();
#line 141 "chapters/04-integrators.nw"
}
#line 980 "chapters/08-chaos.nw"
static int cmd_twin(int argc, char **argv)
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
  
#line 152 "chapters/04-integrators.nw"
if (!(T > 0)) return usage_error("--t %g: the duration must be positive", T);
if (!(h > 0)) return usage_error("--h %g: the step must be positive", h);
if (!(every > 0)) return usage_error("--every %g: the output interval must be positive", every);
if (h > T) return usage_error("--h %g is longer than the run (--t %g)", h, T);
if (h > every) return usage_error("--h %g is longer than the output interval (--every %g)", h, every);
if (T / every > MAX_ROWS)
  return usage_error("--t %g with --every %g would print %.3g rows (limit %ld)",
                     T, every, T / every, MAX_ROWS);
#line 1023 "chapters/08-chaos.nw"
  
#line 1032 "chapters/08-chaos.nw"
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
#line 1024 "chapters/08-chaos.nw"
}
#line 1089 "chapters/08-chaos.nw"
static int cmd_check_jacobian(int argc, char **argv)
{
  static const struct option opts[] = {
    { "n", required_argument, NULL, 'n' }, { "seed", required_argument, NULL, 's' },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 8;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': if (parse_long("n", optarg, 1, 100000000, &n)) return 2; break;
    case 's': if (parse_long("seed", optarg, 0, 4294967295L, &seed)) return 2; break;
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
#line 1152 "chapters/08-chaos.nw"
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
  
#line 1265 "chapters/08-chaos.nw"
memcpy(s[0], cs->s, sizeof s[0]);
for (long k = 1; k < starts; k++) {
  memcpy(s[k], s[k - 1], sizeof s[k]);
  for (long j = lround(offset / o->h); j > 0; j--)
    dp_rk4_step(&cs->p, cs->model, s[k], o->h);
}
#line 1169 "chapters/08-chaos.nw"
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
  
#line 1277 "chapters/08-chaos.nw"
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
#line 1185 "chapters/08-chaos.nw"
  free(s), free(est), free(rcs), free(errs);
  return finish_output();
}

static int cmd_lyapunov(int argc, char **argv)
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
  
#line 1290 "chapters/08-chaos.nw"
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
#line 1253 "chapters/08-chaos.nw"
}
#line 1344 "chapters/08-chaos.nw"
static int cmd_predict(int argc, char **argv)
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
  
#line 1386 "chapters/08-chaos.nw"
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
#line 1383 "chapters/08-chaos.nw"
}
#line 1435 "chapters/08-chaos.nw"
static int cmd_poincare(int argc, char **argv)
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
  
#line 1478 "chapters/08-chaos.nw"
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
#line 1472 "chapters/08-chaos.nw"
}
#line 1524 "chapters/08-chaos.nw"
static void flip_progress(long done, long total, void *ctx)
{
  (void)ctx;
  fprintf(stderr, "\rdp flipmap: row %ld of %ld", done, total);
  if (done == total) fputc('\n', stderr);
}

static int cmd_flipmap(int argc, char **argv)
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
  
#line 1584 "chapters/08-chaos.nw"
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
    
#line 1613 "chapters/08-chaos.nw"
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
#line 1608 "chapters/08-chaos.nw"
  }
  free(t), free(cls);
  return finish_output();
#line 1578 "chapters/08-chaos.nw"
}
#line 339 "chapters/90-dp.nw"
static int cmd_presets(int argc, char **argv)
{
  static const struct option opts[] = { HELP_OPTION, { 0, 0, 0, 0 } };
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END)
    return c == OPT_DONE ? 0 : 2;
  puts("# name\tmodel\tm1\tm2\tl1\tl2\tg\tth1_deg\tth2_deg\tw1\tw2\tsource\tshows");
  for (int i = 0; i < NPRESETS; i++) {
    const preset *q = &presets[i];
    printf("%s\t%s\t%g\t%g\t%g\t%g\t%g\t%.10g\t%.10g\t%g\t%g\t%s\t%s\n", q->name,
           dp_model_name(q->model), q->m1, q->m2, q->l1, q->l2, q->g, q->th1_deg,
           q->th2_deg, q->w1, q->w2, q->source, q->shows);
  }
  return finish_output();
}
#line 384 "chapters/90-dp.nw"
static int cmd_check_solve(int argc, char **argv)
{
  static const struct option opts[] = {
    { "n", required_argument, NULL, 'n' }, { "seed", required_argument, NULL, 's' },
    { "dump", required_argument, NULL, 'd' }, { "exact", no_argument, NULL, 'x' },
    { "unscaled", no_argument, NULL, 'u' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 1;
  const char *dump = NULL;
  int exact = 0, unscaled = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': if (parse_long("n", optarg, 1, 100000000, &n)) return 2; break;
    case 's': if (parse_long("seed", optarg, 0, 4294967295L, &seed)) return 2; break;
    case 'd': dump = optarg; break;
    case 'x': exact = 1; break;
    case 'u': unscaled = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  
#line 414 "chapters/90-dp.nw"
FILE *df = NULL;
char tmp[4096];
if (dump) {
  if (snprintf(tmp, sizeof tmp, "%s.tmp", dump) >= (int)sizeof tmp)
    return usage_error("--dump: path too long");
  if (!(df = fopen(tmp, "w")))
    return usage_error("--dump '%s': %s", dump, strerror(errno));
  fputs("# k rel scaled el\n", df);
}
gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
gsl_rng_set(r, (unsigned long)seed);
double worst_rel = 0, worst_scaled = 0, worst_el = 0, worst_el_paper = 0, worst_det = 0;
for (long k = 0; k < n; k++) {
  dp_params p;
  double s[DP_NSTATE], a[2], R[2], scale;
  dp_error err;
  dp_solve_diff d;
  dp_random_case(r, &p, s);
  if (dp_solve_diff_at(&p, s, !unscaled, &d, &err) != DP_OK) {
    gsl_rng_free(r);
    if (df) fclose(df), remove(tmp);
    return usage_error("%s", err.msg);
  }
  dp_accel(&p, DP_MODEL_CORRECT, s, a);
  double el = dp_el_scaled(&p, s, a);
  dp_el_residual(&p, DP_POTENTIAL_PAPER, s, a, R, &scale);
  worst_el_paper = fmax(worst_el_paper, fmax(fabs(R[0]), fabs(R[1])) / scale);
  worst_rel = fmax(worst_rel, d.rel);
  worst_scaled = fmax(worst_scaled, d.scaled);
  worst_el = fmax(worst_el, el);
  
#line 472 "chapters/90-dp.nw"
{
  double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
  worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                              / (DBL_EPSILON / 2 * M[0] * M[3]));
}
#line 445 "chapters/90-dp.nw"
  if (exact)
    printf("%a\t%a\n", a[0], a[1]);
  if (df)
    fprintf(df, "%ld\t%.6e\t%.6e\t%.6e\n", k, d.rel, d.scaled, el);
}
gsl_rng_free(r);
if (df && (fclose(df) != 0 || rename(tmp, dump) != 0)) {
  remove(tmp);
  return usage_error("--dump '%s': cannot write: %s", dump, strerror(errno));
}
if (!exact) {
  printf("# dp check-solve: closed form vs GSL LU at random states\n");
  printf("n\t%ld\nseed\t%ld\n", n, seed);
  printf("unit_roundoff\t%.6e\n", DBL_EPSILON / 2);
  printf("worst_rel\t%.6e\n", worst_rel);
  printf("worst_scaled\t%.4f\n", worst_scaled);
  printf("scaled_bound\t%g\n", DP_SOLVE_BOUND);
  printf("el_worst\t%.4f\n", worst_el);
  printf("det_worst_u\t%.4f\n", worst_det);
  printf("el_paper_worst\t%.6e\n", worst_el_paper);
}
return finish_output();
#line 406 "chapters/90-dp.nw"
}
#line 500 "chapters/90-dp.nw"
static double upper_torque(const dp_params *p, dp_potential_kind v)
{
  dp_hd th[2] = { { M_PI / 6, 0, 1, 0 }, { 0, 0, 0, 0 } };
  dp_hd w[2] = { dp_hd_const(0), dp_hd_const(0) };
  return dp_lagrangian_hd(p, v, th, w).c;
}

static int cmd_check_energy(int argc, char **argv)
{
  static const struct option opts[] = {
    { "n", required_argument, NULL, 'n' }, { "seed", required_argument, NULL, 's' },
    { "m1", required_argument, NULL, 'm' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 2;
  double m1 = 1e-6;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': if (parse_long("n", optarg, 1, 100000000, &n)) return 2; break;
    case 's': if (parse_long("seed", optarg, 0, 4294967295L, &seed)) return 2; break;
    case 'm': if (parse_double("m1", optarg, &m1)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_params lim = { m1, 1, 1, 1, 9.81 };
  dp_error err;
  if (dp_params_check(&lim, &err) != DP_OK)
    return usage_error("%s", err.msg);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  double worst = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double tabs = 0.5 * (p.m1 + p.m2) * p.l1 * p.l1 * s[DP_W1] * s[DP_W1]
                + 0.5 * p.m2 * p.l2 * p.l2 * s[DP_W2] * s[DP_W2]
                + p.m2 * p.l1 * p.l2 * fabs(s[DP_W1] * s[DP_W2]);
    double d = fabs(dp_kinetic(&p, s) - dp_kinetic_cartesian(&p, s));
    worst = fmax(worst, d / (tabs * DBL_EPSILON / 2));
  }
  gsl_rng_free(r);
  printf("# dp check-energy\n");
  printf("kinetic_worst_u\t%.3f\n", worst);
  printf("limit_m1\t%g\n", m1);
  printf("limit_torque_true\t%.6f\n", upper_torque(&lim, DP_POTENTIAL_TRUE));
  printf("limit_torque_paper\t%.6e\n", upper_torque(&lim, DP_POTENTIAL_PAPER));
  return finish_output();
}
#line 61 "chapters/90-dp.nw"
static const command commands[] = {
  
#line 96 "chapters/04-integrators.nw"
{ "simulate", "integrate one pendulum and print its motion as a table",
  "usage: dp simulate [case options] [--t T] [--h H] [--every E] [--final]\n"
  "                   [--method rk4]\n"
  "  Prints '# t th1 th2 w1 w2 x1 y1 x2 y2 E drift' every E seconds\n"
  "  (default 0.05) for T seconds (default 10), with steps of at most H\n"
  "  (default 0.001). Angles in radians, drift = (E - E0)/E_scale.\n"
  "  --final   print only the last row\n"
  CASE_OPTIONS_HELP,
  cmd_simulate },
#line 959 "chapters/08-chaos.nw"
{ "twin", "run the same start twice, the second slightly perturbed",
  "usage: dp twin [case options] [--delta DEG | --delta-rad RAD]\n"
  "               [--perturb th1|th2|both] [--t T] [--h H] [--every E] [--summary]\n"
  "  Runs the case and a twin whose angle(s) differ by DELTA (default\n"
  "  0.001 degrees, added to th1 unless --perturb says otherwise) with RK4\n"
  "  steps of at most H (default 0.001 s) for T seconds (default 30).\n"
  "  Prints '# t d dth1 dth2' every E seconds (default 0.01): d is the\n"
  "  distance between the lower masses in metres, dthi the twin's angle\n"
  "  minus the first run's (unwrapped, radians).\n"
  "  --summary  print only key-value lines: max_dth2 (largest |dth2|),\n"
  "             t_sep (first time |dth2| >= 0.1 rad, -1 if never), t_sep1 (the\n"
  "             same for 1 rad), t_d01 (first\n"
  "             time d >= 0.1 m, -1 if never), t_d1 (the same for 1 m),\n"
  "             fit_lambda (least-squares\n"
  "             slope of ln d up to t_d01 or the end) and fit_ln_d0 (its\n"
  "             intercept), d_5s (d at 5 s), dmax_5s (largest d up to 5 s),\n"
  "             energy (of the start, J) and escale (E_scale, J)\n"
  CASE_OPTIONS_HELP,
  cmd_twin },
#line 1081 "chapters/08-chaos.nw"
{ "check-jacobian", "compare the hand-derived Jacobian with automatic differentiation",
  "usage: dp check-jacobian [--n N] [--seed S]\n"
  "  Draws N random cases (default 10000, seed 8) and prints worst_u, the\n"
  "  largest |J - J_ad| over each row's scale max(1, |F_i|, |J_ij|), in\n"
  "  units of the unit roundoff u.\n",
  cmd_check_jacobian },
#line 1129 "chapters/08-chaos.nw"
{ "lyapunov", "largest Lyapunov exponent (twin or tangent) or the whole spectrum",
  "usage: dp lyapunov [case options] [--method twin|tangent|both] [--spectrum]\n"
  "                   [--t T] [--h H] [--tau TAU] [--d0 D0] [--every E]\n"
  "                   [--starts K --offset DT [--threads N]]\n"
  "  Benettin's method: follows a perturbation of the whole state for T\n"
  "  seconds (default 20000) with RK4 steps H (default 1/600 s),\n"
  "  renormalizing every TAU seconds (default 0.1, a whole number of steps).\n"
  "  --method   twin: a second run D0 away (default 1e-8); tangent (default):\n"
  "             the variational equations; both: print both and the difference\n"
  "  --spectrum all four exponents (tangent, QR re-orthonormalization)\n"
  "  --every E  print the running estimate '# t lambda...' every E seconds\n"
  "             instead of the summary\n"
  "  --starts K --offset DT  K runs of length T starting DT seconds apart\n"
  "             along the trajectory: prints mean, sd, se, min, max and\n"
  "             sd_20000 = sd sqrt(T / 20000), the sd expected of a 20000 s run;\n"
  "             the runs are shared among N threads (default 1)\n"
  "  The summary: lambda (1/s), lyap_time = 1/lambda, horizon15/20 =\n"
  "  15 and 20 Lyapunov times; with --spectrum l1..l4, sum, pair1 = l1+l4,\n"
  "  pair2 = l2+l3 and sum_bound = ln(max det M / min det M) / T.\n"
  CASE_OPTIONS_HELP,
  cmd_lyapunov },
#line 1326 "chapters/08-chaos.nw"
{ "predict", "how long an RK4 path stays close to a high-accuracy reference",
  "usage: dp predict [case options] [--t T] [--h H] [--tol RAD] [--eps EPS]\n"
  "                  [--lambda L] [--table]\n"
  "  Runs RK4 with step H (default 1/600 s) and GSL's rk8pd with tolerance\n"
  "  EPS (default 1e-13) and 100 EPS for T seconds (default 40), compared\n"
  "  every 1/60 s. Prints t_rk4, the first time the RK4 angles differ from\n"
  "  the reference by more than RAD (default 0.01), t_ref, the same for\n"
  "  the 100 EPS run, and the explainer's arithmetic for a Lyapunov\n"
  "  exponent L (default 1.45): e^L, e^(10 L), 1/L, 15/L, 20/L; then\n"
  "  dev_1s, the RK4 difference at t = 1 s, t_rk4_lyap = L t_rk4,\n"
  "  t_estimate = 1 + ln(RAD / dev_1s) / L (the departure time if the\n"
  "  difference grew like e^(L t) from t = 1 s) and gain_halving = ln(16)/L,\n"
  "  the horizon gained by halving H.\n"
  "  --table  print '# t dev_rk4 dev_ref' instead (largest angle difference)\n"
  CASE_OPTIONS_HELP,
  cmd_predict },
#line 1424 "chapters/08-chaos.nw"
{ "poincare", "Poincare section theta1 = 0, omega1 > 0 at a given energy",
  "usage: dp poincare --energy E [--starts K] [--crossings N] [--h H] [--tmax T]\n"
  "                   [--m1 --m2 --l1 --l2 --g]\n"
  "  Releases K starts (default 12) on the section, theta1 = 0, omega2 = 0,\n"
  "  theta2 spread evenly over the range the energy E (joules) allows, with\n"
  "  omega1 > 0 fixed by E; follows each with RK4 steps H (default 0.005 s)\n"
  "  for at most T seconds (default 2000) or N crossings (default 400).\n"
  "  Prints '# start th2 w2' at each crossing (theta2 reduced to [-pi, pi)).\n",
  cmd_poincare },
#line 1505 "chapters/08-chaos.nw"
{ "flipmap", "time until either arm flips over the top, from rest, on a grid",
  "usage: dp flipmap [--size N] [--t T] [--h H] [--threads K] [--slice I/S]\n"
  "                  [-o FILE] [--check-step] [--m1 --m2 --l1 --l2 --g]\n"
  "  Releases the pendulum from rest at the centres of an N x N grid\n"
  "  (default 128) over -180..180 degrees in both angles and records the\n"
  "  time of the first flip (|theta| > pi) within T seconds (default 10),\n"
  "  RK4 steps H (default 0.01 s), on K threads (default 1).\n"
  "  Writes '# th1_deg th2_deg t_flip class' to FILE (default stdout), one\n"
  "  block per theta2 row: class 0 = cannot flip (energy), 1 = no flip\n"
  "  within T (t_flip = T), 2 = upper arm flipped first, 3 = lower arm.\n"
  "  --slice I/S  compute only rows I*N/S to (I+1)*N/S - 1 (0 <= I < S)\n"
  "  --check-step also compute the map with H/2 and print, instead of a\n"
  "               file, the share of pixels whose class changes and whose\n"
  "               flip time changes by more than 1%\n"
  "  A summary (pixels and the count of each class) goes to stdout when\n"
  "  -o is given; progress goes to stderr when it is a terminal.\n",
  cmd_flipmap },
#line 333 "chapters/90-dp.nw"
{ "presets", "list the named cases with their parameters and sources",
  "usage: dp presets\n"
  "  Prints '# name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows'.\n",
  cmd_presets },
#line 369 "chapters/90-dp.nw"
{ "check-solve", "compare the closed-form accelerations with an LU solve",
  "usage: dp check-solve [--n N] [--seed S] [--dump FILE] [--exact] [--unscaled]\n"
  "  Draws N random parameter sets and states (default 10000, seed 1),\n"
  "  computes the accelerations by the closed form (Cramer) and by GSL's\n"
  "  LU solve, and prints the worst plain relative difference\n"
  "  max|da|/max|a|, the worst difference in units of its rounding scale\n"
  "  (see the book, section 'Checking the solve') with the bound, and the\n"
  "  worst Euler-Lagrange residual from automatic differentiation.\n"
  "  --dump FILE  write '# k rel scaled el' for every state to FILE\n"
  "  --exact      print every acceleration as a hex float instead\n"
  "  --unscaled   solve M a = f without equilibration (the naive reference)\n",
  cmd_check_solve },
#line 491 "chapters/90-dp.nw"
{ "check-energy", "kinetic energy by two routes; the paper's m1 -> 0 limit",
  "usage: dp check-energy [--n N] [--seed S] [--m1 M]\n"
  "  Prints the worst |T - T_cart| over N random states in units of the\n"
  "  rounding of its terms, and the gravity torque on the upper rod at\n"
  "  th1 = 30 deg, th2 = 0, m2 = l1 = l2 = 1, g = 9.81 and the given m1\n"
  "  (default 1e-6) from the true and from the paper's potential.\n",
  cmd_check_energy },
#line 63 "chapters/90-dp.nw"
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };
#line 68 "chapters/90-dp.nw"
static void list_commands(FILE *out)
{
  fputs("usage: dp SUBCOMMAND [options]   (dp SUBCOMMAND --help for its options)\n\n"
        "subcommands:\n", out);
  for (int i = 0; i < NCOMMANDS; i++)
    fprintf(out, "  %-14s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
  if (argc < 2)
    return list_commands(stderr), usage_error("no subcommand given");
  const char *name = argv[1];
  if (!strcmp(name, "help") || !strcmp(name, "--help") || !strcmp(name, "-h")) {
    if (argc > 2) {
      for (int i = 0; i < NCOMMANDS; i++)
        if (!strcmp(argv[2], commands[i].name))
          return fputs(commands[i].help, stdout), finish_output();
      return usage_error("unknown subcommand '%s' (try 'dp help')", argv[2]);
    }
    list_commands(stdout);
    return finish_output();
  }
  for (int i = 0; i < NCOMMANDS; i++)
    if (!strcmp(name, commands[i].name)) {
      current = &commands[i];
      return commands[i].run(argc - 1, argv + 1);
    }
  return usage_error("unknown subcommand '%s' (try 'dp help')", name);
}
