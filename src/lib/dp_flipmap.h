#ifndef DP_FLIPMAP_H
#define DP_FLIPMAP_H
#include "dp_chaos.h"
/* The widest lane count this processor runs: 8 (AVX-512), 4 (AVX2) or 2. */
int dp_flip_lanes_best(void);
/* Rows row0..row1-1 of dp_flipmap, `lanes' pixels per step: 1 (dp_flipmap
   itself), 2, 4, 8, or 0 for the widest; the same map, bit for bit.  The
   RK4 steps the pixels took go to *steps (if not null). */
int dp_flipmap_lanes(const dp_params *p, long n, long row0, long row1, double T,
                     double h, int threads, int lanes, double *t, signed char *cls,
                     long *steps, dp_flip_progress *progress, void *ctx, dp_error *err);
/* The RK4 steps behind a map of np pixels: 0, T/h or its flip time over h. */
long dp_flipmap_steps(long np, const double *t, const signed char *cls, double T,
                      double h);
#endif
