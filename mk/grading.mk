# The grader (program/60-grader.nw to 60e-grader-main.nw, program/61-hostile.nw): make grade,
# grade-all, autograder, and the tests of the grader itself (make check).
# The sandbox is bubblewrap (tools/deps installs it).
GRADER     := $(B)/bin/grade
GRADE_DATA := $(B)/grade/data
GRADE_FILES := $(GRADER) $(GRADE_DATA)/worker.c $(GRADE_DATA)/dp_student.h $(GRADE_DATA)/launch
# The grader's modules, each a root of program/60*-grader*.nw: the program is
# all of them; its unit tests (tests/grader-unit.c) link all but grade.c,
# which holds main.  worker.c and launch.c are programs of their own.
GRADER_C     := $(sort $(filter-out grader/worker.c grader/launch.c,$(filter grader/%.c,$(ROOTS))))
GRADER_H     := $(filter grader/%.h,$(ROOTS))
GRADER_OBJ   := $(patsubst grader/%.c,$(B)/obj/grader/%.o,$(GRADER_C))
GRADER_UNIT_OBJ := $(filter-out $(B)/obj/grader/grade.o,$(GRADER_OBJ))
# No name reaches make or a shell: what an instructor gives on the command
# line (SUBMISSION, SUBMISSIONS, OUT, SEED) is never expanded.  Make would
# expand a $(shell ...) in it, and export it (expanded) to every recipe, so
# the variables are unexported and their raw text ($(value ...)) goes to
# the recipes in variables of the environment, which the recipes quote.
unexport SUBMISSION SUBMISSIONS OUT SEED PART COURSE_SECRET AFTER_DUE SANDBOX ROSTER ASSIGNMENT SLURM SLURM_PARTS
GRADE_ALL_OUT ?= $(B)/grade/all
# The course's secret keys the seeds of the cases (program volume, "The
# run's seed"): COURSE_SECRET=file, or one made on first use here.
GRADE_SECRET := $(B)/grade/course-secret
grade grade-all autograder: export DP_SECRET = $(if $(value COURSE_SECRET),$(value COURSE_SECRET),$(CURDIR)/$(GRADE_SECRET))
grade grade-all: export DP_SANDBOX = $(if $(value SANDBOX),$(value SANDBOX),auto)
grade grade-all: export DP_SUBMISSION = $(value SUBMISSION)
grade grade-all: export DP_SUBMISSIONS = $(value SUBMISSIONS)
grade grade-all: export DP_OUT = $(if $(value OUT),$(value OUT),$(B)/grade/out)
grade grade-all: export DP_SEED = $(value SEED)
grade-all: export DP_PART = $(value PART)
grade-all: export DP_ROSTER = $(value ROSTER)
grade-all: export DP_ASSIGNMENT = $(value ASSIGNMENT)
grade-all: export DP_ALL_OUT = $(if $(value OUT),$(value OUT),$(GRADE_ALL_OUT))
grade-all: export DP_SLURM = $(value SLURM)
grade-all: export DP_SLURM_PARTS = $(if $(value SLURM_PARTS),$(value SLURM_PARTS),4)
autograder: export DP_AFTER_DUE = $(value AFTER_DUE)
GRADE_RUN   = $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --secret "$$DP_SECRET" --sandbox "$$DP_SANDBOX" $${DP_SEED:+--seed "$$DP_SEED"} -- "$$DP_SUBMISSION" "$$DP_OUT"
$(GRADE_SECRET):
	@mkdir -p $(@D)
	umask 077 && head -c 32 /dev/urandom > $@.tmp && mv $@.tmp $@

$(GRADE_DATA)/worker.c $(GRADE_DATA)/dp_student.h: $(GRADE_DATA)/%: grader/%
	@mkdir -p $(@D)
	cp $< $@
$(GRADE_DATA)/launch: grader/launch.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $<
$(B)/obj/grader/%.o: grader/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_all) -I$(B)/grade $(GSL_CFLAGS) -MMD -MP -c $< -o $@
# The flags that fix what the numbers are, written once (NUM_CFLAGS in the
# Makefile): as strings for the grader's compiler argument vector, and as a
# shell assignment for the autograder's setup.sh.
$(B)/obj/grader/compile.o: $(B)/grade/flags.h
$(B)/grade/flags.h: Makefile mk/grading.mk tools/cpif
	@mkdir -p $(@D)
	@{ echo '/* Made by make from NUM_CFLAGS (Makefile): do not edit. */'; \
	  printf '#define DP_NUM_CFLAGS %s\n' "$$(printf '"%s", ' $(NUM_CFLAGS) | sed 's/, $$//')"; } | tools/cpif $@
