#ifndef DP_ODE_H
#define DP_ODE_H
#include "dp_model.h"
#define DP_ODE_NMAX 20
typedef int dp_ode_rhs(void *ctx, const double *y, double *dydt);
typedef struct {
  dp_ode_rhs *f;        /* dy/dt = f(ctx, y): DP_OK or an error status */
  void *ctx;
  int n;                /* number of equations, 1..DP_ODE_NMAX */
  long nrhs;            /* evaluations of f so far */
} dp_ode;
/* dy/dt at y, counted in ode->nrhs; returns f's status. */
int dp_ode_eval(dp_ode *ode, const double *y, double *dydt);
/* One classical RK4 step of size h (h < 0: backwards) of y in place. */
int dp_ode_rk4(dp_ode *ode, double *y, double h);
/* One step of the two-stage Gauss-Legendre method; DP_ERANGE if the
   stage equations do not converge in 100 sweeps (y unchanged). */
int dp_ode_gauss4(dp_ode *ode, double *y, double h, int *sweeps);
/* One RK4 step of the pendulum (Lagrange's form), bit for bit dp_ode_rk4;
   DP_EINVAL for an unknown model (s unchanged). */
int dp_pendulum_rk4(const dp_params *p, dp_model model, double s[DP_NSTATE], double h);
typedef struct {
  dp_ode *ode;
  double t, y[DP_ODE_NMAX], k1[DP_ODE_NMAX];     /* time reached, state, slope */
  double h, k[7][DP_ODE_NMAX];                   /* the last trial step ... */
  double ynew[DP_ODE_NMAX], yerr[DP_ODE_NMAX];   /* ... its result and error */
  double t_old, h_old, r[5][DP_ODE_NMAX];        /* the last accepted step */
} dp_dopri5;
/* Start at (t0, y0): evaluates the slope there; returns its status. */
int dp_dopri5_init(dp_dopri5 *d, dp_ode *ode, const double *y0, double t0);
/* A trial step of h from (t, y): fills ynew and yerr, leaves (t, y) alone. */
int dp_dopri5_try(dp_dopri5 *d, double h);
/* Take the last trial step: (t, y) advance, dense output is kept. */
void dp_dopri5_accept(dp_dopri5 *d);
/* The solution at t within the last accepted step (y itself before one). */
void dp_dopri5_dense(const dp_dopri5 *d, double t, double *y);

typedef struct { double rtol, atol; } dp_control;
/* The RMS error of a trial step y -> ynew with estimate yerr, in units of
   atol + rtol max(|y|, |ynew|); 1e10 if not finite. */
double dp_control_error(const dp_control *c, int n, const double *y,
                        const double *ynew, const double *yerr);
/* The next step after a trial of h with error err: 0.9 h err^(-1/5),
   within [h/5, 5h]. */
double dp_control_next(double h, double err);
#define DP_EVOLVE_MAX_STEPS 10000000L
typedef struct {
  dp_dopri5 step;
  dp_control control;
  double h;                  /* the step to try next */
  long accepted, rejected;
  long max_steps;            /* tries allowed in all (DP_EVOLVE_MAX_STEPS by default) */
} dp_evolve;
/* Start an adaptive integration at tolerance tol in [1e-14, 0.1]. */
int dp_evolve_init(dp_evolve *e, dp_ode *ode, const double *y0, double t0,
                   double tol, dp_error *err);
/* One accepted step of at most hmax; DP_ERANGE on underflow, 100 rejections
   in a row, or once accepted + rejected reaches max_steps. */
