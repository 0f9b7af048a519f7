# Data of figures/blog-causes.gp: distances of the pairs of dp blog-causes.
build/data/blog-causes.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog-causes --dump $@ > build/data/blog-causes.summary
build/fig/blog-causes.tex: build/data/blog-causes.tsv
