#line 56 "chapters/04-integrators.nw"
#include "dp_integrate.h"
#include "dp_accel.h"
#line 63 "chapters/04-integrators.nw"
int dp_rk4_step(const dp_params *p, dp_model model, double s[DP_NSTATE], double h)
{
  double k1[DP_NSTATE], k2[DP_NSTATE], k3[DP_NSTATE], k4[DP_NSTATE], t[DP_NSTATE];
  if (dp_rhs(p, model, s, k1) != DP_OK)
    return DP_EINVAL;
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * h * k1[i];
  dp_rhs(p, model, t, k2);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + 0.5 * h * k2[i];
  dp_rhs(p, model, t, k3);
  for (int i = 0; i < DP_NSTATE; i++) t[i] = s[i] + h * k3[i];
  dp_rhs(p, model, t, k4);
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  return DP_OK;
}
