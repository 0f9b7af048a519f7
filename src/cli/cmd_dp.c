#line 2369 "program/10-dp.nw"
#include "cli.h"
#line 2446 "program/10-dp.nw"
static void roff_literal(const char *text)
{
  int bol = 1;
  for (const char *c = text; *c; c++) {
    if (bol && (*c == '.' || *c == '\''))
      fputs("\\&", stdout);
    if (*c == '\\') fputs("\\e", stdout);
    else if (*c == '-') fputs("\\-", stdout);
    else putchar(*c);
    bol = *c == '\n';
  }
  if (!bol) putchar('\n');
}
#line 2380 "program/10-dp.nw"
int cmd_presets(int argc, char **argv)
{
  static const struct option opts[] = {
    { "format", required_argument, NULL, OO_FORMAT },
    { "output", required_argument, NULL, OO_OUTPUT }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  out_table t;
  out_init(&t);
  int c, table = 0;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = out_option(&t, c, optarg);
    if (rc == 1) { table = 1; continue; }
    return c == OPT_DONE ? 0 : 2;
  }
  if (table) {
    #line 2410 "program/10-dp.nw"
    if (out_open(&t, "name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows"))
      return 2;
    for (int i = 0; i < dp_npresets; i++) {
      const dp_preset *q = &dp_presets[i];
      char v[9][32];
      double x[9] = { q->m1, q->m2, q->l1, q->l2, q->g, q->th1_deg, q->th2_deg, q->w1, q->w2 };
      const char *cells[13] = { q->name, dp_model_name(q->model) };
      for (int j = 0; j < 9; j++) {
        snprintf(v[j], sizeof v[j], "%.10g", x[j]);
        cells[2 + j] = v[j];
      }
      cells[11] = q->source;
      cells[12] = q->shows;
      out_text_row(&t, cells);
    }
    return out_close(&t);
  #line 2396 "program/10-dp.nw"
  }
  for (int i = 0; i < dp_npresets; i++) {
    const dp_preset *q = &dp_presets[i];
    printf("%s%s  (model %s)\n", i ? "\n" : "", q->name, dp_model_name(q->model));
    printf("  m1 %g kg, m2 %g kg, l1 %g m, l2 %g m, g %g m/s^2\n",
           q->m1, q->m2, q->l1, q->l2, q->g);
    printf("  th1 %.10g deg, th2 %.10g deg, w1 %g rad/s, w2 %g rad/s\n",
           q->th1_deg, q->th2_deg, q->w1, q->w2);
    printf("  source: %s\n  shows:  %s\n", q->source, q->shows);
  }
  return finish_output();
}
#line 2468 "program/10-dp.nw"
int cmd_manpage(int argc, char **argv)
{
  static const struct option opts[] = { HELP_OPTION, { 0, 0, 0, 0 } };
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END)
    return c == OPT_DONE ? 0 : 2;
  fputs(".TH DP 1 \"\" \"Pendulum on a Pendulum\" \"User Commands\"\n"
        ".SH NAME\ndp \\- simulate and study the double pendulum\n"
        ".SH SYNOPSIS\n.B dp\n.I SUBCOMMAND\n[\\fIoptions\\fR]\n.br\n"
        ".B dp help\n[\\fISUBCOMMAND\\fR]\n"
        ".SH DESCRIPTION\n"
        ".B dp\nis the program of the book \\fIPendulum on a Pendulum\\fR: every figure,\n"
        "table and number of the book comes from one of its subcommands.\n"
        "Options are long options (\\fB\\-\\-m1 2\\fR or \\fB\\-\\-m1=2\\fR);\n"
        "every subcommand answers \\fB\\-\\-help\\fR.\n"
        "Tables are tab-separated with a header line starting with #;\n"
        "summaries are key, tab, value lines.  SI units throughout; angles on\n"
        "the command line are degrees, angles in output radians\n"
        "(\\fB\\-\\-degrees\\fR where offered).\n"
        ".SS Expressions\n"
        "Every case option (\\fB\\-\\-m1 \\-\\-m2 \\-\\-l1 \\-\\-l2 \\-\\-g \\-\\-th1 \\-\\-th2"
        " \\-\\-w1 \\-\\-w2\\fR)\n"
        "accepts an expression: numbers, + \\- * / ^ (right-grouping, binding\n"
        "tighter than unary minus), parentheses, \\fBpi\\fR, \\fBe\\fR and the functions\n"
        "\\fBsqrt sin cos tan exp log\\fR (radians).  \\fB\\-\\-th1 '180/pi'\\fR is one\n"
        "radian.  A syntax error names its column; a division by zero or a\n"
        "result that is not a finite number is an error.\n"
        ".SS Presets\n"
        "\\fB\\-\\-preset\\fR \\fINAME\\fR selects a named case (\\fBdp presets\\fR lists them);\n"
        "other case options override it, in any order.\n"
        ".SH SUBCOMMANDS\n", stdout);
  for (int i = 0; i < command_count; i++) {
    printf(".SS %s\n", command_list[i].name);
    roff_literal(command_list[i].summary);
    fputs(".PP\n.nf\n", stdout);
    roff_literal(command_list[i].help);
    fputs(".fi\n", stdout);
  }
  fputs(".SH EXIT STATUS\n0 on success; 2 on any usage or input error, with one line\n"
        ".B dp: error: ...\non standard error.  No partial output file is left behind.\n"
        "A run that diverges is an error that names its case: no number that is\n"
        "not finite is ever printed.\n"
        ".SH WARNINGS\nA run that succeeds but should not be trusted says so on standard\n"
        "error in lines\n.B dp: warning: ...\nand exits 0: when the energy drift\n"
        "|E \\- E0|/E_scale of a run of the correct model exceeds 1e\\-3 (see\n"
        ".BR DP_DRIFT_WARN ;\n\\fBdp simulate \\-\\-drift\\-warn\\fR sets it for one run), and\n"
        "when a fixed step times the fastest rate of the motion (the largest of\n"
        "|w1|, |w2|, sqrt|alpha1|, sqrt|alpha2| and sqrt((m1+m2) g (1/l1+1/l2)/m1))\n"
        "exceeds 1: such a step cannot resolve the motion.\n"
        ".SH LIMITS\nMasses, lengths and g between 1e\\-6 and 1e6; starting angles within 100\n"
        "turns (36000 degrees) of zero; starting angular velocities within 1e6 rad/s,\n"
        "and a start whose energy would let either rod turn faster than that is\n"
        "refused, with what to lower.  Adaptive runs (dopri5) give up after 1e7\n"
        "steps (\\fBdp simulate \\-\\-max\\-steps\\fR), GSL's reference after 1e7 steps\n"
        "between two outputs; fixed-step runs refuse step counts beyond the limit\n"
        "their subcommand states.\n"
        ".SH ENVIRONMENT\n.TP\n.B DP_PROGRESS\n"
        "Progress of jobs longer than two seconds is shown on standard error when\n"
        "it is a terminal; \\fBnever\\fR silences it, \\fBalways\\fR shows it at once.\n"
        ".TP\n.B DP_DRIFT_WARN\n"
        "The drift beyond which a run warns (default 1e\\-3), or \\fBoff\\fR.\n"
        ".SH EXAMPLES\n.nf\n"
        "dp presets\n"
        "dp animate \\-\\-preset blog90 \\-\\-t 10 \\-o blog90.gif\n"
        "dp animate \\-\\-th1 '180/pi' \\-\\-th2 0 \\-\\-t 2 \\-\\-format csv \\-o run.csv\n"
        ".fi\n.SH SEE ALSO\n\\fIPendulum on a Pendulum\\fR (book.pdf), and its second volume,\n"
        "\\fIdp: the program\\fR (program.pdf), chapter \\(lqThe dp program\\(rq.\n",
        stdout);
  return finish_output();
}
