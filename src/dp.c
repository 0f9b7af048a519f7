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
#line 321 "chapters/90-dp.nw"
#include <float.h>
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
#line 224 "chapters/90-dp.nw"
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
  
#line 254 "chapters/90-dp.nw"
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
  
#line 312 "chapters/90-dp.nw"
{
  double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
  worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                              / (DBL_EPSILON / 2 * M[0] * M[3]));
}
#line 285 "chapters/90-dp.nw"
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
#line 246 "chapters/90-dp.nw"
}
#line 340 "chapters/90-dp.nw"
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
  
#line 209 "chapters/90-dp.nw"
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
#line 331 "chapters/90-dp.nw"
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
