# Data of figures/blog-figures.gp: the blog's two runs, single precision.
$(B)/data/blog-hf.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog > $@
$(B)/data/blog-lbf.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog --form lagrange > $@
$(B)/fig/blog-figures.tex: $(B)/data/blog-hf.tsv $(B)/data/blog-lbf.tsv
