#line 197 "program/60-grader.nw"
#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_integrate.h"
#line 163 "program/60-grader.nw"
static const double A_lin[4][4] = {
  { 0, 1, 0, 0 }, { -4, -0.3, 0, 0 }, { 0.5, 0, 0, 1 }, { 0, 0, -1, 0 }
};
#line 232 "program/60-grader.nw"
static const char *worker_path;
static double time_limit = 10;       /* seconds of wall clock per test */
typedef struct {
  int nans;                          /* answers received */
  char **ans;                        /* the answer lines */
  int crashed, timed_out, exited;    /* how the worker ended */
  int status;
} run_result;
#line 336 "program/60-grader.nw"
typedef struct {
  const char *name;
  double max, score;
  char out[2048];
} test_result;
static test_result results[16];
static int ntests;

static test_result *begin_test(const char *name, double max)
{
  test_result *t = &results[ntests++];
  t->name = name;
  t->max = max;
  t->score = 0;
  t->out[0] = '\0';
  return t;
}

static void say(test_result *t, const char *fmt, ...)
{
  size_t n = strlen(t->out);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t->out + n, sizeof t->out - n, fmt, ap);
  va_end(ap);
}
#line 242 "program/60-grader.nw"
static void child_setup(int in, int out)
{
  struct rlimit as = { 1UL << 30, 1UL << 30 }, cpu = { 20, 20 },
                fsz = { 1 << 20, 1 << 20 }, np = { 0, 0 };
  setrlimit(RLIMIT_AS, &as);
  setrlimit(RLIMIT_CPU, &cpu);
  setrlimit(RLIMIT_FSIZE, &fsz);
  int devnull = open("/dev/null", O_RDWR);
  dup2(in, 0);
  dup2(out, 3);
  dup2(devnull, 1);
  dup2(devnull, 2);
  for (int fd = 4; fd < 256; fd++) close(fd);
  if (getuid() == 0) {
    if (setgid(65534) != 0 || setuid(65534) != 0) _exit(98);
  }
  setrlimit(RLIMIT_NPROC, &np);
}

static run_result run_worker(const char *questions)
{
  run_result r = { 0 };
  int qp[2], ap[2];
  if (pipe(qp) || pipe(ap)) { r.crashed = 1; return r; }
  pid_t pid = fork();
  if (pid == 0) {
    close(qp[1]); close(ap[0]);
    child_setup(qp[0], ap[1]);
    execl(worker_path, worker_path, (char *)NULL);
    _exit(97);
  }
  close(qp[0]); close(ap[1]);
  signal(SIGPIPE, SIG_IGN);
  #line 291 "program/60-grader.nw"
  fcntl(qp[1], F_SETFL, O_NONBLOCK);
  ssize_t left = (ssize_t)strlen(questions);
  const char *q = questions;
  while (left > 0) {
    ssize_t w = write(qp[1], q, (size_t)left);
    if (w <= 0) break;
    q += w; left -= w;
  }
  close(qp[1]);
  #line 276 "program/60-grader.nw"
  #line 302 "program/60-grader.nw"
  char *buf = NULL;
  size_t len = 0, cap = 0;
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (;;) {
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double left_s = time_limit - (t1.tv_sec - t0.tv_sec) - 1e-9 * (t1.tv_nsec - t0.tv_nsec);
    if (left_s <= 0) { r.timed_out = 1; break; }
    struct pollfd pf = { ap[0], POLLIN, 0 };
    if (poll(&pf, 1, (int)(left_s * 1000) + 1) <= 0) continue;
    if (cap - len < 4096) {
      if (cap > (1 << 22)) break;                /* 4 MB of answers is enough */
      cap = cap ? 2 * cap : 8192;
      buf = realloc(buf, cap);
    }
    ssize_t got = read(ap[0], buf + len, cap - len - 1);
    if (got <= 0) break;
    len += (size_t)got;
  }
  if (buf) {
    buf[len] = '\0';
    for (char *save, *line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
      r.ans = realloc(r.ans, sizeof *r.ans * (r.nans + 1));
      r.ans[r.nans++] = strdup(line);
    }
    free(buf);
  }
  #line 277 "program/60-grader.nw"
  int st = 0;
  kill(pid, SIGKILL);
  waitpid(pid, &st, 0);
  close(ap[0]);
  r.status = st;
  if (WIFSIGNALED(st) && !r.timed_out && WTERMSIG(st) != SIGKILL) r.crashed = 1;
  if (WIFSIGNALED(st) && WTERMSIG(st) == SIGXCPU) r.timed_out = 1;
  return r;
}
#line 369 "program/60-grader.nw"
static int answered(test_result *t, const run_result *r, int expected)
{
  if (r->timed_out)
    return say(t, "Your code did not finish within %g s (an infinite loop?).\n", time_limit), 0;
  if (r->crashed)
    return say(t, "Your code crashed (signal %d%s).\n", WTERMSIG(r->status),
               WTERMSIG(r->status) == SIGSEGV ? ", a segmentation fault: an invalid pointer or array index?" : ""), 0;
  if (r->nans > 0 && !strcmp(r->ans[0], "missing"))
    return say(t, "The function is missing from your submission.\n"), 0;
  if (r->nans < expected)
    return say(t, "Your code stopped after %d of %d calls (did it call exit() or abort()?).\n",
               r->nans, expected), 0;
  return 1;
}

