#line 147 "program/30-animate.nw"
#include <math.h>
#include "dp_anim.h"
#line 153 "program/30-animate.nw"
int dp_view_make(const dp_params *p, int w, int h, dp_view *v, dp_error *err)
{
  int rc = dp_params_check(p, err);
  if (rc != DP_OK)
    return rc;
  if (w < DP_VIEW_MIN || h < DP_VIEW_MIN || w > DP_VIEW_MAX || h > DP_VIEW_MAX)
    return dp_fail(err, DP_EINVAL, "picture size %dx%d: each side must be %d to %d pixels",
                   w, h, DP_VIEW_MIN, DP_VIEW_MAX);
  v->w = w;
  v->h = h;
  v->x0 = w / 2.0;
  v->y0 = h / 2.0;
  v->sigma = ((w < h ? w : h) / 2.0 - 34) / (p->l1 + p->l2);
  v->r1 = 8;
  v->r2 = fmin(17, fmax(4, 8 * cbrt(p->m2 / p->m1)));
  return DP_OK;
}

void dp_view_bobs(const dp_view *v, const dp_params *p, const double s[DP_NSTATE],
                  double px[4])
{
  px[0] = v->x0 + v->sigma * p->l1 * sin(s[DP_TH1]);
  px[1] = v->y0 + v->sigma * p->l1 * cos(s[DP_TH1]);
  px[2] = px[0] + v->sigma * p->l2 * sin(s[DP_TH2]);
  px[3] = px[1] + v->sigma * p->l2 * cos(s[DP_TH2]);
}
#line 185 "program/30-animate.nw"
double dp_fade_factor(double rate, double dt)
{
  return pow(1 - rate, 60 * dt);
}

int dp_fade_8bit(int a, double f)
{
  return (int)floor(a * f + 0.5);
}

int dp_fade_study(double rate, double fps, dp_fade_report *r, dp_error *err)
{
  if (!(rate > 0 && rate < 1))
    return dp_fail(err, DP_EINVAL, "fade rate %g must be in (0, 1)", rate);
  if (!(fps >= 1 && fps <= 1000))
    return dp_fail(err, DP_EINVAL, "fps %g must be in [1, 1000]", fps);
  double f = dp_fade_factor(rate, 1 / fps);
  r->factor = f;
  r->half_exact = log(2) / (60 * fabs(log1p(-rate)));
  r->half_8bit = -1;
  int a = 255, n = 0;
  for (;;) {
    int b = dp_fade_8bit(a, f);
    if (b == a)
      break;
    a = b;
    n++;
    if (r->half_8bit < 0 && a <= 127)
      r->half_8bit = n / fps;
  }
  r->stuck_level = a;
  r->stuck_time = n / fps;
  return DP_OK;
}
