#ifndef DP_STUDENT_H
#define DP_STUDENT_H
#include "dp_model.h"
typedef void (*dp_ode_fn)(const double y[4], double dy[4], void *ctx);

int student_accel(const dp_params *p, const double s[4], double a[2]);
double student_energy(const dp_params *p, const double s[4]);
void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h);
int student_modes(const dp_params *p, double omega[2], double shape[2]);
double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0);
#endif
