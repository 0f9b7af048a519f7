#line 795 "chapters/05-hamilton.nw"
#include "cli.h"
#line 806 "chapters/05-hamilton.nw"
#include "dp_blog.h"
#include "dp_hamilton.h"
#line 810 "chapters/05-hamilton.nw"
typedef struct {
  dp_params p;
  dp_blog_params b;
  dp_blog_form form;
  int single;
  double tau;
  float zf[4];
  double z[4];
} blog_sim;

static void blog_sim_init(blog_sim *m, const dp_case *cs, dp_blog_form form,
                          int single, int lw1_fixed, double tau, double dth1)
{
  m->p = cs->p;
  m->b = (dp_blog_params){ cs->p.m1, cs->p.m2, cs->p.l1, cs->p.l2, cs->p.g, lw1_fixed };
  m->form = form;
  m->single = single;
  m->tau = tau;
  double s[DP_NSTATE], y[DP_NSTATE];
  for (int i = 0; i < 2; i++)
    s[i] = dp_blog_angle2radf((float)(cs->s[i] * 180 / M_PI));
  s[DP_TH1] += dth1;
  s[DP_W1] = cs->s[DP_W1];
  s[DP_W2] = cs->s[DP_W2];
  if (form == DP_BLOG_HAMILTON)
    dp_to_momenta(&cs->p, s, y);
  else
    memcpy(y, s, sizeof y);
  for (int i = 0; i < 4; i++) {
    m->zf[i] = (float)y[i];
    m->z[i] = single ? m->zf[i] : y[i];
  }
}

static void blog_sim_step(blog_sim *m)
{
  if (m->single) {
    dp_blog_rk4f(&m->b, m->form, m->zf, (float)m->tau);
    for (int i = 0; i < 4; i++) m->z[i] = m->zf[i];
  } else
    dp_blog_rk4d(&m->b, m->form, m->z, m->tau);
}
#line 860 "chapters/05-hamilton.nw"
static double blog_sim_energy(const blog_sim *m)
{
  return m->form == DP_BLOG_HAMILTON ? dp_hamiltonian(&m->p, m->z) : dp_energy(&m->p, m->z);
}

static double blog_sim_h(const blog_sim *m)
{
  double y[DP_NSTATE];
  if (m->form == DP_BLOG_HAMILTON)
    memcpy(y, m->z, sizeof y);
  else
    dp_to_momenta(&m->p, m->z, y);
  if (m->single)
    return dp_blog_hamiltonianf(&m->b, (float)y[0], (float)y[1], (float)y[2], (float)y[3]);
  return dp_blog_hamiltoniand(&m->b, y[0], y[1], y[2], y[3]);
}

