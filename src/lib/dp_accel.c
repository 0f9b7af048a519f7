#line 485 "chapters/03-motion.nw"
#include <float.h>
#include <math.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_linalg.h>
#include "dp_accel.h"
#include "dp_sincos.h"
#line 498 "chapters/03-motion.nw"
int dp_mass_matrix(const dp_params *p, dp_model model,
                   const double s[DP_NSTATE], double M[4])
{
  double c = cos(s[DP_TH1] - s[DP_TH2]);
  switch (model) {
  case DP_MODEL_CORRECT:
  case DP_MODEL_PAPER:
    break;
  #line 213 "chapters/06-paper.nw"
  case DP_MODEL_PAPER_SMALL:
  case DP_MODEL_LINEAR:
    c = 1;
    break;
  #line 507 "chapters/03-motion.nw"
  default:
    return DP_EINVAL;
  }
  M[0] = (p->m1 + p->m2) * p->l1 * p->l1;
  M[1] = M[2] = p->m2 * p->l1 * p->l2 * c;
  M[3] = p->m2 * p->l2 * p->l2;
  return DP_OK;
}
#line 518 "chapters/03-motion.nw"
int dp_forces(const dp_params *p, dp_model model,
              const double s[DP_NSTATE], double f[2])
{
  double sd = sin(s[DP_TH1] - s[DP_TH2]);
  double k = p->m2 * p->l1 * p->l2;
  double w1 = s[DP_W1], w2 = s[DP_W2];
  switch (model) {
  case DP_MODEL_CORRECT:
    f[0] = -k * w2 * w2 * sd - (p->m1 + p->m2) * p->g * p->l1 * sin(s[DP_TH1]);
    f[1] =  k * w1 * w1 * sd - p->m2 * p->g * p->l2 * sin(s[DP_TH2]);
    return DP_OK;
  #line 223 "chapters/06-paper.nw"
  case DP_MODEL_PAPER:
    f[0] = -k * w2 * w2 * sd - p->m1 * p->g * p->l1 * sin(s[DP_TH1]);
    f[1] =  k * w1 * w1 * sd - p->m2 * p->g * p->l2 * sin(s[DP_TH2]);
    return DP_OK;
  #line 231 "chapters/06-paper.nw"
  case DP_MODEL_PAPER_SMALL:
    f[0] = k * w2 * w2 - p->m1 * p->g * p->l1 * s[DP_TH1];
    f[1] = k * w1 * w1 * (s[DP_TH1] - s[DP_TH2]) - p->m2 * p->g * p->l2 * s[DP_TH2];
    return DP_OK;
  #line 238 "chapters/06-paper.nw"
  case DP_MODEL_LINEAR:
    f[0] = -(p->m1 + p->m2) * p->g * p->l1 * s[DP_TH1];
    f[1] = -p->m2 * p->g * p->l2 * s[DP_TH2];
    return DP_OK;
  #line 530 "chapters/03-motion.nw"
  default:
    return DP_EINVAL;
  }
}
#line 548 "chapters/03-motion.nw"
int dp_accel_cramer(const dp_params *p, dp_model model,
                    const double s[DP_NSTATE], double a[2])
{
  double M[4], f[2];
  int rc = dp_mass_matrix(p, model, s, M);
  if (rc == DP_OK)
    rc = dp_forces(p, model, s, f);
  if (rc != DP_OK)
    return rc;
  double det = M[0] * M[3] - M[1] * M[2];
  a[0] = (f[0] * M[3] - M[1] * f[1]) / det;
  a[1] = (M[0] * f[1] - M[2] * f[0]) / det;
  return DP_OK;
}
#line 569 "chapters/03-motion.nw"
static void accel_closed_form(const dp_params *p, const double s[DP_NSTATE],
                              double a[2])
{
  #line 578 "chapters/03-motion.nw"
  typedef double lane;
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  dp_v2 th = { s[DP_TH1] }, sn, cs;
  th[1] = s[DP_TH2];
  dp_sincos2(th, &sn, &cs);
  lane s1 = sn[0], s2 = sn[1], c1 = cs[0], c2 = cs[1], w1 = s[DP_W1], w2 = s[DP_W2];
  #line 598 "chapters/03-motion.nw"
  lane sd = s1 * c2 - c1 * s2, cd = c1 * c2 + s1 * s2;
  lane den = m1 + m2 * (sd * sd);
  lane f1 = -(m2 * l2 * (w2 * w2) * sd) - (m1 + m2) * g * s1;
  lane f2 = l1 * (w1 * w1) * sd - g * s2;
  lane a1 = (f1 - m2 * cd * f2) / (l1 * den);
  lane a2 = ((m1 + m2) * f2 - cd * f1) / (l2 * den);
  #line 585 "chapters/03-motion.nw"
  a[0] = a1;
  a[1] = a2;
#line 573 "chapters/03-motion.nw"
}
#line 613 "chapters/03-motion.nw"
int dp_accel(const dp_params *p, dp_model model,
             const double s[DP_NSTATE], double a[2])
{
  if (model == DP_MODEL_CORRECT) {
    accel_closed_form(p, s, a);
    return DP_OK;
  }
  return dp_accel_cramer(p, model, s, a);
}

