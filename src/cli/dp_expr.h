#ifndef DP_EXPR_H
#define DP_EXPR_H
#include "dp_model.h"
#define DP_EXPR_MAX_LEN 1000
#define DP_EXPR_MAX_DEPTH 100
/* Evaluates the expression text into *value; on an error, its column. */
int dp_expr_eval(const char *text, double *value, int *column, dp_error *err);
#endif
