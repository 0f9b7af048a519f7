/* Another form of the accelerations and the energy, for the diagnoses
   (tests/mutants/FORMS): the closed form of the accelerations found in
   textbooks and on the web, over 2 m1 + m2 - m2 cos 2(th1 - th2), and the
   energy as the quadratic form w^T M w / 2 of the mass matrix plus the
   heights of the bobs.  With FORM_EXPANDED, the same written with the
   angle sums expanded (sin(a - 2b) = sin a cos 2b - cos a sin 2b, cos 2d
   = 1 - 2 sin^2 d).  Correct as it stands; a MUTANT_ name (the define=
   option of tools/grade-mutants) makes one mistake in this form. */
#define MUTANT_NO_ACCEL
#define MUTANT_NO_ENERGY
#include "base.c"

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  double th1 = s[0], th2 = s[1], w1 = s[2], w2 = s[3];
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
#ifdef MUTANT_DEGREES
  th1 = th1 / 180 * M_PI;
  th2 = th2 / 180 * M_PI;
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
  double d = th1 - th2;
#ifdef FORM_EXPANDED
  double sd = sin(d), cos2d = 1 - 2 * sd * sd;
  double s12 = sin(th1) * cos(2 * th2) - cos(th1) * sin(2 * th2);
#else
  double sd = sin(d), cos2d = cos(2 * d);
  double s12 = sin(th1 - 2 * th2);
#endif
#ifdef MUTANT_WRONG_DET
  double den = 2 * m1 + m2 + m2 * cos2d;
#else
  double den = 2 * m1 + m2 - m2 * cos2d;
#endif
#ifdef MUTANT_SIGN_SLIP
  double slip = +m2 * g * s12;
#else
  double slip = -m2 * g * s12;
#endif
  a[0] = (-g * (2 * m1 + m2) * sin(th1) + slip
          - 2 * sd * m2 * (w2 * w2 * l2 + w1 * w1 * l1 * cos(d))) / (l1 * den);
  a[1] = 2 * sd * (w1 * w1 * l1 * (m1 + m2) + g * (m1 + m2) * cos(th1)
                   + w2 * w2 * l2 * m2 * cos(d)) / (l2 * den);
  return 0;
}

double student_energy(const dp_params *p, const double s[4])
{
  double th1 = s[0], th2 = s[1], w[2] = { s[2], s[3] };
  double m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
#ifdef MUTANT_E_DEGREES
  th1 *= M_PI / 180;
  th2 *= M_PI / 180;
#endif
#ifdef MUTANT_E_SWAPPED_MASSES
  m1 = p->m2, m2 = p->m1;
#endif
#ifdef MUTANT_E_SWAPPED_RODS
  l1 = p->l2, l2 = p->l1;
#endif
  double M[2][2] = { { (m1 + m2) * l1 * l1, m2 * l1 * l2 * cos(th1 - th2) },
                     { m2 * l1 * l2 * cos(th1 - th2), m2 * l2 * l2 } };
#ifdef MUTANT_E_CROSS_TERM
  M[0][1] = M[1][0] = -M[0][1];
#endif
  double T = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) T += 0.5 * w[i] * M[i][j] * w[j];
  double h1 = -l1 * cos(th1), h2 = h1 - l2 * cos(th2);      /* heights below the pivot */
#if defined(MUTANT_PAPER_POTENTIAL)
  double V = m1 * g * (h1 + l1) + m2 * g * (h2 - h1 + l2);   /* the paper's: each from its own lowest */
#elif defined(MUTANT_E_ZERO_LEVEL)
  double V = m1 * g * (h1 + l1) + m2 * g * (h2 + l1 + l2);   /* each bob from its lowest point */
#else
  double V = g * (m1 * h1 + m2 * h2);
#endif
  return T + V;
}
