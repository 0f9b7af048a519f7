#line 342 "chapters/05-hamilton.nw"
#include <float.h>
#include <math.h>
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#line 353 "chapters/05-hamilton.nw"
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
#line 379 "chapters/05-hamilton.nw"
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
#line 411 "chapters/05-hamilton.nw"
dp_hd dp_hamiltonian_hd(const dp_params *p, const dp_hd th[2], const dp_hd mom[2])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2;
  dp_hd d = dp_hd_sub(th[0], th[1]), c = dp_hd_cos(d), sd = dp_hd_sin(d);
  dp_hd q = dp_hd_add(dp_hd_const(m1), dp_hd_scale(m2, dp_hd_mul(sd, sd)));
  dp_hd rq = dp_hd_fn(q, 1 / q.a, -1 / (q.a * q.a), 2 / (q.a * q.a * q.a));
  dp_hd num = dp_hd_add(dp_hd_scale(m2 * l2 * l2, dp_hd_mul(mom[0], mom[0])),
                        dp_hd_scale((m1 + m2) * l1 * l1, dp_hd_mul(mom[1], mom[1])));
  num = dp_hd_sub(num, dp_hd_scale(2 * m2 * l1 * l2,
                                   dp_hd_mul(dp_hd_mul(mom[0], mom[1]), c)));
  dp_hd T = dp_hd_scale(1 / (2 * m2 * l1 * l1 * l2 * l2), dp_hd_mul(num, rq));
  dp_hd V = dp_hd_add(dp_hd_scale(-(m1 + m2) * p->g * l1, dp_hd_cos(th[0])),
                      dp_hd_scale(-m2 * p->g * l2, dp_hd_cos(th[1])));
  return dp_hd_add(T, V);
}
#line 416 "program/43-hamilton.nw"
void dp_hamilton_scale(const dp_params *p, const double y[DP_NSTATE],
                       double sigma[DP_NSTATE], double dsig[DP_NSTATE])
{
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2;
  double d = y[DP_TH1] - y[DP_TH2], c = fabs(cos(d)), sd = fabs(sin(d));
  double p1 = fabs(y[DP_P1]), p2 = fabs(y[DP_P2]), q = m1 + m2 * sd * sd;
  double rq = 2 * m2 * sd * c / q;          /* bound on |dq/d delta| / q */
  double nbar = m2 * l2 * l2 * p1 * p1 + (m1 + m2) * l1 * l1 * p2 * p2
                + 2 * m2 * l1 * l2 * p1 * p2 * c;
  double c1 = p1 * p2 * sd / (l1 * l2 * q);
  double c2 = nbar * 2 * sd * c / (2 * l1 * l1 * l2 * l2 * q * q);
  sigma[DP_TH1] = (l2 * p1 + l1 * p2 * c) / (l1 * l1 * l2 * q);
  sigma[DP_TH2] = ((m1 + m2) * l1 * p2 + m2 * l2 * p1 * c) / (m2 * l1 * l2 * l2 * q);
  sigma[DP_P1] = (m1 + m2) * p->g * l1 * fabs(sin(y[DP_TH1])) + c1 + c2;
  sigma[DP_P2] = m2 * p->g * l2 * fabs(sin(y[DP_TH2])) + c1 + c2;
  if (dsig) {
    dsig[DP_TH1] = p2 * sd / (l1 * l2 * q) + sigma[DP_TH1] * rq;
    dsig[DP_TH2] = p1 * sd / (l1 * l2 * q) + sigma[DP_TH2] * rq;
    dsig[DP_P1] = dsig[DP_P2] =
        p1 * p2 * c / (l1 * l2 * q)
        + (2 * m2 * l1 * l2 * p1 * p2 * sd * 2 * sd * c + 2 * nbar * fabs(2 * c * c - 1))
          / (2 * l1 * l1 * l2 * l2 * q * q)
        + (c1 + 2 * c2) * rq;
  }
}

double dp_hamiltonian_size(const dp_params *p, const double y[DP_NSTATE])
{
  double d = y[DP_TH1] - y[DP_TH2], c = fabs(cos(d)), sd = sin(d);
  double p1 = fabs(y[DP_P1]), p2 = fabs(y[DP_P2]), q = p->m1 + p->m2 * sd * sd;
  double nbar = p->m2 * p->l2 * p->l2 * p1 * p1 + (p->m1 + p->m2) * p->l1 * p->l1 * p2 * p2
                + 2 * p->m2 * p->l1 * p->l2 * p1 * p2 * c;
  return nbar / (2 * p->m2 * p->l1 * p->l1 * p->l2 * p->l2 * q)
         + (p->m1 + p->m2) * p->g * p->l1 * fabs(cos(y[DP_TH1]))
         + p->m2 * p->g * p->l2 * fabs(cos(y[DP_TH2]));
}