-include $(GRADER_OBJ:.o=.d) $(B)/obj/tests/grader-unit.d $(B)/obj/tests/grader-unit-run.d
$(GRADER): $(GRADER_OBJ) $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

.PHONY: grade grade-all grade-mutants grade-all-check autograder
grade: $(GRADE_FILES) | $(GRADE_SECRET)
	@test -n "$$DP_SUBMISSION" || { echo "usage: make grade SUBMISSION=file.c|folder [OUT=dir] [SEED=n] [COURSE_SECRET=file] [SANDBOX=auto|bubblewrap|uid]" >&2; exit 2; }
	$(GRADE_RUN)

# Every *.c file or folder in SUBMISSIONS is one student; one CSV gradebook.
# With ROSTER (a Canvas gradebook export or a Moodle grading worksheet),
# SUBMISSIONS is the LMS's download, and OUT also gets the LMS's import file
# and a feedback file per student (tools/grade-lms).  With SLURM=1 the
# class is graded as one Slurm job array of SLURM_PARTS tasks (default 4)
# and merged into the same gradebook (tools/grade-slurm-submit).
GRADE_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
GRADE_SIMILARITY ?= 1
grade-all: $(GRADE_FILES) | $(GRADE_SECRET)
	@test -d "$$DP_SUBMISSIONS" || { echo "usage: make grade-all SUBMISSIONS=dir/ [ROSTER=file [ASSIGNMENT=name]] [OUT=dir] [PART=k/n] [SLURM=1 [SLURM_PARTS=n]] [SEED=n] [COURSE_SECRET=file] [SANDBOX=auto|bubblewrap|uid] [GRADE_JOBS=n] [GRADE_TIMEOUT=s]" >&2; exit 2; }
	if [ -n "$$DP_SLURM" ] && [ "$$DP_SLURM" != 0 ]; then \
	  if [ -n "$$DP_ROSTER" ] || [ -n "$$DP_PART" ]; then echo "grade-all: SLURM=1 grades a whole plain folder (without ROSTER or PART)" >&2; exit 2; fi; \
	  COURSE_SECRET="$$DP_SECRET" SANDBOX="$$DP_SANDBOX" SEED="$$DP_SEED" \
	    tools/grade-slurm-submit "$$DP_SLURM_PARTS" "$$DP_ALL_OUT" "$$DP_SUBMISSIONS"; exit $$?; \
	elif [ -n "$$DP_ROSTER" ]; then set -- tools/grade-lms --roster "$$DP_ROSTER" --submissions "$$DP_SUBMISSIONS" \
	  $${DP_ASSIGNMENT:+--assignment "$$DP_ASSIGNMENT"}; else set -- tools/grade-all; fi; \
	python3 "$$@" --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --jobs $(GRADE_JOBS) \
	  $(if $(GRADE_TIMEOUT),--timeout $(GRADE_TIMEOUT)) $${DP_SEED:+--seed "$$DP_SEED"} $${DP_PART:+--part "$$DP_PART"} \
	  --secret "$$DP_SECRET" --sandbox "$$DP_SANDBOX" --out "$$DP_ALL_OUT" -- "$$DP_SUBMISSIONS"
	@if [ "$(GRADE_SIMILARITY)" = 0 ]; then :; elif command -v sim_c >/dev/null; then \
	  if [ -n "$$DP_ROSTER" ]; then set -- "$$DP_ALL_OUT/staged"; else set -- "$$DP_SUBMISSIONS"; fi; \
	  python3 tools/grade-similarity --kit tools/student/solution.c --out "$$DP_ALL_OUT/similarity.tsv" "$$1"; \
	else echo "grade-all: no similarity.tsv (sim_c, Debian's similarity-tester, is not installed)"; fi

# The grader's own tests: every mutant and hostile submission with its
# expected score, graded as root, on every core; the spread of correct
# programs against every tolerance.  Both volumes print their tables, but
# `make` grades nothing: the tables are kept in tests/grade-tables/ with
# SOURCES, the hash of every file they are a function of (tools/grade-tables),
# and `make` copies them into build/grade/.  `make check` proves them
# current by that hash (grade-tables-current); `make distcheck` grades
# again and compares byte for byte (grade-tables-check); after changing
# the grader, the reference library or a test submission, `make
# grade-tables` grades again and writes them.  Seeds are drawn from
# GRADE_BOOK_SEED: what the books print is a function of the commit
# (grading students draws fresh seeds).  The slow tier grades them all
# again as root and as a normal user (GRADE_TEST_USER), in a private /tmp,
# and fails if anything is left there; the sandbox's second tier (no
# namespaces: uid-landlock) grades them all in grade-platforms-check, in
# Docker's containers, where courses meet it.
GRADE_TEST_USER ?= nobody
GRADE_MUTANT_FILES := $(GRADE_FILES) tools/grade-mutants tools/gradelib.py tests/mutants/EXPECT tests/hostile/EXPECT \
                      $(wildcard tests/mutants/*.c tests/solutions/*.c tests/hostile/*.c) \
                      $(wildcard tests/hostile/kit_folder/* tests/hostile/kit_folder/src/*) \
                      $(wildcard tests/solutions/*/* tests/solutions/*/*/*)
