#line 233 "program/40-simple.nw"
#include "cli.h"
#include "dp_simple.h"
#line 244 "program/40-simple.nw"
static const char *const simple_methods[] = { "euler", "cromer", "rk4" };

static int simple_method_from_name(const char *name, dp_simple_method *m)
{
  for (int i = 0; i < 3; i++)
    if (!strcmp(name, simple_methods[i])) {
      *m = (dp_simple_method)i;
      return 0;
    }
  return usage_error("--method '%s': choose euler, cromer or rk4", name);
}
#line 261 "program/40-simple.nw"
typedef struct {
  dp_simple_params p;
  dp_simple_method method;
  dp_simple_state s;
  double h, t;
  long every, n;
  int summary, order, agm, table_options;
} simple_run;
#line 329 "program/40-simple.nw"
static int simple_check(simple_run *r)
{
  const char *name[2] = { "l", "g" };
  const char *unit[2] = { "m", "m/s^2" };
  double v[2] = { r->p.l, r->p.g };
  for (int i = 0; i < 2; i++)
    if (!(v[i] >= DP_PARAM_MIN && v[i] <= DP_PARAM_MAX))
      return usage_error("--%s must be a number between %g and %g %s, not %g",
                         name[i], DP_PARAM_MIN, DP_PARAM_MAX, unit[i], v[i]);
  if (!(fabs(r->s.theta) <= DP_THETA_MAX))
    return usage_error("--th0 %g degrees is beyond %g degrees (a hundred turns)",
                       r->s.theta * 180 / M_PI, DP_THETA_MAX * 180 / M_PI);
  if (!(fabs(r->s.omega) <= DP_OMEGA_MAX))
    return usage_error("--w0 %g rad/s is beyond %g rad/s", r->s.omega, DP_OMEGA_MAX);
  if (!(r->h > 0 && r->t > 0 && r->h <= r->t && r->t / r->h <= 1e8))
    return usage_error("--t %g with --h %g: need a positive step no longer than the run,"
                       " and at most 1e8 steps", r->t, r->h);
  if (r->order && !r->summary)
    return usage_error("--order goes with --summary");
  if ((r->summary || r->agm) && r->table_options)
    return usage_error("--format, --output and --degrees apply to the table of the run,"
                       " not to --summary or --agm");
  if (r->summary && r->agm)
    return usage_error("choose one of --summary and --agm");
  r->n = lround(r->t / r->h);
  double e = dp_simple_energy(&r->p, r->s);
  double rate = fmax(sqrt(r->p.g / r->p.l), sqrt(2 * e) / r->p.l);
  if (!r->agm)
    warn_step(r->h, rate);
  return 0;
}
#line 372 "program/40-simple.nw"
static int simple_table(const simple_run *r, out_table *tab)
{
  if (out_open(tab, "t theta@ omega E"))
    return 2;
  dp_simple_state s = r->s;
  long i = 0;
  while (1) {
    double row[4] = { (double)i * r->h, s.theta, s.omega, dp_simple_energy(&r->p, s) };
    out_row(tab, row);
    if (i == r->n || tab->bad_col >= 0)
      break;
    long k = r->every < r->n - i ? r->every : r->n - i;
    s = dp_simple_advance(&r->p, r->method, s, r->h, k);
    i += k;
  }
  return out_close(tab);
}
#line 401 "program/40-simple.nw"
static int simple_summary(const simple_run *r)
{
  const dp_simple_params *p = &r->p;
  dp_simple_run_stats run = dp_simple_run(p, r->method, r->s, r->h, r->n);
  dp_simple_run_stats half = run;
  if (r->order)
    half = dp_simple_run(p, r->method, r->s, r->h / 2, 2 * r->n);
  if (!isfinite(run.e_end) || !isfinite(run.de_max) || !isfinite(half.de_max)
      || !isfinite(run.end.theta) || !isfinite(run.end.omega))
    return usage_error("the run diverged (method %s, h %g s, t %g s): its energy is no"
                       " longer a finite number; take a smaller --h",
                       simple_methods[r->method], r->h, r->t);
  double omega0 = sqrt(p->g / p->l), T0 = dp_simple_period_small(p);
  double kp2 = dp_simple_kprime2(p, r->s), T = dp_simple_period(p, r->s);
  double a = dp_simple_amplitude(p, r->s), lin = dp_simple_linear_factor(p, r->method, r->h, r->n);
  double Tm = dp_simple_run_period(&run);
  out_printf("# dp simple: method %s, l %g m, g %g m/s^2, th0 %g deg, w0 %g rad/s,"
             " h %g s, t %g s\n", simple_methods[r->method], p->l, p->g,
             r->s.theta * 180 / M_PI, r->s.omega, r->h, r->t);
  out_printf("method\t%s\n", simple_methods[r->method]);
  if (print_kv("l", "%.10g", p->l) || print_kv("g", "%.10g", p->g)
      || print_kv("omega0", "%.12g", omega0) || print_kv("h_omega0", "%.6g", r->h * omega0)
      || print_kv("steps", "%.0f", (double)r->n) || print_kv("period_small", "%.12g", T0))
    return 2;
  out_printf("motion\t%s\n", T > 0 ? "libration" : "rotation");
  if (T > 0) {
    #line 454 "program/40-simple.nw"
    double T2 = dp_simple_period_series(p, a, 2), T4 = dp_simple_period_series(p, a, 3);
    if (print_kv("k", "%.12g", sin(a / 2)) || print_kv("kprime", "%.12g", sqrt(kp2))
        || print_kv("amplitude_deg", "%.10g", a * 180 / M_PI)
        || print_kv("period_exact", "%.12g", T) || print_kv("period_ratio", "%.12g", T / T0)
        || print_kv("period_excess", "%.6e", T / T0 - 1)
        || print_kv("period_excess_pct", "%.6g", 100 * (T / T0 - 1))
        || print_kv("period_series2", "%.12g", T2) || print_kv("period_series4", "%.12g", T4)
        || print_kv("series2_error", "%.6e", T2 / T - 1)
        || print_kv("series4_error", "%.6e", T4 / T - 1))
      return 2;
  #line 428 "program/40-simple.nw"
  }
  if (print_kv("omega_separatrix", "%.12g", 2 * omega0)
      || print_kv("e0", "%.12g", run.e0) || print_kv("e_end", "%.12g", run.e_end)
      || print_kv("de_max", "%.6e", run.de_max))
    return 2;
  if (run.e0 > 0
      && (print_kv("e_ratio", "%.12g", run.e_end / run.e0)
          || print_kv("de_max_rel", "%.6e", run.de_max / run.e0)
          || print_kv("de_end_rel", "%.6e", (run.e_end - run.e0) / run.e0)))
    return 2;
  if (isfinite(lin)
      && (print_kv("linear_factor", "%.12g", lin) || print_kv("linear_change", "%.6e", lin - 1)))
    return 2;
  if (print_kv("crossings", "%.0f", (double)run.crossings))
    return 2;
  if (Tm > 0 && print_kv("period_measured", "%.12g", Tm))
    return 2;
  if (Tm > 0 && T > 0 && print_kv("period_error", "%.3e", Tm / T - 1))
    return 2;
  if (r->order && run.de_max > 0 && half.de_max > 0
      && print_kv("energy_order", "%.4f", log2(run.de_max / half.de_max)))
    return 2;
  return finish_output();
}
#line 471 "program/40-simple.nw"
static int simple_agm_table(const simple_run *r, out_table *tab)
{
  double kp2 = dp_simple_kprime2(&r->p, r->s);
  if (!(kp2 > 0))
    return usage_error("--agm: the start has the energy to go over the top, so it does"
                       " not swing and has no period to compute");
  dp_simple_agm_trace tr;
  dp_simple_agm(1, sqrt(kp2), &tr);
  tab->fmt = "%.10f";
  tab->colfmt[0] = "%.0f";
  if (out_open(tab, "n a b"))
    return 2;
  for (int i = 0; i < tr.n; i++) {
    double row[3] = { (double)i, tr.a[i], tr.b[i] };
    out_row(tab, row);
  }
  return out_close(tab);
}
#line 271 "program/40-simple.nw"
int cmd_simple(int argc, char **argv)
{
  enum { O_METHOD = 1, O_TH0, O_W0, O_L, O_G, O_H, O_T, O_EVERY, O_SUMMARY, O_ORDER, O_AGM };
  static const struct option opts[] = {
    { "method", required_argument, NULL, O_METHOD }, { "th0", required_argument, NULL, O_TH0 },
    { "w0", required_argument, NULL, O_W0 }, { "l", required_argument, NULL, O_L },
    { "g", required_argument, NULL, O_G }, { "h", required_argument, NULL, O_H },
    { "t", required_argument, NULL, O_T }, { "every", required_argument, NULL, O_EVERY },
    { "summary", no_argument, NULL, O_SUMMARY }, { "order", no_argument, NULL, O_ORDER },
    { "agm", no_argument, NULL, O_AGM }, OUTPUT_OPTIONS, HELP_OPTION, { 0, 0, 0, 0 }
  };
  simple_run r = { { 1.0, 9.81 }, DP_SIMPLE_RK4, { 30 * M_PI / 180, 0 },
                   0.01, 10, 1, 0, 0, 0, 0, 0 };
  out_table tab;
  out_init(&tab);
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&tab, c, optarg);
    if (rc == 1) { r.table_options = 1; continue; }
    if (rc == 2) return 2;
    switch (c) {
    case O_METHOD: if (simple_method_from_name(optarg, &r.method)) return 2; break;
    case O_TH0: if (parse_angle("th0", optarg, &r.s.theta)) return 2; break;
    case O_W0: if (parse_expr("w0", optarg, &r.s.omega)) return 2; break;
    case O_L: if (parse_expr("l", optarg, &r.p.l)) return 2; break;
    case O_G: if (parse_expr("g", optarg, &r.p.g)) return 2; break;
    case O_H: if (parse_double("h", optarg, &r.h)) return 2; break;
    case O_T: if (parse_double("t", optarg, &r.t)) return 2; break;
    case O_EVERY: if (parse_long("every", optarg, 1, 100000000, &r.every)) return 2; break;
    case O_SUMMARY: r.summary = 1; break;
    case O_ORDER: r.order = 1; break;
    case O_AGM: r.agm = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (simple_check(&r))
    return 2;
  if (r.agm)
    return simple_agm_table(&r, &tab);
  if (r.summary)
    return simple_summary(&r);
  return simple_table(&r, &tab);
}
