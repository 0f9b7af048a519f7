#line 97 "program/20-expr.nw"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dp_expr.h"
#line 114 "program/20-expr.nw"
typedef struct {
  const char *text, *p;
  int depth, column;
  dp_error *err;
} parser;
#line 124 "program/20-expr.nw"
static int fail_at(parser *ps, const char *at, int code, const char *fmt, ...)
{
  char what[160];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  ps->column = (int)(at - ps->text) + 1;
  return dp_fail(ps->err, code, "%s at column %d", what, ps->column);
}
#line 139 "program/20-expr.nw"
static int unexpected(parser *ps, const char *at)
{
  unsigned char c = (unsigned char)*at;
  if (isprint(c))
    return fail_at(ps, at, DP_EINVAL, "unexpected '%c'", c);
  return fail_at(ps, at, DP_EINVAL, "unexpected byte 0x%02x", c);
}
#line 151 "program/20-expr.nw"
static int checked(parser *ps, const char *at, double v, double *out, const char *what)
{
  if (isnan(v))
    return fail_at(ps, at, DP_EINVAL, "%s is not a real number", what);
  if (isinf(v))
    return fail_at(ps, at, DP_ERANGE, "%s is infinite", what);
  *out = v;
  return DP_OK;
}
#line 166 "program/20-expr.nw"
static void skip_blanks(parser *ps)
{
  while (*ps->p == ' ' || *ps->p == '\t')
    ps->p++;
}

static int accept(parser *ps, char c)
{
  skip_blanks(ps);
  if (*ps->p != c)
    return 0;
  ps->p++;
  return 1;
}
#line 190 "program/20-expr.nw"
static int scan_number(parser *ps, double *v)
{
  const char *start = ps->p, *q = ps->p;
  while (isdigit((unsigned char)*q)) q++;
  if (*q == '.') {
    q++;
    while (isdigit((unsigned char)*q)) q++;
  }
  if (q - start == 1 && *start == '.')
    return fail_at(ps, start, DP_EINVAL, "expected a digit");
  if (*q == 'e' || *q == 'E') {
    const char *x = q + 1;
    if (*x == '+' || *x == '-') x++;
    if (isdigit((unsigned char)*x)) {
      while (isdigit((unsigned char)*x)) x++;
      q = x;
    }
  }
  if (q == start + 1 && *start == '0' && (*q == 'x' || *q == 'X'))
    return fail_at(ps, q, DP_EINVAL, "unexpected '%c': hexadecimal numbers are not accepted;"
                   " write it in decimal", *q);
  char buf[DP_EXPR_MAX_LEN + 1];
  size_t n = (size_t)(q - start);
  memcpy(buf, start, n);
  buf[n] = '\0';
  errno = 0;
  double x = strtod(buf, NULL);
  if (isinf(x))
    return fail_at(ps, start, DP_ERANGE, "number %.20s%s is too large", buf, n > 20 ? "..." : "");
  ps->p = q;
  *v = x;
  return DP_OK;
}
#line 228 "program/20-expr.nw"
static size_t scan_name(const char *p)
{
  size_t n = 0;
  if (isalpha((unsigned char)p[0]) || p[0] == '_')
    while (isalnum((unsigned char)p[n]) || p[n] == '_') n++;
  return n;
}
#line 242 "program/20-expr.nw"
static int parse_sum(parser *ps, double *v);
static int parse_unary(parser *ps, double *v);
#line 249 "program/20-expr.nw"
static int arith(parser *ps, const char *at, char op, double a, double b, double *r)
{
  char what[80];
  double v;
  if ((op == '/' && b == 0) || (op == '^' && a == 0 && b < 0))
    return fail_at(ps, at, DP_ERANGE, "division by zero");
  switch (op) {
  case '+': v = a + b; break;
  case '-': v = a - b; break;
  case '*': v = a * b; break;
  case '/': v = a / b; break;
  default:  v = pow(a, b); break;
  }
  snprintf(what, sizeof what, "%.6g %c %.6g", a, op, b);
  return checked(ps, at, v, r, what);
}
#line 269 "program/20-expr.nw"
static int parse_product(parser *ps, double *v)
{
  double a, b;
  int rc = parse_unary(ps, &a);
  while (rc == DP_OK) {
    skip_blanks(ps);
    const char *at = ps->p;
    if (*at != '*' && *at != '/')
      break;
    ps->p++;
    if ((rc = parse_unary(ps, &b)) == DP_OK)
      rc = arith(ps, at, *at, a, b, &a);
  }
  if (rc == DP_OK) *v = a;
  return rc;
}

