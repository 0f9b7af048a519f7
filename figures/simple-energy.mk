# Data of figures/simple-energy.gp: the three methods from 60 degrees at
# rest, h = 0.01 s, for 20 s (dp simple, chapter 0).
SIMPLE_METHODS := euler cromer rk4
$(SIMPLE_METHODS:%=$(B)/data/simple-energy-%.tsv): $(B)/data/simple-energy-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simple --method $* --th0 60 --h 0.01 --t 20 > $@
$(B)/fig/simple-energy.tex: $(SIMPLE_METHODS:%=$(B)/data/simple-energy-%.tsv)
