# The student edition (make student): book-student.pdf, with each exercise
# chunk replaced by its stub, and the starter kit in build/student/.
.PHONY: student
student: book-student.pdf $(B)/student/.stamp

$(B)/tex/chapters-student.tex: $(CHAPTERS) tools/exercises | $(B)/deps.ok
	@mkdir -p $(@D)
	noweave -n -filter 'tools/exercises student' -index -autodefs c $(CHAPTERS) > $@.tmp
	mv $@.tmp $@

book-student.pdf: book-student.tex book.tex latexmkrc $(B)/tex/chapters-student.tex \
                  $(B)/numbers.tex $(B)/claims.tex $(FIGS) $(B)/grade/mutants.tex
	latexmk -pdf -interaction=nonstopmode -halt-on-error -file-line-error book-student.tex \
	  >$(B)/latexmk-student.log 2>&1 || { tail -30 $(B)/latexmk-student.log >&2; exit 1; }
	touch $@

$(B)/student/.stamp: $(CHAPTERS) tools/tangle tools/exercises tests/grade/dp_student.h \
                     $(wildcard tools/student/*)
	rm -rf $(B)/student && mkdir -p $(B)/student
	tools/tangle $(B)/student student
	rm -rf $(B)/student/tests/grade
	cp tests/grade/dp_student.h tools/student/solution.c tools/student/Makefile \
	   tools/student/README.md $(B)/student/
	touch $@