static void blog_sim_xy(const blog_sim *m, double xy[4])
{
  if (m->single) {
    float f[4];
    dp_blog_positionf(&m->b, m->zf[0], m->zf[1], f);
    for (int i = 0; i < 4; i++) xy[i] = f[i];
  } else
    dp_blog_positiond(&m->b, m->z[0], m->z[1], xy);
}
#line 904 "chapters/05-hamilton.nw"
int cmd_blog(int argc, char **argv)
{
  enum { O_FORM = 1, O_PREC, O_LW1, O_TAU, O_STEPS, O_EVERY, O_TABLE, O_SUMMARY };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "form", required_argument, NULL, O_FORM }, { "precision", required_argument, NULL, O_PREC },
    { "lw1", required_argument, NULL, O_LW1 }, { "tau", required_argument, NULL, O_TAU },
    { "steps", required_argument, NULL, O_STEPS }, { "every", required_argument, NULL, O_EVERY },
    { "table", no_argument, NULL, O_TABLE }, { "summary", no_argument, NULL, O_SUMMARY },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  dp_blog_form form = DP_BLOG_HAMILTON;
  int single = 1, fixed = 0, mode = 0, c;
  double tau = 3;
  long steps = 1000, every = 1;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_FORM:
      if (!strcmp(optarg, "hamilton")) form = DP_BLOG_HAMILTON;
      else if (!strcmp(optarg, "lagrange")) form = DP_BLOG_LAGRANGE;
      else return usage_error("--form '%s': choose hamilton or lagrange", optarg);
      break;
    case O_PREC:
      if (!strcmp(optarg, "single")) single = 1;
      else if (!strcmp(optarg, "double")) single = 0;
      else return usage_error("--precision '%s': choose single or double", optarg);
      break;
    case O_LW1:
      if (!strcmp(optarg, "blog")) fixed = 0;
      else if (!strcmp(optarg, "fixed")) fixed = 1;
      else return usage_error("--lw1 '%s': choose blog or fixed", optarg);
      break;
    case O_TAU: if (parse_double("tau", optarg, &tau)) return 2; break;
    case O_STEPS: if (parse_long("steps", optarg, 1, 100000000, &steps)) return 2; break;
    case O_EVERY: if (parse_long("every", optarg, 1, 100000000, &every)) return 2; break;
    case O_TABLE: mode = 1; break;
    case O_SUMMARY: mode = 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  if (!(tau > 0) || tau > 1e3)
    return usage_error("--tau %g: the step must be in (0, 1000]", tau);
  if (mode == 0 && steps / every > MAX_ROWS)
    return usage_error("--steps %ld with --every %ld would print more than %ld rows",
                       steps, every, MAX_ROWS);
  #line 964 "chapters/05-hamilton.nw"
  blog_sim m;
  blog_sim_init(&m, &cs, form, single, fixed, tau, 0);
  double blog_start_th1 = m.z[0];
  double E0 = blog_sim_energy(&m), Es = dp_energy_scale(&cs.p), worst = 0, xy[4];
  if (mode == 0) {
    puts("# step t th1 th2 x2 y2 H drift");
    blog_sim_xy(&m, xy);
    printf("0\t0\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", m.z[0], m.z[1], xy[2], xy[3],
           blog_sim_h(&m), 0.0);
  }
  if (mode == 1)
    puts("# step th1 th2 H");
  for (long k = 1; k <= steps; k++) {
    blog_sim_step(&m);
    if (dp_state_check(m.z, NULL) != DP_OK)
      return usage_error("the state became non-finite at step %ld; reduce --tau", k);
    double drift = (blog_sim_energy(&m) - E0) / Es;
    worst = fmax(worst, fabs(drift));
    if (mode == 0 && k % every == 0) {
      blog_sim_xy(&m, xy);
      printf("%ld\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", k, k * tau, m.z[0], m.z[1],
             xy[2], xy[3], blog_sim_h(&m), drift);
    }
    if (mode == 1 && (k < 10 || k > steps - 10))
      printf("%ld\t%.6f\t%.6f\t%.6f\n", k, m.z[0], m.z[1], blog_sim_h(&m));
  }
  if (mode == 2) {
    blog_sim_xy(&m, xy);
    printf("steps\t%ld\ntau\t%g\n", steps, tau);
    printf("th1_start\t%.9g\ntau_natural\t%.6g\nsteps_per_period\t%.6g\n", blog_start_th1,
           tau * sqrt(cs.p.g / cs.p.l1), 2 * M_PI * sqrt(cs.p.l1 / cs.p.g) / tau);
    printf("th1_end\t%.9g\nth2_end\t%.9g\nx2_end\t%.9g\ny2_end\t%.9g\n",
           m.z[0], m.z[1], xy[2], xy[3]);
    printf("E0\t%.9g\nE_end\t%.9g\ndrift_max\t%.6e\n", E0, blog_sim_energy(&m), worst);
  }
  return finish_output();
#line 958 "chapters/05-hamilton.nw"
}
#line 1234 "chapters/05-hamilton.nw"
typedef struct {
  const char *name;
  dp_blog_form form;
  int single, fixed, div;
  double dth1;
} blog_run_spec;
static const blog_run_spec blog_runs[] = {
  { "hf", DP_BLOG_HAMILTON, 1, 0, 1, 0 },    { "lbf", DP_BLOG_LAGRANGE, 1, 0, 1, 0 },
  { "lf", DP_BLOG_LAGRANGE, 1, 1, 1, 0 },    { "hd", DP_BLOG_HAMILTON, 0, 0, 1, 0 },
  { "ld", DP_BLOG_LAGRANGE, 0, 1, 1, 0 },    { "lbd", DP_BLOG_LAGRANGE, 0, 0, 1, 0 },
  { "hd10", DP_BLOG_HAMILTON, 0, 0, 10, 0 }, { "hd100", DP_BLOG_HAMILTON, 0, 0, 100, 0 },
  { "hd1000", DP_BLOG_HAMILTON, 0, 0, 1000, 0 },
  { "ld100", DP_BLOG_LAGRANGE, 0, 1, 100, 0 },
  { "p4", DP_BLOG_HAMILTON, 0, 0, 100, 1e-4 }, { "p8", DP_BLOG_HAMILTON, 0, 0, 100, 1e-8 },
  { "p12", DP_BLOG_HAMILTON, 0, 0, 100, 1e-12 },
};
enum { NBLOGRUNS = sizeof blog_runs / sizeof blog_runs[0] };
static const struct { const char *name, *a, *b; } blog_pairs[] = {
  { "figures", "hf", "lbf" },      /* what the blog's two figures compare */
  { "sign", "lf", "lbf" },         /* L_w1 corrected vs as printed, single */
  { "sign_d", "ld", "lbd" },       /* the same in double */
  { "form", "hf", "lf" },          /* Hamilton vs Lagrange, single */
  { "form_d", "hd", "ld" },        /* Hamilton vs Lagrange, double */
  { "form_d100", "hd100", "ld100" },
  { "precision", "hf", "hd" },     /* single vs double, Hamilton */
  { "precision_l", "lf", "ld" },   /* single vs double, Lagrange */
  { "step", "hd", "hd10" },        /* tau vs tau/10 */
  { "step10", "hd10", "hd100" },   /* tau/10 vs tau/100 */
  { "step100", "hd100", "hd1000" },/* tau/100 vs tau/1000 */
  { "truth", "hf", "hd1000" },     /* the blog's Hamilton run vs the reference */
  { "chaos4", "hd100", "p4" },
  { "chaos8", "hd100", "p8" },
  { "chaos12", "hd100", "p12" },
};
enum { NBLOGPAIRS = sizeof blog_pairs / sizeof blog_pairs[0] };
#line 1273 "chapters/05-hamilton.nw"
static int blog_run_index(const char *name)
{
  for (int i = 0; i < NBLOGRUNS; i++)
    if (!strcmp(blog_runs[i].name, name)) return i;
  return -1;
}

