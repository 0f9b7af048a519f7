#line 51 "program/10-dp.nw"
#include "cli.h"
#line 188 "program/10-dp.nw"
const command *current;

int usage_error(const char *fmt, ...)
{
  va_list ap;
  progress_quiet();
  fputs("dp: error: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return 2;
}
#line 203 "program/10-dp.nw"
void warning(const char *fmt, ...)
{
  va_list ap;
  progress_clear();
  fputs("dp: warning: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}
#line 237 "program/10-dp.nw"
int finish_output(void)
{
  if (out_refused)
    return 2;
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 257 "program/10-dp.nw"
int parse_double(const char *opt, const char *arg, double *v)
{
  char *end;
  errno = 0;
  double x = strtod(arg, &end);
  if (end == arg || *end != '\0')
    return usage_error("--%s '%s': not a number", opt, arg);
  if (errno == ERANGE || !isfinite(x))
    return usage_error("--%s '%s': not a finite number", opt, arg);
  if (arg[strspn(arg, "0123456789+-.eE")] != '\0')
    return usage_error("--%s '%s': not a decimal number", opt, arg);
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
#line 306 "program/10-dp.nw"
int sample_option(int c, const char *arg, long *n, long *seed)
{
  if (c == 'n') return parse_long("n", arg, 1, 100000000, n) ? 2 : 1;
  if (c == 's') return parse_long("seed", arg, 0, 4294967295L, seed) ? 2 : 1;
  return 0;
}
#line 327 "program/10-dp.nw"
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
#line 449 "program/10-dp.nw"
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
#line 476 "program/10-dp.nw"
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
#line 522 "program/10-dp.nw"
int case_finish(dp_case *c)
{
  if (c->preset) {
    const dp_preset *q = dp_preset_find(c->preset);
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
  if (c->still ? dp_params_check(&c->p, &err) != DP_OK || dp_state_check(c->s, &err) != DP_OK
               : dp_start_check(&c->p, c->s, &err) != DP_OK)
    return usage_error("%s", err.msg);
  snprintf(case_text, sizeof case_text, " (case: model %s, m1 %g, m2 %g, l1 %g, l2 %g, g %g,"
           " th1 %g deg, th2 %g deg, w1 %g, w2 %g)", dp_model_name(c->model), c->p.m1, c->p.m2,
           c->p.l1, c->p.l2, c->p.g, c->s[DP_TH1] * 180 / M_PI, c->s[DP_TH2] * 180 / M_PI,
           c->s[DP_W1], c->s[DP_W2]);
  return 0;
}
#line 560 "program/10-dp.nw"
char case_text[400];

const char *case_note(void)
{
  return case_text;
}
#line 701 "program/10-dp.nw"
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
  t->opt = "output";
  t->bad_col = -1;
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
#line 763 "program/10-dp.nw"
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
#line 795 "program/10-dp.nw"
static int out_fail(out_table *t, const char *what, int e)
{
  return usage_error("--%s '%s': %s: %s", t->opt, t->path, what, strerror(e));
}

int out_prepare(out_table *t)
{
  if (t->f)
    return 0;
  t->f = stdout;
  t->kind = OUT_STDOUT;
  if (!t->path)
    return 0;
  #line 842 "program/10-dp.nw"
  struct stat lst;
  if (strlen(t->path) >= sizeof t->target)
    return usage_error("--%s: path too long", t->opt);
  snprintf(t->target, sizeof t->target, "%s", t->path);
  if (lstat(t->path, &lst) == 0 && S_ISLNK(lst.st_mode)) {
    char buf[PATH_MAX];
    if (realpath(t->path, buf)) {
      snprintf(t->target, sizeof t->target, "%s", buf);
    } else {
      ssize_t n = readlink(t->path, buf, sizeof buf - 1);
      if (n < 0)
        return out_fail(t, "cannot read the link", errno);
      buf[n] = '\0';
      const char *slash = strrchr(t->path, '/');
      if (buf[0] == '/' || !slash)
        snprintf(t->target, sizeof t->target, "%s", buf);
      else if (snprintf(t->target, sizeof t->target, "%.*s/%s",
                        (int)(slash - t->path), t->path, buf) >= (int)sizeof t->target)
        return usage_error("--%s: path too long", t->opt);
    }
  }
  #line 809 "program/10-dp.nw"
  struct stat st;
  if (stat(t->target, &st) == 0 && !S_ISREG(st.st_mode)) {
    #line 867 "program/10-dp.nw"
    if (S_ISDIR(st.st_mode))
      return usage_error("--%s '%s': is a directory", t->opt, t->path);
    if (!S_ISCHR(st.st_mode) && !S_ISBLK(st.st_mode) && !S_ISFIFO(st.st_mode))
      return usage_error("--%s '%s': not a file, device or FIFO", t->opt, t->path);
    int fd = open(t->target, O_WRONLY | O_NOCTTY);
    if (fd < 0 || !(t->f = fdopen(fd, "w"))) {
      int e = errno;
      if (fd >= 0) close(fd);
      t->f = NULL;
      return out_fail(t, "cannot open", e);
    }
    t->kind = OUT_SPECIAL;
    #line 812 "program/10-dp.nw"
    return 0;
  }
  if (stat(t->target, &st) == 0 && st.st_nlink > 1)
    return usage_error("--%s '%s': the file has %lu hard links, which replacing it"
                       " would split apart; remove it first or write elsewhere",
                       t->opt, t->path, (unsigned long)st.st_nlink);
  int exists = stat(t->target, &st) == 0;
  int fd = out_make_temp_in_dir(t, exists ? &st : NULL);
  if (fd < 0)
    return 2;
  if (!(t->f = fdopen(fd, "w"))) {
    int e = errno;
    close(fd);
    out_remove_pending();
    return out_fail(t, "cannot write", e);
  }
  t->kind = OUT_REGULAR;
  return 0;
}
#line 887 "program/10-dp.nw"
int out_make_temp_in_dir(out_table *t, const struct stat *old)
{
  const char *slash = strrchr(t->target, '/');
  int n = slash ? snprintf(t->tmp, sizeof t->tmp, "%.*s/.dp-XXXXXX",
                           (int)(slash - t->target), t->target)
                : snprintf(t->tmp, sizeof t->tmp, ".dp-XXXXXX");
  if (n >= (int)sizeof t->tmp)
    return usage_error("--%s: path too long", t->opt), -1;
  int fd = mkstemp(t->tmp);
  if (fd < 0)
    return out_fail(t, "cannot create a file in its directory", errno), -1;
  memcpy(out_pending, t->tmp, sizeof out_pending);
  static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
  for (int i = 0; i < 3; i++) {
    struct sigaction sa;
    if (sigaction(sigs[i], NULL, &sa) == 0 && sa.sa_handler != SIG_IGN)
      signal(sigs[i], out_on_signal);
  }
  mode_t mode;
  if (old) {
    mode = old->st_mode & 07777;
    if (geteuid() == 0 && fchown(fd, old->st_uid, old->st_gid) != 0) {
      int e = errno;
      close(fd);
      out_remove_pending();
      return out_fail(t, "cannot keep the owner", e), -1;
    }
  } else {
    mode_t mask = umask(0);
    umask(mask);
    mode = 0666 & ~mask;
  }
  if (fchmod(fd, mode) != 0) {
    int e = errno;
    close(fd);
    out_remove_pending();
    return out_fail(t, "cannot set the permissions", e), -1;
  }
  return fd;
}
#line 939 "program/10-dp.nw"
int out_open(out_table *t, const char *columns)
{
  t->ncol = 0;
  t->angle = 0;
  for (const char *c = columns; *c;) {
    size_t n = strcspn(c, " ");
    if (n > 0) {
      if (t->ncol == OUT_MAXCOL || n >= sizeof t->names[0])
        return usage_error("internal: too many or too long columns in '%s'", columns);
      int ang = c[n - 1] == '@';
      snprintf(t->names[t->ncol], sizeof t->names[0], "%.*s%s", (int)(n - (size_t)ang), c,
               ang && t->degrees ? "_deg" : "");
      if (ang) t->angle |= 1u << t->ncol;
      t->ncol++;
    }
    c += n + (c[n] == ' ');
  }
  if (out_prepare(t))
    return 2;
  if (!t->csv) fputs("# ", t->f);
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, t->names[i]);
  fputc('\n', t->f);
  return 0;
}
#line 974 "program/10-dp.nw"
void out_row(out_table *t, const double *v)
{
  char cell[64];
  if (t->bad_col >= 0)
    return;
  for (int i = 0; i < t->ncol; i++)
    if (!isfinite(v[i])) {
      t->bad_col = i, t->bad_val = v[i], t->bad_t = v[0];
      return;
    }
  for (int i = 0; i < t->ncol; i++) {
    double x = t->degrees && (t->angle >> i & 1) ? v[i] * (180 / M_PI) : v[i];
    snprintf(cell, sizeof cell, t->colfmt[i] ? t->colfmt[i] : t->fmt, x);
    out_cell(t, i, cell);
  }
  fputc('\n', t->f);
  t->rows++;
}

void out_text_row(out_table *t, const char *const *cells)
{
  for (int i = 0; i < t->ncol; i++)
    out_cell(t, i, cells[i]);
  fputc('\n', t->f);
  t->rows++;
}

void out_abort(out_table *t)
{
  if (t->kind != OUT_STDOUT && t->f)
    fclose(t->f);
  t->f = NULL;
  out_remove_pending();
}
#line 1023 "program/10-dp.nw"
int out_close(out_table *t)
{
  if (t->bad_col >= 0) {
    out_abort(t);
    return usage_error("the value of '%s' became %s (row %ld, %s = %g): the run diverged;"
                       " nothing more was written%s", t->names[t->bad_col],
                       isnan(t->bad_val) ? "NaN" : "infinite", t->rows + 1, t->names[0],
                       t->bad_t, case_note());
  }
  if (t->kind == OUT_STDOUT)
    return finish_output();
  int bad = fflush(t->f) != 0 || ferror(t->f), e = errno;
  if (!bad && t->kind == OUT_REGULAR && fsync(fileno(t->f)) != 0)
    bad = 1, e = errno;
  if (fclose(t->f) != 0 && !bad)
    bad = 1, e = errno;
  t->f = NULL;
  if (bad) {
    out_remove_pending();
    return out_fail(t, "cannot write", e ? e : EIO);
  }
  if (t->kind == OUT_REGULAR && rename(t->tmp, t->target) != 0) {
    e = errno;
    out_remove_pending();
    return out_fail(t, "cannot rename the finished file into place", e);
  }
  out_pending[0] = '\0';
  return finish_output();
}
#line 1064 "program/10-dp.nw"
int out_make_temp(out_table *t)
{
  if (out_prepare(t))
    return -1;
  if (t->kind == OUT_STDOUT)
    return usage_error("this output needs a file: give -o FILE"), -1;
  if (t->kind == OUT_SPECIAL) {
    fclose(t->f);
    t->f = NULL;
    if (snprintf(t->tmp, sizeof t->tmp, "/tmp/dp-XXXXXX") >= (int)sizeof t->tmp) return -1;
    int fd = mkstemp(t->tmp);
    if (fd < 0)
      return out_fail(t, "cannot create a temporary file in /tmp", errno), -1;
    memcpy(out_pending, t->tmp, sizeof out_pending);
    return fd;
  }
  int fd = dup(fileno(t->f));
  fclose(t->f);
  t->f = NULL;
  return fd;
}

int out_commit(out_table *t)
{
  int fd = open(t->tmp, O_RDONLY), e = 0;
  if (fd < 0 || fsync(fd) != 0)
    e = errno;
  if (!e && t->kind == OUT_SPECIAL) {
    #line 1104 "program/10-dp.nw"
    int dfd = open(t->target, O_WRONLY | O_NOCTTY);
    char buf[65536];
    ssize_t n;
    if (dfd < 0) e = errno;
    while (!e && (n = read(fd, buf, sizeof buf)) > 0)
      for (ssize_t off = 0; off < n && !e;) {
        ssize_t w = write(dfd, buf + off, (size_t)(n - off));
        if (w < 0) e = errno; else off += w;
      }
    if (dfd >= 0 && close(dfd) != 0 && !e) e = errno;
  #line 1093 "program/10-dp.nw"
  }
  if (fd >= 0) close(fd);
  if (!e && t->kind == OUT_REGULAR && rename(t->tmp, t->target) != 0)
    e = errno;
  out_remove_pending();
  if (e)
    return out_fail(t, "cannot write", e);
  return finish_output();
}
#line 1127 "program/10-dp.nw"
int output_short_option(const struct option *opts)
{
  for (const struct option *o = opts; o->name; o++)
    if (!strcmp(o->name, "output"))
      return o->val;
  return 0;
}
#line 1148 "program/10-dp.nw"
int out_refused;

int print_kv(const char *key, const char *fmt, double x)
{
  if (out_refused)
    return 2;
  if (!isfinite(x)) {
    out_refused = 1;
    return usage_error("the value of '%s' is %s: the run diverged (try a smaller --h,"
                       " or a case within the limits of 'dp help')%s", key,
                       isnan(x) ? "NaN" : "infinite", case_note());
  }
  printf("%s\t", key);
  printf(fmt, x);
  putchar('\n');
  return 0;
}
#line 1177 "program/10-dp.nw"
static int nonfinite_word(const char *text)
{
  for (const char *c = text; *c;) {
    if (!isalnum((unsigned char)*c) && *c != '_') {
      c++;
      continue;
    }
    size_t n = 0;
    char w[9];
    while (isalnum((unsigned char)c[n]) || c[n] == '_') {
      if (n < sizeof w - 1) w[n] = (char)tolower((unsigned char)c[n]);
      n++;
    }
    if (n < sizeof w) {
      w[n] = '\0';
      if (!strcmp(w, "nan") || !strcmp(w, "inf") || !strcmp(w, "infinity"))
        return 1;
    }
    c += n;
  }
  return 0;
}

int out_printf(const char *fmt, ...)
{
  char small[512], *text = small;
  va_list ap, aq;
  if (out_refused)
    return 2;
  va_start(ap, fmt);
  va_copy(aq, ap);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)))
    vsnprintf(text, (size_t)n + 1, fmt, aq);
  va_end(aq);
  if (n < 0 || !text)
    return usage_error("internal: cannot format output");
  int bad = nonfinite_word(text);
  if (bad) {
    out_refused = 1;
    size_t len = strcspn(text, "\n");
    usage_error("a number to print is not finite ('%.*s%s'): the run diverged; nothing more"
                " was printed%s", (int)(len > 80 ? 80 : len), text, len > 80 ? "..." : "",
                case_note());
  } else {
    fputs(text, stdout);
  }
  if (text != small)
    free(text);
  return bad ? 2 : 0;
}
#line 1284 "program/10-dp.nw"
double now_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double progress_after(void)
{
  const char *env = getenv("DP_PROGRESS");
  if (env && !strcmp(env, "never")) return -1;
  if (env && !strcmp(env, "always")) return 0;
  return isatty(STDERR_FILENO) ? PROGRESS_AFTER : -1;
}
#line 1312 "program/10-dp.nw"
static volatile sig_atomic_t progress_line, beat_on;
static struct timespec beat_t0;
static char beat_what[64];

static size_t beat_put(char *buf, size_t n, const char *text)
{
  while (*text && n < 200)
    buf[n++] = *text++;
  return n;
}

static void beat(int sig)
{
  (void)sig;
  if (!beat_on)
    return;
  int e = errno;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  long sec = (long)(ts.tv_sec - beat_t0.tv_sec);
  char buf[256], digits[24];
  int k = 0;
  size_t n = beat_put(buf, 0, "\rdp ");
  n = beat_put(buf, n, beat_what);
  n = beat_put(buf, n, ": working, ");
  do digits[k++] = (char)('0' + sec % 10); while ((sec /= 10) > 0 && k < 20);
  while (k > 0) buf[n++] = digits[--k];
  n = beat_put(buf, n, " s so far   ");
  if (write(STDERR_FILENO, buf, n) > 0)
    progress_line = 1;
  errno = e;
}

void progress_heartbeat(const char *what)
{
  double after = progress_after();
  if (after < 0)
    return;
  snprintf(beat_what, sizeof beat_what, "%s", what);
  clock_gettime(CLOCK_MONOTONIC, &beat_t0);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = beat;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGALRM, &sa, NULL) != 0)
    return;
  struct itimerval it = { { 1, 0 }, { (time_t)after, 0 } };
  if (after == 0)
    it.it_value.tv_usec = 200000;
  beat_on = 1;
  setitimer(ITIMER_REAL, &it, NULL);
}

