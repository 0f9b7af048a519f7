# Data of figures/quad-orders.gp (chapter 9): dp quad --table for each rule on
# each form of the period integral, 60 degrees, n doubling to 65536.
QUAD_FORMS := raw sqrt elliptic
QUAD_RULES := trapezoid simpson gauss
QUAD_DATA  := $(foreach f,$(QUAD_FORMS),$(foreach r,$(QUAD_RULES),$(B)/data/quad-$(f)-$(r).tsv))
$(QUAD_DATA): $(B)/data/quad-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp quad --th0 60 --table --nmax 65536 --form $(word 1,$(subst -, ,$*)) \
	  --rule $(word 2,$(subst -, ,$*)) > $@
$(B)/fig/quad-orders.tex: $(QUAD_DATA)
