#line 973 "chapters/04-integrators.nw"
#include "dp_integrate.h"
#include "dp_hamilton.h"
#line 1581 "chapters/04-integrators.nw"
#include <time.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#line 795 "chapters/05-hamilton.nw"
#include "dp_blog.h"
#include "dp_hamilton.h"
#line 390 "chapters/07-modes.nw"
#include "dp_modes.h"
#line 983 "chapters/08-chaos.nw"
#include <unistd.h>
#include "dp_chaos.h"
#line 38 "program/10-dp.nw"
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <gsl/gsl_rng.h>
#include "dp_model.h"
#include "dp_energy.h"
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_expr.h"
#line 1064 "program/10-dp.nw"
#include <float.h>
#line 417 "program/30-animate.nw"
#include "dp_anim.h"
#include <sys/wait.h>
#line 295 "chapters/06-paper.nw"
typedef struct {
  double max_diff[2], t_max_diff, amp[2], drift[2];
} compare_stats;
#line 300 "chapters/06-paper.nw"
static void compare_track(compare_stats *st, const dp_params *p, double t, double E0,
                          const double a[DP_NSTATE], const double b[DP_NSTATE])
{
  double Es = dp_energy_scale(p);
  for (int i = 0; i < 2; i++) {
    double d = fabs(b[i] - a[i]);
    if (d > fmax(st->max_diff[0], st->max_diff[1]))
      st->t_max_diff = t;
    st->max_diff[i] = fmax(st->max_diff[i], d);
  }
  st->amp[0] = fmax(st->amp[0], fmax(fabs(a[0]), fabs(a[1])));
  st->amp[1] = fmax(st->amp[1], fmax(fabs(b[0]), fabs(b[1])));
  st->drift[0] = fmax(st->drift[0], fabs(dp_energy(p, a) - E0) / Es);
  st->drift[1] = fmax(st->drift[1], fabs(dp_energy(p, b) - E0) / Es);
}
#line 60 "program/10-dp.nw"
typedef struct {
  const char *name, *summary, *help;
  int (*run)(int argc, char **argv);
} command;
#line 117 "program/10-dp.nw"
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
#line 135 "program/10-dp.nw"
static int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 147 "program/10-dp.nw"
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
#line 179 "program/10-dp.nw"
#define SAMPLE_OPTIONS \
  { "n", required_argument, NULL, 'n' }, { "seed", required_argument, NULL, 's' }

static int sample_option(int c, const char *arg, long *n, long *seed)
{
  if (c == 'n') return parse_long("n", arg, 1, 100000000, n) ? 2 : 1;
  if (c == 's') return parse_long("seed", arg, 0, 4294967295L, seed) ? 2 : 1;
  return 0;
}
#line 196 "program/10-dp.nw"
enum { OPT_HELP = 1000, OPT_END = -1, OPT_ERR = -2, OPT_DONE = -3 };

static int output_short_option(const struct option *opts);

