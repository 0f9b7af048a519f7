# The layers of the program (program volume, "The integrators' module in
# full" and the README's picture): each folder may include the headers of
# its own and of the levels below it, never of a level above or of a
# layer beside it.  The Makefile's include paths (INC_lib, INC_repro,
# INC_cli) let the compiler see only those; make layers-check reads every
# #include line of src/ and grader/ and fails on an arrow that points up
# or sideways, and prints the graph.  Within a layer the modules (x.c and
# x.h are one) may not make a circle, by their #include lines or by the
# functions one calls in another (program volume, "The layers").  It
# also proves that it can fail: with the library put beside the blog's
# program, the blog's arrows into the library point
# sideways; in a copy of the tree where cli_opt.c includes cli_table.h,
# the command line's helpers make a circle; in a copy where dp_chaos.c
# calls dp_twin_run of dp_chaos_runs.c (the circle the library once had,
# both files declared in dp_chaos.h), the library makes one.
#   make layers-check   (part of make check)
LAYERS := lib repro cli,web,grader
LAYERS_TRY := $(B)/layers-try
.PHONY: layers-check
CHECK_EXTRA += layers-check
layers-check: tools/layers
	tools/layers $(LAYERS)
	@if tools/layers lib,repro cli,web,grader >/dev/null 2>&1; then \
	  echo "layers-check: tools/layers passed a graph with an arrow beside" >&2; exit 1; fi
	@rm -rf $(LAYERS_TRY) && mkdir -p $(LAYERS_TRY) && cp -R src grader $(LAYERS_TRY)/ && \
	  echo '#include "cli_table.h"' >> $(LAYERS_TRY)/src/cli/cli_opt.c && \
	  if tools/layers --root $(LAYERS_TRY) $(LAYERS) >/dev/null 2>$(LAYERS_TRY)-cli.err \
	     || ! grep -q 'a circle of modules: .*cli_opt' $(LAYERS_TRY)-cli.err; then \
	    echo "layers-check: tools/layers passed a circle of cli_opt and cli_table" >&2; exit 1; fi
	@rm -rf $(LAYERS_TRY) && mkdir -p $(LAYERS_TRY) && cp -R src grader $(LAYERS_TRY)/ && \
	  printf 'void dp_layers_try(void) { dp_twin_run(0); }\n' >> $(LAYERS_TRY)/src/lib/dp_chaos.c && \
	  if tools/layers --root $(LAYERS_TRY) $(LAYERS) >/dev/null 2>$(LAYERS_TRY)-lib.err \
	     || ! grep -q 'a circle of modules: dp_chaos -> dp_chaos_runs -> dp_chaos' $(LAYERS_TRY)-lib.err; then \
	    echo "layers-check: tools/layers passed dp_chaos.c calling into dp_chaos_runs.c" >&2; exit 1; fi
	@sed -n 's/^layers: a circle of modules: /layers-check: proved to fail on the circle /p' $(LAYERS_TRY)-cli.err $(LAYERS_TRY)-lib.err
	@rm -rf $(LAYERS_TRY) $(LAYERS_TRY)-cli.err $(LAYERS_TRY)-lib.err
