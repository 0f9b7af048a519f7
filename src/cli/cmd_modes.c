#line 48 "program/45-modes.nw"
#include "cli.h"
#line 56 "program/45-modes.nw"
#include "dp_modes.h"
#line 59 "program/45-modes.nw"
int cmd_modes(int argc, char **argv)
{
  enum { O_SUMMARY = 1, O_MEASURE, O_T, O_H };
  static const struct option opts[] = {
    CASE_OPTIONS,
    { "summary", no_argument, NULL, O_SUMMARY }, { "measure", no_argument, NULL, O_MEASURE },
    { "t", required_argument, NULL, O_T }, { "h", required_argument, NULL, O_H },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double T = 20, h = 0.001;
  int summary = 0, measure = 0, c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_SUMMARY: summary = 1; break;
    case O_MEASURE: measure = 1; break;
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  cs.still = !measure;
  if (case_finish(&cs)) return 2;
  if (measure && !(T > 0 && h > 0 && h <= T && T / h <= 1e8))
    return usage_error("--t %g with --h %g: need a positive step no longer than the run,"
                       " and at most 1e8 steps", T, h);
  if (measure)
    warn_case_step(&cs, h);
  #line 99 "program/45-modes.nw"
  dp_modes m, g, t;
  dp_frequency fr;
  dp_error err;
  if (dp_modes_closed(&cs.p, cs.model, &m, &err) != DP_OK
      || dp_modes_gsl(&cs.p, cs.model, &g, &err) != DP_OK
      || dp_modes_closed(&cs.p, DP_MODEL_CORRECT, &t, &err) != DP_OK
      || (measure && dp_measure_frequency(&cs.p, cs.model, cs.s, T, h, &fr, &err) != DP_OK))
    return usage_error("%s%s", err.msg, measure ? case_note() : "");
  if (!summary && !measure) {
    puts("# mode omega period shape");
    for (int j = 0; j < 2; j++)
      out_printf("%d\t%.12g\t%.12g\t%.12g\n", j + 1, m.omega[j], 2 * M_PI / m.omega[j],
             m.shape[j]);
    return finish_output();
  }
  out_printf("# dp modes: model %s\n", dp_model_name(cs.model));
  if (summary)
    #line 126 "program/45-modes.nw"
    {
      out_printf("omega_slow\t%.12g\nomega_fast\t%.12g\n", m.omega[0], m.omega[1]);
      out_printf("period_slow\t%.12g\nperiod_fast\t%.12g\n", 2 * M_PI / m.omega[0],
             2 * M_PI / m.omega[1]);
      out_printf("shape_slow\t%.12g\nshape_fast\t%.12g\n", m.shape[0], m.shape[1]);
      out_printf("gsl_rel_diff\t%.3e\n", dp_modes_rel_diff(&m, &g));
      out_printf("omega_slow_true\t%.12g\nomega_fast_true\t%.12g\n", t.omega[0], t.omega[1]);
      out_printf("slow_error\t%.6f\nfast_error\t%.6f\n", m.omega[0] / t.omega[0] - 1,
             m.omega[1] / t.omega[1] - 1);
    }
  #line 117 "program/45-modes.nw"
  if (measure)
    #line 141 "program/45-modes.nw"
    {
      int j = dp_modes_nearest(&m, fr.omega);
      out_printf("omega_measured\t%.12g\nomega_predicted\t%.12g\n", fr.omega, m.omega[j]);
      out_printf("measured_mode\t%d\n", j + 1);
      out_printf("measured_rel_diff\t%.3e\n", fr.omega / m.omega[j] - 1);
      out_printf("crossings\t%d\nspread\t%.3e\n", fr.crossings, fr.spread);
      out_printf("amp_th1\t%.6f\namp_th2\t%.6f\n", fr.amp[0], fr.amp[1]);
    }
  #line 119 "program/45-modes.nw"
  return finish_output();
#line 93 "program/45-modes.nw"
}