GRADE_BOOK_SEED := 20261201
GRADE_TABLES := tests/grade-tables
GRADE_BOOK_TABLES := mutants spread spread-macros gradeall
# What the tables are a function of, as sources (not as the build's files).
GRADE_TABLE_SOURCES := $(sort $(GRADER_C) $(GRADER_H) grader/worker.c grader/launch.c grader/dp_student.h \
                       $(LIB_C) $(filter src/lib/%.h,$(SRC_H)) \
                       $(filter-out $(GRADE_FILES),$(GRADE_MUTANT_FILES)) \
                       tools/grade-all tests/hostile/grade-all-check tests/mutants/base.c)
$(patsubst %,$(B)/grade/%.tex,$(GRADE_BOOK_TABLES)): $(B)/grade/%.tex: $(GRADE_TABLES)/%.tex
	@mkdir -p $(@D)
	cp $< $@
.PHONY: grade-tables grade-tables-current grade-tables-check
CHECK_EXTRA += grade-tables-current
grade-tables-current: tools/grade-tables $(GRADE_TABLES)/SOURCES
	@tools/grade-tables check $(GRADE_TABLES)/SOURCES --seed $(GRADE_BOOK_SEED) $(GRADE_TABLE_SOURCES)
grade-tables: $(patsubst %,$(B)/grade/fresh/%.tex,$(GRADE_BOOK_TABLES)) tools/grade-tables
	@mkdir -p $(GRADE_TABLES)
	cp $(patsubst %,$(B)/grade/fresh/%.tex,$(GRADE_BOOK_TABLES)) $(GRADE_TABLES)/
	@tools/grade-tables sources --seed $(GRADE_BOOK_SEED) $(GRADE_TABLE_SOURCES) > $(GRADE_TABLES)/SOURCES
	@echo "grade-tables: written to $(GRADE_TABLES)/: commit them"
# After a change that provably leaves the grader's code as it was (a chunk
# split or renamed: only comments, #line and banners differ), SOURCES alone
# is written again; make distcheck still grades and compares byte for byte.
.PHONY: grade-tables-sources
grade-tables-sources: tools/grade-tables
	@tools/grade-tables sources --seed $(GRADE_BOOK_SEED) $(GRADE_TABLE_SOURCES) > $(GRADE_TABLES)/SOURCES
	@echo "grade-tables-sources: $(GRADE_TABLES)/SOURCES written (the tables themselves were not graded again)"
DISTCHECK_EXTRA += grade-tables-check
grade-tables-check: $(patsubst %,$(B)/grade/fresh/%.tex,$(GRADE_BOOK_TABLES)) grade-tables-current
	@set -e; for t in $(GRADE_BOOK_TABLES); do \
	  cmp $(GRADE_TABLES)/$$t.tex $(B)/grade/fresh/$$t.tex || { \
	    echo "grade-tables-check: $(GRADE_TABLES)/$$t.tex is not what the grader gives now: run make grade-tables" >&2; exit 1; }; done
	@echo "grade-tables-check: the $(words $(GRADE_BOOK_TABLES)) tables in $(GRADE_TABLES)/ are what the grader gives, byte for byte"
grade-mutants: $(B)/grade/fresh/mutants.tex
$(B)/grade/fresh/mutants.tex $(B)/grade/fresh/spread.tex $(B)/grade/fresh/spread-macros.tex &: $(GRADE_MUTANT_FILES)
	@mkdir -p $(B)/grade/fresh
	python3 tools/grade-mutants --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --jobs $(GRADE_JOBS) \
	  --seed $(GRADE_BOOK_SEED) --out $(B)/grade/mutants --table $(B)/grade/fresh/mutants.tex.tmp --spread $(B)/grade/fresh/spread.tex \
	  tests/mutants/EXPECT tests/hostile/EXPECT
	mv $(B)/grade/fresh/mutants.tex.tmp $(B)/grade/fresh/mutants.tex
