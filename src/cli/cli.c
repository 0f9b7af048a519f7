#line 45 "program/10-dp.nw"
#include "cli.h"
#line 134 "program/10-dp.nw"
const command *current;

int usage_error(const char *fmt, ...)
{
  va_list ap;
  fputs("dp: error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return 2;
}
#line 156 "program/10-dp.nw"
int finish_output(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 171 "program/10-dp.nw"
int parse_double(const char *opt, const char *arg, double *v)
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

int parse_long(const char *opt, const char *arg, long lo, long hi, long *v)
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
#line 212 "program/10-dp.nw"
int sample_option(int c, const char *arg, long *n, long *seed)
{
  if (c == 'n') return parse_long("n", arg, 1, 100000000, n) ? 2 : 1;
  if (c == 's') return parse_long("seed", arg, 0, 4294967295L, seed) ? 2 : 1;
  return 0;
}
#line 231 "program/10-dp.nw"
int next_option(int argc, char **argv, const struct option *opts)
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
#line 312 "program/10-dp.nw"
const preset presets[] = {
  #line 1002 "chapters/05-hamilton.nw"
  { "blog", "blog: its Fortran program",
    "g = 0.005, unit rods and masses, 90/90 degrees at rest (tau = 3)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 0.005, 90, 90, 0, 0 },
  { "blog-unequal", "book: a case for the blog's second simulation",
    "unequal rods and masses from 120/45 degrees at rest, in the blog's units",
    DP_MODEL_CORRECT, 1, 2, 1, 0.6, 0.005, 120, 45, 0, 0 },
  #line 384 "chapters/06-paper.nw"
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
  #line 478 "chapters/07-modes.nw"
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
  #line 318 "program/10-dp.nw"
  { "blog90", "blog: its interactive simulation, first case", "equal rods and masses released from 90/90 degrees (g = 9.81)",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 90, 90, 0, 0 },
  #line 1253 "program/42-integrators.nw"
  { "explainer", "explainer: its default start (book: Finding the explainer's start)",
    "120/150 deg at rest, equal masses and rods: the explainer's drift and twins",
    DP_MODEL_CORRECT, 1, 1, 1, 1, 9.81, 120, 150, 0, 0 },
  { "explainer-mass10", "explainer: its default start with the mass ratio at 10",
    "the same start with m2 = 10 m1: RK4 at h = 1/600 s loses energy in kicks",
    DP_MODEL_CORRECT, 1, 10, 1, 1, 9.81, 120, 150, 0, 0 },
#line 314 "program/10-dp.nw"
};
const int NPRESETS = sizeof presets / sizeof presets[0];
#line 330 "program/10-dp.nw"
int parse_expr(const char *opt, const char *arg, double *v)
{
  dp_error err;
  if (dp_expr_eval(arg, v, NULL, &err) != DP_OK)
    return usage_error("--%s '%s': %s", opt, arg, err.msg);
  return 0;
}

int parse_angle(const char *opt, const char *arg, double *rad)
{
  double deg;
  if (parse_expr(opt, arg, &deg))
    return 2;
  *rad = deg * M_PI / 180;
  return 0;
}
#line 353 "program/10-dp.nw"
void case_init(dp_case *c)
{
  memset(c, 0, sizeof *c);
  c->p = dp_params_default();
  c->model = DP_MODEL_CORRECT;
  c->s[DP_TH1] = c->s[DP_TH2] = M_PI / 2;
}

/* 1: the option was a case option; 0: it was not; 2: error (reported). */
int case_option(dp_case *c, int opt, const char *arg)
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
#line 395 "program/10-dp.nw"
int case_finish(dp_case *c)
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
#line 501 "program/10-dp.nw"
char out_pending[4096];

void out_remove_pending(void)
{
  if (out_pending[0])
    unlink(out_pending);
  out_pending[0] = '\0';
}

void out_on_signal(int sig)
{
  if (out_pending[0])
    unlink(out_pending);
  signal(sig, SIG_DFL);
  raise(sig);
}

void out_init(out_table *t)
{
  memset(t, 0, sizeof *t);
  t->fmt = "%.12g";
}

int out_option(out_table *t, int opt, const char *arg)
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
#line 555 "program/10-dp.nw"
void out_cell(out_table *t, int i, const char *cell)
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

#line 580 "program/10-dp.nw"
int out_open(out_table *t, const char *columns)
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
  #line 610 "program/10-dp.nw"
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
  #line 599 "program/10-dp.nw"
  if (!t->csv) fputs("# ", t->f);
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, names[i]);
  fputc('\n', t->f);
  return 0;
}
#line 630 "program/10-dp.nw"
int out_make_temp(out_table *t)
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
#line 664 "program/10-dp.nw"
void out_row(out_table *t, const double *v)
{
  char cell[64];
  for (int i = 0; i < t->ncol; i++) {
    double x = t->degrees && (t->angle >> i & 1) ? v[i] * (180 / M_PI) : v[i];
    snprintf(cell, sizeof cell, t->fmt, x);
    out_cell(t, i, cell);
  }
  fputc('\n', t->f);
}

void out_text_row(out_table *t, const char *const *cells)
{
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, cells[i]);
  fputc('\n', t->f);
}

void out_abort(out_table *t)
{
  if (t->path && t->f)
    fclose(t->f);
  t->f = NULL;
  out_remove_pending();
}

int out_close(out_table *t)
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
#line 722 "program/10-dp.nw"
int output_short_option(const struct option *opts)
{
  for (const struct option *o = opts; o->name; o++)
    if (!strcmp(o->name, "output"))
      return o->val;
  return 0;
}
#line 757 "program/10-dp.nw"
double now_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void progress_start(progress *p, const char *what)
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

void progress_update(progress *p, double done)
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

void progress_end(progress *p)
{
  if (p->shown)
    fprintf(stderr, "\r%60s\r", "");
  p->shown = 0;
}
#line 889 "program/10-dp.nw"
const command *command_list;
int command_count;
#line 920 "program/42-integrators.nw"
int parse_step(const char *opt, const char *arg, int names, double *h)
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
#line 966 "program/42-integrators.nw"
int run_option(run_options *ro, int c, const char *arg)
{
  switch (c) {
  case O_T: return parse_double("t", arg, &ro->T) ? 2 : 1;
  case O_H: return parse_step("h", arg, 1, &ro->h) ? 2 : 1;
  case O_EVERY: return parse_step("every", arg, 0, &ro->every) ? 2 : 1;
  case O_TOL: return parse_double("tol", arg, &ro->tol) ? 2 : 1;
  case O_METHOD: {
    dp_error err;
    if (dp_method_from_name(arg, &ro->method, &err) != DP_OK)
      return usage_error("--method '%s': %s", arg, err.msg);
    return 1;
  }
  case O_FORM:
    if (!strcmp(arg, "lagrange")) return ro->form = DP_FORM_LAGRANGE, 1;
    if (!strcmp(arg, "hamilton")) return ro->form = DP_FORM_HAMILTON, 1;
    return usage_error("--form '%s': unknown form (choose lagrange or hamilton)", arg);
  }
  return 0;
}
#line 994 "program/42-integrators.nw"
int check_run_options(const run_options *ro)
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
  if (ro->method != DP_DOPRI5 && ro->T / ro->h > MAX_STEPS)
    return usage_error("--t %g with --h %g would take %.3g steps (limit %.3g)",
                       ro->T, ro->h, ro->T / ro->h, MAX_STEPS);
  if (!(ro->tol >= 1e-14 && ro->tol <= 0.1))
    return usage_error("--tol %g: must be between 1e-14 and 0.1", ro->tol);
  return 0;
}
