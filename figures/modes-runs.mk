# Data of figures/modes-runs.gp (chapter 7).
build/data/mode%.tsv: build/bin/dp | build/data/.dir
	build/bin/dp simulate --preset mode$* --t 10 --every 0.01 > $@
build/fig/modes-runs.tex: build/data/mode1.tsv build/data/mode2.tsv
