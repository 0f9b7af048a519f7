#ifndef DP_HAMILTON_H
#define DP_HAMILTON_H
#include "dp_model.h"
#include "dp_autodiff.h"
enum { DP_P1 = 2, DP_P2 = 3 };
/* (theta, omega) -> (theta, p): p = M(theta) omega. */
void dp_to_momenta(const dp_params *p, const double s[DP_NSTATE], double y[DP_NSTATE]);
/* (theta, p) -> (theta, omega): omega = M(theta)^-1 p. */
void dp_from_momenta(const dp_params *p, const double y[DP_NSTATE], double s[DP_NSTATE]);
/* H(theta, p), the energy written in the momenta. */
double dp_hamiltonian(const dp_params *p, const double y[DP_NSTATE]);
/* dy/dt of Hamilton's equations at y = (theta, p). */
void dp_hamilton_rhs(const dp_params *p, const double y[DP_NSTATE], double dy[DP_NSTATE]);
/* H on hyper-dual angles and momenta: its value and two derivatives. */
dp_hd dp_hamiltonian_hd(const dp_params *p, const dp_hd th[2], const dp_hd mom[2]);
/* Rounding scale of each component of dp_hamilton_rhs; dsig (optional): its d/d delta. */
void dp_hamilton_scale(const dp_params *p, const double y[DP_NSTATE],
                       double sigma[DP_NSTATE], double dsig[DP_NSTATE]);
/* The sum of the absolute values of the terms of H. */
double dp_hamiltonian_size(const dp_params *p, const double y[DP_NSTATE]);
#define DP_HAMILTON_BOUND 40.0
/* |a - b| in units of u * scale (u = 2^-53); 0 if a == b, even on a zero scale. */
double dp_rounding_units(double a, double b, double scale);
typedef struct { double w[2], pdot[2], h; } dp_conversion_scale;
/* Rounding scales of omega, dp/dt and H for a comparison through p = M omega. */
dp_conversion_scale dp_conversion_scales(const dp_params *p, const double s[DP_NSTATE],
                                         const double y[DP_NSTATE]);
typedef struct {
  double gradient;   /* dp_hamilton_rhs vs the AD gradient of H */
  double value;      /* dp_hamiltonian_hd's value vs dp_hamiltonian */
  double velocity;   /* dtheta/dt and the round trip vs omega */
  double force;      /* dp/dt vs dL/dtheta of the Cartesian Lagrangian */
  double energy;     /* H vs E */
} dp_hamilton_errors;
/* The differences at the state s = (theta, omega), in units of their rounding scales. */
void dp_hamilton_errors_at(const dp_params *p, const double s[DP_NSTATE],
                           dp_hamilton_errors *e);
/* The worst of each difference over n random cases (dp_random_case) from seed. */
int dp_hamilton_check(long n, unsigned long seed, dp_hamilton_errors *worst, dp_error *err);
#endif
