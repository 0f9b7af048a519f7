#line 74 "chapters/05-hamilton.nw"
#include <math.h>
#include "dp_hamilton.h"
#line 79 "chapters/05-hamilton.nw"
void dp_to_momenta(const dp_params *p, const double s[DP_NSTATE], double y[DP_NSTATE])
{
  double c = cos(s[DP_TH1] - s[DP_TH2]), k = p->m2 * p->l1 * p->l2;
  y[DP_TH1] = s[DP_TH1];
  y[DP_TH2] = s[DP_TH2];
  y[DP_P1] = (p->m1 + p->m2) * p->l1 * p->l1 * s[DP_W1] + k * s[DP_W2] * c;
  y[DP_P2] = p->m2 * p->l2 * p->l2 * s[DP_W2] + k * s[DP_W1] * c;
}

void dp_from_momenta(const dp_params *p, const double y[DP_NSTATE], double s[DP_NSTATE])
{
  double d = y[DP_TH1] - y[DP_TH2], c = cos(d), sd = sin(d);
  double q = p->m1 + p->m2 * sd * sd;
  s[DP_TH1] = y[DP_TH1];
  s[DP_TH2] = y[DP_TH2];
  s[DP_W1] = (p->l2 * y[DP_P1] - p->l1 * y[DP_P2] * c) / (p->l1 * p->l1 * p->l2 * q);
  s[DP_W2] = ((p->m1 + p->m2) * p->l1 * y[DP_P2] - p->m2 * p->l2 * y[DP_P1] * c)
             / (p->m2 * p->l1 * p->l2 * p->l2 * q);
}
#line 101 "chapters/05-hamilton.nw"
double dp_hamiltonian(const dp_params *p, const double y[DP_NSTATE])
{
  double d = y[DP_TH1] - y[DP_TH2], c = cos(d), sd = sin(d);
  double p1 = y[DP_P1], p2 = y[DP_P2], q = p->m1 + p->m2 * sd * sd;
  double num = p->m2 * p->l2 * p->l2 * p1 * p1 + (p->m1 + p->m2) * p->l1 * p->l1 * p2 * p2
             - 2 * p->m2 * p->l1 * p->l2 * p1 * p2 * c;
  return num / (2 * p->m2 * p->l1 * p->l1 * p->l2 * p->l2 * q)
         - (p->m1 + p->m2) * p->g * p->l1 * cos(y[DP_TH1])
         - p->m2 * p->g * p->l2 * cos(y[DP_TH2]);
}

void dp_hamilton_rhs(const dp_params *p, const double y[DP_NSTATE], double dy[DP_NSTATE])
{
  double d = y[DP_TH1] - y[DP_TH2], c = cos(d), sd = sin(d);
  double p1 = y[DP_P1], p2 = y[DP_P2], q = p->m1 + p->m2 * sd * sd;
  double l1 = p->l1, l2 = p->l2, m1 = p->m1, m2 = p->m2;
  dy[DP_TH1] = (l2 * p1 - l1 * p2 * c) / (l1 * l1 * l2 * q);
  dy[DP_TH2] = ((m1 + m2) * l1 * p2 - m2 * l2 * p1 * c) / (m2 * l1 * l2 * l2 * q);
  double c1 = p1 * p2 * sd / (l1 * l2 * q);
  double c2 = (m2 * l2 * l2 * p1 * p1 + (m1 + m2) * l1 * l1 * p2 * p2
               - 2 * m2 * l1 * l2 * p1 * p2 * c) * (2 * sd * c)
              / (2 * l1 * l1 * l2 * l2 * q * q);
  dy[DP_P1] = -(m1 + m2) * p->g * l1 * sin(y[DP_TH1]) - c1 + c2;
  dy[DP_P2] = -m2 * p->g * l2 * sin(y[DP_TH2]) + c1 - c2;
}
