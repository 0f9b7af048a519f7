# Data of figures/chain-shapes.gp and figures/chain-convergence.gp (chapter
# 12): dp chain --shapes of 20 links, and --convergence up to 2^16 links.
$(B)/data/chain-shapes.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp chain --shapes --links 20 --modes 3 > $@
$(B)/data/chain-bessel.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp chain --shapes --links 400 --modes 3 --method gsl > $@
$(B)/data/chain-convergence.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp chain --convergence --links 65536 --modes 3 > $@
$(B)/fig/chain-shapes.tex: $(B)/data/chain-shapes.tsv $(B)/data/chain-bessel.tsv
$(B)/fig/chain-convergence.tex: $(B)/data/chain-convergence.tsv
