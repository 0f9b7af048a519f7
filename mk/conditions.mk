# dp under the conditions users have (program volume, "Under the user's
# conditions").  The classes of tests/cli/conditions.cases, grammar.cases and
# limits.cases are sweeps over every subcommand: make distcheck runs them
# (make cli-sweeps-check), and adds the whole build under a German locale, hostile
# startup files, TMPDIR set and /tmp read-only, which must give this
# checkout's PDFs byte for byte (one build with repro-check's: a fresh
# clone on a simulated bare machine, tools/first-run --conditions,
# mk/firstrun.mk), and the whole corpus of the parsers' fuzzing against
# their reference grammars (cli-sweeps-check runs grammar.cases at four
# times the corpus of a plain make cli-check CASES=tests/cli/grammar.cases).
.PHONY: conditions-build-check grammar-full-check
# Its whole runs found a hostile BASH_ENV in make 4.3's $(shell ...) (make's
# shells now run as env -u BASH_ENV -u ENV /bin/bash), noweb's finduses
# writing to /tmp whatever TMPDIR says (tools/weave now uses -indexfrom)
# and the grader staging in /tmp (now in TMPDIR, which the run puts in a
# folder of its own in /var/tmp: a root grader stages only on a path every
# user may traverse).
conditions-build-check: repro-check
# The whole corpus runs once, as the grammar's sweep of make distcheck
# (cli-sweeps-check, mk/reader.mk); make cli-check CASES=tests/cli/grammar.cases
# runs a quarter of it.
grammar-full-check: cli-check-grammar
cli-check-grammar: export GRAMMAR_SCALE = 2
