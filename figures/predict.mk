# Data of figures/predict.gp: RK4 at h = 1/600 s and rk8pd at 1e-11 against
# rk8pd at 1e-13, from the book's high-energy start.
$(B)/data/predict.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp predict --th1 120 --th2 120 --table > $@
$(B)/fig/predict.tex: $(B)/data/predict.tsv
