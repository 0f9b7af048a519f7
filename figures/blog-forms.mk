# Data of figures/blog-forms.gp: both forms in double precision at tau/100,
# sampled every tau; the trusted horizon comes from dp blog-causes.
build/data/blog-ref.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog --precision double --tau 0.03 --steps 100000 --every 10 > $@
build/data/blog-lref.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog --precision double --tau 0.03 --steps 100000 --every 10 \
	  --form lagrange --lw1 fixed > $@
build/fig/blog-forms.tex: build/data/blog-ref.tsv build/data/blog-lref.tsv build/data/blog-causes.tsv