void progress_clear(void)
{
  static const char blank[] = "\r                                                            \r";
  if (progress_line && write(STDERR_FILENO, blank, sizeof blank - 1) > 0)
    progress_line = 0;
}

void progress_quiet(void)
{
  if (beat_on) {
    struct itimerval off = { { 0, 0 }, { 0, 0 } };
    beat_on = 0;
    setitimer(ITIMER_REAL, &off, NULL);
  }
  progress_clear();
}

void progress_start(progress *p, const char *what)
{
  progress_quiet();
  p->what = what;
  p->t0 = now_seconds();
  p->last = -1;
  p->shown = 0;
  p->after = progress_after();
  p->on = p->after >= 0;
}

void progress_update(progress *p, double done)
{
  if (!p->on) return;
  double t = now_seconds();
  if (t - p->t0 < p->after || (p->last >= 0 && t - p->last < 0.2)) return;
  p->last = t;
  p->shown = 1;
  progress_line = 1;
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
    progress_clear();
  p->shown = 0;
}
#line 1460 "program/10-dp.nw"
double drift_warn = DRIFT_WARN_DEFAULT;

int parse_drift_warn(const char *what, const char *arg)
{
  double x;
  char *end;
  if (!strcmp(arg, "off"))
    return drift_warn = 0, 0;
  errno = 0;
  x = strtod(arg, &end);
  if (end == arg || *end || errno || !(x > 0 && x < 1e300)
      || arg[strspn(arg, "0123456789+-.eE")] != '\0')
    return usage_error("%s '%s': give a positive number or 'off'", what, arg);
  drift_warn = x;
  return 0;
}

