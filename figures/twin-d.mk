# Data of figures/twin-d.gp: the explainer's twin runs (h = 1/600 s, the
# twin 0.001 rad apart in theta1) from a high- and a low-energy start.
TWIN_EXPL := --delta-rad 0.001 --h 0.0016666666666666668 --every 0.016666666666666666 --t 20
$(B)/data/twin-high.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp twin --th1 120 --th2 120 $(TWIN_EXPL) > $@
$(B)/data/twin-high.summary: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp twin --th1 120 --th2 120 $(TWIN_EXPL) --summary > $@
$(B)/data/twin-low.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp twin --th1 10 --th2 10 $(TWIN_EXPL) > $@
$(B)/fig/twin-d.tex: $(B)/data/twin-high.tsv $(B)/data/twin-high.summary $(B)/data/twin-low.tsv
