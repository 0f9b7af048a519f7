/* dp_flipmap_engine.h: the flip map's engine, included by dp_flipmap.c once
   for each lane width, with FLIP_ENGINE (attributes, return type, name),
   FLIP_LANE and FLIP_LANE_BITS defined; deliberately without an include guard. */
FLIP_ENGINE(flip_job *jb, long *steps)
{
  typedef FLIP_LANE lane;
  typedef FLIP_LANE_BITS lane_bits;
  enum { W = sizeof(lane) / sizeof(double) };
  const double m1 = jb->p.m1, m2 = jb->p.m2, l1 = jb->p.l1, l2 = jb->p.l2, g = jb->p.g;
  const double h = jb->h;
  lane y[4] = { 0 };
  long pix[W], k[W], lo = 0, hi = 0, taken = 0;
  int busy = 0, refill = 1, exhausted = 0;
  for (int l = 0; l < W; l++) pix[l] = -1, k[l] = 0;
  for (;;) {
    if (refill) {
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
      refill = 0;
    }
    if (busy == 0) break;
    static const double c_stage[4] = { 0, 0.5, 0.5, 1 };
    lane ks[4][4], t[4];
    for (int j = 0; j < 4; j++) {
      const lane *in = y;
      lane *out = ks[j];
      if (j > 0) {
        for (int i = 0; i < 4; i++) t[i] = y[i] + c_stage[j] * h * ks[j - 1][i];
        in = t;
      }
      lane sn[2], cs[2];
      for (int a = 0; a < 2; a++) {
        lane x = in[a], *s = &sn[a], *c = &cs[a];
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
      lane s1 = sn[0], c1 = cs[0], s2 = sn[1], c2 = cs[1], w1 = in[2], w2 = in[3];
      lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
      lane den = m1 + m2 * (sd * sd);
      lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
      lane f2 = l1 * (w1 * w1) * sd - g * s2;
      lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
      lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
      out[0] = in[2], out[1] = in[3], out[2] = a1, out[3] = a2;
    }
    for (int i = 0; i < 4; i++) y[i] += h / 6 * (ks[0][i] + 2 * ks[1][i] + 2 * ks[2][i] + ks[3][i]);
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
  }
  *steps += taken;
}
#undef FLIP_ENGINE
#undef FLIP_LANE
#undef FLIP_LANE_BITS