static int next_option(int argc, char **argv, const struct option *opts)
{
  opterr = 0;
  int oval = output_short_option(opts);
  int c = getopt_long(argc, argv, oval ? ":o:" : ":", opts, NULL);
  if (c == 'o' && oval)
    c = oval;
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
#line 241 "program/10-dp.nw"
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
  "  --preset NAME     a named case ('dp presets' lists them); the other\n" \
  "                    case options override it, in any order\n" \
  "  each value may be an expression: --th1 '180/pi' is 1 rad, --m2 1/3\n"
#line 273 "program/10-dp.nw"
typedef struct {
  const char *name, *source, *shows;
  dp_model model;
  double m1, m2, l1, l2, g, th1_deg, th2_deg, w1, w2;
} preset;
static const preset presets[] = {
  #line 1173 "chapters/04-integrators.nw"
  { "explainer", "explainer: its default start (book: Finding the explainer's start)",
    "120/150 deg at rest, equal masses and rods: the explainer's drift and twins",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 150, 0, 0 },
  { "explainer-mass10", "explainer: its default start with the mass ratio at 10",
    "the same start with m2 = 10 m1: RK4 at h = 1/600 s loses energy in kicks",
    DP_MODEL_CORRECT, 1, 10, 1, 1, 9.81, 120, 150, 0, 0 },
  #line 991 "chapters/05-hamilton.nw"
  { "blog", "blog: its Fortran program",
    "g = 0.005, unit rods and masses, 90/90 degrees at rest (tau = 3)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 0.005, 90, 90, 0, 0 },
  { "blog-unequal", "book: a case for the blog's second simulation",
    "unequal rods and masses from 120/45 degrees at rest, in the blog's units",
    DP_MODEL_CORRECT, 1, 2, 1, 0.6, 0.005, 120, 45, 0, 0 },
  #line 376 "chapters/06-paper.nw"
  { "fair4", "review: preset 'Fair 4 deg'",
    "equal masses and rods, both at 4 degrees; compare --model correct and linear",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 4, 4, 0, 0 },
  { "fair57", "review: preset 'Fair 57 deg'",
    "equal masses and rods, both at 57 degrees; compare --model correct and linear",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 57, 57, 0, 0 },
  { "plot1", "review: the paper's plot 1",
    "the paper's model, m1 = 0.5, m2 = 1, both rods at 4 degrees (0.07 rad)",
    DP_MODEL_PAPER, 0.5, 1, 1, 1, 9.81, 4, 4, 0, 0 },
  { "plot2", "review: the paper's plot 2",
    "the paper's small-oscillation equations as printed, m1 = m2 = 1, both rods at 1 rad",
    DP_MODEL_PAPER_SMALL, 1, 1, 1, 1, 9.81, 180 / M_PI, 180 / M_PI, 0, 0 },
  #line 470 "chapters/07-modes.nw"
  { "mode1", "review: preset 'Mode 1'",
    "the slow normal mode of equal masses and rods: th2 = sqrt(2) th1, th1 = 3 degrees",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 3, 3 * M_SQRT2, 0, 0 },
  { "mode2", "review: preset 'Mode 2'",
    "the fast normal mode of equal masses and rods: th2 = -sqrt(2) th1, th1 = 3 degrees",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 3, -3 * M_SQRT2, 0, 0 },
  #line 966 "chapters/08-chaos.nw"
  { "chaos120", "review: chaos table, 120 deg row",
    "both rods at 120 degrees: the book's high-energy start for twins and Lyapunov exponents",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 120, 0, 0 },
  { "chaos10", "review: chaos table, 10 deg row",
    "both rods at 10 degrees: regular motion, twins stay together",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 10, 10, 0, 0 },
  { "chaos60", "review: chaos table, 60 deg row",
    "both rods at 60 degrees: still regular over 30 s",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 60, 60, 0, 0 },
  { "chaos90", "review: chaos table, 90 deg row",
    "both rods at 90 degrees: chaotic, twins part after about 15 s",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
  { "explainer-low", "explainer: its Figure 3, low-energy curve (start not printed)",
    "a low-energy start (10/10 degrees, our choice): the twin distance only oscillates",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 10, 10, 0, 0 },
  #line 284 "program/10-dp.nw"
  { "blog90", "blog: its interactive simulation, first case", "equal rods and masses released from 90/90 degrees (g = 9.81)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
#line 280 "program/10-dp.nw"
};
enum { NPRESETS = sizeof presets / sizeof presets[0] };
#line 296 "program/10-dp.nw"
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
#line 315 "program/10-dp.nw"
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
#line 353 "program/10-dp.nw"
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
#line 429 "program/10-dp.nw"
enum { OUT_MAXCOL = 32 };
typedef struct {
  FILE *f;                      /* stdout or the temporary file */
  const char *path;             /* -o FILE; NULL for standard output */
  char tmp[4096];               /* the temporary file beside FILE */
  int csv, degrees, ncol;
  unsigned angle;               /* bit i: column i is an angle, in radians */
  const char *fmt;              /* printf format of a number */
} out_table;
enum { OO_FORMAT = 600, OO_OUTPUT, OO_DEGREES };
#define OUTPUT_OPTIONS \
  { "format", required_argument, NULL, OO_FORMAT }, \
  { "output", required_argument, NULL, OO_OUTPUT }, \
  { "degrees", no_argument, NULL, OO_DEGREES }
#define OUTPUT_OPTIONS_HELP \
  "output options:\n" \
  "  -o, --output FILE  write the table to FILE (complete or not at all)\n" \
  "  --format tsv|csv   tab-separated with a '# ...' header (default), or CSV\n" \
  "  --degrees          angles in degrees (columns renamed NAME_deg)\n"
#line 456 "program/10-dp.nw"
static char out_pending[4096];

static void out_remove_pending(void)
{
  if (out_pending[0])
    unlink(out_pending);
  out_pending[0] = '\0';
}

static void out_on_signal(int sig)
{
  if (out_pending[0])
    unlink(out_pending);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void out_init(out_table *t)
{
  memset(t, 0, sizeof *t);
  t->fmt = "%.12g";
}

static int out_option(out_table *t, int opt, const char *arg)
{
  switch (opt) {
  case OO_FORMAT:
    if (strcmp(arg, "tsv") && strcmp(arg, "csv"))
      return usage_error("--format '%s': choose tsv or csv", arg);
    t->csv = !strcmp(arg, "csv");
    return 1;
  case OO_OUTPUT:
    if (!*arg)
      return usage_error("--output: empty file name");
    t->path = strcmp(arg, "-") ? arg : NULL;
    return 1;
  case OO_DEGREES:
    t->degrees = 1;
    return 1;
  }
  return 0;
}
#line 503 "program/10-dp.nw"
static void out_cell(out_table *t, int i, const char *cell)
{
  if (i > 0)
    fputc(t->csv ? ',' : '\t', t->f);
  if (t->csv && strpbrk(cell, ",\"\r\n")) {
    fputc('"', t->f);
    for (const char *c = cell; *c; c++) {
      if (*c == '"') fputc('"', t->f);
      fputc(*c, t->f);
    }
    fputc('"', t->f);
  } else {
    for (const char *c = cell; *c; c++)
      fputc(*c == '\t' || *c == '\n' || *c == '\r' ? ' ' : *c, t->f);
  }
}
#line 524 "program/10-dp.nw"
static int out_make_temp(out_table *t);

static int out_open(out_table *t, const char *columns)
{
  char names[OUT_MAXCOL][64];
  t->ncol = 0;
  t->angle = 0;
  for (const char *c = columns; *c;) {
    size_t n = strcspn(c, " ");
    if (n > 0) {
      if (t->ncol == OUT_MAXCOL || n >= sizeof names[0])
        return usage_error("internal: too many or too long columns in '%s'", columns);
      int ang = c[n - 1] == '@';
      snprintf(names[t->ncol], sizeof names[0], "%.*s%s", (int)(n - (size_t)ang), c,
               ang && t->degrees ? "_deg" : "");
      if (ang) t->angle |= 1u << t->ncol;
      t->ncol++;
    }
    c += n + (c[n] == ' ');
  }
  #line 553 "program/10-dp.nw"
  t->f = stdout;
  if (t->path) {
    int fd = out_make_temp(t);
    if (fd < 0)
      return 2;
    if (!(t->f = fdopen(fd, "w"))) {
      int e = errno;
      close(fd);
      out_remove_pending();
      return usage_error("--output '%s': %s", t->path, strerror(e));
    }
  }
  #line 545 "program/10-dp.nw"
  if (!t->csv) fputs("# ", t->f);
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, names[i]);
  fputc('\n', t->f);
  return 0;
}
#line 573 "program/10-dp.nw"
static int out_make_temp(out_table *t)
{
  if (snprintf(t->tmp, sizeof t->tmp, "%s.XXXXXX", t->path) >= (int)sizeof t->tmp)
    return usage_error("--output: path too long"), -1;
  int fd = mkstemp(t->tmp);
  if (fd < 0)
    return usage_error("--output '%s': cannot create a file there: %s", t->path,
                       strerror(errno)), -1;
  memcpy(out_pending, t->tmp, sizeof out_pending);
  static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
  for (int i = 0; i < 3; i++) {
    struct sigaction old;
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
      signal(sigs[i], out_on_signal);
  }
  mode_t mask = umask(0);
  umask(mask);
  if (fchmod(fd, 0666 & ~mask) != 0) {
    int e = errno;
    close(fd);
    out_remove_pending();
    return usage_error("--output '%s': %s", t->path, strerror(e)), -1;
  }
  return fd;
}
#line 604 "program/10-dp.nw"
static void out_row(out_table *t, const double *v)
{
  char cell[64];
  for (int i = 0; i < t->ncol; i++) {
    double x = t->degrees && (t->angle >> i & 1) ? v[i] * (180 / M_PI) : v[i];
    snprintf(cell, sizeof cell, t->fmt, x);
    out_cell(t, i, cell);
  }
  fputc('\n', t->f);
}

static void out_text_row(out_table *t, const char *const *cells)
{
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, cells[i]);
  fputc('\n', t->f);
}

static void out_abort(out_table *t)
{
  if (t->path && t->f)
    fclose(t->f);
  t->f = NULL;
  out_remove_pending();
}

static int out_close(out_table *t)
{
  if (!t->path)
    return finish_output();
  int bad = ferror(t->f), e = errno;
  if (fclose(t->f) != 0 || bad) {
    e = bad ? (e ? e : EIO) : errno;
    t->f = NULL;
    out_remove_pending();
    return usage_error("--output '%s': cannot write: %s", t->path, strerror(e));
  }
  t->f = NULL;
  if (rename(t->tmp, t->path) != 0) {
    e = errno;
    out_remove_pending();
    return usage_error("--output '%s': cannot rename the finished file into place: %s",
                       t->path, strerror(e));
  }
  out_pending[0] = '\0';
  return finish_output();
}
#line 656 "program/10-dp.nw"
static int output_short_option(const struct option *opts)
{
  for (const struct option *o = opts; o->name; o++)
    if (!strcmp(o->name, "output"))
      return o->val;
  return 0;
}
#line 676 "program/10-dp.nw"
#define PROGRESS_AFTER 2.0
typedef struct {
  const char *what;
  double t0, last, after;
  int on, shown;
} progress;

static double now_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void progress_start(progress *p, const char *what)
{
  const char *env = getenv("DP_PROGRESS");
  p->what = what;
  p->t0 = now_seconds();
  p->last = -1;
  p->shown = 0;
  p->after = PROGRESS_AFTER;
  p->on = isatty(STDERR_FILENO);
  if (env && !strcmp(env, "never")) p->on = 0;
  if (env && !strcmp(env, "always")) p->on = 1, p->after = 0;
}

static void progress_update(progress *p, double done)
{
  if (!p->on) return;
  double t = now_seconds();
  if (t - p->t0 < p->after || (p->last >= 0 && t - p->last < 0.2)) return;
  p->last = t;
  p->shown = 1;
  if (done <= 0) {
    fprintf(stderr, "\rdp %s: starting   ", p->what);
    return;
  }
  double left = (t - p->t0) * (1 - done) / done;
  fprintf(stderr, "\rdp %s: %3.0f%% done, about %.0f s left   ", p->what, 100 * done, left);
}

static void progress_end(progress *p)
{
  if (p->shown)
    fprintf(stderr, "\r%60s\r", "");
  p->shown = 0;
}
#line 806 "program/10-dp.nw"
static const command *command_list;   /* the table, for subcommands; set by main */
static int command_count;

static void roff_literal(const char *text)
{
  int bol = 1;
  for (const char *c = text; *c; c++) {
    if (bol && (*c == '.' || *c == '\''))
      fputs("\\&", stdout);
    if (*c == '\\') fputs("\\e", stdout);
    else if (*c == '-') fputs("\\-", stdout);
    else putchar(*c);
    bol = *c == '\n';
  }
  if (!bol) putchar('\n');
}
#line 432 "program/30-animate.nw"
typedef struct { double x0, y0, x1, y1, a; } trail_seg;
typedef struct { trail_seg *seg; size_t n, cap, first; } trail;

static int trail_add(trail *t, double x0, double y0, double x1, double y1)
{
  if (t->n > t->first) {
    trail_seg *q = &t->seg[t->n - 1];
    if (q->a == 1 && hypot(q->x1 - q->x0, q->y1 - q->y0) < 2) {
      q->x1 = x1, q->y1 = y1;
      return 0;
    }
  }
  if (t->n == t->cap) {
    size_t cap = t->cap ? 2 * t->cap : 1024;
    trail_seg *p = realloc(t->seg, cap * sizeof *p);
    if (!p) return 1;
    t->seg = p, t->cap = cap;
  }
  t->seg[t->n++] = (trail_seg){ x0, y0, x1, y1, 1 };
  return 0;
}

static void trail_fade(trail *t, double f, int round8)
{
  for (size_t i = t->first; i < t->n; i++)
    t->seg[i].a = round8 ? dp_fade_8bit((int)lround(t->seg[i].a * 255), f) / 255.0
                         : t->seg[i].a * f;
  while (!round8 && t->first < t->n && t->seg[t->first].a < 0.5 / 255)
    t->first++;
}
#line 477 "program/30-animate.nw"
static void gnuplot_quote(FILE *gp, const char *s)
{
  fputc('\'', gp);
  for (; *s; s++) {
    if (*s == '\'') fputc('\'', gp);
    fputc(*s, gp);
  }
  fputc('\'', gp);
}

static pid_t gnuplot_pid;
static FILE *gnuplot_log;

static FILE *gnuplot_open(out_table *t, const dp_view *v, const dp_params *p, int delay)
{
  int fd = out_make_temp(t), pfd[2];
  if (fd < 0)
    return NULL;
  close(fd);
  signal(SIGPIPE, SIG_IGN);
  fflush(NULL);
  if (!(gnuplot_log = tmpfile()) || pipe(pfd) != 0 || (gnuplot_pid = fork()) < 0) {
    int e = errno;
    out_remove_pending();
    return usage_error("cannot start gnuplot: %s", strerror(e)), NULL;
  }
  if (gnuplot_pid == 0) {
    dup2(pfd[0], 0);
    dup2(fileno(gnuplot_log), 2);
    close(pfd[0]);
    close(pfd[1]);
    execlp("gnuplot", "gnuplot", (char *)NULL);
    _exit(127);
  }
  close(pfd[0]);
  FILE *gp = fdopen(pfd[1], "w");
  if (!gp) {
    int e = errno;
    close(pfd[1]);
    waitpid(gnuplot_pid, NULL, 0);
    out_remove_pending();
    return usage_error("cannot write to gnuplot: %s", strerror(e)), NULL;
  }
  fprintf(gp, "set terminal gif animate delay %d size %d,%d background '#ffffff'\n",
          delay, v->w, v->h);
  fputs("set output ", gp);
  gnuplot_quote(gp, t->tmp);
  fprintf(gp, "\nset lmargin at screen 0\nset rmargin at screen 1\n"
              "set bmargin at screen 0\nset tmargin at screen 1\n"
              "set xrange [0:%d]\nset yrange [%d:0]\nunset border\nunset tics\nunset key\n",
          v->w, v->h);
  #line 537 "program/30-animate.nw"
  double R = v->sigma * (p->l1 + p->l2);
  fprintf(gp, "set object 1 circle at %g,%g size %g back fillstyle empty border lc rgb '#cccccc' lw 1\n",
          v->x0, v->y0, R);
  for (int k = 0; k < 72; k++) {
    double a = k * M_PI / 36, b = a + M_PI / 72, r = v->sigma * p->l1;
    fprintf(gp, "set arrow from %g,%g to %g,%g nohead back lc rgb '#aaaaaa'\n",
            v->x0 + r * sin(a), v->y0 + r * cos(a), v->x0 + r * sin(b), v->y0 + r * cos(b));
  }
  for (int k = 0; k < 12; k++) {
    double a = k * M_PI / 6, sn = sin(a), cs = cos(a);
    int deg = k <= 6 ? 30 * k : 30 * k - 360;
    fprintf(gp, "set arrow from %g,%g to %g,%g nohead back lc rgb '#999999'\n",
            v->x0 + (R - 5) * sn, v->y0 + (R - 5) * cs, v->x0 + (R + 5) * sn, v->y0 + (R + 5) * cs);
    fprintf(gp, "set label '%d' at %g,%g center tc rgb '#777777' font ',8'\n", deg,
            v->x0 + (R + 17) * sn, v->y0 + (R + 17) * cs);
  }
  #line 529 "program/30-animate.nw"
  return gp;
}
#line 560 "program/30-animate.nw"
static void gnuplot_frame(FILE *gp, const dp_view *v, const trail *tr, const double px[4])
{
  fputs("plot '-' using 1:2:3:4:5 with vectors nohead lw 2 lc rgb variable, "
        "'-' using 1:2 with lines lw 3 lc rgb '#333333', "
        "'-' using 1:2:3:4 with circles fillstyle solid 1.0 lc rgb variable\n", gp);
  for (size_t i = tr->first; i < tr->n; i++) {
    const trail_seg *q = &tr->seg[i];
    long r = lround(255 - q->a * (255 - 0x80)), g = lround(255 - q->a * 255),
         b = lround(255 - q->a * (255 - 0x20));
    fprintf(gp, "%.2f %.2f %.2f %.2f %ld\n", q->x0, q->y0, q->x1 - q->x0, q->y1 - q->y0,
            (r << 16) | (g << 8) | b);
  }
  if (tr->first == tr->n)
    fprintf(gp, "%.2f %.2f 0 0 %ld\n", px[2], px[3], 0xffffffL);
  fprintf(gp, "e\n%g %g\n%.2f %.2f\n%.2f %.2f\ne\n", v->x0, v->y0, px[0], px[1], px[2], px[3]);
  fprintf(gp, "%.2f %.2f %g %ld\n%.2f %.2f %g %ld\ne\n", px[0], px[1], v->r1, 0x1f4e9cL,
          px[2], px[3], v->r2, 0x800020L);
}
#line 583 "program/30-animate.nw"
static int gnuplot_close(FILE *gp, out_table *t, int status)
{
  fputs("set output\n", gp);
  int bad = ferror(gp) | (fclose(gp) != 0), ws = 0;
  waitpid(gnuplot_pid, &ws, 0);
  int ok = WIFEXITED(ws) && WEXITSTATUS(ws) == 0;
  if (!status && (bad || !ok)) {
    char line[512];
    rewind(gnuplot_log);
    while (fgets(line, sizeof line, gnuplot_log))
      fputs(line, stderr);
    status = usage_error("gnuplot failed (%s %d) writing '%s'",
                         WIFEXITED(ws) ? "exit status" : "signal",
                         WIFEXITED(ws) ? WEXITSTATUS(ws) : WTERMSIG(ws), t->path);
  }
  fclose(gnuplot_log);
  if (!status && rename(t->tmp, t->path) != 0)
    status = usage_error("--output '%s': %s", t->path, strerror(errno));
  if (status)
    out_remove_pending();
  out_pending[0] = '\0';
  return status ? status : finish_output();
}
#line 655 "chapters/04-integrators.nw"
#define MAX_ROWS 10000000L
#define MAX_STEPS 2000000000.0
static int parse_step(const char *opt, const char *arg, int names, double *h)
{
  double num, den;
  char *end;
  if (names && !strcmp(arg, "explainer")) return *h = 1.0 / 600, 0;
  if (names && !strcmp(arg, "review")) return *h = 0.001, 0;
  const char *slash = strchr(arg, '/');
  if (!slash)
    return parse_double(opt, arg, h);
  errno = 0;
  num = strtod(arg, &end);
  if (end != slash || errno)
    return usage_error("--%s '%s': not a number or fraction", opt, arg);
  if (parse_double(opt, slash + 1, &den)) return 2;
  if (den == 0) return usage_error("--%s '%s': division by zero", opt, arg);
  *h = num / den;
  if (!isfinite(*h)) return usage_error("--%s '%s': not a finite number", opt, arg);
  return 0;
}
#line 682 "chapters/04-integrators.nw"
typedef enum { M_RK4, M_DOPRI5, M_GAUSS4 } method_id;
static const char *method_names[] = { "rk4", "dopri5", "gauss4" };
typedef struct {
  dp_system sys;
  method_id method;
  double h, tol;
  dp_dopri5 dp5;
  double y[DP_NSTATE], t, t_end;
  long steps;
} stepper;
#line 694 "chapters/04-integrators.nw"
static int stepper_init(stepper *st, const dp_case *cs, method_id m, int form, double h,
                        double tol)
{
  dp_error err;
  if (form < 0) form = m == M_GAUSS4 ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE;
  if (dp_system_init(&st->sys, &cs->p, cs->model, (dp_form)form, &err) != DP_OK)
    return usage_error("%s", err.msg);
  st->method = m;
  st->h = h;
  st->tol = tol;
  st->t = 0;
  st->t_end = INFINITY;
  st->steps = 0;
  dp_system_to(&st->sys, cs->s, st->y);
  if (m == M_DOPRI5 && dp_dopri5_init(&st->dp5, &st->sys, st->y, 0, tol, &err) != DP_OK)
    return usage_error("%s", err.msg);
  return 0;
}
#line 719 "chapters/04-integrators.nw"
typedef void step_hook(void *ctx, const stepper *st);
static int stepper_advance(stepper *st, double t1, step_hook *hook, void *ctx)
{
  dp_error err;
  if (st->method == M_DOPRI5) {
    while (st->dp5.t < t1) {
      if (dp_dopri5_step(&st->dp5, fmax(st->t_end - st->dp5.t, 1e-9), &err) != DP_OK)
        return usage_error("dopri5: %s", err.msg);
      st->steps++;
      if (hook) {
        memcpy(st->y, st->dp5.y, sizeof st->y);
        st->t = st->dp5.t;
        hook(ctx, st);
      }
    }
    dp_dopri5_dense(&st->dp5, t1, st->y);
    st->t = t1;
    return 0;
  }
  long n = (long)ceil(fabs(t1 - st->t) / st->h - 1e-9);
  if (n < 1) n = 1;
  double hh = (t1 - st->t) / n, t0 = st->t;
  for (long j = 1; j <= n; j++) {
    int rc = st->method == M_RK4 ? dp_step_rk4(&st->sys, st->y, hh)
                                 : dp_step_gauss4(&st->sys, st->y, hh, NULL);
    if (rc != DP_OK)
      return usage_error("%s step failed at t = %g (the implicit equations did not"
                         " converge; reduce --h)", method_names[st->method], st->t);
    st->steps++;
    st->t = j == n ? t1 : t0 + j * hh;
    if (hook) hook(ctx, st);
  }
  return 0;
}
#line 786 "chapters/04-integrators.nw"
enum { O_T = 1, O_H, O_EVERY, O_FINAL, O_METHOD, O_FORM, O_TOL, O_SUMMARY, O_BACK };
#define TIME_OPTIONS \
  { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H }, \
  { "every", required_argument, NULL, O_EVERY }, \
  { "method", required_argument, NULL, O_METHOD }, \
  { "form", required_argument, NULL, O_FORM }, { "tol", required_argument, NULL, O_TOL }
typedef struct {
  double T, h, every, tol;
  method_id method;
  int form;                 /* -1: the method's default */
} run_options;
#line 799 "chapters/04-integrators.nw"
/* 1: handled; 0: not a run option; 2: error (reported). */
static int run_option(run_options *ro, int c, const char *arg)
{
  switch (c) {
  case O_T: return parse_double("t", arg, &ro->T) ? 2 : 1;
  case O_H: return parse_step("h", arg, 1, &ro->h) ? 2 : 1;
  case O_EVERY: return parse_step("every", arg, 0, &ro->every) ? 2 : 1;
  case O_TOL: return parse_double("tol", arg, &ro->tol) ? 2 : 1;
  case O_METHOD:
    for (int m = 0; m < 3; m++)
      if (!strcmp(arg, method_names[m])) return ro->method = (method_id)m, 1;
    return usage_error("--method '%s': unknown method (choose rk4, dopri5 or gauss4)", arg);
  case O_FORM:
    if (!strcmp(arg, "lagrange")) return ro->form = DP_FORM_LAGRANGE, 1;
    if (!strcmp(arg, "hamilton")) return ro->form = DP_FORM_HAMILTON, 1;
    return usage_error("--form '%s': unknown form (choose lagrange or hamilton)", arg);
  }
  return 0;
}
#line 823 "chapters/04-integrators.nw"
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

static void stats_hook(void *ctx, const stepper *st)
{
  double s[DP_NSTATE];
  dp_system_from(&st->sys, st->y, s);
  stats_at(ctx, st->t, s, 0);
}
#line 855 "chapters/04-integrators.nw"
static int check_run_options(const run_options *ro)
{
  if (!(ro->T > 0)) return usage_error("--t %g: the duration must be positive", ro->T);
  if (!(ro->h > 0)) return usage_error("--h %g: the step must be positive", ro->h);
  if (!(ro->every > 0))
    return usage_error("--every %g: the output interval must be positive", ro->every);
  if (ro->h > ro->T)
    return usage_error("--h %g is longer than the run (--t %g)", ro->h, ro->T);
  if (ro->h > ro->every)
    return usage_error("--h %g is longer than the output interval (--every %g)",
                       ro->h, ro->every);
  if (ro->T / ro->every > MAX_ROWS)
    return usage_error("--t %g with --every %g would make %.3g rows (limit %ld)",
                       ro->T, ro->every, ro->T / ro->every, MAX_ROWS);
  if (ro->method != M_DOPRI5 && ro->T / ro->h > MAX_STEPS)
    return usage_error("--t %g with --h %g would take %.3g steps (limit %.3g)",
                       ro->T, ro->h, ro->T / ro->h, MAX_STEPS);
  if (!(ro->tol >= 1e-14 && ro->tol <= 0.1))
    return usage_error("--tol %g: must be between 1e-14 and 0.1", ro->tol);
  return 0;
}
#line 878 "chapters/04-integrators.nw"
static int cmd_simulate(int argc, char **argv)
{
  static const struct option opts[] = {
    CASE_OPTIONS, TIME_OPTIONS, OUTPUT_OPTIONS, { "final", no_argument, NULL, O_FINAL },
    { "summary", no_argument, NULL, O_SUMMARY }, { "back", no_argument, NULL, O_BACK },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  run_options ro = { 10, 0.001, 0.05, 1e-9, M_RK4, -1 };
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
  if (back && ro.method == M_DOPRI5)
    return usage_error("--back needs a fixed-step method (rk4 or gauss4)");
  if (summary && (tab.path || tab.csv || tab.degrees))
    return usage_error("--summary prints key-value lines; "
                       "--output, --format and --degrees are for the table");
  #line 916 "chapters/04-integrators.nw"
  long nout = (long)ceil(ro.T / ro.every - 1e-9);
  stepper st;
  if (stepper_init(&st, &cs, ro.method, ro.form, ro.h, ro.tol)) return 2;
  st.t_end = ro.T;
  run_stats rs = { &cs.p, dp_energy(&cs.p, cs.s), dp_energy_scale(&cs.p),
                   0, 0, 0, 0, 0, 0, 0, 0 };
  stats_at(&rs, 0, cs.s, 1);
  if (!summary && out_open(&tab, "t th1@ th2@ w1 w2 x1 y1 x2 y2 E drift"))
    return 2;
  for (long k = 0; k <= nout; k++) {
    double s[DP_NSTATE], t = fmin(k * ro.every, ro.T);
    if (k > 0 && stepper_advance(&st, t, summary ? stats_hook : NULL, &rs))
      return out_abort(&tab), 2;
    dp_system_from(&st.sys, st.y, s);
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
    printf("method\t%s\nform\t%s\n", method_names[ro.method],
           st.sys.form == DP_FORM_HAMILTON ? "hamilton" : "lagrange");
    printf("t_end\t%.6f\nsteps\t%ld\nrhs_evals\t%ld\n", ro.T, st.steps, st.sys.nrhs);
    if (ro.method == M_DOPRI5) printf("rejected\t%ld\n", st.dp5.rejected);
    double s[DP_NSTATE];
    dp_system_from(&st.sys, st.y, s);
    printf("drift_final\t%.6e\n", (dp_energy(&cs.p, s) - rs.E0) / rs.Es);
    printf("drift_max\t%.6e\nt_drift_max\t%.6f\ndrift_min\t%.6e\nt_drift_min\t%.6f\n",
           rs.dmax, rs.tdmax, rs.dmin, rs.tdmin);
    printf("drift_absmax\t%.6e\n", fmax(rs.dmax, -rs.dmin));
    printf("drift_row_max\t%.6e\ndrift_row_min\t%.6e\n", rs.rmax, rs.rmin);
    printf("alpha1_max\t%.6g\nalpha2_max\t%.6g\n", rs.a1, rs.a2);
    if (back) {
      #line 965 "chapters/04-integrators.nw"
      for (long k = nout - 1; k >= 0; k--)
        if (stepper_advance(&st, k * ro.every, NULL, NULL)) return 2;
      dp_system_from(&st.sys, st.y, s);
      double e = 0;
      for (int i = 0; i < DP_NSTATE; i++) e = fmax(e, fabs(s[i] - cs.s[i]));
      printf("return_error\t%.6e\n", e);
    #line 960 "chapters/04-integrators.nw"
    }
  }
  return finish_output();
#line 913 "chapters/04-integrators.nw"
}
#line 1000 "chapters/04-integrators.nw"
static int cmd_convergence(int argc, char **argv)
{
  enum { O_N = 100, O_REFTOL };
  static const struct option opts[] = {
    CASE_OPTIONS, TIME_OPTIONS, { "n", required_argument, NULL, O_N },
    { "ref-tol", required_argument, NULL, O_REFTOL },
    { "summary", no_argument, NULL, O_SUMMARY }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  run_options ro = { 10, 0.01, 0, 1e-9, M_RK4, -1 };
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
  if (ro.method == M_DOPRI5)
    return usage_error("--method dopri5: the convergence study is for fixed steps");
  if (!(ref_tol >= 1e-15 && ref_tol <= 1e-6))
    return usage_error("--ref-tol %g: must be between 1e-15 and 1e-6", ref_tol);
  if (ro.T / (ro.h / ldexp(1, (int)n - 1)) > MAX_STEPS)
    return usage_error("the smallest step would take too many steps");
  #line 1040 "chapters/04-integrators.nw"
  double ref[DP_NSTATE], hs[20], errs[20];
  dp_error err;
  memcpy(ref, cs.s, sizeof ref);
  if (cs.model != DP_MODEL_CORRECT && ro.form == DP_FORM_HAMILTON)
    return usage_error("the Hamiltonian form exists for the correct model only");
  if (dp_reference_solve(&cs.p, cs.model, ref, ro.T, ref_tol, &err) != DP_OK)
    return usage_error("%s", err.msg);
  if (!summary) puts("# h steps err ratio order");
  for (int i = 0; i < n; i++) {
    stepper st;
    double s[DP_NSTATE];
    hs[i] = ldexp(ro.h, -i);
    if (stepper_init(&st, &cs, ro.method, ro.form, hs[i], ro.tol)) return 2;
    if (stepper_advance(&st, ro.T, NULL, NULL)) return 2;
    dp_system_from(&st.sys, st.y, s);
    errs[i] = 0;
    for (int j = 0; j < DP_NSTATE; j++) errs[i] = fmax(errs[i], fabs(s[j] - ref[j]));
    if (!summary) {
      if (i == 0) printf("%.6e\t%ld\t%.6e\t-\t-\n", hs[i], st.steps, errs[i]);
      else printf("%.6e\t%ld\t%.6e\t%.4f\t%.4f\n", hs[i], st.steps, errs[i],
                  errs[i - 1] / errs[i], log2(errs[i - 1] / errs[i]));
    }
  }
  if (summary) {
    #line 1069 "chapters/04-integrators.nw"
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
  #line 1065 "chapters/04-integrators.nw"
  }
  return finish_output();
#line 1037 "chapters/04-integrators.nw"
}
#line 1271 "chapters/04-integrators.nw"
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
    if (k < n) dp_rk4_step(p, DP_MODEL_CORRECT, s, h);
  }
  r->frame_lo = r->frame_hi = frame[0];
  for (int j = 1; j < 10; j++)
    r->frame_lo = fmin(r->frame_lo, frame[j]), r->frame_hi = fmax(r->frame_hi, frame[j]);
  r->slope = (m * std - st * sd) / (m * stt - st * st);
}
#line 1308 "chapters/04-integrators.nw"
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
    dp_rk4_step(p, DP_MODEL_CORRECT, a, h);
    dp_rk4_step(p, DP_MODEL_CORRECT, b, h);
  }
}
#line 1337 "chapters/04-integrators.nw"
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
#line 1351 "chapters/04-integrators.nw"
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
#line 1377 "chapters/04-integrators.nw"
static int cmd_explainer_start(int argc, char **argv)
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
    #line 1411 "chapters/04-integrators.nw"
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
  #line 1406 "chapters/04-integrators.nw"
  }
  #line 1430 "chapters/04-integrators.nw"
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
#line 1408 "chapters/04-integrators.nw"
}
#line 1551 "chapters/04-integrators.nw"
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
#line 1586 "chapters/04-integrators.nw"
static int cmd_bench_rk4(int argc, char **argv)
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
    #line 1623 "chapters/04-integrators.nw"
    double y[DP_NSTATE], yerr[DP_NSTATE], t0;
    memcpy(y, s0, sizeof y);
    t0 = now();
    for (long k = 0; k < n; k++) dp_rk4_step(&p, DP_MODEL_CORRECT, y, h);
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
  #line 1611 "chapters/04-integrators.nw"
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
#line 799 "chapters/05-hamilton.nw"
typedef struct {
  dp_params p;
  dp_blog_params b;
  dp_blog_form form;
  int single;
  double tau;
  float zf[4];
  double z[4];
} blog_sim;

