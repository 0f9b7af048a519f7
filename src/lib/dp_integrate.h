#ifndef DP_INTEGRATE_H
#define DP_INTEGRATE_H
#include "dp_model.h"
typedef enum { DP_FORM_LAGRANGE, DP_FORM_HAMILTON } dp_form;
typedef struct {
  dp_params p;
  dp_model model;
  dp_form form;
  long nrhs;            /* right-hand-side evaluations so far */
} dp_system;
typedef struct {
  dp_system *sys;
  double rtol, atol;
  double t, h;                          /* time reached, next step to try */
  double y[DP_NSTATE], k1[DP_NSTATE];   /* state at t and its slope */
  double t_old, h_old;                  /* the last accepted step ... */
  double r[5][DP_NSTATE];               /* ... and its dense-output coefficients */
  long accepted, rejected;
} dp_dopri5;
int dp_rk4_step(const dp_params *p, dp_model model, double s[DP_NSTATE], double h);
int dp_system_init(dp_system *sys, const dp_params *p, dp_model model, dp_form form,
                   dp_error *err);
int dp_system_rhs(dp_system *sys, const double y[DP_NSTATE], double dy[DP_NSTATE]);
void dp_system_to(const dp_system *sys, const double s[DP_NSTATE], double y[DP_NSTATE]);
void dp_system_from(const dp_system *sys, const double y[DP_NSTATE], double s[DP_NSTATE]);
int dp_step_rk4(dp_system *sys, double y[DP_NSTATE], double h);
int dp_dopri5_init(dp_dopri5 *d, dp_system *sys, const double y0[DP_NSTATE],
                   double t0, double tol, dp_error *err);
int dp_dopri5_step(dp_dopri5 *d, double hmax, dp_error *err);
void dp_dopri5_dense(const dp_dopri5 *d, double t, double y[DP_NSTATE]);
int dp_step_gauss4(dp_system *sys, double y[DP_NSTATE], double h, int *iterations);
int dp_reference_solve(const dp_params *p, dp_model model, double s[DP_NSTATE],
                       double T, double tol, dp_error *err);
#endif
