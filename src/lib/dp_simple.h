#ifndef DP_SIMPLE_H
#define DP_SIMPLE_H
typedef struct {
  double l;       /* length of the rod, m */
  double g;       /* gravitational acceleration, m/s^2 */
} dp_simple_params;

typedef struct {
  double theta;   /* angle from the downward vertical, rad */
  double omega;   /* angular velocity, rad/s */
} dp_simple_state;

typedef enum { DP_SIMPLE_EULER, DP_SIMPLE_CROMER, DP_SIMPLE_RK4 } dp_simple_method;
#define DP_SIMPLE_AGM_MAX 40
typedef struct {
  int n;                             /* number of pairs stored */
  double a[DP_SIMPLE_AGM_MAX + 1];   /* a_0, a_1, ... */
  double b[DP_SIMPLE_AGM_MAX + 1];   /* b_0, b_1, ... */
} dp_simple_agm_trace;
typedef struct {
  dp_simple_state end;      /* the state after the last step */
  double e0, e_end;         /* the energy at the start and at the end, J/kg */
  double de_max;            /* the largest |E - E0| after any step, J/kg */
  long crossings;           /* upward crossings of theta = 0 */
  double t_first, t_last;   /* the times of the first and the last, s */
} dp_simple_run_stats;
/* The angular acceleration -(g/l) sin(theta), rad/s^2. */
double dp_simple_alpha(const dp_simple_params *p, double theta);
/* The energy per unit mass, J/kg: zero at rest at the bottom. */
double dp_simple_energy(const dp_simple_params *p, dp_simple_state s);
/* One step of Euler's method. */
dp_simple_state dp_simple_euler(const dp_simple_params *p, dp_simple_state s, double h);
/* One step of the Euler-Cromer method: omega first, theta with the new omega. */
dp_simple_state dp_simple_cromer(const dp_simple_params *p, dp_simple_state s, double h);
/* One step of the classical fourth-order Runge-Kutta method. */
dp_simple_state dp_simple_rk4(const dp_simple_params *p, dp_simple_state s, double h);
/* One step of method m. */
dp_simple_state dp_simple_step(const dp_simple_params *p, dp_simple_method m,
                               dp_simple_state s, double h);
/* The arithmetic-geometric mean of a > 0 and b > 0; the steps in *trace
   unless trace is NULL. */
double dp_simple_agm(double a, double b, dp_simple_agm_trace *trace);
/* The exact period of the swing through s, s; 0 if s has the energy to
   go over the top (no swing). */
double dp_simple_period(const dp_simple_params *p, dp_simple_state s);
/* n steps of method m. */
dp_simple_state dp_simple_advance(const dp_simple_params *p, dp_simple_method m,
                                  dp_simple_state s, double h, long n);
/* The period of small swings, 2 pi sqrt(l/g), s. */
double dp_simple_period_small(const dp_simple_params *p);
/* The series of the period in the amplitude a (rad), with 1, 2 or 3 terms, s. */
double dp_simple_period_series(const dp_simple_params *p, double a, int terms);
/* k'^2 = 1 - E/(2gl) of the motion through s: positive for a swing. */
double dp_simple_kprime2(const dp_simple_params *p, dp_simple_state s);
/* The amplitude of the swing through s, rad; 0 if it is no swing. */
double dp_simple_amplitude(const dp_simple_params *p, dp_simple_state s);
/* n steps of method m from s, with their energy and zero crossings. */
dp_simple_run_stats dp_simple_run(const dp_simple_params *p, dp_simple_method m,
                                  dp_simple_state s, double h, long n);
/* The mean period of a run, s: 0 with fewer than two crossings. */
double dp_simple_run_period(const dp_simple_run_stats *r);
/* The factor by which n steps of method m multiply the energy of the
   linearized pendulum (Euler, RK4), or its modified energy (Euler-Cromer: 1). */
double dp_simple_linear_factor(const dp_simple_params *p, dp_simple_method m,
                               double h, long n);
#endif