double dp_rounding_units(double a, double b, double scale)
{
  return a == b ? 0 : fabs(a - b) / (DBL_EPSILON / 2 * scale);
}
#line 489 "program/43-hamilton.nw"
void dp_hamilton_errors_at(const dp_params *p, const double s[DP_NSTATE],
                           dp_hamilton_errors *e)
{
  double y[DP_NSTATE], dy[DP_NSTATE], back[DP_NSTATE], sig[DP_NSTATE];
  dp_to_momenta(p, s, y);
  dp_from_momenta(p, y, back);
  dp_hamilton_rhs(p, y, dy);
  dp_hamilton_scale(p, y, sig, NULL);
  dp_conversion_scale cs = dp_conversion_scales(p, s, y);
  #line 517 "chapters/05-hamilton.nw"
  dp_hd th[2] = { dp_hd_const(y[0]), dp_hd_const(y[1]) };
  dp_hd mom[2] = { { y[2], 1, 0, 0 }, { y[3], 0, 1, 0 } };
  dp_hd h = dp_hamiltonian_hd(p, th, mom);
  double g[DP_NSTATE] = { h.b, h.c, 0, 0 };
  th[0] = (dp_hd){ y[0], 1, 0, 0 };
  th[1] = (dp_hd){ y[1], 0, 1, 0 };
  mom[0] = dp_hd_const(y[2]);
  mom[1] = dp_hd_const(y[3]);
  h = dp_hamiltonian_hd(p, th, mom);
  g[DP_P1] = -h.b;
  g[DP_P2] = -h.c;
  e->gradient = 0;
  for (int i = 0; i < DP_NSTATE; i++)
    e->gradient = fmax(e->gradient, dp_rounding_units(dy[i], g[i], sig[i]));
  e->value = dp_rounding_units(h.a, dp_hamiltonian(p, y), dp_hamiltonian_size(p, y));
  #line 499 "program/43-hamilton.nw"
  #line 510 "program/43-hamilton.nw"
  e->velocity = e->force = 0;
  for (int i = 0; i < 2; i++) {
    e->velocity = fmax(e->velocity, fmax(dp_rounding_units(dy[DP_TH1 + i], s[DP_W1 + i], cs.w[i]),
                                         dp_rounding_units(back[DP_W1 + i], s[DP_W1 + i], cs.w[i])));
    dp_hd t2[2], w[2];
    for (int j = 0; j < 2; j++) {
      t2[j] = (dp_hd){ s[DP_TH1 + j], 0, j == i, 0 };
      w[j] = dp_hd_const(s[DP_W1 + j]);
    }
    double dl = dp_lagrangian_hd(p, DP_POTENTIAL_TRUE, t2, w).c;
    e->force = fmax(e->force, dp_rounding_units(dy[DP_P1 + i], dl, cs.pdot[i]));
  }
  e->energy = dp_rounding_units(dp_hamiltonian(p, y), dp_energy(p, s), cs.h);
#line 500 "program/43-hamilton.nw"
}
#line 1018 "program/43-hamilton.nw"
dp_conversion_scale dp_conversion_scales(const dp_params *p, const double s[DP_NSTATE],
                                          const double y[DP_NSTATE])
{
  dp_conversion_scale cs;
  double M[4], sig[DP_NSTATE], ds[DP_NSTATE], R[2], S, zero[2] = { 0, 0 };
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  double det = M[0] * M[3] - M[1] * M[2];
  double w1 = fabs(s[DP_W1]), w2 = fabs(s[DP_W2]);
  double mw[2] = { M[0] * w1 + fabs(M[1]) * w2, fabs(M[2]) * w1 + M[3] * w2 };
  double d = fabs(s[DP_TH1] - s[DP_TH2]), sd = fabs(sin(d)), c = fabs(cos(d));
  double k = p->m2 * p->l1 * p->l2, q = p->m1 + p->m2 * sd * sd;
  double dp[2] = { mw[0] + k * w2 * sd * d, mw[1] + k * w1 * sd * d };
  cs.w[0] = (M[3] * dp[0] + fabs(M[1]) * dp[1]) / det;
  cs.w[1] = (fabs(M[2]) * dp[0] + M[0] * dp[1]) / det;
  dp_hamilton_scale(p, y, sig, ds);
  dp_el_residual(p, DP_POTENTIAL_TRUE, s, zero, R, &S);
  double p1 = fabs(y[DP_P1]), p2 = fabs(y[DP_P2]), s2 = 2 * sd * c;
  double den = 2 * p->l1 * p->l1 * p->l2 * p->l2 * q * q;
  double j1 = p2 * sd / (p->l1 * p->l2 * q)
              + (2 * p->m2 * p->l2 * p->l2 * p1 + 2 * k * p2 * c) * s2 / den;
  double j2 = p1 * sd / (p->l1 * p->l2 * q)
              + (2 * (p->m1 + p->m2) * p->l1 * p->l1 * p2 + 2 * k * p1 * c) * s2 / den;
  for (int i = 0; i < 2; i++)
    cs.pdot[i] = sig[DP_P1 + i] + d * ds[DP_P1 + i] + j1 * dp[0] + j2 * dp[1] + S;
  cs.h = dp_hamiltonian_size(p, y) + w1 * dp[0] + w2 * dp[1] + S;
  return cs;
}
#line 1051 "program/43-hamilton.nw"
int dp_hamilton_check(long n, unsigned long seed, dp_hamilton_errors *worst, dp_error *err)
{
  if (n < 1)
    return dp_fail(err, DP_EINVAL, "n = %ld: at least one state is needed", n);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  if (!r)
    return dp_fail(err, DP_ENOMEM, "out of memory");
  gsl_rng_set(r, seed);
  *worst = (dp_hamilton_errors){ 0, 0, 0, 0, 0 };
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_hamilton_errors e;
    dp_random_case(r, &p, s);
    dp_hamilton_errors_at(&p, s, &e);
    worst->gradient = fmax(worst->gradient, e.gradient);
    worst->value = fmax(worst->value, e.value);
    worst->velocity = fmax(worst->velocity, e.velocity);
    worst->force = fmax(worst->force, e.force);
    worst->energy = fmax(worst->energy, e.energy);
  }
  gsl_rng_free(r);
  return DP_OK;
}
