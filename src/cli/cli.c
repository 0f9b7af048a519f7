#line 51 "program/10-dp.nw"
#include "cli.h"
#line 219 "program/10-dp.nw"
const command *current;

static void say(const char *prefix, const char *fmt, va_list ap)
{
  char small[1024], *text = small;
  va_list aq;
  va_copy(aq, ap);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)))
    vsnprintf(text, (size_t)n + 1, fmt, aq);
  va_end(aq);
  if (n < 0 || !text) {
    fprintf(stderr, "%s(a message that cannot be formatted)\n", prefix);
    return;
  }
  char *safe = message_safe(text);
  fprintf(stderr, "%s%s\n", prefix, safe ? safe : "(out of memory for a message)");
  free(safe);
  if (text != small)
    free(text);
}

int usage_error(const char *fmt, ...)
{
  va_list ap;
  progress_quiet();
  va_start(ap, fmt);
  say("dp: error: ", fmt, ap);
  va_end(ap);
  return 2;
}
#line 252 "program/10-dp.nw"
void warning(const char *fmt, ...)
{
  va_list ap;
  progress_clear();
  va_start(ap, fmt);
  say("dp: warning: ", fmt, ap);
  va_end(ap);
}
#line 340 "program/10-dp.nw"
int cli_argc;
char **cli_argv;

static size_t utf8_length(const unsigned char *c)
{
  size_t n = c[0] >= 0xf0 && c[0] <= 0xf4 ? 4 : c[0] >= 0xe0 ? 3 : c[0] >= 0xc2 ? 2 : 0;
  if (n == 0 || (c[0] >= 0xf8))
    return 0;
  for (size_t i = 1; i < n; i++)
    if ((c[i] & 0xc0) != 0x80)
      return 0;
  if (n == 2 && c[0] == 0xc2 && c[1] < 0xa0)
    return 0;
  return n;
}

/* Append s, escaped (backslashes too if bs), to out (of size cap, counting its
   used bytes in *len) up to max shown characters; 1 if it had to stop short. */
static int escape_into(char *out, size_t cap, size_t *len, const char *s, size_t max, int bs)
{
  size_t shown_chars = 0;
  for (const unsigned char *c = (const unsigned char *)s; *c;) {
    char one[16];
    size_t n = 1, w;
    if (*c == '\n') w = (size_t)snprintf(one, sizeof one, "\\n");
    else if (*c == '\t') w = (size_t)snprintf(one, sizeof one, "\\t");
    else if (*c == '\r') w = (size_t)snprintf(one, sizeof one, "\\r");
    else if (*c == '\\' && bs) w = (size_t)snprintf(one, sizeof one, "\\\\");
    else if (*c < 0x20 || *c == 0x7f) w = (size_t)snprintf(one, sizeof one, "\\x%02x", *c);
    else if (*c < 0x80) one[0] = (char)*c, one[1] = '\0', w = 1;
    else if ((n = utf8_length(c)) > 0) memcpy(one, c, n), one[n] = '\0', w = n;
    else n = 1, w = (size_t)snprintf(one, sizeof one, "\\x%02x", *c);
    if (shown_chars + 1 > max || *len + w + 1 > cap)
      return 1;
    memcpy(out + *len, one, w + 1);
    *len += w;
    shown_chars++;
    c += n;
  }
  return 0;
}

const char *shown(const char *s)
{
  static char buf[8][4 * SHOWN_MAX + 8];
  static int next;
  char *out = buf[next++ % 8];
  size_t len = 0;
  out[0] = '\0';
  if (escape_into(out, sizeof buf[0], &len, s, SHOWN_MAX, 1)) {
    len = 0;
    escape_into(out, sizeof buf[0], &len, s, SHOWN_MAX - 3, 1);
    memcpy(out + len, "...", 4);
  }
  return out;
}

const char *quote(const char *s)
{
  static char buf[8][4 * SHOWN_MAX + 12];
  static int next;
  char *out = buf[next++ % 8];
  snprintf(out, sizeof buf[0], "'%s'", shown(s));
  return out;
}
#line 413 "program/10-dp.nw"
enum { MESSAGE_MAX = 2000 };

static int needs_showing(const char *s)
{
  if (strlen(s) > SHOWN_MAX)
    return 1;
  char out[4 * SHOWN_MAX + 8];
  size_t len = 0;
  escape_into(out, sizeof out, &len, s, SHOWN_MAX, 0);
  return strcmp(s, out) != 0;
}

/* Replace in text each occurrence of what by by; for a long what, an
   occurrence is any run of text that starts with its first SHOWN_MAX + 1
   bytes and follows it as far as it goes (an echo cut short by a buffer). */
