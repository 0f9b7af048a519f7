# The dependency logic on a bare machine (issue: a first `make` must install
# everything in one go).  On a fresh Debian machine kpsewhich does not exist
# until texlive-base is installed, so tools/deps cannot ask it which TeX
# packages are there; it must then list all of them.  This check runs
# tools/deps --list with a PATH that holds every command of this machine
# but kpsewhich, and asserts that every TeX package comes out.
TEX_PACKAGES := lmodern texlive-latex-extra texlive-latex-recommended texlive-pictures texlive-science
.PHONY: deps-check
CHECK_EXTRA += deps-check
deps-check: tools/deps tools/deps-check
	tools/deps-check $(B)/nokpse $(TEX_PACKAGES)
