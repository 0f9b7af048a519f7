#line 188 "program/70-web.nw"
#include <math.h>
#include <string.h>
#include "dp_web.h"
#include "dp_energy.h"
#include "dp_ode.h"
#include "dp_chaos.h"
#include "dp_flipmap.h"
#include "dp_presets.h"
#include "dp_anim.h"
#include "dp_expr.h"
#line 207 "program/70-web.nw"
typedef struct {
  int started, method;
  dp_pendulum pd;
  double y[DP_NSTATE], t, E0, Es;
  long steps;
} dpw_slot;
static dpw_slot slots[DPW_NSLOTS];
static double buffer[DPW_NBUF];
static char text[DPW_NTEXT];
static dp_error last;
#line 411 "program/70-web.nw"
static double flip_t[DPW_FLIP_MAX];
static signed char flip_cls[DPW_FLIP_MAX];
#line 219 "program/70-web.nw"
int dpw_npresets(void) { return dp_npresets; }

const char *dpw_preset_name(int i)
{
  return i >= 0 && i < dp_npresets ? dp_presets[i].name : NULL;
}

const char *dpw_preset_source(int i)
{
  return i >= 0 && i < dp_npresets ? dp_presets[i].source : NULL;
}

const char *dpw_preset_shows(int i)
{
  return i >= 0 && i < dp_npresets ? dp_presets[i].shows : NULL;
}

int dpw_preset_values(int i)
{
  if (i < 0 || i >= dp_npresets)
    return dp_fail(&last, DP_EINVAL, "no preset %d", i);
  const dp_preset *q = &dp_presets[i];
  double v[10] = { q->model, q->m1, q->m2, q->l1, q->l2, q->g,
                   q->th1_deg, q->th2_deg, q->w1, q->w2 };
  memcpy(buffer, v, sizeof v);
  return DP_OK;
}

const char *dpw_model_name(int m)
{
  return m >= 0 && m < DP_NMODELS ? dp_model_name((dp_model)m) : NULL;
}

double *dpw_buffer(void) { return buffer; }
char *dpw_text(void) { return text; }
const char *dpw_error(void) { return last.msg; }

int dpw_eval(void)
{
  int column;
  text[DPW_NTEXT - 1] = '\0';
  return dp_expr_eval(text, &buffer[0], &column, &last);
}
#line 269 "program/70-web.nw"
int dpw_start(int k, int method)
{
  if (k < 0 || k >= DPW_NSLOTS || method < 0 || method >= DPW_NMETHODS)
    return dp_fail(&last, DP_EINVAL, "no slot %d or method %d", k, method);
  dpw_slot *sl = &slots[k];
  sl->started = 0;
  double m = buffer[0];
  if (!(m >= 0 && m < DP_NMODELS) || m != floor(m))
    return dp_fail(&last, DP_EINVAL, "no model %g", m);
  dp_params p = { buffer[1], buffer[2], buffer[3], buffer[4], buffer[5] };
  double s[DP_NSTATE] = { buffer[6] * M_PI / 180, buffer[7] * M_PI / 180,
                          buffer[8], buffer[9] };
  int rc = dp_params_check(&p, &last);
  if (rc == DP_OK) rc = dp_state_check(s, &last);
  if (rc == DP_OK)
    rc = dp_pendulum_init(&sl->pd, &p, (dp_model)m,
                          method == DPW_GAUSS4 ? DP_FORM_HAMILTON : DP_FORM_LAGRANGE, &last);
  if (rc != DP_OK)
    return rc;
  dp_pendulum_to(&sl->pd, s, sl->y);
  sl->method = method;
  sl->t = 0;
  sl->steps = 0;
  sl->E0 = dp_energy(&p, s);
  sl->Es = dp_energy_scale(&p);
  sl->started = 1;
  return DP_OK;
}

