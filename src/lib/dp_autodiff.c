#line 740 "program/41-motion.nw"
#include "dp_autodiff.h"
#line 745 "program/41-motion.nw"
#include <float.h>
#include "dp_accel.h"
#line 830 "chapters/03-motion.nw"
dp_hd dp_lagrangian_hd(const dp_params *p, dp_potential_kind potential,
                       const dp_hd th[2], const dp_hd w[2])
{
  dp_hd s1 = dp_hd_sin(th[0]), c1 = dp_hd_cos(th[0]);
  dp_hd s2 = dp_hd_sin(th[1]), c2 = dp_hd_cos(th[1]);
  dp_hd vx1 = dp_hd_scale(p->l1, dp_hd_mul(w[0], c1));
  dp_hd vy1 = dp_hd_scale(p->l1, dp_hd_mul(w[0], s1));
  dp_hd vx2 = dp_hd_add(vx1, dp_hd_scale(p->l2, dp_hd_mul(w[1], c2)));
  dp_hd vy2 = dp_hd_add(vy1, dp_hd_scale(p->l2, dp_hd_mul(w[1], s2)));
  dp_hd T = dp_hd_add(
      dp_hd_scale(0.5 * p->m1, dp_hd_add(dp_hd_mul(vx1, vx1), dp_hd_mul(vy1, vy1))),
      dp_hd_scale(0.5 * p->m2, dp_hd_add(dp_hd_mul(vx2, vx2), dp_hd_mul(vy2, vy2))));
  dp_hd V;
  #line 753 "program/41-motion.nw"
  dp_hd y1 = dp_hd_scale(-p->l1, c1);
  dp_hd y2 = dp_hd_sub(y1, dp_hd_scale(p->l2, c2));
  if (potential == DP_POTENTIAL_TRUE)
    V = dp_hd_scale(p->g, dp_hd_add(dp_hd_scale(p->m1, y1), dp_hd_scale(p->m2, y2)));
  else
    V = dp_hd_add(dp_hd_scale(p->m1 * p->g * p->l1, dp_hd_sub(dp_hd_const(1), c1)),
                  dp_hd_scale(p->m2 * p->g * p->l2, dp_hd_sub(dp_hd_const(1), c2)));
  #line 844 "chapters/03-motion.nw"
  return dp_hd_sub(T, V);
}
#line 885 "chapters/03-motion.nw"
void dp_el_residual(const dp_params *p, dp_potential_kind potential,
                    const double s[DP_NSTATE], const double alpha[2],
                    double R[2], double *scale)
{
  #line 764 "program/41-motion.nw"
  double k = p->m2 * p->l1 * p->l2, wsum = fabs(s[DP_W1]) + fabs(s[DP_W2]);
  if (scale)
    *scale = (p->m1 + p->m2) * p->l1 * p->l1 * (fabs(alpha[0]) + s[DP_W1] * s[DP_W1])
           + p->m2 * p->l2 * p->l2 * (fabs(alpha[1]) + s[DP_W2] * s[DP_W2])
           + k * (fabs(alpha[0]) + fabs(alpha[1]))
           + k * wsum * wsum + (p->m1 + p->m2) * p->g * p->l1 + p->m2 * p->g * p->l2;
  #line 890 "chapters/03-motion.nw"
  for (int i = 0; i < 2; i++) {
    dp_hd th[2], w[2];
    for (int j = 0; j < 2; j++) {
      th[j] = (dp_hd){ s[DP_TH1 + j], s[DP_W1 + j], 0, 0 };
      w[j] = (dp_hd){ s[DP_W1 + j], alpha[j], j == i, 0 };
    }
    double ddt_p = dp_lagrangian_hd(p, potential, th, w).d;
    R[i] = ddt_p - dp_lagrangian_dtheta(p, potential, s, i);
  }
}
#line 775 "program/41-motion.nw"
double dp_lagrangian_dtheta(const dp_params *p, dp_potential_kind potential,
                            const double s[DP_NSTATE], int i)
{
  dp_hd th[2], w[2];
  for (int j = 0; j < 2; j++) {
    th[j] = (dp_hd){ s[DP_TH1 + j], 0, j == i, 0 };
    w[j] = dp_hd_const(s[DP_W1 + j]);
  }
  return dp_lagrangian_hd(p, potential, th, w).c;
}
#line 794 "program/41-motion.nw"
double dp_el_scaled(const dp_params *p, const double s[DP_NSTATE],
                    const double alpha[2])
{
  double R[2], S, M[4], sigma[2];
  dp_el_residual(p, DP_POTENTIAL_TRUE, s, alpha, R, &S);
  dp_mass_matrix(p, DP_MODEL_CORRECT, s, M);
  double det = M[0] * M[3] - M[1] * M[2];
  double da[2] = { (M[3] * R[0] - M[1] * R[1]) / det,
                   (M[0] * R[1] - M[2] * R[0]) / det };
  double e[2] = { S, S };
  dp_rounding_scale(p, s, alpha, e, sigma);
  return fmax(fabs(da[0]) / sigma[0], fabs(da[1]) / sigma[1]) / (DBL_EPSILON / 2);
}