static void blog_sim_init(blog_sim *m, const dp_case *cs, dp_blog_form form,
                          int single, int lw1_fixed, double tau, double dth1)
{
  m->p = cs->p;
  m->b = (dp_blog_params){ cs->p.m1, cs->p.m2, cs->p.l1, cs->p.l2, cs->p.g, lw1_fixed };
  m->form = form;
  m->single = single;
  m->tau = tau;
  double s[DP_NSTATE], y[DP_NSTATE];
  for (int i = 0; i < 2; i++)
    s[i] = dp_blog_angle2radf((float)(cs->s[i] * 180 / M_PI));
  s[DP_TH1] += dth1;
  s[DP_W1] = cs->s[DP_W1];
  s[DP_W2] = cs->s[DP_W2];
  if (form == DP_BLOG_HAMILTON)
    dp_to_momenta(&cs->p, s, y);
  else
    memcpy(y, s, sizeof y);
  for (int i = 0; i < 4; i++) {
    m->zf[i] = (float)y[i];
    m->z[i] = single ? m->zf[i] : y[i];
  }
}

static void blog_sim_step(blog_sim *m)
{
  if (m->single) {
    dp_blog_rk4f(&m->b, m->form, m->zf, (float)m->tau);
    for (int i = 0; i < 4; i++) m->z[i] = m->zf[i];
  } else
    dp_blog_rk4d(&m->b, m->form, m->z, m->tau);
}
#line 849 "chapters/05-hamilton.nw"
static double blog_sim_energy(const blog_sim *m)
{
  return m->form == DP_BLOG_HAMILTON ? dp_hamiltonian(&m->p, m->z) : dp_energy(&m->p, m->z);
}

