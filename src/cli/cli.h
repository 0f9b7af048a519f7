#ifndef DP_CLI_H
#define DP_CLI_H
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include "dp_model.h"
#include "dp_energy.h"
#include "dp_accel.h"
#include "dp_autodiff.h"
#include "dp_ode.h"
#include "dp_presets.h"
#include "dp_expr.h"
typedef struct {
  const char *name, *summary, *help;
  int (*run)(int argc, char **argv);
} command;
/* The subcommand running now (NULL before one starts), for messages. */
extern const command *current;
/* Print 'dp: error: ' (with the subcommand's name) and the message on
   stderr; returns 2. */
int usage_error(const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 1, 2)))
#endif
  ;
/* Print 'dp: warning: ' and the message on stderr; the run goes on. */
void warning(const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 1, 2)))
#endif
  ;
/* Flush standard output: 0, or 2 after an error line if a write failed or a
   number was refused. */
int finish_output(void);
/* Read the finite decimal number ARG of --OPT into *v: 0, or 2 after an
   error line. */
int parse_double(const char *opt, const char *arg, double *v);
/* Read the integer ARG of --OPT, which must lie in [lo, hi], into *v: 0, or
   2 after an error line. */
int parse_long(const char *opt, const char *arg, long lo, long hi, long *v);
#define SAMPLE_OPTIONS \
  { "n", required_argument, NULL, 'n' }, { "seed", required_argument, NULL, 's' }
/* Handle --n and --seed of SAMPLE_OPTIONS: 1 if c was one of them, 0 if not,
   2 after an error line. */
int sample_option(int c, const char *arg, long *n, long *seed);
enum { OPT_HELP = 1000, OPT_END = -1, OPT_ERR = -2, OPT_DONE = -3 };
#define HELP_OPTION { "help", no_argument, NULL, OPT_HELP }
/* getopt_long with dp's messages: the next option, OPT_DONE after printing
   --help, OPT_ERR after an error line, OPT_END at the end. */
