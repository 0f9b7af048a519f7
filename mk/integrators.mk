# Chapter 4 (integrators): the command-line check of dp simulate's time
# options (make check), the RK4 benchmark (make bench), the identity of the
# explainer's numbers across compilers (make check).
CHECK_EXTRA   += integrators-cli
BENCH_TARGETS += bench-rk4
.PHONY: integrators-cli bench-rk4
integrators-cli: $(B)/bin/dp mk/integrators-cli.sh
	mk/integrators-cli.sh $(B)/bin/dp

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
CHECK_EXTRA += integrators-compilers
.PHONY: integrators-compilers
integrators-compilers: compilers
	@set -e; for c in $(COMPILERS); do cc=$${c%%:*}; o=$${c#*:}; d=$(B)/alt/$$cc$$o; \
	  $$d/bin/dp explainer-start > $$d/explainer.txt; done; \
	for c in $(COMPILERS); do cc=$${c%%:*}; o=$${c#*:}; d=$(B)/alt/$$cc$$o; \
	  cmp $(B)/alt/gcc-O2/explainer.txt $$d/explainer.txt || \
	    { echo "integrators-compilers: $$cc $$o gives other explainer numbers" >&2; exit 1; }; done; \
	echo "integrators-compilers: dp explainer-start is identical from gcc and clang at -O0 and -O2"
