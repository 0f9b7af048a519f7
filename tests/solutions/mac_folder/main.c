/* Honest upload: a folder as a Mac zips it, with main.c, a Makefile, and
   what the Mac adds (._main.c beside it, __MACOSX/, .DS_Store: added by
   tools/grade-mutants, option mac).  Full marks; the Mac's files are
   ignored, not compiled. */
#include "../../mutants/base.c"
