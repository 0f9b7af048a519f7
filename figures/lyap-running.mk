# Data of figures/lyap-running.gp: running estimates of the largest exponent.
$(B)/data/lyap-tangent.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp lyapunov --th1 120 --th2 120 --every 10 > $@
$(B)/data/lyap-twin.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp lyapunov --th1 120 --th2 120 --method twin --t 2000 --every 1 > $@
$(B)/data/lyap-regular.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp lyapunov --th1 10 --th2 10 --t 2000 --every 1 > $@
$(B)/fig/lyap-running.tex: $(B)/data/lyap-tangent.tsv $(B)/data/lyap-twin.tsv $(B)/data/lyap-regular.tsv
