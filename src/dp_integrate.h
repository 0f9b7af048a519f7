#ifndef DP_INTEGRATE_H
#define DP_INTEGRATE_H
#include "dp_model.h"
int dp_rk4_step(const dp_params *p, dp_model model, double s[DP_NSTATE], double h);
#endif
