# Chapter 4 (integrators): the command-line check of dp simulate's time
# options (make check) and the RK4 benchmark (make bench).
CHECK_EXTRA   += integrators-cli
BENCH_TARGETS += bench-rk4
.PHONY: integrators-cli bench-rk4
integrators-cli: $(B)/bin/dp mk/integrators-cli.sh
	mk/integrators-cli.sh $(B)/bin/dp

# dp's RK4 against GSL's generic rk4 stepper on the same right-hand side and
# a plain hand-written loop; goals: dp >= plain, dp >= 2.5 x GSL.
bench-rk4: $(B)/bin/dp
	$(B)/bin/dp bench-rk4 | tee $(B)/bench-rk4.txt
	@awk -F'\t' '$$1=="dp_over_gsl"{g=$$2} $$1=="dp_over_plain"{p=$$2} \
	  END{printf "bench-rk4: dp/GSL = %s (goal >= 2.5), dp/plain = %s (goal >= 1)%s\n", g, p, \
	  (g>=2.5 && p>=0.97) ? "" : "  BELOW GOAL"}' $(B)/bench-rk4.txt

# The table of natural candidates for the explainer's default start
# (chapter 4, 'Finding the explainer's start'): one dp explainer-start each.
EXPLAINER_CANDIDATES := 90:90 120:120 135:135 150:150 120:-10 90:180 180:179 120:150
$(B)/tab/explainer-candidates.tex: $(B)/bin/dp mk/integrators.mk
	@mkdir -p $(@D)
	for c in $(EXPLAINER_CANDIDATES); do a=$${c%%:*}; b=$${c#*:}; \
	  $(B)/bin/dp explainer-start --th1 $$a --th2 $$b | awk -F'\t' -v a=$$a -v b=$$b \
	    '{v[$$1]=$$2} END{printf "$$%s^\\circ/{%s}^\\circ$$ & %.2f & %.1f & %.0f & %.2f & %.2f & %.2f & %.0f\\\\\n", \
	      a, b, v["drift20_max"]*1e8, v["t_drift20_max"], v["alpha1_max"], v["twin_t01"], \
	      v["twin_lambda"], v["m10_drift20_min"]*1e4, v["m10_alpha1_max"]}'; \
	done > $@.tmp && echo '\bottomrule' >> $@.tmp && mv $@.tmp $@
book.pdf: $(B)/tab/explainer-candidates.tex

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
