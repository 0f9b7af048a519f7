#line 437 "program/60-grader.nw"
#define _GNU_SOURCE   /* pipe2, F_SETPIPE_SZ, setresuid, setgroups, getrandom */
#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <ftw.h>
#include <getopt.h>
#include <grp.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_rng.h>
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_ode.h"
#line 194 "program/60-grader.nw"
static const double A_lin[4][4] = {
  { 0, 1, 0, 0 }, { -4, -0.3, 0, 0 }, { 0.5, 0, 0, 1 }, { 0, 0, -1, 0 }
};

static void nonlinear_rhs(const double y[4], double dy[4])
{
  dy[0] = y[1];
  dy[1] = -sin(y[0]);
  dy[2] = y[3];
  dy[3] = -y[2] - y[2] * y[2] * y[2];
}
#line 479 "program/60-grader.nw"
enum {
  MEMORY_MB = 1024,                       /* address space of a worker or a compiler run */
  WORKER_TASKS = 32,                      /* threads and processes in a worker's sandbox */
  WORKER_TMP_MB = 16, WORKER_TMP_FILES = 64,
  WORKER_FILE_MB = 16,                    /* largest file a worker may write */
  COMPILE_TASKS = 16, COMPILE_TMP_MB = 256, COMPILE_TMP_FILES = 64,
  COMPILE_FILE_MB = 64,                   /* largest object or program */
  SUBMISSION_FILE_KB = 1024, SUBMISSION_FILES = 64,
  ANSWERS_MB = 4, COMPILER_OUTPUT_KB = 64
};
static double time_limit = 10;            /* seconds of wall clock per test */
static double compile_limit = 30;         /* seconds of wall clock per compiler run */
#line 502 "program/60-grader.nw"
static unsigned long long run_seed;
static char data_dir[4096];               /* worker.c, dp_student.h and launch */
static char staging[64];                  /* /tmp/dpgrade.XXXXXX, the grader's */
static char job_dir[128], worker_path[128], launcher_path[128];
static pid_t grader_pid;
static volatile sig_atomic_t stop_signal; /* a signal asked the grader to stop */
static volatile pid_t current_child;      /* the sandbox that runs now */

typedef struct {
  const char *name;
  double max, score, ratio;
  double detail[2];                       /* measurements worth keeping, or NaN */
  char out[3072];
} test_result;
static test_result results[16];
static int ntests;
static char notes[4096];                  /* about the whole submission */

static test_result *begin_test(const char *name, double max)
{
  test_result *t = &results[ntests++];
  t->name = name;
  t->max = max;
  t->score = 0;
  t->ratio = t->detail[0] = t->detail[1] = NAN;
  t->out[0] = '\0';
  return t;
}

static void append(char *buf, size_t size, const char *fmt, va_list ap)
{
  size_t n = strlen(buf);
  if (n + 1 < size) vsnprintf(buf + n, size - n, fmt, ap);
}

static void say(test_result *t, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  append(t->out, sizeof t->out, fmt, ap);
  va_end(ap);
}

static void note(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  append(notes, sizeof notes, fmt, ap);
  va_end(ap);
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
#line 1287 "program/60-grader.nw"
typedef struct {
  int nans;                          /* answers received */
  char **ans;                        /* the answer lines */
  int crashed, timed_out, exited;    /* how the worker ended */
  int sig, code;                     /* its signal or exit code */
  const char *sandbox_error;         /* the launcher's message, if any */
} run_result;
#line 570 "program/60-grader.nw"
static size_t utf8_length(const unsigned char *s)
{
  int n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3
        : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
  if (n == 0 || (n == 2 && s[0] < 0xC2) || (n == 4 && s[0] > 0xF4)) return 0;
  for (int i = 1; i < n; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if (n == 3 && ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] >= 0xA0))) return 0;
  if (n == 4 && ((s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] >= 0x90))) return 0;
  return (size_t)n;
}

static void put_text(FILE *f, const char *text, int json)
{
  const unsigned char *s = (const unsigned char *)text;
  while (*s) {
    size_t n = utf8_length(s);
    if (n == 1 && *s == '\n')
      fputs(json ? "\\n" : "\n", f);
    else if (n == 1 && json && (*s == '"' || *s == '\\'))
      fprintf(f, "\\%c", *s);
    else if (n == 1 && (*s < 0x20 || *s == 0x7F) && *s != '\t')
      fprintf(f, json ? "\\\\x%02x" : "\\x%02x", *s);
    else if (n == 1 && *s == '\t')
      fputs(json ? "\\t" : "\t", f);
    else if (n > 0)
      fwrite(s, 1, n, f);
    else
      fprintf(f, json ? "\\\\x%02x" : "\\x%02x", *s);
    s += n ? n : 1;
  }
}
#line 927 "program/60-grader.nw"
static void put_text_note(const char *text)
{
  char buf[600];
  FILE *f = fmemopen(buf, sizeof buf, "w");
  if (!f) return;
  put_text(f, text, 0);
  fputc('\0', f);
  fclose(f);
  buf[sizeof buf - 1] = '\0';
  note("%s", buf);
}
#line 616 "program/60-grader.nw"
static int make_writable(const char *path, const struct stat *st, int type, struct FTW *f)
{
  (void)f;
  if (type == FTW_D && !S_ISLNK(st->st_mode)) chmod(path, 0700);
  return 0;
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *f)
{
  (void)st; (void)type; (void)f;
  remove(path);
  return 0;
}

static void remove_tree(const char *dir)
{
  if (!dir[0]) return;
  nftw(dir, make_writable, 16, FTW_PHYS | FTW_MOUNT);
  nftw(dir, remove_entry, 16, FTW_PHYS | FTW_MOUNT | FTW_DEPTH);
}

static void on_signal(int sig)
{
  stop_signal = sig;
  if (current_child > 0) kill(current_child, SIGKILL);
}

static int make_staging(void)
{
  strcpy(staging, "/tmp/dpgrade.XXXXXX");
  if (!mkdtemp(staging)) return staging[0] = '\0', -1;
  snprintf(job_dir, sizeof job_dir, "%s/job", staging);
  snprintf(worker_path, sizeof worker_path, "%s/bin/worker", staging);
  snprintf(launcher_path, sizeof launcher_path, "%s/bin/launch", staging);
  char bin[96];
  snprintf(bin, sizeof bin, "%s/bin", staging);
  if (chmod(staging, 0711) != 0 || mkdir(bin, 0711) != 0 || mkdir(job_dir, 0700) != 0)
    return -1;
  if (geteuid() == 0) {
    uid_t u = 1073741824u + (uid_t)grader_pid;
    if (chown(job_dir, u, u) != 0) return -1;
  }
  return 0;
}
#line 676 "program/60-grader.nw"
#define BWRAP "/usr/bin/bwrap"
#define SANDBOX_UID_BASE 1073741824u       /* 2^30; plus a pid, unique while it lives */

typedef struct {
  int fd[4];                 /* descriptors 0..3; -1: /dev/null, or closed for 3 */
  int compile;               /* 1: the compiler's sandbox */
  const char *const *argv;   /* the program and its arguments, as the sandbox sees them */
} sandbox_job;

