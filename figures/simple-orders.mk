# Data of figures/simple-orders.gp: dp simple --summary for each method at
# steps from 0.0005 s to 0.1 s, 100 s from 60 degrees; one row 'h de_max_rel'.
SIMPLE_STEPS := 0.0001 0.0002 0.0005 0.001 0.002 0.005 0.01 0.02 0.05 0.1
$(SIMPLE_METHODS:%=$(B)/data/simple-orders-%.tsv): $(B)/data/simple-orders-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	for h in $(SIMPLE_STEPS); do \
	  $(B)/bin/dp simple --method $* --th0 60 --h $$h --t 100 --summary \
	    | awk -F'\t' -v h=$$h '$$1 == "de_max_rel" { print h "\t" $$2 }'; \
	done > $@.tmp && mv $@.tmp $@
$(B)/fig/simple-orders.tex: $(SIMPLE_METHODS:%=$(B)/data/simple-orders-%.tsv)
