# Chapter 8 (chaos): OpenMP for the flip map and the Lyapunov runs, the
# chapter's benchmarks, and its gcc/clang identity check.

# The flip-map loops (dp_chaos.c, dp_flipmap.c) and the runs of
# dp_lyapunov_starts in dp_chaos.c are the only OpenMP code of the book;
# the programs that link the library need the OpenMP runtime.  `private`
# keeps the flags from being inherited by the prerequisites.
$(B)/obj/lib/dp_chaos.o $(B)/obj/lib/dp_flipmap.o: private CFLAGS += -fopenmp
$(B)/bin/check_dp: private LIBS += -fopenmp
# dp links gcc's OpenMP runtime, libgomp, statically: its constructor, which
# reads the OMP_ variables and prints about the ones it cannot read, then
# runs after dp's own, which catches what it prints (program volume, "What
# a library prints").  Another compiler's runtime (clang's libomp) is linked
# as usual.
GOMP_A := $(if $(findstring clang,$(CC)),,$(shell $(CC) -print-file-name=libgomp.a 2>/dev/null))
$(B)/bin/dp: private LIBS += $(if $(filter /%,$(GOMP_A)),$(GOMP_A) -pthread,-fopenmp)

# The review's chaos table (tab:chaos-table) is typeset in the chapter;
# its cells are numbers of verify/08-chaos.tsv, like every quoted value.

# Benchmarks.  dp bench-flipmap times the flip map of the speed goal
# (256 x 256 pixels, T = 10 s, h = 0.01 s) for every lane width on one and
# two threads, medians of interleaved rounds, in RK4 steps per second
# (build/bench/flipmap.tsv), and on runs of 30 s for the time estimates of
# 2048 x 2048 and 8192 x 8192 maps on one core (build/bench/maps.txt).  The
# explainer's 20,000 s Lyapunov run (tangent method) is timed three times
# (median) against the plain loop's rate of dp bench-rk4 (the same make
# bench) for its 12,000,000 steps.
.PHONY: bench-chaos
BENCH_TARGETS += bench-chaos
bench-chaos: $(B)/bin/dp tools/bench-lyapunov | bench-rk4
	@mkdir -p $(B)/bench
	$(B)/bin/dp bench-flipmap --size 256 --t 10 --threads 2 -o $(B)/bench/flipmap.tsv \
	  | tee $(B)/bench/flipmap.txt
	$(B)/bin/dp bench-flipmap --size 128 --t 30 --threads 1 --repeat 1 \
	  | grep -E '^(steps_per_pixel|est_)' | tee $(B)/bench/maps.txt
	tools/bench-lyapunov $(B)/bin/dp $(B)/bench

# The chapter's outputs are the same from gcc and clang at -O0 and -O2:
# their command lines are in tests/compilers.list (make compilers).
