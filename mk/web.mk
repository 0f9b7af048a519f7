# The web edition (program volume, chapter "The web edition",
# program/70-web.nw):
#   make web        build/web/: the site students read, the student edition
#                   of both volumes (each graded function's reference code
#                   replaced by its stub, as in book-student.pdf) as HTML
#                   (tex4ht, MathML), the figures as SVG, each chapter as a
#                   PDF, and the live pendulum: the library and the glue
#                   src/web compiled to WebAssembly (clang, lld, wasi-libc).
#                   Open build/web/index.html.
#   make web-instructor  build/web-instructor/: the same site of the full
#                   volumes, with the solutions; never for students.
#   make web-check  the browser test (tests/web/test_web.py: headless
#                   Chromium through Selenium) of the students' site; part
#                   of make check.  Where no browser is installed it says
#                   SKIPPED, and why.
.PHONY: web web-instructor web-wasm web-check
WEB       := $(B)/web
WEBW      := $(B)/web-build
WEB_C     := $(filter src/web/%.c,$(ROOTS))
WEB_H     := $(filter src/web/%.h,$(ROOTS))
# What the module is made of: the library (the picture and expression
# modules among it) but its benchmark, and the glue.
WASM_C    := $(filter-out src/lib/dp_bench.c,$(LIB_C)) $(WEB_C)
WASM_CC   ?= clang
WASM_OPT  := -O2
# The flip map's engine at -O3: clang then unrolls its stages and keeps the
# vectors out of the module's stack in memory, about twice the steps per
# second in V8 (the same bits: no contraction, no fast mathematics).
$(WEBW)/wasm/lib/dp_flipmap.o: WASM_OPT := -O3
WASM_CFLAGS = --target=wasm32-wasi -msimd128 $(NUM_CFLAGS) $(WASM_OPT) $(WARN_CFLAGS) \
               -ffunction-sections -fdata-sections
# The library's reference solvers include GSL's headers; the module calls
# none of them (the linker drops those functions), but the headers must be
# found without the host's other headers: a folder holding only gsl/.
GSL_INCDIR = $(shell pkg-config --variable=includedir gsl)
$(WEBW)/wasm/include/gsl: | $(B)/deps.ok
	@mkdir -p $(@D)
	ln -sfn $(GSL_INCDIR)/gsl $@
WASM_OBJ := $(patsubst src/%.c,$(WEBW)/wasm/%.o,$(WASM_C))
$(WEBW)/wasm/%.o: src/%.c | $(WEBW)/wasm/include/gsl $(B)/deps.ok
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -Isrc/lib -isystem $(WEBW)/wasm/include -MMD -MP -c $< -o $@
-include $(WASM_OBJ:.o=.d)
# No entry point: the page calls the functions that src/web exports.
$(WEBW)/wasm/dp.wasm: $(WASM_OBJ)
	$(WASM_CC) --target=wasm32-wasi -O2 -nostartfiles -Wl,--no-entry -Wl,--gc-sections \
	  -Wl,--strip-all -o $@ $^
# The bytes as a script, so that a page opened as a file can load them
# (browsers refuse fetch() of file:// URLs).
$(WEBW)/dp-wasm.js: $(WEBW)/wasm/dp.wasm
	@mkdir -p $(@D)
	{ printf 'window.DP_WASM = "'; base64 -w0 $<; printf '";\n'; } > $@.tmp && mv $@.tmp $@
web-wasm: $(WEBW)/dp-wasm.js

# The same glue compiled natively, with glibc's libm: the browser test
# compares the page with it at full precision (dp prints 12 digits).
$(WEBW)/native/libdpweb.so: $(WASM_C) $(SRC_H) $(WEB_H) | $(B)/deps.ok
	@mkdir -p $(@D)
	$(CC) $(NUM_CFLAGS) $(OPT) $(WARN_CFLAGS) -fPIC -shared -Isrc/lib $(GSL_CFLAGS) $(WASM_C) -o $@ $(LIBS)