static double blog_sim_h(const blog_sim *m)
{
  double y[DP_NSTATE];
  if (m->form == DP_BLOG_HAMILTON)
    memcpy(y, m->z, sizeof y);
  else
    dp_to_momenta(&m->p, m->z, y);
  if (m->single)
    return dp_blog_hamiltonianf(&m->b, (float)y[0], (float)y[1], (float)y[2], (float)y[3]);
  return dp_blog_hamiltoniand(&m->b, y[0], y[1], y[2], y[3]);
}

static void blog_sim_xy(const blog_sim *m, double xy[4])
{
  if (m->single) {
    float f[4];
    dp_blog_positionf(&m->b, m->zf[0], m->zf[1], f);
    for (int i = 0; i < 4; i++) xy[i] = f[i];
  } else
    dp_blog_positiond(&m->b, m->z[0], m->z[1], xy);
}
#line 893 "chapters/05-hamilton.nw"
static int cmd_blog(int argc, char **argv)
{
  enum { O_FORM = 1, O_PREC, O_LW1, O_TAU, O_STEPS, O_EVERY, O_TABLE, O_SUMMARY };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "form", required_argument, NULL, O_FORM }, { "precision", required_argument, NULL, O_PREC },
    { "lw1", required_argument, NULL, O_LW1 }, { "tau", required_argument, NULL, O_TAU },
    { "steps", required_argument, NULL, O_STEPS }, { "every", required_argument, NULL, O_EVERY },
    { "table", no_argument, NULL, O_TABLE }, { "summary", no_argument, NULL, O_SUMMARY },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  dp_blog_form form = DP_BLOG_HAMILTON;
  int single = 1, fixed = 0, mode = 0, c;
  double tau = 3;
  long steps = 1000, every = 1;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_FORM:
      if (!strcmp(optarg, "hamilton")) form = DP_BLOG_HAMILTON;
      else if (!strcmp(optarg, "lagrange")) form = DP_BLOG_LAGRANGE;
      else return usage_error("--form '%s': choose hamilton or lagrange", optarg);
      break;
    case O_PREC:
      if (!strcmp(optarg, "single")) single = 1;
      else if (!strcmp(optarg, "double")) single = 0;
      else return usage_error("--precision '%s': choose single or double", optarg);
      break;
    case O_LW1:
      if (!strcmp(optarg, "blog")) fixed = 0;
      else if (!strcmp(optarg, "fixed")) fixed = 1;
      else return usage_error("--lw1 '%s': choose blog or fixed", optarg);
      break;
    case O_TAU: if (parse_double("tau", optarg, &tau)) return 2; break;
    case O_STEPS: if (parse_long("steps", optarg, 1, 100000000, &steps)) return 2; break;
    case O_EVERY: if (parse_long("every", optarg, 1, 100000000, &every)) return 2; break;
    case O_TABLE: mode = 1; break;
    case O_SUMMARY: mode = 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (!(tau > 0) || tau > 1e3)
    return usage_error("--tau %g: the step must be in (0, 1000]", tau);
  if (mode == 0 && steps / every > MAX_ROWS)
    return usage_error("--steps %ld with --every %ld would print more than %ld rows",
                       steps, every, MAX_ROWS);
  #line 953 "chapters/05-hamilton.nw"
  blog_sim m;
  blog_sim_init(&m, &cs, form, single, fixed, tau, 0);
  double blog_start_th1 = m.z[0];
  double E0 = blog_sim_energy(&m), Es = dp_energy_scale(&cs.p), worst = 0, xy[4];
  if (mode == 0) {
    puts("# step t th1 th2 x2 y2 H drift");
    blog_sim_xy(&m, xy);
    printf("0\t0\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", m.z[0], m.z[1], xy[2], xy[3],
           blog_sim_h(&m), 0.0);
  }
  if (mode == 1)
    puts("# step th1 th2 H");
  for (long k = 1; k <= steps; k++) {
    blog_sim_step(&m);
    if (dp_state_check(m.z, NULL) != DP_OK)
      return usage_error("the state became non-finite at step %ld; reduce --tau", k);
    double drift = (blog_sim_energy(&m) - E0) / Es;
    worst = fmax(worst, fabs(drift));
    if (mode == 0 && k % every == 0) {
      blog_sim_xy(&m, xy);
      printf("%ld\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", k, k * tau, m.z[0], m.z[1],
             xy[2], xy[3], blog_sim_h(&m), drift);
    }
    if (mode == 1 && (k < 10 || k > steps - 10))
      printf("%ld\t%.6f\t%.6f\t%.6f\n", k, m.z[0], m.z[1], blog_sim_h(&m));
  }
  if (mode == 2) {
    blog_sim_xy(&m, xy);
    printf("steps\t%ld\ntau\t%g\n", steps, tau);
    printf("th1_start\t%.9g\ntau_natural\t%.6g\nsteps_per_period\t%.6g\n", blog_start_th1,
           tau * sqrt(cs.p.g / cs.p.l1), 2 * M_PI * sqrt(cs.p.l1 / cs.p.g) / tau);
    printf("th1_end\t%.9g\nth2_end\t%.9g\nx2_end\t%.9g\ny2_end\t%.9g\n",
           m.z[0], m.z[1], xy[2], xy[3]);
    printf("E0\t%.9g\nE_end\t%.9g\ndrift_max\t%.6e\n", E0, blog_sim_energy(&m), worst);
  }
  return finish_output();
#line 947 "chapters/05-hamilton.nw"
}
#line 1223 "chapters/05-hamilton.nw"
typedef struct {
  const char *name;
  dp_blog_form form;
  int single, fixed, div;
  double dth1;
} blog_run_spec;
static const blog_run_spec blog_runs[] = {
  { "hf", DP_BLOG_HAMILTON, 1, 0, 1, 0 },    { "lbf", DP_BLOG_LAGRANGE, 1, 0, 1, 0 },
  { "lf", DP_BLOG_LAGRANGE, 1, 1, 1, 0 },    { "hd", DP_BLOG_HAMILTON, 0, 0, 1, 0 },
  { "ld", DP_BLOG_LAGRANGE, 0, 1, 1, 0 },    { "lbd", DP_BLOG_LAGRANGE, 0, 0, 1, 0 },
  { "hd10", DP_BLOG_HAMILTON, 0, 0, 10, 0 }, { "hd100", DP_BLOG_HAMILTON, 0, 0, 100, 0 },
  { "hd1000", DP_BLOG_HAMILTON, 0, 0, 1000, 0 },
  { "ld100", DP_BLOG_LAGRANGE, 0, 1, 100, 0 },
  { "p4", DP_BLOG_HAMILTON, 0, 0, 100, 1e-4 }, { "p8", DP_BLOG_HAMILTON, 0, 0, 100, 1e-8 },
  { "p12", DP_BLOG_HAMILTON, 0, 0, 100, 1e-12 },
};
enum { NBLOGRUNS = sizeof blog_runs / sizeof blog_runs[0] };
static const struct { const char *name, *a, *b; } blog_pairs[] = {
  { "figures", "hf", "lbf" },      /* what the blog's two figures compare */
  { "sign", "lf", "lbf" },         /* L_w1 corrected vs as printed, single */
  { "sign_d", "ld", "lbd" },       /* the same in double */
  { "form", "hf", "lf" },          /* Hamilton vs Lagrange, single */
  { "form_d", "hd", "ld" },        /* Hamilton vs Lagrange, double */
  { "form_d100", "hd100", "ld100" },
  { "precision", "hf", "hd" },     /* single vs double, Hamilton */
  { "precision_l", "lf", "ld" },   /* single vs double, Lagrange */
  { "step", "hd", "hd10" },        /* tau vs tau/10 */
  { "step10", "hd10", "hd100" },   /* tau/10 vs tau/100 */
  { "step100", "hd100", "hd1000" },/* tau/100 vs tau/1000 */
  { "truth", "hf", "hd1000" },     /* the blog's Hamilton run vs the reference */
  { "chaos4", "hd100", "p4" },
  { "chaos8", "hd100", "p8" },
  { "chaos12", "hd100", "p12" },
};
enum { NBLOGPAIRS = sizeof blog_pairs / sizeof blog_pairs[0] };
#line 1262 "chapters/05-hamilton.nw"
static int blog_run_index(const char *name)
{
  for (int i = 0; i < NBLOGRUNS; i++)
    if (!strcmp(blog_runs[i].name, name)) return i;
  return -1;
}

