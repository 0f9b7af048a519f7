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
int dp_linear_matrices(const dp_params *p, dp_model model, double M[4], double K[4],
                       dp_error *err);
int dp_modes_closed(const dp_params *p, dp_model model, dp_modes *m, dp_error *err);
int dp_modes_gsl(const dp_params *p, dp_model model, dp_modes *m, dp_error *err);
int dp_measure_frequency(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
                         double T, double h, dp_frequency *out, dp_error *err);
#endif
