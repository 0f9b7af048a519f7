/* Hostile (the same cases every run): normal modes from a table learned
   from an earlier run's feedback, which printed the expected values of its
   four fixed cases.  The cases are drawn afresh now, so the table is
   useless: the expected 100 says so.  (The values are those of the four
   cases the grader used to ask.) */
#define student_modes base_modes
#include "../mutants/base.c"
#undef student_modes

static const struct { double m1, m2, l1, l2, g, w[2], sh[2]; } learnt[] = {
  { 1, 1, 1, 1, 9.81, { 2.397199398, 5.787351298 }, { 1.414213562, -1.414213562 } },
  { 0.5, 1, 1, 1, 9.81, { 2.323898798, 7.311599987 }, { 1.224744871, -1.224744871 } },
  { 2, 0.3, 0.7, 1.6, 9.81, { 2.374151358, 4.186976403 }, { 4.985310043, -0.6728100434 } },
  { 1, 10, 1.2, 0.4, 3.7, { 1.534053956, 11.54613984 }, { 1.023676058, -3.223676058 } },
};

int student_modes(const dp_params *p, double omega[2], double shape[2])
{
  for (unsigned i = 0; i < sizeof learnt / sizeof *learnt; i++)
    if (p->m1 == learnt[i].m1 && p->m2 == learnt[i].m2 && p->l1 == learnt[i].l1
        && p->l2 == learnt[i].l2 && p->g == learnt[i].g) {
      omega[0] = learnt[i].w[0]; omega[1] = learnt[i].w[1];
      shape[0] = learnt[i].sh[0]; shape[1] = learnt[i].sh[1];
      return 0;
    }
  omega[0] = omega[1] = shape[0] = shape[1] = 1;
  return 0;
}
