# dp under the conditions users have (program volume, "Under the user's
# conditions").  The classes of tests/cli/conditions.cases, grammar.cases and
# limits.cases are sweeps over every subcommand: make distcheck runs them
# (make cli-sweeps-check), and adds the whole build under a German locale, hostile
# startup files, TMPDIR set and /tmp read-only, which must give this
# checkout's PDFs byte for byte (one build with repro-check's: a fresh
# clone on a simulated bare machine, tools/first-run --conditions,
# mk/firstrun.mk), and the whole corpus of the parsers' fuzzing against
# their reference grammars (four times the one of make cli-sweeps-check).
.PHONY: conditions-build-check grammar-full-check
# Its whole runs found a hostile BASH_ENV in make 4.3's $(shell ...) (make's
# shells now run as env -u BASH_ENV -u ENV /bin/bash), noweb's finduses
# writing to /tmp whatever TMPDIR says (tools/weave now uses -indexfrom)
# and the grader staging in /tmp (now in TMPDIR, which the run puts in a
# folder of its own in /var/tmp: a root grader stages only on a path every
# user may traverse).
DISTCHECK_EXTRA += grammar-full-check
conditions-build-check: repro-check
grammar-full-check: $(B)/bin/dp
	GRAMMAR_SCALE=2 tests/cli.sh $(B)/bin/dp $(B)/cli-grammar tests/cli/grammar.cases
