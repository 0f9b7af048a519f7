# Data of figures/fit-residuals.gp (chapter 14): dp fit --table of the noisy
# data (three terms) and of the exact ratios (three and four terms).
$(B)/data/fit-noisy.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp fit --table > $@
$(B)/data/fit-exact3.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp fit --sigma 0 --table > $@
$(B)/data/fit-exact4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp fit --sigma 0 --terms 4 --table > $@
$(B)/fig/fit-residuals.tex: $(B)/data/fit-noisy.tsv $(B)/data/fit-exact3.tsv \
  $(B)/data/fit-exact4.tsv
