#line 1042 "program/46-chaos.nw"
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "dp_flipmap.h"
#include "dp_energy.h"
#include "dp_sincos.h"
#line 1059 "program/46-chaos.nw"
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
#line 1098 "program/46-chaos.nw"
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
#line 1130 "program/46-chaos.nw"
static void lanes_2(flip_job *jb, long *steps)
{
  typedef dp_v2 lane;
  typedef dp_u2 lane_bits;
  #line 1011 "chapters/08-chaos.nw"
  enum { W = sizeof(lane) / sizeof(double) };
  const double m1 = jb->p.m1, m2 = jb->p.m2, l1 = jb->p.l1, l2 = jb->p.l2, g = jb->p.g;
  const double h = jb->h;
  lane y[4] = { 0 };
  long pix[W], k[W], lo = 0, hi = 0, taken = 0;
  int busy = 0, refill = 1, exhausted = 0;
  for (int l = 0; l < W; l++) pix[l] = -1, k[l] = 0;
  for (;;) {
    if (refill) {
      #line 1043 "chapters/08-chaos.nw"
      for (int l = 0; l < W && !exhausted; l++)
        while (pix[l] < 0) {
          double th1, th2;
          long q = next_pixel(jb, &lo, &hi);
          if (q < 0) {
            exhausted = 1;
            break;
          }
          if (!pixel_can_flip(jb, q, &th1, &th2)) continue;
          y[0][l] = th1, y[1][l] = th2, y[2][l] = 0, y[3][l] = 0;
          pix[l] = q, k[l] = 0, busy++;
        }
      #line 1021 "chapters/08-chaos.nw"
      refill = 0;
    }
    if (busy == 0) break;
    #line 1058 "chapters/08-chaos.nw"
    lane k1[4], k2[4], k3[4], k4[4], t[4];
    {
      const lane *in = y;
      lane *out = k1;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1063 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
    {
      const lane *in = t;
      lane *out = k2;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1069 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
    {
      const lane *in = t;
      lane *out = k3;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1075 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
    {
      const lane *in = t;
      lane *out = k4;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1081 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    #line 1025 "chapters/08-chaos.nw"
    #line 1105 "chapters/08-chaos.nw"
    lane_bits over = (lane_bits)((lane)((lane_bits)y[0] & (~0ull >> 1)) > M_PI)
                     | (lane_bits)((lane)((lane_bits)y[1] & (~0ull >> 1)) > M_PI);
    for (int l = 0; l < W; l++) {
      k[l]++;
      if (pix[l] < 0 || (!over[l] && k[l] < jb->nsteps)) continue;
      int c = !over[l] ? DP_FLIP_NONE : fabs(y[0][l]) > M_PI ? DP_FLIP_UPPER : DP_FLIP_LOWER;
      pixel_done(jb, pix[l], c == DP_FLIP_NONE ? jb->T : k[l] * h, c);
      taken += k[l];
      pix[l] = -1, busy--, refill = 1;
      y[0][l] = y[1][l] = y[2][l] = y[3][l] = 0;
    }
  #line 1026 "chapters/08-chaos.nw"
  }
  *steps += taken;
#line 1135 "program/46-chaos.nw"
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define DP_FLIP_X86 1
typedef double flip_v4 __attribute__((vector_size(4 * sizeof(double))));
typedef unsigned long long flip_u4 __attribute__((vector_size(4 * sizeof(double))));
typedef double flip_v8 __attribute__((vector_size(8 * sizeof(double))));
typedef unsigned long long flip_u8 __attribute__((vector_size(8 * sizeof(double))));

__attribute__((target("avx2"))) static void lanes_4(flip_job *jb, long *steps)
{
  typedef flip_v4 lane;
  typedef flip_u4 lane_bits;
  #line 1011 "chapters/08-chaos.nw"
  enum { W = sizeof(lane) / sizeof(double) };
  const double m1 = jb->p.m1, m2 = jb->p.m2, l1 = jb->p.l1, l2 = jb->p.l2, g = jb->p.g;
  const double h = jb->h;
  lane y[4] = { 0 };
  long pix[W], k[W], lo = 0, hi = 0, taken = 0;
  int busy = 0, refill = 1, exhausted = 0;
  for (int l = 0; l < W; l++) pix[l] = -1, k[l] = 0;
  for (;;) {
    if (refill) {
      #line 1043 "chapters/08-chaos.nw"
      for (int l = 0; l < W && !exhausted; l++)
        while (pix[l] < 0) {
          double th1, th2;
          long q = next_pixel(jb, &lo, &hi);
          if (q < 0) {
            exhausted = 1;
            break;
          }
          if (!pixel_can_flip(jb, q, &th1, &th2)) continue;
          y[0][l] = th1, y[1][l] = th2, y[2][l] = 0, y[3][l] = 0;
          pix[l] = q, k[l] = 0, busy++;
        }
      #line 1021 "chapters/08-chaos.nw"
      refill = 0;
    }
    if (busy == 0) break;
    #line 1058 "chapters/08-chaos.nw"
    lane k1[4], k2[4], k3[4], k4[4], t[4];
    {
      const lane *in = y;
      lane *out = k1;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1063 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
    {
      const lane *in = t;
      lane *out = k2;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1069 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
    {
      const lane *in = t;
      lane *out = k3;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1075 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
    {
      const lane *in = t;
      lane *out = k4;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1081 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    #line 1025 "chapters/08-chaos.nw"
    #line 1105 "chapters/08-chaos.nw"
    lane_bits over = (lane_bits)((lane)((lane_bits)y[0] & (~0ull >> 1)) > M_PI)
                     | (lane_bits)((lane)((lane_bits)y[1] & (~0ull >> 1)) > M_PI);
    for (int l = 0; l < W; l++) {
      k[l]++;
      if (pix[l] < 0 || (!over[l] && k[l] < jb->nsteps)) continue;
      int c = !over[l] ? DP_FLIP_NONE : fabs(y[0][l]) > M_PI ? DP_FLIP_UPPER : DP_FLIP_LOWER;
      pixel_done(jb, pix[l], c == DP_FLIP_NONE ? jb->T : k[l] * h, c);
      taken += k[l];
      pix[l] = -1, busy--, refill = 1;
      y[0][l] = y[1][l] = y[2][l] = y[3][l] = 0;
    }
  #line 1026 "chapters/08-chaos.nw"
  }
  *steps += taken;
#line 1149 "program/46-chaos.nw"
}

__attribute__((target("avx512f"))) static void lanes_8(flip_job *jb, long *steps)
{
  typedef flip_v8 lane;
  typedef flip_u8 lane_bits;
  #line 1011 "chapters/08-chaos.nw"
  enum { W = sizeof(lane) / sizeof(double) };
  const double m1 = jb->p.m1, m2 = jb->p.m2, l1 = jb->p.l1, l2 = jb->p.l2, g = jb->p.g;
  const double h = jb->h;
  lane y[4] = { 0 };
  long pix[W], k[W], lo = 0, hi = 0, taken = 0;
  int busy = 0, refill = 1, exhausted = 0;
  for (int l = 0; l < W; l++) pix[l] = -1, k[l] = 0;
  for (;;) {
    if (refill) {
      #line 1043 "chapters/08-chaos.nw"
      for (int l = 0; l < W && !exhausted; l++)
        while (pix[l] < 0) {
          double th1, th2;
          long q = next_pixel(jb, &lo, &hi);
          if (q < 0) {
            exhausted = 1;
            break;
          }
          if (!pixel_can_flip(jb, q, &th1, &th2)) continue;
          y[0][l] = th1, y[1][l] = th2, y[2][l] = 0, y[3][l] = 0;
          pix[l] = q, k[l] = 0, busy++;
        }
      #line 1021 "chapters/08-chaos.nw"
      refill = 0;
    }
    if (busy == 0) break;
    #line 1058 "chapters/08-chaos.nw"
    lane k1[4], k2[4], k3[4], k4[4], t[4];
    {
      const lane *in = y;
      lane *out = k1;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1063 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
    {
      const lane *in = t;
      lane *out = k2;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1069 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
    {
      const lane *in = t;
      lane *out = k3;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1075 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
    {
      const lane *in = t;
      lane *out = k4;
      #line 1088 "chapters/08-chaos.nw"
      lane s1, c1, s2, c2;
      {
        lane x = in[0], *s = &s1, *c = &c1;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1092 "chapters/08-chaos.nw"
      }
      {
        lane x = in[1], *s = &s2, *c = &c2;
        #line 370 "chapters/03-motion.nw"
        const double two_over_pi = 6.36619772367581382433e-01,
                     p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
                     p2 = 6.07710050630396597660e-11,
                     p3 = 2.02226624879595063154e-21,
                     shift = 0x1.8p52, big = 1.6e6;
        lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
        lane xr = (lane)((lane_bits)x & inside);
        #line 390 "chapters/03-motion.nw"
        lane k = xr * two_over_pi + shift;
        lane n = k - shift;
        lane_bits q = (lane_bits)k;
        lane r = xr - n * p1, w = n * p2, t = r;
        r = t - w;
        w = n * p3 - ((t - r) - w);
        lane y = r - w, yt = (r - y) - w;
        #line 403 "chapters/03-motion.nw"
        lane z = y * y, v = z * y;
        lane rs = 1.0 / 120 + z * (-1.0 / 5040 + z * (1.0 / 362880 + z * (-1.0 / 39916800
                  + z * (1.0 / 6227020800 + z * (-1.0 / 1307674368000
                  + z * (1.0 / 355687428096000))))));
        lane sin_y = y - ((z * (0.5 * yt - v * rs) - yt) - v * (-1.0 / 6));
        lane rc = z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320 + z * (-1.0 / 3628800
                  + z * (1.0 / 479001600 + z * (-1.0 / 87178291200 + z * (1.0 / 20922789888000
                  + z * (-1.0 / 6402373705728000))))))));
        lane hz = 0.5 * z, one_hz = 1 - hz;
        lane cos_y = one_hz + (((1 - one_hz) - hz) + (z * rc - y * yt));
        #line 417 "chapters/03-motion.nw"
        lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
        *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
        *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
        #line 380 "chapters/03-motion.nw"
        for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
          if (!inside[i]) {
            (*s)[i] = sin(x[i]);
            (*c)[i] = cos(x[i]);
          }
      #line 1096 "chapters/08-chaos.nw"
      }
      lane w1 = in[2], w2 = in[3];
      #line 598 "chapters/03-motion.nw"
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      #line 1099 "chapters/08-chaos.nw"
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    #line 1081 "chapters/08-chaos.nw"
    }
    for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    #line 1025 "chapters/08-chaos.nw"
    #line 1105 "chapters/08-chaos.nw"
    lane_bits over = (lane_bits)((lane)((lane_bits)y[0] & (~0ull >> 1)) > M_PI)
                     | (lane_bits)((lane)((lane_bits)y[1] & (~0ull >> 1)) > M_PI);
    for (int l = 0; l < W; l++) {
      k[l]++;
      if (pix[l] < 0 || (!over[l] && k[l] < jb->nsteps)) continue;
      int c = !over[l] ? DP_FLIP_NONE : fabs(y[0][l]) > M_PI ? DP_FLIP_UPPER : DP_FLIP_LOWER;
      pixel_done(jb, pix[l], c == DP_FLIP_NONE ? jb->T : k[l] * h, c);
      taken += k[l];
      pix[l] = -1, busy--, refill = 1;
      y[0][l] = y[1][l] = y[2][l] = y[3][l] = 0;
    }
  #line 1026 "chapters/08-chaos.nw"
  }
  *steps += taken;
#line 1156 "program/46-chaos.nw"
}
#else
#define DP_FLIP_X86 0
#endif
#line 1164 "program/46-chaos.nw"
int dp_flip_lanes_best(void)
{
#if DP_FLIP_X86
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return 8;
  if (__builtin_cpu_supports("avx2")) return 4;
#endif
  return 2;
}
#line 1178 "program/46-chaos.nw"
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
#line 1226 "program/46-chaos.nw"
long dp_flipmap_steps(long np, const double *t, const signed char *cls, double T,
                      double h)
{
  long s = 0;
  for (long q = 0; q < np; q++)
    s += cls[q] == DP_FLIP_FORBIDDEN ? 0 : cls[q] == DP_FLIP_NONE ? lround(T / h)
                                                                 : lround(t[q] / h);
  return s;
}
