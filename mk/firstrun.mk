# The first contact (make distcheck, the slow tier): the README's `make` on a simulated bare
# machine, from a fresh clone at make -j8, under a user's conditions (a German
# locale, hostile startup files, TMPDIR set, /tmp read-only: tools/first-run
# --conditions, tools/repro-check), and the volumes it builds byte for byte the same as
# this checkout's (built at the default job count); `make dp` with only a C compiler, GSL
# and Check, and nothing to install (no TeX, noweb, bubblewrap or Python).
.PHONY: first-run-check repro-check dp-alone-check
DISTCHECK_EXTRA += repro-check dp-alone-check
first-run-check: repro-check
repro-check: book.pdf program.pdf tools/first-run tools/repro-check
	tools/repro-check $(B)/first-run
DP_ALONE := gcc,make,pkg-config,libgsl-dev,check,libsubunit-dev
dp-alone-check: tools/first-run
	tools/first-run --jobs 2 --present $(DP_ALONE) --no-install --goal dp . $(B)/first-run/dp
	@echo "dp-alone-check: make dp builds dp and passes its Check suite with only $(DP_ALONE)"