static int parse_answer(const char *line, double *v, int n)
{
  if (strncmp(line, "ok ", 3)) return 0;
  const char *p = line + 3;
  for (int i = 0; i < n; i++) {
    char *end;
    v[i] = strtod(p, &end);
    if (end == p) return 0;
    p = end;
  }
  return 1;
}

static void free_run(run_result *r)
{
  for (int i = 0; i < r->nans; i++) free(r->ans[i]);
  free(r->ans);
}
#line 450 "program/60-grader.nw"
static run_result ask_random_cases(const char *cmd, unsigned long seed, int n,
                                   dp_params *P, double (*S)[4])
{
  char *q = malloc((size_t)n * 200), *qp = q;
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(rng, seed);
  for (int i = 0; i < n; i++) {
    dp_random_case(rng, &P[i], S[i]);
    qp += sprintf(qp, "%s %a %a %a %a %a %a %a %a %a\n", cmd, P[i].m1, P[i].m2, P[i].l1,
                  P[i].l2, P[i].g, S[i][0], S[i][1], S[i][2], S[i][3]);
  }
  gsl_rng_free(rng);
  run_result r = run_worker(q);
  free(q);
  return r;
}
#line 415 "program/60-grader.nw"
typedef struct { const char *name, *hint; } mistake;
static const mistake accel_mistakes[] = {
  { "missing gravity", "The upper equation has m1 g l1 sin(th1) instead of (m1+m2) g l1 sin(th1): "
                       "the paper's missing gravity term (m2 rides up with m1)." },
  { "sign slip", "The term m2 g sin(th1 - 2 th2) has the wrong sign (the blog's slip in L_w1)." },
  { "degrees", "Your angles were converted as if they were in degrees: the state is in radians." },
  { "swapped", "omega1 and omega2 are swapped in the velocity terms." },
  { "wrong determinant", "The determinant uses cos^2 instead of sin^2: det M = m2 l1^2 l2^2 (m1 + m2 sin^2 delta)." },
};
#line 428 "program/60-grader.nw"
static void accel_variant(int which, const dp_params *p, const double s[4], double a[2])
{
  double t[4] = { s[0], s[1], s[2], s[3] };
  if (which == 2) { t[0] *= M_PI / 180; t[1] *= M_PI / 180; }
  if (which == 3) { t[2] = s[3]; t[3] = s[2]; }
  double d = t[0] - t[1], c = cos(d), sd = sin(d), k = p->m2 * p->l1 * p->l2;
  double M[4] = { (p->m1 + p->m2) * p->l1 * p->l1, k * c, k * c, p->m2 * p->l2 * p->l2 };
  double grav1 = (which == 0 ? p->m1 : p->m1 + p->m2) * p->g * p->l1 * sin(t[0]);
  double f[2] = { -k * t[3] * t[3] * sd - grav1, k * t[2] * t[2] * sd - p->m2 * p->g * p->l2 * sin(t[1]) };
  double det = M[0] * M[3] - M[1] * M[2];
  if (which == 4) det = p->m2 * p->l1 * p->l1 * p->l2 * p->l2 * (p->m1 + p->m2 * c * c);
  a[0] = (f[0] * M[3] - M[1] * f[1]) / det;
  a[1] = (M[0] * f[1] - M[2] * f[0]) / det;
  if (which == 1)   /* the blog's +m2 g sin(th1 - 2 th2) adds 2 m2 g sin(th1 - 2 th2) / (l1 den) */
    a[0] += 2 * p->m2 * p->g * sin(t[0] - 2 * t[1])
            / (p->l1 * (2 * p->m1 + p->m2 - p->m2 * cos(2 * d)));
}
#line 468 "program/60-grader.nw"
static double rel_diff(const double *x, const double *y, int n)
{
  double num = 0, den = 0;
  for (int i = 0; i < n; i++) {
    num = fmax(num, fabs(x[i] - y[i]));
    den = fmax(den, fabs(y[i]));
  }
  return num / fmax(den, DBL_MIN);
}

