"""What every pass of the finish shares: the volumes and the edition (from
the environment), a few readings of a page's nodes, the link from one page
to another, and the context that the passes hand on (Context)."""
import os, re

from bs4 import Tag

SITE_NAME = "Pendulum on a Pendulum"
_PDFS = (os.environ.get("DP_WEB_PDFS") or "book.pdf program.pdf").split()
VOLUMES = (("book", "The textbook", os.path.basename(_PDFS[0])),
           ("program", "dp: the program", os.path.basename(_PDFS[1])))
EDITION = os.environ.get("DP_WEB_EDITION", "student")
HEADS = ("partHead", "chapterHead", "appendixHead", "likechapterHead", "titleHead")
SECTION_HEADS = ("sectionHead", "likesectionHead", "subsectionHead", "likesubsectionHead")
LABELISH = re.compile(r"^\s*(?:P?\d+[a-z]?|[A-Z]\d*[a-z]?|\?+|P?\d+\s*[–—-]+\s*P?\d+|0—1)\s*$")
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)


def text_of(e):
    return re.sub(r"\s+", " ", e.get_text(" ") if isinstance(e, Tag) else str(e)).strip()


def classes(e):
    return e.get("class") or [] if isinstance(e, Tag) else []


def rel(frm, to):
    """The link from page frm to URL to (site-relative 'vol/page.html#frag')."""
    f, _, frag = to.partition("#")
    d = os.path.relpath(f, os.path.dirname(frm.url)) if f else ""
    if f == frm.url:
        d = ""
    return d + ("#" + frag if frag else "")


class Context:
    """What the passes share, each field set by the pass named beside it
    and read by the passes after it."""

    def __init__(self, site, texdir, figdir):
        self.site, self.texdir, self.figdir = site, texdir, figdir
        self.pages = []         # the site's pages (pages.Page), both volumes: read_pages
        self.orders = {}        # {volume: its pages in reading order}: read_pages
        self.by_url = {}        # {"vol/page.html": page}: drop_contents_copy
        self.labels = {}        # {chunk anchor: (number, url, sort key)}: number_chunks
        self.names = {}         # {chunk anchor: "⟨name⟩"}: number_chunks
        self.refs = {}          # {chunk anchor: anchors of the chunks it refers to}: restructure_chunks
        self.uses = {}          # {(identifier, defining anchor): chunks that use it}: restructure_chunks
        self.placed = {}        # {widget: the page it stands on}: place_widgets
        self.dead = []          # the links that lead nowhere: unlink_dead
        self.numbers = {}       # the numbers' ledger (build/numbers.tex): quick_checks
        self.problems = []      # what practice found wrong: quick_checks, exercise notes
        self.edition = ""       # the line at the foot of every page: head_and_foot
        self.count = {}         # what each pass did, for the line of the report