static int cmd_blog_causes(int argc, char **argv)
{
  static const struct option opts[] = {
    { "dump", required_argument, NULL, 'd' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  const char *dump = NULL;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'd': dump = optarg; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  enum { NS = 1000 };
  const double tau = 3;
  static double x2[NBLOGRUNS][NS + 1], y2[NBLOGRUNS][NS + 1];
  double drift[NBLOGRUNS];
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  if (case_finish(&cs)) return 2;
  FILE *df = NULL;
  if (dump && !(df = fopen(dump, "w")))
    return usage_error("--dump '%s': %s", dump, strerror(errno));
  #line 1300 "chapters/05-hamilton.nw"
  for (int r = 0; r < NBLOGRUNS; r++) {
    const blog_run_spec *q = &blog_runs[r];
    blog_sim m;
    double xy[4], E0, Es = dp_energy_scale(&cs.p);
    blog_sim_init(&m, &cs, q->form, q->single, q->fixed, tau / q->div, q->dth1);
    E0 = blog_sim_energy(&m);
    drift[r] = 0;
    for (int k = 0; k <= NS; k++) {
      if (k > 0)
        for (int j = 0; j < q->div; j++) blog_sim_step(&m);
      blog_sim_xy(&m, xy);
      x2[r][k] = xy[2];
      y2[r][k] = xy[3];
      drift[r] = fmax(drift[r], fabs(blog_sim_energy(&m) - E0) / Es);
    }
    printf("drift_%s\t%.6e\n", q->name, drift[r]);
  }
  #line 1295 "chapters/05-hamilton.nw"
  #line 1319 "chapters/05-hamilton.nw"
  if (df) {
    fputs("# t", df);
    for (int i = 0; i < NBLOGPAIRS; i++) fprintf(df, " %s", blog_pairs[i].name);
    fputc('\n', df);
  }
  double dist[NBLOGPAIRS][NS + 1], tfig = 0, tform = 1;
  for (int i = 0; i < NBLOGPAIRS; i++) {
    int a = blog_run_index(blog_pairs[i].a), b = blog_run_index(blog_pairs[i].b);
    double tdiv = NS * tau;
    for (int k = NS; k >= 0; k--) {
      dist[i][k] = hypot(x2[a][k] - x2[b][k], y2[a][k] - y2[b][k]);
    }
    for (int k = 0; k <= NS; k++)
      if (dist[i][k] > 0.1) { tdiv = k * tau; break; }
    printf("div_%s\t%g\n", blog_pairs[i].name, tdiv);
    if (!strcmp(blog_pairs[i].name, "figures")) tfig = tdiv;
    if (!strcmp(blog_pairs[i].name, "form")) tform = tdiv;
  }
  printf("figures_vs_form\t%.6f\n", tfig / tform);
  if (df) {
    for (int k = 0; k <= NS; k++) {
      fprintf(df, "%g", k * tau);
      for (int i = 0; i < NBLOGPAIRS; i++) fprintf(df, "\t%.4e", dist[i][k]);
      fputc('\n', df);
    }
    if (fclose(df) != 0)
      return usage_error("--dump '%s': cannot write", dump);
  }
  #line 1296 "chapters/05-hamilton.nw"
  return finish_output();
}
#line 1364 "chapters/05-hamilton.nw"
static int cmd_blog_check(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 5;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  enum { NEQ = DP_BLOG_NEQ };
  static const char *name[NEQ] = { "lw1", "lw1_fixed", "lw2", "ha1", "ha2", "hp1", "hp2",
                                   "hamiltonian" };
  double worst[NEQ] = { 0 };
  long beyond[NEQ] = { 0 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  for (long k = 0; k < n; k++) {
    double e[NEQ];
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_blog_equation_errors(&p, s, e);
    for (int i = 0; i < NEQ; i++) {
      worst[i] = fmax(worst[i], e[i]);
      beyond[i] += e[i] > DP_HAMILTON_BOUND;
    }
  }
  gsl_rng_free(r);
  printf("# dp blog-check: the blog's equations vs the book's, units of rounding\n");
  printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  for (int i = 0; i < NEQ; i++)
    printf("%s_worst\t%.4g\n%s_beyond_percent\t%.2f\n", name[i], worst[i], name[i],
           100.0 * beyond[i] / n);
  #line 1449 "chapters/05-hamilton.nw"
  dp_blog_params b = { 1, 1, 1, 1, 0.005, 0 }, bf = b;
  bf.lw1_fixed = 1;
  printf("lw1_start_blog\t%.6f\n", dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0) / b.g);
  printf("lw1_start_fixed\t%.6f\n", dp_blog_lw1d(&bf, M_PI / 2, M_PI / 2, 0, 0) / b.g);
  #line 1404 "chapters/05-hamilton.nw"
  return finish_output();
}
#line 1471 "chapters/05-hamilton.nw"
static int cmd_check_hamilton(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 11;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  const double u = DBL_EPSILON / 2;
  double wg = 0, ww = 0, wp = 0, we = 0;
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], back[DP_NSTATE], sig[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    dp_from_momenta(&p, y, back);
    dp_hamilton_rhs(&p, y, dy);
    dp_hamilton_scale(&p, y, sig, NULL);
    dp_conversion_scale cs = dp_conversion_scales(&p, s, y);
    #line 1511 "chapters/05-hamilton.nw"
    dp_hd th[2] = { dp_hd_const(y[0]), dp_hd_const(y[1]) };
    dp_hd mom[2] = { { y[2], 1, 0, 0 }, { y[3], 0, 1, 0 } };
    dp_hd h = dp_hamiltonian_hd(&p, th, mom);
    double g[DP_NSTATE] = { h.b, h.c, 0, 0 };
    th[0] = (dp_hd){ y[0], 1, 0, 0 };
    th[1] = (dp_hd){ y[1], 0, 1, 0 };
    mom[0] = dp_hd_const(y[2]);
    mom[1] = dp_hd_const(y[3]);
    h = dp_hamiltonian_hd(&p, th, mom);
    g[DP_P1] = -h.b;
    g[DP_P2] = -h.c;
    for (int i = 0; i < DP_NSTATE; i++)
      wg = fmax(wg, fabs(dy[i] - g[i]) / (u * sig[i]));
    #line 1500 "chapters/05-hamilton.nw"
    #line 1526 "chapters/05-hamilton.nw"
    for (int i = 0; i < 2; i++) {
      ww = fmax(ww, fmax(fabs(dy[DP_TH1 + i] - s[DP_W1 + i]),
                         fabs(back[DP_W1 + i] - s[DP_W1 + i])) / (u * cs.w[i]));
      dp_hd t2[2], w[2];
      for (int j = 0; j < 2; j++) {
        t2[j] = (dp_hd){ s[DP_TH1 + j], 0, j == i, 0 };
        w[j] = dp_hd_const(s[DP_W1 + j]);
      }
      double dl = dp_lagrangian_hd(&p, DP_POTENTIAL_TRUE, t2, w).c;
      wp = fmax(wp, fabs(dy[DP_P1 + i] - dl) / (u * cs.pdot[i]));
    }
    we = fmax(we, fabs(dp_hamiltonian(&p, y) - dp_energy(&p, s)) / (u * cs.h));
  #line 1501 "chapters/05-hamilton.nw"
  }
  gsl_rng_free(r);
  printf("# dp check-hamilton: worst differences in units of rounding\n");
  printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  printf("gradient_worst\t%.4f\nvelocity_worst\t%.4f\nforce_worst\t%.4f\nenergy_worst\t%.4f\n",
         wg, ww, wp, we);
  return finish_output();
}
#line 253 "chapters/06-paper.nw"
static int cmd_compare(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_EVERY, O_AGAINST, O_SUMMARY };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "every", required_argument, NULL, O_EVERY },
    { "against", required_argument, NULL, O_AGAINST },
    { "summary", no_argument, NULL, O_SUMMARY }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  dp_model against = DP_MODEL_LINEAR;
  double T = 10, h = 0.001, every = 0.05;
  int summary = 0, c;
  dp_error err;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_EVERY: if (parse_double("every", optarg, &every)) return 2; break;
    case O_AGAINST:
      if (dp_model_from_name(optarg, &against, &err) != DP_OK)
        return usage_error("--against: %s", err.msg);
      break;
    case O_SUMMARY: summary = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  run_options ro = { T, h, every, 1e-9, M_RK4, -1 };
  if (check_run_options(&ro)) return 2;
  #line 320 "chapters/06-paper.nw"
  long nout = (long)ceil(T / every - 1e-9);
  long nsub = (long)ceil(every / h - 1e-9);
  double hh = every / nsub, E0 = dp_energy(&cs.p, cs.s), Es = dp_energy_scale(&cs.p);
  double a[DP_NSTATE], b[DP_NSTATE];
  memcpy(a, cs.s, sizeof a);
  memcpy(b, cs.s, sizeof b);
  compare_stats st = { { 0, 0 }, 0, { 0, 0 }, { 0, 0 } };
  compare_track(&st, &cs.p, 0, E0, a, b);
  if (!summary)
    puts("# t th1_a th2_a th1_b th2_b d_th1 d_th2 drift_a drift_b");
  double blowup_t = -1;
  for (long k = 0; k <= nout && blowup_t < 0; k++) {
    for (long j = 0; k > 0 && j < nsub; j++) {
      dp_rk4_step(&cs.p, cs.model, a, hh);
      dp_rk4_step(&cs.p, against, b, hh);
      if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK) {
        blowup_t = (k - 1) * every + (j + 1) * hh;
        if (!summary)
          return usage_error("the state left the finite range at t = %g", blowup_t);
        break;
      }
      compare_track(&st, &cs.p, (k - 1) * every + (j + 1) * hh, E0, a, b);
    }
    if (!summary && blowup_t < 0)
      printf("%.6f\t%.12g\t%.12g\t%.12g\t%.12g\t%.6e\t%.6e\t%.6e\t%.6e\n",
             k * every, a[0], a[1], b[0], b[1], b[0] - a[0], b[1] - a[1],
             (dp_energy(&cs.p, a) - E0) / Es, (dp_energy(&cs.p, b) - E0) / Es);
  }
  if (summary) {
    double A = fmax(fabs(cs.s[DP_TH1]), fabs(cs.s[DP_TH2]));
    printf("# dp compare: %s (a) against %s (b)\n", dp_model_name(cs.model),
           dp_model_name(against));
    printf("model_a\t%s\nmodel_b\t%s\n", dp_model_name(cs.model), dp_model_name(against));
    printf("t\t%g\n", T);
    printf("start_deg\t%.6f\n", A * 180 / M_PI);
    printf("sin_deficit\t%.6f\n", A > 0 ? 1 - sin(A) / A : 0.0);
    printf("max_diff\t%.6e\n", fmax(st.max_diff[0], st.max_diff[1]));
    printf("max_diff_th1\t%.6e\nmax_diff_th2\t%.6e\n", st.max_diff[0], st.max_diff[1]);
    printf("t_max_diff\t%.4f\n", st.t_max_diff);
    printf("amp_a\t%.6e\namp_b\t%.6e\n", st.amp[0], st.amp[1]);
    printf("max_drift_a\t%.6e\nmax_drift_b\t%.6e\n", st.drift[0], st.drift[1]);
    if (blowup_t >= 0)
      printf("blowup_t\t%.4f\n", blowup_t);
  }
  return finish_output();
