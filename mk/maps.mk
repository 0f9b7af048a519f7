# Maps beyond one machine (the program volume, "Maps beyond one machine"):
# make check proves on one machine that the slices of a flip map, run as
# four separate processes under GNU parallel (with different lane widths,
# as on unlike machines), and joined by dp flipmap-merge are the unsliced
# map byte for byte, and that the merge refuses slices that do not fit: a
# slice of another map, a slice missing, a slice cut short, slices out of
# order.  A refused merge leaves no output file.  Also: -o - writes the map
# to standard output, and a map into a directory that does not exist fails
# at once (within 5 s for a map that would take hours), not after the
# computation.
CHECK_EXTRA += maps-check
.PHONY: maps-check
MAPS_ARGS := --size 96 --t 8 --h 0.01
maps-check: $(B)/bin/dp
	@set -e; dp=$(B)/bin/dp; d=$(B)/maps-check; rm -rf $$d; mkdir -p $$d; \
	 $$dp flipmap $(MAPS_ARGS) --threads 2 -o $$d/whole.tsv > /dev/null; \
	 parallel --will-cite --halt now,fail=1 -j 4 $$dp flipmap $(MAPS_ARGS) --slice {1}/4 \
	   --lanes {2} -o $$d/slice-{1}.tsv ::: 0 1 2 3 :::+ 1 2 auto auto > /dev/null; \
	 $$dp flipmap-merge --slices 4 --in "$$d/slice-{}.tsv" -o $$d/merged.tsv; \
	 cmp $$d/whole.tsv $$d/merged.tsv || { echo "maps-check: the merged slices differ from the whole map" >&2; exit 1; }; \
	 refused() { if $$dp flipmap-merge --slices 4 --in "$$d/$$1-{}.tsv" -o $$d/bad.tsv 2> /dev/null \
	             || [ -e $$d/bad.tsv ]; then echo "maps-check: a merge of $$2 was not refused" >&2; exit 1; fi; }; \
	 for i in 0 1 2 3; do cp $$d/slice-$$i.tsv $$d/other-$$i.tsv; cp $$d/slice-$$i.tsv $$d/cut-$$i.tsv; \
	   cp $$d/slice-$$i.tsv $$d/order-$$i.tsv; done; \
	 $$dp flipmap --size 96 --t 9 --h 0.01 --slice 2/4 -o $$d/other-2.tsv > /dev/null; \
	 refused other "a slice of another map"; \
	 rm $$d/other-3.tsv; refused other "three slices of four"; \
	 head -n 100 $$d/slice-1.tsv > $$d/cut-1.tsv; refused cut "a slice cut short"; \
	 cp $$d/slice-2.tsv $$d/order-1.tsv; cp $$d/slice-1.tsv $$d/order-2.tsv; refused order "slices out of order"; \
	 $$dp flipmap $(MAPS_ARGS) -o - > $$d/stdout.tsv; cmp $$d/whole.tsv $$d/stdout.tsv \
	   || { echo "maps-check: -o - does not write the map to standard output" >&2; exit 1; }; \
	 rc=0; timeout 5 $$dp flipmap --size 4096 --t 1000 -o $$d/no/such/dir/map.tsv 2> /dev/null || rc=$$?; \
	 [ $$rc -eq 2 ] || { echo "maps-check: a map into a missing directory did not fail at once ($$rc)" >&2; exit 1; }; \
	 echo "maps-check: 4 slices run by GNU parallel and merged are the whole map byte for byte; slices that do not fit are refused; -o - is standard output; a missing directory fails before the computation"
