# Data of figures/blog-forms.gp: both forms in double precision at tau/100,
# sampled every tau; the trusted horizon comes from dp blog-causes.
$(B)/data/blog-ref.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog --precision double --tau 0.03 --steps 100000 --every 0.3 > $@
$(B)/data/blog-lref.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog --precision double --tau 0.03 --steps 100000 --every 0.3 \
	  --form lagrange --lw1 fixed > $@
$(B)/fig/blog-forms.tex: $(B)/data/blog-ref.tsv $(B)/data/blog-lref.tsv $(B)/data/blog-causes.tsv
