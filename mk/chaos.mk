# Chapter 8 (chaos): OpenMP for the flip map and the Lyapunov runs, the
# chapter's benchmarks, and its gcc/clang identity check.

# The flip-map loop and the runs of dp_lyapunov_starts in dp_chaos.c are
# the only OpenMP code of the book; the programs that link the library need
# the OpenMP runtime.  `private` keeps the flags from being inherited by the
# prerequisites.
$(B)/obj/lib/dp_chaos.o: private CFLAGS += -fopenmp
$(B)/bin/dp $(B)/bin/check_dp: private LIBS += -fopenmp

# The review's chaos table (tab:chaos-table) is typeset in the chapter;
# its cells are numbers of verify/08-chaos.tsv, like every quoted value.

# Benchmarks: the explainer's 20,000 s Lyapunov run, the 512 x 512 flip map
# on one and on two threads, and plain RK4 steps per second.
.PHONY: bench-chaos
BENCH_TARGETS += bench-chaos
bench-chaos: $(B)/bin/dp
	@mkdir -p $(B)/bench
	@TIMEFORMAT=%R; \
	t=$$( { time $(B)/bin/dp lyapunov --th1 120 --th2 120 > $(B)/bench/lyap.txt; } 2>&1 ); \
	echo "bench-chaos: lyapunov 20000 s (h = 1/600 s, tangent): $$t s, lambda $$(awk '$$1=="lambda"{print $$2}' $(B)/bench/lyap.txt)"; \
	t1=$$( { time $(B)/bin/dp flipmap --size 512 --t 10 --threads 1 -o $(B)/bench/flip1.tsv > /dev/null; } 2>&1 ); \
	t2=$$( { time $(B)/bin/dp flipmap --size 512 --t 10 --threads 2 -o $(B)/bench/flip2.tsv > /dev/null; } 2>&1 ); \
	cmp -s $(B)/bench/flip1.tsv $(B)/bench/flip2.tsv && same=identical || same=DIFFERENT; \
	echo "bench-chaos: flipmap 512x512, T = 10 s: 1 thread $$t1 s, 2 threads $$t2 s, speed-up $$(awk -v a=$$t1 -v b=$$t2 'BEGIN{printf "%.2f", a/b}') (maps $$same)"; \
	t=$$( { time $(B)/bin/dp simulate --t 10000 --h 0.001 --every 10000 --final > /dev/null; } 2>&1 ); \
	echo "bench-chaos: RK4 steps per second (dp simulate, 10^7 steps): $$(awk -v t=$$t 'BEGIN{printf "%.3g", 1e7/t}')"

# The chapter's outputs are the same from gcc and clang at -O0 and -O2:
# their command lines are in tests/compilers.list (make compilers).
