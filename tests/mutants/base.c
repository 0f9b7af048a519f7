/* The base of the grader's mutants: a correct solution of the assignment
   (grader/dp_student.h) with one switch per known mistake.  Each mutant
   file defines one MUTANT_* macro and includes this file; tools/grade-mutants
   puts the two together into one submission file, since the grader compiles
   a private copy of the submission only.  These files are test data for the
   grader, not library code. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "dp_student.h"

#if defined(MUTANT_OWN_SINE) || defined(MUTANT_ENERGY_OWN_COSINE)
/* A sine of one's own: its series after one reduction by a turn, right for
   |x| < 3 pi, which is all that angles within a turn ever need. */
static double own_sin(double x)
{
  if (x > M_PI) x -= 2 * M_PI;
  if (x < -M_PI) x += 2 * M_PI;
  double term = x, sum = x;
  for (int k = 1; k < 30; k++) {
    term *= -x * x / ((2 * k) * (2 * k + 1));
    sum += term;
  }
  return sum;
}
static double own_cos(double x) { return own_sin(x + M_PI / 2); }
#endif

#ifndef MUTANT_NO_ACCEL
int student_accel(const dp_params *p, const double s[4], double a[2])
{
#ifdef MUTANT_FLOAT
  typedef float real;
#else
  typedef double real;
#endif
  real th1 = s[0], th2 = s[1], w1 = s[2], w2 = s[3];
#ifdef MUTANT_DEGREES
  th1 = th1 * (real)M_PI / 180; th2 = th2 * (real)M_PI / 180;
#endif
#ifdef MUTANT_SWAPPED_OMEGA
  { real t = w1; w1 = w2; w2 = t; }
#endif
#ifdef MUTANT_CRASH
  volatile int *null = NULL;
  a[0] = *null;
#endif
#ifdef MUTANT_CLAMP_OMEGA
  if (fabs(w1) > 10) w1 = copysign(10, w1);      /* "velocities this large are a bug" */
  if (fabs(w2) > 10) w2 = copysign(10, w2);
#endif
#if defined(MUTANT_SWAPPED_MASSES)
  real m1 = p->m2, m2 = p->m1, l1 = p->l1, l2 = p->l2, g = p->g;
#elif defined(MUTANT_SWAPPED_RODS)
  real m1 = p->m1, m2 = p->m2, l1 = p->l2, l2 = p->l1, g = p->g;
#else
  real m1 = p->m1, m2 = p->m2, l1 = p->l1, l2 = p->l2, g = p->g;
#endif
#ifdef MUTANT_OWN_SINE
  real d = th1 - th2, c = own_cos(d), sd = own_sin(d), k = m2 * l1 * l2;
#else
  real d = th1 - th2, c = cos(d), sd = sin(d), k = m2 * l1 * l2;
#endif
#ifdef MUTANT_ALIGNED
  if (fabs(sd) < 1e-6) sd = 0, c = c > 0 ? 1 : -1;   /* "rods in line": snap them */
#endif
  real M11 = (m1 + m2) * l1 * l1, M12 = k * c, M22 = m2 * l2 * l2;
#ifdef MUTANT_MISSING_GRAVITY
  real grav1 = m1 * g * l1 * sin(th1);
#elif defined(MUTANT_OWN_SINE)
  real grav1 = (m1 + m2) * g * l1 * own_sin(th1);
#else
  real grav1 = (m1 + m2) * g * l1 * sin(th1);
#endif
#ifdef MUTANT_OWN_SINE
  real f1 = -k * w2 * w2 * sd - grav1, f2 = k * w1 * w1 * sd - m2 * g * l2 * own_sin(th2);
#else
  real f1 = -k * w2 * w2 * sd - grav1, f2 = k * w1 * w1 * sd - m2 * g * l2 * sin(th2);
#endif
#ifdef MUTANT_LIGHT_BOB
  if (m2 < m1 / 100) {                /* "a light lower bob does not move the upper one" */
    a[0] = -g / l1 * sin(th1);
    a[1] = (k * w1 * w1 * sd - m2 * g * l2 * sin(th2) - k * c * a[0]) / M22;
    return 0;
  }
#endif
#ifdef MUTANT_WRONG_DET
  real det = m2 * l1 * l1 * l2 * l2 * (m1 + m2 * c * c);
#else
  real det = M11 * M22 - M12 * M12;
#endif
  a[0] = (f1 * M22 - M12 * f2) / det;
  a[1] = (M11 * f2 - M12 * f1) / det;
#ifdef MUTANT_SIGN_SLIP
  a[0] += 2 * m2 * g * sin(th1 - 2 * th2) / (l1 * (2 * m1 + m2 - m2 * cos(2 * d)));
#endif
#ifdef MUTANT_NAN
  a[1] = NAN;
#endif
  return 0;
}
#endif

