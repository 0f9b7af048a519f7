# Pendulum on a Pendulum: the one entry point.  See README.md and
# ../shared/DESIGN.md.  `make` builds book.pdf; `make check` runs every check.
# Recipes and $(shell ...) run bash through env, which first removes
# BASH_ENV and ENV: make 4.3 gives $(shell ...) its own environment, which
# `unexport` does not reach, so a user's BASH_ENV was read there (and its
# output became part of the Makefile).
SHELL := /usr/bin/env
.SHELLFLAGS := -u BASH_ENV -u ENV /bin/bash -eu -o pipefail -c
# The user's conditions stay out of the build (program volume, "Under the
# user's conditions"): its tools read and print numbers in one locale
# (under a German one, seq and a shell's printf print 30,0), Python does
# not import the user's site packages, bash reads no BASH_ENV (SHELL
# above), and gnuplot and latexmk read no startup file of the user's
# (gnuplot -d, latexmk -norc, in their rules).
export LC_ALL := C.UTF-8
export PYTHONNOUSERSITE := 1
unexport BASH_ENV ENV
# make DP_TIMES=file: every recipe line's start, end and target into file
# (tools/timed-shell; make bench uses it to find the build's critical path).
ifdef DP_TIMES
.SHELLFLAGS := -u BASH_ENV -u ENV $(CURDIR)/tools/timed-shell -eu -o pipefail -c
export DP_TIMES
export DP_TARGET = $@
endif
.DELETE_ON_ERROR:
.SUFFIXES:
MAKEFLAGS += --no-builtin-rules
# Use every core unless the caller chose (make -jN, or MAKEFLAGS from a
# parent make).
ifeq ($(filter -j% --jobs%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif

B        := build
# The noweb sources: the textbook's chapters and the program volume's.
CHAPTERS := $(sort $(wildcard chapters/*.nw))
PROGRAM  := $(sort $(wildcard program/*.nw))
SOURCES  := $(CHAPTERS) $(PROGRAM)
# The files the sources make: their roots (src/..., grader/..., tests/...).
ROOTS    := $(shell noroots $(SOURCES) 2>/dev/null | grep '^<<\[\[' | sed 's/^<<\[\[\(.*\)\]\]>>$$/\1/')
ifeq ($(strip $(ROOTS)),)
ROOTS    := $(wildcard src/*/*.[ch] grader/*.[ch] tests/*.[ch])
endif
# The layers: the library (physics and numerics, no I/O), the blog's
# program as it rounded, the command line (no numerics), the grader; make
# layers-check (mk/layers.mk) holds the #include lines to that order.
LIB_C    := $(filter src/lib/%.c,$(ROOTS))
REPRO_C  := $(filter src/repro/%.c,$(ROOTS))
CLI_C    := $(filter src/cli/%.c,$(ROOTS))
SRC_H    := $(filter src/%.h,$(ROOTS))
TEST_C   := $(filter tests/check_%.c tests/fuzz_%.c,$(ROOTS))
CLI_MAIN := $(filter src/cli/main.c,$(CLI_C))

CC       ?= cc
OPT      ?= -O2
WERROR   ?= -Werror
# The flags that fix what the numbers are (the C standard, no contraction
# into fused multiply-adds, no fast mathematics, POSIX) and the warnings,
# written once: the WebAssembly module and its native twin (mk/web.mk),
# the fuzzer (mk/reader.mk) and the student kit (mk/student.mk) use them.
NUM_CFLAGS  := -std=c17 -ffp-contract=off -fno-fast-math -D_XOPEN_SOURCE=700
WARN_CFLAGS  = -Wall -Wextra -Wpedantic $(WERROR)
CFLAGS   := $(NUM_CFLAGS) $(OPT) -g $(WARN_CFLAGS) $(EXTRA_CFLAGS)
# Each layer sees only the headers of the layers below it.
INC_lib   := -Isrc/lib
INC_repro := -Isrc/lib -Isrc/repro
INC_cli   := -Isrc/lib -Isrc/repro -Isrc/cli
INC_all   := $(INC_cli) -Igrader
GSL_CFLAGS   = $(shell pkg-config --cflags gsl)
GSL_LIBS     = $(shell pkg-config --libs gsl)
CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS   = $(shell pkg-config --libs check)
LIBS         = $(GSL_LIBS) -lm

SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
export SOURCE_DATE_EPOCH

.PHONY: all deps dp tangle tangle-check lint check verify test compilers clean bench
all: book.pdf program.pdf

# ---------------------------------------------------------------- packages
# The first step, before any recipe: build/deps-PROFILE.mk is a makefile
# that this one includes, so GNU make remakes it before it builds anything
# else, and then reads every makefile again ("How Makefiles Are Remade" in
# make's manual).  Its recipe is tools/deps, which installs the missing
# Debian packages (as root, or with password-less sudo) or prints the
# apt-get line to run and fails.  So, whatever the job count, no recipe can
# start before the packages are there; a new rule needs nothing to be safe.
# The profile follows the goals: `make dp` needs only a C compiler, GSL and
# Check (`tools/deps --profile dp`), `make clean` needs nothing.
NODEPS_GOALS := clean help
DP_GOALS     := dp
DEPS_PROFILE ?= $(if $(MAKECMDGOALS),$(if $(filter-out $(NODEPS_GOALS),$(MAKECMDGOALS)),$(if \
                  $(filter-out $(NODEPS_GOALS) $(DP_GOALS),$(MAKECMDGOALS)),full,dp),none),full)
DEPS_MK      := build/deps-$(DEPS_PROFILE).mk
ifneq ($(DEPS_PROFILE),none)
include $(DEPS_MK)
endif
build/deps-%.mk: tools/deps
	@mkdir -p $(@D)
	tools/deps --profile $* --install
	@echo '# tools/deps --profile $* found every package it looks for' > $@
deps:
	@echo "deps: every package that make and make check need is installed"
# (Rules written before this step existed wait for this name; the packages
# are there before any rule runs.)
$(B)/deps.ok:
	@mkdir -p $(@D) && touch $@

# ---------------------------------------------------------------- tangle
# One stamp for the whole tangle; tools/tangle rewrites a file only when its
# content changes, so the files' own times tell make what to recompile.
$(B)/tangle.stamp: $(SOURCES) tools/tangle tools/tangle-indent | $(B)/deps.ok
	tools/tangle .
	touch $@
# Without noweb (make dp on a laptop) the committed src/ is built as it is.
TANGLE_DEP ?= $(if $(shell command -v notangle 2>/dev/null),$(B)/tangle.stamp)
$(ROOTS): $(TANGLE_DEP) ;
tangle: $(B)/tangle.stamp

tangle-check: $(B)/tangle.stamp | $(B)/deps.ok
	rm -rf $(B)/tangle-check && mkdir -p $(B)/tangle-check
	tools/tangle $(B)/tangle-check
	tools/tangle-check $(B)/tangle-check

# The noweb lint: every root names a file (tools/tangle), and no chunk is
# used without being defined (notangle's warnings are errors there too).
lint: tangle-check

# ---------------------------------------------------------------- compile
# build/libdp.a: the library and the blog's program; build/libdpcli.a: the
# command line's modules but its main; build/bin/dp: the program.
OBJ_LIB := $(LIB_C:src/%.c=$(B)/obj/%.o) $(REPRO_C:src/%.c=$(B)/obj/%.o)
OBJ_CLI := $(filter-out $(CLI_MAIN:src/%.c=$(B)/obj/%.o),$(CLI_C:src/%.c=$(B)/obj/%.o))
$(B)/obj/lib/%.o: src/lib/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_lib) $(GSL_CFLAGS) -MMD -MP -c $< -o $@
$(B)/obj/repro/%.o: src/repro/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_repro) -MMD -MP -c $< -o $@
$(B)/obj/cli/%.o: src/cli/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_cli) $(GSL_CFLAGS) -MMD -MP -c $< -o $@
# dp --version: the edition in the file VERSION.  The header is rewritten
# when make reads this file, and only when the version changed, so that
# main.o is rebuilt exactly then (and make -q stays truthful).
DP_VERSION := $(shell cat VERSION 2>/dev/null || echo unknown)
$(shell mkdir -p $(B) && echo '#define DP_VERSION "$(DP_VERSION)"' | tools/cpif $(B)/version.h)
$(B)/obj/cli/main.o: $(B)/version.h
$(B)/obj/cli/main.o: private CFLAGS += -include $(B)/version.h

$(B)/libdp.a: $(OBJ_LIB)
	rm -f $@ && ar rcsD $@ $^
$(B)/libdpcli.a: $(OBJ_CLI)
	rm -f $@ && ar rcsD $@ $^
# Everything the book computes depends on build/bin/dp.  A prose edit in a
# chapter moves the #line directives and so the debug information, but not
# the code: the program is then relinked, and its time kept, so that no
# figure or number is recomputed for it.  (The comparison ignores debug
# information; the new binary, with the right line numbers, is installed.)
NODEBUG := --strip-debug --remove-section=.note.gnu.build-id
$(B)/bin/dp: $(CLI_MAIN:src/%.c=$(B)/obj/%.o) $(B)/libdpcli.a $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@.new $^ $(LIBS)
	@if [ -f $@ ] && objcopy $(NODEBUG) $@ $@.old.nodebug && objcopy $(NODEBUG) $@.new $@.new.nodebug \
	   && cmp -s $@.old.nodebug $@.new.nodebug; then touch -r $@ $@.new; fi; \
	 rm -f $@.old.nodebug $@.new.nodebug; mv $@.new $@

OBJ_TEST := $(TEST_C:tests/%.c=$(B)/obj/tests/%.o)
$(B)/obj/tests/%.o: tests/%.c | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INC_all) $(GSL_CFLAGS) $(CHECK_CFLAGS) -DCK_FLOATING_DIG=17 -MMD -MP -c $< -o $@
$(B)/bin/check_dp: $(OBJ_TEST) $(B)/libdpcli.a $(B)/libdp.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS) $(CHECK_LIBS)

-include $(OBJ_LIB:.o=.d) $(OBJ_CLI:.o=.d) $(OBJ_TEST:.o=.d) $(CLI_MAIN:src/%.c=$(B)/obj/%.d)

# ---------------------------------------------------------------- numbers
VERIFY := $(sort $(wildcard verify/*.tsv))
$(B)/numbers.tex $(B)/claims.tex &: verify/verify.py $(VERIFY) $(B)/bin/dp
	python3 verify/verify.py --dp $(B)/bin/dp --out $(B)
verify: $(B)/numbers.tex

# ---------------------------------------------------------------- figures
# Each figures/X.gp draws build/fig/X.tex (+ X.pdf) with cairolatex; the data
# it reads is made by the rules in figures/X.mk.
FIGS := $(patsubst figures/%.gp,$(B)/fig/%.tex,$(filter-out figures/style.gp,$(wildcard figures/*.gp)))
-include $(wildcard figures/*.mk)
$(B)/fig/%.tex: figures/%.gp figures/style.gp
	@mkdir -p $(@D)
	gnuplot -d -e "B='$(B)'; outfile='$(B)/fig/$*.tex'" $<
$(B)/data/.dir:
	mkdir -p $(@D) && touch $@
# Every axis label a script sets is drawn (gnuplot drops one that falls off
# the canvas without a word).
.PHONY: figure-labels-check
figure-labels-check: $(FIGS) tools/figure-labels
	tools/figure-labels $(B)/fig $(filter-out figures/style.gp,$(wildcard figures/*.gp))

# ---------------------------------------------------------------- book
# One noweave run over both volumes gives chunk cross-references across
# them; tools/weave splits it into one file per source and each volume's
# share of the indexes.  The volumes refer to each other through each
# other's .aux (xr-hyper), so they are typeset together, twice if a
# reference moved: latexmk reruns a volume whose other half changed.
WOVEN := $(CHAPTERS:%.nw=$(B)/tex/%.tex) $(PROGRAM:%.nw=$(B)/tex/%.tex)
$(B)/tex/weave.stamp: $(SOURCES) tools/weave tools/exercises tools/public-index | $(B)/deps.ok
	tools/weave teacher $(B)/tex
	touch $@
$(WOVEN): $(B)/tex/weave.stamp ;

# LaTeX's own files (.aux, .log, .toc, .idx, ...) go to $(AUX); the PDFs
# come to the top.
AUX := $(B)/latex
BOOK_INPUTS := book.tex program.tex preamble.tex latexmkrc refs.bib tools/typeset \
               $(B)/tex/weave.stamp $(B)/numbers.tex $(B)/claims.tex $(FIGS)
book.pdf program.pdf &: $(BOOK_INPUTS)
	tools/typeset $(B) book program
	touch book.pdf program.pdf

# ---------------------------------------------------------------- checks
# The tests' time limits catch a test that hangs, not one that is slow: on
# a shared machine (CI, or many builds at once) a test can take ten times
# as long, so every limit is multiplied by CK_TIMEOUT_MULTIPLIER.
CK_TIMEOUT_MULTIPLIER ?= 8
export CK_TIMEOUT_MULTIPLIER
# make test SUITE=x [CASE=y]: one suite, or one case of it (a name that
# matches nothing is refused with the list of suites).
# Without SUITE or CASE, each suite runs in a process of its own, as many
# at a time as there are cores (tests/check-suites), the longest first.
CHECK_SUITES := $(shell sed -n 's/^ *X(\([a-z_]*\)_suite)$$/\1/p' tests/check_main.c)
CHECK_LONGEST := energy chaos motion integrators hamilton modes montecarlo chain
CHECK_ORDER := $(filter $(CHECK_SUITES),$(CHECK_LONGEST)) $(filter-out $(CHECK_LONGEST),$(CHECK_SUITES))
test: $(B)/bin/check_dp $(B)/bin/dp tests/check-suites
ifeq ($(SUITE)$(CASE),)
	CK_DEFAULT_TIMEOUT=60 tests/check-suites $(B) $(shell nproc 2>/dev/null || echo 1) $(CHECK_ORDER)
else
	cd $(B) && CK_DEFAULT_TIMEOUT=60 CK_TAP_LOG_FILE_NAME=check.tap $(if $(SUITE),CK_RUN_SUITE='$(SUITE)') \
	  $(if $(CASE),CK_RUN_CASE='$(CASE)') bin/check_dp
endif

# make dp: the program and its Check suite from the committed src/, with
# only a C compiler, make, pkg-config, GSL and Check (no TeX, noweb or
# bubblewrap): what a student builds on a laptop (the textbook, Chapter 0).
dp: $(B)/bin/dp test
	@echo "dp: $(B)/bin/dp is built and its Check suite passes"

# The same results from gcc and clang, at -O0 and -O2: four builds of dp,
# and the command lines of tests/compilers.list compared by tools/compilers.
COMPILERS := gcc:-O0 gcc:-O2 clang:-O0 clang:-O2
compilers: $(B)/tangle.stamp tools/compilers tests/compilers.list | $(B)/deps.ok
	@set -e; for c in $(COMPILERS); do cc=$${c%%:*}; o=$${c#*:}; d=$(B)/alt/$$cc$$o; \
	  $(MAKE) -s --no-print-directory B=$$d CC=$$cc OPT=$$o TANGLE_DEP= $$d/bin/dp; done
	tools/compilers tests/compilers.list $(B)/alt/gcc-O2 $(B)/alt/gcc-O0 $(B)/alt/clang-O0 $(B)/alt/clang-O2

# Chapters add their own targets in mk/*.mk: extra checks to CHECK_EXTRA,
# benchmarks to BENCH_TARGETS.
CHECK_EXTRA   := figure-labels-check
# The fast tier (make check) is minutes after make: tangle drift, the
# Check suite, verify, the CLI and grader unit tests, lints.  The slow tier
# (make distcheck) is everything else: other compilers, whole second
# builds (reproducible PDFs, interrupted builds, a bare machine, another
# locale), grading end to end (as root, as nobody, whole classes), the
# browser test, daemons and containers (Docker for the grading platforms,
# Slurm).  Each skips with a message where it cannot run, except under
# CI (CI=true), where a skip is a failure (tests/platform/lib.sh).
DISTCHECK_EXTRA := compilers
BENCH_TARGETS :=
-include $(wildcard mk/*.mk)

# The typography gate: no line of the volumes and editions sticks out of the text
# block by more than 1 pt (tools/overfull reads the LaTeX logs).  The two
# volumes, which make builds, in make check; the student's and the
# instructor's editions, two more builds of the textbook, in make distcheck.
.PHONY: typography-check editions-typography-check
typography-check: book.pdf program.pdf tools/overfull
	tools/overfull $(AUX)/book.log $(AUX)/program.log
DISTCHECK_EXTRA += editions-typography-check
editions-typography-check: book-student.pdf book-instructor.pdf tools/overfull
	tools/overfull $(AUX)/book-student.log $(AUX)/book-instructor.log

check: tangle-check test verify book.pdf program.pdf typography-check $(CHECK_EXTRA)
	@echo "check: all checks passed"

# make runs the slow checks two at a time (-j2 on two cores), in this
# order: the longest first, so that none runs alone at the end while the
# other core idles (web-check, about a quarter of an hour, waits on a
# browser for much of it; grade-platforms-check on containers).
DISTCHECK_FIRST := web-check grade-platforms-check repro-check cli-sweeps-check
.PHONY: distcheck
distcheck: $(filter $(DISTCHECK_EXTRA),$(DISTCHECK_FIRST)) $(filter-out $(DISTCHECK_FIRST),$(DISTCHECK_EXTRA))
	@echo "distcheck: all slow checks passed ($(words $(DISTCHECK_EXTRA)) of them)"

bench: $(B)/bin/dp $(BENCH_TARGETS)

clean:
	rm -rf $(B)
	rm -f book.pdf program.pdf book-student.pdf book-instructor.pdf
	@# (LaTeX's files of builds before they went to build/latex)
	for v in book program book-student book-instructor; do rm -f $$v.aux $$v.log $$v.out $$v.toc $$v.fls \
	  $$v.fdb_latexmk $$v.lof $$v.lot $$v.idx $$v.ind $$v.ilg $$v.bbl $$v.blg $$v.nwi $$v.hnt $$v.sol; done
