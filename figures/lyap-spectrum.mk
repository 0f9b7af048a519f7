# Data of figures/lyap-spectrum.gp: running estimates of all four exponents.
$(B)/data/lyap-spectrum.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp lyapunov --th1 120 --th2 120 --spectrum --t 2000 --every 1 > $@
$(B)/fig/lyap-spectrum.tex: $(B)/data/lyap-spectrum.tsv
