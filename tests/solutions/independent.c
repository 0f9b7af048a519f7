/* A second correct solution of the assignment, written independently of the
   book's code: accelerations by Gaussian elimination with partial pivoting
   on the equilibrated system, energy from Cartesian velocities, RK4 from its
   Butcher tableau, normal modes from the trace and determinant of M^-1 K.
   The grader must give it full marks (tests/mutants/EXPECT). */
#include <math.h>
#include <string.h>
#include "dp_student.h"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  double d = s[0] - s[1];
  /* Equations divided by l_i: rows of (M/diag(l)) alpha = f/diag(l) */
  double A[2][3] = {
    { (p->m1 + p->m2) * p->l1, p->m2 * p->l2 * cos(d),
      -p->m2 * p->l2 * s[3] * s[3] * sin(d) - (p->m1 + p->m2) * p->g * sin(s[0]) },
    { p->m2 * p->l1 * cos(d), p->m2 * p->l2,
      p->m2 * p->l1 * s[2] * s[2] * sin(d) - p->m2 * p->g * sin(s[1]) },
  };
  if (fabs(A[1][0]) > fabs(A[0][0])) {
    double t[3];
    memcpy(t, A[0], sizeof t); memcpy(A[0], A[1], sizeof t); memcpy(A[1], t, sizeof t);
  }
  double l = A[1][0] / A[0][0];
  for (int j = 0; j < 3; j++) A[1][j] -= l * A[0][j];
  a[1] = A[1][2] / A[1][1];
  a[0] = (A[0][2] - A[0][1] * a[1]) / A[0][0];
  return 0;
}

double student_energy(const dp_params *p, const double s[4])
{
  double x1 = p->l1 * sin(s[0]), y1 = -p->l1 * cos(s[0]);
  double y2 = y1 - p->l2 * cos(s[1]);
  double vx1 = p->l1 * s[2] * cos(s[0]), vy1 = p->l1 * s[2] * sin(s[0]);
  double vx2 = vx1 + p->l2 * s[3] * cos(s[1]), vy2 = vy1 + p->l2 * s[3] * sin(s[1]);
  (void)x1;
  return 0.5 * p->m1 * (vx1 * vx1 + vy1 * vy1) + 0.5 * p->m2 * (vx2 * vx2 + vy2 * vy2)
       + p->g * (p->m1 * y1 + p->m2 * y2);
}

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  static const double c[4] = { 0, 0.5, 0.5, 1 }, b[4] = { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 };
  double k[4][4], t[4], acc[4] = { 0, 0, 0, 0 };
  for (int st = 0; st < 4; st++) {
    for (int i = 0; i < 4; i++) t[i] = y[i] + (st ? c[st] * h * k[st - 1][i] : 0);
    f(t, k[st], ctx);
    for (int i = 0; i < 4; i++) acc[i] += b[st] * k[st][i];
  }
  for (int i = 0; i < 4; i++) y[i] += h * acc[i];
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  /* B = M^-1 K; its eigenvalues are omega^2 */
  double m11 = (p->m1 + p->m2) * p->l1 * p->l1, m12 = p->m2 * p->l1 * p->l2, m22 = p->m2 * p->l2 * p->l2;
  double k1 = (p->m1 + p->m2) * p->g * p->l1, k2 = p->m2 * p->g * p->l2;
  double det = m11 * m22 - m12 * m12;
  double B[2][2] = { { m22 * k1 / det, -m12 * k2 / det }, { -m12 * k1 / det, m11 * k2 / det } };
  double tr = B[0][0] + B[1][1], dt = B[0][0] * B[1][1] - B[0][1] * B[1][0];
  double r = sqrt(tr * tr / 4 - dt);
  double lam[2] = { dt / (tr / 2 + r), tr / 2 + r };
  for (int i = 0; i < 2; i++) {
    omega[i] = sqrt(lam[i]);
    shape[i] = (lam[i] - B[0][0]) / B[0][1];
  }
  return 0;
}

/* Lyapunov exponent: the twin is integrated as one 8-component system and
   renormalized with the separation computed component by component. */
static void rhs8(const dp_params *p, const double y[8], double dy[8])
{
  for (int half = 0; half < 2; half++) {
    const double *s = y + 4 * half;
    double a[2];
    student_accel(p, s, a);
    dy[4 * half] = s[2];
    dy[4 * half + 1] = s[3];
    dy[4 * half + 2] = a[0];
    dy[4 * half + 3] = a[1];
  }
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  double y[8], k[4][8], t[8];
  static const double c[4] = { 0, 0.5, 0.5, 1 }, b[4] = { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 };
  for (int i = 0; i < 4; i++) y[i] = s0[i], y[4 + i] = s0[i] + d0 / 2;
  long per = lround(tau / h), n = lround(T / tau);
  double logsum = 0;
  for (long r = 0; r < n; r++) {
    for (long j = 0; j < per; j++) {
      double acc[8] = { 0 };
      for (int st = 0; st < 4; st++) {
        for (int i = 0; i < 8; i++) t[i] = y[i] + (st ? c[st] * h * k[st - 1][i] : 0);
        rhs8(p, t, k[st]);
        for (int i = 0; i < 8; i++) acc[i] += b[st] * k[st][i];
      }
      for (int i = 0; i < 8; i++) y[i] += h * acc[i];
    }
    double d2 = 0;
    for (int i = 0; i < 4; i++) d2 += (y[4 + i] - y[i]) * (y[4 + i] - y[i]);
    double scale = d0 / sqrt(d2);
    logsum -= log(scale);
    for (int i = 0; i < 4; i++) y[4 + i] = y[i] + (y[4 + i] - y[i]) * scale;
  }
  return logsum / T;
}
