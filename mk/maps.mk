# Maps beyond one machine (the program volume, "Maps beyond one machine"):
# make check proves on one machine that the slices of a flip map, run as
# four separate processes under GNU parallel (with different lane widths,
# as on unlike machines), and joined by dp flipmap-merge are the unsliced
# map byte for byte, and that the merge refuses slices that do not fit: a
# slice of another map, a slice missing, a slice cut short, slices out of
# order.  A refused merge leaves no output file.  Also: -o - writes the map
# to standard output, and a map into a directory that does not exist fails
# at once (within 5 s for a map that would take hours), not after the
# computation.  The test is tools/maps-check.
CHECK_EXTRA += maps-check
.PHONY: maps-check
MAPS_ARGS := --size 96 --t 8 --h 0.01
maps-check: $(B)/bin/dp tools/maps-check
	tools/maps-check $(B)/bin/dp $(B)/maps-check $(MAPS_ARGS)
