"""Contents and the site's own pages: tex4ht's page of contents goes and
its links lead to the volume's first page (drop_contents_copy), which
becomes the volume's contents (contents_pages); the site's own pages,
index.html, live.html and search.html, get the head and foot of every page
and the links that only the finished site can name (static_pages)."""
import os

from bs4 import BeautifulSoup, Tag

from .chrome import head_and_foot
from .common import EXTERNAL, SITE_NAME, VOLUMES, classes, rel, text_of
from .pages import contents_of


def drop_contents_copy(ctx):
    """tex4ht's page of contents: the volume's first page becomes the
    contents (contents_page), so the copy goes and its links lead there.
    The pages are then final: ctx.by_url."""
    tocs = {}
    for vol, _, _ in VOLUMES:
        t = contents_of([p for p in ctx.pages if p.vol == vol])
        if t is not None:
            tocs[t.url] = vol
            ctx.pages.remove(t)
            os.remove(t.path)
    for p in ctx.pages:
        for a in p.soup.find_all("a", href=True):
            f = a["href"].split("#")[0]
            if f and not EXTERNAL.match(f) and os.path.normpath(os.path.join(p.vol, f)) in tocs:
                v = tocs[os.path.normpath(os.path.join(p.vol, f))]
                a["href"] = rel(p, "%s/%s.html" % (v, v))
    ctx.by_url = {p.url: p for p in ctx.pages}


def contents_pages(ctx):
    for vol, vtitle, pdf in VOLUMES:
        for p in ctx.orders[vol]:
            if p.name == vol + ".html":
                contents_page(p, vtitle, ctx.orders[vol], pdf)


def contents_page(p, vtitle, order, pdf):
    """The volume's first page (tex4ht: the title page, nothing else) as
    the volume's contents: every chapter with its sections."""
    soup = p.soup
    body = soup.body
    keep = body.find("div", class_="maketitle")
    for c in list(body.children):
        if c is not keep and not (isinstance(c, Tag) and c.name == "nav"):
            c.extract()
    h = soup.new_tag("h1")
    h.string = vtitle
    body.append(h)
    sub = keep.find("h2") if keep else None
    if sub:
        s = soup.new_tag("p", attrs={"class": "dp-subtitle"})
        s.string = text_of(sub).replace(SITE_NAME, "").strip() or SITE_NAME
        body.append(s)
    if keep:
        keep.decompose()
    para = BeautifulSoup('<p>The whole volume as one file: <a href="../%s">%s</a>. '
                         'The other volume and the live pendulum: <a href="../index.html">the front page</a>.</p>'
                         % (pdf, pdf), "html.parser")
    body.append(para)
    body.append(contents_list(p, order))
    p.head = h


def contents_list(p, order):
    """Every page of the volume but P, with its sections."""
    soup = p.soup
    ol = soup.new_tag("ul", attrs={"class": "dp-contents"})
    for q in order:
        if q is p:
            continue
        li = soup.new_tag("li")
        a = soup.new_tag("a", href=q.name)
        a.string = q.full
        li.append(a)
        if "partHead" in classes(q.head):
            li["class"] = "dp-part"
        if q.sections:
            sl = soup.new_tag("ul")
            for sid, stitle in q.sections:
                x = soup.new_tag("li")
                sa = soup.new_tag("a", href="%s#%s" % (q.name, sid))
                sa.string = stitle
                x.append(sa)
                sl.append(x)
            li.append(sl)
        ol.append(li)
    return ol


# ---------------------------------------------------------------- the site's own pages
def static_pages(ctx):
    """The site's own pages (index.html, live.html, search.html): the head
    and foot of every page; on the front page, each volume's first chapter
    named on its link; on live.html, each widget's chapter."""
    for name in ("index.html", "live.html", "search.html"):
        path = os.path.join(ctx.site, name)
        if not os.path.exists(path):
            continue
        soup = BeautifulSoup(open(path, encoding="utf-8").read(), "html.parser")
        start_links(soup, ctx.orders)
        for a in soup.find_all("a", attrs={"data-pdf": True}):
            a["href"] = dict((v, f) for v, _, f in VOLUMES)[a["data-pdf"]]
            del a["data-pdf"]
        widget_links(soup, ctx.placed)
        head_and_foot(soup, "", ctx.edition)
        if not soup.find("script", src="dp-site.js"):
            soup.body.append(soup.new_tag("script", src="dp-site.js"))
        open(path, "w", encoding="utf-8").write(str(soup))


def start_links(soup, orders):
    """"Start reading": each volume's first numbered chapter, named."""
    for a in soup.find_all("a", class_="dp-start"):
        vol = a.get("data-volume")
        first = next((q for q in orders.get(vol, []) if q.num and q.num[-1:].isdigit()
                      and "chapterHead" in classes(q.head)), None)
        if first is not None:
            a["href"] = first.url
            a.string = "Start reading: " + first.full
        del a["data-volume"]


def widget_links(soup, placed):
    """Each widget's chapter, where the page names it (span.dp-where)."""
    for sp in soup.find_all("span", class_="dp-where"):
        p = placed.get(sp.get("data-widget"))
        if p is not None:
            a = soup.new_tag("a", href=p.url + "#dp-" + sp["data-widget"])
            a.string = ("Chapter %s, %s" % (p.num, p.title)) if p.num else p.title
            sp.clear()
            sp.append("(")
            sp.append(a)
            sp.append(")")
        del sp["data-widget"]