#line 290 "chapters/06-paper.nw"
}
#line 393 "chapters/07-modes.nw"
static int cmd_modes(int argc, char **argv)
{
  enum { O_SUMMARY = 1, O_MEASURE, O_T, O_H };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "summary", no_argument, NULL, O_SUMMARY }, { "measure", no_argument, NULL, O_MEASURE },
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double T = 20, h = 0.001;
  int summary = 0, measure = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SUMMARY: summary = 1; break;
    case O_MEASURE: measure = 1; break;
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  #line 424 "chapters/07-modes.nw"
  dp_modes m, g, t;
  dp_error err;
  if (dp_modes_closed(&cs.p, cs.model, &m, &err) != DP_OK
      || dp_modes_gsl(&cs.p, cs.model, &g, &err) != DP_OK
      || dp_modes_closed(&cs.p, DP_MODEL_CORRECT, &t, &err) != DP_OK)
    return usage_error("%s", err.msg);
  if (!summary && !measure) {
    puts("# mode omega period shape");
    for (int j = 0; j < 2; j++)
      printf("%d\t%.12g\t%.12g\t%.12g\n", j + 1, m.omega[j], 2 * M_PI / m.omega[j],
             m.shape[j]);
    return finish_output();
  }
  printf("# dp modes: model %s\n", dp_model_name(cs.model));
  if (summary) {
    double diff = 0;
    for (int j = 0; j < 2; j++)
      diff = fmax(diff, fmax(fabs(g.omega[j] - m.omega[j]) / m.omega[j],
                             fabs(g.shape[j] - m.shape[j]) / fabs(m.shape[j])));
    printf("omega_slow\t%.12g\nomega_fast\t%.12g\n", m.omega[0], m.omega[1]);
    printf("period_slow\t%.12g\nperiod_fast\t%.12g\n", 2 * M_PI / m.omega[0],
           2 * M_PI / m.omega[1]);
    printf("shape_slow\t%.12g\nshape_fast\t%.12g\n", m.shape[0], m.shape[1]);
    printf("gsl_rel_diff\t%.3e\n", diff);
    printf("omega_slow_true\t%.12g\nomega_fast_true\t%.12g\n", t.omega[0], t.omega[1]);
    printf("slow_error\t%.6f\nfast_error\t%.6f\n", m.omega[0] / t.omega[0] - 1,
           m.omega[1] / t.omega[1] - 1);
  }
  if (measure) {
    dp_frequency fr;
    if (dp_measure_frequency(&cs.p, cs.model, cs.s, T, h, &fr, &err) != DP_OK)
      return usage_error("%s", err.msg);
    int j = fabs(fr.omega - m.omega[0]) <= fabs(fr.omega - m.omega[1]) ? 0 : 1;
    printf("omega_measured\t%.12g\nomega_predicted\t%.12g\n", fr.omega, m.omega[j]);
    printf("measured_mode\t%d\n", j + 1);
    printf("measured_rel_diff\t%.3e\n", fr.omega / m.omega[j] - 1);
    printf("crossings\t%d\nspread\t%.3e\n", fr.crossings, fr.spread);
    printf("amp_th1\t%.6f\namp_th2\t%.6f\n", fr.amp[0], fr.amp[1]);
  }
  return finish_output();
#line 421 "chapters/07-modes.nw"
}
#line 1011 "chapters/08-chaos.nw"
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
  run_options ro = { T, h, every, 1e-9, M_RK4, -1 };
  if (check_run_options(&ro)) return 2;
    #line 1064 "chapters/08-chaos.nw"
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
#line 1056 "chapters/08-chaos.nw"
}
#line 1121 "chapters/08-chaos.nw"
static int cmd_check_jacobian(int argc, char **argv)
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
#line 1183 "chapters/08-chaos.nw"
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
  #line 1296 "chapters/08-chaos.nw"
  memcpy(s[0], cs->s, sizeof s[0]);
  for (long k = 1; k < starts; k++) {
    memcpy(s[k], s[k - 1], sizeof s[k]);
    for (long j = lround(offset / o->h); j > 0; j--)
      dp_rk4_step(&cs->p, cs->model, s[k], o->h);
  }
#line 1200 "chapters/08-chaos.nw"
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
    #line 1308 "chapters/08-chaos.nw"
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
  #line 1216 "chapters/08-chaos.nw"
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
    #line 1321 "chapters/08-chaos.nw"
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
#line 1284 "chapters/08-chaos.nw"
}
#line 1375 "chapters/08-chaos.nw"
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
    #line 1417 "chapters/08-chaos.nw"
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
#line 1414 "chapters/08-chaos.nw"
}
#line 1466 "chapters/08-chaos.nw"
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
    #line 1509 "chapters/08-chaos.nw"
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
#line 1503 "chapters/08-chaos.nw"
}
#line 1555 "chapters/08-chaos.nw"
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
    #line 1615 "chapters/08-chaos.nw"
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
        #line 1644 "chapters/08-chaos.nw"
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
    #line 1639 "chapters/08-chaos.nw"
    }
    free(t), free(cls);
    return finish_output();
#line 1609 "chapters/08-chaos.nw"
}
#line 748 "program/10-dp.nw"
static int cmd_presets(int argc, char **argv)
{
  static const struct option opts[] = {
    { "format", required_argument, NULL, OO_FORMAT },
    { "output", required_argument, NULL, OO_OUTPUT }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  out_table t;
  out_init(&t);
  int c, table = 0;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&t, c, optarg);
    if (rc == 1) { table = 1; continue; }
    return c == OPT_DONE ? 0 : 2;
  }
  if (table) {
    #line 778 "program/10-dp.nw"
    if (out_open(&t, "name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows"))
      return 2;
    for (int i = 0; i < NPRESETS; i++) {
      const preset *q = &presets[i];
      char v[9][32];
      double x[9] = { q->m1, q->m2, q->l1, q->l2, q->g, q->th1_deg, q->th2_deg, q->w1, q->w2 };
      const char *cells[13] = { q->name, dp_model_name(q->model) };
      for (int j = 0; j < 9; j++) {
        snprintf(v[j], sizeof v[j], "%.10g", x[j]);
        cells[2 + j] = v[j];
      }
      cells[11] = q->source;
      cells[12] = q->shows;
      out_text_row(&t, cells);
    }
    return out_close(&t);
  #line 764 "program/10-dp.nw"
  }
  for (int i = 0; i < NPRESETS; i++) {
    const preset *q = &presets[i];
    printf("%s%s  (model %s)\n", i ? "\n" : "", q->name, dp_model_name(q->model));
    printf("  m1 %g kg, m2 %g kg, l1 %g m, l2 %g m, g %g m/s^2\n",
           q->m1, q->m2, q->l1, q->l2, q->g);
    printf("  th1 %.10g deg, th2 %.10g deg, w1 %g rad/s, w2 %g rad/s\n",
           q->th1_deg, q->th2_deg, q->w1, q->w2);
    printf("  source: %s\n  shows:  %s\n", q->source, q->shows);
  }
  return finish_output();
}
#line 831 "program/10-dp.nw"
static int cmd_manpage(int argc, char **argv)
{
  static const struct option opts[] = { HELP_OPTION, { 0, 0, 0, 0 } };
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END)
    return c == OPT_DONE ? 0 : 2;
  fputs(".TH DP 1 \"\" \"Pendulum on a Pendulum\" \"User Commands\"\n"
        ".SH NAME\ndp \\- simulate and study the double pendulum\n"
        ".SH SYNOPSIS\n.B dp\n.I SUBCOMMAND\n[\\fIoptions\\fR]\n.br\n"
        ".B dp help\n[\\fISUBCOMMAND\\fR]\n"
        ".SH DESCRIPTION\n"
        ".B dp\nis the program of the book \\fIPendulum on a Pendulum\\fR: every figure,\n"
        "table and number of the book comes from one of its subcommands.\n"
        "Options are long options (\\fB\\-\\-m1 2\\fR or \\fB\\-\\-m1=2\\fR);\n"
        "every subcommand answers \\fB\\-\\-help\\fR.\n"
        "Tables are tab-separated with a header line starting with #;\n"
        "summaries are key, tab, value lines.  SI units throughout; angles on\n"
        "the command line are degrees, angles in output radians\n"
        "(\\fB\\-\\-degrees\\fR where offered).\n"
        ".SS Expressions\n"
        "Every case option (\\fB\\-\\-m1 \\-\\-m2 \\-\\-l1 \\-\\-l2 \\-\\-g \\-\\-th1 \\-\\-th2"
        " \\-\\-w1 \\-\\-w2\\fR)\n"
        "accepts an expression: numbers, + \\- * / ^ (right-grouping, binding\n"
        "tighter than unary minus), parentheses, \\fBpi\\fR, \\fBe\\fR and the functions\n"
        "\\fBsqrt sin cos tan exp log\\fR (radians).  \\fB\\-\\-th1 '180/pi'\\fR is one\n"
        "radian.  A syntax error names its column; a division by zero or a\n"
        "result that is not a finite number is an error.\n"
        ".SS Presets\n"
        "\\fB\\-\\-preset\\fR \\fINAME\\fR selects a named case (\\fBdp presets\\fR lists them);\n"
        "other case options override it, in any order.\n"
        ".SH SUBCOMMANDS\n", stdout);
  for (int i = 0; i < command_count; i++) {
    printf(".SS %s\n", command_list[i].name);
    roff_literal(command_list[i].summary);
    fputs(".PP\n.nf\n", stdout);
    roff_literal(command_list[i].help);
    fputs(".fi\n", stdout);
  }
  fputs(".SH EXIT STATUS\n0 on success; 2 on any usage or input error, with one line\n"
        ".B dp: error: ...\non standard error.  No partial output file is left behind.\n"
        ".SH ENVIRONMENT\n.TP\n.B DP_PROGRESS\n"
        "Progress of jobs longer than two seconds is shown on standard error when\n"
        "it is a terminal; \\fBnever\\fR silences it, \\fBalways\\fR shows it at once.\n"
        ".SH EXAMPLES\n.nf\n"
        "dp presets\n"
        "dp animate \\-\\-preset blog90 \\-\\-t 10 \\-o blog90.gif\n"
        "dp animate \\-\\-th1 '180/pi' \\-\\-th2 0 \\-\\-t 2 \\-\\-format csv \\-o run.csv\n"
        ".fi\n.SH SEE ALSO\n\\fIPendulum on a Pendulum\\fR (book.pdf), chapter \\(lqThe dp program\\(rq.\n",
        stdout);
  return finish_output();
}
#line 957 "program/10-dp.nw"
static int cmd_check_solve(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    { "dump", required_argument, NULL, 'd' }, { "exact", no_argument, NULL, 'x' },
    { "unscaled", no_argument, NULL, 'u' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 1;
  const char *dump = NULL;
  int exact = 0, unscaled = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case 'd': dump = optarg; break;
    case 'x': exact = 1; break;
    case 'u': unscaled = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  #line 987 "program/10-dp.nw"
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
  dp_params worst_case = dp_params_default();
  progress pr;
  progress_start(&pr, "check-solve");
  for (long k = 0; k < n; k++) {
    if (k % 4096 == 0)
      progress_update(&pr, (double)k / n);
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
    if (d.scaled > worst_scaled)
      worst_case = p;
    worst_scaled = fmax(worst_scaled, d.scaled);
    worst_el = fmax(worst_el, el);
    #line 1055 "program/10-dp.nw"
    {
      double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
      dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
      double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
      worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                                  / (DBL_EPSILON / 2 * M[0] * M[3]));
    }
    #line 1025 "program/10-dp.nw"
    if (exact)
      printf("%a\t%a\n", a[0], a[1]);
    if (df)
      fprintf(df, "%ld\t%.6e\t%.6e\t%.6e\n", k, d.rel, d.scaled, el);
  }
  progress_end(&pr);
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
    printf("worst_l2_over_l1\t%.3f\nworst_m2_over_m1\t%.3f\n",
           worst_case.l2 / worst_case.l1, worst_case.m2 / worst_case.m1);
    printf("el_worst\t%.4f\n", worst_el);
    printf("det_worst_u\t%.4f\n", worst_det);
    printf("el_paper_worst\t%.6e\n", worst_el_paper);
  }
  return finish_output();
