"""The chrome: the parts of every page around the text.  tex4ht's own
navigation goes (drop_crosslinks); every heading gets a permalink
(permalinks); every page the site's bar with the search box, the volume's
contents beside the text, previous and next, and one <h1> (chrome); and
every page the head and the foot that the whole site shares
(head_and_foot)."""
import copy, html, os, time

from bs4 import BeautifulSoup

from .common import EDITION, SITE_NAME, VOLUMES, classes


def drop_crosslinks(ctx):
    """tex4ht's links to the next and previous pages (div.crosslinks): the
    site has its own, in the volume's reading order."""
    for p in ctx.pages:
        for cl in p.soup.find_all("div", class_="crosslinks"):
            cl.decompose()


def permalinks(ctx):
    for vol, _, _ in VOLUMES:
        for p in ctx.orders[vol]:
            permalink_headings(p)


def permalink_headings(p):
    for h in p.soup.find_all(["h1", "h2", "h3", "h4"]):
        a = h.find("a", id=True)
        if not a or h.find("a", class_="dp-anchor"):
            continue
        hid = a["id"]
        if not h.get("id"):
            h["id"] = hid
            a.decompose() if not a.contents else a.unwrap()
        link = p.soup.new_tag("a", href="#" + h["id"], attrs={"class": "dp-anchor",
                                                             "aria-label": "Link to this section"})
        link.string = "#"
        h.append(" ")
        h.append(link)


# ---------------------------------------------------------------- around the text
def chrome(ctx):
    for vol, vtitle, pdf in VOLUMES:
        order = ctx.orders[vol]
        index_of = {q.name: i for i, q in enumerate(order)}
        for p in order:
            page_chrome(p, vol, vtitle, pdf, order, index_of)


def page_chrome(p, vol, vtitle, pdf, order, index_of):
    """The parts of a page around the text: a skip link, the site's bar
    (with the search box), the volume's contents, previous and next."""
    soup = p.soup
    body = soup.body
    for cl in soup.find_all("div", class_="crosslinks"):
        cl.decompose()
    for n in soup.find_all("nav", class_="dp-nav"):
        n.decompose()
    main = main_of(p)
    i = index_of[p.name]
    prev = order[i - 1] if i > 0 else None
    nxt = order[i + 1] if i + 1 < len(order) else None
    top = top_bar(vol, vtitle)
    side = side_contents(p, vol, vtitle, order)
    pager = pager_of(soup, prev, nxt)
    foot = BeautifulSoup(
        '<footer class="dp-foot"><p>%s, the web edition. The same text as the PDF: '
        '<a href="%s%s">%s (PDF)</a>. <a href="%sindex.html">All editions and the live pendulum</a>.</p></footer>'
        % (SITE_NAME, "../", pdf, html.escape(vtitle), "../"), "html.parser")
    main.insert(0, copy.copy(pager))
    main.append(pager)
    body.append(top)
    wrap = soup.new_tag("div", attrs={"class": "dp-page"})
    wrap.append(side)
    wrap.append(main)
    body.append(wrap)
    body.append(foot)
    page_head(p, vol, vtitle)


def main_of(p):
    """The page's text in <main>, with one <h1>: the page's heading
    (tex4ht: h2 for chapters, h1 for parts)."""
    soup = p.soup
    main = soup.new_tag("main", id="main")
    for c in list(soup.body.children):
        main.append(c.extract())
    for h in main.find_all("h1"):
        if h is not p.head:
            h.name = "h2"
    if p.head is not None:
        p.head.name = "h1"
    elif not main.find("h1"):
        h = soup.new_tag("h1")
        h.string = p.title
        main.insert(0, h)
    return main


def top_bar(vol, vtitle):
    up = "../"
    return BeautifulSoup(
        '<a class="dp-skip" href="#main">Skip to the text</a>'
        '<header class="dp-top"><a class="dp-home" href="%sindex.html">%s</a>'
        '<a href="%s%s/%s.html">%s</a>'
        '<form class="dp-search" action="%ssearch.html" method="get" role="search">'
        '<label for="dp-q">Search</label> <input id="dp-q" name="q" type="search" size="14"/>'
        '<button type="submit">Go</button></form></header>'
        % (up, SITE_NAME, up, vol, vol, html.escape(vtitle), up), "html.parser")


def side_contents(p, vol, vtitle, order):
    """The volume's contents beside the text, the current page opened to
    its sections."""
    soup = p.soup
    side = soup.new_tag("nav", attrs={"class": "dp-side", "aria-label": "Contents of %s" % vtitle})
    det = soup.new_tag("details", attrs={"class": "dp-toc"})
    det["open"] = ""
    summ = soup.new_tag("summary")
    summ.string = "Contents: " + vtitle
    det.append(summ)
    ol = soup.new_tag("ul")
    for q in order:
        if q.name == vol + ".html":
            continue
        li = soup.new_tag("li")
        if "partHead" in classes(q.head):
            li["class"] = "dp-part"
        a = soup.new_tag("a", href=q.name)
        a.string = q.full
        if q is p:
            a["aria-current"] = "page"
        li.append(a)
        if q is p and q.sections:
            sub = soup.new_tag("ul")
            for sid, stitle in q.sections:
                sli = soup.new_tag("li")
                sa = soup.new_tag("a", href="#" + sid)
                sa.string = stitle
                sli.append(sa)
                sub.append(sli)
            li.append(sub)
        ol.append(li)
    det.append(ol)
    side.append(det)
    return side


