# Data of figures/lyap-spectrum.gp: running estimates of all four exponents.
build/data/lyap-spectrum.tsv: build/bin/dp | build/data/.dir
	build/bin/dp lyapunov --th1 120 --th2 120 --spectrum --t 2000 --every 1 > $@
build/fig/lyap-spectrum.tex: build/data/lyap-spectrum.tsv
