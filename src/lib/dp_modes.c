#line 229 "program/45-modes.nw"
#include <math.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_errno.h>
#include "dp_modes.h"
#include "dp_accel.h"
#include "dp_ode.h"
#line 252 "chapters/07-modes.nw"
static int upper_gravity_mass(const dp_params *p, dp_model model, double *k, dp_error *err)
{
  switch (model) {
  case DP_MODEL_CORRECT: case DP_MODEL_LINEAR: *k = p->m1 + p->m2; return DP_OK;
  case DP_MODEL_PAPER: case DP_MODEL_PAPER_SMALL: *k = p->m1; return DP_OK;
  default: return dp_fail(err, DP_EINVAL, "unknown model %d", (int)model);
  }
}
#line 262 "chapters/07-modes.nw"
int dp_modes_closed(const dp_params *p, dp_model model, dp_modes *m, dp_error *err)
{
  double k1 = 0;
  int rc = upper_gravity_mass(p, model, &k1, err);
  if (rc != DP_OK)
    return rc;
  #line 275 "chapters/07-modes.nw"
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  double M11 = (m1 + m2) * l1 * l1, M12 = m2 * l1 * l2, M22 = m2 * l2 * l2;
  double K11 = k1 * g * l1, K22 = m2 * g * l2;
  double a = m1 * m2 * l1 * l1 * l2 * l2;
  double b = K11 * M22 + K22 * M11, c = K11 * K22;
  double q = b + sqrt(b * b - 4 * a * c);
  double Lam[2] = { 2 * c / q, q / (2 * a) };
  for (int j = 0; j < 2; j++) {
    m->omega[j] = sqrt(Lam[j]);
    double r1 = K11 - Lam[j] * M11, r2 = K22 - Lam[j] * M22;
    if (fabs(r1) / (K11 + Lam[j] * M11) >= fabs(r2) / (K22 + Lam[j] * M22))
      m->shape[j] = r1 / (Lam[j] * M12);
    else
      m->shape[j] = Lam[j] * M12 / r2;
  }
  #line 269 "chapters/07-modes.nw"
  return DP_OK;
}
#line 314 "chapters/07-modes.nw"
int dp_linear_matrices(const dp_params *p, dp_model model, double M[4], double K[4],
                       dp_error *err)
{
  dp_model lin = DP_MODEL_LINEAR;
  switch (model) {
  case DP_MODEL_CORRECT: case DP_MODEL_LINEAR: lin = DP_MODEL_LINEAR; break;
  case DP_MODEL_PAPER: case DP_MODEL_PAPER_SMALL: lin = DP_MODEL_PAPER_SMALL; break;
  default: return dp_fail(err, DP_EINVAL, "unknown model %d", (int)model);
  }
  double s[DP_NSTATE] = { 0, 0, 0, 0 }, f[2];
  dp_mass_matrix(p, lin, s, M);
  for (int j = 0; j < 2; j++) {
    s[DP_TH1] = (j == 0);
    s[DP_TH2] = (j == 1);
    dp_forces(p, lin, s, f);
    K[j] = -f[0];
    K[2 + j] = -f[1];
  }
  return DP_OK;
}
#line 355 "chapters/07-modes.nw"
typedef struct {
  dp_frequency *out;
  double before, first, last, prev_cross, hmin, hmax, h;
  dp_error *err;
} crossings;