int dp_evolve_step(dp_evolve *e, double hmax, dp_error *err);
typedef enum { DP_RK4, DP_DOPRI5, DP_GAUSS4, DP_NMETHODS } dp_method;
typedef enum { DP_SAMPLE_LAND, DP_SAMPLE_EVEN } dp_sampling;
enum { DP_DRIVER_STOP = 100 };
typedef struct dp_driver dp_driver;
typedef int dp_driver_fn(void *ctx, const dp_driver *d);
struct dp_driver {
  dp_ode *ode;
  dp_method method;
  double h;                     /* fixed steps: the largest step */
  double t, y[DP_ODE_NMAX];     /* where the run stands */
  double t_end;                 /* dopri5 steps no further (default +inf) */
  long steps, k;                /* steps taken; index of the last sample */
  dp_evolve ev;                 /* dopri5's state */
};
/* The method's name ("rk4", "dopri5", "gauss4"); NULL if unknown. */
const char *dp_method_name(dp_method m);
/* The method of that name; DP_EINVAL if there is none. */
int dp_method_from_name(const char *name, dp_method *m, dp_error *err);
/* ceil(T/dt - 1e-9): the intervals of length dt that cover [0, T]. */
long dp_intervals(double T, double dt);
/* Start a run of ode from (t0, y0) by method m: fixed steps of at most h,
   or dopri5 at tolerance tol. */
int dp_driver_init(dp_driver *d, dp_ode *ode, dp_method m, const double *y0,
                   double t0, double h, double tol, dp_error *err);
/* n fixed steps of exactly h; each_step after each. */
int dp_driver_steps(dp_driver *d, long n, double h, dp_driver_fn *each_step,
                    void *ctx, dp_error *err);
/* Advance to t1 (fixed steps: either direction); each_step after each step. */
int dp_driver_advance(dp_driver *d, double t1, dp_driver_fn *each_step, void *ctx,
                      dp_error *err);
/* Samples at k every, k = 0..dp_intervals(T, every) (see the text for how). */
int dp_driver_sample(dp_driver *d, double T, double every, dp_sampling how,
                     dp_driver_fn *each_sample, dp_driver_fn *each_step, void *ctx,
                     dp_error *err);
typedef enum { DP_FORM_LAGRANGE, DP_FORM_HAMILTON } dp_form;
typedef struct {
  dp_params p;
  dp_model model;
  dp_form form;
  dp_ode ode;           /* the equations in this form; ctx points here */
} dp_pendulum;
/* The pendulum as a system in the given form (Hamilton: correct model only). */
int dp_pendulum_init(dp_pendulum *pd, const dp_params *p, dp_model model,
                     dp_form form, dp_error *err);
/* (theta, omega) -> the form's variables. */
void dp_pendulum_to(const dp_pendulum *pd, const double s[DP_NSTATE], double y[DP_NSTATE]);
/* The form's variables -> (theta, omega). */
void dp_pendulum_from(const dp_pendulum *pd, const double y[DP_NSTATE], double s[DP_NSTATE]);
typedef struct {
  dp_params p;
  dp_model model[2];
  dp_ode ode;           /* 8 equations: the first pendulum's state, then the second's */
} dp_pendulum_pair;
/* Two pendulums of models a and b side by side, in Lagrange's form. */
int dp_pendulum_pair_init(dp_pendulum_pair *pp, const dp_params *p, dp_model a,
                          dp_model b, dp_error *err);
#define DP_REFERENCE_MAX_STEPS 10000000L
/* y(t1) from y(t0) = y by GSL's rk8pd at tolerance tol, in place; DP_ERANGE
   if it fails or needs more than DP_REFERENCE_MAX_STEPS steps. */
int dp_ode_reference(dp_ode *ode, double *y, double t0, double t1, double tol,
                     dp_error *err);
/* s(T) from s(0) = s by GSL's rk8pd at tolerance tol, in place. */
int dp_reference_solve(const dp_params *p, dp_model model, double s[DP_NSTATE],
                       double T, double tol, dp_error *err);
#define DP_RESOLVE_MAX 1.0
/* The fastest rate of the motion at s (eq:rate), rad/s; h times it should
   stay below DP_RESOLVE_MAX. */
double dp_pendulum_rate(const dp_params *p, dp_model model, const double s[DP_NSTATE]);
#endif
