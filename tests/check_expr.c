#line 436 "program/20-expr.nw"
#include <check.h>
#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_rng.h>
#include "dp_expr.h"

#define GOOD(X) \
  X("1+2*3", 1 + 2 * 3)            X("(1+2)*3", (1 + 2) * 3) \
  X("8/2/2", 8.0 / 2 / 2)          X("1-2-3", 1 - 2 - 3) \
  X("2^3^2", pow(2, pow(3, 2)))    X("-2^2", -pow(2, 2)) \
  X("2^-1", pow(2, -1))            X("(-2)^2", pow(-2, 2)) \
  X("--1", 1)                      X("+-+1", -1) \
  X("180/pi", 180 / M_PI)          X("90 + 45/2", 90 + 45.0 / 2) \
  X(" 1.5e3 ", 1.5e3)              X(".5", .5) \
  X("5.", 5.0)                     X("6.02E+23", 6.02e23) \
  X("1e-400", 0)                   X("e", M_E) \
  X("sqrt(2)", sqrt(2))            X("log(e)", log(M_E)) \
  X("sin(pi/6)*2", sin(M_PI / 6) * 2) \
  X("cos(0)+tan(0)+exp(0)", cos(0) + tan(0) + exp(0)) \
  X("2*pi*sqrt(1/9.81)", 2 * M_PI * sqrt(1 / 9.81)) \
  X("0.1+0.2", 0.1 + 0.2)          X("\t3 *\t4", 12)
#define GOOD_COUNT(text, value) +1
enum { NGOOD = 0 GOOD(GOOD_COUNT) };

START_TEST(agrees_with_the_compiler)
{
#define GOOD_ENTRY(text, value) { text, value },
  const struct { const char *text; double value; } good[] = { GOOD(GOOD_ENTRY) };
  double v = NAN;
  int col = -1;
  dp_error err = { "" };
  int rc = dp_expr_eval(good[_i].text, &v, &col, &err);
  ck_assert_msg(rc == DP_OK, "'%s': %s", good[_i].text, err.msg);
  ck_assert_int_eq(col, 0);
  ck_assert_msg(v == good[_i].value, "'%s' = %.17g, C says %.17g", good[_i].text, v,
                good[_i].value);
}
END_TEST
#line 490 "program/20-expr.nw"
static const struct { const char *text; int column; const char *msg; } bad[] = {
  { "180/", 5, "expected a number" },  { "", 1, "expected a number" },
  { "  ", 3, "expected a number" },    { "1/0", 2, "division by zero" },
  { "0/0", 2, "division by zero" },    { "0^-1", 2, "division by zero" },
  { "(1+2", 5, "expected ')'" },       { "1 2", 3, "unexpected '2'" },
  { "1)", 2, "unexpected ')'" },       { "foo+1", 1, "unknown name 'foo'" },
  { "nan", 1, "unknown name" },        { "inf", 1, "unknown name" },
  { "0x10", 2, "hexadecimal" },       { "2e", 2, "unexpected 'e'" },
  { "sin 1", 5, "expected '('" },      { "sqrt(2", 7, "expected ')'" },
  { "sqrt(-1)", 1, "not a real number" }, { "log(0)", 1, "infinite" },
  { "10^400", 3, "infinite" },         { "1e400", 1, "too large" },
  { "(-8)^(1/3)", 5, "not a real number" }, { "exp(1000)", 1, "infinite" },
  { "1e308*10", 6, "infinite" },       { ".", 1, "expected a digit" },
  { "1\x01", 2, "byte 0x01" },        { "3 * (", 6, "expected a number" },
};

START_TEST(reports_the_column)
{
  double v = 42;
  int col = -1;
  dp_error err = { "" };
  int rc = dp_expr_eval(bad[_i].text, &v, &col, &err);
  ck_assert_msg(rc != DP_OK, "'%s' was accepted as %g", bad[_i].text, v);
  ck_assert_msg(v == 42, "'%s': the value was changed on error", bad[_i].text);
  ck_assert_msg(col == bad[_i].column, "'%s': column %d, expected %d (%s)", bad[_i].text,
                col, bad[_i].column, err.msg);
  ck_assert_msg(strstr(err.msg, bad[_i].msg), "'%s': message '%s' lacks '%s'",
                bad[_i].text, err.msg, bad[_i].msg);
  char tail[40];
  snprintf(tail, sizeof tail, "at column %d", col);
  ck_assert_msg(strstr(err.msg, tail), "'%s': message '%s' lacks '%s'", bad[_i].text,
                err.msg, tail);
}
END_TEST
#line 530 "program/20-expr.nw"
static char *nest(int depth)
{
  char *s = malloc(2 * (size_t)depth + 2);
  for (int i = 0; i < depth; i++) s[i] = '(';
  s[depth] = '1';
  for (int i = 0; i < depth; i++) s[depth + 1 + i] = ')';
  s[2 * depth + 1] = '\0';
  return s;
}

