# A build that recovers, in a path with spaces (make check).
# A copy of the tree (sources, .git and the finished build, so that little
# is rebuilt) is made under a folder whose name holds spaces.  There the
# build is interrupted (SIGINT to make's whole process group, as Ctrl-C
# does) at several moments after a change to the book, and each time the
# next `make` must succeed; then the copy's program and Check suite are
# built and run from the spaced path.
RECOVERY_DIR   := $(B)/recovery/a path with spaces
RECOVERY_AFTER := 0.3 0.8 1.5
.PHONY: recovery-check
CHECK_EXTRA += recovery-check
recovery-check: book.pdf program.pdf $(B)/bin/dp
	@rm -rf "$(B)/recovery" && mkdir -p "$(RECOVERY_DIR)"
	@# Other checks write into build/ meanwhile (make -j): leave out what they
	@# write, and let tar say "file changed as we read it" (its status 1).
	@{ tar --exclude=./build/recovery --exclude=./build/alt --exclude=./build/nokpse \
	    --exclude=./build/cli --exclude='./build/web*' \
	    --warning=no-file-changed -cf - . || [ $$? -eq 1 ]; } | tar -C "$(RECOVERY_DIR)" -xf -
	@cd "$(RECOVERY_DIR)" && $(MAKE) --no-print-directory book.pdf program.pdf >../before.log 2>&1 && \
	  ! grep -q 'tools/typeset' ../before.log || \
	  { echo "recovery-check: the copy is not up to date before the test" >&2; tail ../before.log >&2; exit 1; }
	@cd "$(RECOVERY_DIR)" && for t in $(RECOVERY_AFTER); do \
	  touch book.tex; \
	  setsid $(MAKE) -s --no-print-directory book.pdf program.pdf >../make-$$t.log 2>&1 & pid=$$!; \
	  sleep $$t; kill -INT -- -$$pid 2>/dev/null || true; wait $$pid || true; \
	  $(MAKE) -s --no-print-directory book.pdf program.pdf >../remake-$$t.log 2>&1 || \
	    { echo "recovery-check: after an interrupt at $$t s, make fails:" >&2; tail -20 ../remake-$$t.log >&2; exit 1; }; \
	  $(MAKE) --no-print-directory book.pdf program.pdf >../again-$$t.log 2>&1 && ! grep -q 'tools/typeset' ../again-$$t.log || \
	    { echo "recovery-check: after an interrupt at $$t s and a make, the book is still out of date" >&2; exit 1; }; \
	done
	@# An interrupt while LaTeX writes its .aux leaves it cut short; the next
	@# run must not trip over it.
	@cd "$(RECOVERY_DIR)" && head -c 3000 $(AUX)/book.aux > $(AUX)/book.aux.cut && mv $(AUX)/book.aux.cut $(AUX)/book.aux && \
	  touch book.tex && $(MAKE) -s --no-print-directory book.pdf program.pdf >../cut-aux.log 2>&1 || \
	  { echo "recovery-check: after a cut-short book.aux, make fails:" >&2; tail -20 ../cut-aux.log >&2; exit 1; }
	@cd "$(RECOVERY_DIR)" && $(MAKE) -s --no-print-directory tangle-check build/bin/dp build/bin/check_dp >../spaces.log 2>&1 && \
	  cd build && CK_DEFAULT_TIMEOUT=60 bin/check_dp >../../spaces-test.log 2>&1 || \
	  { echo "recovery-check: the build or the Check suite fails in '$(RECOVERY_DIR)'" >&2; \
	    tail -20 "$(B)/recovery/spaces.log" "$(B)/recovery/spaces-test.log" >&2; exit 1; }
	@cd "$(RECOVERY_DIR)" && $(MAKE) -s --no-print-directory grade SUBMISSION=tests/solutions/independent.c \
	  OUT=build/grade/spaces >../grade.log 2>&1 && grep -q '"score": 120' build/grade/spaces/results.json || \
	  { echo "recovery-check: make grade fails in '$(RECOVERY_DIR)'" >&2; tail -20 "$(B)/recovery/grade.log" >&2; exit 1; }
	@echo "recovery-check: make recovers from interrupts at $(RECOVERY_AFTER) s and from a cut-short .aux, and builds, tests and grades in a path with spaces"
