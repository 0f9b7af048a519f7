# Data of figures/flipmap.gp: the book's flip map, small enough for a
# quick build (dp flipmap --size 512 is the benchmark of mk/chaos.mk).
FLIPMAP := --size 128 --t 20 --h 0.01
build/data/flipmap.tsv: build/bin/dp | build/data/.dir
	build/bin/dp flipmap $(FLIPMAP) --threads 2 -o $@ > build/data/flipmap.summary
build/fig/flipmap.tex: build/data/flipmap.tsv
