#ifndef DP_CHAOS_H
#define DP_CHAOS_H
#include "dp_model.h"
typedef void dp_lyap_report(double t, int n, const double *est, void *ctx);
typedef struct {
  double h, tau, T, d0, every;
  dp_lyap_report *report;
  void *ctx;
} dp_lyap_opts;
enum { DP_FLIP_FORBIDDEN, DP_FLIP_NONE, DP_FLIP_UPPER, DP_FLIP_LOWER };
typedef void dp_flip_progress(long done, long total, void *ctx);
double dp_bob2_distance(const dp_params *p, const double a[DP_NSTATE],
                        const double b[DP_NSTATE]);
void dp_jacobian(const dp_params *p, const double s[DP_NSTATE], double J[16]);
void dp_jacobian_ad(const dp_params *p, const double s[DP_NSTATE], double J[16]);
void dp_tangent_rk4_step(const dp_params *p, double s[DP_NSTATE],
                         double v[][DP_NSTATE], int nv, double h);
int dp_lyapunov_twin(const dp_params *p, const double s0[DP_NSTATE],
                     const dp_lyap_opts *o, double *lambda, dp_error *err);
int dp_lyapunov_tangent(const dp_params *p, const double s0[DP_NSTATE], int nv,
                        const dp_lyap_opts *o, double *lambda, dp_error *err);
int dp_poincare(const dp_params *p, const double s0[DP_NSTATE], double h,
                double tmax, long nmax, double *out, long *n, dp_error *err);
double dp_flip_energy(const dp_params *p);
int dp_flip_time(const dp_params *p, double th1, double th2, double T, double h,
                 double *t);
int dp_flipmap(const dp_params *p, long n, long row0, long row1, double T,
               double h, int threads, double *t, signed char *cls,
               dp_flip_progress *progress, void *ctx, dp_error *err);
int dp_reference_path(const dp_params *p, const double s0[DP_NSTATE], double every,
                      long n, double eps, double *out, dp_error *err);
#endif
