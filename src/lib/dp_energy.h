#ifndef DP_ENERGY_H
#define DP_ENERGY_H
#include "dp_model.h"
double dp_kinetic(const dp_params *p, const double s[DP_NSTATE]);
double dp_kinetic_cartesian(const dp_params *p, const double s[DP_NSTATE]);
double dp_potential(const dp_params *p, const double s[DP_NSTATE]);
double dp_potential_paper(const dp_params *p, const double s[DP_NSTATE]);
double dp_energy(const dp_params *p, const double s[DP_NSTATE]);
double dp_energy_scale(const dp_params *p);
double dp_lagrangian(const dp_params *p, const double s[DP_NSTATE]);
double dp_kinetic_abs(const dp_params *p, const double s[DP_NSTATE]);
double dp_energy_available(const dp_params *p, const double s[DP_NSTATE]);
void dp_speed_bound(const dp_params *p, const double s[DP_NSTATE], double wmax[2]);
#endif