# ---------------------------------------------------------------- figures
# Each figure of the PDF edition (build/fig/X.tex + X.pdf, from the same
# gnuplot script) set on a page of its own by web/figure.tex, then SVG, in
# $(WEBFIG), which both editions share; web/site.py copies into a site the
# figures its pages show (a PNG where the SVG is too large).
# The animation of Chapter 1 shows its first frame, as a PDF viewer
# without JavaScript does; the page has the live pendulum above it.
WEBFIG    := $(B)/web-fig
FIG_NAMES := $(patsubst $(B)/fig/%.tex,%,$(FIGS))
WEB_SVG   := $(FIG_NAMES:%=$(WEBFIG)/%.svg)
$(WEBFIG)/%.svg: $(B)/fig/%.tex web/figure.tex | book.pdf program.pdf
	@mkdir -p $(@D)/tex
	@pdflatex -interaction=nonstopmode -halt-on-error -output-directory=$(WEBFIG)/tex -jobname=$* \
	  '\def\dpfig{$*}\input{web/figure.tex}' > $(WEBFIG)/tex/$*.out 2>&1 || \
	  { tail -20 $(WEBFIG)/tex/$*.out >&2; echo "web: figure $* failed" >&2; exit 1; }
	pdftocairo -svg $(WEBFIG)/tex/$*.pdf $@
$(WEBFIG)/animate-frames.svg: $(B)/fig/animate-frames.tex
	@mkdir -p $(@D)
	pdftocairo -svg -f 1 -l 1 $(B)/fig/animate-frames.pdf $@

# ---------------------------------------------------------------- the program volume, student edition
# The site students read links each volume's PDF of the student edition:
# book-student.pdf (mk/student.mk) and this one.
program-student.pdf: program-student.tex program.tex preamble.tex licence.tex latexmkrc refs.bib \
                     $(B)/tex-student/weave.stamp $(B)/numbers.tex $(B)/claims.tex $(FIGS) book.pdf program.pdf
	latexmk -pdf -interaction=nonstopmode -halt-on-error -file-line-error -auxdir=$(AUX) -outdir=. program-student.tex \
	  >$(B)/latexmk-program-student.log 2>&1 || { tail -30 $(B)/latexmk-program-student.log >&2; exit 1; }
	touch $@

