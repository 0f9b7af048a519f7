# Data of figures/poincare.gp: sections at three energies (joules; the
# bottom of the well is -29.43 J, the lowest flip energy -9.81 J).
POINCARE := --starts 16 --crossings 300 --h 0.005
build/data/poincare-low.tsv: build/bin/dp | build/data/.dir
	build/bin/dp poincare --energy -20 $(POINCARE) > $@
build/data/poincare-mid.tsv: build/bin/dp | build/data/.dir
	build/bin/dp poincare --energy -10 $(POINCARE) > $@
build/data/poincare-high.tsv: build/bin/dp | build/data/.dir
	build/bin/dp poincare --energy 0 $(POINCARE) > $@
build/fig/poincare.tex: build/data/poincare-low.tsv build/data/poincare-mid.tsv build/data/poincare-high.tsv
