#ifndef DP_SOLVECHECK_H
#define DP_SOLVECHECK_H
#include "dp_accel.h"
typedef struct {
  long k;                 /* index of the state in a sweep */
  dp_params p;            /* its parameters */
  double s[DP_NSTATE];    /* and state */
  double a[2];            /* closed-form accelerations */
  dp_solve_diff d;        /* closed form against the LU solve */
  double el;              /* scaled Euler-Lagrange residual, units of u */
  double el_paper;        /* residual of the paper's potential, relative to S */
  double det;             /* determinant identity, units of u M11 M22 */
} dp_solve_sample;
typedef struct {
  long n;                 /* states drawn */
  double worst_rel, worst_scaled, worst_el, worst_el_paper, worst_det;
  dp_params worst_case;   /* parameters of the largest scaled difference */
} dp_solve_stats;
typedef void dp_solve_visit(const dp_solve_sample *x, void *ctx);
typedef struct {
  double bound[2];   /* dp_speed_bound at the start, rad/s */
  double wmax[2];    /* largest |w1|, |w2| met, rad/s */
  double ratio;      /* largest |w_i| / bound_i */
  double drift;      /* largest |E_avail - E_avail(start)| / E_scale */
  long steps;
} dp_speed_record;
/* Fills a, d, el, el_paper and det of x at (p, s); fails only if the LU solve does. */
int dp_solve_measure(const dp_params *p, const double s[DP_NSTATE], int equilibrate,
                     dp_solve_sample *x, dp_error *err);
/* Measures n >= 0 random cases drawn from seed; calls visit on each; maxima in st. */
int dp_solve_sweep(unsigned long seed, long n, int equilibrate, dp_solve_visit *visit,
                   void *ctx, dp_solve_stats *st, dp_error *err);
/* Sets *worst to the largest |T - T_cart| / (u T_abs) over n >= 0 random cases. */
int dp_kinetic_sweep(unsigned long seed, long n, double *worst, dp_error *err);
/* Integrates s0 for t >= 0 s in RK4 steps of at most h > 0; records the speeds in r. */
int dp_speed_trace(const dp_params *p, const double s0[DP_NSTATE], double t, double h,
                   dp_speed_record *r, dp_error *err);
#endif
