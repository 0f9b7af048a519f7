# Data of figures/poincare.gp: sections at three energies (joules; the
# bottom of the well is -29.43 J, the lowest flip energy -9.81 J).
POINCARE := --starts 16 --crossings 300 --h 0.005
$(B)/data/poincare-low.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp poincare --energy -20 $(POINCARE) > $@
$(B)/data/poincare-mid.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp poincare --energy -10 $(POINCARE) > $@
$(B)/data/poincare-high.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp poincare --energy 0 $(POINCARE) > $@
$(B)/fig/poincare.tex: $(B)/data/poincare-low.tsv $(B)/data/poincare-mid.tsv $(B)/data/poincare-high.tsv