static char *replace_all(char *text, const char *what, const char *by)
{
  size_t nw = strlen(what), nb = strlen(by), count = 0;
  size_t key = nw > SHOWN_MAX ? SHOWN_MAX + 1 : nw;
  if (nw == 0) return text;
  for (const char *c = text; *c; c++)
    if (!strncmp(c, what, key)) count++, c += key - 1;
  if (count == 0) return text;
  char *out = malloc(strlen(text) + count * nb + 1), *o = out;
  if (!out) return text;
  for (const char *c = text; *c;) {
    if (!strncmp(c, what, key)) {
      size_t k = key;
      while (k < nw && c[k] == what[k]) k++;
      memcpy(o, by, nb), o += nb;
      c += k;
    } else {
      *o++ = *c++;
    }
  }
  *o = '\0';
  free(text);
  return out;
}

char *message_safe(const char *text)
{
  const char *cand[64];
  int nc = 0;
  static const char *const env[] = { "DP_DRIFT_WARN", "DP_PROGRESS" };
  for (int i = 1; i < cli_argc && nc < 60; i++) {
    cand[nc++] = cli_argv[i];
    const char *eq = strchr(cli_argv[i], '=');
    if (cli_argv[i][0] == '-' && eq) cand[nc++] = eq + 1;
  }
  for (int i = 0; i < 2; i++)
    if (getenv(env[i])) cand[nc++] = getenv(env[i]);
  char *out = strdup(text);
  for (int pass = 0; out && pass < nc; pass++) {
    int best = -1;
    for (int i = 0; i < nc; i++)
      if (cand[i] && needs_showing(cand[i])
          && (best < 0 || strlen(cand[i]) > strlen(cand[best])))
        best = i;
    if (best < 0) break;
    char by[4 * SHOWN_MAX + 8];
    snprintf(by, sizeof by, "%s", shown(cand[best]));
    out = replace_all(out, cand[best], by);
    cand[best] = NULL;
  }
  if (!out) return NULL;
  size_t cap = 4 * strlen(out) + 16, len = 0;
  char *safe = malloc(cap);
  if (safe) {
    safe[0] = '\0';
    escape_into(safe, cap, &len, out, (size_t)-1, 0);
    if (len > MESSAGE_MAX) memcpy(safe + MESSAGE_MAX - 3, "...", 4);
  }
  free(out);
  return safe;
}
#line 498 "program/10-dp.nw"
const char *count_text(double x)
{
  static char buf[8][40];
  static int next;
  char *out = buf[next++ % 8];
  if (isfinite(x)) snprintf(out, sizeof buf[0], "%.3g", x);
  else snprintf(out, sizeof buf[0], "more than %.3g", DBL_MAX);
  return out;
}

const char *num(double x)
{
  static char buf[8][40];
  static int next;
  char *out = buf[next++ % 8];
  for (int p = 1; p <= 17; p++) {
    snprintf(out, sizeof buf[0], "%.*g", p, x);
    if (strtod(out, NULL) == x || !isfinite(x))
      break;
  }
  return out;
}

static struct { const char *opt, *arg; double x; } typed[48];
static int ntyped;

void remember_arg(const char *opt, const char *arg, double x)
{
  int i = 0;
  while (i < ntyped && strcmp(typed[i].opt, opt)) i++;
  if (i == ntyped && ntyped < 48) ntyped++;
  if (i < ntyped) typed[i].opt = opt, typed[i].arg = arg, typed[i].x = x;
}

const char *arg_text(const char *opt, double x)
{
  static char buf[8][32];
  static int next;
  char *out = buf[next++ % 8];
  snprintf(out, sizeof buf[0], "%g", x);
  if (strtod(out, NULL) == x || !isfinite(x))
    return out;
  for (int i = 0; i < ntyped; i++)
    if (!strcmp(typed[i].opt, opt) && typed[i].x == x)
      return shown(typed[i].arg);
  return num(x);
}
#line 552 "program/10-dp.nw"
int finish_output(void)
{
  if (out_refused)
    return 2;
  if (fflush(stdout) != 0 || ferror(stdout))
    return usage_error("cannot write output: %s", strerror(errno));
  return 0;
}
#line 578 "program/10-dp.nw"
int is_hex(const char *arg)
{
  if (*arg == '+' || *arg == '-') arg++;
  return arg[0] == '0' && (arg[1] == 'x' || arg[1] == 'X');
}

static int hex_refused(const char *opt, const char *arg)
{
  return usage_error("--%s %s: hexadecimal numbers are not accepted; write it in decimal",
                     opt, quote(arg));
}

