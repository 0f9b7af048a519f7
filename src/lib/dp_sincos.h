#ifndef DP_SINCOS_H
#define DP_SINCOS_H
#include <math.h>
typedef double dp_v2 __attribute__((vector_size(2 * sizeof(double))));
typedef unsigned long long dp_u2 __attribute__((vector_size(2 * sizeof(double))));
_Static_assert(sizeof(unsigned long long) == sizeof(double), "64-bit lanes");
/* sin and cos of both lanes of x, within one unit in the last place (1.1 units next
   to large multiples of pi/2). */
static inline __attribute__((always_inline))
void dp_sincos2(dp_v2 x, dp_v2 *s, dp_v2 *c)
{
  typedef dp_v2 lane;
  typedef dp_u2 lane_bits;
  const double two_over_pi = 6.36619772367581382433e-01,
               p1 = 1.57079632673412561417e+00,     /* pi/2 = p1 + p2 + p3 */
               p2 = 6.07710050630396597660e-11,
               p3 = 2.02226624879595063154e-21,
               shift = 0x1.8p52, big = 1.6e6;
  lane_bits inside = (lane_bits)(x >= -big) & (lane_bits)(x <= big);
  lane xr = (lane)((lane_bits)x & inside);
  lane k = xr * two_over_pi + shift;
  lane n = k - shift;
  lane_bits q = (lane_bits)k;
  lane r = xr - n * p1, w = n * p2, t = r;
  r = t - w;
  w = n * p3 - ((t - r) - w);
  lane y = r - w, yt = (r - y) - w;
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
  lane_bits odd = -(q & 1), bs = (lane_bits)sin_y, bc = (lane_bits)cos_y;
  *s = (lane)(((bc & odd) | (bs & ~odd)) ^ ((q & 2) << 62));
  *c = (lane)(((bs & odd) | (bc & ~odd)) ^ (((q + 1) & 2) << 62));
  for (int i = 0; i < (int)(sizeof x / sizeof x[0]); i++)
    if (!inside[i]) {
      (*s)[i] = sin(x[i]);
      (*c)[i] = cos(x[i]);
    }
}
#endif