#line 978 "program/10-dp.nw"
}
#line 1083 "program/10-dp.nw"
static double upper_torque(const dp_params *p, dp_potential_kind v)
{
  dp_hd th[2] = { { M_PI / 6, 0, 1, 0 }, { 0, 0, 0, 0 } };
  dp_hd w[2] = { dp_hd_const(0), dp_hd_const(0) };
  return dp_lagrangian_hd(p, v, th, w).c;
}

static int cmd_check_energy(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    { "m1", required_argument, NULL, 'm' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 2;
  double m1 = 1e-6;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
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
#line 229 "program/30-animate.nw"
static int cmd_trail_fade(int argc, char **argv)
{
  static const struct option opts[] = {
    { "rate", required_argument, NULL, 'r' }, { "fps", required_argument, NULL, 'f' },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  double rate = 0.008, fps = 60;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'r': if (parse_expr("rate", optarg, &rate)) return 2; break;
    case 'f': if (parse_expr("fps", optarg, &fps)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_fade_report r;
  dp_error err;
  if (dp_fade_study(rate, fps, &r, &err) != DP_OK)
    return usage_error("%s", err.msg);
  printf("# dp trail-fade: opacity x (1-rate)^(60/fps) per frame\n");
  printf("rate\t%g\nfps\t%g\nfactor\t%.9f\n", rate, fps, r.factor);
  printf("half_life_exact\t%.6f\n", r.half_exact);
  printf("half_life_8bit\t%.6f\n", r.half_8bit);
  printf("stuck_level\t%d\nstuck_fraction\t%.6f\nstuck_time\t%.6f\n",
         r.stuck_level, r.stuck_level / 255.0, r.stuck_time);
  return finish_output();
}
#line 295 "program/30-animate.nw"
static int cmd_animate(int argc, char **argv)
{
  enum { O_T = 1, O_FPS, O_H, O_SIZE, O_ROUND, O_FADE };
  static const struct option opts[] = {
    CASE_OPTIONS, OUTPUT_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "fps", required_argument, NULL, O_FPS },
    { "h", required_argument, NULL, O_H }, { "size", required_argument, NULL, O_SIZE },
    { "round-opacity", no_argument, NULL, O_ROUND },
    { "fade", required_argument, NULL, O_FADE }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  out_table tab;
  case_init(&cs);
  out_init(&tab);
  double T = 10, fps = 25, h = 1.0 / 600, rate = 0.008;
  int W = 480, H = 480, round8 = 0, format = 0, c;   /* format: 0 unset, 1 gif, 2 table */
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    if (c == OO_FORMAT && !strcmp(optarg, "gif")) { format = 1; continue; }
    if (c == OO_FORMAT) format = 2;
    if ((rc = out_option(&tab, c, optarg)) == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_FPS: if (parse_double("fps", optarg, &fps)) return 2; break;
    case O_H: if (parse_expr("h", optarg, &h)) return 2; break;
    case O_SIZE: {
      char extra;
      if (sscanf(optarg, "%dx%d%c", &W, &H, &extra) != 2)
        return usage_error("--size '%s': expected WxH, such as 480x480", optarg);
      break;
    }
    case O_ROUND: round8 = 1; break;
    case O_FADE: if (parse_expr("fade", optarg, &rate)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  #line 345 "program/30-animate.nw"
  if (!(T > 0 && T <= 3600)) return usage_error("--t %g: the duration must be in (0, 3600] s", T);
  if (!(fps >= 1 && fps <= 100)) return usage_error("--fps %g: must be between 1 and 100", fps);
  if (!(rate > 0 && rate < 1)) return usage_error("--fade %g: must be between 0 and 1", rate);
  int delay = (int)lround(100 / fps);
  double dt = delay / 100.0;
  if (!(h > 0 && h <= dt))
    return usage_error("--h %g: the step must be positive and at most a frame (%g s)", h, dt);
  long nframes = lround(T / dt), nsub = (long)ceil(dt / h - 1e-9);
  if (nframes < 1) return usage_error("--t %g is shorter than one frame (%g s)", T, dt);
  if (nframes * nsub > 100000000L)
    return usage_error("--t %g with --h %g needs %ld steps (limit 1e8)", T, h, nframes * nsub);
  dp_view view;
  dp_error err;
  if (dp_view_make(&cs.p, W, H, &view, &err) != DP_OK)
    return usage_error("--size: %s", err.msg);
  if (format == 0)
    format = tab.path && strlen(tab.path) > 4
             && !strcmp(tab.path + strlen(tab.path) - 4, ".gif") ? 1 : 2;
  if (format == 1 && !tab.path)
    return usage_error("a GIF needs -o FILE.gif (it is not written to standard output)");
  if (format == 1 && nframes > 3000)
    return usage_error("--t %g at %g frames/s makes %ld frames; a GIF may have at most 3000",
                       T, 1 / dt, nframes);
  #line 337 "program/30-animate.nw"
  #line 372 "program/30-animate.nw"
  double s[DP_NSTATE], hh = dt / nsub, fade = dp_fade_factor(rate, dt);
  memcpy(s, cs.s, sizeof s);
  trail tr = { 0 };
  FILE *gp = NULL;
  if (format == 2) {
    if (out_open(&tab, "t th1@ th2@ w1 w2 x1 y1 x2 y2 px1 py1 px2 py2")) return 2;
  } else if (!(gp = gnuplot_open(&tab, &view, &cs.p, delay))) {
    return 2;
  }
  progress pr;
  progress_start(&pr, "animate");
  int status = 0;
  for (long k = 0; k <= nframes && !status; k++) {
    double px[4];
    dp_view_bobs(&view, &cs.p, s, px);
    if (format == 2) {
      double xy[4];
      dp_positions(&cs.p, s, xy);
      double row[13] = { k * dt, s[0], s[1], s[2], s[3], xy[0], xy[1], xy[2], xy[3],
                         px[0], px[1], px[2], px[3] };
      out_row(&tab, row);
    } else {
      gnuplot_frame(gp, &view, &tr, px);
    }
    progress_update(&pr, (double)k / nframes);
    if (k == nframes)
      break;
    trail_fade(&tr, fade, round8);
    for (long j = 0; j < nsub && !status; j++) {
      double before[4];
      dp_view_bobs(&view, &cs.p, s, before);
      if (dp_rk4_step(&cs.p, cs.model, s, hh) != DP_OK || dp_state_check(s, NULL) != DP_OK)
        status = usage_error("the state became non-finite at t = %g; reduce --h", k * dt);
      dp_view_bobs(&view, &cs.p, s, px);
      if (format == 1 && !status && trail_add(&tr, before[2], before[3], px[2], px[3]))
        status = usage_error("out of memory for the trail");
    }
  }
  progress_end(&pr);
  free(tr.seg);
  if (format == 2)
    return status ? (out_abort(&tab), status) : out_close(&tab);
  return gnuplot_close(gp, &tab, status);
#line 338 "program/30-animate.nw"
}
#line 69 "program/10-dp.nw"
static const command commands[] = {
  #line 757 "chapters/04-integrators.nw"
  { "simulate", "integrate one pendulum and print its motion as a table",
    "usage: dp simulate [case options] [--t T] [--h H] [--every E] [--final] [--summary]\n"
    "                   [--method rk4|dopri5|gauss4] [--form lagrange|hamilton] [--tol TOL]\n"
    "  Prints '# t th1 th2 w1 w2 x1 y1 x2 y2 E drift' every E seconds\n"
    "  (default 0.05; a fraction such as 1/60 is accepted) for T seconds\n"
    "  (default 10). Angles in radians,\n"
    "  drift = (E - E0)/E_scale, E_scale = (m1+m2) g l1 + m2 g l2.\n"
    "  --h H        fixed step of at most H seconds (default 0.001) for rk4 and\n"
    "               gauss4; a number, a fraction such as 1/600, or a name:\n"
    "               'explainer' = 1/600 (ten steps per 1/60 s frame),\n"
    "               'review' = 0.001 (the review's step)\n"
    "  --method M   rk4 (default); dopri5, adaptive Dormand-Prince 5(4) with\n"
    "               dense output; gauss4, implicit 2-stage Gauss-Legendre\n"
    "  --form F     lagrange (theta, omega; default for rk4, dopri5) or\n"
    "               hamilton (theta, p; default for gauss4); output is always\n"
    "               in theta, omega\n"
    "  --tol TOL    dopri5's relative and absolute tolerance (default 1e-9)\n"
    "  --final      print only the last row\n"
    "  --back       (implies --summary) then integrate back to t = 0 with the\n"
    "               same steps reversed and print return_error, the largest\n"
    "               difference from the start\n"
    "  --summary    print key-value lines instead of the table: the drift's\n"
    "               extremes step by step and at the rows, the largest angular\n"
    "               accelerations, steps and right-hand-side evaluations\n"
    CASE_OPTIONS_HELP
    OUTPUT_OPTIONS_HELP,
    cmd_simulate },
  #line 986 "chapters/04-integrators.nw"
  { "convergence", "error at a fixed time against a tight reference, halving the step",
    "usage: dp convergence [case options] [--t T] [--h H] [--n N] [--method M] [--form F]\n"
    "                      [--ref-tol TOL] [--summary]\n"
    "  Integrates to time T (default 10) with steps H, H/2, ..., H/2^(N-1)\n"
    "  (default H = 0.01, N = 8) by the fixed-step method M (rk4 or gauss4) and\n"
    "  compares the state with GSL's rk8pd at tolerance TOL (default 1e-13).\n"
    "  Prints '# h steps err ratio order': err = max |s - s_ref| over the four\n"
    "  components, ratio = previous err / err, order = log2(ratio).\n"
    "  --summary  print key-value lines instead: the least-squares order over\n"
    "             the rows whose error is above 100 TOL and the gain 2^order\n"
    CASE_OPTIONS_HELP,
    cmd_convergence },
  #line 1250 "chapters/04-integrators.nw"
  { "explainer-start", "recompute the explainer's drift and twin claims; find its start",
    "usage: dp explainer-start [case options] [--search [--step DEG] [--top K]]\n"
    "  Runs the start as the explainer's page does (RK4, h = 1/600 s) and prints\n"
    "  key-value lines for each of its claims: the drift over 20 s step by step\n"
    "  and at 1/60 s frames, the drift after 10 minutes and its slope per\n"
    "  minute, the largest angular accelerations, the twin run 0.001 rad apart\n"
    "  (time to d = 0.1 m, fitted lambda), the same start at m2 = 10 m1 with the\n"
    "  spread over starts 1e-7 rad apart, and the frame scheduler's largest\n"
    "  step count. Default case: --preset explainer.\n"
    "  --search   instead, scan th1 in [0,180], th2 in [-180,180] deg (released\n"
    "             at rest, the given masses and lengths) every DEG degrees\n"
    "             (default 5) and print the K best fits (default 10) to the\n"
    "             explainer's claims, best first\n"
    CASE_OPTIONS_HELP,
    cmd_explainer_start },
  #line 1540 "chapters/04-integrators.nw"
  { "bench-rk4", "RK4 steps per second: dp, GSL's rk4 stepper, a plain loop",
    "usage: dp bench-rk4 [--steps N] [--repeat R]\n"
    "  Integrates the explainer's start with N steps of h = 1/600 s (default\n"
    "  2000000) three ways, each R times (default 5), keeping the fastest: dp_rk4_step,\n"
    "  gsl_odeiv2_step_rk4 driving the same right-hand side dp_rhs, and a plain\n"
    "  loop with the closed-form accelerations written inline. Prints\n"
    "  steps per second of each, their ratios, and whether dp and the plain\n"
    "  loop end in bit-identical states (they do the same arithmetic).\n",
    cmd_bench_rk4 },
  #line 877 "chapters/05-hamilton.nw"
  { "blog", "rerun the blog's Fortran program, in single or double precision",
    "usage: dp blog [case options] [--form hamilton|lagrange] [--precision single|double]\n"
    "               [--lw1 blog|fixed] [--tau T] [--steps N] [--every K]\n"
    "               [--table | --summary]\n"
    "  The blog's RK4 program, its equations transcribed (default: its own case,\n"
    "  --preset blog: g = 0.005, tau = 3, 1000 steps, 90/90 degrees at rest).\n"
    "  Prints '# step t th1 th2 x2 y2 H drift' every K steps (default 1).\n"
    "  --form        the equations integrated (default hamilton)\n"
    "  --precision   single (float, as the blog) or double (default single)\n"
    "  --lw1         blog: L_w1 as printed (default); fixed: its sign corrected\n"
    "  --table       only the rows the blog prints: '# step th1 th2 H'\n"
    "  --summary     key-value lines: the end state and the largest drift\n"
    CASE_OPTIONS_HELP,
    cmd_blog },
  #line 1213 "chapters/05-hamilton.nw"
  { "blog-causes", "why the blog's two trajectories differ: each cause measured alone",
    "usage: dp blog-causes [--dump FILE]\n"
    "  Runs the blog's case (g = 0.005, 90/90 degrees, 3000 time units) in\n"
    "  pairs that differ in one thing only, and prints for each pair the time\n"
    "  at which the lower bobs first lie 0.1 apart ('div_NAME'; the run's\n"
    "  end, 3000, if never), and for each run its largest energy drift.\n"
    "  --dump FILE  write '# t NAME...' with the distance of each pair\n",
    cmd_blog_causes },
  #line 1353 "chapters/05-hamilton.nw"
  { "blog-check", "test every equation of the blog's program at random states",
    "usage: dp blog-check [--n N] [--seed S]\n"
    "  Evaluates the blog's L_w1, L_w2, H_a1, H_a2, H_p1, H_p2 and Hamiltonian\n"
    "  (transcribed, in double precision) at N random states (default 10000,\n"
    "  seed 5) and prints the worst difference from the book's equations in\n"
    "  units of their rounding scale ('NAME_worst'; the bound is 'bound'), the\n"
    "  percentage of states beyond the bound, and alpha1 l1/g at the blog's\n"
    "  start (equal unit rods and masses at 90/90 degrees, at rest).\n",
    cmd_blog_check },
  #line 1460 "chapters/05-hamilton.nw"
  { "check-hamilton", "Hamilton's equations vs their AD gradient and vs Lagrange",
    "usage: dp check-hamilton [--n N] [--seed S]\n"
    "  At N random states (default 10000, seed 11) prints the worst difference,\n"
    "  in units of its rounding scale, between Hamilton's right-hand side and\n"
    "  the AD gradient of H ('gradient_worst'), between the velocities from\n"
    "  the momenta and the state's ('velocity_worst'), between dp/dt and\n"
    "  dL/dtheta by AD of the Cartesian Lagrangian ('force_worst'), and\n"
    "  between H and E ('energy_worst'); and the bound.\n",
    cmd_check_hamilton },
  #line 229 "chapters/06-paper.nw"
  { "compare", "run one case under two models side by side, print the differences",
    "usage: dp compare [case options] [--against MODEL] [--t T] [--h H]\n"
    "                  [--every E] [--summary]\n"
    "  Runs the case under its model (--model, default correct) and under\n"
    "  MODEL (default linear) from the same start, with RK4 steps of at most H\n"
    "  (default 0.001) for T seconds (default 10), and prints\n"
    "  '# t th1_a th2_a th1_b th2_b d_th1 d_th2 drift_a drift_b' every E\n"
    "  seconds (default 0.05): a is the case's model, b is MODEL, d = b - a,\n"
    "  drift = (E - E0)/E_scale of the true mechanical energy.\n"
    "  --summary  print key-value lines instead: the largest differences over\n"
    "             every step (max_diff, max_diff_th1, max_diff_th2, t_max_diff),\n"
    "             the largest angles (amp_a, amp_b), the largest energy drifts\n"
    "             (max_drift_a, max_drift_b), and start_deg, the largest\n"
    "             starting angle, with sin_deficit = 1 - sin(A)/A there.\n"
    "             If a run leaves the finite range (|w| > 1e6 rad/s), the run\n"
    "             stops, blowup_t gives the time, and the maxima are those\n"
    "             before it (without --summary this is an error).\n"
    CASE_OPTIONS_HELP,
    cmd_compare },
  #line 366 "chapters/07-modes.nw"
  { "modes", "normal modes of the linearized pendulum: frequencies and shapes",
    "usage: dp modes [case options] [--summary] [--measure] [--t T] [--h H]\n"
    "  Prints '# mode omega period shape' for the two normal modes of the\n"
    "  case's parameters, slow mode first: omega in rad/s, period in s,\n"
    "  shape = th2/th1.  --model correct or linear gives the true modes;\n"
    "  paper or paper-small the modes of the paper's equations (upper rod\n"
    "  pulled by m1's weight only).  The starting angles are ignored unless\n"
    "  --measure is given.\n"
    "  --summary  key-value lines instead: omega_slow, omega_fast,\n"
    "             period_slow, period_fast, shape_slow, shape_fast, the\n"
    "             largest relative difference from GSL's generalized\n"
    "             eigensolver (gsl_rel_diff), the true model's omega_slow_true\n"
    "             and omega_fast_true, and slow_error, fast_error = omega /\n"
    "             omega_true - 1\n"
    "  --measure  also run the case from its start for T seconds (default 20)\n"
    "             with RK4 steps H (default 0.001) and print the frequency\n"
    "             measured from the zero crossings of th1 (omega_measured),\n"
    "             the nearest mode's omega_predicted, their relative\n"
    "             difference (measured_rel_diff), the spread of the half\n"
    "             periods (spread) and the largest angles amp_th1, amp_th2\n"
    CASE_OPTIONS_HELP,
    cmd_modes },
  #line 990 "chapters/08-chaos.nw"
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
  #line 1113 "chapters/08-chaos.nw"
  { "check-jacobian", "compare the hand-derived Jacobian with automatic differentiation",
    "usage: dp check-jacobian [--n N] [--seed S]\n"
    "  Draws N random cases (default 10000, seed 8) and prints worst_u, the\n"
    "  largest |J - J_ad| over each row's scale max(1, |F_i|, |J_ij|), in\n"
    "  units of the unit roundoff u.\n",
    cmd_check_jacobian },
  #line 1160 "chapters/08-chaos.nw"
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
  #line 1357 "chapters/08-chaos.nw"
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
  #line 1455 "chapters/08-chaos.nw"
  { "poincare", "Poincare section theta1 = 0, omega1 > 0 at a given energy",
    "usage: dp poincare --energy E [--starts K] [--crossings N] [--h H] [--tmax T]\n"
    "                   [--m1 --m2 --l1 --l2 --g]\n"
    "  Releases K starts (default 12) on the section, theta1 = 0, omega2 = 0,\n"
    "  theta2 spread evenly over the range the energy E (joules) allows, with\n"
    "  omega1 > 0 fixed by E; follows each with RK4 steps H (default 0.005 s)\n"
    "  for at most T seconds (default 2000) or N crossings (default 400).\n"
    "  Prints '# start th2 w2' at each crossing (theta2 reduced to [-pi, pi)).\n",
    cmd_poincare },
  #line 1536 "chapters/08-chaos.nw"
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
  #line 735 "program/10-dp.nw"
  { "presets", "list the named cases with their parameters and sources",
    "usage: dp presets [--format tsv|csv] [-o FILE]\n"
    "  Lists every preset: name, model, parameters (m1 m2 kg, l1 l2 m, g m/s^2),\n"
    "  start (th1 th2 degrees, w1 w2 rad/s), source and what it shows.\n"
    "  With --format or -o, prints a table instead, columns\n"
    "  'name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows'.\n"
    "  Use a preset with --preset NAME; options given with it override its\n"
    "  values, whatever their order on the command line.\n"
    "  -o, --output FILE  write the table to FILE (complete or not at all)\n"
    "  --format tsv|csv   tab-separated with a '# ...' header (default), or CSV\n",
    cmd_presets },
  #line 824 "program/10-dp.nw"
  { "manpage", "print the manual page dp(1) in roff",
    "usage: dp manpage\n"
    "  Prints the manual page, made from every subcommand's help text, in\n"
    "  roff. Read it with: dp manpage > dp.1 && man -l dp.1\n",
    cmd_manpage },
  #line 942 "program/10-dp.nw"
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
  #line 1074 "program/10-dp.nw"
  { "check-energy", "kinetic energy by two routes; the paper's m1 -> 0 limit",
    "usage: dp check-energy [--n N] [--seed S] [--m1 M]\n"
    "  Prints the worst |T - T_cart| over N random states in units of the\n"
    "  rounding of its terms, and the gravity torque on the upper rod at\n"
    "  th1 = 30 deg, th2 = 0, m2 = l1 = l2 = 1, g = 9.81 and the given m1\n"
    "  (default 1e-6) from the true and from the paper's potential.\n",
    cmd_check_energy },
  #line 219 "program/30-animate.nw"
  { "trail-fade", "the trail's fading, exact and with 8-bit opacity",
    "usage: dp trail-fade [--rate R] [--fps F]\n"
    "  The explainer's trail is dimmed every frame by (1-R)^(60 dt), dt = 1/F s\n"
    "  (default R 0.008, F 60). Prints the factor per frame, the exact\n"
    "  half-life, and, with the opacity rounded to whole 255ths every frame as\n"
    "  a canvas does, the time to half, the level where the fading stops\n"
    "  (in 255ths and as a fraction) and when it stops.\n",
    cmd_trail_fade },
  #line 275 "program/30-animate.nw"
  { "animate", "draw the pendulum with its fading trail as an animated GIF",
    "usage: dp animate [case options] -o FILE.gif [--t T] [--fps F] [--h H]\n"
    "                  [--size WxH] [--round-opacity] [--fade R]\n"
    "       dp animate [case options] --format tsv|csv [-o FILE] [--degrees] ...\n"
    "  Integrates the case (RK4, steps of at most H, default 1/600 s) for T\n"
    "  seconds (default 10) and draws a frame every 1/F s (default F 25; GIF\n"
    "  delays are whole 1/100 s, so F is rounded to 100/delay). The picture is\n"
    "  W x H pixels (default 480x480): pivot at the centre, protractor every 30\n"
    "  degrees, the lower bob's trail dimmed by (1-R)^(60 dt) per frame\n"
    "  (default R 0.008). --round-opacity keeps the trail's opacity in whole\n"
    "  255ths like a browser canvas (see dp trail-fade). Needs gnuplot.\n"
    "  --format tsv|csv prints the frames instead:\n"
    "  't th1 th2 w1 w2 x1 y1 x2 y2 px1 py1 px2 py2' (metres, y up; pixels, y down).\n"
    "  -o, --output FILE  write to FILE (complete or not at all)\n"
    "  --format gif|tsv|csv  default gif if FILE ends in .gif, else tsv\n"
    "  --degrees          angles in degrees (tsv/csv; columns renamed NAME_deg)\n"
    CASE_OPTIONS_HELP,
    cmd_animate },
#line 71 "program/10-dp.nw"
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };
#line 76 "program/10-dp.nw"
static void list_commands(FILE *out)
{
  fputs("usage: dp SUBCOMMAND [options]   (dp SUBCOMMAND --help for its options)\n\n"
        "subcommands:\n", out);
  for (int i = 0; i < NCOMMANDS; i++)
    fprintf(out, "  %-14s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
  command_list = commands;
  command_count = NCOMMANDS;
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
      int rc = commands[i].run(argc - 1, argv + 1);
      out_remove_pending();
      return rc;
    }
  return usage_error("unknown subcommand '%s' (try 'dp help')", name);
}
