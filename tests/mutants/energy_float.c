/* Mutant: an energy computed in float: right to 6 or 7 digits only, far
   outside the tolerance; the diagnosis names the precision: 100. */
#define student_energy base_energy
#include "base.c"
#undef student_energy

double student_energy(const dp_params *p, const double s[4])
{
  float m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
  float c = cosf(s[0] - s[1]);
  float T = 0.5f * (m1 + m2) * l1 * l1 * s[2] * s[2] + 0.5f * m2 * l2 * l2 * s[3] * s[3]
            + m2 * l1 * l2 * s[2] * s[3] * c;
  float V = -(m1 + m2) * g * l1 * cosf(s[0]) - m2 * g * l2 * cosf(s[1]);
  return T + V;
}
