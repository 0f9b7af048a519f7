# The web edition (program volume, chapter "The web edition",
# program/70-web.nw):
#   make web        build/web/: both volumes as HTML (tex4ht, MathML), the
#                   figures as SVG, and the live pendulum: the library and
#                   the glue src/web compiled to WebAssembly (clang, lld,
#                   wasi-libc).  Open build/web/index.html.
#   make web-check  the browser test (tests/web/test_web.py: headless
#                   Chromium through Selenium); part of make check.  Where
#                   no browser is installed it says SKIPPED, and why.
.PHONY: web web-wasm web-check
WEB       := $(B)/web
WEB_C     := $(filter src/web/%.c,$(ROOTS))
WEB_H     := $(filter src/web/%.h,$(ROOTS))
# What the module is made of: the library, the picture and expression
# modules of the command line (no I/O in either), and the glue.
WASM_C    := $(LIB_C) src/cli/dp_anim.c src/cli/dp_expr.c $(WEB_C)
WASM_CC   ?= clang
WASM_CFLAGS := --target=wasm32-wasi -std=c17 -O2 -Wall -Wextra -Wpedantic $(WERROR) \
               -ffp-contract=off -fno-fast-math -D_XOPEN_SOURCE=700 \
               -ffunction-sections -fdata-sections
# dp_accel.h names GSL's random-number type; the module uses no GSL code
# (the linker drops the functions that would), but the header must be
# found without the host's other headers: a folder holding only gsl/.
GSL_INCDIR = $(shell pkg-config --variable=includedir gsl)
$(WEB)/wasm/include/gsl: | $(B)/deps.ok
	@mkdir -p $(@D)
	ln -sfn $(GSL_INCDIR)/gsl $@
WASM_OBJ := $(patsubst src/%.c,$(WEB)/wasm/%.o,$(WASM_C))
$(WEB)/wasm/%.o: src/%.c | $(WEB)/wasm/include/gsl $(B)/deps.ok
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -Isrc/lib -Isrc/cli -isystem $(WEB)/wasm/include -MMD -MP -c $< -o $@
-include $(WASM_OBJ:.o=.d)
# No entry point: the page calls the functions that src/web exports.
$(WEB)/wasm/dp.wasm: $(WASM_OBJ)
	$(WASM_CC) --target=wasm32-wasi -O2 -nostartfiles -Wl,--no-entry -Wl,--gc-sections \
	  -Wl,--strip-all -o $@ $^
# The bytes as a script, so that a page opened as a file can load them
# (browsers refuse fetch() of file:// URLs).
$(WEB)/site/dp-wasm.js: $(WEB)/wasm/dp.wasm
	@mkdir -p $(@D)
	{ printf 'window.DP_WASM = "'; base64 -w0 $<; printf '";\n'; } > $@.tmp && mv $@.tmp $@
web-wasm: $(WEB)/site/dp-wasm.js

# The same glue compiled natively, with glibc's libm: the browser test
# compares the page with it at full precision (dp prints 12 digits).
$(WEB)/native/libdpweb.so: $(WASM_C) $(SRC_H) $(WEB_H) | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) -std=c17 $(OPT) -Wall -Wextra -Wpedantic $(WERROR) -ffp-contract=off -fno-fast-math \
	  -D_XOPEN_SOURCE=700 -fPIC -shared -Isrc/lib -Isrc/cli $(GSL_CFLAGS) $(WASM_C) -o $@ $(LIBS)
