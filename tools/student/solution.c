/* solution.c: your submission.  The grader calls the five student_*
   functions below (see dp_student.h and the book's appendix "The
   assignments").  The simplest route: do the exercises in src/ (the stubs
   marked "Exercise"), check them with `make test`, and submit this file
   together with src/: it compiles your library files into the submission
   and wraps them.  You may also write everything here instead. */
#include "dp_student.h"
#include "src/dp_model.c"
#include "src/dp_energy.c"
#include "src/dp_accel.c"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  return dp_accel(p, DP_MODEL_CORRECT, s, a);
}

double student_energy(const dp_params *p, const double s[4])
{
  return dp_energy(p, s);
}

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  /* Exercise: one classical RK4 step of dy/dt = f(y), as in the chapter
     on integrators, calling f(y, dy, ctx) four times. */
  (void)f; (void)ctx; (void)y; (void)h;
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  /* Exercise: the two normal-mode angular frequencies of the linearized
     correct model, ascending, and the shapes theta2/theta1. */
  (void)p; omega[0] = omega[1] = shape[0] = shape[1] = 0;
  return -1;
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  /* Exercise: Benettin's method with a renormalized twin (the chapter on
     chaos): a second state d0 (1,1,1,1)/2 away, both advanced by RK4 with
     step h, every tau seconds add ln(d/d0) and pull the twin back to d0;
     return the sum divided by T. */
  (void)p; (void)s0; (void)T; (void)h; (void)tau; (void)d0;
  return 0;
}
