# Data of figures/modes-runs.gp (chapter 7).
$(B)/data/mode%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp simulate --preset mode$* --t 10 --every 0.01 > $@
$(B)/fig/modes-runs.tex: $(B)/data/mode1.tsv $(B)/data/mode2.tsv
