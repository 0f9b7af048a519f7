# Data of figures/simple-phase.gp: RK4 from rest at six amplitudes (one
# swing each), and from the top with 1, 2 and 4 rad/s (one turn).
SIMPLE_LIB := 30 60 90 120 150
SIMPLE_ROT := 1 2 4
$(SIMPLE_LIB:%=$(B)/data/simple-phase-lib%.tsv): $(B)/data/simple-phase-lib%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simple --th0 $* --h 0.001 --t 6 --every 0.01 > $@
$(SIMPLE_ROT:%=$(B)/data/simple-phase-rot%.tsv): $(B)/data/simple-phase-rot%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simple --th0 -180 --w0 $* --h 0.001 --t 4 --every 0.01 > $@
$(B)/fig/simple-phase.tex: $(SIMPLE_LIB:%=$(B)/data/simple-phase-lib%.tsv) \
                           $(SIMPLE_ROT:%=$(B)/data/simple-phase-rot%.tsv)