static int parse_sum(parser *ps, double *v)
{
  double a, b;
  int rc = parse_product(ps, &a);
  while (rc == DP_OK) {
    skip_blanks(ps);
    const char *at = ps->p;
    if (*at != '+' && *at != '-')
      break;
    ps->p++;
    if ((rc = parse_product(ps, &b)) == DP_OK)
      rc = arith(ps, at, *at, a, b, &a);
  }
  if (rc == DP_OK) *v = a;
  return rc;
}
#line 307 "program/20-expr.nw"
static const struct { const char *name; double (*f)(double); } functions[] = {
  { "sqrt", sqrt }, { "sin", sin }, { "cos", cos }, { "tan", tan },
  { "exp", exp }, { "log", log },
};

static int parse_primary(parser *ps, double *v)
{
  skip_blanks(ps);
  const char *at = ps->p;
  if (isdigit((unsigned char)*at) || *at == '.')
    return scan_number(ps, v);
  if (*at == '(') {
    ps->p++;
    int rc = parse_sum(ps, v);
    if (rc == DP_OK && !accept(ps, ')'))
      return fail_at(ps, ps->p, DP_EINVAL, "the '(' of column %d is not closed: expected ')'",
                     (int)(at - ps->text) + 1);
    return rc;
  }
  size_t n = scan_name(at);
  if (n == 0)
    return fail_at(ps, at, DP_EINVAL, "expected a number");
  ps->p += n;
  if (n == 2 && !strncmp(at, "pi", 2)) return *v = M_PI, DP_OK;
  if (n == 1 && *at == 'e') return *v = M_E, DP_OK;
  for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++)
    if (strlen(functions[i].name) == n && !strncmp(at, functions[i].name, n)) {
      #line 341 "program/20-expr.nw"
      double x;
      char what[80];
      if (!accept(ps, '('))
        return fail_at(ps, ps->p, DP_EINVAL, "expected '(' after '%s'", functions[i].name);
      int rc = parse_sum(ps, &x);
      if (rc != DP_OK)
        return rc;
      if (!accept(ps, ')'))
        return fail_at(ps, ps->p, DP_EINVAL, "expected ')' to close %s(", functions[i].name);
      snprintf(what, sizeof what, "%s(%.6g)", functions[i].name, x);
      return checked(ps, at, functions[i].f(x), v, what);
    #line 335 "program/20-expr.nw"
    }
  return fail_at(ps, at, DP_EINVAL, "unknown name '%.*s'%s (names: pi e sqrt sin cos tan exp log)",
                 n > 20 ? 20 : (int)n, at, n > 20 ? "..." : "");
}
#line 358 "program/20-expr.nw"
static int parse_power(parser *ps, double *v)
{
  double a, b;
  int rc = parse_primary(ps, &a);
  if (rc != DP_OK)
    return rc;
  skip_blanks(ps);
  const char *at = ps->p;
  if (*at != '^')
    return *v = a, DP_OK;
  ps->p++;
  if ((rc = parse_unary(ps, &b)) != DP_OK)
    return rc;
  return arith(ps, at, '^', a, b, v);
}

static int parse_unary(parser *ps, double *v)
{
  skip_blanks(ps);
  if (++ps->depth > DP_EXPR_MAX_DEPTH)
    return fail_at(ps, ps->p, DP_EINVAL, "expression nested more than %d deep",
                   DP_EXPR_MAX_DEPTH);
  int rc;
  if (*ps->p == '-' || *ps->p == '+') {
    int neg = *ps->p == '-';
    ps->p++;
    rc = parse_unary(ps, v);
    if (rc == DP_OK && neg) *v = -*v;
  } else {
    rc = parse_power(ps, v);
  }
  ps->depth--;
  return rc;
}
#line 396 "program/20-expr.nw"
int dp_expr_eval(const char *text, double *value, int *column, dp_error *err)
{
  if (column) *column = 0;
  if (!text || !value)
    return dp_fail(err, DP_EINVAL, "dp_expr_eval: null argument");
  parser ps = { text, text, 0, 0, err };
  size_t len = strnlen(text, DP_EXPR_MAX_LEN + 1);
  double v;
  int rc;
  if (len > DP_EXPR_MAX_LEN)
    rc = fail_at(&ps, text + DP_EXPR_MAX_LEN, DP_EINVAL,
                 "expression longer than %d characters", DP_EXPR_MAX_LEN);
  else if ((rc = parse_sum(&ps, &v)) == DP_OK) {
    skip_blanks(&ps);
    if (*ps.p != '\0')
      rc = unexpected(&ps, ps.p);
  }
  if (rc != DP_OK) {
    if (column) *column = ps.column;
    return rc;
  }
  *value = v;
  return DP_OK;
}
