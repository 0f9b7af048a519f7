# Data of figures/drift-explainer.gp: the explainer's start for 20 s, RK4 with
# h = 1/600 s, a row per 1/60 s frame.
$(B)/data/drift-explainer.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simulate --preset explainer --h explainer --every 1/60 --t 20 > $@
$(B)/fig/drift-explainer.tex: $(B)/data/drift-explainer.tsv
