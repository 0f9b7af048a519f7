# The textbook's code is the C of a first course (tools/textbook-lint): no
# vector extensions, __attribute__, always_inline, builtins, bit operations
# on floating-point values, restrict or preprocessor tricks in a code chunk
# of the textbook's chapters (the main matter, chapters/[0-8]*.nw: parts one
# and two); such code lives in the program volume.
#   make textbook-lint     the chapters (part of make check); list others with
#                          make textbook-lint TEXTBOOK_LINT_FILES='chapters/01-model.nw ...'
.PHONY: textbook-lint
TEXTBOOK_LINT_FILES ?= $(sort $(wildcard chapters/[0-8]*.nw))
textbook-lint: tools/textbook-lint $(TEXTBOOK_LINT_FILES) | $(B)/deps.ok
	tools/textbook-lint --self-test
	tools/textbook-lint $(TEXTBOOK_LINT_FILES)
CHECK_EXTRA += textbook-lint
