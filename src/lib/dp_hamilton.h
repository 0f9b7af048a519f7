#ifndef DP_HAMILTON_H
#define DP_HAMILTON_H
#include "dp_model.h"
#include "dp_autodiff.h"
enum { DP_P1 = 2, DP_P2 = 3 };
void dp_to_momenta(const dp_params *p, const double s[DP_NSTATE], double y[DP_NSTATE]);
void dp_from_momenta(const dp_params *p, const double y[DP_NSTATE], double s[DP_NSTATE]);
double dp_hamiltonian(const dp_params *p, const double y[DP_NSTATE]);
void dp_hamilton_rhs(const dp_params *p, const double y[DP_NSTATE], double dy[DP_NSTATE]);
dp_hd dp_hamiltonian_hd(const dp_params *p, const dp_hd th[2], const dp_hd mom[2]);
void dp_hamilton_scale(const dp_params *p, const double y[DP_NSTATE],
                       double sigma[DP_NSTATE], double dsig[DP_NSTATE]);
double dp_hamiltonian_size(const dp_params *p, const double y[DP_NSTATE]);
#define DP_HAMILTON_BOUND 40.0
typedef struct { double w[2], pdot[2], h; } dp_conversion_scale;
dp_conversion_scale dp_conversion_scales(const dp_params *p, const double s[DP_NSTATE],
                                         const double y[DP_NSTATE]);
#endif
