#ifndef DP_MODES_H
#define DP_MODES_H
#include "dp_model.h"
typedef struct {
  double omega[2];   /* angular frequencies, rad/s, slow mode first */
  double shape[2];   /* theta2/theta1 of each mode */
} dp_modes;
typedef struct {
  int crossings;     /* zero crossings of theta1 seen */
  double omega;      /* pi (crossings - 1) / (last - first crossing time) */
  double spread;     /* (longest - shortest half period) / mean half period */
  double amp[2];     /* largest |theta1|, |theta2| over the run */
} dp_frequency;
/* The row-major matrices M0 and K of the model's consistent linearization. */
int dp_linear_matrices(const dp_params *p, dp_model model, double M[4], double K[4],
                       dp_error *err);
/* The model's two normal modes by the closed form (eq:lambda, eq:shape). */
int dp_modes_closed(const dp_params *p, dp_model model, dp_modes *m, dp_error *err);
/* The model's two normal modes by GSL's generalized symmetric eigensolver. */
int dp_modes_gsl(const dp_params *p, dp_model model, dp_modes *m, dp_error *err);
/* Run s0 for T s with RK4 steps h; the frequency of theta1 from its zero crossings. */
int dp_measure_frequency(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
                         double T, double h, dp_frequency *out, dp_error *err);
/* The largest relative difference of y's frequencies and shapes from x's. */
double dp_modes_rel_diff(const dp_modes *x, const dp_modes *y);
/* The mode of m (0 slow, 1 fast) whose frequency is nearest omega. */
int dp_modes_nearest(const dp_modes *m, double omega);
#endif
