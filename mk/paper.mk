# Chapters 6 and 7: the command-line contract of dp compare and dp modes.
# Each bad input must exit 2 with one 'dp: error:' line and no NaN; each
# good one must exit 0.  Run by `make check` (CHECK_EXTRA).
.PHONY: paper-cli-check
CHECK_EXTRA += paper-cli-check
PAPER_CLI_BAD := \
  "compare --against nonsense" "compare --model nonsense" "compare --preset nope" \
  "compare --m1 0" "compare --h 0" "compare --t -1" "compare --every 0.01 --h 0.1" \
  "compare --th1 nan" "compare --th1 40 --th2 40 --against paper-small" "compare stray" \
  "modes --model nonsense" "modes --m2 -1" "modes --l1 inf" "modes --measure --t 0.1" \
  "modes --measure --h 0" "modes --measure --h 2 --t 1" \
  "modes --measure --preset fair4 --th1 40 --th2 40 --model paper-small" "modes --bogus"
PAPER_CLI_GOOD := \
  "compare --preset fair4 --summary" "compare --help" "modes" "modes --help" \
  "modes --model paper-small --summary" "modes --preset mode2 --model linear --measure" \
  "compare --th1 40 --th2 40 --against paper-small --summary"
paper-cli-check: $(B)/bin/dp
	@set -u; fail=0; for a in $(PAPER_CLI_BAD); do \
	  $(B)/bin/dp $$a >$(B)/cli.out 2>$(B)/cli.err && rc=0 || rc=$$?; \
	  if [ $$rc != 2 ] || ! grep -q '^dp: error: ' $(B)/cli.err || [ $$(wc -l <$(B)/cli.err) != 1 ] \
	     || grep -qi nan $(B)/cli.out; then echo "paper-cli-check: 'dp $$a' gave exit $$rc" >&2; fail=1; fi; \
	done; for a in $(PAPER_CLI_GOOD); do \
	  $(B)/bin/dp $$a >$(B)/cli.out 2>$(B)/cli.err && rc=0 || rc=$$?; \
	  if [ $$rc != 0 ] || [ -s $(B)/cli.err ] || grep -qi nan $(B)/cli.out; then \
	    echo "paper-cli-check: 'dp $$a' gave exit $$rc" >&2; cat $(B)/cli.err >&2; fail=1; fi; \
	done; [ $$fail = 0 ] && echo "paper-cli-check: dp compare and dp modes reject bad input cleanly"
