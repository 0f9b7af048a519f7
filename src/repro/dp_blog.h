#ifndef DP_BLOG_H
#define DP_BLOG_H
#include "dp_model.h"
typedef struct {
  double m1, m2, l1, l2, g;     /* the blog's module variables */
  int lw1_fixed;                /* 1: L_w1 with the sign corrected */
} dp_blog_params;
typedef enum { DP_BLOG_HAMILTON, DP_BLOG_LAGRANGE } dp_blog_form;
/* One line each, for R = float (suffix f) and R = double (suffix d):
   angle2rad: degrees to radians, as the blog converts them;
   lw1, lw2: the blog's L_w1, L_w2 (angular accelerations) at (th1, th2, w1, w2);
   ha1, ha2, hp1, hp2: the blog's H_a1 ... H_p2 (Hamilton's rhs) at (a1, a2, p1, p2);
   hamiltonian: the blog's Hamiltonian function;
   rk4: one step tau of the blog's rk4 on z, in the given form;
   position: both bobs (x1 y1 x2 y2) by the blog's get_position. */
#define DP_BLOG_DECLARE(R, S)                                                   \
  R dp_blog_angle2rad##S(R a);                                                  \
  R dp_blog_lw1##S(const dp_blog_params *b, R p1, R p2, R w1, R w2);            \
  R dp_blog_lw2##S(const dp_blog_params *b, R p1, R p2, R w1, R w2);            \
  R dp_blog_ha1##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_ha2##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hp1##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hp2##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);            \
  R dp_blog_hamiltonian##S(const dp_blog_params *b, R a1, R a2, R p1, R p2);    \
  void dp_blog_rk4##S(const dp_blog_params *b, dp_blog_form form, R z[4], R tau); \
  void dp_blog_position##S(const dp_blog_params *b, R a1, R a2, R xy[4]);
DP_BLOG_DECLARE(float, f)
DP_BLOG_DECLARE(double, d)
enum { DP_BLOG_LW1, DP_BLOG_LW1FIX, DP_BLOG_LW2, DP_BLOG_HA1, DP_BLOG_HA2,
       DP_BLOG_HP1, DP_BLOG_HP2, DP_BLOG_HAM, DP_BLOG_NEQ };
/* Each blog function (double precision) against the book's at s, in units of rounding. */
void dp_blog_equation_errors(const dp_params *p, const double s[DP_NSTATE],
                             double e[DP_BLOG_NEQ]);
typedef struct {
  double worst[DP_BLOG_NEQ];            /* the largest difference, units of rounding */
  double beyond_percent[DP_BLOG_NEQ];   /* % of the states beyond DP_HAMILTON_BOUND */
  double lw1_start[2];                  /* alpha_1 l/g by L_w1 at 90/90 degrees, at rest:
                                           as printed, corrected */
} dp_blog_check_result;
/* dp_blog_equation_errors over n random cases (dp_random_case) from seed. */
int dp_blog_check(long n, unsigned long seed, dp_blog_check_result *r, dp_error *err);
typedef struct {
  const char *name;       /* a short name: hf, lbf, ... */
  dp_blog_form form;
  int single;             /* 1: float, as the blog; 0: double */
  int lw1_fixed;          /* 1: L_w1 with its sign corrected */
  int div;                /* the step is tau / div */
  double dth1;            /* theta1 moved by this much (radians) at the start */
} dp_blog_run_spec;
typedef struct {
  dp_params p;            /* the case, in double precision */
  dp_blog_params b;       /* the same, as the blog's module holds it */
  dp_blog_form form;
  int single;
  double tau;             /* the step */
  float zf[4];            /* the state: angles, then momenta or velocities ... */
  double z[4];            /* ... in double precision (a copy of zf if single) */
  long k;                 /* steps taken */
  double E0, Es;          /* the energy at the start, and E_scale */
  double drift_max;       /* the largest |E - E0| / E_scale after any step */
} dp_blog_sim;
/* Starts run r of the blog's program from the case (p, s) with the step tau / r->div. */
int dp_blog_start(dp_blog_sim *m, const dp_params *p, const double s[DP_NSTATE],
                  const dp_blog_run_spec *r, double tau, dp_error *err);
/* Takes n steps of the blog's rk4; fails, with m->k the step, if the state is not finite. */
int dp_blog_advance(dp_blog_sim *m, long n, dp_error *err);
/* The energy of the state in double precision, H or E, by this book's functions. */
double dp_blog_energy(const dp_blog_sim *m);
/* (E - E0) / E_scale now. */
double dp_blog_drift(const dp_blog_sim *m);
/* What the blog prints as H: its Hamiltonian function, in the run's precision. */
double dp_blog_printed_h(const dp_blog_sim *m);
/* Both bobs (x1 y1 x2 y2) by the blog's get_position, in the run's precision. */
void dp_blog_bobs(const dp_blog_sim *m, double xy[4]);
typedef struct { double tau_natural, steps_per_period, unit_seconds, run_seconds; } dp_blog_scales;
/* tau in natural units; steps per 2 pi sqrt(l1/g); the time unit and the run in s (g = 9.81). */
dp_blog_scales dp_blog_units(const dp_params *p, double tau, long steps);
enum { DP_BLOG_NRUNS = 13, DP_BLOG_NPAIRS = 15, DP_BLOG_NSAMPLE = 1000 };
#define DP_BLOG_APART 0.1
typedef struct { const char *name, *a, *b; } dp_blog_pair;
extern const dp_blog_run_spec dp_blog_runs[DP_BLOG_NRUNS];
extern const dp_blog_pair dp_blog_pairs[DP_BLOG_NPAIRS];
typedef struct {
  double drift[DP_BLOG_NRUNS];      /* largest |E - E0| / E_scale at the sampling times */
  double t_apart[DP_BLOG_NPAIRS];   /* first sampling time the bobs lie DP_BLOG_APART apart */
  long k_apart[DP_BLOG_NPAIRS];     /* ... and its index k (t = k tau) */
  double dist[DP_BLOG_NPAIRS][DP_BLOG_NSAMPLE + 1];  /* their distance at t = k tau */
  double figures_vs_form;           /* t_apart of "figures" over t_apart of "form" */
} dp_blog_causes_result;
/* Runs every dp_blog_runs from (p, s), DP_BLOG_NSAMPLE steps of tau, and measures every pair. */
int dp_blog_causes(const dp_params *p, const double s[DP_NSTATE], double tau,
                   dp_blog_causes_result *r, dp_error *err);
#endif
