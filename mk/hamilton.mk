# Chapter 5 (Hamilton's form, the blog's program reproduced).
#
# blog-golden: the rows the blog's program prints, rerun in single precision,
# against the golden files tests/golden/blog-table-*.tsv.  Tolerance per
# number: 2e-6 absolute (two units of the sixth decimal the table prints)
# plus 8 float ulps relative (8 * 2^-24).  The builds of `make compilers`
# must print the same table byte for byte.  See program/53-tests-hamilton.nw.
BLOG_FORMS := hamilton lagrange
$(B)/data/blog-table-%.tsv: $(B)/bin/dp | $(B)/data/.dir
	$(B)/bin/dp blog --preset blog --table --form $* > $@

.PHONY: blog-golden
blog-golden: $(BLOG_FORMS:%=$(B)/data/blog-table-%.tsv)
	@for f in $(BLOG_FORMS); do \
	  paste tests/golden/blog-table-$$f.tsv $(B)/data/blog-table-$$f.tsv | grep -v '^#' | \
	  awk -F'\t' -v f=$$f 'NF != 8 || $$1 != $$5 { print "blog-golden: " f ": row " NR ": steps differ"; bad = 1; next } \
	    { for (i = 2; i <= 4; i++) { d = $$i - $$(i+4); if (d < 0) d = -d; a = $$i < 0 ? -$$i : $$i; \
	      if (d > 2e-6 + 8 * 2^-24 * a) { print "blog-golden: " f ": step " $$1 ": column " i ": " $$(i+4) " vs golden " $$i; bad = 1 } } } \
	    END { if (NR != 19) { print "blog-golden: " f ": " NR " rows, expected 19"; bad = 1 } exit bad }' || exit 1; \
	done; echo "blog-golden: the blog's tables match tests/golden/ (both forms)"
CHECK_EXTRA += blog-golden

# The book's table of the blog's printed rows comes from verify/ (a 'table'
# line of verify/05-hamilton.tsv), written with build/numbers.tex.
$(B)/tables/blog-table.tex: $(B)/numbers.tex ;
book.pdf: $(B)/tables/blog-table.tex
