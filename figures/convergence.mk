# Data of figures/convergence.gp: dp convergence, RK4 and Gauss-Legendre at a
# regular start, RK4 at the explainer's start.
$(B)/data/convergence-rk4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp convergence --th1 30 --th2 45 > $@
$(B)/data/convergence-gauss4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp convergence --th1 30 --th2 45 --method gauss4 > $@
$(B)/data/convergence-explainer.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp convergence --preset explainer --t 5 > $@
$(B)/fig/convergence.tex: $(B)/data/convergence-rk4.tsv $(B)/data/convergence-gauss4.tsv $(B)/data/convergence-explainer.tsv
