"""The pages and their reading order: tex4ht's pages copied into the site
and read (Page), each volume's pages in the order of its contents, the
sections of each page, and the pages written back at the end."""
import glob, os, re, shutil

from bs4 import BeautifulSoup, Comment

from .common import HEADS, VOLUMES, classes, text_of
from .polish import tt_glyphs


class Page:
    def __init__(self, site, vol, path):
        self.site, self.vol, self.path = site, vol, path
        self.name = os.path.basename(path)
        self.soup = BeautifulSoup(open(path, encoding="utf-8").read(), "html.parser")
        # tex4ht's comments (<!-- l. 38 -->) are not text: out, before code
        # is read from the page; then the typewriter font's glyphs as the
        # source wrote them (polish.tt_glyphs).
        for c in self.soup.find_all(string=lambda s: isinstance(s, Comment)):
            c.extract()
        self.tt_fixed = tt_glyphs(self.soup)
        self.head = None
        for h in self.soup.find_all(["h1", "h2"]):
            if set(classes(h)) & set(HEADS):
                self.head = h
                break
        mark = self.head.find("span", class_="titlemark") if self.head else None
        self.mark = text_of(mark) if mark else ""
        self.num = self.mark.split()[-1] if self.mark else ""
        title = self.head.get_text(" ") if self.head else self.soup.title.get_text(" ") if self.soup.title else self.name
        if mark:
            title = title.replace(mark.get_text(" "), "", 1)
        self.title = re.sub(r"\s+", " ", title).strip()
        self.full = ("%s %s" % (self.num, self.title)).strip() if self.num else self.title
        self.ids = set(e["id"] for e in self.soup.find_all(attrs={"id": True}))
        self.url = "%s/%s" % (vol, self.name)

    def write(self):
        out = str(self.soup)
        open(self.path, "w", encoding="utf-8").write(out)


def copy_pages(ctx):
    """Each volume's pages, style sheets and pictures as tex4ht wrote them
    (TEXDIR/VOL*.html, .css, .svg, .png) into a fresh SITE/VOL/."""
    for vol, _, _ in VOLUMES:
        dest = os.path.join(ctx.site, vol)
        shutil.rmtree(dest, ignore_errors=True)
        os.makedirs(dest)
        for ext in ("html", "css", "svg", "png"):
            for f in sorted(glob.glob(os.path.join(glob.escape(ctx.texdir), vol + "*." + ext))):
                shutil.copy(f, dest)


def read_pages(ctx):
    """Every page of the site, read; each volume's pages in reading order."""
    for vol, _, _ in VOLUMES:
        ctx.pages += [Page(ctx.site, vol, f) for f in sorted(glob.glob(os.path.join(ctx.site, vol, "*.html")))]
    ctx.orders = {vol: reading_order([p for p in ctx.pages if p.vol == vol], vol) for vol, _, _ in VOLUMES}


TOC_CLASSES = ("partToc", "likepartToc", "chapterToc", "likechapterToc", "appendixToc")


def contents_of(pages):
    """The page on which tex4ht set the volume's table of contents."""
    for p in pages:
        if p.soup.find("span", class_=TOC_CLASSES) and p.soup.find("div", class_="tableofcontents") \
                and p.title.strip().lower() == "contents":
            return p
    return None


def reading_order(pages, vol):
    """The pages of a volume in the book's order: the volume's first page
    (its contents on the site), then the pages in the order of the table of
    contents, parts, chapters and appendices; the pages that the contents do
    not name (none, today) come last, by name."""
    by = {p.name: p for p in pages}
    order, seen = [], set()
    if vol + ".html" in by:
        order.append(by[vol + ".html"])
        seen.add(vol + ".html")
    toc = contents_of(pages)
    if toc is not None:
        for sp in toc.soup.find_all("span", class_=TOC_CLASSES):
            a = sp.find("a", href=True)
            f = a["href"].split("#")[0] if a else ""
            if f in by and f not in seen:
                order.append(by[f])
                seen.add(f)
        seen.add(toc.name)
    order += sorted((q for q in pages if q.name not in seen), key=lambda q: q.name)
    return order


def list_sections(ctx):
    """Each page's sections (id, title), for the contents beside the text
    and on the volume's first page."""
    for p in ctx.pages:
        p.sections = []
        for h in p.soup.find_all("h3"):
            if set(classes(h)) & {"sectionHead", "likesectionHead"}:
                a = h.find("a", id=True)
                if a:
                    p.sections.append((a["id"], text_of(h)))


def write_pages(ctx):
    for p in ctx.pages:
        p.write()