static pid_t sandbox_start(const sandbox_job *j)
{
  char lim[6][32];
  int w = !j->compile;
  snprintf(lim[0], 32, "%ld", (w ? WORKER_TMP_MB : COMPILE_TMP_MB) * 1048576L);
  snprintf(lim[1], 32, "%d", w ? WORKER_TMP_FILES : COMPILE_TMP_FILES);
  snprintf(lim[2], 32, "%d", w ? WORKER_TASKS : COMPILE_TASKS);
  snprintf(lim[3], 32, "%ld", MEMORY_MB * 1048576L);
  snprintf(lim[4], 32, "%ld", (long)ceil(w ? 2 * time_limit : compile_limit));
  snprintf(lim[5], 32, "%ld", (w ? WORKER_FILE_MB : COMPILE_FILE_MB) * 1048576L);
  #line 709 "program/60-grader.nw"
  const char *a[96];
  int n = 0;
  static const char *const common[] = {
    BWRAP, "--unshare-all", "--unshare-user", "--die-with-parent",
    "--new-session", "--uid", "1000", "--gid", "1000", "--hostname", "sandbox",
    "--clearenv", "--setenv", "PATH", "/usr/bin", "--setenv", "LC_ALL", "C",
    "--setenv", "HOME", "/tmp", "--setenv", "TMPDIR", "/tmp", "--cap-add", "CAP_SYS_ADMIN",
    "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin", "--symlink",
        "usr/lib", "/lib",
    "--symlink", "usr/lib64", "/lib64", "--proc", "/proc", "--dir", "/dev",
    "--dev-bind", "/dev/null", "/dev/null", "--dev-bind", "/dev/zero", "/dev/zero",
    "--dev-bind", "/dev/full", "/dev/full", "--dev-bind", "/dev/random", "/dev/random",
    "--dev-bind", "/dev/urandom", "/dev/urandom", "--dir", "/tmp", "--dir", "/sandbox"
  };
  for (size_t i = 0; i < sizeof common / sizeof *common; i++) a[n++] = common[i];
  a[n++] = "--ro-bind"; a[n++] = launcher_path; a[n++] = "/sandbox/launch";
  if (j->compile) { a[n++] = "--bind"; a[n++] = job_dir; a[n++] = "/job"; }
  else { a[n++] = "--ro-bind"; a[n++] = worker_path; a[n++] = "/sandbox/worker"; }
  a[n++] = "--remount-ro"; a[n++] = "/";
  a[n++] = "/sandbox/launch";
  for (int i = 0; i < 6; i++) a[n++] = lim[i];
  a[n++] = j->compile ? "/job" : "/tmp";
  for (int i = 0; j->argv[i] && n < 95; i++) a[n++] = j->argv[i];
  a[n] = NULL;
  #line 696 "program/60-grader.nw"
  pid_t pid = fork();
  if (pid != 0) {
    if (pid > 0) current_child = pid;
    return pid;
  }
  #line 739 "program/60-grader.nw"
  signal(SIGPIPE, SIG_DFL);
  int null = open("/dev/null", O_RDWR | O_CLOEXEC), hi[4];
  for (int k = 0; k < 4; k++) {
    int src = j->fd[k] >= 0 ? j->fd[k] : k < 3 ? null : -1;
    hi[k] = src >= 0 ? fcntl(src, F_DUPFD_CLOEXEC, 10) : -1;
  }
  for (int k = 0; k < 4; k++) {
    if (hi[k] >= 0 && dup2(hi[k], k) != k) _exit(126);
    if (hi[k] < 0) close(k);
  }
  if (syscall(SYS_close_range, 4u, ~0u, 0u) != 0)
    for (int fd = 4; fd < 65536; fd++) close(fd);
  #line 702 "program/60-grader.nw"
  #line 757 "program/60-grader.nw"
  if (geteuid() == 0) {
    uid_t u = SANDBOX_UID_BASE + (uid_t)(j->compile ? grader_pid : getpid());
    if (setgroups(0, NULL) != 0 || setresgid(u, u, u) != 0 || setresuid(u, u, u) != 0
        || getgroups(0, NULL) != 0 || getuid() != u || getgid() != u)
      _exit(125);
  }
  #line 703 "program/60-grader.nw"
  static char *const clean_env[] = { "PATH=/usr/bin:/bin", NULL };
  execve(BWRAP, (char *const *)a, clean_env);
  _exit(126);
}
#line 771 "program/60-grader.nw"
static int wait_or_kill(pid_t pid, double deadline, int *status, int *killed)
{
  *killed = 0;
  for (;;) {
    pid_t w = waitpid(pid, status, WNOHANG);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) return -1;
    if (now() >= deadline || stop_signal) {
      kill(pid, SIGKILL);
      waitpid(pid, status, 0);
      *killed = 1;
      break;
    }
    struct timespec ts = { 0, 5000000 };
    nanosleep(&ts, NULL);
  }
  current_child = 0;
  return 0;
}

static int sandbox_probe(char *msg, size_t size)
{
  int ep[2];
  if (pipe2(ep, O_CLOEXEC) != 0) return snprintf(msg, size, "pipe: %s",
                                                 strerror(errno)), -1;
  const char *argv[] = { "/usr/bin/true", NULL };
  sandbox_job j = { { -1, -1, ep[1], -1 }, 1, argv };
  pid_t pid = sandbox_start(&j);
  close(ep[1]);
  ssize_t got = pid > 0 ? read(ep[0], msg, size - 1) : 0;
  msg[got > 0 ? got : 0] = '\0';
  close(ep[0]);
  int st = 0, killed;
  if (pid < 0 || wait_or_kill(pid, now() + 30, &st, &killed) != 0) return -1;
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0) return 0;
  if (WIFEXITED(st) && WEXITSTATUS(st) == 125 && !msg[0])
    snprintf(msg, size, "could not become the sandbox's own user");
  return -1;
}
#line 824 "program/60-grader.nw"
static char student_files[SUBMISSION_FILES][72];   /* the .c files, as named in job/ */
static int nstudent_files;

static int plain_name(const char *s)
{
  size_t n = strlen(s);
  if (n == 0 || n > 64 || s[0] == '.' || s[0] == '-') return 0;
  for (size_t i = 0; i < n; i++)
    if (!(s[i] >= 'a' && s[i] <= 'z') && !(s[i] >= 'A' && s[i] <= 'Z')
        && !(s[i] >= '0' && s[i] <= '9') && !strchr("_-.", s[i]))
      return 0;
  return 1;
}

static int ends_with(const char *s, const char *tail)
{
  size_t n = strlen(s), m = strlen(tail);
  return n >= m && !strcmp(s + n - m, tail);
}

static int copy_in(int src, const char *name, char *why, size_t whysz)
{
  struct stat st;
  if (fstat(src, &st) != 0 || !S_ISREG(st.st_mode))
    return snprintf(why, whysz, "not a regular file"), -1;
  if (st.st_size > SUBMISSION_FILE_KB * 1024L)
    return snprintf(why, whysz, "larger than %d KiB", SUBMISSION_FILE_KB), -1;
  char path[256];
  snprintf(path, sizeof path, "%s/%s", job_dir, name);
  int dst = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (dst < 0) return snprintf(why, whysz, "cannot copy: %s", strerror(errno)), -1;
  char buf[65536];
  ssize_t got;
  int rc = 0;
  while ((got = read(src, buf, sizeof buf)) > 0)
    if (write(dst, buf, (size_t)got) != got) { rc = -1; break; }
  if (got < 0 || close(dst) != 0) rc = -1;
  if (rc) snprintf(why, whysz, "cannot copy: %s", strerror(errno));
  return rc;
}
#line 869 "program/60-grader.nw"
static int copy_submission(const char *sub, char *why, size_t whysz)
{
  int fd = open(sub, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    snprintf(why, whysz, "cannot open the submission: %s", strerror(errno));
    if (fd >= 0) close(fd);
    return -1;
  }
  if (!S_ISDIR(st.st_mode)) {
    int rc = copy_in(fd, "submission.c", why, whysz);
    close(fd);
    if (rc == 0) strcpy(student_files[nstudent_files++], "submission.c");
    return rc;
  }
  DIR *d = fdopendir(fd);
  if (!d) { close(fd); return snprintf(why, whysz, "cannot read the folder"), -1; }
  char *names[256];
  int nn = 0;
  for (struct dirent *e; (e = readdir(d)) && nn < 256; )
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) names[nn++] = strdup(e->d_name);
  qsort(names, (size_t)nn, sizeof *names, (int (*)(const void *, const void *))strcmp);
  int renamed = 0, ignored = 0;
  for (int i = 0; i < nn; i++) {
    const char *nm = names[i];
    int is_c = ends_with(nm, ".c"), is_h = ends_with(nm, ".h");
    char target[72], w[128];
    if (!(is_c || (is_h && plain_name(nm)))
        || nstudent_files >= SUBMISSION_FILES) { ignored++; continue; }
    if (plain_name(nm) && strcmp(nm, "dp_student.h") && strcmp(nm, "harness.c")
        && strcmp(nm, "undefined.c"))
      snprintf(target, sizeof target, "%s", nm);
    else if (is_c)
      snprintf(target, sizeof target, "file%d.c", ++renamed);
    else { ignored++; continue; }
    int f = openat(dirfd(d), nm, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (f < 0 || copy_in(f, target, w, sizeof w) != 0) {
      note("Skipped ");
      put_text_note(nm);
      note(": %s.\n", f < 0 ? "not a regular file" : w);
    } else if (is_c)
      strcpy(student_files[nstudent_files++], target);
    if (f >= 0) close(f);
  }
  for (int i = 0; i < nn; i++) free(names[i]);
  closedir(d);
  if (renamed) note("%d .c file(s) with unusual names were compiled as "
                    "file1.c, ...\n", renamed);
  if (ignored) note("Ignored %d entr%s of the folder that are not top-level "
                    ".c or .h files.\n",
                    ignored, ignored == 1 ? "y" : "ies");
  if (nstudent_files == 0) return snprintf(why, whysz, "no .c file in the submission"), -1;
  return 0;
}
#line 952 "program/60-grader.nw"
typedef struct {
  int timed_out, status;
  size_t len;
  int truncated;
  char out[COMPILER_OUTPUT_KB * 1024];
} compiler_run;

static int run_compiler(const char *const *argv, compiler_run *c)
{
  int op[2];
  memset(c, 0, offsetof(compiler_run, out));
  c->out[0] = '\0';
  if (pipe2(op, O_CLOEXEC) != 0) return -1;
  sandbox_job j = { { -1, op[1], op[1], -1 }, 1, argv };
  pid_t pid = sandbox_start(&j);
  close(op[1]);
  if (pid < 0) { close(op[0]); return -1; }
  double deadline = now() + compile_limit;
  fcntl(op[0], F_SETFL, O_NONBLOCK);
  for (;;) {
    double rem = deadline - now();
    if (rem <= 0) { c->timed_out = 1; break; }
    if (stop_signal) break;
    struct pollfd pf = { op[0], POLLIN, 0 };
    if (poll(&pf, 1, (int)(rem * 1000) + 1) <= 0) continue;
    char buf[4096];
    ssize_t got = read(op[0], buf, sizeof buf);
    if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) break;
    if (got < 0) continue;
    size_t room = sizeof c->out - 1 - c->len, take = (size_t)got < room
        ? (size_t)got : room;
    memcpy(c->out + c->len, buf, take);
    c->len += take;
    c->out[c->len] = '\0';
    if (take < (size_t)got) c->truncated = 1;
  }
  close(op[0]);
  int killed;
  wait_or_kill(pid, c->timed_out ? now() : deadline, &c->status, &killed);
  if (killed && !stop_signal) c->timed_out = 1;
  return !c->timed_out && WIFEXITED(c->status) && WEXITSTATUS(c->status) == 0 ? 0 : -1;
}
#line 1000 "program/60-grader.nw"
static char cc_path[4096] = "/usr/bin/cc";

