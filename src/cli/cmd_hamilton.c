#line 19 "program/43-hamilton.nw"
#include "cli.h"
#line 31 "program/43-hamilton.nw"
#include "dp_blog.h"
#include "dp_hamilton.h"
#line 65 "program/43-hamilton.nw"
static int parse_choice(const char *opt, const char *arg, const char *const words[2], int *v)
{
  for (int i = 0; i < 2; i++)
    if (!strcmp(arg, words[i])) return *v = i, 0;
  return usage_error("--%s '%s': choose %s or %s", opt, arg, words[0], words[1]);
}
#line 126 "program/43-hamilton.nw"
static long next_row(int mode, long k, long steps, long every)
{
  if (mode == 0) return k + every - k % every <= steps ? k + every - k % every : steps;
  if (mode == 1) return k + 1 < 10 || k + 1 > steps - 10 ? k + 1 : steps - 9;
  return steps;
}

static int blog_row_printed(int mode, long k, long steps, long every)
{
  if (mode == 0) return k % every == 0;
  if (mode == 1) return k < 10 || k > steps - 10;
  return 0;
}
#line 73 "program/43-hamilton.nw"
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
  static const char *const forms[2] = { "hamilton", "lagrange" };
  static const char *const precisions[2] = { "single", "double" };
  static const char *const lw1s[2] = { "blog", "fixed" };
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  int form = DP_BLOG_HAMILTON, prec = 0, fixed = 0, mode = 0, c;
  double tau = 3;
  long steps = 1000, every = 1;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_FORM: if (parse_choice("form", optarg, forms, &form)) return 2; break;
    case O_PREC: if (parse_choice("precision", optarg, precisions, &prec)) return 2; break;
    case O_LW1: if (parse_choice("lw1", optarg, lw1s, &fixed)) return 2; break;
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
  dp_blog_run_spec spec = { "run", (dp_blog_form)form, prec == 0, fixed, 1, 0 };
  #line 141 "program/43-hamilton.nw"
  dp_blog_sim m;
  dp_error err;
  double xy[4];
  if (dp_blog_start(&m, &cs.p, cs.s, &spec, tau, &err) != DP_OK)
    return usage_error("%s", err.msg);
  double th1_start = m.z[0];
  if (mode == 0) {
    puts("# step t th1 th2 x2 y2 H drift");
    dp_blog_bobs(&m, xy);
    out_printf("0\t0\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", m.z[0], m.z[1], xy[2], xy[3],
           dp_blog_printed_h(&m), 0.0);
  }
  if (mode == 1)
    puts("# step th1 th2 H");
  while (m.k < steps) {
    if (dp_blog_advance(&m, next_row(mode, m.k, steps, every) - m.k, &err) != DP_OK)
      return usage_error("the state became non-finite at step %ld; reduce --tau", m.k);
    if (!blog_row_printed(mode, m.k, steps, every))
      continue;
    if (mode == 0) {
      dp_blog_bobs(&m, xy);
      out_printf("%ld\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.9g\t%.3e\n", m.k, m.k * tau, m.z[0], m.z[1],
             xy[2], xy[3], dp_blog_printed_h(&m), dp_blog_drift(&m));
    } else
      out_printf("%ld\t%.6f\t%.6f\t%.6f\n", m.k, m.z[0], m.z[1], dp_blog_printed_h(&m));
  }
  if (mode == 2) {
    #line 175 "program/43-hamilton.nw"
    dp_blog_scales u = dp_blog_units(&cs.p, tau, steps);
    dp_blog_bobs(&m, xy);
    if (print_kv("steps", "%.0f", (double)steps) || print_kv("tau", "%g", tau)
        || print_kv("th1_start", "%.9g", th1_start)
        || print_kv("tau_natural", "%.6g", u.tau_natural)
        || print_kv("steps_per_period", "%.6g", u.steps_per_period)
        || print_kv("time_unit_s", "%.6g", u.unit_seconds)
        || print_kv("run_s", "%.6g", u.run_seconds)
        || print_kv("th1_end", "%.9g", m.z[0]) || print_kv("th2_end", "%.9g", m.z[1])
        || print_kv("x2_end", "%.9g", xy[2]) || print_kv("y2_end", "%.9g", xy[3])
        || print_kv("E0", "%.9g", m.E0) || print_kv("E_end", "%.9g", dp_blog_energy(&m))
        || print_kv("drift_max", "%.6e", m.drift_max))
      return 2;
  #line 169 "program/43-hamilton.nw"
  }
  return finish_output();
