# dp under the conditions users have (program volume, "Under the user's
# conditions").  The classes of tests/cli/conditions.cases, grammar.cases and
# limits.cases run in make check (make cli-check); the slow tier
# (make distcheck) adds the whole build under a German locale, hostile
# startup files, TMPDIR set and /tmp read-only, which must give this
# checkout's PDFs byte for byte (tools/conditions-build), and the whole
# corpus of the parsers' fuzzing against their reference grammars (four
# times the one of make check).
.PHONY: conditions-build-check grammar-full-check
# conditions-build-check is out of distcheck until a whole run passes:
# its runs so far found a hostile BASH_ENV in make 4.3's $(shell ...)
# (make's shells now run as env -u BASH_ENV -u ENV /bin/bash), noweb's
# finduses writing to /tmp whatever TMPDIR says (tools/weave now uses
# -indexfrom) and the grader staging in /tmp (now in TMPDIR).
DISTCHECK_EXTRA += grammar-full-check
conditions-build-check: book.pdf program.pdf tools/conditions-build
	tools/conditions-build $(B)/conditions-build
grammar-full-check: $(B)/bin/dp
	GRAMMAR_SCALE=2 tests/cli.sh $(B)/bin/dp $(B)/cli-grammar tests/cli/grammar.cases