int parse_double(const char *opt, const char *arg, double *v)
{
  char *end;
  if (is_hex(arg))
    return hex_refused(opt, arg);
  errno = 0;
  double x = strtod(arg, &end);
  if (end == arg || *end != '\0')
    return usage_error("--%s %s: not a number", opt, quote(arg));
  if (!isfinite(x) && errno != ERANGE)
    return usage_error("--%s %s: not a finite number", opt, quote(arg));
  if (arg[strspn(arg, "0123456789+-.eE")] != '\0')
    return usage_error("--%s %s: not a decimal number", opt, quote(arg));
  if (errno == ERANGE && !isfinite(x))
    return usage_error("--%s %s: too large for a number of dp (at most %g)", opt, quote(arg),
                       DBL_MAX);
  if (errno == ERANGE && x == 0)
    return usage_error("--%s %s: too small to tell from zero (the smallest positive number"
                       " is %g)", opt, quote(arg), DBL_TRUE_MIN);
  *v = x;
  remember_arg(opt, arg, x);
  return 0;
}
#line 618 "program/10-dp.nw"
int parse_long(const char *opt, const char *arg, long lo, long hi, long *v)
{
  char *end;
  if (is_hex(arg))
    return hex_refused(opt, arg);
  if (!*arg || arg[strspn(arg, "0123456789+-.eE")] != '\0')
    return usage_error("--%s %s: not an integer", opt, quote(arg));
  errno = 0;
  long x = strtol(arg, &end, 10);
  if (*end != '\0' || end == arg) {
    errno = 0;
    double d = strtod(arg, &end);
    if (end == arg || *end != '\0' || d != floor(d) || !isfinite(d))
      return usage_error("--%s %s: not an integer", opt, quote(arg));
    if (!(d >= (double)lo && d <= (double)hi))
      return usage_error("--%s %s: must be between %ld and %ld", opt, shown(arg), lo, hi);
    x = (long)d;
  } else if (errno == ERANGE || x < lo || x > hi) {
    return usage_error("--%s %s: must be between %ld and %ld", opt, shown(arg), lo, hi);
  }
  *v = x;
  remember_arg(opt, arg, (double)x);
  return 0;
}
#line 666 "program/10-dp.nw"
int sample_option(int c, const char *arg, long *n, long *seed)
{
  if (c == 'n') return parse_long("n", arg, 1, 100000000, n) ? 2 : 1;
  if (c == 's') return parse_long("seed", arg, 0, 4294967295L, seed) ? 2 : 1;
  return 0;
}
#line 693 "program/10-dp.nw"
static const struct { const char *sub, *a, *b, *why; } conflicts[] = {
  { "simulate", "final", "summary", "--final prints the last row of the table, --summary"
    " key-value lines instead" },
  { "simulate", "final", "back", "--back prints key-value lines (it implies --summary),"
    " --final the last row of the table" },
  { "blog", "table", "summary", "each chooses what is printed" },
  { "twin", "delta", "delta-rad", "both set the perturbation, in degrees and in radians" },
  { "flipmap", "check-step", "output", "--check-step prints the comparison of two maps"
    " instead of writing the map" },
  { "lyapunov", "every", "starts", "--every prints the running estimate of one run" },
  { "predict", "table", "lambda", "--lambda is used by the summary, which --table replaces" },
};

static int conflicting(const char *x, const char *y, const char **why)
{
  for (size_t i = 0; i < sizeof conflicts / sizeof conflicts[0]; i++)
    if (!strcmp(conflicts[i].sub, current->name)
        && ((!strcmp(conflicts[i].a, x) && !strcmp(conflicts[i].b, y))
            || (!strcmp(conflicts[i].a, y) && !strcmp(conflicts[i].b, x))))
      return *why = conflicts[i].why, 1;
  return 0;
}

int next_option(int argc, char **argv, const struct option *opts)
{
  static unsigned long long seen;
  int index = -1;
  opterr = 0;
  if (optind <= 1)
    seen = 0;
  int oval = output_short_option(opts);
  int c = getopt_long(argc, argv, oval ? ":o:" : ":", opts, &index);
  if (c == 'o' && oval) {
    c = oval;
    for (int i = 0; opts[i].name; i++)
      if (opts[i].val == oval) index = i;
  }
  if (c == OPT_HELP) {
    fputs(current->help, stdout);
    return finish_output() ? OPT_ERR : OPT_DONE;
  }
  if (c == '?') {
    usage_error("dp %s: unknown option %s (try 'dp %s --help')",
                current->name, quote(argv[optind - 1]), current->name);
    return OPT_ERR;
  }
  if (c == ':') {
    usage_error("dp %s: option %s needs a value", current->name, quote(argv[optind - 1]));
    return OPT_ERR;
  }
  if (c == -1 && optind < argc) {
    usage_error("dp %s: unexpected argument %s", current->name, quote(argv[optind]));
    return OPT_ERR;
  }
  if (index >= 0 && index < 64) {
    const char *why;
    for (int i = 0; i < 64 && opts[i].name; i++)
      if ((seen >> i & 1) && i != index && conflicting(opts[i].name, opts[index].name, &why)) {
        usage_error("dp %s: --%s and --%s cannot be used together: %s; choose one",
                    current->name, opts[i].name, opts[index].name, why);
        return OPT_ERR;
      }
    seen |= 1ULL << index;
  }
  return c;
}
#line 855 "program/10-dp.nw"
int parse_expr(const char *opt, const char *arg, double *v)
{
  dp_error err;
  if (dp_expr_eval(arg, v, NULL, &err) != DP_OK)
    return usage_error("--%s %s: %s", opt, quote(arg), err.msg);
  remember_arg(opt, arg, *v);
  return 0;
}

