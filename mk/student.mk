# The student edition (make student): book-student.pdf, with each exercise
# chunk replaced by its stub, and the starter kit in build/student/.
.PHONY: student
student: book-student.pdf $(B)/student/.stamp

$(B)/tex-student/weave.stamp: $(SOURCES) tools/weave tools/exercises tools/public-index | $(B)/deps.ok
	tools/weave student $(B)/tex-student
	touch $@

book-student.pdf: book-student.tex book.tex preamble.tex latexmkrc refs.bib $(B)/tex-student/weave.stamp \
                  $(B)/numbers.tex $(B)/claims.tex $(FIGS) $(B)/grade/mutants.tex program.pdf
	latexmk -norc -r latexmkrc -pdf -interaction=nonstopmode -halt-on-error -file-line-error -auxdir=$(AUX) -outdir=. book-student.tex \
	  >$(B)/latexmk-student.log 2>&1 || { tail -30 $(B)/latexmk-student.log >&2; exit 1; }
	touch $@

# The kit: the student edition's library and tests, tangled with the kit's
# chunks (program/62-kit.nw) in place of the ones they replace, so that its
# library calls the student's solution.c for the graded quantities (and
# hands out no complete alternative to them); then the stub solution.c, a
# Makefile and a README.  The kit must build, and solution.c must compile
# and link on its own, as the grader compiles it.
# The public cases (tests/public-cases.tsv, program/62-kit.nw) are the
# grader's own questions under the kit's public run seed, caught on their
# way to the worker (the link wraps run_worker and random_cases_test), and
# the book's library's answers, which the grader's tests must score in
# full (and not at all when moved past their tolerance); the program that
# writes them is not in the kit.  The kit keeps the grader's report and
# text modules, with which make pregrade writes results.json.
KIT_SEED := 20261204
KIT_GRADER_KEEP := report.c report.h text.c text.h
$(B)/bin/kit_cases: $(B)/obj/tests/kit_cases.o $(GRADER_UNIT_OBJ) $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ -Wl,--wrap=run_worker,--wrap=random_cases_test $(LIBS)
$(B)/student/.stamp: $(SOURCES) tools/tangle tools/tangle-indent tools/exercises tools/noweb-lib \
                     grader/dp_student.h $(wildcard tools/student/*) $(B)/bin/kit_cases | $(B)/deps.ok
	rm -rf $(B)/student && mkdir -p $(B)/student
	tools/tangle $(B)/student kit
	find $(B)/student/grader -type f $(KIT_GRADER_KEEP:%=! -name %) -delete
	rm -f $(B)/student/tests/kit_cases.c
	$(B)/bin/kit_cases $(KIT_SEED) > $(B)/student/tests/public-cases.tsv.tmp
	mv $(B)/student/tests/public-cases.tsv.tmp $(B)/student/tests/public-cases.tsv
	cp grader/dp_student.h tools/student/solution.c tools/student/Makefile \
	   tools/student/README.md $(B)/student/
	echo 'NUM_CFLAGS = $(NUM_CFLAGS)' > $(B)/student/flags.mk
	$(MAKE) -s -C $(B)/student dp alone student_check
	rm -f $(B)/student/dp $(B)/student/student_check
	touch $@

# The kit on a student's laptop: a container with only gcc, make,
# pkg-config, libgsl-dev and check.  The stub fails each function's target;
# each mutant of tests/mutants fails exactly its function's target, and
# make pregrade gives it the score make grade gives (tests/mutants/EXPECT),
# test by test (the grader's results.json of the mutant table's runs).
.PHONY: kit-laptop-check
kit-laptop-check: $(B)/student/.stamp $(B)/grade/fresh/mutants.tex | docker-engine-check
	tests/platform/docker-session kit-laptop tests/platform/kit-laptop $(B)/student tests/mutants $(B)/grade/mutants/runs
DISTCHECK_EXTRA += kit-laptop-check

# Every command the textbook prints in a verbatim block runs as printed
# (dp, gnuplot at one prompt per chapter, the compile recipe with gcc and
# with clang), and each of those lines is in both editions' text as it ran
# (pdftotext: straight quotes, plain hyphens).  tests/tutorial-commands.
# make check reads book.pdf, which make builds; make distcheck the student
# edition too, a build of its own (tutorial-student-check).
.PHONY: tutorial-check tutorial-student-check
tutorial-check: $(B)/bin/dp book.pdf tests/tutorial-commands
	tests/tutorial-commands --pdf book.pdf $(B)/bin/dp gcc clang
CHECK_EXTRA += tutorial-check
tutorial-student-check: $(B)/bin/dp book-student.pdf tests/tutorial-commands
	tests/tutorial-commands --pdf book-student.pdf $(B)/bin/dp gcc clang
DISTCHECK_EXTRA += tutorial-student-check

# The hand-out rule of the instructor's guide: no code of an exercise's
# answer, nor of what the kit replaces by calls of solution.c, in
# book-student.pdf or the kit (and all of it in book.pdf or program.pdf,
# so that the search is known to work).  Part of make instructor-check.
.PHONY: handout-check
handout-check: book.pdf program.pdf book-student.pdf program-student.pdf $(B)/student/.stamp tools/handout-check
	tools/handout-check $(B)
instructor-check: handout-check
