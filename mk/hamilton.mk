# Chapter 5 (Hamilton's form, the blog's program reproduced).
#
# blog-golden: the rows the blog's program prints, rerun in single precision,
# against the golden files tests/golden/blog-table-*.tsv.  Tolerance per
# number: 2e-6 absolute (two units of the sixth decimal the table prints)
# plus 8 float ulps relative (8 * 2^-24).  The builds of `make compilers`
# must print the same table byte for byte.  See program/53-tests-hamilton.nw
# and tools/blog-golden.
BLOG_FORMS := hamilton lagrange
$(B)/data/blog-table-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog --table --form $* > $@

.PHONY: blog-golden
blog-golden: $(BLOG_FORMS:%=$(B)/data/blog-table-%.tsv) tools/blog-golden
	tools/blog-golden $(B)/data $(BLOG_FORMS)
CHECK_EXTRA += blog-golden

# The book's table of the blog's printed rows comes from verify/ (a 'table'
# line of verify/05-hamilton.tsv), written with build/numbers.tex.
$(B)/tables/blog-table.tex: $(B)/numbers.tex ;
book.pdf: $(B)/tables/blog-table.tex
