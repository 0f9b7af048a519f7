# The instructor's kit for a whole term (issue "An instructor's kit for the
# whole term"): the C refresher's program of chapter 0.
#
#   make c-refresher-check   compile the program of the C refresher
#                            (chapter 0, tests/c_refresher.c) with the
#                            book's flags and run it: it checks what it
#                            prints and exits non-zero if anything is off
.PHONY: c-refresher-check
c-refresher-check: tests/c_refresher.c | $(B)/deps.ok
	@mkdir -p $(B)/bin
	$(CC) $(NUM_CFLAGS) -O2 $(WARN_CFLAGS) -o $(B)/bin/c-refresher tests/c_refresher.c -lm
	$(B)/bin/c-refresher
CHECK_EXTRA += c-refresher-check

