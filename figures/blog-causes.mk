# Data of figures/blog-causes.gp: distances of the pairs of dp blog-causes.
$(B)/data/blog-causes.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog-causes --dump $@ > $(B)/data/blog-causes.summary
$(B)/fig/blog-causes.tex: $(B)/data/blog-causes.tsv
