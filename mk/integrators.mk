# Chapter 4 (integrators): the RK4 benchmark (make bench).  The command-line
# cases are in tests/cli/integrators.cases, the comparison across compilers
# in tests/compilers.list.
BENCH_TARGETS += bench-rk4
.PHONY: bench-rk4

# dp simulate's path, the fast path and the one RK4 against GSL's rk4
# stepper and plain hand-written loops, six million steps each, medians of
# interleaved rounds; dp bench-rk4 states whether the goals are met.  The
# table of medians and ratios goes to build/bench/rk4.tsv.
bench-rk4: $(B)/bin/dp
	@mkdir -p $(B)/bench
	$(B)/bin/dp bench-rk4 -o $(B)/bench/rk4.tsv | tee $(B)/bench/rk4.txt

# The table of natural candidates for the explainer's default start
# (chapter 4, 'Finding the explainer's start') is written by verify/ with
# the numbers (verify/04-integrators.tsv).
$(B)/tables/explainer-candidates.tex: $(B)/numbers.tex ;
book.pdf: $(B)/tables/explainer-candidates.tex

# The explainer's claims at mass ratio 10 hang on the last digits of the
# arithmetic: the builds of 'make compilers' must agree on them bit for bit.
# (their command line is in tests/compilers.list, make compilers)
