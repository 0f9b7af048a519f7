#ifndef DP_COMPARE_H
#define DP_COMPARE_H
#include "dp_model.h"
typedef struct {
  double max_diff[2];   /* largest |b - a| of theta1 and of theta2 over all steps, rad */
  double t_max_diff;    /* when the larger of the two last grew, s */
  double amp[2];        /* largest |theta1|, |theta2| under a, and under b, rad */
  double drift[2];      /* largest |E - E0| / E_scale under a, and under b */
  double start_amp;     /* largest starting angle A, rad */
  double sin_deficit;   /* 1 - sin(A)/A, the error of sin x = x at the start */
  double blowup_t;      /* when a state left the finite range, s; -1 if never */
} dp_compare_stats;
typedef struct {
  double t;                         /* sampling time, s */
  double a[DP_NSTATE], b[DP_NSTATE];  /* the states under models a and b */
  double drift[2];                  /* (E - E0) / E_scale under a and b */
} dp_compare_row;
typedef int (*dp_compare_sample)(void *ctx, const dp_compare_row *row);
/* Fold the states a, b at time t into the running maxima st (E0: energy at t = 0). */
void dp_compare_track(dp_compare_stats *st, const dp_params *p, double t, double E0,
                      const double a[DP_NSTATE], const double b[DP_NSTATE]);
/* Run s0 under models ma and mb with equal RK4 steps of at most h for T s, sampling
   every E s (sample may be NULL); DP_ERANGE, with st->blowup_t, if a state blows up. */
int dp_compare_run(const dp_params *p, dp_model ma, dp_model mb,
                   const double s0[DP_NSTATE], double T, double h, double E,
                   dp_compare_sample sample, void *ctx, dp_compare_stats *st,
                   dp_error *err);
#endif
