#line 70 "program/44-paper.nw"
#include <math.h>
#include <string.h>
#include "dp_compare.h"
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_ode.h"
#line 81 "program/44-paper.nw"
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
#line 105 "program/44-paper.nw"
typedef struct {
  const dp_params *p;
  dp_model model[2];
  double E0, Es;
  dp_compare_stats *st;
  dp_compare_sample sample;
  void *ctx;
} side_by_side;

static int both_rhs(void *ctx, const double *y, double *dydt)
{
  const side_by_side *c = ctx;
  int rc = dp_rhs(c->p, c->model[0], y, dydt);
  return rc != DP_OK ? rc : dp_rhs(c->p, c->model[1], y + DP_NSTATE, dydt + DP_NSTATE);
}
#line 124 "program/44-paper.nw"
static int after_step(void *ctx, const dp_driver *d)
{
  side_by_side *c = ctx;
  const double *a = d->y, *b = d->y + DP_NSTATE;
  if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK) {
    c->st->blowup_t = d->t;
    return DP_ERANGE;
  }
  dp_compare_track(c->st, c->p, d->t, c->E0, a, b);
  return 0;
}

static int at_sample(void *ctx, const dp_driver *d)
{
  const side_by_side *c = ctx;
  dp_compare_row row = { .t = d->t };
  memcpy(row.a, d->y, sizeof row.a);
  memcpy(row.b, d->y + DP_NSTATE, sizeof row.b);
  row.drift[0] = (dp_energy(c->p, row.a) - c->E0) / c->Es;
  row.drift[1] = (dp_energy(c->p, row.b) - c->E0) / c->Es;
  return c->sample(c->ctx, &row) != 0 ? DP_EIO : 0;
}
#line 148 "program/44-paper.nw"
int dp_compare_run(const dp_params *p, dp_model ma, dp_model mb,
                   const double s0[DP_NSTATE], double T, double h, double E,
                   dp_compare_sample sample, void *ctx, dp_compare_stats *st,
                   dp_error *err)
{
  if ((unsigned)ma >= DP_NMODELS || (unsigned)mb >= DP_NMODELS)
    return dp_fail(err, DP_EINVAL, "unknown model %d",
                   (int)((unsigned)ma >= DP_NMODELS ? ma : mb));
  if (!(T > 0 && h > 0 && h <= E && T / E <= 1e9 && E / h <= 1e9))
    return dp_fail(err, DP_EINVAL, "need T > 0 and 0 < h <= E (T = %g, h = %g, E = %g)",
                   T, h, E);
  #line 164 "program/44-paper.nw"
  side_by_side c = { p, { ma, mb }, dp_energy(p, s0), dp_energy_scale(p), st, sample, ctx };
  dp_ode ode = { both_rhs, &c, 2 * DP_NSTATE, 0 };
  double y[2 * DP_NSTATE];
  memcpy(y, s0, DP_NSTATE * sizeof *y);
  memcpy(y + DP_NSTATE, s0, DP_NSTATE * sizeof *y);
  *st = (dp_compare_stats){ .blowup_t = -1 };
  st->start_amp = fmax(fabs(s0[DP_TH1]), fabs(s0[DP_TH2]));
  st->sin_deficit = st->start_amp > 0 ? 1 - sin(st->start_amp) / st->start_amp : 0.0;
  dp_compare_track(st, p, 0, c.E0, y, y + DP_NSTATE);
  #line 160 "program/44-paper.nw"
  #line 175 "program/44-paper.nw"
  dp_driver d;
  int rc = dp_driver_init(&d, &ode, DP_RK4, y, 0, h, 0, err);
  if (rc == DP_OK)
    rc = dp_driver_sample(&d, T, E, DP_SAMPLE_EVEN, sample ? at_sample : NULL, after_step, &c,
                          err);
  if (rc == DP_ERANGE && st->blowup_t >= 0)
    return dp_fail(err, DP_ERANGE, "the state left the finite range at t = %g", st->blowup_t);
  if (rc == DP_EIO)
    return dp_fail(err, DP_EIO, "the run was stopped at t = %g", d.t);
  return rc;
#line 161 "program/44-paper.nw"
}
