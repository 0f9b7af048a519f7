# Data of figures/blog-unequal.gp: the unequal case in both forms at tau/100;
# the plotted horizon is where the runs at tau/100 and tau/1000 first lie 0.1
# apart (div_step100 of dp blog-causes for this case).
$(B)/data/blog-unequal-h.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog-unequal --precision double --tau 0.03 --steps 100000 --every 0.3 > $@
$(B)/data/blog-unequal-l.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog-unequal --precision double --tau 0.03 --steps 100000 --every 0.3 \
	  --form lagrange --lw1 fixed > $@
$(B)/data/blog-unequal-causes.summary: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog-causes --preset blog-unequal > $@
$(B)/fig/blog-unequal.tex: $(B)/data/blog-unequal-h.tsv $(B)/data/blog-unequal-l.tsv \
                           $(B)/data/blog-unequal-causes.summary
