# Data of figures/flipmap.gp: the book's flip map, small enough for a
# quick build (dp flipmap --size 512 is the benchmark of mk/chaos.mk).
FLIPMAP := --size 128 --t 20 --h 0.01
$(B)/data/flipmap.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp flipmap $(FLIPMAP) --threads 2 -o $@ > $(B)/data/flipmap.summary
$(B)/fig/flipmap.tex: $(B)/data/flipmap.tsv
