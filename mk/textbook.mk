# The textbook's code is the C of a first course (tools/textbook-lint): no
# vector extensions, __attribute__, always_inline, builtins, bit operations
# on floating-point values, restrict or preprocessor tricks in a code chunk
# of the textbook's chapters (the main matter, chapters/[0-8]*.nw: parts one
# and two); such code lives in the program volume.
#   make textbook-lint     the chapters (part of make check); list others with
#                          make textbook-lint TEXTBOOK_LINT_FILES='chapters/01-model.nw ...'
.PHONY: textbook-lint
TEXTBOOK_LINT_FILES ?= $(sort $(wildcard chapters/[0-8]*.nw))
# The same tool guards the prose and the pages: no development history in
# the textbook's text (--history), no figure key inside its plot area, where
# it can cover a curve (--keys); and, once the volumes are typeset, their
# contents list the bibliography and the index (textbook-contents-check).
TEXTBOOK_PROSE_FILES ?= $(sort $(wildcard chapters/*.nw)) book.tex
TEXTBOOK_FIGURES ?= $(sort $(wildcard figures/*.gp))
textbook-lint: tools/textbook-lint $(TEXTBOOK_LINT_FILES) $(TEXTBOOK_PROSE_FILES) $(TEXTBOOK_FIGURES) | $(B)/deps.ok
	tools/textbook-lint --self-test
	tools/textbook-lint $(TEXTBOOK_LINT_FILES)
	tools/textbook-lint --history $(TEXTBOOK_PROSE_FILES)
	tools/textbook-lint --keys $(TEXTBOOK_FIGURES)
.PHONY: textbook-contents-check
textbook-contents-check: book.pdf program.pdf tools/textbook-lint
	tools/textbook-lint --toc $(AUX)/book.toc $(AUX)/program.toc
CHECK_EXTRA += textbook-lint textbook-contents-check

# No tab or other control character in the sources of the books (chapters,
# program volume, masters, teaching, figures, the web masters): one is a
# backslash sequence that a script's string swallowed (a Python '\t' made
# \times and \texttt a tab and a word, which LaTeX prints without a
# complaint).  tests/control-chars; its self-test makes a file with a tab.
# And every chunk name can be typeset (tests/chunk-names): a _ outside
# [[...]] in a name stops the program volume only when it is typeset.
.PHONY: control-chars-check
CONTROL_CHAR_FILES := $(sort $(wildcard chapters/*.nw program/*.nw *.tex teaching/*.tex teaching/*/*.tex figures/*.gp web/*.tex))
control-chars-check: tests/control-chars tests/chunk-names $(CONTROL_CHAR_FILES)
	tests/control-chars --self-test
	tests/control-chars $(CONTROL_CHAR_FILES)
	tests/chunk-names --self-test
	tests/chunk-names $(filter %.nw,$(CONTROL_CHAR_FILES))
CHECK_EXTRA += control-chars-check
