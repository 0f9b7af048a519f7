#line 1347 "program/10-dp.nw"
#include "cli.h"
#line 1463 "program/10-dp.nw"
#include <float.h>
#line 1356 "program/10-dp.nw"
int cmd_check_solve(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    { "dump", required_argument, NULL, 'd' }, { "exact", no_argument, NULL, 'x' },
    { "unscaled", no_argument, NULL, 'u' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 1;
  const char *dump = NULL;
  int exact = 0, unscaled = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case 'd': dump = optarg; break;
    case 'x': exact = 1; break;
    case 'u': unscaled = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  #line 1386 "program/10-dp.nw"
  FILE *df = NULL;
  char tmp[4096];
  if (dump) {
    if (snprintf(tmp, sizeof tmp, "%s.tmp", dump) >= (int)sizeof tmp)
      return usage_error("--dump: path too long");
    if (!(df = fopen(tmp, "w")))
      return usage_error("--dump '%s': %s", dump, strerror(errno));
    fputs("# k rel scaled el\n", df);
  }
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  double worst_rel = 0, worst_scaled = 0, worst_el = 0, worst_el_paper = 0, worst_det = 0;
  dp_params worst_case = dp_params_default();
  progress pr;
  progress_start(&pr, "check-solve");
  for (long k = 0; k < n; k++) {
    if (k % 4096 == 0)
      progress_update(&pr, (double)k / n);
    dp_params p;
    double s[DP_NSTATE], a[2], R[2], scale;
    dp_error err;
    dp_solve_diff d;
    dp_random_case(r, &p, s);
    if (dp_solve_diff_at(&p, s, !unscaled, &d, &err) != DP_OK) {
      gsl_rng_free(r);
      if (df) fclose(df), remove(tmp);
      return usage_error("%s", err.msg);
    }
    dp_accel(&p, DP_MODEL_CORRECT, s, a);
    double el = dp_el_scaled(&p, s, a);
    dp_el_residual(&p, DP_POTENTIAL_PAPER, s, a, R, &scale);
    worst_el_paper = fmax(worst_el_paper, fmax(fabs(R[0]), fabs(R[1])) / scale);
    worst_rel = fmax(worst_rel, d.rel);
    if (d.scaled > worst_scaled)
      worst_case = p;
    worst_scaled = fmax(worst_scaled, d.scaled);
    worst_el = fmax(worst_el, el);
    #line 1454 "program/10-dp.nw"
    {
      double M[4], sd = sin(s[DP_TH1] - s[DP_TH2]);
      dp_mass_matrix(&p, DP_MODEL_CORRECT, s, M);
      double closed = p.m2 * p.l1 * p.l1 * p.l2 * p.l2 * (p.m1 + p.m2 * sd * sd);
      worst_det = fmax(worst_det, fabs(M[0] * M[3] - M[1] * M[2] - closed)
                                  / (DBL_EPSILON / 2 * M[0] * M[3]));
    }
    #line 1424 "program/10-dp.nw"
    if (exact)
      printf("%a\t%a\n", a[0], a[1]);
    if (df)
      fprintf(df, "%ld\t%.6e\t%.6e\t%.6e\n", k, d.rel, d.scaled, el);
  }
  progress_end(&pr);
  gsl_rng_free(r);
  if (df && (fclose(df) != 0 || rename(tmp, dump) != 0)) {
    remove(tmp);
    return usage_error("--dump '%s': cannot write: %s", dump, strerror(errno));
  }
  if (!exact) {
    printf("# dp check-solve: closed form vs GSL LU at random states\n");
    printf("n\t%ld\nseed\t%ld\n", n, seed);
    printf("unit_roundoff\t%.6e\n", DBL_EPSILON / 2);
    printf("worst_rel\t%.6e\n", worst_rel);
    printf("worst_scaled\t%.4f\n", worst_scaled);
    printf("scaled_bound\t%g\n", DP_SOLVE_BOUND);
    printf("worst_l2_over_l1\t%.3f\nworst_m2_over_m1\t%.3f\n",
           worst_case.l2 / worst_case.l1, worst_case.m2 / worst_case.m1);
    printf("el_worst\t%.4f\n", worst_el);
    printf("det_worst_u\t%.4f\n", worst_det);
    printf("el_paper_worst\t%.6e\n", worst_el_paper);
  }
  return finish_output();
#line 1377 "program/10-dp.nw"
}
#line 1482 "program/10-dp.nw"
static double upper_torque(const dp_params *p, dp_potential_kind v)
{
  dp_hd th[2] = { { M_PI / 6, 0, 1, 0 }, { 0, 0, 0, 0 } };
  dp_hd w[2] = { dp_hd_const(0), dp_hd_const(0) };
  return dp_lagrangian_hd(p, v, th, w).c;
}

int cmd_check_energy(int argc, char **argv)
{
  static const struct option opts[] = {
    SAMPLE_OPTIONS,
    { "m1", required_argument, NULL, 'm' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  long n = 10000, seed = 2;
  double m1 = 1e-6;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case 'm': if (parse_double("m1", optarg, &m1)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_params lim = { m1, 1, 1, 1, 9.81 };
  dp_error err;
  if (dp_params_check(&lim, &err) != DP_OK)
    return usage_error("%s", err.msg);
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, (unsigned long)seed);
  double worst = 0;
  for (long k = 0; k < n; k++) {
    dp_params p;
    double s[DP_NSTATE];
    dp_random_case(r, &p, s);
    double tabs = 0.5 * (p.m1 + p.m2) * p.l1 * p.l1 * s[DP_W1] * s[DP_W1]
                + 0.5 * p.m2 * p.l2 * p.l2 * s[DP_W2] * s[DP_W2]
                + p.m2 * p.l1 * p.l2 * fabs(s[DP_W1] * s[DP_W2]);
    double d = fabs(dp_kinetic(&p, s) - dp_kinetic_cartesian(&p, s));
    worst = fmax(worst, d / (tabs * DBL_EPSILON / 2));
  }
  gsl_rng_free(r);
  printf("# dp check-energy\n");
  printf("kinetic_worst_u\t%.3f\n", worst);
  printf("limit_m1\t%g\n", m1);
  printf("limit_torque_true\t%.6f\n", upper_torque(&lim, DP_POTENTIAL_TRUE));
  printf("limit_torque_paper\t%.6e\n", upper_torque(&lim, DP_POTENTIAL_PAPER));
  return finish_output();
}
