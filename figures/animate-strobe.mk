# Data of figures/animate-strobe.gp: dp animate's frame table for blog90.
$(B)/data/animate-strobe.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp animate --preset blog90 --t 4 --fps 25 --format tsv -o $@
$(B)/fig/animate-strobe.tex: $(B)/data/animate-strobe.tsv
