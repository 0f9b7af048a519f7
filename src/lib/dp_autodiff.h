#ifndef DP_AUTODIFF_H
#define DP_AUTODIFF_H
#include <math.h>
#include "dp_model.h"
typedef struct { double a, b, c, d; } dp_hd;   /* a + b e1 + c e2 + d e1e2 */
/* x y, with the product rule in both units and their product. */
static inline dp_hd dp_hd_mul(dp_hd x, dp_hd y)
{
  return (dp_hd){ x.a * y.a, x.a * y.b + x.b * y.a, x.a * y.c + x.c * y.a,
                  x.a * y.d + x.b * y.c + x.c * y.b + x.d * y.a };
}
/* f(x) from f, f' and f'' at the real part of x (the chain rule). */
static inline dp_hd dp_hd_fn(dp_hd x, double f, double f1, double f2)
{
  return (dp_hd){ f, f1 * x.b, f1 * x.c, f1 * x.d + f2 * x.b * x.c };
}
/* The constant a: no part along e1, e2 or e1e2. */
static inline dp_hd dp_hd_const(double a) { return (dp_hd){ a, 0, 0, 0 }; }
/* x + y. */
static inline dp_hd dp_hd_add(dp_hd x, dp_hd y)
{
  return (dp_hd){ x.a + y.a, x.b + y.b, x.c + y.c, x.d + y.d };
}
/* x - y. */
static inline dp_hd dp_hd_sub(dp_hd x, dp_hd y)
{
  return (dp_hd){ x.a - y.a, x.b - y.b, x.c - y.c, x.d - y.d };
}
/* k x for a real k. */
static inline dp_hd dp_hd_scale(double k, dp_hd x)
{
  return (dp_hd){ k * x.a, k * x.b, k * x.c, k * x.d };
}
/* sin x. */
static inline dp_hd dp_hd_sin(dp_hd x)
{
  return dp_hd_fn(x, sin(x.a), cos(x.a), -sin(x.a));
}
/* cos x. */
static inline dp_hd dp_hd_cos(dp_hd x)
{
  return dp_hd_fn(x, cos(x.a), -sin(x.a), -cos(x.a));
}
typedef enum { DP_POTENTIAL_TRUE, DP_POTENTIAL_PAPER } dp_potential_kind;
/* L = T - V of the Cartesian program on hyper-dual angles and velocities. */
dp_hd dp_lagrangian_hd(const dp_params *p, dp_potential_kind potential,
                       const dp_hd th[2], const dp_hd w[2]);
/* The Euler-Lagrange residuals R of accelerations alpha at s; *scale: their terms. */
void dp_el_residual(const dp_params *p, dp_potential_kind potential,
                    const double s[DP_NSTATE], const double alpha[2],
                    double R[2], double *scale);
/* dL/dtheta_i (i = 0, 1) at s, by automatic differentiation. */
double dp_lagrangian_dtheta(const dp_params *p, dp_potential_kind potential,
                            const double s[DP_NSTATE], int i);
/* The larger residual mapped to accelerations, in units of u sigma (rounding units). */
double dp_el_scaled(const dp_params *p, const double s[DP_NSTATE],
                    const double alpha[2]);
#endif