static void test_accel(void)
{
  test_result *t = begin_test("accelerations (correct model)", 30);
  enum { N = 200 };
  dp_params P[N];
  double S[N][4];
  run_result r = ask_random_cases("accel", 2024, N, P, S);
  if (answered(t, &r, N)) {
    #line 494 "program/60-grader.nw"
    int bad = 0, near = 0, worst_i = -1, explains[5] = { 0 }, broken = 0;
    double worst = 0;
    for (int i = 0; i < N; i++) {
      double a[2], ref[2], sigma[2];
      if (!parse_answer(r.ans[i], a, 2) || !isfinite(a[0]) || !isfinite(a[1])) {
        say(t, "State %d: no finite answer (%s).\n", i, r.ans[i]);
        broken = 1;
        break;
      }
      dp_accel(&P[i], DP_MODEL_CORRECT, S[i], ref);
      dp_rounding_scale(&P[i], S[i], ref, NULL, sigma);
      double e = fmax(fabs(a[0] - ref[0]) / sigma[0], fabs(a[1] - ref[1]) / sigma[1]) / (DBL_EPSILON / 2);
      if (e > worst) worst = e, worst_i = i;
      if (e > 1e4) {
        bad++;
        near += rel_diff(a, ref, 2) < 1e-4;
        for (int m = 0; m < 5; m++) {
          double v[2];
          accel_variant(m, &P[i], S[i], v);
          if (rel_diff(a, v, 2) < 1e-8) explains[m]++;
        }
      }
    }
    if (!broken && bad == 0) {
      t->score = t->max;
      say(t, "All %d states agree with the reference (worst: %.3g units of rounding).\n", N, worst);
    } else if (!broken) {
      double a[2], ref[2];
      parse_answer(r.ans[worst_i], a, 2);
      dp_accel(&P[worst_i], DP_MODEL_CORRECT, S[worst_i], ref);
      say(t, "%d of %d states disagree. Worst: state %d, expected (%.10g, %.10g), got (%.10g, %.10g).\n",
          bad, N, worst_i, ref[0], ref[1], a[0], a[1]);
      int diagnosed = 0;
      for (int m = 0; m < 5; m++)
        if (explains[m] == bad) {
          say(t, "Likely mistake (%s): %s\n", accel_mistakes[m].name, accel_mistakes[m].hint);
          diagnosed = 1;
        }
      if (!diagnosed && near >= bad / 2)
        say(t, "Likely mistake (precision): most of your answers agree with the reference to "
               "4 to 8 digits only; is a float used somewhere instead of a double?\n");
    }
  #line 487 "program/60-grader.nw"
  }
  free_run(&r);
}
#line 545 "program/60-grader.nw"
static double energy_variant(int which, const dp_params *p, const double s[4])
{
  double t[4] = { s[0], s[1], s[2], s[3] };
  switch (which) {
  case 0: return dp_kinetic(p, t) + dp_potential_paper(p, t) - dp_energy_scale(p);
  case 1: return dp_energy(p, t) + dp_energy_scale(p);
  case 2: return dp_energy(p, t) - 2 * p->m2 * p->l1 * p->l2 * t[2] * t[3] * cos(t[0] - t[1]);
  default: t[0] *= M_PI / 180; t[1] *= M_PI / 180; return dp_energy(p, t);
  }
}
static const mistake energy_mistakes[] = {
  { "paper's potential", "Your potential misses m2 g l1 (1 - cos th1): m2 rides up with m1 (the paper's error)." },
  { "zero level", "Your energy is off by the constant (m1+m2) g l1 + m2 g l2: the assignment measures heights from the pivot, not from the lowest position." },
  { "cross term", "The cross term m2 l1 l2 w1 w2 cos(th1 - th2) has the wrong sign." },
  { "degrees", "Your angles were converted as if they were in degrees." },
};

