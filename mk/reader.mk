# The dp program for readers (chapters 90-dp, 91-expr, 92-animate): the
# command-line contract, the manual page, fuzzing, sanitizers and valgrind.
#   make cli-check       tests/cli.sh on build/bin/dp (part of make check; the
#                        sweeps over every subcommand: cli-sweeps-check, in distcheck);
#                        CASES=tests/cli/X.cases runs only those case files
#   make build/dp.1      the manual page, from dp's own help texts
#   make fuzz            libFuzzer on the expression parser, FUZZ_TIME seconds;
#                        new inputs are merged into tests/corpus/expr/
#   make check-sanitize  the Check suite and tests/cli.sh, built with ASan+UBSan
#   make check-valgrind  the Check suite (CK_FORK=no) and tests/cli.sh under valgrind
.PHONY: cli-check fuzz check-sanitize check-valgrind man

$(B)/dp.1: $(B)/bin/dp
	$(B)/bin/dp manpage > $@.tmp && mv $@.tmp $@
man: $(B)/dp.1

# make cli-check CASES=tests/cli/paper.cases: only those case files.
# Without CASES, each case file runs in a harness of its own (its work
# folder build/cli/NAME), as many at a time as make runs jobs.  The fast
# tier (make check) runs the files that test the contract case by case;
# the sweeps, which run every subcommand under every condition (three
# locales, a terminal, extended attributes: conditions), at the extremes
# of every option under a cap of work (limits), every promise of the
# manual over every subcommand (promises), random inputs (fuzz) and the
# option grammar's random cases (grammar), are make distcheck's
# (cli-sweeps-check): together they are most of the harness's time.
CLI_CASE_FILES := $(sort $(wildcard tests/cli/*.cases))
CLI_SWEEPS := conditions fuzz grammar limits promises
CLI_CHECKS := $(patsubst tests/cli/%.cases,cli-check-%,$(CLI_CASE_FILES))
CLI_SWEEP_CHECKS := $(filter $(CLI_SWEEPS:%=cli-check-%),$(CLI_CHECKS))
CLI_FAST_CHECKS := $(filter-out $(CLI_SWEEP_CHECKS),$(CLI_CHECKS))
.PHONY: $(CLI_CHECKS) cli-sweeps-check
ifeq ($(CASES),)
cli-check: $(CLI_FAST_CHECKS)
	@echo "cli-check: all $(words $(CLI_FAST_CHECKS)) case files passed (the sweeps: make cli-sweeps-check)"
else
cli-check: $(B)/bin/dp $(B)/dp.1
	tests/cli.sh $(B)/bin/dp $(B)/cli $(CASES)
endif
DISTCHECK_EXTRA += cli-sweeps-check
cli-sweeps-check: $(CLI_SWEEP_CHECKS)
	@echo "cli-sweeps-check: all $(words $(CLI_SWEEP_CHECKS)) case files passed"
$(CLI_CHECKS): cli-check-%: tests/cli/%.cases tests/cli.sh $(B)/bin/dp $(B)/dp.1
	tests/cli.sh $(B)/bin/dp $(B)/cli/$* $<
CHECK_EXTRA += cli-check

# libFuzzer and the sanitizer runtimes come with clang's runtime package
# (Debian 12: libclang-rt-14-dev, a dependency of clang there); not needed
# by make check, so not in tools/deps: these targets say so if it is missing.
SAN_PROBE = printf 'int main(void){return 0;}' | $(1) -x c - -o /dev/null 2>/dev/null || \
  { echo "$(2): clang cannot link $(1); install libclang-rt-14-dev (apt-get install libclang-rt-14-dev)" >&2; exit 1; }

FUZZ_TIME ?= 120
FUZZ_CC   ?= clang
FUZZ_SRC  := tests/fuzz_expr.c src/lib/dp_expr.c src/lib/dp_model.c
$(B)/fuzz/fuzz_expr: $(FUZZ_SRC) src/lib/dp_expr.h src/lib/dp_model.h | $(B)/deps.ok
	@mkdir -p $(@D)
	@$(call SAN_PROBE,$(FUZZ_CC) -fsanitize=fuzzer-no-link,address,undefined,fuzz)
	$(FUZZ_CC) $(NUM_CFLAGS) -g -O1 -Isrc/lib -fno-omit-frame-pointer \
	  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all $(FUZZ_SRC) -lm -o $@
fuzz: $(B)/fuzz/fuzz_expr
	rm -rf $(B)/fuzz/new && mkdir -p $(B)/fuzz/new
	$(B)/fuzz/fuzz_expr -max_total_time=$(FUZZ_TIME) -max_len=256 -print_final_stats=1 \
	  $(B)/fuzz/new tests/corpus/expr 2>&1 | tee $(B)/fuzz/fuzz.log | grep -E '^(stat::|#[0-9]+ +DONE|==)' || true
	@grep -q 'ERROR\|deadly signal' $(B)/fuzz/fuzz.log && { echo "fuzz: a crash; see $(B)/fuzz/fuzz.log" >&2; exit 1; } || true
	$(B)/fuzz/fuzz_expr -merge=1 tests/corpus/expr $(B)/fuzz/new 2>&1 | tail -1
	@echo "fuzz: corpus tests/corpus/expr now holds $$(ls tests/corpus/expr | wc -l) inputs"

SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
check-sanitize: $(B)/tangle.stamp | $(B)/deps.ok
	@$(call SAN_PROBE,clang $(SAN_FLAGS),check-sanitize)
	$(MAKE) -s --no-print-directory B=$(B)/san CC=clang OPT=-O1 TANGLE_DEP= \
	  EXTRA_CFLAGS='$(SAN_FLAGS)' $(B)/san/bin/dp $(B)/san/bin/check_dp
	cd $(B)/san && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  DP_EXPR_CORPUS=$(CURDIR)/tests/corpus/expr CK_DEFAULT_TIMEOUT=120 bin/check_dp
	ASAN_OPTIONS=detect_leaks=1 tests/cli.sh $(B)/san/bin/dp $(B)/san/cli
	@echo "check-sanitize: the Check suite and the CLI tests pass under ASan+UBSan"

VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite
check-valgrind: $(B)/bin/dp $(B)/bin/check_dp
	cd $(B) && CK_FORK=no DP_EXPR_CORPUS=$(CURDIR)/tests/corpus/expr $(VALGRIND) bin/check_dp
	tests/cli.sh "$(VALGRIND) $(B)/bin/dp" $(B)/cli-valgrind
	@echo "check-valgrind: no errors"
