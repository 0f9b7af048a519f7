# Data of figures/spectra-lines.gp and figures/spectra-leakage.gp (chapter 11):
# dp spectrum of three starts, and of the linear model's slow mode with two
# windows.
$(B)/data/spectrum-fair4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp spectrum --preset fair4 --omax 20 > $@
$(B)/data/spectrum-fair57.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp spectrum --preset fair57 --omax 20 > $@
$(B)/data/spectrum-chaos120.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp spectrum --preset chaos120 --signal sin1 --omax 20 > $@
$(B)/data/spectrum-leak-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp spectrum --preset mode1 --model linear --window $* --omax 3 > $@
$(B)/fig/spectra-lines.tex: $(B)/data/spectrum-fair4.tsv $(B)/data/spectrum-fair57.tsv \
  $(B)/data/spectrum-chaos120.tsv
$(B)/fig/spectra-leakage.tex: $(B)/data/spectrum-leak-rect.tsv $(B)/data/spectrum-leak-hann.tsv
