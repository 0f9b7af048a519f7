/* dp_blog_eqs.h: the blog's equations, included twice by dp_blog.c with
   R = float and R = double; deliberately without an include guard. */
R F(angle2rad)(R a)
{
  return a / K(180.0) * K(3.1415926);
}
static R F(lp1)(const dp_blog_params *b, R p1, R p2, R w1, R w2)
{
  (void)b, (void)p1, (void)p2, (void)w2;
  return w1;
}

static R F(lp2)(const dp_blog_params *b, R p1, R p2, R w1, R w2)
{
  (void)b, (void)p1, (void)p2, (void)w1;
  return w2;
}

R F(lw1)(const dp_blog_params *b, R p1, R p2, R w1, R w2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2, g = (R)b->g;
  R tmp = l1 * (2 * m1 + m2 - m2 * COS(2 * p2 - 2 * p1));
  R second = m2 * g * SIN(p1 - 2 * p2);
  if (b->lw1_fixed)
    second = -second;
  return (-(g * (2 * m1 + m2) * SIN(p1)) + second
          - 2 * SIN(p1 - p2) * m2 * (w2 * w2 * l2 + w1 * w1 * l1 * COS(p1 - p2))) / tmp;
}

R F(lw2)(const dp_blog_params *b, R p1, R p2, R w1, R w2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2, g = (R)b->g;
  return (2 * SIN(p1 - p2) * (w1 * w1 * l1 * (m1 + m2) + g * (m1 + m2) * COS(p1)
                              + w2 * w2 * l2 * m2 * COS(p1 - p2)))
         / (l2 * (2 * m1 + m2 - m2 * COS(2 * p2 - 2 * p1)));
}
R F(ha1)(const dp_blog_params *b, R a1, R a2, R p1, R p2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2;
  return (p1 * l2 - p2 * l1 * COS(a1 - a2))
         / (l1 * l1 * l2 * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2)));
}

R F(ha2)(const dp_blog_params *b, R a1, R a2, R p1, R p2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2;
  return (p2 * (m1 + m2) * l1 - p1 * m2 * l2 * COS(a1 - a2))
         / (m2 * l1 * l2 * l2 * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2)));
}
static void F(hp_terms)(const dp_blog_params *b, R a1, R a2, R p1, R p2, R *A_1, R *A_2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2;
  *A_1 = (p1 * p2 * SIN(a1 - a2)) / (l1 * l2 * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2)));
  R tmp = 2 * l1 * l1 * l2 * l2 * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2))
          * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2));
  *A_2 = (p1 * p1 * m2 * l2 * l2 - 2 * p1 * p2 * m2 * l1 * l2 * COS(a1 - a2)
          + p2 * p2 * (m1 + m2) * l1 * l1) * SIN(2 * a1 - 2 * a2) / tmp;
}

R F(hp1)(const dp_blog_params *b, R a1, R a2, R p1, R p2)
{
  R A_1, A_2;
  F(hp_terms)(b, a1, a2, p1, p2, &A_1, &A_2);
  return -((R)b->m1 + (R)b->m2) * (R)b->g * (R)b->l1 * SIN(a1) - A_1 + A_2;
}

R F(hp2)(const dp_blog_params *b, R a1, R a2, R p1, R p2)
{
  R A_1, A_2;
  F(hp_terms)(b, a1, a2, p1, p2, &A_1, &A_2);
  return -(R)b->m2 * (R)b->g * (R)b->l2 * SIN(a2) + A_1 - A_2;
}
R F(hamiltonian)(const dp_blog_params *b, R a1, R a2, R p1, R p2)
{
  R m1 = (R)b->m1, m2 = (R)b->m2, l1 = (R)b->l1, l2 = (R)b->l2, g = (R)b->g;
  R T = (p1 * p1 * m2 * l2 * l2 - 2 * p1 * p2 * m2 * l1 * l2 * COS(a1 - a2)
         + p2 * p2 * (m1 + m2) * l1 * l1)
        / (2 * m2 * l1 * l1 * l2 * l2 * (m1 + m2 * SIN(a1 - a2) * SIN(a1 - a2)));
  R V = -(m1 + m2) * g * l1 * COS(a1) - m2 * g * l2 * COS(a2);
  return T + V;
}
void F(rk4)(const dp_blog_params *b, dp_blog_form form, R z[4], R tau)
{
  typedef R (*fn)(const dp_blog_params *, R, R, R, R);
  static const fn ham[4] = { F(ha1), F(ha2), F(hp1), F(hp2) };
  static const fn lag[4] = { F(lp1), F(lp2), F(lw1), F(lw2) };
  const fn *f = form == DP_BLOG_HAMILTON ? ham : lag;
  R k1[4], k2[4], k3[4], k4[4];
  for (int i = 0; i < 4; i++)
    k1[i] = f[i](b, z[0], z[1], z[2], z[3]) * tau;
  for (int i = 0; i < 4; i++)
    k2[i] = f[i](b, z[0] + k1[0] / 2, z[1] + k1[1] / 2, z[2] + k1[2] / 2, z[3] + k1[3] / 2) * tau;
  for (int i = 0; i < 4; i++)
    k3[i] = f[i](b, z[0] + k2[0] / 2, z[1] + k2[1] / 2, z[2] + k2[2] / 2, z[3] + k2[3] / 2) * tau;
  for (int i = 0; i < 4; i++)
    k4[i] = f[i](b, z[0] + k3[0], z[1] + k3[1], z[2] + k3[2], z[3] + k3[3]) * tau;
  for (int i = 0; i < 4; i++)
    z[i] = z[i] + (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) / 6;
}
void F(position)(const dp_blog_params *b, R a1, R a2, R xy[4])
{
  R l1 = (R)b->l1, l2 = (R)b->l2;
  xy[0] = K(0.0) + l1 * SIN(a1);
  xy[1] = K(0.0) - l1 * COS(a1);
  xy[2] = xy[0] + l2 * SIN(a2);
  xy[3] = xy[1] - l2 * COS(a2);
}
