#ifndef DP_ENERGY_H
#define DP_ENERGY_H
#include "dp_model.h"
/* The kinetic energy T, J. */
double dp_kinetic(const dp_params *p, const double s[DP_NSTATE]);
/* T again, from the Cartesian velocities of the bobs. */
double dp_kinetic_cartesian(const dp_params *p, const double s[DP_NSTATE]);
/* The potential energy V, heights measured up from the pivot, J. */
double dp_potential(const dp_params *p, const double s[DP_NSTATE]);
/* The reviewed paper's potential energy, which misses m2 g l1 (1 - cos th1). */
double dp_potential_paper(const dp_params *p, const double s[DP_NSTATE]);
/* The total energy T + V, J. */
double dp_energy(const dp_params *p, const double s[DP_NSTATE]);
/* E_scale = (m1 + m2) g l1 + m2 g l2, the depth of the potential well, J. */
double dp_energy_scale(const dp_params *p);
/* The Lagrangian T - V, J. */
double dp_lagrangian(const dp_params *p, const double s[DP_NSTATE]);
/* The sum of the absolute values of the terms of T: the yardstick of its rounding. */
double dp_kinetic_abs(const dp_params *p, const double s[DP_NSTATE]);
/* E - V_min, the energy above the pendulum hanging at rest; never negative. */
double dp_energy_available(const dp_params *p, const double s[DP_NSTATE]);
/* The largest |w1| and |w2| (rad/s) of any state with the energy of s. */
void dp_speed_bound(const dp_params *p, const double s[DP_NSTATE], double wmax[2]);
/* DP_OK if p and s are valid, |th_i| <= DP_THETA_MAX and both speed bounds
   are within DP_OMEGA_MAX; DP_EINVAL or DP_ERANGE otherwise. */
int dp_start_check(const dp_params *p, const double s[DP_NSTATE], dp_error *err);
#endif
