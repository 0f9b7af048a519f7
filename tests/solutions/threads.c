/* Honest work (a twin run in a thread): the twin of the Lyapunov run is
   integrated by a second POSIX thread in lockstep with the first, the
   two meeting at a barrier before each renormalization.  Threads are
   allowed (app:assignments): full marks. */
#include <pthread.h>
#define student_lyapunov base_lyapunov
#include "../mutants/base.c"
#undef student_lyapunov

typedef struct {
  const dp_params *p;
  double *b, h;
  long nsteps, nren;
  pthread_barrier_t *go, *done;
} twin_job;

static void *twin(void *arg)
{
  twin_job *j = arg;
  for (long k = 0; k < j->nren; k++) {
    pthread_barrier_wait(j->go);
    for (long s = 0; s < j->nsteps; s++) lyap_step(j->p, j->b, j->h);
    pthread_barrier_wait(j->done);
  }
  return NULL;
}

double student_lyapunov(const dp_params *p, const double s0[4], double T, double h,
                        double tau, double d0)
{
  double a[4], b[4], sum = 0;
  for (int i = 0; i < 4; i++) a[i] = s0[i], b[i] = s0[i] + d0 / 2;
  pthread_barrier_t go, done;
  pthread_barrier_init(&go, NULL, 2);
  pthread_barrier_init(&done, NULL, 2);
  twin_job j = { p, b, h, lround(tau / h), lround(T / tau), &go, &done };
  pthread_t t;
  if (pthread_create(&t, NULL, twin, &j) != 0) return NAN;
  for (long k = 0; k < j.nren; k++) {
    pthread_barrier_wait(&go);
    for (long s = 0; s < j.nsteps; s++) lyap_step(p, a, h);
    pthread_barrier_wait(&done);
    double d = 0;
    for (int i = 0; i < 4; i++) d += (b[i] - a[i]) * (b[i] - a[i]);
    d = sqrt(d);
    sum += log(d / d0);
    for (int i = 0; i < 4; i++) b[i] = a[i] + (b[i] - a[i]) * d0 / d;
  }
  pthread_join(t, NULL);
  pthread_barrier_destroy(&go);
  pthread_barrier_destroy(&done);
  return sum / T;
}
