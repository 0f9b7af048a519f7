"""The search: the index of both volumes, one document a section, written
as SITE/search-index.js.  The index itself is web/searchindex.py's (outside
the package: the browser test folds words with its normalize() too)."""
import searchindex

from .common import text_of


def search_index(ctx):
    docs = searchindex.documents(ctx.orders["book"] + ctx.orders["program"], text_of)
    ctx.count["ndocs"], ctx.count["nterms"] = searchindex.write(ctx.site, docs)
