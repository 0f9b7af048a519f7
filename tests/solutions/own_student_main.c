/* Honest work (a test driver of one's own): a correct file with its own
   student_main(), called by its own main().  The grader must ignore the
   student's main without renaming anything in the source (a -Dmain=
   student_main would make the two clash): full marks. */
#include "../mutants/base.c"

int student_main(void)
{
  dp_params p = { 1, 1, 1, 1, 9.81 };
  double s[4] = { 0.1, 0.2, 0, 0 }, a[2];
  student_accel(&p, s, a);
  printf("alpha = %g %g, E = %g\n", a[0], a[1], student_energy(&p, s));
  return 0;
}

int main(void) { return student_main(); }