int dpw_twin(int j, int k, double delta)
{
  if (j < 0 || j >= DPW_NSLOTS || k < 0 || k >= DPW_NSLOTS || !slots[k].started)
    return dp_fail(&last, DP_EINVAL, "no started slot %d to copy into slot %d", k, j);
  const dpw_slot *b = &slots[k];
  dpw_slot *a = &slots[j];
  if (j == k)
    return dp_fail(&last, DP_EINVAL, "a slot cannot be its own twin");
  int rc = dp_pendulum_init(&a->pd, &b->pd.p, b->pd.model, b->pd.form, &last);
  if (rc != DP_OK)
    return rc;
  double s[DP_NSTATE];
  dp_pendulum_from(&b->pd, b->y, s);
  s[DP_TH1] += delta;
  dp_pendulum_to(&a->pd, s, a->y);
  a->method = b->method;
  a->t = b->t;
  a->steps = b->steps;
  a->E0 = dp_energy(&a->pd.p, s);
  a->Es = b->Es;
  a->started = 1;
  return DP_OK;
}
#line 328 "program/70-web.nw"
int dpw_step(int k, int n, double h)
{
  if (k < 0 || k >= DPW_NSLOTS || !slots[k].started)
    return dp_fail(&last, DP_EINVAL, "slot %d is not started", k);
  if (!(h > 0 && h <= 1) || n < 0)
    return dp_fail(&last, DP_EINVAL, "step h = %g must be in (0, 1] s", h);
  dpw_slot *sl = &slots[k];
  for (int i = 0; i < n; i++) {
    int rc = sl->method == DPW_RK4 ? dp_ode_rk4(&sl->pd.ode, sl->y, h)
                                   : dp_ode_gauss4(&sl->pd.ode, sl->y, h, NULL);
    double s[DP_NSTATE];
    dp_pendulum_from(&sl->pd, sl->y, s);
    if (rc == DP_OK)
      rc = dp_state_check(s, NULL);
    if (rc != DP_OK) {
      sl->started = 0;
      return dp_fail(&last, DP_ERANGE, "the step failed at t = %g s; reduce h", sl->t);
    }
    sl->steps++;
    sl->t += h;
  }
  return DP_OK;
}

int dpw_read(int k)
{
  if (k < 0 || k >= DPW_NSLOTS || !slots[k].started)
    return dp_fail(&last, DP_EINVAL, "slot %d is not started", k);
  const dpw_slot *sl = &slots[k];
  double s[DP_NSTATE];
  dp_pendulum_from(&sl->pd, sl->y, s);
  double E = dp_energy(&sl->pd.p, s);
  double v[8] = { sl->t, s[0], s[1], s[2], s[3], E, (E - sl->E0) / sl->Es,
                  (double)sl->steps };
  memcpy(buffer, v, sizeof v);
  return DP_OK;
}
#line 369 "program/70-web.nw"
int dpw_picture(int k, int w, int h)
{
  if (k < 0 || k >= DPW_NSLOTS || !slots[k].started)
    return dp_fail(&last, DP_EINVAL, "slot %d is not started", k);
  const dpw_slot *sl = &slots[k];
  dp_view v;
  int rc = dp_view_make(&sl->pd.p, w, h, &v, &last);
  if (rc != DP_OK)
    return rc;
  double s[DP_NSTATE];
  dp_pendulum_from(&sl->pd, sl->y, s);
  dp_view_bobs(&v, &sl->pd.p, s, buffer);
  double rest[5] = { v.x0, v.y0, v.r1, v.r2, v.sigma };
  memcpy(buffer + 4, rest, sizeof rest);
  return DP_OK;
}

double dpw_fade(double dt) { return dp_fade_factor(0.008, dt); }

double dpw_separation(int j, int k)
{
  if (j < 0 || j >= DPW_NSLOTS || k < 0 || k >= DPW_NSLOTS
      || !slots[j].started || !slots[k].started)
    return -1;
  double a[DP_NSTATE], b[DP_NSTATE];
  dp_pendulum_from(&slots[j].pd, slots[j].y, a);
  dp_pendulum_from(&slots[k].pd, slots[k].y, b);
  return dp_bob2_distance(&slots[j].pd.p, a, b);
}
#line 415 "program/70-web.nw"
double *dpw_flip_t(void) { return flip_t; }
signed char *dpw_flip_cls(void) { return flip_cls; }

double dpw_flip_rows(int n, int row0, int row1, double T, double h)
{
  if (n < 1 || n > 8192 || row0 < 0 || row1 > n || row0 >= row1
      || (long)(row1 - row0) * n > DPW_FLIP_MAX)
    return dp_fail(&last, DP_EINVAL, "rows %d to %d of a %d x %d map: not a band of at most "
                   "%d pixels", row0, row1, n, n, DPW_FLIP_MAX), -1;
  if (!(h > 0 && h <= 0.1) || !(T >= h && T / h <= 1e8))
    return dp_fail(&last, DP_EINVAL, "need 0 < h <= 0.1 s and h <= T <= 1e8 h"), -1;
  dp_params p = { buffer[1], buffer[2], buffer[3], buffer[4], buffer[5] };
  long steps = 0;
  if (dp_flipmap_lanes(&p, n, row0, row1, T, h, 1, 2, flip_t, flip_cls, &steps, NULL, NULL,
                       &last) != DP_OK)
    return -1;
  return (double)steps;
}
