/* solution.c: your submission.  Write the five functions below; the book's
   appendix "The assignments" specifies each, with its points and the
   limits, and dp_student.h is the interface.  Hand in this file alone.

   It may include dp_student.h and the headers of the C library (and
   <pthread.h>) only: the grader compiles it on its own, with nothing of
   the book's library, and links it with the C library, its maths library
   and POSIX threads.  `make alone` checks that it does (a function it
   calls that nothing defines is named).

   The kit's library (src/) calls these functions wherever it needs one of
   these quantities, so `make` builds ./dp from your code and `make test`
   runs the book's tests on it: they fail until your functions are right.
   The stubs below return NaN, which the grader never accepts. */
#include <math.h>
#include "dp_student.h"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  /* Exercise: alpha1 and alpha2 of the correct model at state s
     (radians, rad/s), by any exact method: the chapter on the equations
     of motion derives the mass matrix, Cramer's rule and the closed form. */
  (void)p; (void)s;
  a[0] = a[1] = NAN;
  return -1;
}

double student_energy(const dp_params *p, const double s[4])
{
  /* Exercise: E = T + V, heights measured up from the pivot (the chapter
     on energy). */
  (void)p; (void)s;
  return NAN;
}

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  /* Exercise: one step of the classical fourth-order Runge-Kutta method
     (stages at 0, h/2, h/2, h; weights 1/6, 1/3, 1/3, 1/6) of
     dy/dt = f(y), calling f(y, dy, ctx) four times (the chapter on
     integrators). */
  (void)f; (void)ctx; (void)h;
  y[0] = y[1] = y[2] = y[3] = NAN;
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  /* Exercise: the angular frequencies of the linearized correct model,
     slow mode first, and the shapes theta2/theta1 (the chapter on normal
     modes). */
  (void)p;
  omega[0] = omega[1] = shape[0] = shape[1] = NAN;
  return -1;
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  /* Exercise: the largest Lyapunov exponent by a twin started at
     s0 + d0 (1,1,1,1)/2, both integrated by classical RK4 with step h;
     every tau seconds add ln(d/d0) to a sum, d the distance in the whole
     state (th1, th2, w1, w2), and pull the twin back to distance d0 along
     the line joining them; after T seconds return the sum divided by T
     (the chapter on chaos). */
  (void)p; (void)s0; (void)T; (void)h; (void)tau; (void)d0;
  return NAN;
}