#line 118 "program/43-hamilton.nw"
}
#line 214 "program/43-hamilton.nw"
int cmd_blog_causes(int argc, char **argv)
{
  static const struct option opts[] = {
    CASE_OPTIONS, { "dump", required_argument, NULL, 'd' }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  const double tau = 3;
  out_table dump;
  out_init(&dump);
  dp_case cs;
  case_init(&cs);
  cs.preset = "blog";
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case 'd': dump.path = optarg; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs) || (dump.path && out_prepare(&dump))) return 2;
  static dp_blog_causes_result r;
  dp_error err;
  if (dp_blog_causes(&cs.p, cs.s, tau, &r, &err) != DP_OK)
    return out_abort(&dump), usage_error("%s", err.msg);
  #line 249 "program/43-hamilton.nw"
  char key[64];
  for (int i = 0; i < DP_BLOG_NRUNS; i++) {
    snprintf(key, sizeof key, "drift_%s", dp_blog_runs[i].name);
    if (print_kv(key, "%.6e", r.drift[i])) return out_abort(&dump), 2;
  }
  for (int i = 0; i < DP_BLOG_NPAIRS; i++) {
    snprintf(key, sizeof key, "div_%s", dp_blog_pairs[i].name);
    if (print_kv(key, "%g", r.t_apart[i])) return out_abort(&dump), 2;
  }
  for (int i = 0; i < DP_BLOG_NPAIRS; i++) {
    snprintf(key, sizeof key, "divk_%s", dp_blog_pairs[i].name);
    if (print_kv(key, "%.0f", (double)r.k_apart[i])) return out_abort(&dump), 2;
  }
  if (print_kv("figures_vs_form", "%.6f", r.figures_vs_form)) return out_abort(&dump), 2;
  #line 242 "program/43-hamilton.nw"
  if (dump.path) {
    #line 267 "program/43-hamilton.nw"
    char head[1024] = "t", cell[DP_BLOG_NPAIRS + 1][32];
    const char *cells[DP_BLOG_NPAIRS + 1];
    for (int i = 0; i < DP_BLOG_NPAIRS; i++) {
      strcat(head, " ");
      strcat(head, dp_blog_pairs[i].name);
    }
    if (out_open(&dump, head)) return out_abort(&dump), 2;
    for (int k = 0; k <= DP_BLOG_NSAMPLE; k++) {
      snprintf(cell[0], sizeof cell[0], "%g", k * tau);
      for (int i = 0; i < DP_BLOG_NPAIRS; i++)
        snprintf(cell[i + 1], sizeof cell[0], "%.4e", r.dist[i][k]);
      for (int i = 0; i <= DP_BLOG_NPAIRS; i++) cells[i] = cell[i];
      out_text_row(&dump, cells);
    }
    if (out_close(&dump)) return 2;
  #line 244 "program/43-hamilton.nw"
  }
  return finish_output();
}
#line 302 "program/43-hamilton.nw"
int cmd_blog_check(int argc, char **argv)
{
  static const struct option opts[] = { SAMPLE_OPTIONS, HELP_OPTION, { 0, 0, 0, 0 } };
  static const char *const name[DP_BLOG_NEQ] = { "lw1", "lw1_fixed", "lw2", "ha1", "ha2",
                                                 "hp1", "hp2", "hamiltonian" };
  long n = 10000, seed = 5;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_blog_check_result r;
  dp_error err;
  if (dp_blog_check(n, (unsigned long)seed, &r, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("# dp blog-check: the blog's equations vs the book's, units of rounding\n");
  out_printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  char key[64];
  for (int i = 0; i < DP_BLOG_NEQ; i++) {
    snprintf(key, sizeof key, "%s_worst", name[i]);
    if (print_kv(key, "%.4g", r.worst[i])) return 2;
    snprintf(key, sizeof key, "%s_beyond_percent", name[i]);
    if (print_kv(key, "%.2f", r.beyond_percent[i])) return 2;
  }
  if (print_kv("lw1_start_blog", "%.6f", r.lw1_start[0])
      || print_kv("lw1_start_fixed", "%.6f", r.lw1_start[1]))
    return 2;
  return finish_output();
}
#line 353 "program/43-hamilton.nw"
int cmd_check_hamilton(int argc, char **argv)
{
  static const struct option opts[] = { SAMPLE_OPTIONS, HELP_OPTION, { 0, 0, 0, 0 } };
  long n = 10000, seed = 11;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'n': case 's': if (sample_option(c, optarg, &n, &seed) == 2) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_hamilton_errors w;
  dp_error err;
  if (dp_hamilton_check(n, (unsigned long)seed, &w, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("# dp check-hamilton: worst differences in units of rounding\n");
  out_printf("n\t%ld\nseed\t%ld\nbound\t%g\n", n, seed, DP_HAMILTON_BOUND);
  if (print_kv("gradient_worst", "%.4f", w.gradient)
      || print_kv("velocity_worst", "%.4f", w.velocity)
      || print_kv("force_worst", "%.4f", w.force) || print_kv("energy_worst", "%.4f", w.energy))
    return 2;
  return finish_output();
}
