# The instructor's kit for a whole term (issue "An instructor's kit for the
# whole term"): the C refresher's program of chapter 0, and the slides, lab
# sheets and exam banks built from teaching/ (below).
#
#   make c-refresher-check   compile the program of the C refresher
#                            (chapter 0, tests/c_refresher.c) with the
#                            book's flags and run it: it checks what it
#                            prints and exits non-zero if anything is off
.PHONY: c-refresher-check
c-refresher-check: tests/c_refresher.c | $(B)/deps.ok
	@mkdir -p $(B)/bin
	$(CC) $(NUM_CFLAGS) -O2 $(WARN_CFLAGS) -o $(B)/bin/c-refresher tests/c_refresher.c -lm
	$(B)/bin/c-refresher
CHECK_EXTRA += c-refresher-check

# The slides, the lab sheets and the exam banks: make instructor builds
# slides.pdf, labs.pdf and exams.pdf from teaching/ (one source per chapter
# for the slides and the exams, one per week for the labs; the lists the
# masters input are made from the folders by tools/teaching, so a new
# chapter adds files and nothing else), with the book's figures, numbers
# and labels.
#   make instructor-kit     the three PDFs
#   make teaching-check     (part of make instructor-check) their counts:
#                           >= 150 frames, >= 10 per chapter; Lab 1 to
#                           Lab 14, one per week of the plan; >= 60
#                           questions, >= 4 per chapter, each ending in
#                           [N marks] with a solution and a marking scheme;
#                           no overfull box, no undefined reference; and
#                           the exam solutions in exams.pdf and in none of
#                           book.pdf, book-student.pdf, slides.pdf,
#                           labs.pdf or the student kit
TEACHING_SLIDES := $(sort $(wildcard teaching/slides/*.tex))
TEACHING_LABS   := $(sort $(wildcard teaching/labs/*.tex))
TEACHING_EXAMS  := $(sort $(wildcard teaching/exams/*.tex))
TEACHING_LISTS  := $(addprefix $(B)/teaching/,slides-list.tex labs-list.tex exams-midterm-list.tex exams-final-list.tex)
TEACHING_PDFS   := slides.pdf labs.pdf exams.pdf
# The lists are rewritten only when they change (tools/teaching lists).
$(B)/teaching/.lists: tools/teaching $(TEACHING_SLIDES) $(TEACHING_LABS) $(TEACHING_EXAMS) | $(B)/deps.ok
	tools/teaching lists $(B)/teaching
	touch $@
$(TEACHING_LISTS): $(B)/teaching/.lists ;
TEACHING_INPUTS := teaching/common.tex latexmkrc $(B)/numbers.tex $(FIGS) book.pdf $(B)/teaching/.lists
# latexmk runs in the top folder, so that \input{build/...} and the
# figures' \includegraphics{build/fig/...} resolve as in the book.
define teaching_pdf
$(1).pdf: teaching/$(1).tex $(2) $$(TEACHING_INPUTS)
	latexmk -pdf -interaction=nonstopmode -halt-on-error -file-line-error -auxdir=$$(AUX) -outdir=. teaching/$(1).tex \
	  >$$(B)/latexmk-$(1).log 2>&1 || { tail -30 $$(B)/latexmk-$(1).log >&2; exit 1; }
	touch $$@
endef
$(eval $(call teaching_pdf,slides,$(TEACHING_SLIDES)))
$(eval $(call teaching_pdf,labs,$(TEACHING_LABS)))
$(eval $(call teaching_pdf,exams,$(TEACHING_EXAMS)))
.PHONY: instructor-kit teaching-check
instructor-kit: $(TEACHING_PDFS)
instructor: instructor-kit
teaching-check: $(TEACHING_PDFS) tools/teaching book.pdf book-student.pdf $(B)/student/.stamp
	tools/teaching --self-test
	tools/teaching check $(AUX)
	tools/teaching check-solutions $(B)
instructor-check: teaching-check
# The slides, labs and exams pass the book's lint for numbers typed by hand.
NUMBER_LINT_SOURCES += teaching/slides.tex teaching/labs.tex teaching/exams.tex teaching/common.tex \
                       $(TEACHING_SLIDES) $(TEACHING_LABS) $(TEACHING_EXAMS)
