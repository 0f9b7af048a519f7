# Data of figures/simple-phase-methods.gp: the three methods from 30
# degrees at rest with h = 0.05 s for 4 s.
$(SIMPLE_METHODS:%=$(B)/data/simple-methods-%.tsv): $(B)/data/simple-methods-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simple --method $* --th0 30 --h 0.05 --t 4 > $@
$(B)/fig/simple-phase-methods.tex: $(SIMPLE_METHODS:%=$(B)/data/simple-methods-%.tsv)
