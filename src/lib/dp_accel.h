#ifndef DP_ACCEL_H
#define DP_ACCEL_H
#include <gsl/gsl_rng.h>
#include "dp_model.h"
/* The mass matrix M of the model at s, row-major; DP_EINVAL for an unknown model. */
int dp_mass_matrix(const dp_params *p, dp_model model,
                   const double s[DP_NSTATE], double M[4]);
/* The force vector f of the model at s (M alpha = f); DP_EINVAL for an unknown model. */
int dp_forces(const dp_params *p, dp_model model,
              const double s[DP_NSTATE], double f[2]);
/* The accelerations of the model by Cramer's rule on M alpha = f. */
int dp_accel_cramer(const dp_params *p, dp_model model,
                    const double s[DP_NSTATE], double a[2]);
/* The accelerations of the model (Cramer's form for the correct model). */
int dp_accel(const dp_params *p, dp_model model,
             const double s[DP_NSTATE], double a[2]);
/* ds/dt = (w1, w2, alpha1, alpha2) of the model at s. */
int dp_rhs(const dp_params *p, dp_model model,
           const double s[DP_NSTATE], double ds[DP_NSTATE]);
/* The accelerations by GSL's LU solve, equilibrated if asked; DP_ERANGE if it fails. */
int dp_accel_lu(const dp_params *p, dp_model model, const double s[DP_NSTATE],
                int equilibrate, double a[2], dp_error *err);
/* Draws parameters and a state over the ranges of the random checks. */
void dp_random_case(gsl_rng *r, dp_params *p, double s[DP_NSTATE]);
#define DP_NEXTREME 216
/* The k-th extreme case (0 <= k < DP_NEXTREME): parameters and a state. */
void dp_extreme_case(int k, dp_params *p, double s[DP_NSTATE]);
#define DP_SOLVE_BOUND 40.0
/* The rounding scale sigma of the accelerations alpha at s (e: extra term sizes). */
void dp_rounding_scale(const dp_params *p, const double s[DP_NSTATE],
                       const double alpha[2], const double e[2], double sigma[2]);
typedef struct {
  double rel;       /* plain relative difference, max_i |da_i| / max_i |a_i| */
  double scaled;    /* max_i r_i of the scaled difference */
} dp_solve_diff;
/* Closed form against the LU solve at (p, s): plain and scaled differences in *d. */
int dp_solve_diff_at(const dp_params *p, const double s[DP_NSTATE],
                     int equilibrate, dp_solve_diff *d, dp_error *err);
#endif
