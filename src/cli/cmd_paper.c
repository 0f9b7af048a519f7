#line 253 "chapters/06-paper.nw"
#include "cli.h"
#line 303 "chapters/06-paper.nw"
typedef struct {
  double max_diff[2], t_max_diff, amp[2], drift[2];
} compare_stats;
#line 308 "chapters/06-paper.nw"
static void compare_track(compare_stats *st, const dp_params *p, double t, double E0,
                          const double a[DP_NSTATE], const double b[DP_NSTATE])
{
  double Es = dp_energy_scale(p);
  for (int i = 0; i < 2; i++) {
    double d = fabs(b[i] - a[i]);
    if (d > fmax(st->max_diff[0], st->max_diff[1]))
      st->t_max_diff = t;
    st->max_diff[i] = fmax(st->max_diff[i], d);
  }
  st->amp[0] = fmax(st->amp[0], fmax(fabs(a[0]), fabs(a[1])));
  st->amp[1] = fmax(st->amp[1], fmax(fabs(b[0]), fabs(b[1])));
  st->drift[0] = fmax(st->drift[0], fabs(dp_energy(p, a) - E0) / Es);
  st->drift[1] = fmax(st->drift[1], fabs(dp_energy(p, b) - E0) / Es);
}
#line 261 "chapters/06-paper.nw"
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
  run_options ro = { T, h, every, 1e-9, M_RK4, -1 };
  if (check_run_options(&ro)) return 2;
  #line 328 "chapters/06-paper.nw"
  long nout = (long)ceil(T / every - 1e-9);
  long nsub = (long)ceil(every / h - 1e-9);
  double hh = every / nsub, E0 = dp_energy(&cs.p, cs.s), Es = dp_energy_scale(&cs.p);
  double a[DP_NSTATE], b[DP_NSTATE];
  memcpy(a, cs.s, sizeof a);
  memcpy(b, cs.s, sizeof b);
  compare_stats st = { { 0, 0 }, 0, { 0, 0 }, { 0, 0 } };
  compare_track(&st, &cs.p, 0, E0, a, b);
  if (!summary)
    puts("# t th1_a th2_a th1_b th2_b d_th1 d_th2 drift_a drift_b");
  double blowup_t = -1;
  for (long k = 0; k <= nout && blowup_t < 0; k++) {
    for (long j = 0; k > 0 && j < nsub; j++) {
      dp_rk4_step(&cs.p, cs.model, a, hh);
      dp_rk4_step(&cs.p, against, b, hh);
      if (dp_state_check(a, NULL) != DP_OK || dp_state_check(b, NULL) != DP_OK) {
        blowup_t = (k - 1) * every + (j + 1) * hh;
        if (!summary)
          return usage_error("the state left the finite range at t = %g", blowup_t);
        break;
      }
      compare_track(&st, &cs.p, (k - 1) * every + (j + 1) * hh, E0, a, b);
    }
    if (!summary && blowup_t < 0)
      printf("%.6f\t%.12g\t%.12g\t%.12g\t%.12g\t%.6e\t%.6e\t%.6e\t%.6e\n",
             k * every, a[0], a[1], b[0], b[1], b[0] - a[0], b[1] - a[1],
             (dp_energy(&cs.p, a) - E0) / Es, (dp_energy(&cs.p, b) - E0) / Es);
  }
  if (summary) {
    double A = fmax(fabs(cs.s[DP_TH1]), fabs(cs.s[DP_TH2]));
    printf("# dp compare: %s (a) against %s (b)\n", dp_model_name(cs.model),
           dp_model_name(against));
    printf("model_a\t%s\nmodel_b\t%s\n", dp_model_name(cs.model), dp_model_name(against));
    printf("t\t%g\n", T);
    printf("start_deg\t%.6f\n", A * 180 / M_PI);
    printf("sin_deficit\t%.6f\n", A > 0 ? 1 - sin(A) / A : 0.0);
    printf("max_diff\t%.6e\n", fmax(st.max_diff[0], st.max_diff[1]));
    printf("max_diff_th1\t%.6e\nmax_diff_th2\t%.6e\n", st.max_diff[0], st.max_diff[1]);
    printf("t_max_diff\t%.4f\n", st.t_max_diff);
    printf("amp_a\t%.6e\namp_b\t%.6e\n", st.amp[0], st.amp[1]);
    printf("max_drift_a\t%.6e\nmax_drift_b\t%.6e\n", st.drift[0], st.drift[1]);
    if (blowup_t >= 0)
      printf("blowup_t\t%.4f\n", blowup_t);
  }
  return finish_output();
#line 298 "chapters/06-paper.nw"
}
