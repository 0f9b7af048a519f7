# The grader (chapters/95-grading.nw): make grade, grade-all, autograder, and
# the mutation tests of the grader itself (run by make check).
GRADE_INC := $(B)/grade/include
GRADER    := $(B)/bin/grade
GRADE_RUN  = $(GRADER) "$(1)" "$(2)" $(abspath grader/worker.c) $(abspath $(GRADE_INC))

$(GRADE_INC)/.stamp: src/lib/dp_model.h grader/dp_student.h
	mkdir -p $(GRADE_INC) && cp $^ $(GRADE_INC)/ && touch $@
$(B)/obj/grader/%.o: grader/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_all) $(GSL_CFLAGS) -MMD -MP -c $< -o $@
-include $(B)/obj/grader/grade.d
$(GRADER): $(B)/obj/grader/grade.o $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

.PHONY: grade grade-all grade-mutants autograder
grade: $(GRADER) $(GRADE_INC)/.stamp
	@test -n "$(SUBMISSION)" || { echo "usage: make grade SUBMISSION=file.c|folder [OUT=dir]" >&2; exit 2; }
	$(call GRADE_RUN,$(SUBMISSION),$(or $(OUT),$(B)/grade/out))

# Every *.c file or folder in SUBMISSIONS is one student; one CSV gradebook.
grade-all: $(GRADER) $(GRADE_INC)/.stamp
	@test -d "$(SUBMISSIONS)" || { echo "usage: make grade-all SUBMISSIONS=dir/" >&2; exit 2; }
	python3 tools/grade-all --grader $(GRADER) --harness $(abspath grader/worker.c) \
	  --include $(abspath $(GRADE_INC)) --out $(B)/grade/all "$(SUBMISSIONS)"

grade-mutants: $(B)/grade/mutants.tex
$(B)/grade/mutants.tex: $(GRADER) $(GRADE_INC)/.stamp tools/grade-mutants tests/mutants/EXPECT \
                        $(wildcard tests/mutants/*.c tests/solutions/*.c)
	python3 tools/grade-mutants --grader $(GRADER) --harness $(abspath grader/worker.c) \
	  --include $(abspath $(GRADE_INC)) --out $(B)/grade/mutants --table $@.tmp tests/mutants/EXPECT
	mv $@.tmp $@
book.pdf: $(B)/grade/mutants.tex

autograder: $(B)/autograder.zip
$(B)/autograder.zip: tools/autograder/setup.sh tools/autograder/run_autograder grader/grade.c \
                     grader/worker.c grader/dp_student.h $(LIB_C) $(filter src/lib/%.h,$(SRC_H))
	rm -rf $(B)/autograder && mkdir -p $(B)/autograder/src $(B)/autograder/grade
	cp tools/autograder/setup.sh tools/autograder/run_autograder $(B)/autograder/
	cp $(LIB_C) $(filter src/lib/%.h,$(SRC_H)) $(B)/autograder/src/
	cp grader/grade.c grader/worker.c grader/dp_student.h $(B)/autograder/grade/
	cd $(B)/autograder && rm -f ../autograder.zip && python3 -m zipfile -c ../autograder.zip setup.sh run_autograder src grade

CHECK_EXTRA += grade-mutants
