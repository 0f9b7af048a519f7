/* Hostile (the starter kit shipped complete alternatives): the kit's
   library does the work (Cramer's accelerations, the Hamiltonian's
   energy, GSL's modes), as the old kit's solution.c did; no exercise is
   done.  Only the C library is linked now: every call reaches a stand-in,
   and the submission scores 0. */
#include "dp_student.h"
int dp_accel_cramer(const dp_params *p, int model, const double s[4], double a[2]);
void dp_to_momenta(const dp_params *p, const double s[4], double y[4]);
double dp_hamiltonian(const dp_params *p, const double y[4]);
int dp_modes_gsl(const dp_params *p, int model, void *m, void *err);

int student_accel(const dp_params *p, const double s[4], double a[2])
{
  return dp_accel_cramer(p, 0, s, a);
}

double student_energy(const dp_params *p, const double s[4])
{
  double y[4];
  dp_to_momenta(p, s, y);
  return dp_hamiltonian(p, y);
}

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  double m[16];
  int rc = dp_modes_gsl(p, 0, m, 0);
  omega[0] = m[0]; omega[1] = m[1]; shape[0] = m[2]; shape[1] = m[3];
  return rc;
}
