"""The web edition's finish (program volume, chapter "The web edition",
section "The pages"): the site made of the pages that tex4ht wrote, by
web/site.py finish SITE TEXDIR FIGDIR.

The finish is the passes of PASSES, run in order over one shared context
(common.Context: the pages, their reading order, the chunks' numbers, what
each pass counted); each pass is a function of that context, in the module
of its concern:

  pages     the pages, their reading order and sections; written back
  contents  tex4ht's page of contents; each volume's contents; the site's
            own pages (index.html, live.html, search.html)
  chrome    tex4ht's navigation out; permalinks; the bar, the contents
            beside the text, previous and next; the head and the foot
  xrefs     links pointed at the page that holds their target
  chunks    chunks numbered in their chapters, their code, their
            cross-references
  indexes   the identifier index filled, the subject index made
  widgets   the live pendulum at the opening of its chapters
  figures   figures: alternative text, size, the file a page shows
  polish    tables with header cells, numbers in MathML, boxes that scroll
  pdfs      each chapter as a PDF of its own
  practice  quick checks, hints (solutions), previews of links' targets
  search    the search index (web/searchindex.py)
  checks    links to nowhere, files no page uses, loads from outside;
            the report

A pass added is a function of the context in the module of its concern
and a line of PASSES, where its order says what it may rely on.
"""
from . import checks, chrome, chunks, contents, figures, indexes, pages, pdfs, polish, practice, search, \
    widgets, xrefs
from .common import Context

PASSES = (
    ("copy tex4ht's pages into the site",         pages.copy_pages),
    ("read the pages, in reading order",          pages.read_pages),
    ("drop tex4ht's page of contents",            contents.drop_contents_copy),
    ("drop tex4ht's links to next and previous",  chrome.drop_crosslinks),
    ("list each page's sections",                 pages.list_sections),
    ("point links at the page of their target",   xrefs.move_links),
    ("number the chunks in their chapters",       chunks.number_chunks),
    ("set each chunk's header, code and xrefs",   chunks.restructure_chunks),
    ("write the xref lines noweb left open",      chunks.fix_xref_lines),
    ("show a chunk's number on links to it",      chunks.relabel_chunk_links),
    ("fill the identifier indexes",               indexes.fill_identifiers),
    ("make the subject indexes",                  indexes.subject_indexes),
    ("place the widgets",                         widgets.place_widgets),
    ("figures and their files",                   figures.place_figures),
    ("header cells in tables",                    polish.tables),
    ("numbers as one token in MathML",            polish.numbers),
    ("boxes that scroll",                         polish.boxes),
    ("unlink links to nowhere",                   checks.unlink_dead),
    ("link each chapter's PDF",                   pdfs.chapter_pdfs),
    ("each volume's first page as its contents",  contents.contents_pages),
    ("permalinks on headings",                    chrome.permalinks),
    ("the chrome around the text",                chrome.chrome),
    ("quick checks",                              practice.quick_checks),
    ("hints",                                     practice.hints),
    ("solutions (instructors' site)",             practice.solutions),
    ("previews of links' targets",                practice.previews),
    ("the search index",                          search.search_index),
    ("the head and foot of every page",           chrome.heads_and_feet),
    ("write the pages",                           pages.write_pages),
    ("the site's own pages",                      contents.static_pages),
    ("check the site",                            checks.check_site),
    ("report",                                    checks.report),
)


def finish(site, texdir, figdir):
    ctx = Context(site, texdir, figdir)
    for _, run in PASSES:
        run(ctx)
