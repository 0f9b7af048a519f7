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
int dp_view_make(const dp_params *p, int w, int h, dp_view *v, dp_error *err);
void dp_view_bobs(const dp_view *v, const dp_params *p, const double s[DP_NSTATE],
                  double px[4]);
double dp_fade_factor(double rate, double dt);
int dp_fade_8bit(int a, double f);
int dp_fade_study(double rate, double fps, dp_fade_report *r, dp_error *err);
#endif
