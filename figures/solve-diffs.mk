# Data of figures/solve-diffs.gp: dp check-solve --dump, each column sorted.
build/data/solve-diffs.tsv: build/bin/dp | build/data/.dir
	build/bin/dp check-solve --n 10000 --seed 1 --dump $@ > build/data/solve-diffs.summary
build/data/solve-diffs.sorted: build/data/solve-diffs.tsv
	paste <(grep -v '^#' $< | cut -f1) <(grep -v '^#' $< | cut -f2 | sort -g) <(grep -v '^#' $< | cut -f3 | sort -g) > $@
build/fig/solve-diffs.tex: build/data/solve-diffs.tsv build/data/solve-diffs.sorted
