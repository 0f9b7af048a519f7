#line 99 "program/60-grader.nw"
#define _POSIX_C_SOURCE 200809L   /* fdopen */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dp_student.h"
#line 113 "program/60-grader.nw"
#pragma weak student_accel
#pragma weak student_energy
#pragma weak student_rk4_step
#pragma weak student_modes
#pragma weak student_lyapunov
#line 174 "program/60-grader.nw"
static void linear_system(const double y[4], double dy[4], void *ctx)
{
  (void)ctx;
  dy[0] = y[1];
  dy[1] = -4 * y[0] - 0.3 * y[1];
  dy[2] = y[3] + 0.5 * y[0];
  dy[3] = -y[2];
}

static void nonlinear_system(const double y[4], double dy[4], void *ctx)
{
  (void)ctx;
  dy[0] = y[1];
  dy[1] = -sin(y[0]);
  dy[2] = y[3];
  dy[3] = -y[2] - y[2] * y[2] * y[2];
}
#line 214 "program/60-grader.nw"
void dp_worker_undefined(const char *name);
void dp_worker_undefined(const char *name)
{
  char line[160];
  int n = snprintf(line, sizeof line, "undefined %s\n", name);
  if (n > 0 && write(3, line, (size_t)n) < 0) _exit(3);
  _exit(0);
}
#line 129 "program/60-grader.nw"
static void answer(FILE *out, char *line)
{
  double v[16] = { 0 };
  int n = 0;
  char *cmd = strtok(line, " \n");
  for (char *t; n < 16 && (t = strtok(NULL, " \n")); )
    v[n++] = strtod(t, NULL);
  if (!cmd) return;
  dp_params p = { v[0], v[1], v[2], v[3], v[4] };
  if (!strcmp(cmd, "accel")) {
    double a[2] = { NAN, NAN };
    if (!student_accel) { fputs("missing\n", out); return; }
    student_accel(&p, v + 5, a);
    fprintf(out, "ok %a %a\n", a[0], a[1]);
  } else if (!strcmp(cmd, "energy")) {
    if (!student_energy) { fputs("missing\n", out); return; }
    fprintf(out, "ok %a\n", student_energy(&p, v + 5));
  } else if (!strcmp(cmd, "modes")) {
    double w[2] = { NAN, NAN }, sh[2] = { NAN, NAN };
    if (!student_modes) { fputs("missing\n", out); return; }
    student_modes(&p, w, sh);
    fprintf(out, "ok %a %a %a %a\n", w[0], w[1], sh[0], sh[1]);
  } else if (!strcmp(cmd, "lyap")) {
    if (!student_lyapunov) { fputs("missing\n", out); return; }
    fprintf(out, "ok %a\n", student_lyapunov(&p, v + 5, v[9], v[10], v[11], v[12]));
  } else if (!strcmp(cmd, "rk4")) {
    if (!student_rk4_step) { fputs("missing\n", out); return; }
    int sys = (int)v[0];
    long steps = (long)v[2];
    double y[4] = { v[3], v[4], v[5], v[6] };
    for (long k = 0; k < steps; k++)
      student_rk4_step(sys == 0 ? linear_system : nonlinear_system, NULL, y, v[1]);
    fprintf(out, "ok %a %a %a %a\n", y[0], y[1], y[2], y[3]);
  } else
    fputs("unknown\n", out);
}
#line 227 "program/60-grader.nw"
int main(void)
{
  FILE *out = fdopen(3, "w");
  if (!out) return 99;
  char line[1024];
  while (fgets(line, sizeof line, stdin)) {
    answer(out, line);
    fflush(out);
  }
  fclose(out);
  return 0;
}