static void test_energy(void)
{
  test_result *t = begin_test("energy", 20);
  enum { N = 200 };
  dp_params P[N];
  double S[N][4];
  run_result r = ask_random_cases("energy", 77, N, P, S);
  if (answered(t, &r, N)) {
    int bad = 0, explains[4] = { 0 }, worst_i = 0, broken = 0;
    double worst = 0;
    for (int i = 0; i < N; i++) {
      double e;
      if (!parse_answer(r.ans[i], &e, 1) || !isfinite(e)) { broken = 1; say(t, "State %d: no finite answer.\n", i); break; }
      double ref = dp_energy(&P[i], S[i]);
      double scale = dp_kinetic(&P[i], S[i]) + dp_energy_scale(&P[i])
                     + 2 * P[i].m2 * P[i].l1 * P[i].l2 * fabs(S[i][2] * S[i][3]);
      double d = fabs(e - ref) / scale;
      if (d > worst) worst = d, worst_i = i;
      if (d > 1e-10) {
        bad++;
        for (int m = 0; m < 4; m++)
          if (fabs(e - energy_variant(m, &P[i], S[i])) < 1e-9 * scale) explains[m]++;
      }
    }
    if (!broken && bad == 0) {
      t->score = t->max;
      say(t, "All %d states agree with the reference (worst relative difference %.2g).\n", N, worst);
    } else if (!broken) {
      double e;
      parse_answer(r.ans[worst_i], &e, 1);
      say(t, "%d of %d states disagree. Worst: state %d, expected %.12g J, got %.12g J.\n",
          bad, N, worst_i, dp_energy(&P[worst_i], S[worst_i]), e);
      for (int m = 0; m < 4; m++)
        if (explains[m] == bad)
          say(t, "Likely mistake (%s): %s\n", energy_mistakes[m].name, energy_mistakes[m].hint);
    }
  }
  free_run(&r);
}
#line 612 "program/60-grader.nw"
static void rk4_exact(double h, const double y0[4], int order, double y1[4])
{
  double term[4], next[4];
  memcpy(term, y0, sizeof term);
  memcpy(y1, y0, 4 * sizeof *y1);
  for (int k = 1; k <= order; k++) {
    for (int i = 0; i < 4; i++) {
      next[i] = 0;
      for (int j = 0; j < 4; j++) next[i] += A_lin[i][j] * term[j];
      next[i] *= h / k;
    }
    memcpy(term, next, sizeof term);
    for (int i = 0; i < 4; i++) y1[i] += term[i];
  }
}

