#line 48 "program/44-paper.nw"
#include "cli.h"
#include "dp_compare.h"
#line 122 "program/44-paper.nw"
static int print_compare_row(void *ctx, const dp_compare_row *r)
{
  (void)ctx;
  out_printf("%.6f\t%.12g\t%.12g\t%.12g\t%.12g\t%.6e\t%.6e\t%.6e\t%.6e\n",
         r->t, r->a[0], r->a[1], r->b[0], r->b[1], r->b[0] - r->a[0], r->b[1] - r->a[1],
         r->drift[0], r->drift[1]);
  return 0;
}
#line 133 "program/44-paper.nw"
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
#line 57 "program/44-paper.nw"
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
  #line 106 "program/44-paper.nw"
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
#line 95 "program/44-paper.nw"
}