int parse_angle(const char *opt, const char *arg, double *rad)
{
  double deg;
  if (parse_expr(opt, arg, &deg))
    return 2;
  *rad = deg * M_PI / 180;
  if (!isfinite(*rad))
    *rad = deg * (M_PI / 180);
  return 0;
}
#line 890 "program/10-dp.nw"
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
      return usage_error("--model %s: unknown model (choose correct, paper, paper-small or"
                         " linear)", quote(arg));
    c->set[9] = 1;
    return 1;
  }
  if (opt == CO_PRESET) {
    c->preset = arg;
    return 1;
  }
  return 0;
}
#line 937 "program/10-dp.nw"
int case_finish(dp_case *c)
{
  if (c->preset) {
    const dp_preset *q = dp_preset_find(c->preset);
    if (!q)
      return usage_error("--preset %s: no such preset ('dp presets' lists them)",
                         quote(c->preset));
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
#line 976 "program/10-dp.nw"
char case_text[400];

const char *case_note(void)
{
  return case_text;
}
#line 1158 "program/10-dp.nw"
static int out_fail(out_table *t, const char *what, int e);

char out_pending[4096];
volatile pid_t out_child;
volatile sig_atomic_t out_running;

static void out_kill_child(void)
{
  if (out_child > 0) {
    kill(out_child, SIGKILL);
    waitpid(out_child, NULL, 0);
    out_child = 0;
  }
}

void out_remove_pending(void)
{
  if (out_pending[0]) {
    out_kill_child();
    unlink(out_pending);
  }
  out_pending[0] = '\0';
}

void out_on_signal(int sig)
{
  out_remove_pending();
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, NULL);
  sigset_t one;
  sigemptyset(&one);
  sigaddset(&one, sig);
  sigprocmask(SIG_UNBLOCK, &one, NULL);
  raise(sig);
}

static void out_catch_signals(void)
{
  static const int fatal[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXCPU, SIGVTALRM,
                               SIGPROF, SIGALRM, SIGUSR1, SIGUSR2, SIGSEGV, SIGBUS, SIGFPE,
                               SIGILL, SIGABRT, SIGSYS, SIGTRAP,
#ifdef SIGPWR
                               SIGPWR,
#endif
#ifdef SIGPOLL
                               SIGPOLL,
#endif
#ifdef SIGSTKFLT
                               SIGSTKFLT,
#endif
  };
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = out_on_signal;
  sigfillset(&sa.sa_mask);
  for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
    if (sigaction(fatal[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(fatal[i], &sa, NULL);
#ifdef SIGRTMIN
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
    if (sigaction(sig, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(sig, &sa, NULL);
#endif
}

int out_pend(out_table *t, const char *what)
{
  sigset_t all, before;
  out_catch_signals();
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &before);
  int fd = mkstemp(t->tmp), e = errno;
  if (fd >= 0)
    memcpy(out_pending, t->tmp, sizeof out_pending);
  sigprocmask(SIG_SETMASK, &before, NULL);
  if (fd < 0)
    return out_fail(t, what, e), -1;
  return fd;
}

void out_at_exit(void)
{
  int pending = out_pending[0] != '\0';
  out_remove_pending();
  if (out_running) {
    out_running = 0;
    fprintf(stderr, "dp: error: the run was ended by a library it uses (see the message above"
            "%s); nothing was written\n", pending ? "; the unfinished file is removed" : "");
    fflush(stderr);
    _exit(2);
  }
}
#line 1275 "program/10-dp.nw"
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
#line 1314 "program/10-dp.nw"
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
#line 1347 "program/10-dp.nw"
static int out_fail(out_table *t, const char *what, int e)
{
  return usage_error("--%s %s: %s: %s", t->opt, quote(t->path), what, strerror(e));
}

int out_prepare(out_table *t)
{
  if (t->f)
    return 0;
  t->f = stdout;
  t->kind = OUT_STDOUT;
  t->through = -1;
  if (!t->path)
    return 0;
  struct stat st;
  int exists;
  #line 1405 "program/10-dp.nw"
  if (strlen(t->path) >= sizeof t->target)
    return usage_error("--%s: the path is too long (at most %zu bytes)", t->opt,
                       sizeof t->target - 1);
  snprintf(t->target, sizeof t->target, "%s", t->path);
  for (int hops = 0;; hops++) {
    t->through = descriptor_of(t->target);
    if (t->through != -1) {
      exists = 1;
      break;
    }
    if (lstat(t->target, &st) != 0) {
      if (errno != ENOENT && errno != ENOTDIR)
        return out_fail(t, "cannot reach the file", errno);
      if (hops >= 2)
        return usage_error("--%s %s: its chain of %d symbolic links ends at %s, which does"
                           " not exist; nothing was written (mend the chain, or name the file"
                           " itself)", t->opt, quote(t->path), hops, quote(t->target));
      exists = 0;
      break;
    }
    if (!S_ISLNK(st.st_mode)) {
      exists = 1;
      break;
    }
    if (hops == DP_LINKS_MAX)
      return usage_error("--%s %s: a loop of symbolic links, or a chain of more than %d (too"
                         " many levels of symbolic links); nothing was written", t->opt,
                         quote(t->path), DP_LINKS_MAX);
    char link[4096];
    ssize_t n = readlink(t->target, link, sizeof link - 1);
    if (n < 0)
      return out_fail(t, "cannot read the link", errno);
    link[n] = '\0';
    const char *slash = strrchr(t->target, '/');
    char next[4096];
    if (link[0] == '/' || !slash)
      snprintf(next, sizeof next, "%s", link);
    else if (snprintf(next, sizeof next, "%.*s/%s", (int)(slash - t->target), t->target, link)
             >= (int)sizeof next)
      return usage_error("--%s: the path is too long", t->opt);
    memcpy(t->target, next, sizeof next);
  }
  #line 1364 "program/10-dp.nw"
  if (t->through != -1) {
    #line 1488 "program/10-dp.nw"
    int fd;
    if (t->through >= 0) {
      int fl = fcntl(t->through, F_GETFL);
      if (fl < 0)
        return usage_error("--%s %s: descriptor %d is not open", t->opt, quote(t->path),
                           t->through);
      if ((fl & O_ACCMODE) == O_RDONLY)
        return usage_error("--%s %s: descriptor %d is not open for writing", t->opt,
                           quote(t->path), t->through);
      fd = dup(t->through);
    } else {
      fd = open(t->target, O_WRONLY | O_APPEND | O_NOCTTY);
    }
    if (fd < 0 || !(t->f = fdopen(fd, "w"))) {
      int e = errno;
      if (fd >= 0) close(fd);
      t->f = NULL;
      return out_fail(t, "cannot write to it", e);
    }
    t->kind = OUT_SPECIAL;
    #line 1366 "program/10-dp.nw"
    return 0;
  }
  if (exists && !S_ISREG(st.st_mode)) {
    #line 1512 "program/10-dp.nw"
    if (S_ISDIR(st.st_mode))
      return usage_error("--%s %s: is a directory", t->opt, quote(t->path));
    if (!S_ISCHR(st.st_mode) && !S_ISBLK(st.st_mode) && !S_ISFIFO(st.st_mode))
      return usage_error("--%s %s: not a file, device or FIFO", t->opt, quote(t->path));
    int fd = open(t->target, O_WRONLY | O_NOCTTY);
    if (fd < 0 || !(t->f = fdopen(fd, "w"))) {
      int e = errno;
      if (fd >= 0) close(fd);
      t->f = NULL;
      return out_fail(t, "cannot open", e);
    }
    t->kind = OUT_SPECIAL;
    #line 1370 "program/10-dp.nw"
    return 0;
  }
  if (exists) {
    #line 1530 "program/10-dp.nw"
    if (access(t->target, W_OK) != 0) {
      int e = errno;
      return usage_error("--%s %s: cannot write: %s (mode %03o, owner %ld); nothing was written"
                         " (make it writable, or write elsewhere)", t->opt, quote(t->path),
                         strerror(e), (unsigned)(st.st_mode & 07777), (long)st.st_uid);
    }
    if (st.st_nlink > 1)
      return usage_error("--%s %s: the file has %lu hard links, which replacing it would split"
                         " apart; remove it first or write elsewhere", t->opt, quote(t->path),
                         (unsigned long)st.st_nlink);
  #line 1374 "program/10-dp.nw"
  }
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
#line 1461 "program/10-dp.nw"
int descriptor_of(const char *path)
{
  const char *slash = strrchr(path, '/');
  if (!slash || !slash[1] || slash[1 + strspn(slash + 1, "0123456789")] != '\0'
      || strlen(slash + 1) > 9)
    return -1;
  char dir[4096], real[PATH_MAX];
  snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
  if (!realpath(dir[0] ? dir : "/", real))
    return -1;
  long pid, tid;
  int at = 0, n = (int)strlen(real);
  if (!((sscanf(real, "/proc/%ld/fd%n", &pid, &at) == 1 && at == n)
        || (sscanf(real, "/proc/%ld/task/%ld/fd%n", &pid, &tid, &at) == 2 && at == n)))
    return -1;
  return pid == (long)getpid() ? atoi(slash + 1) : -2;
}
#line 1549 "program/10-dp.nw"
int out_make_temp_in_dir(out_table *t, const struct stat *old)
{
  const char *slash = strrchr(t->target, '/');
  int n = slash ? snprintf(t->tmp, sizeof t->tmp, "%.*s/.dp-XXXXXX",
                           (int)(slash - t->target), t->target)
                : snprintf(t->tmp, sizeof t->tmp, ".dp-XXXXXX");
  if (n >= (int)sizeof t->tmp)
    return usage_error("--%s: the path is too long", t->opt), -1;
  int fd = out_pend(t, "cannot create a file in its directory");
  if (fd < 0)
    return -1;
  mode_t mode;
  struct stat now;
  if (old) {
    mode = old->st_mode & 07777;
    if (fstat(fd, &now) == 0 && (now.st_uid != old->st_uid || now.st_gid != old->st_gid)
        && fchown(fd, old->st_uid, old->st_gid) != 0) {
      int e = errno;
      close(fd);
      out_remove_pending();
      return usage_error("--%s %s: cannot keep its owner (user %ld, group %ld) in the file"
                         " that would replace it: %s; nothing was written (write it as its"
                         " owner, or elsewhere)", t->opt, quote(t->path), (long)old->st_uid,
                         (long)old->st_gid, strerror(e)), -1;
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
#line 1599 "program/10-dp.nw"
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
#line 1634 "program/10-dp.nw"
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
#line 1683 "program/10-dp.nw"
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
#line 1724 "program/10-dp.nw"
int out_make_temp(out_table *t)
{
  if (out_prepare(t))
    return -1;
  if (t->kind == OUT_STDOUT)
    return usage_error("this output needs a file: give -o FILE"), -1;
  if (t->kind == OUT_SPECIAL) {
    fclose(t->f);
    t->f = NULL;
    snprintf(t->tmp, sizeof t->tmp, "/tmp/dp-XXXXXX");
    return out_pend(t, "cannot create a temporary file in /tmp");
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
    #line 1760 "program/10-dp.nw"
    int dfd = t->through >= 0 ? dup(t->through)
              : open(t->target, O_WRONLY | O_NOCTTY | (t->through == -2 ? O_APPEND : 0));
    char buf[65536];
    ssize_t n;
    if (dfd < 0) e = errno;
    while (!e && (n = read(fd, buf, sizeof buf)) > 0)
      for (ssize_t off = 0; off < n && !e;) {
        ssize_t w = write(dfd, buf + off, (size_t)(n - off));
        if (w < 0) e = errno; else off += w;
      }
    if (dfd >= 0 && close(dfd) != 0 && !e) e = errno;
  #line 1749 "program/10-dp.nw"
  }
  if (fd >= 0) close(fd);
  if (!e && t->kind == OUT_REGULAR && rename(t->tmp, t->target) != 0)
    e = errno;
  out_remove_pending();
  if (e)
    return out_fail(t, "cannot write", e);
  return finish_output();
}
#line 1784 "program/10-dp.nw"
int output_short_option(const struct option *opts)
{
  for (const struct option *o = opts; o->name; o++)
    if (!strcmp(o->name, "output"))
      return o->val;
  return 0;
}
#line 1805 "program/10-dp.nw"
int out_refused;

int print_kv(const char *key, const char *fmt, double x)
{
  if (out_refused)
    return 2;
  if (!isfinite(x)) {
    out_refused = 1;
    return usage_error("the value of '%s' is %s: nothing more was printed; the run diverged"
                       " (try a smaller --h, or a case within the limits of 'dp help'), or"
                       " the quantity is undefined for this case%s", key,
                       isnan(x) ? "NaN" : "infinite", case_note());
  }
  printf("%s\t", key);
  printf(fmt, x);
  putchar('\n');
  return 0;
}
#line 1838 "program/10-dp.nw"
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
    const char *line = text;
    for (const char *c = text; *c; c += strcspn(c, "\n") + (c[strcspn(c, "\n")] != '\0')) {
      char one[512];
      snprintf(one, sizeof one, "%.*s", (int)strcspn(c, "\n"), c);
      if (nonfinite_word(one)) { line = c; break; }
    }
    char one[512];
    snprintf(one, sizeof one, "%.*s", (int)strcspn(line, "\n"), line);
    usage_error("a number to print is not finite (%s): nothing more was printed; the run"
                " diverged, or the quantity is undefined for this case%s", quote(one),
                case_note());
  } else {
    fputs(text, stdout);
  }
  if (text != small)
    free(text);
  return bad ? 2 : 0;
}
#line 1928 "program/10-dp.nw"
static pthread_mutex_t probe_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t probe_go = PTHREAD_COND_INITIALIZER;
static int probe_released;

static void *probe_wait(void *arg)
{
  (void)arg;
  pthread_mutex_lock(&probe_lock);
  while (!probe_released)
    pthread_cond_wait(&probe_go, &probe_lock);
  pthread_mutex_unlock(&probe_lock);
  return NULL;
}

static size_t omp_stack_size(void)
{
  const char *env = getenv("OMP_STACKSIZE");
  if (!env || !*env) env = getenv("GOMP_STACKSIZE");
  if (!env || !*env) return 0;
  char *end;
  double x = strtod(env, &end);
  while (*end == ' ') end++;
  double unit = *end == 'B' || *end == 'b' ? 1 : *end == 'M' || *end == 'm' ? 1 << 20
              : *end == 'G' || *end == 'g' ? 1 << 30 : 1024;
  return x > 0 && x * unit < 1e15 ? (size_t)(x * unit) : 0;
}

int threads_check(const char *opt, long n)
{
  if (n <= 1)
    return 0;
  pthread_t *tid = malloc((size_t)(n - 1) * sizeof *tid);
  pthread_attr_t attr;
  if (!tid || pthread_attr_init(&attr) != 0)
    return free(tid), usage_error("--%s %ld: out of memory for the threads", opt, n);
  size_t stack = omp_stack_size();
  if (stack > 0)
    pthread_attr_setstacksize(&attr, stack);
  long made = 0;
  int e = 0;
  probe_released = 0;
  while (made < n - 1 && (e = pthread_create(&tid[made], &attr, probe_wait, NULL)) == 0)
    made++;
  pthread_mutex_lock(&probe_lock);
  probe_released = 1;
  pthread_cond_broadcast(&probe_go);
  pthread_mutex_unlock(&probe_lock);
  for (long i = 0; i < made; i++)
    pthread_join(tid[i], NULL);
  pthread_attr_destroy(&attr);
  free(tid);
  if (e)
    return usage_error("--%s %ld: only %ld threads could be started (%s: a limit on memory"
                       " or on processes?); take --%s %ld or fewer, or raise the limit",
                       opt, n, made + 1, strerror(e), opt, made + 1);
  return 0;
}
#line 2031 "program/10-dp.nw"
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
#line 2059 "program/10-dp.nw"
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
#line 2207 "program/10-dp.nw"
double drift_warn = DRIFT_WARN_DEFAULT;

int parse_drift_warn(const char *what, const char *arg)
{
  double x;
  char *end;
  if (!strcmp(arg, "off"))
    return drift_warn = 0, 0;
  if (is_hex(arg))
    return usage_error("%s %s: hexadecimal numbers are not accepted; give a positive decimal"
                       " number or 'off'", what, quote(arg));
  errno = 0;
  x = strtod(arg, &end);
  if (end == arg || *end || !(x > 0 && x < 1e300) || (errno == ERANGE && x >= 1)
      || arg[strspn(arg, "0123456789+-.eE")] != '\0')
    return usage_error("%s %s: give a positive number (below 1e300) or 'off'", what,
                       quote(arg));
  drift_warn = x;
  return 0;
}

int drift_warn_from_environment(void)
{
  const char *env = getenv("DP_DRIFT_WARN");
  return env && *env ? parse_drift_warn("DP_DRIFT_WARN", env) : 0;
}

void warn_drift(dp_model model, double drift, double t, const char *remedy)
{
  char when[64] = "";
  if (t >= 0)
    snprintf(when, sizeof when, " (at t = %g s)", t);
  if (model == DP_MODEL_CORRECT && drift_warn > 0 && fabs(drift) > drift_warn)
    warning("the energy drifted by %.3g of E_scale%s, more than %s (DP_DRIFT_WARN):"
            " the run is not accurate; %s", drift, when,
            num(drift_warn), remedy);
}
#line 2251 "program/10-dp.nw"
void warn_step(double h, double rate)
{
  char product[32];
  if (isfinite(h * rate)) snprintf(product, sizeof product, "%.3g", h * rate);
  else snprintf(product, sizeof product, "more than %g", DBL_MAX);
  if (h * rate > DP_RESOLVE_MAX)
    warning("the step %s s cannot resolve the motion: its fastest rate is %.3g rad/s, and"
            " the step times it is %s, above %g; take --h at most %.3g", arg_text("h", h),
            rate, product, DP_RESOLVE_MAX, DP_RESOLVE_MAX / rate);
}

void warn_case_step(const dp_case *c, double h)
{
  warn_step(h, dp_pendulum_rate(&c->p, c->model, c->s));
}
#line 2280 "program/10-dp.nw"
void warn_case_drift(const dp_case *c, double T, double h, const char *remedy)
{
  if (c->model != DP_MODEL_CORRECT || drift_warn <= 0 || !(T > 0) || !(h > 0))
    return;
  dp_run_spec spec = { T, T, h, 1e-9, DP_RK4, -1, 1, 0, 0 };
  dp_run_stats st;
  dp_error err;
  if (dp_run(&c->p, c->model, c->s, &spec, NULL, NULL, &st, &err) != DP_OK)
    return;
  int up = st.dmax >= -st.dmin;
  warn_drift(c->model, up ? st.dmax : st.dmin, up ? st.tdmax : st.tdmin, remedy);
}
#line 2315 "program/10-dp.nw"
int sampling_rule(double T, double *every, int given, int lands)
{
  if (!(*every > 0) || !(T > 0))
    return 0;
  if (*every > T * (1 + 1e-9)) {
    if (given)
      return usage_error("--every %s is longer than the run (--t %s): the rows fall at"
                         " multiples of --every up to --t; take --every at most %s",
                         arg_text("every", *every), arg_text("t", T), arg_text("t", T));
    *every = T;
    return 0;
  }
  double n = T / *every, k = nearbyint(n);
  if (lands || fabs(n - k) <= 1e-9 * k)
    return 0;
  if (given)
    return usage_error("--every %s does not divide --t %s (it makes %.4g intervals): the"
                       " rows fall at multiples of --every and the run ends on one; take"
                       " --t %g or %g, or an --every that divides --t",
                       arg_text("every", *every), arg_text("t", T), n, floor(n) * *every,
                       ceil(n) * *every);
  *every = T / ceil(n);
  return 0;
}
#line 2438 "program/10-dp.nw"
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
  if (is_hex(arg) || is_hex(slash + 1))
    return usage_error("--%s %s: hexadecimal numbers are not accepted; write it in decimal",
                       opt, quote(arg));
  errno = 0;
  num = strtod(arg, &end);
  if (end != slash || errno || end == arg
      || strspn(arg, "0123456789+-.eE") != (size_t)(slash - arg))
    return usage_error("--%s %s: not a number or fraction", opt, quote(arg));
  if (parse_double(opt, slash + 1, &den)) return 2;
  if (den == 0) return usage_error("--%s %s: division by zero", opt, quote(arg));
  *h = num / den;
  if (!isfinite(*h)) return usage_error("--%s %s: not a finite number", opt, quote(arg));
  remember_arg(opt, arg, *h);
  return 0;
}
#line 1534 "program/42-integrators.nw"
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
#line 1562 "program/42-integrators.nw"
int check_run_options(const run_options *ro)
{
  const char *T = arg_text("t", ro->T), *h = arg_text("h", ro->h);
  const char *E = arg_text("every", ro->every);
  if (!(ro->T > 0)) return usage_error("--t %s: the duration must be positive", T);
  if (!(ro->h > 0)) return usage_error("--h %s: the step must be positive", h);
  if (!(ro->every > 0))
    return usage_error("--every %s: the output interval must be positive", E);
  if (ro->h > ro->T)
    return usage_error("--h %s is longer than the run (--t %s)", h, T);
  if (ro->h > ro->every)
    return usage_error("--h %s is longer than the output interval (--every %s)", h, E);
  if (ro->T / ro->every > MAX_ROWS)
    return usage_error("--t %s with --every %s would make %s rows (limit %ld)", T, E,
                       count_text(ro->T / ro->every), MAX_ROWS);
  if (ro->method != DP_DOPRI5 && ro->T / ro->h > MAX_STEPS)
    return usage_error("--t %s with --h %s would take %s steps (limit %.3g)", T, h,
                       count_text(ro->T / ro->h), MAX_STEPS);
  if (!(ro->tol >= 1e-14 && ro->tol <= 0.1))
    return usage_error("--tol %s: must be at least 1e-14 and at most 0.1",
                       arg_text("tol", ro->tol));
  return 0;
}
