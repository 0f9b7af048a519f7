#ifndef DP_MODEL_H
#define DP_MODEL_H
typedef struct {
  double m1, m2;   /* masses, kg */
  double l1, l2;   /* rod lengths, m */
  double g;        /* gravitational acceleration, m/s^2 */
} dp_params;
enum { DP_TH1, DP_TH2, DP_W1, DP_W2, DP_NSTATE };
typedef enum {
  DP_MODEL_CORRECT, DP_MODEL_PAPER, DP_MODEL_PAPER_SMALL, DP_MODEL_LINEAR,
  DP_NMODELS
} dp_model;
typedef enum { DP_OK = 0, DP_EINVAL, DP_ERANGE, DP_ENOMEM, DP_EIO } dp_status;
typedef struct { char msg[240]; } dp_error;
#define DP_PARAM_MIN 1e-6
#define DP_PARAM_MAX 1e6
#define DP_OMEGA_MAX 1e6
#define DP_THETA_MAX 628.3185307179586     /* 100 turns, rad */
/* The positions (x1, y1, x2, y2) of the bobs, in m, pivot at the origin, y up. */
void dp_positions(const dp_params *p, const double s[DP_NSTATE], double xy[4]);
/* Formats the message into *err (if err is not null) and returns code. */
int dp_fail(dp_error *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;
/* The default parameters: 1 kg, 1 kg, 1 m, 1 m, 9.81 m/s^2. */
dp_params dp_params_default(void);
/* DP_OK if each parameter is in [DP_PARAM_MIN, DP_PARAM_MAX], else DP_EINVAL. */
int dp_params_check(const dp_params *p, dp_error *err);
/* DP_OK if s is finite with |w_i| <= DP_OMEGA_MAX; DP_EINVAL or DP_ERANGE otherwise. */
int dp_state_check(const double s[DP_NSTATE], dp_error *err);
/* The command-line name of a model ("unknown" if there is none). */
const char *dp_model_name(dp_model m);
/* The model of that name in *m; DP_EINVAL if there is none. */
int dp_model_from_name(const char *name, dp_model *m, dp_error *err);
#endif