def pager_of(soup, prev, nxt):
    pager = soup.new_tag("nav", attrs={"class": "dp-pager", "aria-label": "Previous and next"})
    for q, word, cls in ((prev, "Previous", "dp-prev"), (nxt, "Next", "dp-next")):
        if q:
            a = soup.new_tag("a", href=q.name, rel=word.lower() if word == "Next" else "prev")
            a["class"] = cls
            s = soup.new_tag("span", attrs={"class": "dp-pager-word"})
            s.string = word
            a.append(s)
            a.append(" " + q.full)
            pager.append(a)
    return pager


def page_head(p, vol, vtitle):
    """The head: the title names the book; the site's style sheet only."""
    soup = p.soup
    t = soup.title or soup.new_tag("title")
    t.string = ("%s — %s" % (p.full, SITE_NAME)) if p.name != vol + ".html" else "%s — %s" % (vtitle, SITE_NAME)
    if not t.parent:
        soup.head.append(t)
    for link in soup.find_all("link", rel="stylesheet"):
        if link["href"] != "../dp.css":
            link.decompose()
    for m in soup.find_all("meta", attrs={"name": "viewport"})[1:]:
        m.decompose()
    if not soup.find("script", src="../dp-site.js"):
        s = soup.new_tag("script", src="../dp-site.js")
        soup.body.append(s)


# ---------------------------------------------------------------- head and foot
# Everything a page loads is the site's own: scripts (the module is compiled
# from bytes: 'wasm-unsafe-eval'), the flip map's workers (made from a Blob),
# style sheets; tex4ht's tables carry style attributes.
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src blob:; "
       "style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; "
       "base-uri 'none'; form-action 'self'; object-src 'none'")


def head_and_foot(soup, up, edition):
    """The head every page shares (the CSP first, the theme script before the
    first paint) and the edition's line at its foot: the version and the
    date of the commit (SOURCE_DATE_EPOCH)."""
    head = soup.head
    for m in head.find_all("meta", attrs={"http-equiv": True}):
        m.decompose()
    for m in head.find_all("meta", attrs={"name": "generator"}) + head.find_all("meta", attrs={"name": "src"}):
        m.decompose()
    meta = soup.new_tag("meta", attrs={"http-equiv": "Content-Security-Policy", "content": CSP})
    charset = head.find("meta", charset=True)
    (charset.insert_after if charset else lambda e: head.insert(0, e))(meta)
    if not head.find("script", src=up + "dp-theme.js"):
        head.append(soup.new_tag("script", src=up + "dp-theme.js"))
    foot = soup.find("footer", class_="dp-foot")
    if foot is None:
        foot = soup.new_tag("footer", attrs={"class": "dp-foot"})
        soup.body.append(foot)
    for old in foot.find_all(class_="dp-edition"):
        old.decompose()
    p = soup.new_tag("p", attrs={"class": "dp-edition"})
    p.string = edition
    foot.append(p)


def edition_line():
    """The line at the foot of every page: the edition, its version, its
    commit and the commit's date (SOURCE_DATE_EPOCH), so that two builds of
    one commit write the same pages."""
    version, epoch, commit = "", os.environ.get("SOURCE_DATE_EPOCH", ""), ""
    stamp = os.environ.get("DP_WEB_STAMP")
    if stamp and os.path.exists(stamp):
        parts = (open(stamp, encoding="utf-8").read().rstrip("\n").split("\t") + ["", "", ""])[:3]
        version, epoch, commit = parts[0], parts[1] or epoch, parts[2]
    if not version and os.path.exists("VERSION"):
        version = open("VERSION", encoding="utf-8").read().strip()
    when = ""
    if epoch.strip().isdigit():
        t = time.gmtime(int(epoch))
        when = "%d %s %d" % (t.tm_mday, ("January February March April May June July August September "
                                         "October November December").split()[t.tm_mon - 1], t.tm_year)
    kind = {"student": "The students' edition", "instructor": "The instructors' edition (with the solutions: "
            "not for students)"}.get(EDITION, "The %s edition" % EDITION)
    return "%s, version %s%s%s." % (kind, version or "unknown", " (commit %s)" % commit if commit else "",
                                    ", " + when if when else "")


def heads_and_feet(ctx):
    ctx.edition = edition_line()
    for p in ctx.pages:
        head_and_foot(p.soup, "../", ctx.edition)
