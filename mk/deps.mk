# The dependency logic on a bare machine (issue: a first `make` must install
# everything in one go).  On a fresh Debian machine kpsewhich does not exist
# until texlive-base is installed, so tools/deps cannot ask it which TeX
# packages are there; it must then list all of them.  This check runs
# tools/deps --list with a PATH that holds every command of this machine
# but kpsewhich, and asserts that every TeX package comes out.
TEX_PACKAGES := lmodern texlive-latex-extra texlive-latex-recommended texlive-pictures texlive-science
.PHONY: deps-check
CHECK_EXTRA += deps-check
deps-check: tools/deps
	@rm -rf $(B)/nokpse && mkdir -p $(B)/nokpse/bin
	@IFS=:; for d in $$PATH; do [ -d "$$d" ] || continue; for f in "$$d"/*; do \
	  n=$${f##*/}; [ "$$n" = kpsewhich ] && continue; [ -x "$$f" ] && [ ! -e "$(B)/nokpse/bin/$$n" ] && \
	  ln -s "$$f" "$(B)/nokpse/bin/$$n"; done; done; true
	@PATH="$(CURDIR)/$(B)/nokpse/bin" tools/deps --list > $(B)/nokpse/list
	@for p in $(TEX_PACKAGES); do grep -qx "$$p" $(B)/nokpse/list || \
	  { echo "deps-check: without kpsewhich, tools/deps does not list $$p" >&2; cat $(B)/nokpse/list >&2; exit 1; }; done
	@echo "deps-check: without kpsewhich, tools/deps lists every TeX package ($(TEX_PACKAGES))"