static void test_rk4_step(void)
{
  test_result *t = begin_test("RK4: one step on a linear system", 15);
  static const double y0[4] = { 1, -0.5, 0.25, 2 };
  static const double hs[3] = { 0.1, 0.05, 0.3 };
  char q[1024], *qp = q;
  for (int i = 0; i < 3; i++)
    qp += sprintf(qp, "rk4 0 %a 1 %a %a %a %a\n", hs[i], y0[0], y0[1], y0[2], y0[3]);
  run_result r = run_worker(q);
  if (answered(t, &r, 3)) {
    int ok = 1;
    for (int i = 0; i < 3; i++) {
      double y[4], ref[4], eul[4], sixth[4];
      if (!parse_answer(r.ans[i], y, 4)) { ok = 0; say(t, "Step %d: no answer.\n", i); break; }
      rk4_exact(hs[i], y0, 4, ref);
      rk4_exact(hs[i], y0, 1, eul);
      for (int k = 0; k < 4; k++) sixth[k] = y0[k] + 6 * (ref[k] - y0[k]);
      if (rel_diff(y, ref, 4) > 1e-12) {
        ok = 0;
        say(t, "h = %g: expected (%.12g, %.12g, %.12g, %.12g), got (%.12g, %.12g, %.12g, %.12g).\n",
            hs[i], ref[0], ref[1], ref[2], ref[3], y[0], y[1], y[2], y[3]);
        if (rel_diff(y, eul, 4) < 1e-12)
          say(t, "Likely mistake (Euler): this is one explicit Euler step, y + h f(y).\n");
        else if (rel_diff(y, sixth, 4) < 1e-12)
          say(t, "Likely mistake (lost 1/6): the increment is 6 times too large; the weights are 1/6, 1/3, 1/3, 1/6.\n");
        break;
      }
    }
    if (ok) {
      t->score = t->max;
      say(t, "Three steps agree with the exact RK4 polynomial to 1e-12.\n");
    }
  }
  free_run(&r);
}
#line 671 "program/60-grader.nw"
static int nonlinear_gsl(double t, const double y[], double dy[], void *ctx)
{
  (void)t; (void)ctx;
  dy[0] = y[1];
  dy[1] = -sin(y[0]);
  dy[2] = y[3];
  dy[3] = -y[2] - y[2] * y[2] * y[2];
  return GSL_SUCCESS;
}

static void test_rk4_order(void)
{
  test_result *t = begin_test("RK4: order of accuracy", 15);
  static const double y0[4] = { 1.2, 0, 0.8, 0.3 };
  double ref[4] = { y0[0], y0[1], y0[2], y0[3] }, tt = 0;
  gsl_odeiv2_system sys = { nonlinear_gsl, NULL, 4, NULL };
  gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd, 1e-3, 1e-14, 0);
  gsl_odeiv2_driver_apply(d, &tt, 2.0, ref);
  gsl_odeiv2_driver_free(d);
  char q[512], *qp = q;
  qp += sprintf(qp, "rk4 1 %a 20 %a %a %a %a\n", 0.1, y0[0], y0[1], y0[2], y0[3]);
  qp += sprintf(qp, "rk4 1 %a 40 %a %a %a %a\n", 0.05, y0[0], y0[1], y0[2], y0[3]);
  run_result r = run_worker(q);
  if (answered(t, &r, 2)) {
    double a[4], b[4];
    if (parse_answer(r.ans[0], a, 4) && parse_answer(r.ans[1], b, 4)) {
      double ea = 0, eb = 0;
      for (int k = 0; k < 4; k++) ea = fmax(ea, fabs(a[k] - ref[k])), eb = fmax(eb, fabs(b[k] - ref[k]));
      double order = log2(ea / fmax(eb, DBL_MIN));
      say(t, "Errors at t = 2: %.3g (h = 0.1), %.3g (h = 0.05): observed order %.2f.\n", ea, eb, order);
      if (isfinite(order) && fabs(order - 4) <= 0.3) {
        t->score = t->max;
      } else if (isfinite(order) && order < 3.7) {
        say(t, "Likely mistake (%s): a fourth-order method halves its error 16 times when h is halved.\n",
            order < 1.5 ? "first order: explicit Euler?" :
            order < 2.5 ? "second order: wrong weights, or midpoint or Heun instead of RK4?" :
                          "wrong weights or stages: check 1/6, 1/3, 1/3, 1/6 and the half steps");
      }
    } else
      say(t, "No finite answer.\n");
  }
  free_run(&r);
}
#line 724 "program/60-grader.nw"
static void modes_reference(const dp_params *p, double k11_mass, double w[2], double shape[2])
{
  double k = p->m2 * p->l1 * p->l2;
  double Md[4] = { (p->m1 + p->m2) * p->l1 * p->l1, k, k, p->m2 * p->l2 * p->l2 };
  double Kd[4] = { k11_mass * p->g * p->l1, 0, 0, p->m2 * p->g * p->l2 };
  gsl_matrix_view K = gsl_matrix_view_array(Kd, 2, 2), M = gsl_matrix_view_array(Md, 2, 2);
  gsl_vector *ev = gsl_vector_alloc(2);
  gsl_matrix *evec = gsl_matrix_alloc(2, 2);
  gsl_eigen_gensymmv_workspace *ws = gsl_eigen_gensymmv_alloc(2);
  gsl_eigen_gensymmv(&K.matrix, &M.matrix, ev, evec, ws);
  gsl_eigen_gensymmv_sort(ev, evec, GSL_EIGEN_SORT_VAL_ASC);
  for (int i = 0; i < 2; i++) {
    w[i] = sqrt(gsl_vector_get(ev, i));
    shape[i] = gsl_matrix_get(evec, 1, i) / gsl_matrix_get(evec, 0, i);
  }
  gsl_eigen_gensymmv_free(ws);
  gsl_matrix_free(evec);
  gsl_vector_free(ev);
}

