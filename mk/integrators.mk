# Chapter 4 (integrators): the RK4 benchmark (make bench).  The command-line
# cases are in tests/cli/integrators.cases, the comparison across compilers
# in tests/compilers.list.
BENCH_TARGETS += bench-rk4
.PHONY: bench-rk4

# dp's RK4 against GSL's generic rk4 stepper on the same right-hand side and
# a plain hand-written loop; dp bench-rk4 states whether the goals are met.
bench-rk4: $(B)/bin/dp
	$(B)/bin/dp bench-rk4 | tee $(B)/bench-rk4.txt

# The table of natural candidates for the explainer's default start
# (chapter 4, 'Finding the explainer's start') is written by verify/ with
# the numbers (verify/04-integrators.tsv).
$(B)/tables/explainer-candidates.tex: $(B)/numbers.tex ;
book.pdf: $(B)/tables/explainer-candidates.tex

# The explainer's claims at mass ratio 10 hang on the last digits of the
# arithmetic: the builds of 'make compilers' must agree on them bit for bit.
# (their command line is in tests/compilers.list, make compilers)
