#line 234 "program/41-motion.nw"
#include <math.h>
#include "dp_energy.h"
#line 351 "chapters/02-energy.nw"
double dp_kinetic(const dp_params *p, const double s[DP_NSTATE])
{
  #line 357 "chapters/02-energy.nw"
  double w1 = s[DP_W1], w2 = s[DP_W2];
  double c = cos(s[DP_TH1] - s[DP_TH2]);
  return 0.5 * (p->m1 + p->m2) * p->l1 * p->l1 * w1 * w1
       + 0.5 * p->m2 * p->l2 * p->l2 * w2 * w2
       + p->m2 * p->l1 * p->l2 * w1 * w2 * c;
#line 354 "chapters/02-energy.nw"
}
#line 372 "chapters/02-energy.nw"
double dp_kinetic_cartesian(const dp_params *p, const double s[DP_NSTATE])
{
  double vx1 = p->l1 * s[DP_W1] * cos(s[DP_TH1]);
  double vy1 = p->l1 * s[DP_W1] * sin(s[DP_TH1]);
  double vx2 = vx1 + p->l2 * s[DP_W2] * cos(s[DP_TH2]);
  double vy2 = vy1 + p->l2 * s[DP_W2] * sin(s[DP_TH2]);
  return 0.5 * p->m1 * (vx1 * vx1 + vy1 * vy1)
       + 0.5 * p->m2 * (vx2 * vx2 + vy2 * vy2);
}
#line 387 "chapters/02-energy.nw"
double dp_potential(const dp_params *p, const double s[DP_NSTATE])
{
  #line 396 "chapters/02-energy.nw"
  return -(p->m1 + p->m2) * p->g * p->l1 * cos(s[DP_TH1])
         - p->m2 * p->g * p->l2 * cos(s[DP_TH2]);
#line 390 "chapters/02-energy.nw"
}

#line 405 "chapters/02-energy.nw"
double dp_potential_paper(const dp_params *p, const double s[DP_NSTATE])
{
  return p->m1 * p->g * p->l1 * (1.0 - cos(s[DP_TH1]))
       + p->m2 * p->g * p->l2 * (1.0 - cos(s[DP_TH2]));
}
#line 418 "chapters/02-energy.nw"
double dp_energy_available(const dp_params *p, const double s[DP_NSTATE])
{
  double h1 = sin(s[DP_TH1] / 2), h2 = sin(s[DP_TH2] / 2);
  return dp_kinetic(p, s) + 2 * (p->m1 + p->m2) * p->g * p->l1 * h1 * h1
                          + 2 * p->m2 * p->g * p->l2 * h2 * h2;
}

void dp_speed_bound(const dp_params *p, const double s[DP_NSTATE], double wmax[2])
{
  double e = fmax(0, dp_energy_available(p, s));
  wmax[0] = sqrt(2 * e / (p->m1 * p->l1 * p->l1));
  wmax[1] = sqrt(2 * (p->m1 + p->m2) * e / (p->m1 * p->m2 * p->l2 * p->l2));
}
#line 241 "program/41-motion.nw"
double dp_energy(const dp_params *p, const double s[DP_NSTATE])
{
  return dp_kinetic(p, s) + dp_potential(p, s);
}

double dp_energy_scale(const dp_params *p)
{
  return (p->m1 + p->m2) * p->g * p->l1 + p->m2 * p->g * p->l2;
}

double dp_lagrangian(const dp_params *p, const double s[DP_NSTATE])
{
  return dp_kinetic(p, s) - dp_potential(p, s);
}
#line 258 "program/41-motion.nw"
double dp_kinetic_abs(const dp_params *p, const double s[DP_NSTATE])
{
  return 0.5 * (p->m1 + p->m2) * p->l1 * p->l1 * s[DP_W1] * s[DP_W1]
       + 0.5 * p->m2 * p->l2 * p->l2 * s[DP_W2] * s[DP_W2]
       + p->m2 * p->l1 * p->l2 * fabs(s[DP_W1] * s[DP_W2]);
}
#line 279 "program/41-motion.nw"
int dp_start_check(const dp_params *p, const double s[DP_NSTATE], dp_error *err)
{
  int rc = dp_params_check(p, err);
  if (rc == DP_OK) rc = dp_state_check(s, err);
  if (rc != DP_OK) return rc;
  for (int i = 0; i < 2; i++)
    if (!(fabs(s[i]) <= DP_THETA_MAX))
      return dp_fail(err, DP_ERANGE, "th%d = %g rad is more than 100 turns (%g rad) from zero,"
                     " where its rounding swamps the angle; give it within a turn",
                     i + 1, s[i], DP_THETA_MAX);
  double wb[2];
  dp_speed_bound(p, s, wb);
  int i = !(wb[0] >= wb[1]);
  if (!(wb[i] <= DP_OMEGA_MAX)) {
    double e = dp_energy_available(p, s), t = dp_kinetic(p, s), v = e - t;
    double elim = e / (wb[i] / DP_OMEGA_MAX) / (wb[i] / DP_OMEGA_MAX);
    double c = 1.001 * sqrt(t / (elim - v));
    if (v < elim)
      return dp_fail(err, DP_ERANGE, "at the energy of this start (%.3g J above rest) w%d could"
                     " reach %.3g rad/s, beyond the limit of %g rad/s: lower |w1| to %.4g rad/s"
                     " and |w2| to %.4g rad/s or less", e, i + 1, wb[i], DP_OMEGA_MAX,
                     fabs(s[DP_W1]) / c, fabs(s[DP_W2]) / c);
    return dp_fail(err, DP_ERANGE, "at the energy of this start (%.3g J above rest) w%d could"
                   " reach %.3g rad/s, beyond the limit of %g rad/s: lower g to %.4g m/s^2 or"
                   " less, with both speeds zero", e, i + 1, wb[i], DP_OMEGA_MAX,
                   p->g / (1.001 * v / elim));
  }
  return DP_OK;
}
