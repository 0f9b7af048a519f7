# Chapter 8 (chaos): OpenMP for the flip map, the review's chaos table, and
# the chapter's benchmarks.

# The flip-map loop in dp_chaos.c and the runs of `dp lyapunov --starts` in
# dp.c are the only OpenMP code of the book; the programs that link the
# library need the OpenMP runtime.  `private` keeps the flags from being
# inherited by the prerequisites.
$(B)/obj/lib/dp_chaos.o $(B)/obj/cli/cmd_chaos.o: private CFLAGS += -fopenmp
$(B)/bin/dp $(B)/bin/check_dp: private LIBS += -fopenmp

# The review's chaos table, recomputed at three steps: both angles released
# together, the twin 0.001 degrees apart in theta1, 30 s.  Columns: the
# largest |dtheta2| at h = 1, 0.5, 0.25 ms, then the first time it reaches
# 0.1 rad at the same steps.
CHAOS_ANGLES := 10 60 90 120
CHAOS_STEPS  := 0.001 0.0005 0.00025
$(B)/data/chaos-table.tex: $(B)/bin/dp | $(B)/data/.dir
	{ echo '\begin{tabular}{@{}l*{3}{r}*{3}{r}@{}}\toprule'; \
	  echo '& \multicolumn{3}{c}{largest $$\lvert\Delta\theta_2\rvert$$ (rad)} & \multicolumn{3}{c}{separation (s)}\\'; \
	  echo '\cmidrule(lr){2-4}\cmidrule(l){5-7}'; \
	  echo '$$\theta_1=\theta_2$$ & \SI{1}{ms} & \SI{0.5}{ms} & \SI{0.25}{ms} & \SI{1}{ms} & \SI{0.5}{ms} & \SI{0.25}{ms}\\ \midrule'; \
	for a in $(CHAOS_ANGLES); do \
	  m=; s=; \
	  for h in $(CHAOS_STEPS); do \
	    out=$$($(B)/bin/dp twin --th1 $$a --th2 $$a --h $$h --t 30 --summary); \
	    m="$$m & $$(awk '$$1=="max_dth2"{printf "\\num{%.3g}", $$2}' <<<"$$out")"; \
	    s="$$s & $$(awk '$$1=="t_sep"{if ($$2 < 0) printf "---"; else printf "%.2f", $$2}' <<<"$$out")"; \
	  done; \
	  echo "\\ang{$$a}$$m$$s\\\\"; \
	done; \
	echo '\midrule review & \multicolumn{3}{l}{$$3\times10^{-5}$$, $$10^{-4}$$, $$\approx14$$, $$\approx48$$} & \multicolumn{3}{l}{---, ---, $$\approx15$$, $$\approx8$$}\\'; \
	echo '\bottomrule\end{tabular}'; } > $@.tmp && mv $@.tmp $@
book.pdf: $(B)/data/chaos-table.tex

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

# The chapter's outputs are the same bit for bit from gcc and clang at -O0
# and -O2 (the builds of the `compilers` check): a Lyapunov spectrum, a twin
# summary, a small flip map on two threads, a Poincare section, a reference
# comparison.
.PHONY: chaos-compilers
CHECK_EXTRA += chaos-compilers
chaos-compilers: compilers
	@set -e; for c in $(COMPILERS); do cc=$${c%%:*}; o=$${c#*:}; d=$(B)/alt/$$cc$$o; \
	  { $$d/bin/dp lyapunov --th1 120 --th2 120 --t 200 --spectrum; \
	    $$d/bin/dp twin --th1 120 --th2 120 --t 30 --summary; \
	    $$d/bin/dp flipmap --size 32 --t 5 --threads 2; \
	    $$d/bin/dp poincare --energy -10 --starts 4 --crossings 50; \
	    $$d/bin/dp predict --th1 120 --th2 120; } > $$d/chaos.txt; done; \
	for c in $(COMPILERS); do cc=$${c%%:*}; o=$${c#*:}; \
	  cmp $(B)/alt/gcc-O2/chaos.txt $(B)/alt/$$cc$$o/chaos.txt || { echo "chaos-compilers: $$cc $$o differs from gcc -O2" >&2; exit 1; }; done; \
	echo "chaos-compilers: the chaos subcommands give identical results with gcc and clang at -O0 and -O2"