static int find_compiler(void)
{
  char real[4096];
  if (!realpath("/usr/bin/cc", real) || strncmp(real, "/usr/", 5)) return -1;
  strcpy(cc_path, real);
  return 0;
}
#line 1018 "program/60-grader.nw"
#define CC cc_path
#define CFLAGS_COMMON "-std=c17", "-D_XOPEN_SOURCE=700", "-O2", "-ffp-contract=off", \
                      "-fno-fast-math", "-pthread", "-fdiagnostics-plain-output"

static int compile_harness(char *log, size_t logsz)
{
  const char *const argv[] = { CC, CFLAGS_COMMON, "-Wall", "-Wextra", "-Werror",
                               "-c", "-o", "harness.o", "harness.c", NULL };
  static compiler_run c;
  int rc = run_compiler(argv, &c);
  if (rc) {
    size_t k = strlen(c.out) < logsz ? strlen(c.out) : logsz - 1;
    memcpy(log, c.out, k);
    log[k] = '\0';
  }
  return rc;
}

static int compile_student(compiler_run *c)
{
  const char *argv[SUBMISSION_FILES + 16];
  const char *const head[] = { CC, CFLAGS_COMMON, "-w", "-fmax-errors=20",
                               "-Dmain=student_main", "-c" };
  int n = 0;
  for (size_t i = 0; i < sizeof head / sizeof *head; i++) argv[n++] = head[i];
  for (int i = 0; i < nstudent_files; i++) argv[n++] = student_files[i];
  argv[n] = NULL;
  return run_compiler(argv, c);
}

static int link_worker(compiler_run *c, int with_stand_ins)
{
  const char *argv[SUBMISSION_FILES + 16];
  static char objs[SUBMISSION_FILES][72];
  int n = 0;
  argv[n++] = CC; argv[n++] = "-o"; argv[n++] = "worker"; argv[n++] = "harness.o";
  for (int i = 0; i < nstudent_files; i++) {
    snprintf(objs[i], sizeof objs[i], "%.*s.o", (int)strlen(student_files[i]) - 2,
             student_files[i]);
    argv[n++] = objs[i];
  }
  if (with_stand_ins) argv[n++] = "undefined.o";
  argv[n++] = "-pthread"; argv[n++] = "-lm"; argv[n] = NULL;
  return run_compiler(argv, c);
}
#line 1074 "program/60-grader.nw"
static void explain_compiler_failure(const compiler_run *c, char *log, size_t logsz)
{
  log[0] = '\0';
  size_t used = 0;
#define LOG(...) \
  (used += (size_t)snprintf(log + used, used < logsz ? logsz - used : 0, __VA_ARGS__), \
   used = used < logsz ? used : logsz)
  if (c->timed_out)
    LOG("The compiler did not finish within %g s. Does the file include "
        "itself, or a device "
        "such as /dev/zero, or expand a macro without end?\n", compile_limit);
  else if (strstr(c->out, "out of memory") || strstr(c->out, "memory exhausted")
           || strstr(c->out, "Cannot allocate memory"))
    LOG("The compiler ran out of memory (limit %d MiB). Does the file include a very large "
        "file or expand a macro without end?\n", MEMORY_MB);
  else if (strstr(c->out, "signal terminated program") || strstr(c->out, "Killed")
           || strstr(c->out, "File size limit") || strstr(c->out, "No space left"))
    LOG("The compiler was stopped by its limits (%g s, %d MiB of memory, "
        "files of %d MiB).\n",
        compile_limit, MEMORY_MB, COMPILE_FILE_MB);
  int hidden = 0;
  for (const char *line = c->out; *line; ) {
    const char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line) : strlen(line);
    int mine = 0;
    size_t skip = 0;
    for (int i = 0; i < nstudent_files && !mine; i++) {
      size_t k = strlen(student_files[i]);
      mine = len > k && !strncmp(line, student_files[i], k) && line[k] == ':';
    }
    if (!mine && len > 8 && !strncmp(line, "/tmp/cc", 7)) {
      const char *colon = memchr(line, ':', len);
      mine = colon && colon - line > 2 && !strncmp(colon - 2, ".s", 2);
      if (mine) { LOG("assembler"); skip = (size_t)(colon - line); }
    }
    if (mine) LOG("%.*s%s\n", (int)((len - skip) < 400 ? len - skip : 400), line + skip,
                  len - skip > 400 ? " ..." : "");
    else if (len > 0) hidden++;
    line += len + (nl != NULL);
  }
  if (hidden) LOG("(%d line%s of the compiler's output about other files not shown.)\n",
                  hidden, hidden == 1 ? "" : "s");
  if (c->truncated) LOG("(The compiler's output was cut at %d KiB.)\n", COMPILER_OUTPUT_KB);
#undef LOG
}
#line 1130 "program/60-grader.nw"
static int link_names(const char *out, const char *what, char names[][72], int max, int *n)
{
  int all_valid = 1;
  for (const char *p = out; (p = strstr(p, what)) != NULL; ) {
    p += strlen(what);
    const char *end = strchr(p, '\'');
    size_t len = end ? (size_t)(end - p) : 0;
    int valid = len > 0 && len < 64 && !(p[0] >= '0' && p[0] <= '9');
    for (size_t i = 0; i < len && valid; i++)
      valid = (p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z')
              || (p[i] >= '0' && p[i] <= '9') || p[i] == '_';
    if (!valid) { all_valid = 0; continue; }
    int seen = 0;
    for (int i = 0; i < *n && !seen; i++) seen = strlen(names[i]) == len
        && !strncmp(names[i], p, len);
    if (!seen && *n < max) snprintf(names[(*n)++], 72, "%.*s", (int)len, p);
  }
  return all_valid;
}

static void list_names(char *buf, size_t size, char names[][72], int n)
{
  size_t used = strlen(buf);
  for (int i = 0; i < n && used + 80 < size; i++)
    used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? ", " : "", names[i]);
}