.PHONY: grade-users-check
DISTCHECK_EXTRA += grade-users-check
grade-users-check: $(B)/grade/users.ok
$(B)/grade/users.ok: $(GRADE_MUTANT_FILES)
	python3 tools/grade-mutants --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --jobs $(GRADE_JOBS) \
	  --out $(B)/grade/users --tmp-check --tmp-user $(GRADE_TEST_USER) tests/mutants/EXPECT tests/hostile/EXPECT
	touch $@
# Copied work: the similarity ranking on a class made for it.
.PHONY: grade-similarity-check
DISTCHECK_EXTRA += grade-similarity-check
grade-similarity-check: tools/grade-similarity tests/similarity/similarity-check
	python3 tests/similarity/similarity-check --out $(B)/grade/similarity-check
# A class's round trip through Canvas's and Moodle's own files (tools/grade-lms).
.PHONY: grade-lms-check
DISTCHECK_EXTRA += grade-lms-check
grade-lms-check: $(B)/grade/lms.ok
$(B)/grade/lms.ok: $(GRADE_FILES) tools/grade-lms tools/grade-all tools/gradelib.py tests/hostile/lms-check tests/mutants/base.c
	python3 tests/hostile/lms-check --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --out $(B)/grade/lms-check
	touch $@
# Each diagnosis of the accelerations and the energy, written in three
# algebraic forms (tests/mutants/FORMS), and the correct forms' full marks.
.PHONY: grade-forms-check
DISTCHECK_EXTRA += grade-forms-check
grade-forms-check: $(B)/grade/forms.ok
$(B)/grade/forms.ok: $(GRADE_MUTANT_FILES) tests/mutants/FORMS
	python3 tools/grade-mutants --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --jobs $(GRADE_JOBS) \
	  --out $(B)/grade/forms tests/mutants/FORMS
	touch $@
grade-all-check: $(B)/grade/fresh/gradeall.tex
$(B)/grade/fresh/gradeall.tex: $(GRADE_FILES) tools/grade-all tools/gradelib.py tests/hostile/grade-all-check tests/mutants/base.c
	@mkdir -p $(@D)
	python3 tests/hostile/grade-all-check --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" \
	  --out $(B)/grade/gradeall-check --table $@.tmp
	mv $@.tmp $@
# Grading a class in parts (grade-all --part K/N, --merge), as on several
# machines, proved on one: tests/hostile/grade-scale-check.
.PHONY: grade-scale-check
DISTCHECK_EXTRA += grade-scale-check
grade-scale-check: $(GRADE_FILES) tools/grade-all tools/gradelib.py tools/grade-slurm.sbatch tests/hostile/grade-scale-check tests/mutants/base.c
	python3 tests/hostile/grade-scale-check --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --out $(B)/grade/scale-check
book.pdf program.pdf: $(patsubst %,$(B)/grade/%.tex,$(GRADE_BOOK_TABLES))

# The autograder: Gradescope's zip, whose files also make PrairieLearn's
# external grader (run_prairielearn).  AFTER_DUE="normal modes,largest"
# shows the tests so named (by the beginning of their names) only after
# the due date; the zip carries the course's secret.
AUTOGRADER_FILES := tools/autograder/setup.sh tools/autograder/run_autograder tools/autograder/run_prairielearn
.PHONY: autograder
autograder: $(AUTOGRADER_FILES) $(GRADER_C) $(GRADER_H) grader/worker.c grader/launch.c \
            $(B)/grade/flags.h $(LIB_C) $(filter src/lib/%.h,$(SRC_H)) | $(GRADE_SECRET)
	rm -rf $(B)/autograder && mkdir -p $(B)/autograder/src $(B)/autograder/grade
	cp $(AUTOGRADER_FILES) $(B)/autograder/
	cp $(LIB_C) $(filter src/lib/%.h,$(SRC_H)) $(B)/autograder/src/
	cp $(GRADER_C) $(GRADER_H) grader/worker.c grader/launch.c $(B)/grade/flags.h $(B)/autograder/grade/
	{ echo "NUM_CFLAGS='$(NUM_CFLAGS)'"; echo "GRADER_C='$(patsubst grader/%,grade/%,$(GRADER_C))'"; } > $(B)/autograder/flags.sh
	cp "$$DP_SECRET" $(B)/autograder/course-secret
	python3 tools/autograder-options "$$DP_AFTER_DUE" > $(B)/autograder/grader-options
	cd $(B)/autograder && rm -f ../autograder.zip && python3 -m zipfile -c ../autograder.zip setup.sh flags.sh \
	  run_autograder run_prairielearn course-secret grader-options src grade

DISTCHECK_EXTRA += grade-all-check

