#ifndef DP_CHAOS_H
#define DP_CHAOS_H
#include "dp_ode.h"
typedef struct {
  dp_params p;
  int nv;               /* tangent vectors, 1..4 */
  dp_ode ode;           /* 4 + 4 nv equations; ctx points here */
} dp_tangent;
typedef void dp_lyap_report(double t, int n, const double *est, void *ctx);
typedef struct {
  double h, tau, T, d0, every;
  dp_lyap_report *report;
  void *ctx;
} dp_lyap_opts;
enum { DP_FLIP_FORBIDDEN, DP_FLIP_NONE, DP_FLIP_UPPER, DP_FLIP_LOWER };
typedef void dp_flip_progress(long done, long total, void *ctx);
typedef struct {
  double t, d;            /* time (s), distance of the lower masses (m) */
  double dth1, dth2;      /* twin's angles minus the first run's (rad) */
} dp_twin_sample;
typedef void dp_twin_report(const dp_twin_sample *x, void *ctx);
typedef struct {
  double max_dth2;              /* largest |dth2| (rad) */
  double t_sep, t_sep1;         /* first |dth2| >= 0.1, 1 rad (s; -1: never) */
  double t_d01, t_d1;           /* first d >= 0.1, 1 m (s; -1: never) */
  double fit_lambda, fit_ln_d0; /* ln d ~ fit_ln_d0 + fit_lambda t up to t_d01 */
  double d_5s, dmax_5s;         /* d at 5 s, largest d up to 5 s (m) */
} dp_twin_summary;
typedef struct {
  dp_params p;
  dp_ode ode;           /* 8 equations: two states side by side; ctx points here */
} dp_twins;
typedef enum { DP_LYAP_TWIN, DP_LYAP_TANGENT } dp_lyap_method;
typedef struct { long n; double mean, sd, se, min, max; } dp_spread;
typedef void dp_section_report(long start, const double *x, long n, void *ctx);
typedef struct {
  long pixels, count[4];            /* pixels, and of each class */
  double share_class, share_time;   /* changed class; class or time */
} dp_flip_stats;
typedef void dp_predict_report(double t, double dev_rk4, double dev_ref, void *ctx);
typedef struct {
  double h;              /* the RK4 step used (s) */
  double t_rk4, t_ref;   /* first deviation > tol (s; -1: never) */
  double dev_1s;         /* RK4's deviation at t = 1 s (rad) */
} dp_predict_result;
/* Distance (m) between the lower masses of states a and b. */
double dp_bob2_distance(const dp_params *p, const double a[DP_NSTATE],
                        const double b[DP_NSTATE]);
/* J = dF/ds at s, row-major, by Cramer's rule. */
void dp_jacobian(const dp_params *p, const double s[DP_NSTATE], double J[16]);
/* The state and nv tangent vectors as one system of 4 + 4 nv equations. */
int dp_tangent_init(dp_tangent *tg, const dp_params *p, int nv, dp_error *err);
/* Largest exponent from a twin d0 away, renormalized every tau. */
int dp_lyapunov_twin(const dp_params *p, const double s0[DP_NSTATE],
                     const dp_lyap_opts *o, double *lambda, dp_error *err);
/* The nv largest exponents from nv tangent vectors (QR every tau). */
int dp_lyapunov_tangent(const dp_params *p, const double s0[DP_NSTATE], int nv,
                        const dp_lyap_opts *o, double *lambda, dp_error *err);
/* ln((m1+m2)/m1)/T: bounds |sum of the exponents| of a T s run. */
double dp_spectrum_bound(const dp_params *p, double T);
/* Up to nmax crossings of theta1 = 0 (mod 2 pi), omega1 > 0, from s0. */
int dp_poincare(const dp_params *p, const double s0[DP_NSTATE], double h,
                double tmax, long nmax, double *out, long *n, dp_error *err);
/* The lowest energy (J) at which an arm can pass over the top. */
double dp_flip_energy(const dp_params *p);
/* Class of the start (th1, th2) from rest; *t the first flip or T. */
int dp_flip_time(const dp_params *p, double th1, double th2, double T, double h,
                 double *t);
/* Rows row0..row1-1 of the n x n flip map, on `threads' threads. */
int dp_flipmap(const dp_params *p, long n, long row0, long row1, double T,
               double h, int threads, double *t, signed char *cls,
               dp_flip_progress *progress, void *ctx, dp_error *err);
/* The Jacobian by hyper-dual differentiation of the closed form. */
void dp_jacobian_ad(const dp_params *p, const double s[DP_NSTATE], double J[16]);
/* Largest |J - J_ad| at s, relative to its row's scale. */
double dp_jacobian_discrepancy(const dp_params *p, const double s[DP_NSTATE]);
/* Worst discrepancy over n random cases drawn with seed. */
int dp_jacobian_check(long n, unsigned long seed, double *worst, dp_error *err);
/* Two runs of the pendulum as one system of 8 equations. */
int dp_twins_init(dp_twins *tw, const dp_params *p, dp_error *err);
/* Runs a0 and b0 side by side, sampled every `every' s; summary in *sum. */
int dp_twin_run(const dp_params *p, const double a0[DP_NSTATE],
                const double b0[DP_NSTATE], double T, double every, double h,
                dp_twin_report *report, void *ctx, dp_twin_summary *sum,
                dp_error *err);
/* est[k]: largest exponent of the run from the state at k*offset s. */
int dp_lyapunov_starts(const dp_params *p, const double s0[DP_NSTATE],
                       dp_lyap_method method, int nv, const dp_lyap_opts *o,
                       long starts, double offset, int threads, double *est,
                       dp_error *err);
/* Mean, sample deviation, standard error, min and max of x[0..n-1]. */
void dp_spread_of(const double *x, long n, dp_spread *sp);
/* Start k of K on the section theta1 = 0, omega2 = 0 at energy E (J). */
int dp_section_start(const dp_params *p, double E, long k, long K,
                     double s[DP_NSTATE], dp_error *err);
/* The crossings of the K starts of energy E, one report per start. */
int dp_poincare_energy(const dp_params *p, double E, long K, double h,
                       double tmax, long nmax, dp_section_report *report,
                       void *ctx, dp_error *err);
/* Class counts of a map of np pixels, and its changes against t2, cls2. */
void dp_flipmap_compare(long np, const double *t, const signed char *cls,
                        const double *t2, const signed char *cls2,
                        dp_flip_stats *st);
/* States at 0, every, ..., n every by rk8pd at tolerance eps. */
int dp_reference_path(const dp_params *p, const double s0[DP_NSTATE], double every,
                      long n, double eps, double *out, dp_error *err);
/* RK4 (step <= h) and rk8pd at 100 eps against rk8pd at eps. */
int dp_predict(const dp_params *p, const double s0[DP_NSTATE], double T, double h,
               double every, double tol, double eps, dp_predict_report *report,
               void *ctx, dp_predict_result *r, dp_error *err);
#endif
