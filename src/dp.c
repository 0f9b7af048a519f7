#line 190 "chapters/04-integrators.nw"
#include "dp_integrate.h"
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
#include "dp_expr.h"
#line 495 "chapters/90-dp.nw"
#include <float.h>
#line 149 "chapters/04-integrators.nw"
#define MAX_ROWS 10000000L
#line 53 "chapters/90-dp.nw"
typedef struct {
  const char *name, *summary, *help;
  int (*run)(int argc, char **argv);
} command;
#line 106 "chapters/90-dp.nw"
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
#line 124 "chapters/90-dp.nw"
static int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 136 "chapters/90-dp.nw"
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
#line 169 "chapters/90-dp.nw"
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
#line 209 "chapters/90-dp.nw"
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
#line 239 "chapters/90-dp.nw"
typedef struct {
  const char *name, *source, *shows;
  dp_model model;
  double m1, m2, l1, l2, g, th1_deg, th2_deg, w1, w2;
} preset;
static const preset presets[] = {
  
#line 250 "chapters/90-dp.nw"
{ "blog90", "blog: its Fortran program", "equal rods and masses released from 90/90 degrees",
  DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
#line 246 "chapters/90-dp.nw"
};
enum { NPRESETS = sizeof presets / sizeof presets[0] };
#line 262 "chapters/90-dp.nw"
static int parse_expr(const char *opt, const char *arg, double *v)
{
  dp_error err;
  if (dp_expr_eval(arg, v, NULL, &err) != DP_OK)
    return usage_error("--%s '%s': %s", opt, arg, err.msg);
  return 0;
}

static int parse_angle(const char *opt, const char *arg, double *rad)
{
  double deg;
  if (parse_expr(opt, arg, &deg))
    return 2;
  *rad = deg * M_PI / 180;
  return 0;
}
#line 281 "chapters/90-dp.nw"
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
                                              : parse_expr(names[i], arg, &c->val[i]);
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
#line 319 "chapters/90-dp.nw"
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
#line 353 "chapters/90-dp.nw"
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
#line 398 "chapters/90-dp.nw"
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
  
#line 428 "chapters/90-dp.nw"
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
  
#line 486 "chapters/90-dp.nw"
{
  double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
  worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                              / (DBL_EPSILON / 2 * M[0] * M[3]));
}
#line 459 "chapters/90-dp.nw"
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
#line 420 "chapters/90-dp.nw"
}
#line 514 "chapters/90-dp.nw"
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
#line 62 "chapters/90-dp.nw"
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
#line 347 "chapters/90-dp.nw"
{ "presets", "list the named cases with their parameters and sources",
  "usage: dp presets\n"
  "  Prints '# name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows'.\n",
  cmd_presets },
#line 383 "chapters/90-dp.nw"
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
#line 505 "chapters/90-dp.nw"
{ "check-energy", "kinetic energy by two routes; the paper's m1 -> 0 limit",
  "usage: dp check-energy [--n N] [--seed S] [--m1 M]\n"
  "  Prints the worst |T - T_cart| over N random states in units of the\n"
  "  rounding of its terms, and the gravity torque on the upper rod at\n"
  "  th1 = 30 deg, th2 = 0, m2 = l1 = l2 = 1, g = 9.81 and the given m1\n"
  "  (default 1e-6) from the true and from the paper's potential.\n",
  cmd_check_energy },
#line 64 "chapters/90-dp.nw"
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };
#line 69 "chapters/90-dp.nw"
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
