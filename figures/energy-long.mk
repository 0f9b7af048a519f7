# Data of figures/energy-long.gp: one hour of the explainer's start by the
# three methods, a row every 10 s.
$(B)/data/long-rk4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simulate --preset explainer --h explainer --t 3600 --every 10 > $@
$(B)/data/long-dopri5.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simulate --preset explainer --t 3600 --every 10 --method dopri5 > $@
$(B)/data/long-gauss4.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simulate --preset explainer --h explainer --t 3600 --every 10 --method gauss4 > $@
$(B)/fig/energy-long.tex: $(B)/data/long-rk4.tsv $(B)/data/long-dopri5.tsv $(B)/data/long-gauss4.tsv
