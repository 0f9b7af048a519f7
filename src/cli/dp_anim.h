#ifndef DP_ANIM_H
#define DP_ANIM_H
#include "dp_model.h"
typedef struct {
  int w, h;
  double x0, y0, sigma, r1, r2;
} dp_view;
#define DP_VIEW_MIN 100
#define DP_VIEW_MAX 4000
typedef struct {
  double factor;       /* f per frame */
  double half_exact;   /* s, without rounding */
  double half_8bit;    /* s, first frame at or below 127/255 */
  int stuck_level;     /* A where the rounded fading stops, in 255ths */
  double stuck_time;   /* s, first frame at that level */
} dp_fade_report;
#define DP_FADE_RATE_MIN 1e-9
/* The view that fits pendulum p into a w x h picture; DP_EINVAL if too small. */
int dp_view_make(const dp_params *p, int w, int h, dp_view *v, dp_error *err);
/* The pixel positions (x1, y1, x2, y2) of the bobs at state s. */
void dp_view_bobs(const dp_view *v, const dp_params *p, const double s[DP_NSTATE],
                  double px[4]);
/* The trail's opacity factor after dt seconds at the fade rate (eq. fade). */
double dp_fade_factor(double rate, double dt);
/* One frame of fading an 8-bit opacity a by f, rounded as a canvas rounds. */
int dp_fade_8bit(int a, double f);
/* Fades 255 frame by frame at rate and fps until it stops; reports in r. */
int dp_fade_study(double rate, double fps, dp_fade_report *r, dp_error *err);
#endif