int dp_rhs(const dp_params *p, dp_model model,
           const double s[DP_NSTATE], double ds[DP_NSTATE])
{
  ds[DP_TH1] = s[DP_W1];
  ds[DP_TH2] = s[DP_W2];
  return dp_accel(p, model, s, ds + DP_W1);
}
#line 640 "chapters/03-motion.nw"
int dp_accel_lu(const dp_params *p, dp_model model, const double s[DP_NSTATE],
                int equilibrate, double a[2], dp_error *err)
{
  double M[4], f[2];
  if (dp_mass_matrix(p, model, s, M) != DP_OK || dp_forces(p, model, s, f) != DP_OK)
    return dp_fail(err, DP_EINVAL, "model %s has no equations", dp_model_name(model));
  double d[2] = { 1, 1 };
  if (equilibrate) {
    d[0] = 1 / p->l1;
    d[1] = 1 / p->l2;
    for (int i = 0; i < 2; i++) {
      f[i] *= d[i];
      for (int j = 0; j < 2; j++)
        M[2 * i + j] *= d[i] * d[j];
    }
  }
  gsl_matrix_view mv = gsl_matrix_view_array(M, 2, 2);
  gsl_vector_view fv = gsl_vector_view_array(f, 2);
  gsl_vector_view av = gsl_vector_view_array(a, 2);
  gsl_permutation *perm = gsl_permutation_alloc(2);
  if (!perm)
    return dp_fail(err, DP_ENOMEM, "out of memory");
  gsl_error_handler_t *old = gsl_set_error_handler_off();
  int sign, rc = gsl_linalg_LU_decomp(&mv.matrix, perm, &sign);
  if (rc == GSL_SUCCESS)
    rc = gsl_linalg_LU_solve(&mv.matrix, perm, &fv.vector, &av.vector);
  gsl_set_error_handler(old);
  gsl_permutation_free(perm);
  if (rc != GSL_SUCCESS)
    return dp_fail(err, DP_ERANGE, "LU solve failed: %s", gsl_strerror(rc));
  a[0] *= d[0];
  a[1] *= d[1];
  return DP_OK;
}
#line 688 "chapters/03-motion.nw"
static double log_uniform(gsl_rng *r, double lo, double hi)
{
  return lo * exp(gsl_rng_uniform(r) * log(hi / lo));
}

