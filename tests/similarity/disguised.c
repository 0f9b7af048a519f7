#include <math.h>
#include <string.h>
#include "dp_student.h"

double student_energy(const dp_params *p, const double s[4])
{
  double xa = p->l1 * sin(s[0]), ya = -p->l1 * cos(s[0]);
  double yb = ya - p->l2 * cos(s[1]);
  double ua = p->l1 * s[2] * cos(s[0]), wa = p->l1 * s[2] * sin(s[0]);
  double ub = ua + p->l2 * s[3] * cos(s[1]), wb = wa + p->l2 * s[3] * sin(s[1]);
  (void)xa;
  return 0.5 * p->m1 * (ua * ua + wa * wa) + 0.5 * p->m2 * (ub * ub + wb * wb)
       + p->g * (p->m1 * ya + p->m2 * yb);
}

static void both_rhs(const dp_params *p, const double z[8], double dy[8])
{
  for (int which = 0; which < 2; which++) {
    const double *s = z + 4 * which;
    double a[2];
    student_accel(p, s, a);
    dy[4 * which] = s[2];
    dy[4 * which + 1] = s[3];
    dy[4 * which + 2] = a[0];
    dy[4 * which + 3] = a[1];
  }
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  double z[8], stage[4][8], tmp[8];
  static const double nodes[4] = { 0, 0.5, 0.5, 1 }, weights[4] = { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 };
  for (int i = 0; i < 4; i++) z[i] = s0[i], z[4 + i] = s0[i] + d0 / 2;
  long nsub = lround(tau / h), nint = lround(T / tau);
  double acc_log = 0;
  for (long disc = 0; disc < nint; disc++) {
    for (long j = 0; j < nsub; j++) {
      double total[8] = { 0 };
      for (int q = 0; q < 4; q++) {
        for (int i = 0; i < 8; i++) tmp[i] = z[i] + (q ? nodes[q] * h * stage[q - 1][i] : 0);
        both_rhs(p, tmp, stage[q]);
        for (int i = 0; i < 8; i++) total[i] += weights[q] * stage[q][i];
      }
      for (int i = 0; i < 8; i++) z[i] += h * total[i];
    }
    double dist2 = 0;
    for (int i = 0; i < 4; i++) dist2 += (z[4 + i] - z[i]) * (z[4 + i] - z[i]);
    double fac = d0 / sqrt(dist2);
    acc_log -= log(fac);
    for (int i = 0; i < 4; i++) z[4 + i] = z[i] + (z[4 + i] - z[i]) * fac;
  }
  return acc_log / T;
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{

  double ma = (p->m1 + p->m2) * p->l1 * p->l1, mb = p->m2 * p->l1 * p->l2, mc = p->m2 * p->l2 * p->l2;
  double ka = (p->m1 + p->m2) * p->g * p->l1, kb = p->m2 * p->g * p->l2;
  double dd = ma * mc - mb * mb;
  double Q[2][2] = { { mc * ka / dd, -mb * kb / dd }, { -mb * ka / dd, ma * kb / dd } };
  double trace = Q[0][0] + Q[1][1], dett = Q[0][0] * Q[1][1] - Q[0][1] * Q[1][0];
  double disc = sqrt(trace * trace / 4 - dett);
  double ev[2] = { dett / (trace / 2 + disc), trace / 2 + disc };
  for (int i = 0; i < 2; i++) {
    omega[i] = sqrt(ev[i]);
    shape[i] = (ev[i] - Q[0][0]) / Q[0][1];
  }
  return 0;
}

void student_rk4_step(dp_ode_fn f, void *ctx, double z[4], double h)
{
  static const double nodes[4] = { 0, 0.5, 0.5, 1 }, weights[4] = { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 };
  double stage[4][4], tmp[4], total[4] = { 0, 0, 0, 0 };
  for (int q = 0; q < 4; q++) {
    for (int i = 0; i < 4; i++) tmp[i] = z[i] + (q ? nodes[q] * h * stage[q - 1][i] : 0);
    f(tmp, stage[q], ctx);
    for (int i = 0; i < 4; i++) total[i] += weights[q] * stage[q][i];
  }
  for (int i = 0; i < 4; i++) z[i] += h * total[i];
}

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  double delta = s[0] - s[1];

  double mat[2][3] = {
    { (p->m1 + p->m2) * p->l1, p->m2 * p->l2 * cos(delta),
      -p->m2 * p->l2 * s[3] * s[3] * sin(delta) - (p->m1 + p->m2) * p->g * sin(s[0]) },
    { p->m2 * p->l1 * cos(delta), p->m2 * p->l2,
      p->m2 * p->l1 * s[2] * s[2] * sin(delta) - p->m2 * p->g * sin(s[1]) },
  };
  if (fabs(mat[1][0]) > fabs(mat[0][0])) {
    double tmp[3];
    memcpy(tmp, mat[0], sizeof tmp); memcpy(mat[0], mat[1], sizeof tmp); memcpy(mat[1], tmp, sizeof tmp);
  }
  double ratio = mat[1][0] / mat[0][0];
  for (int j = 0; j < 3; j++) mat[1][j] -= ratio * mat[0][j];
  a[1] = mat[1][2] / mat[1][1];
  a[0] = (mat[0][2] - mat[0][1] * a[1]) / mat[0][0];
  return 0;
}
