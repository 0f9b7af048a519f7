#line 1052 "program/41-motion.nw"
#include "cli.h"
#line 1062 "program/41-motion.nw"
#include <float.h>
#include "dp_solvecheck.h"
#line 1124 "program/41-motion.nw"
struct solve_output {
  long n;
  int exact;
  out_table *dump;
  progress pr;
};

static void solve_output_state(const dp_solve_sample *x, void *ctx)
{
  struct solve_output *o = ctx;
  if (x->k % 4096 == 0)
    progress_update(&o->pr, (double)x->k / o->n);
  if (o->exact)
    out_printf("%a\t%a\n", x->a[0], x->a[1]);
  if (o->dump) {
    double row[4] = { (double)x->k, x->d.rel, x->d.scaled, x->el };
    out_row(o->dump, row);
  }
}
#line 1095 "program/41-motion.nw"
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
  #line 1149 "program/41-motion.nw"
  struct solve_output o = { n, exact, NULL, { 0 } };
  out_table dumpf;
  out_init(&dumpf);
  if (dump) {
    dumpf.path = strcmp(dump, "-") ? dump : NULL;
    dumpf.opt = "dump";
    dumpf.fmt = "%.6e";
    dumpf.colfmt[0] = "%.0f";
    if (out_open(&dumpf, "k rel scaled el"))
      return 2;
    o.dump = &dumpf;
  }
  dp_solve_stats st;
  dp_error err;
  progress_start(&o.pr, "check-solve");
  int rc = dp_solve_sweep((unsigned long)seed, n, !unscaled, solve_output_state, &o, &st, &err);
  progress_end(&o.pr);
  if (rc != DP_OK) {
    if (o.dump) out_abort(o.dump);
    return usage_error("%s", err.msg);
  }
  if (o.dump && out_close(o.dump))
    return 2;
  if (!exact) {
    #line 1183 "program/41-motion.nw"
    out_printf("# dp check-solve: closed form vs GSL LU at random states\n");
    if (print_kv("n", "%.0f", (double)n) || print_kv("seed", "%.0f", (double)seed)
        || print_kv("unit_roundoff", "%.6e", DBL_EPSILON / 2)
        || print_kv("worst_rel", "%.6e", st.worst_rel)
        || print_kv("worst_scaled", "%.4f", st.worst_scaled)
        || print_kv("scaled_bound", "%g", DP_SOLVE_BOUND)
        || print_kv("worst_l2_over_l1", "%.3f", st.worst_case.l2 / st.worst_case.l1)
        || print_kv("worst_m2_over_m1", "%.3f", st.worst_case.m2 / st.worst_case.m1)
        || print_kv("el_worst", "%.4f", st.worst_el)
        || print_kv("det_worst_u", "%.4f", st.worst_det)
        || print_kv("el_paper_worst", "%.6e", st.worst_el_paper))
      return 2;
  #line 1174 "program/41-motion.nw"
  }
  return finish_output();
#line 1116 "program/41-motion.nw"
}
#line 1215 "program/41-motion.nw"
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
  double rest[DP_NSTATE] = { M_PI / 6, 0, 0, 0 }, worst;
  dp_error err;
  if (dp_params_check(&lim, &err) != DP_OK
      || dp_kinetic_sweep((unsigned long)seed, n, &worst, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("# dp check-energy\n");
  if (print_kv("kinetic_worst_u", "%.3f", worst) || print_kv("limit_m1", "%g", m1)
      || print_kv("limit_torque_true", "%.6f",
                  dp_lagrangian_dtheta(&lim, DP_POTENTIAL_TRUE, rest, 0))
      || print_kv("limit_torque_paper", "%.6e",
                  dp_lagrangian_dtheta(&lim, DP_POTENTIAL_PAPER, rest, 0)))
    return 2;
  return finish_output();
}
#line 1278 "program/41-motion.nw"
int cmd_check_speed(int argc, char **argv)
{
  enum { O_T = 1, O_H };
  static const struct option opts[] = {
    CASE_OPTIONS, { "t", required_argument, NULL, O_T },
    { "h", required_argument, NULL, O_H }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  case_init(&cs);
  double t = 20, h = 0.001;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &t)) return 2; break;
    case O_H: if (parse_double("h", optarg, &h)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  cs.still = t == 0;
  if (case_finish(&cs))
    return 2;
  if (cs.model != DP_MODEL_CORRECT)
    return usage_error("dp check-speed: the bounds are those of the correct model, not '%s'",
                       dp_model_name(cs.model));
  if (t > 0)
    warn_case_step(&cs, h);
  dp_speed_record r;
  dp_error err;
  if (dp_speed_trace(&cs.p, cs.s, t, h, &r, &err) != DP_OK)
    return usage_error("%s%s", err.msg, case_note());
  warn_drift(cs.model, r.drift, -1, "reduce --h");
  out_printf("# dp check-speed\n");
  if (print_kv("e_avail", "%.6e", dp_energy_available(&cs.p, cs.s))
      || print_kv("w1_bound", "%.6e", r.bound[0]) || print_kv("w2_bound", "%.6e", r.bound[1])
      || print_kv("w1_max", "%.6e", r.wmax[0]) || print_kv("w2_max", "%.6e", r.wmax[1])
      || print_kv("ratio", "%.6f", r.ratio) || print_kv("drift", "%.3e", r.drift)
      || print_kv("steps", "%.0f", (double)r.steps))
    return 2;
  return finish_output();
}