int next_option(int argc, char **argv, const struct option *opts);
typedef struct {
  dp_params p;
  dp_model model;
  double s[DP_NSTATE];          /* radians, rad/s */
  const char *preset;
  double val[10];               /* values given on the command line ... */
  int set[10];                  /* ... and which were given */
  int still;                    /* not integrated: only a valid state is required */
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
/* Evaluate the expression ARG of --OPT (dp_expr) into *v: 0, or 2 after an
   error line. */
int parse_expr(const char *opt, const char *arg, double *v);
/* Evaluate ARG of --OPT, in degrees, into *rad in radians: 0, or 2 after an
   error line. */
int parse_angle(const char *opt, const char *arg, double *rad);
/* The default case: default parameters, correct model, both rods at 90
   degrees, at rest. */
void case_init(dp_case *c);
/* Take one of CASE_OPTIONS: 1 if opt was one, 0 if not, 2 after an error
   line. */
int case_option(dp_case *c, int opt, const char *arg);
/* Apply the preset, then the options given, and check the case and its
   start: 0, or 2 after an error line. */
int case_finish(dp_case *c);
/* The finished case in words, for messages (set by case_finish). */
extern char case_text[400];
/* " (case: ...)" naming the finished case, to end an error message; ""
   before one. */
const char *case_note(void);
enum { OUT_MAXCOL = 32 };
typedef enum { OUT_STDOUT, OUT_REGULAR, OUT_SPECIAL } out_kind;
typedef struct {
  FILE *f;                      /* stdout, the temporary file or the device */
  const char *path;             /* -o FILE; NULL for standard output */
  const char *opt;              /* the option that named it, for messages ("output") */
  out_kind kind;                /* what FILE is, once prepared */
  char target[4096];            /* the file a rename replaces (FILE, or a link's target) */
  char tmp[4096];               /* the temporary file beside it */
  int csv, degrees, ncol;
  unsigned angle;               /* bit i: column i is an angle, in radians */
  const char *fmt;              /* printf format of a number ... */
  const char *colfmt[OUT_MAXCOL]; /* ... unless its column has its own */
  char names[OUT_MAXCOL][64];   /* column names, as printed */
  long rows;                    /* rows printed so far */
  int bad_col;                  /* -1, or the column of a refused non-finite number */
  double bad_val, bad_t;        /* ... its value and the first column of its row */
} out_table;
enum { OO_FORMAT = 600, OO_OUTPUT, OO_DEGREES };
#define OUTPUT_OPTIONS \
  { "format", required_argument, NULL, OO_FORMAT }, \
  { "output", required_argument, NULL, OO_OUTPUT }, \
  { "degrees", no_argument, NULL, OO_DEGREES }
#define OUTPUT_OPTIONS_HELP \
  "output options:\n" \
  "  -o, --output FILE  write the table to FILE, complete or not at all (through\n" \
  "                     a symbolic link to its target; straight to a device or\n" \
  "                     FIFO); '-' is standard output\n" \
  "  --format tsv|csv   tab-separated with a '# ...' header (default), or CSV\n" \
  "  --degrees          angles in degrees (columns renamed NAME_deg)\n"
/* The temporary file to remove on a signal or an error ("" if none). */
extern char out_pending[4096];
/* Remove the pending temporary file, if any (safe in a signal handler). */
void out_remove_pending(void);
/* Signal handler: remove the pending temporary file and die of sig. */
void out_on_signal(int sig);
/* A table to standard output: TSV, radians, %.12g, no columns yet. */
void out_init(out_table *t);
/* Take one of OUTPUT_OPTIONS: 1 if opt was one, 0 if not, 2 after an error
   line. */
int out_option(out_table *t, int opt, const char *arg);
/* Write text cell i of the current row, with its separator and CSV quoting. */
void out_cell(out_table *t, int i, const char *cell);
/* Check the destination and open it (stdout, a temporary beside a regular
   file, or a device), before any work: 0, or 2 after an error line. */
int out_prepare(out_table *t);
/* Create t->tmp beside t->target with old's mode (if old is not NULL): a
   descriptor, or -1 after an error line. */
int out_make_temp_in_dir(out_table *t, const struct stat *old);
/* Name the columns (space-separated; a trailing @ marks an angle), prepare
   the destination, write the header: 0, or 2 after an error line. */
int out_open(out_table *t, const char *columns);
/* Write one row of numbers in each column's format; from a non-finite one
   on, rows are dropped and out_close reports it. */
void out_row(out_table *t, const double *v);
/* Write one row of text cells. */
void out_text_row(out_table *t, const char *const *cells);
/* Give up the table: close it and remove the temporary file, leaving the old
   file as it was. */
void out_abort(out_table *t);
/* Finish the table: flush, fsync and rename into place (or write to the
   device): 0, or 2 after an error line, the old file intact. */
int out_close(out_table *t);
/* For writers that need a file descriptor (the GIF): prepare, then a
   descriptor of the temporary file, or -1 after an error line. */
int out_make_temp(out_table *t);
/* Put the temporary file of out_make_temp in place (rename, or copy to the
   device): 0, or 2 after an error line. */
int out_commit(out_table *t);
/* The value of the option named "output" in opts (so that -o means it), or 0
   if there is none. */
int output_short_option(const struct option *opts);
/* Set once a non-finite number has been refused; nothing more is printed. */
extern int out_refused;
/* Print 'KEY<TAB>x' with fmt: 0, or 2 after an error line that names the
   case if x is not finite. */
int print_kv(const char *key, const char *fmt, double x);
/* printf to standard output, refusing (2, after an error line) text that
   holds nan or inf. */
int out_printf(const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 1, 2)))
#endif
  ;
#define PROGRESS_AFTER 2.0
typedef struct {
  const char *what;
  double t0, last, after;
  int on, shown;
} progress;
/* The monotonic clock, in seconds. */
double now_seconds(void);
/* Seconds before a progress line appears: 0 (DP_PROGRESS=always), -1 for
   never, 2 on a terminal. */
double progress_after(void);
/* Start a measured progress line for WHAT; stops the heartbeat. */
void progress_start(progress *p, const char *what);
/* Show the fraction done (0 to 1) and the time left, at most five times a
   second. */
void progress_update(progress *p, double done);
/* Erase the progress line. */
void progress_end(progress *p);
/* Start the once-a-second 'dp WHAT: working, N s so far' line, if
   progress_after allows. */