static void test_modes(void)
{
  test_result *t = begin_test("normal modes", 20);
  static const dp_params P[4] = { { 1, 1, 1, 1, 9.81 }, { 0.5, 1, 1, 1, 9.81 },
                                  { 2, 0.3, 0.7, 1.6, 9.81 }, { 1, 10, 1.2, 0.4, 3.7 } };
  char q[1024], *qp = q;
  for (int i = 0; i < 4; i++)
    qp += sprintf(qp, "modes %a %a %a %a %a\n", P[i].m1, P[i].m2, P[i].l1, P[i].l2, P[i].g);
  run_result r = run_worker(q);
  if (answered(t, &r, 4)) {
    int ok = 1;
    for (int i = 0; i < 4 && ok; i++) {
      double v[4], w[2], sh[2], wp[2], shp[2];
      modes_reference(&P[i], P[i].m1 + P[i].m2, w, sh);
      modes_reference(&P[i], P[i].m1, wp, shp);
      if (!parse_answer(r.ans[i], v, 4)) { ok = 0; say(t, "Case %d: no answer.\n", i); break; }
      if (rel_diff(v, w, 2) > 1e-9 || rel_diff(v + 2, sh, 2) > 1e-7) {
        ok = 0;
        say(t, "Case %d (m1=%g m2=%g l1=%g l2=%g g=%g): expected omega = (%.10g, %.10g), "
               "shapes (%.10g, %.10g); got (%.10g, %.10g), (%.10g, %.10g).\n",
            i, P[i].m1, P[i].m2, P[i].l1, P[i].l2, P[i].g, w[0], w[1], sh[0], sh[1], v[0], v[1], v[2], v[3]);
        double rev[2] = { v[1], v[0] }, sq[2] = { sqrt(fabs(v[0])), sqrt(fabs(v[1])) },
               hz[2] = { 2 * M_PI * v[0], 2 * M_PI * v[1] };
        if (rel_diff(rev, w, 2) < 1e-9)
          say(t, "Likely mistake (descending): list the slow mode first.\n");
        else if (rel_diff(sq, w, 2) < 1e-9)
          say(t, "Likely mistake (omega squared): return omega, not omega^2.\n");
        else if (rel_diff(hz, w, 2) < 1e-9)
          say(t, "Likely mistake (hertz): return angular frequencies in rad/s, not f = omega/(2 pi).\n");
        else if (rel_diff(v, wp, 2) < 1e-9)
          say(t, "Likely mistake (paper's stiffness): K11 = (m1+m2) g l1, not m1 g l1.\n");
      }
    }
    if (ok) {
      t->score = t->max;
      say(t, "All 4 cases agree with GSL's generalized eigen-solve.\n");
    }
  }
  free_run(&r);
}
#line 801 "program/60-grader.nw"
static double lyapunov_reference(const dp_params *p, const double s0[4], double T,
                                 double h, double tau, double d0)
{
  double a[4], b[4], sum = 0;
  for (int i = 0; i < 4; i++) a[i] = s0[i], b[i] = s0[i] + d0 / 2;
  long nsteps = lround(tau / h), nren = lround(T / tau);
  for (long k = 0; k < nren; k++) {
    for (long j = 0; j < nsteps; j++) {
      dp_rk4_step(p, DP_MODEL_CORRECT, a, h);
      dp_rk4_step(p, DP_MODEL_CORRECT, b, h);
    }
    double d = 0;
    for (int i = 0; i < 4; i++) d += (b[i] - a[i]) * (b[i] - a[i]);
    d = sqrt(d);
    sum += log(d / d0);
    for (int i = 0; i < 4; i++) b[i] = a[i] + (b[i] - a[i]) * d0 / d;
  }
  return sum / (nren * tau);
}

