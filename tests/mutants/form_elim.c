/* A third form of the accelerations and the energy, for the diagnoses
   (tests/mutants/FORMS): the accelerations by Gaussian elimination with
   partial pivoting on the equations divided by l1 and l2 (as
   tests/solutions/independent.c), or, with FORM_SUBSTITUTION, by solving
   the second equation for th2'' and substituting it into the first; the
   energy from the bobs' Cartesian positions and velocities.  Correct as it
   stands; a MUTANT_ name (the define= option of tools/grade-mutants) makes
   one mistake in this form. */
#define MUTANT_NO_ACCEL
#define MUTANT_NO_ENERGY
#include "base.c"
#include <string.h>

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  double th1 = s[0], th2 = s[1], w1 = s[2], w2 = s[3];
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
#ifdef MUTANT_DEGREES
  const double rad = M_PI / 180;
  th1 *= rad;
  th2 *= rad;
#endif
#ifdef MUTANT_SWAPPED_OMEGA
  w1 = s[3], w2 = s[2];
#endif
#ifdef MUTANT_SWAPPED_MASSES
  m1 = p->m2, m2 = p->m1;
#endif
#ifdef MUTANT_SWAPPED_RODS
  l1 = p->l2, l2 = p->l1;
#endif
  double d = th1 - th2, c = cos(d), sn = sin(d);
#ifdef MUTANT_MISSING_GRAVITY
  double upper_weight = m1 * g * sin(th1);              /* the paper's: m1 alone */
#else
  double upper_weight = (m1 + m2) * g * sin(th1);
#endif
  double A[2][3] = {
    { (m1 + m2) * l1, m2 * l2 * c, -m2 * l2 * w2 * w2 * sn - upper_weight },
    { m2 * l1 * c, m2 * l2, m2 * l1 * w1 * w1 * sn - m2 * g * sin(th2) },
  };
#ifdef FORM_SUBSTITUTION
  /* th2'' = (A[1][2] - A[1][0] th1'') / A[1][1], into the first row */
  a[0] = (A[0][2] - A[0][1] * A[1][2] / A[1][1]) / (A[0][0] - A[0][1] * A[1][0] / A[1][1]);
  a[1] = (A[1][2] - A[1][0] * a[0]) / A[1][1];
#else
  if (fabs(A[1][0]) > fabs(A[0][0])) {
    double t[3];
    memcpy(t, A[0], sizeof t), memcpy(A[0], A[1], sizeof t), memcpy(A[1], t, sizeof t);
  }
  double f = A[1][0] / A[0][0];
  for (int j = 0; j < 3; j++) A[1][j] -= f * A[0][j];
  a[1] = A[1][2] / A[1][1];
  a[0] = (A[0][2] - A[0][1] * a[1]) / A[0][0];
#endif
  return 0;
}

double student_energy(const dp_params *p, const double s[4])
{
  double th1 = s[0], th2 = s[1];
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
#ifdef MUTANT_E_DEGREES
  th1 = th1 * M_PI / 180;
  th2 = th2 * M_PI / 180;
#endif
#ifdef MUTANT_E_SWAPPED_MASSES
  m1 = p->m2, m2 = p->m1;
#endif
#ifdef MUTANT_E_SWAPPED_RODS
  l1 = p->l2, l2 = p->l1;
#endif
  double y1 = -l1 * cos(th1), y2 = y1 - l2 * cos(th2);
  double vx1 = l1 * s[2] * cos(th1), vy1 = l1 * s[2] * sin(th1);
#ifdef MUTANT_E_CROSS_TERM
  double vx2 = vx1 - l2 * s[3] * cos(th2), vy2 = vy1 - l2 * s[3] * sin(th2);
#else
  double vx2 = vx1 + l2 * s[3] * cos(th2), vy2 = vy1 + l2 * s[3] * sin(th2);
#endif
  double T = 0.5 * m1 * (vx1 * vx1 + vy1 * vy1) + 0.5 * m2 * (vx2 * vx2 + vy2 * vy2);
#if defined(MUTANT_PAPER_POTENTIAL)
  double V = g * (m1 * y1 + m2 * (y2 - y1));       /* the lower bob's height from the upper */
#elif defined(MUTANT_E_ZERO_LEVEL)
  double V = g * (m1 * (y1 + l1) + m2 * (y2 + l1 + l2));
#else
  double V = g * (m1 * y1 + m2 * y2);
#endif
  return T + V;
}
