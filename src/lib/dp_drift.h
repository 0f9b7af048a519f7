#ifndef DP_DRIFT_H
#define DP_DRIFT_H
#include "dp_ode.h"
typedef struct { long n; double sx, sy, sxx, sxy; } dp_line_fit;
/* Add the point (x, y) to the fit (start from a zeroed dp_line_fit). */
void dp_line_add(dp_line_fit *f, double x, double y);
/* The slope of the least-squares line through the points (n >= 2). */
double dp_line_slope(const dp_line_fit *f);
typedef struct {
  double T, every, h, tol;    /* duration, sample interval, largest step, dopri5's tol */
  dp_method method;
  int form;                   /* a dp_form, or -1 for the method's own */
  int each_step;              /* track the drift step by step, not only at samples */
  int back;                   /* then run back to t = 0 (fixed steps only) */
  long max_steps;             /* dopri5's cap on its tries; 0: DP_EVOLVE_MAX_STEPS */
} dp_run_spec;
typedef struct {
  long k;                     /* the sample's index, 0 .. dp_intervals(T, every) */
  double t, s[DP_NSTATE], xy[4], E, drift;
} dp_run_sample;
typedef int dp_run_fn(void *ctx, const dp_run_sample *smp);
typedef struct {
  dp_form form;
  long steps, nrhs, rejected;
  double E0, Es;                        /* energy at the start, scale */
  double dmax, tdmax, dmin, tdmin;      /* drift extremes and their times */
  double rmax, rmin;                    /* drift extremes at the samples */
  double a1, a2;                        /* largest |alpha_1|, |alpha_2| */
  double wmax;                          /* largest |w_1|, |w_2| */
  double rate;                          /* largest fastest rate (eq:rate), rad/s */
  double dfinal;                        /* drift at T */
  double return_error;                  /* back: largest |s - s0| at t = 0 */
} dp_run_stats;
/* Run from s0 as spec says, each_sample (if not null) at every sample; a
   nonzero return from it stops the run and is returned. */
int dp_run(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
           const dp_run_spec *spec, dp_run_fn *each_sample, void *ctx,
           dp_run_stats *st, dp_error *err);
typedef struct { double h; long steps; double err, ratio, order; } dp_conv_row;
/* Errors at T of n <= 20 runs with steps h/2^i by a fixed-step method, against
   rk8pd at ref_tol in [1e-15, 1e-6]; ratio and order are NAN in row 0 and
   where an error is zero; DP_ERANGE if a run diverges. */
int dp_convergence(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
                   double T, double h, int n, dp_method m, int form, double ref_tol,
                   dp_conv_row rows[], dp_error *err);
typedef struct { double order, gain; int rows; } dp_conv_fit;
/* The least-squares order over the rows with err > floor, and 2^order. */
int dp_convergence_fit(const dp_conv_row rows[], int n, double floor, dp_conv_fit *fit,
                       dp_error *err);
#define DP_PAGE_STEP (1.0 / 600)
typedef struct {
  double dmax, tdmax, dmin, tdmin;      /* drift extremes, step by step */
  double dfinal;                        /* drift at T */
  double frame_lo, frame_hi;            /* largest drift per frame phase: range */
  double a1, a2;                        /* largest |alpha_1|, |alpha_2| */
  double slope;                         /* drift per second, fitted once per frame */
} dp_page_stats;
/* The explainer's page: RK4 steps of DP_PAGE_STEP from t = 0 to T <= 1e5 s. */
int dp_page_run(const dp_params *p, const double s0[DP_NSTATE], double T,
                dp_page_stats *r, dp_error *err);
/* The page's twin 0.001 rad apart: the time at which the lower bobs are 0.1 m
   apart and the fitted exponent of their distance (-1, -1: not within T). */
int dp_page_twin(const dp_params *p, const double s0[DP_NSTATE], double T,
                 double *tcross, double *lambda, dp_error *err);
typedef struct {
  double score, th1, th2;          /* lower is better; the start, degrees */
  double dmax, tdmax, a1;          /* 20 s: largest drift, its time, max |alpha_1| */
  double tc, lam;                  /* the twin: time to 0.1 m, exponent */
  double d10, a10;                 /* m2 = 10 m1: lowest drift, max |alpha_1| */
} dp_explainer_fit;
/* How well the start th1/th2 (degrees, at rest) fits the explainer's claims. */
int dp_explainer_score(const dp_params *p, double th1, double th2, dp_explainer_fit *f,
                       dp_error *err);
/* Score the grid th1 = 0, step, ..., 180, th2 = -180, ..., 180 (step in
   [0.5, 90] degrees); the ntop best, best first, into best[0..*n-1]. */
int dp_explainer_search(const dp_params *p, double step, long ntop, dp_explainer_fit *best,
                        long *n, dp_error *err);
/* The most steps of h in one frame of frame_cap seconds at time scale 'scale',
   over 1e5 carried remainders in [0, h). */
long dp_frame_steps_max(double h, double frame_cap, double scale);
typedef struct {
  dp_page_stats r20, r600, m10;             /* 20 s, 600 s, 20 s at m2 = 10 m1 */
  double twin_t, twin_lambda;               /* the twin run, up to 60 s */
  double m10_dmin_lo, m10_dmin_hi;          /* m2 = 10 m1: lowest drift, and ... */
  double m10_a1_lo, m10_a1_hi;              /* ... max |alpha_1| over starts 1e-7 apart */
  long frame_steps;                         /* the frame guard: most steps */
  double frame_steps_exact;                 /* 0.05 s x 1.5 / h */
} dp_explainer_report;
/* The explainer's claims recomputed for the start s0. */
int dp_explainer_claims(const dp_params *p, const double s0[DP_NSTATE],
                        dp_explainer_report *r, dp_error *err);
#endif
