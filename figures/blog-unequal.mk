# Data of figures/blog-unequal.gp: the unequal case in both forms at tau/100;
# the plotted horizon is where tau/100 and tau/1000 first differ by 0.1.
build/data/blog-unequal-h.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog-unequal --precision double --tau 0.03 --steps 100000 --every 10 > $@
build/data/blog-unequal-l.tsv: build/bin/dp | build/data/.dir
	build/bin/dp blog --preset blog-unequal --precision double --tau 0.03 --steps 100000 --every 10 \
	  --form lagrange --lw1 fixed > $@
build/data/blog-unequal.tmax: build/data/blog-unequal-h.tsv build/bin/dp
	build/bin/dp blog --preset blog-unequal --precision double --tau 0.003 --steps 1000000 --every 100 \
	  | grep -v '^#' | paste <(grep -v '^#' build/data/blog-unequal-h.tsv) - \
	  | awk -F'\t' '{ d = sqrt(($$5-$$13)^2 + ($$6-$$14)^2); if (!f && d > 0.1) { print $$2; f = 1 } } END { if (!f) print 3000 }' > $@
build/fig/blog-unequal.tex: build/data/blog-unequal-h.tsv build/data/blog-unequal-l.tsv build/data/blog-unequal.tmax
