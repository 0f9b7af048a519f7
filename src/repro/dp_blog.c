#line 725 "program/43-hamilton.nw"
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dp_accel.h"
#include "dp_energy.h"
#include "dp_hamilton.h"
#include "dp_blog.h"
#define R float
#define F(name) dp_blog_##name##f
#define K(x) x##f
#define SIN sinf
#define COS cosf
#include "dp_blog_eqs.h"
#undef R
#undef F
#undef K
#undef SIN
#undef COS
#define R double
#define F(name) dp_blog_##name##d
#define K(x) x
#define SIN sin
#define COS cos
#include "dp_blog_eqs.h"
#undef R
#undef F
#undef K
#undef SIN
#undef COS
#line 786 "program/43-hamilton.nw"
void dp_blog_equation_errors(const dp_params *p, const double s[DP_NSTATE],
                             double e[DP_BLOG_NEQ])
{
  double y[DP_NSTATE], dy[DP_NSTATE], a[2], sig[2], hs[DP_NSTATE];
  dp_to_momenta(p, s, y);
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  dp_rounding_scale(p, s, a, NULL, sig);
  dp_hamilton_rhs(p, y, dy);
  dp_hamilton_scale(p, y, hs, NULL);
  dp_blog_params b = { p->m1, p->m2, p->l1, p->l2, p->g, 0 }, bf = b;
  bf.lw1_fixed = 1;
  double th1 = s[0], th2 = s[1], w1 = s[2], w2 = s[3], p1 = y[2], p2 = y[3];
  e[DP_BLOG_LW1] = dp_rounding_units(dp_blog_lw1d(&b, th1, th2, w1, w2), a[0], sig[0]);
  e[DP_BLOG_LW1FIX] = dp_rounding_units(dp_blog_lw1d(&bf, th1, th2, w1, w2), a[0], sig[0]);
  e[DP_BLOG_LW2] = dp_rounding_units(dp_blog_lw2d(&b, th1, th2, w1, w2), a[1], sig[1]);
  e[DP_BLOG_HA1] = dp_rounding_units(dp_blog_ha1d(&b, th1, th2, p1, p2), dy[0], hs[0]);
  e[DP_BLOG_HA2] = dp_rounding_units(dp_blog_ha2d(&b, th1, th2, p1, p2), dy[1], hs[1]);
  e[DP_BLOG_HP1] = dp_rounding_units(dp_blog_hp1d(&b, th1, th2, p1, p2), dy[2], hs[2]);
  e[DP_BLOG_HP2] = dp_rounding_units(dp_blog_hp2d(&b, th1, th2, p1, p2), dy[3], hs[3]);
  e[DP_BLOG_HAM] = dp_rounding_units(dp_blog_hamiltoniand(&b, th1, th2, p1, p2),
                                     dp_hamiltonian(p, y), dp_hamiltonian_size(p, y));
}
#line 866 "program/43-hamilton.nw"
int dp_blog_start(dp_blog_sim *m, const dp_params *p, const double s[DP_NSTATE],
                  const dp_blog_run_spec *r, double tau, dp_error *err)
{
  int rc = dp_params_check(p, err);
  if (rc == DP_OK) rc = dp_state_check(s, err);
  if (rc != DP_OK) return rc;
  if (!(tau > 0) || !isfinite(tau) || r->div < 1 || !isfinite(r->dth1))
    return dp_fail(err, DP_EINVAL, "the step %g / %d is not a positive number", tau, r->div);
  m->p = *p;
  m->b = (dp_blog_params){ p->m1, p->m2, p->l1, p->l2, p->g, r->lw1_fixed };
  m->form = r->form;
  m->single = r->single;
  m->tau = tau / r->div;
  double s0[DP_NSTATE], y[DP_NSTATE];
  for (int i = 0; i < 2; i++)
    s0[i] = dp_blog_angle2radf((float)(s[i] * 180 / M_PI));
  s0[DP_TH1] += r->dth1;
  s0[DP_W1] = s[DP_W1];
  s0[DP_W2] = s[DP_W2];
  if (r->form == DP_BLOG_HAMILTON)
    dp_to_momenta(p, s0, y);
  else
    memcpy(y, s0, sizeof y);
  for (int i = 0; i < 4; i++) {
    m->zf[i] = (float)y[i];
    m->z[i] = r->single ? m->zf[i] : y[i];
  }
  m->k = 0;
  m->E0 = dp_blog_energy(m);
  m->Es = dp_energy_scale(p);
  m->drift_max = 0;
  return DP_OK;
}
#line 904 "program/43-hamilton.nw"
int dp_blog_advance(dp_blog_sim *m, long n, dp_error *err)
{
  for (long j = 0; j < n; j++) {
    if (m->single) {
      dp_blog_rk4f(&m->b, m->form, m->zf, (float)m->tau);
      for (int i = 0; i < 4; i++) m->z[i] = m->zf[i];
    } else
      dp_blog_rk4d(&m->b, m->form, m->z, m->tau);
    m->k++;
    if (dp_state_check(m->z, NULL) != DP_OK)
      return dp_fail(err, DP_ERANGE, "the state became non-finite at step %ld", m->k);
    m->drift_max = fmax(m->drift_max, fabs(dp_blog_drift(m)));
  }
  return DP_OK;
}
#line 952 "program/43-hamilton.nw"
const dp_blog_run_spec dp_blog_runs[DP_BLOG_NRUNS] = {
  { "hf", DP_BLOG_HAMILTON, 1, 0, 1, 0 },    { "lbf", DP_BLOG_LAGRANGE, 1, 0, 1, 0 },
  { "lf", DP_BLOG_LAGRANGE, 1, 1, 1, 0 },    { "hd", DP_BLOG_HAMILTON, 0, 0, 1, 0 },
  { "ld", DP_BLOG_LAGRANGE, 0, 1, 1, 0 },    { "lbd", DP_BLOG_LAGRANGE, 0, 0, 1, 0 },
  { "hd10", DP_BLOG_HAMILTON, 0, 0, 10, 0 }, { "hd100", DP_BLOG_HAMILTON, 0, 0, 100, 0 },
  { "hd1000", DP_BLOG_HAMILTON, 0, 0, 1000, 0 },
  { "ld100", DP_BLOG_LAGRANGE, 0, 1, 100, 0 },
  { "p4", DP_BLOG_HAMILTON, 0, 0, 100, 1e-4 }, { "p8", DP_BLOG_HAMILTON, 0, 0, 100, 1e-8 },
  { "p12", DP_BLOG_HAMILTON, 0, 0, 100, 1e-12 },
};
const dp_blog_pair dp_blog_pairs[DP_BLOG_NPAIRS] = {
  { "figures", "hf", "lbf" },      /* what the blog's two figures compare */
  { "sign", "lf", "lbf" },         /* L_w1 corrected vs as printed, single */
  { "sign_d", "ld", "lbd" },       /* the same in double */
  { "form", "hf", "lf" },          /* Hamilton vs Lagrange, single */
  { "form_d", "hd", "ld" },        /* Hamilton vs Lagrange, double */
  { "form_d100", "hd100", "ld100" },
  { "precision", "hf", "hd" },     /* single vs double, Hamilton */
  { "precision_l", "lf", "ld" },   /* single vs double, Lagrange */
  { "step", "hd", "hd10" },        /* tau vs tau/10 */
  { "step10", "hd10", "hd100" },   /* tau/10 vs tau/100 */
  { "step100", "hd100", "hd1000" },/* tau/100 vs tau/1000 */
  { "truth", "hf", "hd1000" },     /* the blog's Hamilton run vs the reference */
  { "chaos4", "hd100", "p4" },
  { "chaos8", "hd100", "p8" },
  { "chaos12", "hd100", "p12" },
};
#line 1083 "program/43-hamilton.nw"
int dp_blog_check(long n, unsigned long seed, dp_blog_check_result *r, dp_error *err)
{
  if (n < 1)
    return dp_fail(err, DP_EINVAL, "n = %ld: at least one state is needed", n);
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  if (!rng)
    return dp_fail(err, DP_ENOMEM, "out of memory");
  gsl_rng_set(rng, seed);
  long beyond[DP_BLOG_NEQ] = { 0 };
  for (int i = 0; i < DP_BLOG_NEQ; i++)
    r->worst[i] = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE], e[DP_BLOG_NEQ];
    dp_random_case(rng, &p, s);
    dp_blog_equation_errors(&p, s, e);
    for (int i = 0; i < DP_BLOG_NEQ; i++) {
      r->worst[i] = fmax(r->worst[i], e[i]);
      beyond[i] += e[i] > DP_HAMILTON_BOUND;
    }
  }
  gsl_rng_free(rng);
  for (int i = 0; i < DP_BLOG_NEQ; i++)
    r->beyond_percent[i] = 100.0 * beyond[i] / n;
  dp_blog_params b = { 1, 1, 1, 1, 0.005, 0 };
  r->lw1_start[0] = dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0) / b.g;
  b.lw1_fixed = 1;
  r->lw1_start[1] = dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0) / b.g;
  return DP_OK;
}
#line 1123 "program/43-hamilton.nw"
double dp_blog_energy(const dp_blog_sim *m)
{
  return m->form == DP_BLOG_HAMILTON ? dp_hamiltonian(&m->p, m->z) : dp_energy(&m->p, m->z);
}

