/* Hostile (libraries the assignment does not allow): looks for GSL, whose
   eigen-solver would do the modes and whose stepper the RK4 step, both
   at run time (dlopen of any of its names) and at compile time (its
   headers).  The energy is right only if GSL, or BLAS or LAPACK, was
   within reach: the expected 100 says none was. */
#include <dlfcn.h>
#if defined(__has_include)
#if __has_include(<gsl/gsl_eigen.h>)
#define GSL_HEADERS 1
#endif
#endif
#ifndef GSL_HEADERS
#define GSL_HEADERS 0
#endif

static int found(void)
{
  static const char *const names[] = {
    "libgsl.so", "libgsl.so.27", "libgsl.so.25", "libgsl.so.23", "libgslcblas.so.0",
    "libgslcblas.so", "/usr/lib/x86_64-linux-gnu/libgsl.so.27", "libblas.so.3",
    "liblapack.so.3", "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3",
    "/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3", "/usr/lib/aarch64-linux-gnu/libgsl.so.27",
  };
  if (GSL_HEADERS) return 1;
  for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
    if (dlopen(names[i], RTLD_NOW | RTLD_LOCAL)) return 1;
  return 0;
}
#define HOSTILE_ENERGY_GATE found
#include "../mutants/base.c"
