#line 319 "chapters/02-energy.nw"
#include <math.h>
#include "dp_energy.h"
#line 326 "chapters/02-energy.nw"
double dp_kinetic(const dp_params *p, const double s[DP_NSTATE])
{
  #line 332 "chapters/02-energy.nw"
  double w1 = s[DP_W1], w2 = s[DP_W2];
  double c = cos(s[DP_TH1] - s[DP_TH2]);
  return 0.5 * (p->m1 + p->m2) * p->l1 * p->l1 * w1 * w1
       + 0.5 * p->m2 * p->l2 * p->l2 * w2 * w2
       + p->m2 * p->l1 * p->l2 * w1 * w2 * c;
#line 329 "chapters/02-energy.nw"
}
#line 347 "chapters/02-energy.nw"
double dp_kinetic_cartesian(const dp_params *p, const double s[DP_NSTATE])
{
  double vx1 = p->l1 * s[DP_W1] * cos(s[DP_TH1]);
  double vy1 = p->l1 * s[DP_W1] * sin(s[DP_TH1]);
  double vx2 = vx1 + p->l2 * s[DP_W2] * cos(s[DP_TH2]);
  double vy2 = vy1 + p->l2 * s[DP_W2] * sin(s[DP_TH2]);
  return 0.5 * p->m1 * (vx1 * vx1 + vy1 * vy1)
       + 0.5 * p->m2 * (vx2 * vx2 + vy2 * vy2);
}
#line 359 "chapters/02-energy.nw"
double dp_potential(const dp_params *p, const double s[DP_NSTATE])
{
  #line 368 "chapters/02-energy.nw"
  return -(p->m1 + p->m2) * p->g * p->l1 * cos(s[DP_TH1])
         - p->m2 * p->g * p->l2 * cos(s[DP_TH2]);
#line 362 "chapters/02-energy.nw"
}

#line 377 "chapters/02-energy.nw"
double dp_potential_paper(const dp_params *p, const double s[DP_NSTATE])
{
  return p->m1 * p->g * p->l1 * (1.0 - cos(s[DP_TH1]))
       + p->m2 * p->g * p->l2 * (1.0 - cos(s[DP_TH2]));
}
#line 385 "chapters/02-energy.nw"
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
#line 402 "chapters/02-energy.nw"
double dp_kinetic_abs(const dp_params *p, const double s[DP_NSTATE])
{
  return 0.5 * (p->m1 + p->m2) * p->l1 * p->l1 * s[DP_W1] * s[DP_W1]
       + 0.5 * p->m2 * p->l2 * p->l2 * s[DP_W2] * s[DP_W2]
       + p->m2 * p->l1 * p->l2 * fabs(s[DP_W1] * s[DP_W2]);
}
#line 415 "chapters/02-energy.nw"
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