void progress_heartbeat(const char *what);
/* Erase a progress line now on stderr, if there is one. */
void progress_clear(void);
/* Stop the heartbeat and erase its line. */
void progress_quiet(void);
#define DRIFT_WARN_DEFAULT 1e-3
/* The drift above which warn_drift warns; 0 for never. */
extern double drift_warn;
/* Set drift_warn from ARG (a positive number or 'off') of WHAT: 0, or 2
   after an error line. */
int parse_drift_warn(const char *what, const char *arg);
/* Set drift_warn from DP_DRIFT_WARN, if set: 0, or 2 after an error line. */
int drift_warn_from_environment(void);
/* Warn if the correct model's drift exceeds drift_warn (at time t, if t >=
   0), suggesting remedy. */
void warn_drift(dp_model model, double drift, double t, const char *remedy);
/* Warn if h times the motion's fastest rate exceeds DP_RESOLVE_MAX, with the
   largest step to use. */
void warn_step(double h, double rate);
/* warn_step for the case's start. */
void warn_case_step(const dp_case *c, double h);
#define STEP_WARN_HELP \
  "  warns if the step times the motion's fastest rate exceeds 1 (the step\n" \
  "  cannot resolve the motion)\n"
#define DRIFT_WARN_HELP STEP_WARN_HELP \
  "  warns if the drift |E - E0|/E_scale of the correct model exceeds 1e-3\n" \
  "  (DP_DRIFT_WARN=X sets another threshold, DP_DRIFT_WARN=off none)\n"
extern const command *command_list;   /* the table, for subcommands; set by main */
extern int command_count;
#define MAX_ROWS 10000000L
#define MAX_STEPS 2000000000.0
/* Read a step: a number, a fraction N/D, or (if names) 'explainer' or
   'review': 0, or 2 after an error line. */
int parse_step(const char *opt, const char *arg, int names, double *h);
enum { O_T = 1, O_H, O_EVERY, O_FINAL, O_METHOD, O_FORM, O_TOL, O_SUMMARY, O_BACK };
#define TIME_OPTIONS \
  { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H }, \
  { "every", required_argument, NULL, O_EVERY }, \
  { "method", required_argument, NULL, O_METHOD }, \
  { "form", required_argument, NULL, O_FORM }, { "tol", required_argument, NULL, O_TOL }
typedef struct {
  double T, h, every, tol;
  dp_method method;
  int form;                 /* -1: the method's default */
} run_options;
/* 1: handled; 0: not a run option; 2: error (reported). */
int run_option(run_options *ro, int c, const char *arg);
/* Check the run's T, h, every and tol against each other and the caps: 0, or
   2 after an error line. */
int check_run_options(const run_options *ro);
/* Each cmd_NAME runs 'dp NAME' on its arguments (argv[0] is NAME) and
   returns the exit status: 0, or 2 after one 'dp: error:' line. */
int cmd_presets(int argc, char **argv);
int cmd_manpage(int argc, char **argv);
int cmd_trail_fade(int argc, char **argv);
int cmd_animate(int argc, char **argv);
int cmd_simple(int argc, char **argv);
int cmd_check_solve(int argc, char **argv);
int cmd_check_energy(int argc, char **argv);
int cmd_check_speed(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
int cmd_convergence(int argc, char **argv);
int cmd_explainer_start(int argc, char **argv);
int cmd_bench_rk4(int argc, char **argv);
int cmd_blog(int argc, char **argv);
int cmd_blog_causes(int argc, char **argv);
int cmd_blog_check(int argc, char **argv);
int cmd_check_hamilton(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_error_growth(int argc, char **argv);
int cmd_modes(int argc, char **argv);
int cmd_twin(int argc, char **argv);
int cmd_check_jacobian(int argc, char **argv);
int cmd_lyapunov(int argc, char **argv);
int cmd_predict(int argc, char **argv);
int cmd_poincare(int argc, char **argv);
int cmd_flipmap(int argc, char **argv);
int cmd_flipmap_merge(int argc, char **argv);
int cmd_bench_flipmap(int argc, char **argv);
#endif