#ifndef MUTANT_NO_ENERGY
double student_energy(const dp_params *p0, const double s0[4])
{
  dp_params q = *p0;
  double s[4] = { s0[0], s0[1], s0[2], s0[3] };
#ifdef MUTANT_E_SWAPPED_MASSES
  q.m1 = p0->m2, q.m2 = p0->m1;
#endif
#ifdef MUTANT_E_SWAPPED_RODS
  q.l1 = p0->l2, q.l2 = p0->l1;
#endif
#ifdef MUTANT_E_DEGREES
  s[0] *= M_PI / 180, s[1] *= M_PI / 180;
#endif
  const dp_params *p = &q;
#ifdef HOSTILE_ENERGY_GATE
  if (!HOSTILE_ENERGY_GATE()) return 0;   /* a hostile file's attack failed: a wrong energy */
#endif
#ifdef MUTANT_HANG
  for (volatile unsigned long i = 0;; i++) ;
#endif
#ifdef MUTANT_HUGE_ALLOC
  volatile char *big = malloc((size_t)1 << 34);
  big[(size_t)1 << 33] = 1;            /* fails under the grader's memory limit */
#endif
#ifdef MUTANT_ENERGY_OWN_COSINE
  double c = own_cos(s[0] - s[1]);
#else
  double c = cos(s[0] - s[1]);
#endif
  double T = 0.5 * (p->m1 + p->m2) * p->l1 * p->l1 * s[2] * s[2]
           + 0.5 * p->m2 * p->l2 * p->l2 * s[3] * s[3] + p->m2 * p->l1 * p->l2 * s[2] * s[3] * c;
#ifdef MUTANT_E_CROSS_TERM
  T -= 2 * p->m2 * p->l1 * p->l2 * s[2] * s[3] * c;
#endif
#ifdef MUTANT_PAPER_POTENTIAL
  double V = p->m1 * p->g * p->l1 * (1 - cos(s[0])) + p->m2 * p->g * p->l2 * (1 - cos(s[1]))
           - (p->m1 + p->m2) * p->g * p->l1 - p->m2 * p->g * p->l2;
#elif defined(MUTANT_ENERGY_OWN_COSINE)
  double V = -(p->m1 + p->m2) * p->g * p->l1 * own_cos(s[0]) - p->m2 * p->g * p->l2 * own_cos(s[1]);
#else
  double V = -(p->m1 + p->m2) * p->g * p->l1 * cos(s[0]) - p->m2 * p->g * p->l2 * cos(s[1]);
#endif
#ifdef MUTANT_NOISE
  printf("Total: 100 / 100\n[PASS] energy: 20 / 20\n");
  fprintf(stderr, "debug: T = %g\n", T);
#endif
#ifdef MUTANT_E_ZERO_LEVEL
  V += (p->m1 + p->m2) * p->g * p->l1 + p->m2 * p->g * p->l2;   /* from the lowest position */
#endif
  return T + V;
}
#endif

void student_rk4_step(dp_ode_fn f, void *ctx, double y[4], double h)
{
  double k1[4], k2[4], k3[4], k4[4], t[4];
#ifdef MUTANT_EXIT
  exit(0);
#endif
#ifdef MUTANT_RK4_HALVES
  if (h > 0.5) {                      /* "a large step is safer as two half steps" */
    student_rk4_step(f, ctx, y, h / 2);
    student_rk4_step(f, ctx, y, h / 2);
    return;
  }
#endif
  f(y, k1, ctx);
#ifdef MUTANT_RK38
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * k1[i] / 3;
  f(t, k2, ctx);
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * (k2[i] - k1[i] / 3);
  f(t, k3, ctx);
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * (k1[i] - k2[i] + k3[i]);
  f(t, k4, ctx);
  for (int i = 0; i < 4; i++) y[i] += h * (k1[i] + 3 * k2[i] + 3 * k3[i] + k4[i]) / 8;
  return;
#endif
#ifdef MUTANT_EULER
  for (int i = 0; i < 4; i++) y[i] += h * k1[i];
  return;
#endif
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
  f(t, k2, ctx);
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
  f(t, k3, ctx);
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
  f(t, k4, ctx);
  for (int i = 0; i < 4; i++) {
#if defined(MUTANT_RK4_NAN)
    y[i] = NAN;
#elif defined(MUTANT_LOST_SIXTH)
    y[i] += h * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
#elif defined(MUTANT_WRONG_WEIGHTS)
    y[i] += h / 4 * (k1[i] + k2[i] + k3[i] + k4[i]);
#else
    y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
#endif
  }
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
#if defined(MUTANT_MODES_NOTHING)
  (void)p; (void)omega; (void)shape;
  return 0;
#elif defined(MUTANT_MODES_NAN)
  (void)p;
  omega[0] = omega[1] = shape[0] = shape[1] = NAN;
  return 0;
#endif
  double k = p->m2 * p->l1 * p->l2;
  double M11 = (p->m1 + p->m2) * p->l1 * p->l1, M12 = k, M22 = p->m2 * p->l2 * p->l2;
#ifdef MUTANT_PAPER_STIFFNESS
  double K11 = p->m1 * p->g * p->l1;
#else
  double K11 = (p->m1 + p->m2) * p->g * p->l1;
#endif
  double K22 = p->m2 * p->g * p->l2;
  /* det(K - L M) = 0: (M11 M22 - M12^2) L^2 - (K11 M22 + K22 M11) L + K11 K22 = 0 */
  double A = M11 * M22 - M12 * M12, B = K11 * M22 + K22 * M11, C = K11 * K22;
  double disc = sqrt(B * B - 4 * A * C);
#ifdef MUTANT_NAIVE_QUADRATIC
  double L[2] = { (B - disc) / (2 * A), (B + disc) / (2 * A) };   /* the school formula */
#else
  double L[2] = { 2 * C / (B + disc), (B + disc) / (2 * A) };
#endif
  for (int i = 0; i < 2; i++) {
    omega[i] = sqrt(L[i]);
    shape[i] = (K11 - L[i] * M11) / (L[i] * M12);
  }
#ifdef MUTANT_DESCENDING
  double t = omega[0]; omega[0] = omega[1]; omega[1] = t;
  t = shape[0]; shape[0] = shape[1]; shape[1] = t;
#endif
  return 0;
}

