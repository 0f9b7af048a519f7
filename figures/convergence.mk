# Data of figures/convergence.gp: dp convergence, RK4 and Gauss-Legendre at a
# regular start, RK4 at the explainer's start.
build/data/convergence-rk4.tsv: build/bin/dp | build/data/.dir
	build/bin/dp convergence --th1 30 --th2 45 > $@
build/data/convergence-gauss4.tsv: build/bin/dp | build/data/.dir
	build/bin/dp convergence --th1 30 --th2 45 --method gauss4 > $@
build/data/convergence-explainer.tsv: build/bin/dp | build/data/.dir
	build/bin/dp convergence --preset explainer --t 5 > $@
build/fig/convergence.tex: build/data/convergence-rk4.tsv build/data/convergence-gauss4.tsv build/data/convergence-explainer.tsv
