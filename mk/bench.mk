# The build's own speed (issue "A build an instructor does not wait for"):
# make bench times, in BENCH_RUNS fresh clones, a clean `make`, an edited
# paragraph then `make`, `make check` and `make web`, with the machine's
# core count, into build/bench/build.tsv (medians in the rows "median").
# It takes a while (BENCH_RUNS x the four); BENCH_WORKS="make edit" picks.
BENCH_RUNS ?= 3
.PHONY: bench-build
BENCH_TARGETS += bench-build
bench-build: tools/bench-build
	tools/bench-build $(B)/bench/build.tsv $(BENCH_RUNS)
