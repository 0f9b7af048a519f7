#ifndef DP_HAMILTON_H
#define DP_HAMILTON_H
#include "dp_model.h"
enum { DP_P1 = 2, DP_P2 = 3 };
void dp_to_momenta(const dp_params *p, const double s[DP_NSTATE], double y[DP_NSTATE]);
void dp_from_momenta(const dp_params *p, const double y[DP_NSTATE], double s[DP_NSTATE]);
double dp_hamiltonian(const dp_params *p, const double y[DP_NSTATE]);
void dp_hamilton_rhs(const dp_params *p, const double y[DP_NSTATE], double dy[DP_NSTATE]);
#endif
