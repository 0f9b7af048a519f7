#line 286 "chapters/06-paper.nw"
#include <math.h>
#include <string.h>
#include "dp_compare.h"
#include "dp_energy.h"
#include "dp_integrate.h"
#line 296 "chapters/06-paper.nw"
void dp_compare_track(dp_compare_stats *st, const dp_params *p, double t, double E0,
                      const double a[DP_NSTATE], const double b[DP_NSTATE])
{
  double Es = dp_energy_scale(p);
  for (int i = 0; i < 2; i++) {
    double d = fabs(b[i] - a[i]);
    if (d > fmax(st->max_diff[0], st->max_diff[1]))
      st->t_max_diff = t;
    st->max_diff[i] = fmax(st->max_diff[i], d);
  }
  st->amp[0] = fmax(st->amp[0], fmax(fabs(a[0]), fabs(a[1])));
  st->amp[1] = fmax(st->amp[1], fmax(fabs(b[0]), fabs(b[1])));
  st->drift[0] = fmax(st->drift[0], fabs(dp_energy(p, a) - E0) / Es);
  st->drift[1] = fmax(st->drift[1], fabs(dp_energy(p, b) - E0) / Es);
}
#line 317 "chapters/06-paper.nw"
int dp_compare_run(const dp_params *p, dp_model ma, dp_model mb,
                   const double s0[DP_NSTATE], double T, double h, double E,
                   dp_compare_sample sample, void *ctx, dp_compare_stats *st,
                   dp_error *err)
{
  if ((unsigned)ma >= DP_NMODELS)
    return dp_fail(err, DP_EINVAL, "unknown model %d", (int)ma);
  if ((unsigned)mb >= DP_NMODELS)
    return dp_fail(err, DP_EINVAL, "unknown model %d", (int)mb);
  if (!(T > 0 && h > 0 && h <= E && T / E <= 1e9 && E / h <= 1e9))
    return dp_fail(err, DP_EINVAL, "need T > 0 and 0 < h <= E (T = %g, h = %g, E = %g)",
                   T, h, E);
  #line 335 "chapters/06-paper.nw"
  long nout = (long)ceil(T / E - 1e-9);
  long nsub = (long)ceil(E / h - 1e-9);
  double hh = E / nsub, E0 = dp_energy(p, s0), Es = dp_energy_scale(p);
  dp_compare_row row;
  memcpy(row.a, s0, sizeof row.a);
  memcpy(row.b, s0, sizeof row.b);
  *st = (dp_compare_stats){ .blowup_t = -1 };
  st->start_amp = fmax(fabs(s0[DP_TH1]), fabs(s0[DP_TH2]));
  st->sin_deficit = st->start_amp > 0 ? 1 - sin(st->start_amp) / st->start_amp : 0.0;
  dp_compare_track(st, p, 0, E0, row.a, row.b);
  #line 330 "chapters/06-paper.nw"
  #line 347 "chapters/06-paper.nw"
  for (long k = 0; k <= nout; k++) {
    for (long j = 0; k > 0 && j < nsub; j++) {
      double t = (k - 1) * E + (j + 1) * hh;
      dp_rk4_step(p, ma, row.a, hh);
      dp_rk4_step(p, mb, row.b, hh);
      if (dp_state_check(row.a, NULL) != DP_OK || dp_state_check(row.b, NULL) != DP_OK) {
        st->blowup_t = t;
        return dp_fail(err, DP_ERANGE, "the state left the finite range at t = %g", t);
      }
      dp_compare_track(st, p, t, E0, row.a, row.b);
    }
    row.t = k * E;
    row.drift[0] = (dp_energy(p, row.a) - E0) / Es;
    row.drift[1] = (dp_energy(p, row.b) - E0) / Es;
    if (sample && sample(ctx, &row) != 0)
      return dp_fail(err, DP_EIO, "the run was stopped at t = %g", row.t);
  }
  #line 331 "chapters/06-paper.nw"
  return DP_OK;
}