static int write_stand_ins(char names[][72], int n)
{
  char path[256];
  snprintf(path, sizeof path, "%s/undefined.c", job_dir);
  FILE *f = fopen(path, "wx");
  if (!f) return -1;
  fputs("void dp_worker_undefined(const char *name);\n", f);
  for (int i = 0; i < n; i++)
    fprintf(f, "void %s(void);\nvoid %s(void) { dp_worker_undefined(\"%s\"); }\n",
            names[i], names[i], names[i]);
  return fclose(f);
}
#line 1181 "program/60-grader.nw"
static int copy_data_file(const char *name)
{
  char src[4200], why[160];
  snprintf(src, sizeof src, "%s/%s", data_dir, name);
  int fd = open(src, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int rc = copy_in(fd, name[0] == 'w' ? "harness.c" : name, why, sizeof why);
  close(fd);
  return rc;
}

static int install_worker(char *log, size_t logsz)
{
  char src[256];
  snprintf(src, sizeof src, "%s/worker", job_dir);
  int in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  struct stat st;
  if (in < 0 || fstat(in, &st) != 0 || !S_ISREG(st.st_mode)
      || st.st_size > COMPILE_FILE_MB * 1048576L) {
    if (in >= 0) close(in);
    return snprintf(log, logsz, "The linker did not produce a program.\n"), -1;
  }
  int out = open(worker_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0555);
  char buf[65536];
  ssize_t got;
  unsigned long long memsz = 0;
  Elf64_Ehdr eh;
  if (pread(in, &eh, sizeof eh, 0) == (ssize_t)sizeof eh
      && !memcmp(eh.e_ident, ELFMAG, SELFMAG))
    for (int i = 0; i < eh.e_phnum && i < 64; i++) {
      Elf64_Phdr ph;
      off_t at = (off_t)(eh.e_phoff + (unsigned long long)i * eh.e_phentsize);
      if (pread(in, &ph, sizeof ph, at) == (ssize_t)sizeof ph && ph.p_type == PT_LOAD)
        memsz += ph.p_memsz;
    }
  while (out >= 0 && (got = read(in, buf, sizeof buf)) > 0)
    if (write(out, buf, (size_t)got) != got) break;
  close(in);
  if (out < 0 || close(out) != 0) return snprintf(log, logsz,
                                                  "Internal error: cannot install "
      "the worker.\n"), -1;
  if (memsz > (unsigned long long)MEMORY_MB * 1048576)
    return snprintf(log, logsz, "Your program's static data take %.0f MiB, more than "
                    "the memory limit "
                    "of %d MiB: make the large arrays smaller.\n",
                        memsz / 1048576.0, MEMORY_MB), -1;
  return 0;
}

static int compile_worker(char *log, size_t logsz)
{
  static compiler_run c;
  if (copy_data_file("worker.c") || copy_data_file("dp_student.h"))
    return snprintf(log, logsz, "Internal error: the harness is missing from "
                    "%s.\n", data_dir), 2;
  if (compile_harness(log, logsz))
    return 2;
  if (compile_student(&c)) {
    explain_compiler_failure(&c, log, logsz);
    return 1;
  }
  if (link_worker(&c, 0)) {
    char undef[32][72], twice[32][72];
    int nu = 0, nt = 0;
    int ok = link_names(c.out, "undefined reference to `", undef, 32, &nu);
    link_names(c.out, "multiple definition of `", twice, 32, &nt);
    log[0] = '\0';
    if (nt || !ok || nu == 0 || c.timed_out) {
      snprintf(log, logsz, "Your files did not link.%s", nt
               ? " Defined more than once: " : "");
      list_names(log, logsz, twice, nt);
      if (nu) { strncat(log, nt ? ". Not defined: " : " Not defined: ",
                        logsz - strlen(log) - 1); list_names(log, logsz, undef, nu); }
      strncat(log, ".\n", logsz - strlen(log) - 1);
      if (c.timed_out) strncat(log, "(The linker did not finish in time.)\n",
                               logsz - strlen(log) - 1);
      return 1;
    }
    note("Your code refers to ");
    char list[2048] = "";
    list_names(list, sizeof list, undef, nu);
    note("%s, which nothing defines: the grader links only the C library, its "
         "maths library and "
         "POSIX threads. A test that calls one of them fails.\n", list);
    const char *const argv[] = { CC, CFLAGS_COMMON, "-w", "-c", "undefined.c", NULL };
    if (write_stand_ins(undef, nu) || run_compiler(argv, &c) || link_worker(&c, 1)) {
      explain_compiler_failure(&c, log, logsz);
      return 1;
    }
  }
  return install_worker(log, logsz) ? 1 : 0;
}
#line 1296 "program/60-grader.nw"
static run_result run_worker(const char *questions)
{
  run_result r = { 0 };
  int qp[2], ap[2];
  if (pipe2(qp, O_CLOEXEC) || pipe2(ap,
                                    O_CLOEXEC)) { r.sandbox_error = "no pipe"; return r; }
  fcntl(qp[1], F_SETPIPE_SZ, 4096);
  fcntl(ap[1], F_SETPIPE_SZ, 4096);
  static const char *const argv[] = { "/sandbox/worker", NULL };
  sandbox_job j = { { qp[0], -1, -1, ap[1] }, 0, argv };
  pid_t pid = sandbox_start(&j);
  close(qp[0]);
  close(ap[1]);
  double deadline = now() + time_limit;
  char *buf = NULL;
  size_t len = 0, cap = 0;
  #line 1319 "program/60-grader.nw"
  int qfd = qp[1];
  const char *q = questions;
  size_t left = strlen(questions);
  fcntl(qfd, F_SETFL, O_NONBLOCK);
  fcntl(ap[0], F_SETFL, O_NONBLOCK);
  if (left == 0 || pid < 0) { close(qfd); qfd = -1; }
  while (pid > 0) {
    double rem = deadline - now();
    if (rem <= 0) { r.timed_out = 1; break; }
    if (stop_signal) break;
    struct pollfd pf[2] = { { ap[0], POLLIN, 0 }, { qfd, POLLOUT, 0 } };
    if (poll(pf, qfd >= 0 ? 2 : 1, (int)(rem * 1000) + 1) <= 0) continue;
    if (qfd >= 0 && pf[1].revents) {
      ssize_t w = write(qfd, q, left);
      if (w > 0) { q += w; left -= (size_t)w; }
      if ((w < 0 && errno != EAGAIN && errno != EINTR) || left == 0) { close(qfd); qfd = -1; }
    }
    if (pf[0].revents) {
      if (cap - len < 4097) {
        if (cap >= ANSWERS_MB * 1048576UL) break;
        cap = cap ? 2 * cap : 16384;
        buf = realloc(buf, cap);
      }
      ssize_t got = read(ap[0], buf + len, cap - len - 1);
      if (got > 0) len += (size_t)got;
      else if (got == 0 || (errno != EAGAIN && errno != EINTR)) break;
    }
  }
  if (qfd >= 0) close(qfd);
  close(ap[0]);
  #line 1313 "program/60-grader.nw"
  #line 1356 "program/60-grader.nw"
  int st = 0, killed = 0;
  if (pid > 0) wait_or_kill(pid, r.timed_out ? now() : deadline, &st, &killed);
  if (pid < 0) r.sandbox_error = "the sandbox did not start";
  else if (killed && !stop_signal) r.timed_out = 1;
  else if (WIFEXITED(st) && WEXITSTATUS(st) > 128 && WEXITSTATUS(st) < 128 + 65) {
    r.sig = WEXITSTATUS(st) - 128;
    if (r.sig == SIGXCPU) r.timed_out = 1;
    else r.crashed = 1;
  } else if (WIFEXITED(st)) {
    r.exited = 1;
    r.code = WEXITSTATUS(st);
    if (r.code == 125 || r.code == 126) r.sandbox_error = "the sandbox did not start";
  }
  #line 1314 "program/60-grader.nw"
  #line 1371 "program/60-grader.nw"
  for (size_t i = 0; i < len; ) {
    char *nl = memchr(buf + i, '\n', len - i);
    size_t l = nl ? (size_t)(nl - (buf + i)) : len - i;
    char *line = strndup(buf + i, l);
    if (!strncmp(line, "error sandbox ", 14)) {
      static char msg[200];
      snprintf(msg, sizeof msg, "%s", line + 14);
      r.sandbox_error = msg;
      free(line);
    } else {
      r.ans = realloc(r.ans, sizeof *r.ans * (size_t)(r.nans + 1));
      r.ans[r.nans++] = line;
    }
    i += l + 1;
  }
  free(buf);
  #line 1315 "program/60-grader.nw"
  return r;
}
#line 1398 "program/60-grader.nw"
static int answered(test_result *t, const run_result *r, int expected)
{
  for (int i = 0; i < r->nans; i++)
    if (!strncmp(r->ans[i], "undefined ", 10)) {
      const char *name = r->ans[i] + 10;
      if (!strncmp(name, "student_", 8))
        return say(t, "The function %.60s is declared but not defined in your "
                   "submission.\n", name), 0;
      return say(t, "Your code called %.60s, which is not defined: the grader "
                 "links only the C "
                    "library, its maths library and POSIX threads.\n", name), 0;
    }
  if (r->sandbox_error && strstr(r->sandbox_error, "Cannot allocate memory"))
    return say(t, "Your program could not start within the memory limit of %d "
               "MiB (static arrays "
                  "too large?).\n", MEMORY_MB), 0;
  if (r->timed_out)
    return say(t, "Your code did not finish within %g s (an infinite "
               "loop?).\n", time_limit), 0;
  if (r->crashed)
    return say(t, "Your code crashed (signal %d%s).\n", r->sig,
               r->sig == SIGSEGV ? ", a segmentation fault: an invalid "
                   "pointer or array index?"
               : r->sig == SIGABRT ? ", abort(): a failed assert?" : ""), 0;
  if (r->sandbox_error && r->nans == 0)
    return say(t, "Internal error: %s.\n", r->sandbox_error), 0;
  if (r->nans > 0 && !strcmp(r->ans[0], "missing"))
    return say(t, "The function is missing from your submission.\n"), 0;
  if (r->nans < expected)
    return say(t, "Your code stopped after %d of %d calls (exit code %d: did "
               "it call exit() or "
                  "close descriptor 3?).\n", r->nans, expected, r->code), 0;
  return 1;
}

static int parse_answer(const char *line, double *v, int n)
{
  if (strncmp(line, "ok ", 3)) return 0;
  const char *p = line + 3;
  for (int i = 0; i < n; i++) {
    char *end;
    v[i] = strtod(p, &end);
    if (end == p || !isfinite(v[i])) return 0;
    p = end;
  }
  return 1;
}

static void free_run(run_result *r)
{
  for (int i = 0; i < r->nans; i++) free(r->ans[i]);
  free(r->ans);
}
#line 1461 "program/60-grader.nw"
static gsl_rng *test_rng(int test)
{
  uint64_t z = run_seed + 0x9E3779B97F4A7C15ULL * (uint64_t)(test + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  z ^= z >> 31;
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)(z & 0xffffffffUL));
  return r;
}

static double uniform(gsl_rng *r, double lo, double hi)
{
  return lo + (hi - lo) * gsl_rng_uniform(r);
}

static double log_uniform(gsl_rng *r, double lo, double hi)
{
  return lo * exp(gsl_rng_uniform(r) * log(hi / lo));
}

static char *question_buffer(size_t n)
{
  char *q = malloc(n * 400 + 1);
  if (!q) abort();
  q[0] = '\0';
  return q;
}
#line 1574 "program/60-grader.nw"
static run_result ask_random_cases(const char *cmd, int test, int n,
                                   dp_params *P, double (*S)[4])
{
  char *q = question_buffer((size_t)n);
  size_t used = 0;
  gsl_rng *rng = test_rng(test);
  for (int i = 0; i < n; i++) {
    dp_random_case(rng, &P[i], S[i]);
    used += (size_t)sprintf(q + used, "%s %a %a %a %a %a %a %a %a %a\n",
                            cmd, P[i].m1, P[i].m2,
                            P[i].l1, P[i].l2, P[i].g, S[i][0], S[i][1], S[i][2], S[i][3]);
  }
  gsl_rng_free(rng);
  run_result r = run_worker(q);
  free(q);
  return r;
}

static void say_case(test_result *t, const dp_params *p, const double s[4])
{
  say(t, "m1=%.6g m2=%.6g l1=%.6g l2=%.6g g=%.6g, state (%.6g, %.6g, %.6g, %.6g)",
      p->m1, p->m2, p->l1, p->l2, p->g, s[0], s[1], s[2], s[3]);
}
#line 1499 "program/60-grader.nw"
typedef struct { const char *name, *hint; } mistake;