# ---------------------------------------------------------------- pages
# tex4ht (make4ht) runs TeX on the real masters in WORK/tex, where
# web/prepare.py has put the figure stubs and the copies of the woven
# chapters that tex4ht can read (the student edition's weave for the
# students' site, the full one for the instructors'); the bibliography and
# the subject index are the PDF build's.  web/tex4ht.sh converts both
# volumes at once, in two passes (each reads the other's labels of the pass
# before), and web/site.py finish makes the site of the pages.
# web/site.py reads the pages with Debian's BeautifulSoup (python3-bs4)
# and writes the search index with lunr.py (python3-lunr), which the
# pages read with lunr.js (libjs-lunr): the first python3 that has both.
WEB_PY = $(firstword $(foreach p,python3 /usr/bin/python3,$(shell $(p) -c 'import bs4, lunr' 2>/dev/null && echo $(p))) python3)
LUNR_JS := /usr/share/javascript/lunr/lunr.min.js
WEB_STATIC := web/index.html web/live.html web/search.html web/dp.css web/dp.js web/dp-site.js web/dp-theme.js
WEB_SITE_PY := web/site.py $(wildcard web/sitebuild/*.py) web/searchindex.py web/widgets.tsv
# The line at the foot of every page: the version, the commit and its date
# (SOURCE_DATE_EPOCH, so that two builds of one commit are the same), in a
# file rewritten only when it changes.
WEB_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
$(shell mkdir -p $(WEBW) && printf '%s\t%s\t%s\n' '$(DP_VERSION)' '$(SOURCE_DATE_EPOCH)' '$(WEB_COMMIT)' | tools/cpif $(WEBW)/edition.txt)

# web_edition NAME SITE WORK WEAVE-DIR BOOK-PDF PROGRAM-PDF: the rules of one
# edition's site.  Two steps, so that a change to the site (web/site.py,
# the style sheet, the scripts) does not convert the volumes again: the
# pages of tex4ht (WORK/tex4ht.stamp) and the site made of them
# (WORK/pages.stamp).
define web_edition
$(3)/tex4ht.stamp: web/dp.cfg web/master.tex web/prepare.py web/tex4ht.sh $(4)/weave.stamp book.pdf program.pdf $$(WEB_SVG)
	@mkdir -p $(3)/tex
	$$(WEB_PY) web/prepare.py $(3)/tex $$(WEBFIG) $(4) $$(FIG_NAMES)
	cp $$(AUX)/book.bbl $$(AUX)/book.ind $(3)/tex/ && cp $$(AUX)/program.ind $(3)/tex/
	web/tex4ht.sh $(3)/tex '$$(CURDIR)' '$$(CURDIR)/web/dp.cfg' 2 $(1)
	touch $$@
$(3)/pdf.stamp: $(5) $(6) web/chapter-pdfs | $$(B)/deps.ok
	web/chapter-pdfs $(5) $(3)/pdf/book
	web/chapter-pdfs $(6) $(3)/pdf/program
	touch $$@
$(3)/pages.stamp: $(3)/tex4ht.stamp $(3)/pdf.stamp $$(WEB_SITE_PY) $$(WEB_STATIC) $$(WEBW)/dp-wasm.js $$(WEBW)/edition.txt
	rm -rf $(2) && mkdir -p $(2)
	cp $$(WEB_STATIC) $$(LUNR_JS) $$(WEBW)/dp-wasm.js $(5) $(6) $(2)/
	DP_WEB_EDITION=$(1) DP_WEB_PDFS='$(5) $(6)' DP_WEB_STAMP=$$(WEBW)/edition.txt DP_WEB_CHAPTER_PDFS=$(3)/pdf \
	  $$(WEB_PY) web/site.py finish $(2) $(3)/tex $$(WEBFIG)
	touch $$@
endef
WEBI  := $(B)/web-instructor
WEBIW := $(B)/web-build-instructor
$(eval $(call web_edition,student,$(WEB),$(WEBW),$(B)/tex-student,book-student.pdf,program-student.pdf))
$(eval $(call web_edition,instructor,$(WEBI),$(WEBIW),$(B)/tex,book-instructor.pdf,program.pdf))
web: $(WEBW)/pages.stamp
	@echo "web: open $(WEB)/index.html ($$(find $(WEB) -name '*.html' | wc -l) pages, $$(du -sh $(WEB) | cut -f1))"
web-instructor: $(WEBIW)/pages.stamp
	@echo "web: open $(WEBI)/index.html, the instructors' site ($$(find $(WEBI) -name '*.html' | wc -l) pages, $$(du -sh $(WEBI) | cut -f1))"

# ---------------------------------------------------------------- browser test
# Debian's Selenium is a module of Debian's python3; the first python3 on
# PATH that can import it runs the test (else the test says SKIPPED).
WEB_PYTHON = $(firstword $(foreach p,python3 /usr/bin/python3,$(shell $(p) -c 'import selenium' 2>/dev/null && echo $(p))) python3)
# axe-core: installed by tools/deps from npm at a pinned version (else the
# audit says SKIPPED); the flip map is compared with the book's figure data.
AXE_JS := $(B)/npm/node_modules/axe-core/axe.min.js
# The test measures times and CPU: it holds $(B)/timing.lock, as
# grade-load-check does (which loads a processor with busy loops), so that
# make -j never runs the two at once.
web-check: $(WEBW)/pages.stamp $(WEBW)/native/libdpweb.so $(B)/bin/dp $(B)/data/flipmap.tsv
	@mkdir -p $(B)
	flock $(B)/timing.lock $(WEB_PYTHON) tests/web/test_web.py $(WEB) $(B)/bin/dp $(WEBW)/native/libdpweb.so $(WEBW)/shots \
	  $(B)/data/flipmap.tsv $(AXE_JS)
DISTCHECK_EXTRA += web-check

# ---------------------------------------------------------------- benchmark
# The live flip map's speed in headless Chromium, beside dp's own engine
# (tests/web/bench_flipmap.py); BENCH_WEB_RUNS runs, best and median.  The
# search's time from the first key to the first results, for each of the
# browser test's students' questions (tests/web/bench_search.py; goal 200 ms).
BENCH_WEB_RUNS ?= 5
.PHONY: bench-web
BENCH_TARGETS += bench-web
bench-web: $(WEBW)/pages.stamp $(B)/bin/dp
	$(WEB_PYTHON) tests/web/bench_flipmap.py $(WEB) $(B)/bin/dp $(B)/bench/web-flipmap.tsv $(BENCH_WEB_RUNS)
	$(WEB_PYTHON) tests/web/bench_search.py $(WEB) $(B)/bench/web-search.tsv 3
