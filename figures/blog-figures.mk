# Data of figures/blog-figures.gp: the blog's two runs, single precision.
build/data/blog-hf.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog > $@
build/data/blog-lbf.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog --form lagrange > $@
build/fig/blog-figures.tex: build/data/blog-hf.tsv build/data/blog-lbf.tsv
