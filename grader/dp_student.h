#ifndef DP_STUDENT_H
#define DP_STUDENT_H
#ifndef DP_MODEL_H
typedef struct {
  double m1, m2;   /* masses, kg */
  double l1, l2;   /* rod lengths, m */
  double g;        /* gravitational acceleration, m/s^2 */
} dp_params;
#endif
typedef void (*dp_ode_fn)(const double y[4], double dy[4], void *ctx);

/* alpha1, alpha2 of the correct model at state s (rad, rad/s); returns 0 */
int student_accel(const dp_params *p, const double s[4], double a[2]);
/* E = T + V, heights measured up from the pivot */
double student_energy(const dp_params *p, const double s[4]);
/* one classical RK4 step of size h of dy/dt = f(y) */
void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h);
/* normal-mode angular frequencies, ascending, and shapes theta2/theta1 */
int student_modes(const dp_params *p, double omega[2], double shape[2]);
/* largest Lyapunov exponent by a twin renormalized every tau, over T */
double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0);
#endif