static void test_lyapunov(void)
{
  test_result *t = begin_test("largest Lyapunov exponent", 20);
  static const dp_params P = { 1, 1, 1, 1, 9.81 };
  static const double chaotic[4] = { 2 * M_PI / 3, 5 * M_PI / 6, 0, 0 };
  static const double regular[4] = { M_PI / 18, M_PI / 18, 0, 0 };
  const double T = 200, h = 1.0 / 600, tau = 0.1, d0 = 1e-8;
  char q[1024], *qp = q;
  qp += sprintf(qp, "lyap %a %a %a %a %a %a %a %a %a %a %a %a %a\n", P.m1, P.m2, P.l1, P.l2, P.g,
                chaotic[0], chaotic[1], chaotic[2], chaotic[3], T, h, tau, d0);
  qp += sprintf(qp, "lyap %a %a %a %a %a %a %a %a %a %a %a %a %a\n", P.m1, P.m2, P.l1, P.l2, P.g,
                regular[0], regular[1], regular[2], regular[3], T, h, tau, d0);
  run_result r = run_worker(q);
  if (answered(t, &r, 2)) {
    double lc, lr;
    if (parse_answer(r.ans[0], &lc, 1) && parse_answer(r.ans[1], &lr, 1) && isfinite(lc) && isfinite(lr)) {
      double ref = lyapunov_reference(&P, chaotic, T, h, tau, d0);
      say(t, "Chaotic start (120/150 deg): yours %.4f /s, reference %.4f /s. "
             "Regular start (10/10 deg): yours %.4f /s.\n", lc, ref, lr);
      if (fabs(lc - ref) <= 0.25 && fabs(lr) <= 0.05)
        t->score = t->max;
      else if (lc < 0.5 * ref)
        say(t, "Likely mistake (renormalization): your estimate is far too small; pull the twin back "
               "to distance d0 every tau seconds and sum ln(d/d0) before you do.\n");
      else if (fabs(lr) > 0.05)
        say(t, "The regular start should give nearly zero: check the time you divide by.\n");
    } else
      say(t, "No finite answer.\n");
  }
  free_run(&r);
}
#line 865 "program/60-grader.nw"
static void json_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
    else if (*s == '\n') fputs("\\n", f);
    else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s);
    else fputc(*s, f);
  }
  fputc('"', f);
}