int drift_warn_from_environment(void)
{
  const char *env = getenv("DP_DRIFT_WARN");
  return env ? parse_drift_warn("DP_DRIFT_WARN", env) : 0;
}

void warn_drift(dp_model model, double drift, double t, const char *remedy)
{
  char when[64] = "";
  if (t >= 0)
    snprintf(when, sizeof when, " (at t = %g s)", t);
  if (model == DP_MODEL_CORRECT && drift_warn > 0 && fabs(drift) > drift_warn)
    warning("the energy drifted by %.3g of E_scale%s, more than %g (DP_DRIFT_WARN):"
            " the run is not accurate; %s", drift, when, drift_warn, remedy);
}
#line 1499 "program/10-dp.nw"
void warn_step(double h, double rate)
{
  if (h * rate > DP_RESOLVE_MAX)
    warning("the step %g s cannot resolve the motion: its fastest rate is %.3g rad/s, and"
            " the step times it is %.3g, above %g; take --h at most %.3g", h, rate,
            h * rate, DP_RESOLVE_MAX, DP_RESOLVE_MAX / rate);
}

void warn_case_step(const dp_case *c, double h)
{
  warn_step(h, dp_pendulum_rate(&c->p, c->model, c->s));
}
#line 1604 "program/10-dp.nw"
const command *command_list;
int command_count;
#line 1486 "program/42-integrators.nw"
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
#line 1529 "program/42-integrators.nw"
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
#line 1557 "program/42-integrators.nw"
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