int cmd_blog_causes(int argc, char **argv)
{
  static const struct option opts[] = {
    { "dump", required_argument, NULL, 'd' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  const char *dump = NULL;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'd': dump = optarg; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  enum { NS = 1000 };
  const double tau = 3;
  static double x2[NBLOGRUNS][NS + 1], y2[NBLOGRUNS][NS + 1];
  double drift[NBLOGRUNS];
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  if (case_finish(&cs)) return 2;
  FILE *df = NULL;
  if (dump && !(df = fopen(dump, "w")))
    return usage_error("--dump '%s': %s", dump, strerror(errno));
  #line 1311 "chapters/05-hamilton.nw"
  for (int r = 0; r < NBLOGRUNS; r++) {
    const blog_run_spec *q = &blog_runs[r];
    blog_sim m;
    double xy[4], E0, Es = dp_energy_scale(&cs.p);
    blog_sim_init(&m, &cs, q->form, q->single, q->fixed, tau / q->div, q->dth1);
    E0 = blog_sim_energy(&m);
    drift[r] = 0;
    for (int k = 0; k <= NS; k++) {
      if (k > 0)
        for (int j = 0; j < q->div; j++) blog_sim_step(&m);
      blog_sim_xy(&m, xy);
      x2[r][k] = xy[2];
      y2[r][k] = xy[3];
      drift[r] = fmax(drift[r], fabs(blog_sim_energy(&m) - E0) / Es);
    }
    printf("drift_%s\t%.6e\n", q->name, drift[r]);
  }
  #line 1306 "chapters/05-hamilton.nw"
  #line 1330 "chapters/05-hamilton.nw"
  if (df) {
    fputs("# t", df);
    for (int i = 0; i < NBLOGPAIRS; i++) fprintf(df, " %s", blog_pairs[i].name);
    fputc('\n', df);
  }
  double dist[NBLOGPAIRS][NS + 1], tfig = 0, tform = 1;
  for (int i = 0; i < NBLOGPAIRS; i++) {
    int a = blog_run_index(blog_pairs[i].a), b = blog_run_index(blog_pairs[i].b);
    double tdiv = NS * tau;
    for (int k = NS; k >= 0; k--) {
      dist[i][k] = hypot(x2[a][k] - x2[b][k], y2[a][k] - y2[b][k]);
    }
    for (int k = 0; k <= NS; k++)
      if (dist[i][k] > 0.1) { tdiv = k * tau; break; }
    printf("div_%s\t%g\n", blog_pairs[i].name, tdiv);
    if (!strcmp(blog_pairs[i].name, "figures")) tfig = tdiv;
    if (!strcmp(blog_pairs[i].name, "form")) tform = tdiv;
  }
  printf("figures_vs_form\t%.6f\n", tfig / tform);
  if (df) {
    for (int k = 0; k <= NS; k++) {
      fprintf(df, "%g", k * tau);
      for (int i = 0; i < NBLOGPAIRS; i++) fprintf(df, "\t%.4e", dist[i][k]);
      fputc('\n', df);
    }
    if (fclose(df) != 0)
      return usage_error("--dump '%s': cannot write", dump);
  }
  #line 1307 "chapters/05-hamilton.nw"
  return finish_output();
}
#line 1375 "chapters/05-hamilton.nw"
int cmd_blog_check(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 5;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  enum { NEQ = DP_BLOG_NEQ };
  static const char *name[NEQ] = { "lw1", "lw1_fixed", "lw2", "ha1", "ha2", "hp1", "hp2",
                                   "hamiltonian" };
  double worst[NEQ] = { 0 };
  long beyond[NEQ] = { 0 };
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  for (long k = 0; k < n; k++) {
    double e[NEQ];
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_blog_equation_errors(&p, s, e);
    for (int i = 0; i < NEQ; i++) {
      worst[i] = fmax(worst[i], e[i]);
      beyond[i] += e[i] > DP_HAMILTON_BOUND;
    }
  }
  gsl_rng_free(r);
  printf("# dp blog-check: the blog's equations vs the book's, units of rounding\n");
  printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  for (int i = 0; i < NEQ; i++)
    printf("%s_worst\t%.4g\n%s_beyond_percent\t%.2f\n", name[i], worst[i], name[i],
           100.0 * beyond[i] / n);
  #line 1460 "chapters/05-hamilton.nw"
  dp_blog_params b = { 1, 1, 1, 1, 0.005, 0 }, bf = b;
  bf.lw1_fixed = 1;
  printf("lw1_start_blog\t%.6f\n", dp_blog_lw1d(&b, M_PI / 2, M_PI / 2, 0, 0) / b.g);
  printf("lw1_start_fixed\t%.6f\n", dp_blog_lw1d(&bf, M_PI / 2, M_PI / 2, 0, 0) / b.g);
  #line 1415 "chapters/05-hamilton.nw"
  return finish_output();
}
#line 1482 "chapters/05-hamilton.nw"
int cmd_check_hamilton(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 11;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  const double u = DBL_EPSILON / 2;
  double wg = 0, ww = 0, wp = 0, we = 0;
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE], y[DP_NSTATE], dy[DP_NSTATE], back[DP_NSTATE], sig[DP_NSTATE];
    dp_random_case(r, &p, s);
    dp_to_momenta(&p, s, y);
    dp_from_momenta(&p, y, back);
    dp_hamilton_rhs(&p, y, dy);
    dp_hamilton_scale(&p, y, sig, NULL);
    dp_conversion_scale cs = dp_conversion_scales(&p, s, y);
    #line 1522 "chapters/05-hamilton.nw"
    dp_hd th[2] = { dp_hd_const(y[0]), dp_hd_const(y[1]) };
    dp_hd mom[2] = { { y[2], 1, 0, 0 }, { y[3], 0, 1, 0 } };
    dp_hd h = dp_hamiltonian_hd(&p, th, mom);
    double g[DP_NSTATE] = { h.b, h.c, 0, 0 };
    th[0] = (dp_hd){ y[0], 1, 0, 0 };
    th[1] = (dp_hd){ y[1], 0, 1, 0 };
    mom[0] = dp_hd_const(y[2]);
    mom[1] = dp_hd_const(y[3]);
    h = dp_hamiltonian_hd(&p, th, mom);
    g[DP_P1] = -h.b;
    g[DP_P2] = -h.c;
    for (int i = 0; i < DP_NSTATE; i++)
      wg = fmax(wg, fabs(dy[i] - g[i]) / (u * sig[i]));
    #line 1511 "chapters/05-hamilton.nw"
    #line 1537 "chapters/05-hamilton.nw"
    for (int i = 0; i < 2; i++) {
      ww = fmax(ww, fmax(fabs(dy[DP_TH1 + i] - s[DP_W1 + i]),
                         fabs(back[DP_W1 + i] - s[DP_W1 + i])) / (u * cs.w[i]));
      dp_hd t2[2], w[2];
      for (int j = 0; j < 2; j++) {
        t2[j] = (dp_hd){ s[DP_TH1 + j], 0, j == i, 0 };
        w[j] = dp_hd_const(s[DP_W1 + j]);
      }
      double dl = dp_lagrangian_hd(&p, DP_POTENTIAL_TRUE, t2, w).c;
      wp = fmax(wp, fabs(dy[DP_P1 + i] - dl) / (u * cs.pdot[i]));
    }
    we = fmax(we, fabs(dp_hamiltonian(&p, y) - dp_energy(&p, s)) / (u * cs.h));
  #line 1512 "chapters/05-hamilton.nw"
  }
  gsl_rng_free(r);
  printf("# dp check-hamilton: worst differences in units of rounding\n");
  printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  printf("gradient_worst\t%.4f\nvelocity_worst\t%.4f\nforce_worst\t%.4f\nenergy_worst\t%.4f\n",
         wg, ww, wp, we);
  return finish_output();
}
