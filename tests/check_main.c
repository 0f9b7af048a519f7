#line 1792 "program/10-dp.nw"
#include <check.h>
#include <stdlib.h>
#define X(suite) Suite *suite(void);
#line 736 "program/20-expr.nw"
X(expr_suite)
#line 756 "program/30-animate.nw"
X(anim_suite)
#line 121 "program/51-tests-motion.nw"
X(model_suite)
#line 299 "program/51-tests-motion.nw"
X(energy_suite)
#line 916 "program/51-tests-motion.nw"
X(motion_suite)
#line 31 "program/52-tests-integrators.nw"
X(integrate_suite)
#line 133 "program/53-tests-hamilton.nw"
X(hamilton_suite)
#line 62 "program/54-tests-paper.nw"
X(paper_suite)
#line 57 "program/55-tests-modes.nw"
X(modes_suite)
#line 91 "program/56-tests-chaos.nw"
X(chaos_suite)
#line 1796 "program/10-dp.nw"
#undef X

int main(void)
{
  SRunner *sr = srunner_create(NULL);
#define X(suite) srunner_add_suite(sr, suite());
  #line 736 "program/20-expr.nw"
  X(expr_suite)
  #line 756 "program/30-animate.nw"
  X(anim_suite)
  #line 121 "program/51-tests-motion.nw"
  X(model_suite)
  #line 299 "program/51-tests-motion.nw"
  X(energy_suite)
  #line 916 "program/51-tests-motion.nw"
  X(motion_suite)
  #line 31 "program/52-tests-integrators.nw"
  X(integrate_suite)
  #line 133 "program/53-tests-hamilton.nw"
  X(hamilton_suite)
  #line 62 "program/54-tests-paper.nw"
  X(paper_suite)
  #line 57 "program/55-tests-modes.nw"
  X(modes_suite)
  #line 91 "program/56-tests-chaos.nw"
  X(chaos_suite)
#line 1803 "program/10-dp.nw"
#undef X
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
