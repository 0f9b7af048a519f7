# Data of figures/predict.gp: RK4 at h = 1/600 s and rk8pd at 1e-11 against
# rk8pd at 1e-13, from the book's high-energy start.
build/data/predict.tsv: build/bin/dp | build/data/.dir
	build/bin/dp predict --th1 120 --th2 120 --table > $@
build/fig/predict.tex: build/data/predict.tsv