static int write_results(const char *dir, const char *compile_log)
{
  char path[4096], tmp[4200];
  snprintf(path, sizeof path, "%s/results.json", dir);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (!f) return perror(tmp), 2;
  double score = 0, max = 0;
  for (int i = 0; i < ntests; i++) score += results[i].score, max += results[i].max;
  fprintf(f, "{\n  \"score\": %g,\n  \"max_score\": %g,\n", score, max);
  if (compile_log) { fputs("  \"output\": ", f); json_string(f, compile_log); fputs(",\n", f); }
  fputs("  \"tests\": [\n", f);
  for (int i = 0; i < ntests; i++) {
    test_result *t = &results[i];
    fputs("    {\"name\": ", f);
    json_string(f, t->name);
    fprintf(f, ", \"score\": %g, \"max_score\": %g, \"status\": \"%s\", \"visibility\": \"visible\", \"output\": ",
            t->score, t->max, t->score == t->max ? "passed" : "failed");
    json_string(f, t->out);
    fprintf(f, "}%s\n", i + 1 < ntests ? "," : "");
  }
  fputs("  ]\n}\n", f);
  if (fclose(f) != 0 || rename(tmp, path) != 0) return perror(path), 2;
  return 0;
}
#line 906 "program/60-grader.nw"
static void print_report(const char *submission)
{
  double score = 0, max = 0;
  printf("Grading %s\n\n", submission);
  for (int i = 0; i < ntests; i++) {
    test_result *t = &results[i];
    score += t->score;
    max += t->max;
    printf("[%s] %s: %g / %g\n", t->score == t->max ? "PASS" : "FAIL", t->name, t->score, t->max);
    for (char *line = t->out, *nl; *line; line = nl + 1) {
      nl = strchr(line, '\n');
      if (!nl) { printf("    %s\n", line); break; }
      printf("    %.*s\n", (int)(nl - line), line);
    }
  }
  printf("\nTotal: %g / %g\n", score, max);
}
#line 938 "program/60-grader.nw"
static int compile_worker(const char *dir, const char *submission, const char *harness,
                          const char *incdir, char *log, size_t logsz)
{
  char cmd[16384];
  struct stat st;
  if (stat(submission, &st) != 0)
    return snprintf(log, logsz, "cannot read %s: %s", submission, strerror(errno)), 1;
  const char *srcs = S_ISDIR(st.st_mode)
    ? "\"$SUB\"/*.c $(find \"$SUB/src\" -maxdepth 1 -name '*.c' ! -name dp.c 2>/dev/null) -I\"$SUB/src\""
    : "\"$SUB\"";
  snprintf(cmd, sizeof cmd,
           "SUB='%s'; cd '%s' && CFL='-std=c17 -D_XOPEN_SOURCE=700 -O2 -ffp-contract=off -I%s' && "
           "${CC:-cc} $CFL -Wall -Werror -c -o harness.o '%s' > compile.log 2>&1 && "
           "${CC:-cc} $CFL -w -Dmain=student_main -o worker harness.o %s -lgsl -lgslcblas -lm "
           "-Wl,--unresolved-symbols=ignore-all >> compile.log 2>&1",
           submission, dir, incdir, harness, srcs);
  int rc = system(cmd);
  char path[4096];
  snprintf(path, sizeof path, "%s/compile.log", dir);
  FILE *f = fopen(path, "r");
  size_t n = f ? fread(log, 1, logsz - 1, f) : 0;
  log[n] = '\0';
  if (f) fclose(f);
  return rc != 0;
}

int main(int argc, char **argv)
{
  if (argc != 5) {
    fprintf(stderr, "usage: grade SUBMISSION OUTDIR HARNESS.c INCLUDE_DIR\n");
    return 2;
  }
  const char *submission = argv[1], *outdir = argv[2];
  if (getenv("DP_GRADE_TIME_LIMIT"))
    time_limit = fmax(0.5, fmin(600, atof(getenv("DP_GRADE_TIME_LIMIT"))));
  char dir[] = "/tmp/dpgrade.XXXXXX", log[8192], wpath[4200], abs_sub[4096];
  if (!realpath(submission, abs_sub)) { perror(submission); return 2; }
  if (!mkdtemp(dir)) { perror("mkdtemp"); return 2; }
  chmod(dir, 0755);
  snprintf(wpath, sizeof wpath, "%s/worker", dir);
  worker_path = wpath;
  int failed = compile_worker(dir, abs_sub, argv[3], argv[4], log, sizeof log);
  if (!failed) {
    test_accel();
    test_energy();
    test_rk4_step();
    test_rk4_order();
    test_modes();
    test_lyapunov();
  } else {
    const char *names[] = { "accelerations (correct model)", "energy", "RK4: one step on a linear system",
                            "RK4: order of accuracy", "normal modes", "largest Lyapunov exponent" };
    const double pts[] = { 30, 20, 15, 15, 20, 20 };
    for (int i = 0; i < 6; i++)
      say(begin_test(names[i], pts[i]), "Your submission did not compile:\n%s", log);
  }
  char cleanup[4200];
  snprintf(cleanup, sizeof cleanup, "rm -rf '%s'", dir);
  if (system(cleanup) != 0) fprintf(stderr, "grade: could not remove %s\n", dir);
  print_report(submission);
  mkdir(outdir, 0755);
  return write_results(outdir, failed ? log : NULL);
}
