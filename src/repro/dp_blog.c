#line 689 "chapters/05-hamilton.nw"
#include <math.h>
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
#line 1432 "chapters/05-hamilton.nw"
#include <float.h>
#include "dp_accel.h"
#include "dp_hamilton.h"
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
  const double u = DBL_EPSILON / 2;
  double th1 = s[0], th2 = s[1], w1 = s[2], w2 = s[3], p1 = y[2], p2 = y[3];
  e[DP_BLOG_LW1] = fabs(dp_blog_lw1d(&b, th1, th2, w1, w2) - a[0]) / (u * sig[0]);
  e[DP_BLOG_LW1FIX] = fabs(dp_blog_lw1d(&bf, th1, th2, w1, w2) - a[0]) / (u * sig[0]);
  e[DP_BLOG_LW2] = fabs(dp_blog_lw2d(&b, th1, th2, w1, w2) - a[1]) / (u * sig[1]);
  e[DP_BLOG_HA1] = fabs(dp_blog_ha1d(&b, th1, th2, p1, p2) - dy[0]) / (u * hs[0]);
  e[DP_BLOG_HA2] = fabs(dp_blog_ha2d(&b, th1, th2, p1, p2) - dy[1]) / (u * hs[1]);
  e[DP_BLOG_HP1] = fabs(dp_blog_hp1d(&b, th1, th2, p1, p2) - dy[2]) / (u * hs[2]);
  e[DP_BLOG_HP2] = fabs(dp_blog_hp2d(&b, th1, th2, p1, p2) - dy[3]) / (u * hs[3]);
  e[DP_BLOG_HAM] = fabs(dp_blog_hamiltoniand(&b, th1, th2, p1, p2) - dp_hamiltonian(p, y))
                   / (u * dp_hamiltonian_size(p, y));
}
