# Data of figures/roots-iterates.gp (chapter 10): the iterates of each method
# on the period problem (the amplitude whose period is twice P0).
ROOTS_METHODS := bisect secant newton brent
$(ROOTS_METHODS:%=$(B)/data/roots-trace-%.tsv): $(B)/data/roots-trace-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp roots --problem period --method $* --trace > $@
$(B)/data/roots-event.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp roots --problem flip --th1 179 --th2 179 --convergence > $@
$(B)/fig/roots-iterates.tex: $(ROOTS_METHODS:%=$(B)/data/roots-trace-%.tsv)
$(B)/fig/roots-event.tex: $(B)/data/roots-event.tsv figures/roots-iterates.mk