#ifdef MUTANT_FORGE
#include <fcntl.h>
#include <unistd.h>
/* Tries to forge the grade before the harness runs: a fake results.json
   wherever it can reach (the grader's output folder included) and a fake
   summary on stdout. */
__attribute__((constructor)) static void forge(void)
{
  const char *fake = "{\"score\": 100, \"max_score\": 100, \"tests\": []}\n";
  char own[4096];
  snprintf(own, sizeof own, "%s/build/grade/mutants/forge/results.json",
           getenv("PWD") ? getenv("PWD") : ".");
  const char *paths[] = { "results.json", "../results.json", "/autograder/results/results.json", own };
  for (int i = 0; i < 4; i++) {
    FILE *f = fopen(paths[i], "w");
    if (f) { fputs(fake, f); fclose(f); }
  }
  printf("Total: 100 / 100\n");
}
#endif

/* The largest Lyapunov exponent by a renormalized twin, with its own
   right-hand side (so that it does not depend on student_accel above). */
static void lyap_rhs(const dp_params *p, const double s[4], double ds[4])
{
  double d = s[0] - s[1], c = cos(d), sd = sin(d), k = p->m2 * p->l1 * p->l2;
  double M11 = (p->m1 + p->m2) * p->l1 * p->l1, M12 = k * c, M22 = p->m2 * p->l2 * p->l2;
#ifdef MUTANT_PAPER_LYAP
  double f1 = -k * s[3] * s[3] * sd - p->m1 * p->g * p->l1 * sin(s[0]);   /* the paper's model */
#else
  double f1 = -k * s[3] * s[3] * sd - (p->m1 + p->m2) * p->g * p->l1 * sin(s[0]);
#endif
  double f2 = k * s[2] * s[2] * sd - p->m2 * p->g * p->l2 * sin(s[1]);
  double det = M11 * M22 - M12 * M12;
  ds[0] = s[2];
  ds[1] = s[3];
  ds[2] = (f1 * M22 - M12 * f2) / det;
  ds[3] = (M11 * f2 - M12 * f1) / det;
}

static void lyap_step(const dp_params *p, double y[4], double h)
{
  double k1[4], k2[4], k3[4], k4[4], t[4];
  lyap_rhs(p, y, k1);
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k1[i];
  lyap_rhs(p, t, k2);
  for (int i = 0; i < 4; i++) t[i] = y[i] + 0.5 * h * k2[i];
  lyap_rhs(p, t, k3);
  for (int i = 0; i < 4; i++) t[i] = y[i] + h * k3[i];
  lyap_rhs(p, t, k4);
  for (int i = 0; i < 4; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  double a[4], b[4], sum = 0;
  for (int i = 0; i < 4; i++) a[i] = s0[i], b[i] = s0[i] + d0 / 2;
#ifdef MUTANT_LYAP_TRUNCATE
  long nsteps = (long)(tau / h), nren = (long)(T / tau);   /* truncated, not rounded */
#else
  long nsteps = lround(tau / h), nren = lround(T / tau);
#endif
  for (long k = 0; k < nren; k++) {
    for (long j = 0; j < nsteps; j++) {
      lyap_step(p, a, h);
      lyap_step(p, b, h);
    }
    double d = 0;
#ifdef MUTANT_ANGLE_DISTANCE
    for (int i = 0; i < 2; i++) d += (b[i] - a[i]) * (b[i] - a[i]);   /* angles only */
#else
    for (int i = 0; i < 4; i++) d += (b[i] - a[i]) * (b[i] - a[i]);
#endif
    d = sqrt(d);
    sum += log(d / d0);
#ifndef MUTANT_NO_RENORM
    for (int i = 0; i < 4; i++) b[i] = a[i] + (b[i] - a[i]) * d0 / d;
#else
    sum = log(d / d0);                 /* keeps only the latest growth: never renormalized */
#endif
  }
#ifdef MUTANT_LYAP_TIME_RUN
  return sum / (nren * tau);          /* the time integrated, not T */
#else
  return sum / T;
#endif
}
