#line 661 "program/20-expr.nw"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dp_expr.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *s = malloc(size + 1);
  if (!s) return 0;
  memcpy(s, data, size);
  s[size] = '\0';
  double v = 0;
  int col = -1;
  dp_error err = { "" };
  int rc = dp_expr_eval(s, &v, &col, &err);
  char tail[40];
  snprintf(tail, sizeof tail, "at column %d", col);
  if (rc == DP_OK ? !isfinite(v) || col != 0
                  : col < 1 || (size_t)col > strlen(s) + 1 || !strstr(err.msg, tail))
    abort();
  free(s);
  return 0;
}
