#ifndef DP_ACCEL_H
#define DP_ACCEL_H
#include <gsl/gsl_rng.h>
#include "dp_model.h"
int dp_mass_matrix(const dp_params *p, dp_model model,
                   const double s[DP_NSTATE], double M[4]);
int dp_forces(const dp_params *p, dp_model model,
              const double s[DP_NSTATE], double f[2]);
int dp_accel_cramer(const dp_params *p, dp_model model,
                    const double s[DP_NSTATE], double a[2]);
int dp_accel(const dp_params *p, dp_model model,
             const double s[DP_NSTATE], double a[2]);
int dp_rhs(const dp_params *p, dp_model model,
           const double s[DP_NSTATE], double ds[DP_NSTATE]);
int dp_accel_lu(const dp_params *p, dp_model model, const double s[DP_NSTATE],
                int equilibrate, double a[2], dp_error *err);
void dp_random_case(gsl_rng *r, dp_params *p, double s[DP_NSTATE]);
#define DP_NEXTREME 216
/* The k-th extreme case (0 <= k < DP_NEXTREME): parameters and a state. */
void dp_extreme_case(int k, dp_params *p, double s[DP_NSTATE]);
#define DP_SOLVE_BOUND 40.0
void dp_rounding_scale(const dp_params *p, const double s[DP_NSTATE],
                       const double alpha[2], const double e[2], double sigma[2]);
typedef struct {
  double rel;       /* plain relative difference, max_i |da_i| / max_i |a_i| */
  double scaled;    /* max_i r_i of the scaled difference */
} dp_solve_diff;
int dp_solve_diff_at(const dp_params *p, const double s[DP_NSTATE],
                     int equilibrate, dp_solve_diff *d, dp_error *err);
#endif