START_TEST(limits)
{
  double v = 0;
  int col;
  char *ok = nest(DP_EXPR_MAX_DEPTH - 1), *deep = nest(DP_EXPR_MAX_DEPTH);
  ck_assert_int_eq(dp_expr_eval(ok, &v, &col, NULL), DP_OK);
  ck_assert(v == 1);
  ck_assert_int_eq(dp_expr_eval(deep, &v, &col, NULL), DP_EINVAL);
  ck_assert_int_eq(col, DP_EXPR_MAX_DEPTH + 1);
  free(ok);
  free(deep);
  char *minus = malloc(100000);
  memset(minus, '-', 99999);
  minus[99999] = '\0';
  ck_assert_int_eq(dp_expr_eval(minus, &v, &col, NULL), DP_EINVAL);
  ck_assert_int_eq(col, DP_EXPR_MAX_LEN + 1);
  free(minus);
  ck_assert_int_eq(dp_expr_eval(NULL, &v, NULL, NULL), DP_EINVAL);
}
END_TEST
#line 579 "program/20-expr.nw"
enum { P_SUM = 1, P_PRODUCT, P_UNARY, P_POWER, P_PRIMARY };

typedef struct { char s[4096]; double v; int prec; } gen;

static int generate(gsl_rng *r, int depth, gen *out)
{
  unsigned k = depth <= 0 ? 0 : (unsigned)gsl_rng_uniform_int(r, 10);
  gen a, b;
  if (k <= 2) {
    double x = (double)gsl_rng_uniform_int(r, 40) / (k == 2 ? 4 : 1);
    snprintf(out->s, sizeof out->s, "%g", x);
    out->v = x, out->prec = P_PRIMARY;
  } else if (k == 3) {
    static const char *fn[] = { "sin", "cos", "exp", "sqrt" };
    static double (*f[])(double) = { sin, cos, exp, sqrt };
    unsigned j = (unsigned)gsl_rng_uniform_int(r, 4);
    if (!generate(r, depth - 1, &a)) return 0;
    if (snprintf(out->s, sizeof out->s, "%s(%s)", fn[j], a.s) >= (int)sizeof out->s)
      return 0;
    out->v = f[j](a.v), out->prec = P_PRIMARY;
  } else if (k == 4) {
    if (!generate(r, depth - 1, &a)) return 0;
    if (snprintf(out->s, sizeof out->s, a.prec < P_UNARY ? "-(%s)" : "-%s", a.s)
        >= (int)sizeof out->s)
      return 0;
    out->v = -a.v, out->prec = P_UNARY;
  } else {
    #line 614 "program/20-expr.nw"
    static const char ops[] = "+-*/^";
    char op = ops[k - 5];
    int prec = op == '+' || op == '-' ? P_SUM : op == '^' ? P_POWER : P_PRODUCT;
    int lp = op == '^' ? P_PRIMARY : prec, rp = op == '^' ? P_UNARY : prec + 1;
    if (!generate(r, depth - 1, &a) || !generate(r, depth - 1, &b)) return 0;
    if (op == '/' && b.v == 0) return 0;
    if (snprintf(out->s, sizeof out->s, "%s%s%s%c%s%s%s", a.prec < lp ? "(" : "", a.s,
                 a.prec < lp ? ")" : "", op, b.prec < rp ? "(" : "", b.s,
                 b.prec < rp ? ")" : "") >= (int)sizeof out->s)
      return 0;
    out->v = op == '+' ? a.v + b.v : op == '-' ? a.v - b.v : op == '*' ? a.v * b.v
           : op == '/' ? a.v / b.v : pow(a.v, b.v);
    out->prec = prec;
  #line 607 "program/20-expr.nw"
  }
  return isfinite(out->v);
}
#line 633 "program/20-expr.nw"
START_TEST(random_expressions)
{
  gsl_rng *r = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_rng_set(r, 91);
  int kept = 0;
  for (int n = 0; n < 3000; n++) {
    gen g;
    if (!generate(r, 5, &g))
      continue;
    double v;
    dp_error err = { "" };
    ck_assert_msg(dp_expr_eval(g.s, &v, NULL, &err) == DP_OK, "'%s': %s", g.s, err.msg);
    ck_assert_msg(v == g.v, "'%s' = %.17g, the tree says %.17g", g.s, v, g.v);
    kept++;
  }
  gsl_rng_free(r);
  ck_assert_msg(kept >= 1000, "only %d expressions kept", kept);
}
END_TEST
#line 699 "program/20-expr.nw"
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

START_TEST(replay_fuzz_corpus)
{
  const char *dir = getenv("DP_EXPR_CORPUS");
  if (!dir) dir = "../tests/corpus/expr";
  DIR *d = opendir(dir);
  ck_assert_msg(d != NULL, "cannot open the corpus %s", dir);
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    static uint8_t buf[1 << 16];
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, len);
    n++;
  }
  closedir(d);
  ck_assert_msg(n >= 20, "only %d inputs in %s", n, dir);
}
END_TEST

Suite *expr_suite(void)
{
  Suite *s = suite_create("expr");
  TCase *tc = tcase_create("core");
  tcase_add_loop_test(tc, agrees_with_the_compiler, 0, NGOOD);
  tcase_add_loop_test(tc, reports_the_column, 0, sizeof bad / sizeof bad[0]);
  tcase_add_test(tc, limits);
  tcase_add_test(tc, random_expressions);
  tcase_add_test(tc, replay_fuzz_corpus);
  tcase_set_timeout(tc, 30);
  suite_add_tcase(s, tc);
  return s;
}
