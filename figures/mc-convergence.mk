# Data of figures/mc-convergence.gp (chapter 13): the error of the allowed
# share over 64 seeds (dp mc --convergence), the running estimate of the
# fraction that flips within 20 s (dp mc --running), and the flip map's
# fraction on its 128 x 128 grid (the summary of figures/flipmap.mk).
$(B)/data/mc-convergence.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp mc --convergence --samples 65536 > $@
$(B)/data/mc-running.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp mc --running --samples 4096 > $@
$(B)/data/mc-grid.tsv: $(B)/data/flipmap.tsv
	awk -F'\t' '$$1 == "pixels" { n = $$2 } $$1 == "upper_first" || $$1 == "lower_first" { k += $$2 } END { print k / n }' $(B)/data/flipmap.summary > $@
$(B)/fig/mc-convergence.tex: $(B)/data/mc-convergence.tsv $(B)/data/mc-running.tsv $(B)/data/mc-grid.tsv
