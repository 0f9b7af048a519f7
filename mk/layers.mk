# The layers of the program (program volume, "The integrators' module in
# full" and the README's picture): each folder may include the headers of
# its own and of the levels below it, never of a level above or of a
# layer beside it.  The Makefile's include paths (INC_lib, INC_repro,
# INC_cli) let the compiler see only those; make layers-check reads every
# #include line of src/ and grader/ and fails on an arrow that points up
# or sideways, and prints the graph.  It also proves that it can fail:
# with the library put beside the blog's program, the blog's arrows into
# the library point sideways.
#   make layers-check   (part of make check)
LAYERS := lib repro cli,web,grader
.PHONY: layers-check
CHECK_EXTRA += layers-check
layers-check: tools/layers
	tools/layers $(LAYERS)
	@if tools/layers lib,repro cli,web,grader >/dev/null 2>&1; then \
	  echo "layers-check: tools/layers passed a graph with an arrow beside" >&2; exit 1; fi
