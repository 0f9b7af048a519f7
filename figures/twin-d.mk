# Data of figures/twin-d.gp: the explainer's twin runs (h = 1/600 s, the
# twin 0.001 rad apart in theta1) from a high- and a low-energy start.
TWIN_EXPL := --delta-rad 0.001 --h 0.0016666666666666668 --every 0.016666666666666666 --t 20
build/data/twin-high.tsv: build/bin/dp | build/data/.dir
	build/bin/dp twin --th1 120 --th2 120 $(TWIN_EXPL) > $@
build/data/twin-high.summary: build/bin/dp | build/data/.dir
	build/bin/dp twin --th1 120 --th2 120 $(TWIN_EXPL) --summary > $@
build/data/twin-low.tsv: build/bin/dp | build/data/.dir
	build/bin/dp twin --th1 10 --th2 10 $(TWIN_EXPL) > $@
build/fig/twin-d.tex: build/data/twin-high.tsv build/data/twin-high.summary build/data/twin-low.tsv
