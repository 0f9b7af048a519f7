#line 430 "chapters/00-simple.nw"
#include <math.h>
#include <stddef.h>
#include "dp_simple.h"
#line 436 "chapters/00-simple.nw"
double dp_simple_alpha(const dp_simple_params *p, double theta)
{
  return -p->g / p->l * sin(theta);
}

double dp_simple_energy(const dp_simple_params *p, dp_simple_state s)
{
  double half = sin(s.theta / 2);
  return 0.5 * p->l * p->l * s.omega * s.omega + 2 * p->g * p->l * half * half;
}
#line 461 "chapters/00-simple.nw"
dp_simple_state dp_simple_euler(const dp_simple_params *p, dp_simple_state s, double h)
{
  dp_simple_state next;
  next.theta = s.theta + h * s.omega;
  next.omega = s.omega + h * dp_simple_alpha(p, s.theta);
  return next;
}

dp_simple_state dp_simple_cromer(const dp_simple_params *p, dp_simple_state s, double h)
{
  dp_simple_state next;
  next.omega = s.omega + h * dp_simple_alpha(p, s.theta);
  next.theta = s.theta + h * next.omega;
  return next;
}
#line 480 "chapters/00-simple.nw"
dp_simple_state dp_simple_rk4(const dp_simple_params *p, dp_simple_state s, double h)
{
  double u1 = s.omega;
  double v1 = dp_simple_alpha(p, s.theta);
  double u2 = s.omega + h / 2 * v1;
  double v2 = dp_simple_alpha(p, s.theta + h / 2 * u1);
  double u3 = s.omega + h / 2 * v2;
  double v3 = dp_simple_alpha(p, s.theta + h / 2 * u2);
  double u4 = s.omega + h * v3;
  double v4 = dp_simple_alpha(p, s.theta + h * u3);
  dp_simple_state next;
  next.theta = s.theta + h / 6 * (u1 + 2 * u2 + 2 * u3 + u4);
  next.omega = s.omega + h / 6 * (v1 + 2 * v2 + 2 * v3 + v4);
  return next;
}
#line 504 "chapters/00-simple.nw"
dp_simple_state dp_simple_step(const dp_simple_params *p, dp_simple_method m,
                               dp_simple_state s, double h)
{
  if (m == DP_SIMPLE_EULER)
    return dp_simple_euler(p, s, h);
  if (m == DP_SIMPLE_CROMER)
    return dp_simple_cromer(p, s, h);
  return dp_simple_rk4(p, s, h);
}
#line 538 "chapters/00-simple.nw"
double dp_simple_agm(double a, double b, dp_simple_agm_trace *trace)
{
  int n = 0;
  while (1) {
    if (trace != NULL) {
      trace->a[n] = a;
      trace->b[n] = b;
      trace->n = n + 1;
    }
    if (fabs(a - b) <= 1e-15 * a || n == DP_SIMPLE_AGM_MAX)
      break;
    double mean = (a + b) / 2;
    b = sqrt(a * b);
    a = mean;
    n++;
  }
  return a;
}
#line 561 "chapters/00-simple.nw"
double dp_simple_period(const dp_simple_params *p, dp_simple_state s)
{
  double kp2 = dp_simple_kprime2(p, s);
  if (kp2 <= 0)
    return 0;
  return dp_simple_period_small(p) / dp_simple_agm(1, sqrt(kp2), NULL);
}
#line 32 "program/40-simple.nw"
dp_simple_state dp_simple_advance(const dp_simple_params *p, dp_simple_method m,
                                  dp_simple_state s, double h, long n)
{
  for (long i = 0; i < n; i++)
    s = dp_simple_step(p, m, s, h);
  return s;
}
#line 50 "program/40-simple.nw"
double dp_simple_period_small(const dp_simple_params *p)
{
  return 2 * M_PI * sqrt(p->l / p->g);
}

double dp_simple_period_series(const dp_simple_params *p, double a, int terms)
{
  double factor = 1;
  if (terms >= 2)
    factor += a * a / 16;
  if (terms >= 3)
    factor += 11 * a * a * a * a / 3072;
  return dp_simple_period_small(p) * factor;
}
#line 76 "program/40-simple.nw"
double dp_simple_kprime2(const dp_simple_params *p, dp_simple_state s)
{
  double c = cos(s.theta / 2);
  return c * c - p->l * s.omega * s.omega / (4 * p->g);
}

double dp_simple_amplitude(const dp_simple_params *p, dp_simple_state s)
{
  double half = sin(s.theta / 2);
  double k2 = half * half + p->l * s.omega * s.omega / (4 * p->g);
  if (k2 >= 1)
    return 0;
  return 2 * asin(sqrt(k2));
}
#line 154 "program/40-simple.nw"
static double crossing_time(const dp_simple_params *p, dp_simple_method m,
                            dp_simple_state s, dp_simple_state next, double h)
{
  double tau = h * s.theta / (s.theta - next.theta);
  for (int k = 0; k < 3; k++) {
    dp_simple_state x = dp_simple_step(p, m, s, tau);
    if (x.omega == 0)
      break;
    tau -= x.theta / x.omega;
  }
  return tau;
}

#line 116 "program/40-simple.nw"
dp_simple_run_stats dp_simple_run(const dp_simple_params *p, dp_simple_method m,
                                  dp_simple_state s, double h, long n)
{
  dp_simple_run_stats r;
  r.e0 = dp_simple_energy(p, s);
  r.de_max = 0;
  r.crossings = 0;
  r.t_first = r.t_last = 0;
  for (long i = 0; i < n; i++) {
    dp_simple_state next = dp_simple_step(p, m, s, h);
    double de = fabs(dp_simple_energy(p, next) - r.e0);
    if (de > r.de_max)
      r.de_max = de;
    if (s.theta < 0 && next.theta >= 0) {
      double t = i * h + crossing_time(p, m, s, next, h);
      if (r.crossings == 0)
        r.t_first = t;
      r.t_last = t;
      r.crossings++;
    }
    s = next;
  }
  r.end = s;
  r.e_end = dp_simple_energy(p, s);
  return r;
}

double dp_simple_run_period(const dp_simple_run_stats *r)
{
  if (r->crossings < 2)
    return 0;
  return (r->t_last - r->t_first) / (r->crossings - 1);
}
#line 182 "program/40-simple.nw"
double dp_simple_linear_factor(const dp_simple_params *p, dp_simple_method m,
                               double h, long n)
{
  double x2 = h * h * p->g / p->l;            /* (h omega0)^2 */
  if (m == DP_SIMPLE_EULER)
    return pow(1 + x2, (double)n);
  if (m == DP_SIMPLE_CROMER)
    return 1;
  double x6 = x2 * x2 * x2;
  return pow(1 - x6 / 72 + x6 * x2 / 576, (double)n);
}