double dp_blog_drift(const dp_blog_sim *m)
{
  return (dp_blog_energy(m) - m->E0) / m->Es;
}

double dp_blog_printed_h(const dp_blog_sim *m)
{
  double y[DP_NSTATE];
  if (m->form == DP_BLOG_HAMILTON)
    memcpy(y, m->z, sizeof y);
  else
    dp_to_momenta(&m->p, m->z, y);
  if (m->single)
    return dp_blog_hamiltonianf(&m->b, (float)y[0], (float)y[1], (float)y[2], (float)y[3]);
  return dp_blog_hamiltoniand(&m->b, y[0], y[1], y[2], y[3]);
}

void dp_blog_bobs(const dp_blog_sim *m, double xy[4])
{
  if (m->single) {
    float f[4];
    dp_blog_positionf(&m->b, m->zf[0], m->zf[1], f);
    for (int i = 0; i < 4; i++) xy[i] = f[i];
  } else
    dp_blog_positiond(&m->b, m->z[0], m->z[1], xy);
}
#line 1156 "program/43-hamilton.nw"
dp_blog_scales dp_blog_units(const dp_params *p, double tau, long steps)
{
  double unit = sqrt(p->g / dp_params_default().g);
  return (dp_blog_scales){ tau * sqrt(p->g / p->l1), 2 * M_PI * sqrt(p->l1 / p->g) / tau,
                           unit, steps * tau * unit };
}
#line 1169 "program/43-hamilton.nw"
static int dp_blog_run_index(const char *name)
{
  for (int i = 0; i < DP_BLOG_NRUNS; i++)
    if (!strcmp(dp_blog_runs[i].name, name)) return i;
  return -1;
}

