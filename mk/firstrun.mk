# The first contact (make check): the README's `make` on a simulated bare
# machine, twice (make -j2 and make -j8, from fresh clones: tools/first-run,
# tools/repro-check), and the volumes they build byte for byte the same as
# each other and as this checkout's; `make dp` with only a C compiler, GSL
# and Check, and nothing to install (no TeX, noweb, bubblewrap or Python).
.PHONY: first-run-check repro-check dp-alone-check
CHECK_EXTRA += repro-check dp-alone-check
first-run-check: repro-check
repro-check: book.pdf program.pdf tools/first-run tools/repro-check
	tools/repro-check $(B)/first-run
DP_ALONE := gcc,make,pkg-config,libgsl-dev,check,libsubunit-dev
dp-alone-check: tools/first-run
	tools/first-run --jobs 2 --present $(DP_ALONE) --no-install --goal dp . $(B)/first-run/dp
	@echo "dp-alone-check: make dp builds dp and passes its Check suite with only $(DP_ALONE)"
