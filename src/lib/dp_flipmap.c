#line 1014 "program/46-chaos.nw"
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "dp_flipmap.h"
#include "dp_energy.h"
#include "dp_sincos.h"
#line 1031 "program/46-chaos.nw"
typedef struct {
  dp_params p;
  long n, row0, np, nsteps;      /* grid size, first row, pixels, steps of a full run */
  double T, h, step, e_flip;
  double *t;
  signed char *cls;
  long next, done;               /* the next pixel to hand out; pixels finished */
  dp_flip_progress *progress;
  void *ctx;
} flip_job;
enum { FLIP_BLOCK = 64 };

static long next_pixel(flip_job *jb, long *lo, long *hi)
{
  if (*lo == *hi) {
    long first, done;
#ifdef _OPENMP
#pragma omp atomic capture
#endif
    { first = jb->next; jb->next += FLIP_BLOCK; }
#ifdef _OPENMP
    if (omp_get_thread_num() == 0 && jb->progress) {
#pragma omp atomic read
      done = jb->done;
      jb->progress(done, jb->np, jb->ctx);
    }
#else
    if (jb->progress) done = jb->done, jb->progress(done, jb->np, jb->ctx);
#endif
    if (first >= jb->np) return -1;
    *lo = first;
    *hi = first + FLIP_BLOCK < jb->np ? first + FLIP_BLOCK : jb->np;
  }
  return (*lo)++;
}
#line 1070 "program/46-chaos.nw"
static void pixel_done(flip_job *jb, long q, double t, int cls)
{
  jb->t[q] = t;
  jb->cls[q] = (signed char)cls;
#ifdef _OPENMP
#pragma omp atomic update
#endif
  jb->done++;
}

static int pixel_can_flip(flip_job *jb, long q, double *th1, double *th2)
{
  long i = jb->row0 + q / jb->n, j = q % jb->n;
  *th2 = -M_PI + (i + 0.5) * jb->step;
  *th1 = -M_PI + (j + 0.5) * jb->step;
  double s[DP_NSTATE] = { *th1, *th2, 0, 0 };
  if (dp_potential(&jb->p, s) >= jb->e_flip)
    return 1;
  pixel_done(jb, q, jb->T, DP_FLIP_FORBIDDEN);
  return 0;
}
#line 1102 "program/46-chaos.nw"
#define FLIP_ENGINE static void lanes_2
#define FLIP_LANE dp_v2
#define FLIP_LANE_BITS dp_u2
#include "dp_flipmap_engine.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define DP_FLIP_X86 1
typedef double flip_v4 __attribute__((vector_size(4 * sizeof(double))));
typedef unsigned long long flip_u4 __attribute__((vector_size(4 * sizeof(double))));
typedef double flip_v8 __attribute__((vector_size(8 * sizeof(double))));
typedef unsigned long long flip_u8 __attribute__((vector_size(8 * sizeof(double))));

#define FLIP_ENGINE __attribute__((target("avx2"))) static void lanes_4
#define FLIP_LANE flip_v4
#define FLIP_LANE_BITS flip_u4
#include "dp_flipmap_engine.h"

#define FLIP_ENGINE __attribute__((target("avx512f"))) static void lanes_8
#define FLIP_LANE flip_v8
#define FLIP_LANE_BITS flip_u8
#include "dp_flipmap_engine.h"
#else
#define DP_FLIP_X86 0
#endif
#line 1149 "program/46-chaos.nw"
int dp_flip_lanes_best(void)
{
#if DP_FLIP_X86
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return 8;
  if (__builtin_cpu_supports("avx2")) return 4;
#endif
  return 2;
}
#line 1163 "program/46-chaos.nw"
int dp_flipmap_lanes(const dp_params *p, long n, long row0, long row1, double T,
                     double h, int threads, int lanes, double *t, signed char *cls,
                     long *steps, dp_flip_progress *progress, void *ctx, dp_error *err)
{
  if (dp_params_check(p, err) != DP_OK)
    return DP_EINVAL;
  if (n < 1 || row0 < 0 || row1 > n || row0 >= row1)
    return dp_fail(err, DP_EINVAL, "rows %ld to %ld of %ld: not a valid range", row0, row1, n);
  if (!(h > 0) || !(T >= h) || threads < 1)
    return dp_fail(err, DP_EINVAL, "need h > 0, T >= h and at least one thread");
  if (lanes != 0 && lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8)
    return dp_fail(err, DP_EINVAL, "%d lanes: choose 1, 2, 4 or 8 (0: the widest)", lanes);
  if (lanes == 0) lanes = dp_flip_lanes_best();
  if (lanes > dp_flip_lanes_best())
    return dp_fail(err, DP_EINVAL, "this processor has no %d-lane vectors (%s)", lanes,
                   lanes == 8 ? "AVX-512" : "AVX2");
  long np = (row1 - row0) * n;
  if (lanes == 1) {
    int rc = dp_flipmap(p, n, row0, row1, T, h, threads, t, cls, progress, ctx, err);
    if (rc == DP_OK && steps) *steps = dp_flipmap_steps(np, t, cls, T, h);
    return rc;
  }
  flip_job jb = { *p, n, row0, np, lround(T / h), T, h, 2 * M_PI / n, dp_flip_energy(p),
                  t, cls, 0, 0, progress, ctx };
  long total = 0;
#ifdef _OPENMP
#pragma omp parallel num_threads(threads) reduction(+ : total)
#endif
  {
    long mine = 0;
    switch (lanes) {
#if DP_FLIP_X86
    case 8: lanes_8(&jb, &mine); break;
    case 4: lanes_4(&jb, &mine); break;
#endif
    default: lanes_2(&jb, &mine); break;
    }
    total += mine;
  }
  if (steps) *steps = total;
  if (progress) progress(np, np, ctx);
  return DP_OK;
}
#line 1211 "program/46-chaos.nw"
long dp_flipmap_steps(long np, const double *t, const signed char *cls, double T,
                      double h)
{
  long s = 0;
  for (long q = 0; q < np; q++)
    s += cls[q] == DP_FLIP_FORBIDDEN ? 0 : cls[q] == DP_FLIP_NONE ? lround(T / h)
                                                                 : lround(t[q] / h);
  return s;
}
