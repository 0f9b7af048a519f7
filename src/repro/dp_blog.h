#ifndef DP_BLOG_H
#define DP_BLOG_H
#include "dp_model.h"
typedef struct {
  double m1, m2, l1, l2, g;     /* the blog's module variables */
  int lw1_fixed;                /* 1: L_w1 with the sign corrected */
} dp_blog_params;
typedef enum { DP_BLOG_HAMILTON, DP_BLOG_LAGRANGE } dp_blog_form;
#define DP_BLOG_DECLARE(R, S)                                                   \
  R dp_blog_angle2rad##S(R a);                                                  \
  R dp_blog_lw1##S(const dp_blog_params *b, R p1, R p2, R w1, R w2);            \
  R dp_blog_lw2##S(const dp_blog_params *b, R p1, R p2, R w1, R w2);            \
  R dp_blog_ha1##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_ha2##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hp1##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hp2##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hamiltonian##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);    \
  void dp_blog_rk4##S(const dp_blog_params *b, dp_blog_form form, R z[4], R tau); \
  void dp_blog_position##S(const dp_blog_params *b, R a1, R a2, R xy[4]);
DP_BLOG_DECLARE(float, f)
DP_BLOG_DECLARE(double, d)
enum { DP_BLOG_LW1, DP_BLOG_LW1FIX, DP_BLOG_LW2, DP_BLOG_HA1, DP_BLOG_HA2,
       DP_BLOG_HP1, DP_BLOG_HP2, DP_BLOG_HAM, DP_BLOG_NEQ };
void dp_blog_equation_errors(const dp_params *p, const double s[DP_NSTATE],
                             double e[DP_BLOG_NEQ]);
#endif
