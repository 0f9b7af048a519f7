# The instructor's edition (make instructor): book-instructor.pdf, the
# textbook with one more appendix, the full solution of every exercise
# (\solution in the chapters; book-instructor.tex defines
# \instructoredition, which makes preamble.tex print them).
#   make instructor        build it
#   make instructor-check  (part of make distcheck) no undefined reference and
#                          no overfull box in it, as in the other volumes;
#                          and the solutions in it and in no other edition:
#                          the text of known solutions must appear in
#                          book-instructor.pdf and in neither book.pdf nor
#                          book-student.pdf (pdftotext), nor in any file of
#                          the student kit.
.PHONY: instructor instructor-check
instructor: book-instructor.pdf

# The logs that the typography gate reads for this edition (tools/overfull).
INSTRUCTOR_LOGS := $(AUX)/book-instructor.log

book-instructor.pdf: book-instructor.tex book.tex preamble.tex licence.tex latexmkrc refs.bib \
                     $(B)/tex/weave.stamp $(B)/numbers.tex $(B)/claims.tex $(FIGS) program.pdf \
                     $(B)/grade/mutants.tex $(B)/grade/spread.tex $(B)/grade/gradeall.tex
	latexmk -norc -r latexmkrc -pdf -interaction=nonstopmode -halt-on-error -file-line-error -auxdir=$(AUX) -outdir=. book-instructor.tex \
	  >$(B)/latexmk-instructor.log 2>&1 || { tail -30 $(B)/latexmk-instructor.log >&2; exit 1; }
	touch $@

# Phrases of three solutions (chapter 0's exercises, whose text the
# instructor's edition prints in its appendix "Solutions").  They are
# compared with the text pdftotext gives without blanks and hyphens, so
# that a line break or a hyphenation inside a phrase does not hide it;
# they contain no ligature (fi, fl, ff).
SOLUTION_PHRASES := \
  'it has no torque about the pivot, no component along the circle' \
  'the level curves are hyperbolas' \
  'where one is high the other is low'

instructor-check: book-instructor.pdf book.pdf book-student.pdf $(B)/student/.stamp tools/instructor-check
	tools/instructor-check $(AUX) $(B) $(SOLUTION_PHRASES)
DISTCHECK_EXTRA += instructor-check
# The guide's Diagnoses items name every diagnosis the grader gives
# (tests/guide/diagnoses-check, its table tests/guide/diagnoses.tsv).
.PHONY: guide-diagnoses-check
instructor-check: guide-diagnoses-check
guide-diagnoses-check: tests/guide/diagnoses-check tests/guide/diagnoses.tsv chapters/97-instructors.nw $(wildcard grader/test_*.c)
	python3 tests/guide/diagnoses-check
