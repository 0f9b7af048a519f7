#line 190 "chapters/04-integrators.nw"
#include "dp_integrate.h"
#line 38 "chapters/90-dp.nw"
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
#line 1044 "chapters/90-dp.nw"
#include <float.h>
#line 417 "chapters/92-animate.nw"
#include "dp_anim.h"
#include <sys/wait.h>
#line 149 "chapters/04-integrators.nw"
#define MAX_ROWS 10000000L
#line 60 "chapters/90-dp.nw"
typedef struct {
  const char *name, *summary, *help;
  int (*run)(int argc, char **argv);
} command;
#line 117 "chapters/90-dp.nw"
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
#line 135 "chapters/90-dp.nw"
static int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 147 "chapters/90-dp.nw"
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
#line 180 "chapters/90-dp.nw"
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
#line 225 "chapters/90-dp.nw"
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
#line 257 "chapters/90-dp.nw"
typedef struct {
  const char *name, *source, *shows;
  dp_model model;
  double m1, m2, l1, l2, g, th1_deg, th2_deg, w1, w2;
} preset;
static const preset presets[] = {
  
#line 268 "chapters/90-dp.nw"
{ "blog90", "blog: its Fortran program", "equal rods and masses released from 90/90 degrees",
  DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
#line 264 "chapters/90-dp.nw"
};
enum { NPRESETS = sizeof presets / sizeof presets[0] };
#line 280 "chapters/90-dp.nw"
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
#line 299 "chapters/90-dp.nw"
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
#line 337 "chapters/90-dp.nw"
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
#line 413 "chapters/90-dp.nw"
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
#line 440 "chapters/90-dp.nw"
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
#line 487 "chapters/90-dp.nw"
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
#line 508 "chapters/90-dp.nw"
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
  
#line 537 "chapters/90-dp.nw"
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
#line 529 "chapters/90-dp.nw"
  if (!t->csv) fputs("# ", t->f);
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, names[i]);
  fputc('\n', t->f);
  return 0;
}
#line 557 "chapters/90-dp.nw"
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
#line 588 "chapters/90-dp.nw"
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
#line 640 "chapters/90-dp.nw"
static int output_short_option(const struct option *opts)
{
  for (const struct option *o = opts; o->name; o++)
    if (!strcmp(o->name, "output"))
      return o->val;
  return 0;
}
#line 660 "chapters/90-dp.nw"
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
#line 790 "chapters/90-dp.nw"
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
#line 432 "chapters/92-animate.nw"
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
#line 477 "chapters/92-animate.nw"
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
  
#line 537 "chapters/92-animate.nw"
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
#line 529 "chapters/92-animate.nw"
  return gp;
}
#line 560 "chapters/92-animate.nw"
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
#line 583 "chapters/92-animate.nw"
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
#line 732 "chapters/90-dp.nw"
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
    
#line 762 "chapters/90-dp.nw"
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
#line 748 "chapters/90-dp.nw"
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
#line 815 "chapters/90-dp.nw"
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
#line 941 "chapters/90-dp.nw"
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
  
#line 972 "chapters/90-dp.nw"
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
  worst_scaled = fmax(worst_scaled, d.scaled);
  worst_el = fmax(worst_el, el);
  
#line 1035 "chapters/90-dp.nw"
{
  double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
  dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
  double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
  worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                              / (DBL_EPSILON / 2 * M[0] * M[3]));
}
#line 1007 "chapters/90-dp.nw"
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
  printf("el_worst\t%.4f\n", worst_el);
  printf("det_worst_u\t%.4f\n", worst_det);
  printf("el_paper_worst\t%.6e\n", worst_el_paper);
}
return finish_output();
#line 963 "chapters/90-dp.nw"
}
#line 1063 "chapters/90-dp.nw"
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
#line 229 "chapters/92-animate.nw"
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
#line 295 "chapters/92-animate.nw"
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
  
#line 345 "chapters/92-animate.nw"
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
#line 337 "chapters/92-animate.nw"
  
#line 372 "chapters/92-animate.nw"
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
#line 338 "chapters/92-animate.nw"
}
#line 69 "chapters/90-dp.nw"
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
#line 719 "chapters/90-dp.nw"
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
#line 808 "chapters/90-dp.nw"
{ "manpage", "print the manual page dp(1) in roff",
  "usage: dp manpage\n"
  "  Prints the manual page, made from every subcommand's help text, in\n"
  "  roff. Read it with: dp manpage > dp.1 && man -l dp.1\n",
  cmd_manpage },
#line 926 "chapters/90-dp.nw"
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
#line 1054 "chapters/90-dp.nw"
{ "check-energy", "kinetic energy by two routes; the paper's m1 -> 0 limit",
  "usage: dp check-energy [--n N] [--seed S] [--m1 M]\n"
  "  Prints the worst |T - T_cart| over N random states in units of the\n"
  "  rounding of its terms, and the gravity torque on the upper rod at\n"
  "  th1 = 30 deg, th2 = 0, m2 = l1 = l2 = 1, g = 9.81 and the given m1\n"
  "  (default 1e-6) from the true and from the paper's potential.\n",
  cmd_check_energy },
#line 219 "chapters/92-animate.nw"
{ "trail-fade", "the trail's fading, exact and with 8-bit opacity",
  "usage: dp trail-fade [--rate R] [--fps F]\n"
  "  The explainer's trail is dimmed every frame by (1-R)^(60 dt), dt = 1/F s\n"
  "  (default R 0.008, F 60). Prints the factor per frame, the exact\n"
  "  half-life, and, with the opacity rounded to whole 255ths every frame as\n"
  "  a canvas does, the time to half, the level where the fading stops\n"
  "  (in 255ths and as a fraction) and when it stops.\n",
  cmd_trail_fade },
#line 275 "chapters/92-animate.nw"
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
#line 71 "chapters/90-dp.nw"
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };
#line 76 "chapters/90-dp.nw"
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
