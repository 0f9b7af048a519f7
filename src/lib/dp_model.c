#line 98 "program/41-motion.nw"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "dp_model.h"
#line 165 "program/41-motion.nw"
static const char *const model_names[DP_NMODELS] = {
  "correct", "paper", "paper-small", "linear"
};
#line 333 "chapters/01-model.nw"
void dp_positions(const dp_params *p, const double s[DP_NSTATE], double xy[4])
{
  xy[0] = p->l1 * sin(s[DP_TH1]);
  xy[1] = -p->l1 * cos(s[DP_TH1]);
  xy[2] = xy[0] + p->l2 * sin(s[DP_TH2]);
  xy[3] = xy[1] - p->l2 * cos(s[DP_TH2]);
}
#line 106 "program/41-motion.nw"
int dp_fail(dp_error *err, int code, const char *fmt, ...)
{
  if (err) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
  }
  return code;
}
#line 119 "program/41-motion.nw"
dp_params dp_params_default(void)
{
  dp_params p = { 1.0, 1.0, 1.0, 1.0, 9.81 };
  return p;
}
#line 131 "program/41-motion.nw"
int dp_params_check(const dp_params *p, dp_error *err)
{
  const struct { const char *name, *unit; double v; } f[] = {
    { "m1", "kg", p->m1 }, { "m2", "kg", p->m2 },
    { "l1", "m", p->l1 },  { "l2", "m", p->l2 },
    { "g", "m/s^2", p->g },
  };
  for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
    if (!(f[i].v >= DP_PARAM_MIN && f[i].v <= DP_PARAM_MAX))
      return dp_fail(err, DP_EINVAL,
                     "%s must be a number between %g and %g %s, not %g",
                     f[i].name, DP_PARAM_MIN, DP_PARAM_MAX, f[i].unit, f[i].v);
  return DP_OK;
}
#line 148 "program/41-motion.nw"
int dp_state_check(const double s[DP_NSTATE], dp_error *err)
{
  static const char *name[DP_NSTATE] = { "th1", "th2", "w1", "w2" };
  for (int i = 0; i < DP_NSTATE; i++) {
    if (!isfinite(s[i]))
      return dp_fail(err, DP_EINVAL, "%s must be a finite number, not %g",
                     name[i], s[i]);
    if (i >= DP_W1 && !(fabs(s[i]) <= DP_OMEGA_MAX))
      return dp_fail(err, DP_ERANGE, "%s = %g rad/s is beyond %g rad/s",
                     name[i], s[i], DP_OMEGA_MAX);
  }
  return DP_OK;
}
#line 170 "program/41-motion.nw"
const char *dp_model_name(dp_model m)
{
  return (unsigned)m < DP_NMODELS ? model_names[m] : "unknown";
}

int dp_model_from_name(const char *name, dp_model *m, dp_error *err)
{
  for (int i = 0; i < DP_NMODELS; i++)
    if (strcmp(name, model_names[i]) == 0) {
      *m = (dp_model)i;
      return DP_OK;
    }
  return dp_fail(err, DP_EINVAL,
                 "unknown model '%s' (choose correct, paper, paper-small or linear)",
                 name);
}
