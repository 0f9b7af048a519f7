# Data of figures/solve-diffs.gp: dp check-solve --dump, one row per state.
$(B)/data/solve-diffs.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp check-solve --n 10000 --seed 1 --dump $@ > $(B)/data/solve-diffs.summary
$(B)/fig/solve-diffs.tex: $(B)/data/solve-diffs.tsv
