# Data of figures/animate-strobe.gp: dp animate's frame table for blog90.
build/data/animate-strobe.tsv: build/bin/dp | build/data/.dir
	build/bin/dp animate --preset blog90 --t 4 --fps 25 --format tsv -o $@
build/fig/animate-strobe.tex: build/data/animate-strobe.tsv
