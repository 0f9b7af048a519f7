#line 221 "program/44-paper.nw"
#include "cli.h"
#include "dp_compare.h"
#line 295 "program/44-paper.nw"
static int print_compare_row(void *ctx, const dp_compare_row *r)
{
  (void)ctx;
  out_printf("%.6f\t%.12g\t%.12g\t%.12g\t%.12g\t%.6e\t%.6e\t%.6e\t%.6e\n",
         r->t, r->a[0], r->a[1], r->b[0], r->b[1], r->b[0] - r->a[0], r->b[1] - r->a[1],
         r->drift[0], r->drift[1]);
  return 0;
}
#line 306 "program/44-paper.nw"
static void print_compare_summary(const dp_compare_stats *st, dp_model a, dp_model b,
                                  double T)
{
  out_printf("# dp compare: %s (a) against %s (b)\n", dp_model_name(a), dp_model_name(b));
  out_printf("model_a\t%s\nmodel_b\t%s\n", dp_model_name(a), dp_model_name(b));
  out_printf("t\t%g\n", T);
  out_printf("start_deg\t%.6f\n", st->start_amp * 180 / M_PI);
  out_printf("sin_deficit\t%.6f\n", st->sin_deficit);
  out_printf("max_diff\t%.6e\n", fmax(st->max_diff[0], st->max_diff[1]));
  out_printf("max_diff_th1\t%.6e\nmax_diff_th2\t%.6e\n", st->max_diff[0], st->max_diff[1]);
  out_printf("t_max_diff\t%.4f\n", st->t_max_diff);
  out_printf("amp_a\t%.6e\namp_b\t%.6e\n", st->amp[0], st->amp[1]);
  out_printf("max_drift_a\t%.6e\nmax_drift_b\t%.6e\n", st->drift[0], st->drift[1]);
  if (st->blowup_t >= 0)
    out_printf("blowup_t\t%.4f\n", st->blowup_t);
}
#line 356 "program/44-paper.nw"
/* Split the comma-separated LIST of option OPT into at most MAX words, in
   place; the number of words, or -1 after an error line. */
static int split_list(const char *opt, char *list, char **word, int max)
{
  int n = 0;
  for (char *s = list, *next; s; s = next) {
    next = strchr(s, ',');
    if (next) *next++ = '\0';
    if (n == max)
      return usage_error("--%s: more than %d items", opt, max), -1;
    word[n++] = s;
  }
  return n;
}
#line 230 "program/44-paper.nw"
int cmd_compare(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_EVERY, O_AGAINST, O_SUMMARY };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "every", required_argument, NULL, O_EVERY },
    { "against", required_argument, NULL, O_AGAINST },
    { "summary", no_argument, NULL, O_SUMMARY }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  dp_model against = DP_MODEL_LINEAR;
  double T = 10, h = 0.001, every = 0.05;
  int summary = 0, c;
  dp_error err;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_EVERY: if (parse_double("every", optarg, &every)) return 2; break;
    case O_AGAINST:
      if (dp_model_from_name(optarg, &against, &err) != DP_OK)
        return usage_error("--against: %s", err.msg);
      break;
    case O_SUMMARY: summary = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  run_options ro = { T, h, every, 1e-9, DP_RK4, -1 };
  if (check_run_options(&ro)) return 2;
  warn_case_step(&cs, h);
  #line 279 "program/44-paper.nw"
  dp_compare_stats st;
  if (!summary)
    puts("# t th1_a th2_a th1_b th2_b d_th1 d_th2 drift_a drift_b");
  int rc = dp_compare_run(&cs.p, cs.model, against, cs.s, T, h, every,
                          summary ? NULL : print_compare_row, NULL, &st, &err);
  if (rc != DP_OK && !(rc == DP_ERANGE && summary))
    return usage_error("%s%s", err.msg, case_note());
  if (rc == DP_OK) {
    warn_drift(cs.model, st.drift[0], -1, "reduce --h");
    warn_drift(against, st.drift[1], -1, "reduce --h");
  }
  if (summary)
    print_compare_summary(&st, cs.model, against, T);
  return finish_output();
#line 268 "program/44-paper.nw"
}
#line 372 "program/44-paper.nw"
int cmd_error_growth(int argc, char **argv)
{
  enum { O_T = 1, O_H, O_ANGLES, O_AGAINST, MAXA = 64, MAXM = 4 };
  static const struct option opts[] = {
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    { "angles", required_argument, NULL, O_ANGLES },
    { "against", required_argument, NULL, O_AGAINST }, OUTPUT_OPTIONS,
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  static char angles[] = "0.25,0.5,1,2,3,4,6,8,10,15,20,30,40,50,57,70,90";
  static char models[] = "linear,paper-small";
  char *alist = angles, *mlist = models, *aw[MAXA], *mw[MAXM];
  double T = 10, h = 0.001, deg[MAXA];
  dp_model against[MAXM];
  dp_error err;
  out_table ot;
  out_init(&ot);
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&ot, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case O_ANGLES: alist = optarg; break;
    case O_AGAINST: mlist = optarg; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  int na = split_list("angles", alist, aw, MAXA), nm = split_list("against", mlist, mw, MAXM);
  if (na < 0 || nm < 0) return 2;
  for (int i = 0; i < na; i++) {
    if (parse_expr("angles", aw[i], &deg[i])) return 2;
    if (!(deg[i] > 0 && deg[i] < 180))
      return usage_error("--angles: %s is not between 0 and 180 degrees", aw[i]);
  }
  for (int j = 0; j < nm; j++)
    if (dp_model_from_name(mw[j], &against[j], &err) != DP_OK)
      return usage_error("--against: %s", err.msg);
  run_options ro = { T, h, T, 1e-9, DP_RK4, -1 };
  if (check_run_options(&ro)) return 2;
  #line 422 "program/44-paper.nw"
  const dp_params p = dp_params_default();
  char cols[16 * (MAXM + 1)] = "deg", cell[MAXM + 1][32];
  const char *cells[MAXM + 1];
  for (int j = 0; j < nm; j++)
    snprintf(cols + strlen(cols), sizeof cols - strlen(cols), " %s", dp_model_name(against[j]));
  if (out_open(&ot, cols)) return 2;
  for (int i = 0; i < na; i++) {
    double s0[DP_NSTATE] = { deg[i] * M_PI / 180, deg[i] * M_PI / 180, 0, 0 };
    snprintf(cell[0], sizeof cell[0], "%g", deg[i]);
    for (int j = 0; j < nm; j++) {
      dp_compare_stats st;
      int rc = dp_compare_run(&p, DP_MODEL_CORRECT, against[j], s0, T, h, T,
                              NULL, NULL, &st, &err);
      if (rc == DP_OK)
        snprintf(cell[j + 1], sizeof cell[0], "%.6e", fmax(st.max_diff[0], st.max_diff[1]));
      else if (rc == DP_ERANGE && st.blowup_t >= 0)
        snprintf(cell[j + 1], sizeof cell[0], "-");
      else
        return out_abort(&ot), usage_error("%s (start %g degrees, model %s)", err.msg,
                                           deg[i], dp_model_name(against[j]));
    }
    for (int j = 0; j <= nm; j++) cells[j] = cell[j];
    out_text_row(&ot, cells);
  }
  return out_close(&ot);
#line 416 "program/44-paper.nw"
}
