/* solution.c: your submission.  (A third correct solution of the
   assignment, written for the similarity test: equations divided by
   (m1+m2) l1^2 and m2 l2^2, energy from complex velocities, RK4 with
   a table of stages, modes from the characteristic polynomial in
   omega^2 / (g/l), Lyapunov with a twin kept as an offset.) */
#include <complex.h>
#include <math.h>
#include "dp_student.h"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  const double mu = p->m2 / (p->m1 + p->m2), lam = p->l2 / p->l1;
  const double dth = s[0] - s[1], cs = cos(dth), sn = sin(dth);
  /* a[0] + mu lam cs a[1] = r1;  cs/lam a[0] + a[1] = r2 */
  const double r1 = -mu * lam * s[3] * s[3] * sn - p->g / p->l1 * sin(s[0]);
  const double r2 = s[2] * s[2] * sn / lam - p->g / p->l2 * sin(s[1]);
  const double det = (1 - mu) + mu * sn * sn;          /* 1 - mu cs^2, without cancelling */
  a[0] = (r1 - mu * lam * cs * r2) / det;
  a[1] = (r2 - cs / lam * r1) / det;
  return 0;
}

double student_energy(const dp_params *p, const double s[4])
{
  double complex v1 = I * s[2] * p->l1 * cexp(I * s[0]);
  double complex v2 = v1 + I * s[3] * p->l2 * cexp(I * s[1]);
  double kinetic = 0.5 * p->m1 * creal(v1 * conj(v1)) + 0.5 * p->m2 * creal(v2 * conj(v2));
  double depth1 = p->l1 * cos(s[0]), depth2 = depth1 + p->l2 * cos(s[1]);
  return kinetic - p->g * (p->m1 * depth1 + p->m2 * depth2);
}

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  static const double at[4] = { 0.0, 0.5, 0.5, 1.0 }, wt[4] = { 1, 2, 2, 1 };
  double slope[4][4], probe[4], sum[4] = { 0, 0, 0, 0 };
  for (int st = 0; st < 4; st++) {
    for (int j = 0; j < 4; j++) probe[j] = st == 0 ? y[j] : y[j] + at[st] * h * slope[st - 1][j];
    f(probe, slope[st], ctx);
    for (int j = 0; j < 4; j++) sum[j] += wt[st] * slope[st][j];
  }
  for (int j = 0; j < 4; j++) y[j] += h * sum[j] / 6;
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  /* (M^-1 K) in units of g/l1: with mu and lam as above, the
     eigenvalues x of [[1, -mu], [-1/lam, 1/lam]] / (1 - mu), times g/l1 */
  const double mu = p->m2 / (p->m1 + p->m2), lam = p->l2 / p->l1, base = p->g / p->l1;
  const double tr = (1 + 1 / lam) / (1 - mu), dt = 1 / (lam * (1 - mu));
  const double root = sqrt((1 - 1 / lam) * (1 - 1 / lam) + 4 * mu / lam) / (1 - mu);
  const double big = 0.5 * (tr + root), small = dt / big;
  const double x[2] = { small, big };
  for (int k = 0; k < 2; k++) {
    omega[k] = sqrt(x[k] * base);
    /* first row of (K - x M) u = 0 with u = (1, shape): (1 - x) - x mu lam shape = 0 */
    shape[k] = (1 - x[k]) / (x[k] * mu * lam);
  }
  return 0;
}

static void twin_rhs(const double *y, double *dy, void *ctx)
{
  double acc[2];
  student_accel((const dp_params *)ctx, y, acc);
  dy[0] = y[2], dy[1] = y[3], dy[2] = acc[0], dy[3] = acc[1];
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  double ref[4], other[4], growth = 0;
  for (int j = 0; j < 4; j++) ref[j] = s0[j], other[j] = s0[j] + 0.5 * d0;
  const long per = lround(tau / h), count = lround(T / tau);
  for (long r = 0; r < count; r++) {
    for (long k = 0; k < per; k++) {
      student_rk4_step(twin_rhs, (void *)p, ref, h);
      student_rk4_step(twin_rhs, (void *)p, other, h);
    }
    double sq = 0;
    for (int j = 0; j < 4; j++) sq += (other[j] - ref[j]) * (other[j] - ref[j]);
    const double dist = sqrt(sq);
    growth += log(dist / d0);
    for (int j = 0; j < 4; j++) other[j] = ref[j] + (other[j] - ref[j]) * (d0 / dist);
  }
  return growth / T;
}