static double rel_diff(const double *x, const double *y, int n)
{
  double num = 0, den = 0;
  for (int i = 0; i < n; i++) {
    double d = fabs(x[i] - y[i]), m = fabs(y[i]);
    num = d > num ? d : num;
    den = m > den ? m : den;
  }
  return num / (den > DBL_MIN ? den : DBL_MIN);
}

static void say_vector(test_result *t, const char *label, const double *v, int n)
{
  say(t, "%s (", label);
  for (int i = 0; i < n; i++) say(t, "%s%.10g", i ? ", " : "", v[i]);
  say(t, ")");
}
#line 1531 "program/60-grader.nw"
static const mistake accel_mistakes[] = {
  { "missing gravity",
    "The upper equation has m1 g l1 sin(th1) instead of (m1+m2) g l1 "
    "sin(th1): the paper's missing gravity term (m2 rides up with m1)." },
  { "sign slip",
    "The term m2 g sin(th1 - 2 th2) has the wrong sign (the blog's slip in "
    "L_w1)." },
  { "degrees",
    "Your angles were converted as if they were in degrees: the state is in "
    "radians." },
  { "swapped",
    "omega1 and omega2 are swapped in the velocity terms." },
  { "wrong determinant",
    "The determinant uses cos^2 instead of sin^2: det M = m2 l1^2 l2^2 (m1 + "
    "m2 sin^2 delta)." },
};
#line 1551 "program/60-grader.nw"
static void accel_variant(int which, const dp_params *p, const double s[4], double a[2])
{
  double t[4] = { s[0], s[1], s[2], s[3] };
  if (which == 2) { t[0] *= M_PI / 180; t[1] *= M_PI / 180; }
  if (which == 3) { t[2] = s[3]; t[3] = s[2]; }
  double d = t[0] - t[1], c = cos(d), sd = sin(d), k = p->m2 * p->l1 * p->l2;
  double M[4] = { (p->m1 + p->m2) * p->l1 * p->l1, k * c, k * c, p->m2 * p->l2 * p->l2 };
  double grav1 = (which == 0 ? p->m1 : p->m1 + p->m2) * p->g * p->l1 * sin(t[0]);
  double f[2] = { -k * t[3] * t[3] * sd - grav1,
                 k * t[2] * t[2] * sd - p->m2 * p->g * p->l2 * sin(t[1]) };
  double det = M[0] * M[3] - M[1] * M[2];
  if (which == 4) det = p->m2 * p->l1 * p->l1 * p->l2 * p->l2 * (p->m1 + p->m2 * c * c);
  a[0] = (f[0] * M[3] - M[1] * f[1]) / det;
  a[1] = (M[0] * f[1] - M[2] * f[0]) / det;
  if (which == 1)   /* the blog's sign slip adds 2 m2 g sin(th1 - 2 th2) / (l1 den) */
    a[0] += 2 * p->m2 * p->g * sin(t[0] - 2 * t[1])
            / (p->l1 * (2 * p->m1 + p->m2 - p->m2 * cos(2 * d)));
}
#line 1599 "program/60-grader.nw"
#define ACCEL_TOL 1e4              /* units of rounding */

