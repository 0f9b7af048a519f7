#ifndef DP_INTEGRATE_H
#define DP_INTEGRATE_H
#include "dp_ode.h"
/* Transitional: dp_pendulum_rk4 under its old name. */
static inline int dp_rk4_step(const dp_params *p, dp_model model, double s[DP_NSTATE],
                              double h)
{
  return dp_pendulum_rk4(p, model, s, h);
}
#endif