# No name reaches make or a shell: hostile names through the make targets.
.PHONY: grade-names-check
DISTCHECK_EXTRA += grade-names-check
grade-names-check: $(B)/grade/names.ok
$(B)/grade/names.ok: $(GRADE_FILES) tools/grade-all tools/grade-lms tools/gradelib.py tests/hostile/make-names-check mk/grading.mk tests/mutants/base.c
	python3 tests/hostile/make-names-check --make "$(MAKE)" --root "$(CURDIR)" --grader "$(CURDIR)/$(GRADER)" --out $(B)/grade/names
	touch $@

# The grader with /tmp read-only and TMPDIR set, under both tiers
# (tests/grade-tmpdir-check): it stages in TMPDIR, grades, leaves nothing.
.PHONY: grade-tmpdir-check
DISTCHECK_EXTRA += grade-tmpdir-check
grade-tmpdir-check: $(GRADE_FILES) tests/grade-tmpdir-check tests/solutions/independent.c
	tests/grade-tmpdir-check $(GRADER) $(GRADE_DATA) $(B)/grade/tmpdir-check

# The grader's modules and their own tests (program/60*-grader*.nw).
.PHONY: grade-unit-check
CHECK_EXTRA += grade-unit-check
grade-unit-check: $(B)/bin/grader-unit
	$(B)/bin/grader-unit
$(B)/bin/grader-unit: $(B)/obj/tests/grader-unit.o $(B)/obj/tests/grader-unit-run.o $(GRADER_UNIT_OBJ) $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ $(CHECK_LIBS) $(LIBS)

# Docker's engine as the slow checks start it (tests/platform/docker-session):
# its settings in a file of its own, merged over the machine's
# /etc/docker/daemon.json, never as flags (dockerd refuses a setting
# named both ways: a CI runner's file did that to every check below).
# The merge is tried in make check; the engine's start, before the
# checks that need it, in make distcheck.
.PHONY: docker-session-check docker-engine-check
CHECK_EXTRA += docker-session-check
docker-session-check:
	tests/platform/docker-session-check
DISTCHECK_EXTRA += docker-engine-check
docker-engine-check:
	tests/platform/docker-session-check --engine

# The grader as Gradescope and PrairieLearn run it, in Docker containers
# (tests/platform/grading-platforms-check): the slow tier.  All of it:
# the two platforms' sets, the refusal, and the tier without Landlock.
.PHONY: grade-platforms-check
DISTCHECK_EXTRA += grade-platforms-check
grade-platforms-check: autograder $(GRADE_FILES) tools/grade-mutants tests/mutants/EXPECT tests/hostile/EXPECT tests/platform/nolandlock.EXPECT | docker-engine-check
	tests/platform/docker-session grading-platforms tests/platform/grading-platforms-check "$(CURDIR)" $(B)/grade/platforms all

# The grader's tier without Landlock alone (file permissions, and each
# worker shut in its own folder by chroot), in a container whose profile
# denies Landlock (part of grade-platforms-check).
.PHONY: grade-nolandlock-check
grade-nolandlock-check: autograder $(GRADE_FILES) tools/grade-mutants tests/platform/nolandlock.EXPECT | docker-engine-check
	tests/platform/docker-session grading-platforms tests/platform/grading-platforms-check "$(CURDIR)" $(B)/grade/platforms nolandlock

# The grader on a machine busy with others: one processor shared with
# eleven busy loops; a correct submission keeps its 120, a looping and a
# sleeping one lose their test (tests/hostile/load-check).  Slow (about
# two minutes, and it loads a processor): in distcheck.
.PHONY: grade-load-check
DISTCHECK_EXTRA += grade-load-check
grade-load-check: $(GRADE_FILES) tests/hostile/load-check tests/hostile/sleeps.c tests/mutants/hang.c tests/mutants/base_correct.c
	@mkdir -p $(B)
	flock $(B)/timing.lock python3 tests/hostile/load-check --grader $(GRADER) --data "$(CURDIR)/$(GRADE_DATA)" --out $(B)/grade/load-check

# A class on a real cluster: a one-node Slurm (slurm-wlm, munge) in a
# container, make grade-all SLURM=1 against the local run, byte for byte
# (tests/platform/grade-slurm-check).  Slow: in distcheck.
.PHONY: grade-slurm-check
DISTCHECK_EXTRA += grade-slurm-check
grade-slurm-check: $(GRADE_FILES) | $(GRADE_SECRET) docker-engine-check
	tests/platform/docker-session grade-slurm tests/platform/grade-slurm-check "$(CURDIR)" $(B)/grade/slurm-check