static void test_accel(test_result *t)
{
  enum { N = 200 };
  static dp_params P[N];
  static double S[N][4];
  run_result r = ask_random_cases("accel", 0, N, P, S);
  if (answered(t, &r, N)) {
    #line 1616 "program/60-grader.nw"
    int bad = 0, near = 0, worst_i = -1, explains[5] = { 0 };
    double worst = 0;
    for (int i = 0; i < N; i++) {
      double a[2], ref[2], sigma[2];
      if (!parse_answer(r.ans[i], a, 2)) {
        say(t, "State %d of %d: the answer is not two finite numbers.\n", i + 1, N);
        worst_i = -2;
        break;
      }
      dp_accel(&P[i], DP_MODEL_CORRECT, S[i], ref);
      dp_rounding_scale(&P[i], S[i], ref, NULL, sigma);
      double e0 = fabs(a[0] - ref[0]) / sigma[0], e1 = fabs(a[1] - ref[1]) / sigma[1];
      double e = (e0 > e1 ? e0 : e1) / (DBL_EPSILON / 2);
      if (!(e <= worst)) worst = e, worst_i = i;
      if (!(e <= ACCEL_TOL)) {
        bad++;
        near += rel_diff(a, ref, 2) < 1e-4;
        for (int m = 0; m < 5; m++) {
          double v[2];
          accel_variant(m, &P[i], S[i], v);
          if (rel_diff(a, v, 2) < 1e-8) explains[m]++;
        }
      }
    }
    t->ratio = worst_i == -2 ? INFINITY : worst / ACCEL_TOL;
    if (worst_i != -2 && bad == 0) {
      t->score = t->max;
      say(t, "All %d states agree with the reference (worst: %.3g units of rounding; "
          "tolerance %g).\n",
          N, worst, ACCEL_TOL);
    } else if (worst_i >= 0) {
      double a[2] = { NAN, NAN }, ref[2];
      parse_answer(r.ans[worst_i], a, 2);
      dp_accel(&P[worst_i], DP_MODEL_CORRECT, S[worst_i], ref);
      say(t, "%d of %d random states disagree, the worst by %.3g units of "
          "rounding (tolerance %g). "
             "The worst, from this run's draw: ", bad, N, worst, ACCEL_TOL);
      say_case(t, &P[worst_i], S[worst_i]);
      say_vector(t, ": expected", ref, 2);
      say_vector(t, ", got", a, 2);
      say(t, ".\n");
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
  #line 1609 "program/60-grader.nw"
  }
  free_run(&r);
}
#line 1676 "program/60-grader.nw"
#define ENERGY_TOL 1e-10

static double energy_variant(int which, const dp_params *p, const double s[4])
{
  double t[4] = { s[0], s[1], s[2], s[3] };
  switch (which) {
  case 0: return dp_kinetic(p, t) + dp_potential_paper(p, t) - dp_energy_scale(p);
  case 1: return dp_energy(p, t) + dp_energy_scale(p);
  case 2: return dp_energy(p, t) - 2 * p->m2 * p->l1 * p->l2 * t[2] * t[3]
                                     * cos(t[0] - t[1]);
  default: t[0] *= M_PI / 180; t[1] *= M_PI / 180; return dp_energy(p, t);
  }
}
static const mistake energy_mistakes[] = {
  { "paper's potential",
    "Your potential misses m2 g l1 (1 - cos th1): m2 rides up with m1 (the "
    "paper's error)." },
  { "zero level",
    "Your energy is off by the constant (m1+m2) g l1 + m2 g l2: the "
    "assignment measures heights from the pivot, not from the lowest "
    "position." },
  { "cross term",
    "The cross term m2 l1 l2 w1 w2 cos(th1 - th2) has the wrong sign." },
  { "degrees",
    "Your angles were converted as if they were in degrees." },
};

static void test_energy(test_result *t)
{
  enum { N = 200 };
  static dp_params P[N];
  static double S[N][4];
  run_result r = ask_random_cases("energy", 1, N, P, S);
  if (answered(t, &r, N)) {
    int bad = 0, explains[4] = { 0 }, worst_i = 0, broken = 0;
    double worst = 0;
    for (int i = 0; i < N && !broken; i++) {
      double e;
      if (!parse_answer(r.ans[i], &e, 1)) {
        broken = 1;
        say(t, "State %d of %d: the answer is not a finite number.\n", i + 1, N);
        break;
      }
      double ref = dp_energy(&P[i], S[i]);
      double scale = dp_kinetic(&P[i], S[i]) + dp_energy_scale(&P[i])
                     + 2 * P[i].m2 * P[i].l1 * P[i].l2 * fabs(S[i][2] * S[i][3]);
      double d = fabs(e - ref) / scale;
      if (!(d <= worst)) worst = d, worst_i = i;
      if (!(d <= ENERGY_TOL)) {
        bad++;
        for (int m = 0; m < 4; m++)
          if (fabs(e - energy_variant(m, &P[i], S[i])) < 1e-9 * scale) explains[m]++;
      }
    }
    t->ratio = broken ? INFINITY : worst / ENERGY_TOL;
    if (!broken && bad == 0) {
      t->score = t->max;
      say(t, "All %d states agree with the reference (worst relative difference %.2g; "
          "tolerance %g).\n",
          N, worst, ENERGY_TOL);
    } else if (!broken) {
      double e = NAN;
      parse_answer(r.ans[worst_i], &e, 1);
      say(t, "%d of %d random states disagree, the worst by %.3g relative to the "
          "size of the terms "
             "(tolerance %g). The worst, from this run's draw: ", bad, N,
                 worst, ENERGY_TOL);
      say_case(t, &P[worst_i], S[worst_i]);
      say(t, ": expected %.12g J, got %.12g J.\n", dp_energy(&P[worst_i], S[worst_i]), e);
      for (int m = 0; m < 4; m++)
        if (explains[m] == bad)
          say(t, "Likely mistake (%s): %s\n", energy_mistakes[m].name,
              energy_mistakes[m].hint);
    }
  }
  free_run(&r);
}
#line 1775 "program/60-grader.nw"
#define RK4_TOL 1e-12

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

/* One step on the nonlinear system: 0 classical RK4, 1 Kutta's 3/8 rule,
   2 Euler, 3 the midpoint rule. */
static void nonlinear_step(int method, double h, const double y[4], double out[4])
{
  double k1[4], k2[4], k3[4], k4[4], t[4];
  nonlinear_rhs(y, k1);
  if (method == 2) { for (int i = 0; i < 4; i++) out[i] = y[i] + h * k1[i]; return; }
  if (method == 1) {
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * k1[i] / 3;
    nonlinear_rhs(t, k2);
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * (k2[i] - k1[i] / 3);
    nonlinear_rhs(t, k3);
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * (k1[i] - k2[i] + k3[i]);
    nonlinear_rhs(t, k4);
    for (int i = 0; i < 4; i++)
      out[i] = y[i] + h * (k1[i] + 3 * k2[i] + 3 * k3[i] + k4[i]) / 8;
    return;
  }
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
  nonlinear_rhs(t, k2);
  if (method == 3) { for (int i = 0; i < 4; i++) out[i] = y[i] + h * k2[i]; return; }
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
  nonlinear_rhs(t, k3);
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
  nonlinear_rhs(t, k4);
  for (int i = 0; i < 4; i++)
    out[i] = y[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}
#line 1825 "program/60-grader.nw"
static void test_rk4_step(test_result *t)
{
  enum { N = 5, NLIN = 3 };
  double y0[N][4], hs[N];
  gsl_rng *rng = test_rng(2);
  char *q = question_buffer(N);
  size_t used = 0;
  for (int i = 0; i < N; i++) {
    hs[i] = uniform(rng, 0.05, 0.3);
    for (int k = 0; k < 4; k++) y0[i][k] = uniform(rng, -1.5, 1.5);
    used += (size_t)sprintf(q + used, "rk4 %d %a 1 %a %a %a %a\n", i >= NLIN, hs[i],
                            y0[i][0], y0[i][1], y0[i][2], y0[i][3]);
  }
  gsl_rng_free(rng);
  run_result r = run_worker(q);
  free(q);
  if (answered(t, &r, N)) {
    int ok = 1;
    double worst = 0;
    for (int i = 0; i < N && ok; i++) {
      double y[4], ref[4], eul[4], mid[4], sixth[4], k38[4];
      if (!parse_answer(r.ans[i], y, 4)) { ok = 0; worst = INFINITY; say(t,
          "Step %d: the answer is not four finite numbers.\n", i + 1); break; }
      if (i < NLIN) {
        rk4_exact(hs[i], y0[i], 4, ref);
        rk4_exact(hs[i], y0[i], 1, eul);
        rk4_exact(hs[i], y0[i], 2, mid);
        for (int k = 0; k < 4; k++) k38[k] = ref[k];
      } else {
        nonlinear_step(0, hs[i], y0[i], ref);
        nonlinear_step(2, hs[i], y0[i], eul);
        nonlinear_step(3, hs[i], y0[i], mid);
        nonlinear_step(1, hs[i], y0[i], k38);
      }
      for (int k = 0; k < 4; k++) sixth[k] = y0[i][k] + 6 * (ref[k] - y0[i][k]);
      double d = rel_diff(y, ref, 4);
      if (!(d <= worst)) worst = d;
      if (!(d <= RK4_TOL)) {
        ok = 0;
        say(t, "A step on the %s system differs from the classical RK4 step "
            "by %.3g relative "
               "(tolerance %g). From this run's draw, h = %.6g, ", i < NLIN
                   ? "linear" : "nonlinear",
            d, RK4_TOL, hs[i]);
        say_vector(t, "y0 =", y0[i], 4);
        say_vector(t, ": expected", ref, 4);
        say_vector(t, ", got", y, 4);
        say(t, ".\n");
        if (rel_diff(y, eul, 4) < 1e-12)
          say(t, "Likely mistake (Euler): this is one explicit Euler step, y + h f(y).\n");
        else if (rel_diff(y, mid, 4) < 1e-12)
          say(t, "Likely mistake (midpoint): this is the second-order midpoint rule, y + h "
              "f(y + h/2 f(y)).\n");
        else if (rel_diff(y, sixth, 4) < 1e-12)
          say(t, "Likely mistake (lost 1/6): the increment is 6 times too large; the "
              "weights are 1/6, 1/3, 1/3, 1/6.\n");
        else if (i >= NLIN && rel_diff(y, k38, 4) < 1e-12)
          say(t, "Likely mistake (3/8 rule): this is Kutta's 3/8 rule, of order four too "
              "but not the classical "
                 "RK4 the assignment asks for: stages at 0, h/2, h/2, h and weights 1/6, "
                     "1/3, 1/3, 1/6.\n");
      }
    }
    t->ratio = worst / RK4_TOL;
    if (ok) {
      t->score = t->max;
      say(t, "%d steps agree with the classical RK4 step (worst relative difference %.2g; "
          "tolerance %g).\n",
          N, worst, RK4_TOL);
    }
  }
  free_run(&r);
}
#line 1907 "program/60-grader.nw"
#define ORDER_TOL 0.3

static int nonlinear_gsl(double t, const double y[], double dy[], void *ctx)
{
  (void)t; (void)ctx;
  nonlinear_rhs(y, dy);
  return GSL_SUCCESS;
}

static void test_rk4_order(test_result *t)
{
  gsl_rng *rng = test_rng(3);
  double y0[4] = { uniform(rng, 0.8, 1.4), uniform(rng, -0.3, 0.3), uniform(rng, 0.5, 1.0),
                   uniform(rng, -0.3, 0.3) };
  gsl_rng_free(rng);
  double ref[4] = { y0[0], y0[1], y0[2], y0[3] }, tt = 0;
  gsl_odeiv2_system sys = { nonlinear_gsl, NULL, 4, NULL };
  gsl_odeiv2_driver *d =
    gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd, 1e-3, 1e-14, 0);
  gsl_odeiv2_driver_apply(d, &tt, 2.0, ref);
  gsl_odeiv2_driver_free(d);
  char q[512];
  int used = sprintf(q, "rk4 1 %a 20 %a %a %a %a\n", 0.1, y0[0], y0[1], y0[2], y0[3]);
  sprintf(q + used, "rk4 1 %a 40 %a %a %a %a\n", 0.05, y0[0], y0[1], y0[2], y0[3]);
  run_result r = run_worker(q);
  if (answered(t, &r, 2)) {
    double a[4], b[4];
    if (parse_answer(r.ans[0], a, 4) && parse_answer(r.ans[1], b, 4)) {
      double ea = 0, eb = 0;
      for (int k = 0; k < 4; k++) {
        double da = fabs(a[k] - ref[k]), db = fabs(b[k] - ref[k]);
        ea = da > ea ? da : ea;
        eb = db > eb ? db : eb;
      }
      double order = log2(ea / (eb > DBL_MIN ? eb : DBL_MIN));
      t->ratio = fabs(order - 4) / ORDER_TOL;
      say(t, "Errors at t = 2: %.3g (h = 0.1), %.3g (h = 0.05): observed order %.2f (4 "
          "+- %g passes).\n",
          ea, eb, order, ORDER_TOL);
      if (fabs(order - 4) <= ORDER_TOL) {
        t->score = t->max;
      } else if (order < 4 - ORDER_TOL) {
        say(t, "Likely mistake (%s): a fourth-order method divides its error by 16 "
            "when h is halved.\n",
            order < 1.5 ? "first order: explicit Euler?" :
            order < 2.5 ? "second order: wrong weights, or midpoint or Heun "
                "instead of RK4?" :
                          "wrong weights or stages: check 1/6, 1/3, 1/3, 1/6 "
                              "and the half steps");
      }
    } else {
      t->ratio = INFINITY;
      say(t, "The answers are not finite numbers.\n");
    }
  }
  free_run(&r);
}
#line 1977 "program/60-grader.nw"
#define MODES_TOL_OMEGA 1e-9
#define MODES_TOL_SHAPE 1e-7

static void modes_reference(const dp_params *p, double k11_mass,
                            double w[2], double shape[2])
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

static void test_modes(test_result *t)
{
  enum { N = 4 };
  dp_params P[N];
  gsl_rng *rng = test_rng(4);
  char *q = question_buffer(N);
  size_t used = 0;
  for (int i = 0; i < N; i++) {
    P[i] = (dp_params){ log_uniform(rng, 0.2, 5), log_uniform(rng, 0.2, 5),
                       log_uniform(rng, 0.3, 3),
                        log_uniform(rng, 0.3, 3), uniform(rng, 1, 25) };
    used += (size_t)sprintf(q + used, "modes %a %a %a %a %a\n", P[i].m1, P[i].m2,
                            P[i].l1, P[i].l2, P[i].g);
  }
  gsl_rng_free(rng);
  run_result r = run_worker(q);
  free(q);
  if (answered(t, &r, N)) {
    int ok = 1;
    double worst = 0;
    for (int i = 0; i < N && ok; i++) {
      double v[4], w[2], sh[2], wp[2], shp[2];
      modes_reference(&P[i], P[i].m1 + P[i].m2, w, sh);
      modes_reference(&P[i], P[i].m1, wp, shp);
      if (!parse_answer(r.ans[i], v, 4)) { ok = 0; worst = INFINITY; say(t,
          "Case %d: the answer is not four finite numbers.\n", i + 1); break; }
      double dw = rel_diff(v, w, 2), ds = rel_diff(v + 2, sh, 2);
      double ratio = dw / MODES_TOL_OMEGA > ds / MODES_TOL_SHAPE ? dw / MODES_TOL_OMEGA
          : ds / MODES_TOL_SHAPE;
      if (!(ratio <= worst)) worst = ratio;
      if (!(dw <= MODES_TOL_OMEGA && ds <= MODES_TOL_SHAPE)) {
        ok = 0;
        say(t, "Case %d of %d: frequencies off by %.3g relative (tolerance "
            "%g), shapes by %.3g "
               "(tolerance %g). From this run's draw, m1=%.6g m2=%.6g "
                   "l1=%.6g l2=%.6g g=%.6g: "
               "expected omega (%.10g, %.10g), shapes (%.10g, %.10g); got (%.10g, %.10g), "
                   "(%.10g, %.10g).\n",
            i + 1, N, dw, MODES_TOL_OMEGA, ds, MODES_TOL_SHAPE, P[i].m1, P[i].m2,
                P[i].l1, P[i].l2, P[i].g,
            w[0], w[1], sh[0], sh[1], v[0], v[1], v[2], v[3]);
        double rev[2] = { v[1], v[0] }, sq[2] = { sqrt(fabs(v[0])), sqrt(fabs(v[1])) },
               hz[2] = { 2 * M_PI * v[0], 2 * M_PI * v[1] };
        if (rel_diff(rev, w, 2) < 1e-9)
          say(t, "Likely mistake (descending): list the slow mode first.\n");
        else if (rel_diff(sq, w, 2) < 1e-9)
          say(t, "Likely mistake (omega squared): return omega, not omega^2.\n");
        else if (rel_diff(hz, w, 2) < 1e-9)
          say(t, "Likely mistake (hertz): return angular frequencies in rad/s, not f = "
              "omega/(2 pi).\n");
        else if (rel_diff(v, wp, 2) < 1e-9)
          say(t, "Likely mistake (paper's stiffness): K11 = (m1+m2) g l1, not m1 g l1.\n");
      }
    }
    t->ratio = worst;
    if (ok) {
      t->score = t->max;
      say(t, "All %d random cases agree with GSL's generalized eigen-solve.\n", N);
    }
  }
  free_run(&r);
}
#line 2122 "program/60-grader.nw"
#define LYAP_H 0.002
#define LYAP_TAU 0.1
#define LYAP_D0_SHORT 1e-3
#define LYAP_D0_LONG 1e-6
#define LYAP_T_SHORT 2.0
#define LYAP_T_LONG 200.0
#define LYAP_TOL_SHORT 1e-4
#define LYAP_REFS_LONG 4               /* reference runs from neighbouring starts */
#define LYAP_BAND_UP 3.0               /* the long run: at most 3 times their largest, */
#define LYAP_BAND_DOWN 5.0             /* at least a fifth of their smallest, */
#define LYAP_SLACK_LONG 0.05           /* give or take this, per second */
#define LYAP_TOL_REGULAR 0.05

/* 0 the reference, 1 the distance from the angles only, 2 the paper's
   model, 3 a twin that is never pulled back */
static double lyapunov_variant(int which, const dp_params *p, const double s0[4],
                               double T, double d0)
{
  dp_model model = which == 2 ? DP_MODEL_PAPER : DP_MODEL_CORRECT;
  double a[4], b[4], sum = 0;
  for (int i = 0; i < 4; i++) a[i] = s0[i], b[i] = s0[i] + d0 / 2;
  long nsteps = lround(LYAP_TAU / LYAP_H), nren = lround(T / LYAP_TAU);
  for (long k = 0; k < nren; k++) {
    for (long j = 0; j < nsteps; j++) {
      dp_pendulum_rk4(p, model, a, LYAP_H);
      dp_pendulum_rk4(p, model, b, LYAP_H);
    }
    double d = 0;
    for (int i = 0; i < (which == 1 ? 2 : 4); i++) d += (b[i] - a[i]) * (b[i] - a[i]);
    d = sqrt(d);
    if (which == 3) { sum = log(d / d0); continue; }
    sum += log(d / d0);
    for (int i = 0; i < 4; i++) b[i] = a[i] + (b[i] - a[i]) * d0 / d;
  }
  return sum / (nren * LYAP_TAU);
}

static const mistake lyap_mistakes[] = {
  { "", "" },
  { "angles only",
    "your distance uses the angles only; the assignment measures it in the "
    "whole state (th1, th2, w1, w2)." },
  { "paper's model",
    "this is the exponent of the paper's model (m1 g l1 sin th1 in the upper "
    "equation); use the correct model." },
  { "renormalization",
    "the twin is never pulled back: sum ln(d/d0) and move the twin back to "
    "distance d0 along the line joining the two, every tau seconds." },
};
#line 2173 "program/60-grader.nw"
static void test_lyapunov(test_result *t)
{
  enum { NS = 5, N = NS + 2 };
  dp_params P[N];
  double S[N][4], T[N], D0[N];
  gsl_rng *rng = test_rng(5);
  for (int i = 0; i < NS; i++) {
    P[i] = (dp_params){ log_uniform(rng, 0.5, 2), log_uniform(rng, 0.5, 2),
                       log_uniform(rng, 0.5, 2),
                        log_uniform(rng, 0.5, 2), 9.81 };
    S[i][0] = uniform(rng, -M_PI, M_PI);
    S[i][1] = uniform(rng, -M_PI, M_PI);
    S[i][2] = uniform(rng, -2, 2);
    S[i][3] = uniform(rng, -2, 2);
    T[i] = LYAP_T_SHORT;
    D0[i] = LYAP_D0_SHORT;
  }
  for (int i = NS; i < N; i++) {
    double lo = i == NS ? 100 : 2, hi = i == NS ? 170 : 10;
    P[i] = (dp_params){ 1, 1, 1, 1, 9.81 };
    for (int k = 0; k < 2; k++)
      S[i][k] = (gsl_rng_uniform(rng) < 0.5 ? -1 : 1) * uniform(rng, lo, hi) * M_PI / 180;
    S[i][2] = S[i][3] = 0;
    T[i] = LYAP_T_LONG;
    D0[i] = LYAP_D0_LONG;
  }
  gsl_rng_free(rng);
  char *q = question_buffer(N);
  size_t used = 0;
  for (int i = 0; i < N; i++)
    used += (size_t)sprintf(q + used,
                            "lyap %a %a %a %a %a %a %a %a %a %a %a %a "
        "%a\n", P[i].m1, P[i].m2,
                            P[i].l1, P[i].l2, P[i].g, S[i][0], S[i][1],
                                S[i][2], S[i][3], T[i],
                            LYAP_H, LYAP_TAU, D0[i]);
  run_result r = run_worker(q);
  free(q);
  if (answered(t, &r, N)) {
    #line 2218 "program/60-grader.nw"
    double lam[N], ref[N];
    int ok = 1, worst_i = 0;
    for (int i = 0; i < N && ok; i++)
      if (!parse_answer(r.ans[i], &lam[i], 1)) {
        ok = 0;
        t->ratio = INFINITY;
        say(t, "Run %d of %d: the answer is not a finite number.\n", i + 1, N);
      }
    if (ok) {
      double worst = 0;
      for (int i = 0; i < N - 1; i++) {
        ref[i] = lyapunov_variant(0, &P[i], S[i], T[i], D0[i]);
        double dev = fabs(lam[i] - ref[i]);
        if (i < NS && !(dev <= worst)) worst = dev, worst_i = i;
      }
      #line 2267 "program/60-grader.nw"
      double rmin = ref[NS], rmax = ref[NS];
      for (int k = 1; k < LYAP_REFS_LONG; k++) {
        double s1[4] = { S[NS][0], S[NS][1], S[NS][2], S[NS][3] };
        s1[k - 1] += 1e-12;
        double v = lyapunov_variant(0, &P[NS], s1, T[NS], D0[NS]);
        rmin = v < rmin ? v : rmin;
        rmax = v > rmax ? v : rmax;
      }
      #line 2234 "program/60-grader.nw"
      double dlong = fabs(lam[NS] - ref[NS]), reg = fabs(lam[NS + 1]);
      double lo = rmin / LYAP_BAND_DOWN - LYAP_SLACK_LONG,
          hi = rmax * LYAP_BAND_UP + LYAP_SLACK_LONG;
      double rlong = lam[NS] >= ref[NS] ? (lam[NS] - ref[NS]) / (hi - ref[NS])
          : (ref[NS] - lam[NS]) / (ref[NS] - lo);
      double ratio = worst / LYAP_TOL_SHORT;
      if (!(rlong <= ratio)) ratio = rlong;
      if (!(reg / LYAP_TOL_REGULAR <= ratio)) ratio = reg / LYAP_TOL_REGULAR;
      t->ratio = ratio;
      t->detail[0] = worst;
      t->detail[1] = dlong;
      int short_ok = worst <= LYAP_TOL_SHORT, long_ok = lo <= lam[NS] && lam[NS] <= hi,
          reg_ok = reg <= LYAP_TOL_REGULAR;
      say(t, "Short runs (T = %g s) from %d random starts: largest difference from the "
          "reference %.3g /s "
             "(tolerance %g). ", LYAP_T_SHORT, NS, worst, LYAP_TOL_SHORT);
      say(t, "Long run (T = %g s) from a chaotic start: yours %.4f /s, reference %.4f /s "
          "(between %.2f and %.2f "
             "passes); from a regular start: yours %.4f /s (should be below %g).\n",
          LYAP_T_LONG, lam[NS], ref[NS], lo, hi, lam[NS + 1], LYAP_TOL_REGULAR);
      if (short_ok && long_ok && reg_ok)
        t->score = t->max;
      else {
        #line 2277 "program/60-grader.nw"
        int named = 0;
        if (!short_ok) {
          say(t, "The worst short run, from this run's draw: ");
          say_case(t, &P[worst_i], S[worst_i]);
          say(t, ": expected %.8f /s, got %.8f /s.\n", ref[worst_i], lam[worst_i]);
          for (int m = 1; m < 4 && !named; m++) {
            double v = lyapunov_variant(m, &P[worst_i], S[worst_i], T[worst_i], D0[worst_i]);
            if (fabs(lam[worst_i] - v) <= LYAP_TOL_SHORT) {
              say(t, "Likely mistake (%s): %s\n", lyap_mistakes[m].name, lyap_mistakes[m].hint);
              named = 1;
            }
          }
        }
        if (!named && !long_ok && lam[NS] < lo)
          say(t, "Likely mistake (%s): %s\n", lyap_mistakes[3].name,
              lyap_mistakes[3].hint), named = 1;
        if (!named && !reg_ok)
          say(t, "The regular start should give nearly zero: check the time you divide by.\n");
      #line 2258 "program/60-grader.nw"
      }
    }
  #line 2213 "program/60-grader.nw"
  }
  free_run(&r);
}
#line 2313 "program/60-grader.nw"
static const struct {
  const char *name;
  double points;
  void (*run)(test_result *);
} tests[] = {
  { "accelerations (correct model)", 30, test_accel },
  { "energy", 20, test_energy },
  { "RK4: one step (linear and nonlinear systems)", 15, test_rk4_step },
  { "RK4: order of accuracy", 15, test_rk4_order },
  { "normal modes", 20, test_modes },
  { "largest Lyapunov exponent", 20, test_lyapunov },
};
enum { NTESTS = sizeof tests / sizeof *tests };
#line 2331 "program/60-grader.nw"
static int write_results(const char *dir, const char *header)
{
  char path[4200], tmp[4300];
  snprintf(path, sizeof path, "%s/results.json", dir);
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (!f) return perror(tmp), 2;
  double score = 0, max = 0;
  for (int i = 0; i < ntests; i++) score += results[i].score, max += results[i].max;
  fprintf(f, "{\n  \"score\": %g,\n  \"max_score\": %g,\n  \"output\": \"", score, max);
  put_text(f, header, 1);
  fprintf(f, "\",\n  \"extra_data\": {\"seed\": \"%llu\", \"sandbox\": \"bubblewrap\", "
             "\"user\": \"%s\"},\n",
          run_seed, geteuid() == 0 ? "own uid" : "own user namespace");
  fputs("  \"tests\": [\n", f);
  for (int i = 0; i < ntests; i++) {
    test_result *t = &results[i];
    fputs("    {\"name\": \"", f);
    put_text(f, t->name, 1);
    fprintf(f, "\", \"score\": %g, \"max_score\": %g, \"status\": \"%s\", "
               "\"visibility\": \"visible\", "
               "\"output\": \"", t->score, t->max, t->score == t->max
                   ? "passed" : "failed");
    put_text(f, t->out, 1);
    fputs("\", \"extra_data\": {\"ratio\": ", f);
    if (isfinite(t->ratio)) fprintf(f, "%.6g", t->ratio); else fputs("null", f);
    for (int k = 0; k < 2; k++)
      if (isfinite(t->detail[k])) fprintf(f, ", \"detail%d\": %.6g", k, t->detail[k]);
    fputs("}}", f);
    fprintf(f, "%s\n", i + 1 < ntests ? "," : "");
  }
  fputs("  ]\n}\n", f);
  if (fclose(f) != 0 || rename(tmp, path) != 0) return perror(path), 2;
  return 0;
}
#line 2371 "program/60-grader.nw"
static void print_report(const char *submission, const char *header)
{
  double score = 0, max = 0;
  fputs("Grading ", stdout);
  put_text(stdout, submission, 0);
  fputs("\n", stdout);
  put_text(stdout, header, 0);
  fputs("\n", stdout);
  for (int i = 0; i < ntests; i++) {
    test_result *t = &results[i];
    score += t->score;
    max += t->max;
    printf("[%s] %s: %g / %g\n", t->score == t->max ? "PASS" : "FAIL", t->name,
           t->score, t->max);
    for (char *line = t->out, *nl; *line; line = nl + 1) {
      nl = strchr(line, '\n');
      fputs("    ", stdout);
      if (!nl) { put_text(stdout, line, 0); fputs("\n", stdout); break; }
      *nl = '\0';
      put_text(stdout, line, 0);
      *nl = '\n';
      fputs("\n", stdout);
    }
  }
  printf("\nTotal: %g / %g\n", score, max);
}
#line 2402 "program/60-grader.nw"
static void usage(void)
{
  fprintf(stderr, "usage: grade [--seed N] [--time-limit S] "
          "[--compile-limit S] [--data DIR] "
                  "SUBMISSION OUTDIR\n");
  exit(2);
}

static void read_options(int argc, char **argv)
{
  static const struct option opts[] = {
    { "seed", required_argument, NULL, 's' }, { "time-limit",
                                               required_argument, NULL, 't' },
    { "compile-limit", required_argument, NULL, 'c' }, { "data",
        required_argument, NULL, 'd' },
    { NULL, 0, NULL, 0 }
  };
  int have_seed = 0, o;
  char *end;
  while ((o = getopt_long(argc, argv, "", opts, NULL)) != -1) {
    switch (o) {
    case 's': errno = 0; run_seed = strtoull(optarg, &end, 10);
              if (errno || *end || optarg[0] == '-') usage();
              have_seed = 1; break;
    case 't': time_limit = strtod(optarg, &end);
              if (*end || !(time_limit >= 0.5 && time_limit <= 600)) usage();
              break;
    case 'c': compile_limit = strtod(optarg, &end);
              if (*end || !(compile_limit >= 1 && compile_limit <= 600)) usage();
              break;
    case 'd': snprintf(data_dir, sizeof data_dir, "%s", optarg); break;
    default: usage();
    }
  }
  if (argc - optind != 2) usage();
  if (!have_seed && getrandom(&run_seed, sizeof run_seed, 0) != (ssize_t)sizeof run_seed)
    run_seed = (unsigned long long)time(NULL) ^ ((unsigned long long)getpid() << 32);
  if (!data_dir[0]) {
    ssize_t n = readlink("/proc/self/exe", data_dir, sizeof data_dir - 1);
    data_dir[n > 0 ? n : 0] = '\0';
    char *slash = strrchr(data_dir, '/');
    if (slash) *slash = '\0';
  }
}
#line 2451 "program/60-grader.nw"
static int install_launcher(void)
{
  char src[4200];
  snprintf(src, sizeof src, "%s/launch", data_dir);
  int in = open(src, O_RDONLY | O_CLOEXEC);
  int out = open(launcher_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0555);
  char buf[65536];
  ssize_t got;
  int rc = in < 0 || out < 0 ? -1 : 0;
  while (rc == 0 && (got = read(in, buf, sizeof buf)) > 0)
    if (write(out, buf, (size_t)got) != got) rc = -1;
  if (in >= 0) close(in);
  if (out >= 0 && close(out) != 0) rc = -1;
  return rc;
}

static int give_up(const char *what, const char *detail)
{
  fprintf(stderr, "grade: %s%s%s\n", what, detail && *detail ? ": " : "",
          detail ? detail : "");
  remove_tree(staging);
  return 2;
}
#line 2480 "program/60-grader.nw"
int main(int argc, char **argv)
{
  read_options(argc, argv);
  const char *submission = argv[optind], *outdir = argv[optind + 1];
  grader_pid = getpid();
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  signal(SIGPIPE, SIG_IGN);
  static char log[16384], header[24576], msg[1024];
  if (make_staging() != 0) return give_up("cannot make the staging "
                                          "folder", strerror(errno));
  if (install_launcher() != 0) return give_up("cannot install the sandbox "
                                              "launcher from", data_dir);
  if (find_compiler() != 0) return give_up("no C compiler in /usr", "/usr/bin/cc");
  if (sandbox_probe(msg, sizeof msg) != 0)
    return give_up("the sandbox (bubblewrap, " BWRAP ") does not work here", msg);
  int failed = copy_submission(submission, log, sizeof log) ? 3
      : compile_worker(log, sizeof log);
  if (failed == 2) return give_up("internal error while compiling the harness", log);
  for (int i = 0; i < NTESTS && !stop_signal; i++) {
    test_result *t = begin_test(tests[i].name, tests[i].points);
    if (!failed) tests[i].run(t);
    else say(t, failed == 3 ? "Your submission could not be read: %s.\n"
             : "Your submission did not compile.\n",
             log);
  }
  remove_tree(staging);
  if (stop_signal) {
    fprintf(stderr, "grade: stopped by signal %d\n", (int)stop_signal);
    return 128 + stop_signal;
  }
  snprintf(header, sizeof header,
           "Cases drawn from seed %llu (the grader's --seed replays them).\n%s%s",
           run_seed, notes, failed == 1 ? log : "");
  print_report(submission, header);
  mkdir(outdir, 0755);
  return write_results(outdir, header);
}