static int after_step(void *ctx, const dp_driver *d)
{
  crossings *c = ctx;
  dp_frequency *out = c->out;
  const double *s = d->y;
  if (dp_state_check(s, c->err) != DP_OK)
    return DP_ERANGE;
  out->amp[0] = fmax(out->amp[0], fabs(s[0]));
  out->amp[1] = fmax(out->amp[1], fabs(s[1]));
  if ((c->before < 0) != (s[DP_TH1] < 0)) {
    double tc = ((d->steps - 1) + c->before / (c->before - s[DP_TH1])) * c->h;
    if (out->crossings == 0)
      c->first = tc;
    else {
      c->hmin = fmin(c->hmin, tc - c->prev_cross);
      c->hmax = fmax(c->hmax, tc - c->prev_cross);
    }
    c->prev_cross = c->last = tc;
    out->crossings++;
  }
  c->before = s[DP_TH1];
  return 0;
}
#line 240 "program/45-modes.nw"
int dp_modes_gsl(const dp_params *p, dp_model model, dp_modes *m, dp_error *err)
{
  double M[4], K[4];
  int rc = dp_linear_matrices(p, model, M, K, err);
  if (rc != DP_OK)
    return rc;
  gsl_matrix_view A = gsl_matrix_view_array(K, 2, 2), B = gsl_matrix_view_array(M, 2, 2);
  gsl_vector *eval = gsl_vector_alloc(2);
  gsl_matrix *evec = gsl_matrix_alloc(2, 2);
  gsl_eigen_gensymmv_workspace *w = gsl_eigen_gensymmv_alloc(2);
  if (!eval || !evec || !w) {
    gsl_vector_free(eval), gsl_matrix_free(evec), gsl_eigen_gensymmv_free(w);
    return dp_fail(err, DP_ENOMEM, "out of memory");
  }
  gsl_error_handler_t *old = gsl_set_error_handler_off();
  rc = gsl_eigen_gensymmv(&A.matrix, &B.matrix, eval, evec, w);
  gsl_set_error_handler(old);
  if (rc == GSL_SUCCESS) {
    gsl_eigen_gensymmv_sort(eval, evec, GSL_EIGEN_SORT_VAL_ASC);
    for (int j = 0; j < 2; j++) {
      m->omega[j] = sqrt(gsl_vector_get(eval, j));
      m->shape[j] = gsl_matrix_get(evec, 1, j) / gsl_matrix_get(evec, 0, j);
    }
  }
  gsl_vector_free(eval);
  gsl_matrix_free(evec);
  gsl_eigen_gensymmv_free(w);
  if (rc != GSL_SUCCESS)
    return dp_fail(err, DP_ERANGE, "eigensolver failed: %s", gsl_strerror(rc));
  return DP_OK;
}
#line 275 "program/45-modes.nw"
int dp_measure_frequency(const dp_params *p, dp_model model, const double s0[DP_NSTATE],
                         double T, double h, dp_frequency *out, dp_error *err)
{
  if (!(T > 0 && h > 0 && h <= T && T / h <= 1e8))
    return dp_fail(err, DP_EINVAL, "need 0 < h <= T and T/h <= 1e8 (T = %g, h = %g)", T, h);
  dp_pendulum pd;
  dp_driver d;
  int rc = dp_pendulum_init(&pd, p, model, DP_FORM_LAGRANGE, err);
  if (rc == DP_OK)
    rc = dp_driver_init(&d, &pd.ode, DP_RK4, s0, 0, h, 0, err);
  if (rc != DP_OK)
    return rc;
  crossings c = { out, s0[DP_TH1], 0, 0, 0, INFINITY, 0, h, err };
  out->crossings = 0;
  out->amp[0] = fabs(s0[0]);
  out->amp[1] = fabs(s0[1]);
  if ((rc = dp_driver_steps(&d, dp_intervals(T, h), h, after_step, &c, err)) != DP_OK)
    return rc;
  if (out->crossings < 3)
    return dp_fail(err, DP_ERANGE, "only %d zero crossings of th1 in %g s: run longer",
                   out->crossings, T);
  double half = (c.last - c.first) / (out->crossings - 1);
  out->omega = M_PI / half;
  out->spread = (c.hmax - c.hmin) / half;
  return DP_OK;
}
#line 305 "program/45-modes.nw"
double dp_modes_rel_diff(const dp_modes *x, const dp_modes *y)
{
  double diff = 0;
  for (int j = 0; j < 2; j++)
    diff = fmax(diff, fmax(fabs(y->omega[j] - x->omega[j]) / x->omega[j],
                           fabs(y->shape[j] - x->shape[j]) / fabs(x->shape[j])));
  return diff;
}

int dp_modes_nearest(const dp_modes *m, double omega)
{
  return fabs(omega - m->omega[0]) <= fabs(omega - m->omega[1]) ? 0 : 1;
}