void dp_random_case(gsl_rng *r, dp_params *p, double s[DP_NSTATE])
{
  p->m1 = log_uniform(r, 0.1, 10);
  p->m2 = log_uniform(r, 0.1, 10);
  p->l1 = log_uniform(r, 0.1, 10);
  p->l2 = log_uniform(r, 0.1, 10);
  p->g = 1 + 24 * gsl_rng_uniform(r);
  for (int i = DP_TH1; i <= DP_TH2; i++)
    s[i] = M_PI * (2 * gsl_rng_uniform(r) - 1);
  for (int i = DP_W1; i <= DP_W2; i++)
    s[i] = 10 * (2 * gsl_rng_uniform(r) - 1);
}
#line 734 "chapters/03-motion.nw"
void dp_extreme_case(int k, dp_params *p, double s[DP_NSTATE])
{
  static const double r[3] = { 1e-3, 1, 1e3 };
  int kind = k % 8, j = k / 8;
  *p = (dp_params){ 1, r[j % 3], r[j / 3 % 3], r[j / 3 % 3] * r[j / 9 % 3], 9.81 };
  double w = sqrt(p->g / fmin(p->l1, p->l2));
  double es = (p->m1 + p->m2) * p->g * p->l1 + p->m2 * p->g * p->l2;
  double eflip = -p->g * fabs((p->m1 + p->m2) * p->l1 - p->m2 * p->l2);
  double c = -eflip / es + (kind == 1 ? 1e-3 : -1e-3);
  double th = acos(fmin(1, fmax(-1, c)));
  const double st[8][DP_NSTATE] = {
    { 0, 0, 0, 0 }, { th, th, 0, 0 }, { th, th, 0, 0 },
    { M_PI - 1e-3, M_PI + 1e-3, 0, 0 }, { 0.5, 0.5, w, -w },
    { 1, 1 + M_PI, w, 2 * w }, { M_PI / 2, 0, -w, w }, { 40, -40, 3 * w, -3 * w }
  };
  for (int i = 0; i < DP_NSTATE; i++)
    s[i] = st[kind][i];
}
#line 883 "chapters/03-motion.nw"
void dp_rounding_scale(const dp_params *p, const double s[DP_NSTATE],
                       const double alpha[2], const double e[2], double sigma[2])
{
  double M[4];
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  #line 904 "chapters/03-motion.nw"
  double sd = fabs(sin(s[DP_TH1] - s[DP_TH2]));
  double k = p->m2 * p->l1 * p->l2;
  double fabs_terms[2] = {
    k * s[DP_W2] * s[DP_W2] * sd + (p->m1 + p->m2) * p->g * p->l1 * fabs(sin(s[DP_TH1])),
    k * s[DP_W1] * s[DP_W1] * sd + p->m2 * p->g * p->l2 * fabs(sin(s[DP_TH2]))
  };
  #line 889 "chapters/03-motion.nw"
  double det = M[0] * M[3] - M[1] * M[2];
  double inv[4] = { M[3] / det, -M[1] / det, -M[2] / det, M[0] / det };
  double v[2];
  for (int i = 0; i < 2; i++)
    v[i] = fabs(M[2 * i]) * fabs(alpha[0]) + fabs(M[2 * i + 1]) * fabs(alpha[1])
           + fabs_terms[i] + 5 * k * (s[DP_W2 - i] * s[DP_W2 - i] + fabs(alpha[1 - i]))
           + (e ? e[i] : 0);
  double arg = (p->m1 + p->m2) * p->g * (fabs(s[DP_TH1]) + 2 * fabs(s[DP_TH2]))
               / (p->m1 + p->m2 * sd * sd);
  for (int i = 0; i < 2; i++)
    sigma[i] = fabs(inv[2 * i]) * v[0] + fabs(inv[2 * i + 1]) * v[1]
               + arg / (i == 0 ? p->l1 : p->l2);
}
#line 924 "chapters/03-motion.nw"
int dp_solve_diff_at(const dp_params *p, const double s[DP_NSTATE],
                     int equilibrate, dp_solve_diff *d, dp_error *err)
{
  double a[2], ref[2], sigma[2];
  int rc = dp_accel_lu(p, DP_MODEL_CORRECT, s, equilibrate, ref, err);
  if (rc != DP_OK)
    return rc;
  dp_accel(p, DP_MODEL_CORRECT, s, a);
  dp_rounding_scale(p, s, ref, NULL, sigma);
  d->rel = fmax(fabs(a[0] - ref[0]), fabs(a[1] - ref[1]))
           / fmax(fabs(ref[0]), fabs(ref[1]));
  d->scaled = 0;
  for (int i = 0; i < 2; i++)
    d->scaled = fmax(d->scaled, fabs(a[i] - ref[i]) / (sigma[i] * DBL_EPSILON / 2));
  return DP_OK;
}
