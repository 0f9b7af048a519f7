# The lint for hand-typed numbers in the prose (tools/number-lint): every
# source of both volumes must pass it.
NUMBER_LINT_SOURCES := $(SOURCES)
.PHONY: lint-numbers
lint-numbers:
	tools/number-lint $(NUMBER_LINT_SOURCES)
CHECK_EXTRA += lint-numbers
