# A build that recovers, in a path with spaces (make distcheck).
# A copy of the tree (sources, .git and the finished build, so that little
# is rebuilt) is made under a folder whose name holds spaces.  There the
# build is interrupted (SIGINT to make's whole process group, as Ctrl-C
# does) at several moments after a change to the book, and each time the
# next `make` must succeed; then the copy's program and Check suite are
# built and run from the spaced path: tools/recovery-check.
RECOVERY_DIR   := $(B)/recovery/a path with spaces
RECOVERY_AFTER := 0.3 0.8 1.5
.PHONY: recovery-check
DISTCHECK_EXTRA += recovery-check
recovery-check: book.pdf program.pdf $(B)/bin/dp tools/recovery-check
	MAKE="$(MAKE)" tools/recovery-check "$(RECOVERY_DIR)" $(AUX) $(RECOVERY_AFTER)
