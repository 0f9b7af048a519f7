# Data of figures/drift-explainer.gp: the explainer's start for 20 s, RK4 with
# h = 1/600 s, a row per 1/60 s frame.
build/data/drift-explainer.tsv: build/bin/dp | build/data/.dir
	build/bin/dp simulate --preset explainer --h explainer --every 1/60 --t 20 > $@
build/fig/drift-explainer.tex: build/data/drift-explainer.tsv
