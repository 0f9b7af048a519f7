# Data of figures/flipmap-bench.gp: a measurement, not a computation, so it
# is kept in figures/flipmap-bench.tsv (a copy of what make bench writes to
# build/bench/flipmap.tsv), and a build draws the same figure every time.
$(B)/fig/flipmap-bench.tex: figures/flipmap-bench.tsv
