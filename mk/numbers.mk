# The lint for hand-typed numbers in the prose (tools/number-lint).
# Chapters listed in NUMBER_LINT_CHAPTERS must pass it; make lint-numbers
# checks all of them.
NUMBER_LINT_CHAPTERS := chapters/01-model.nw chapters/02-energy.nw chapters/03-motion.nw chapters/04-integrators.nw chapters/05-hamilton.nw chapters/06-paper.nw chapters/07-modes.nw chapters/08-chaos.nw \
                        chapters/90-dp.nw chapters/91-expr.nw chapters/92-animate.nw chapters/95-grading.nw chapters/96-assignments.nw
.PHONY: lint-numbers lint-numbers-all
lint-numbers:
	tools/number-lint $(NUMBER_LINT_CHAPTERS)
lint-numbers-all:
	tools/number-lint
CHECK_EXTRA += lint-numbers