int dp_blog_causes(const dp_params *p, const double s[DP_NSTATE], double tau,
                   dp_blog_causes_result *r, dp_error *err)
{
  enum { NS = DP_BLOG_NSAMPLE };
  double (*x2)[NS + 1] = malloc(2 * DP_BLOG_NRUNS * sizeof *x2);
  if (!x2)
    return dp_fail(err, DP_ENOMEM, "out of memory");
  double (*y2)[NS + 1] = x2 + DP_BLOG_NRUNS;
  int rc = DP_OK;
  #line 1194 "program/43-hamilton.nw"
  for (int q = 0; q < DP_BLOG_NRUNS && rc == DP_OK; q++) {
    const dp_blog_run_spec *spec = &dp_blog_runs[q];
    dp_blog_sim m;
    double xy[4];
    rc = dp_blog_start(&m, p, s, spec, tau, err);
    r->drift[q] = 0;
    for (int k = 0; k <= NS && rc == DP_OK; k++) {
      if (k > 0 && (rc = dp_blog_advance(&m, spec->div, err)) != DP_OK)
        break;
      dp_blog_bobs(&m, xy);
      x2[q][k] = xy[2];
      y2[q][k] = xy[3];
      r->drift[q] = fmax(r->drift[q], fabs(dp_blog_drift(&m)));
    }
  }
  #line 1186 "program/43-hamilton.nw"
  if (rc == DP_OK) {
    #line 1211 "program/43-hamilton.nw"
    double tfig = 0, tform = 1;
    for (int i = 0; i < DP_BLOG_NPAIRS; i++) {
      int a = dp_blog_run_index(dp_blog_pairs[i].a), b = dp_blog_run_index(dp_blog_pairs[i].b);
      r->t_apart[i] = NS * tau;
      r->k_apart[i] = NS;
      for (int k = NS; k >= 0; k--)
        r->dist[i][k] = hypot(x2[a][k] - x2[b][k], y2[a][k] - y2[b][k]);
      for (int k = 0; k <= NS; k++)
        if (r->dist[i][k] > DP_BLOG_APART) { r->t_apart[i] = k * tau; r->k_apart[i] = k; break; }
      if (!strcmp(dp_blog_pairs[i].name, "figures")) tfig = r->t_apart[i];
      if (!strcmp(dp_blog_pairs[i].name, "form")) tform = r->t_apart[i];
    }
    r->figures_vs_form = tfig / tform;
  #line 1188 "program/43-hamilton.nw"
  }
  free(x2);
  return rc;
}
