# Data of figures/energy-long.gp: one hour of the explainer's start by the
# three methods, a row every 10 s.
build/data/long-rk4.tsv: build/bin/dp | build/data/.dir
	build/bin/dp simulate --preset explainer --h explainer --t 3600 --every 10 > $@
build/data/long-dopri5.tsv: build/bin/dp | build/data/.dir
	build/bin/dp simulate --preset explainer --t 3600 --every 10 --method dopri5 > $@
build/data/long-gauss4.tsv: build/bin/dp | build/data/.dir
	build/bin/dp simulate --preset explainer --h explainer --t 3600 --every 10 --method gauss4 > $@
build/fig/energy-long.tex: build/data/long-rk4.tsv build/data/long-dopri5.tsv build/data/long-gauss4.tsv
