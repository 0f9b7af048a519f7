#!/usr/bin/env python3
"""The web edition's step after tex4ht (program volume, chapter "The web
edition"); web/prepare.py is the step before.

  web/site.py finish SITE TEXDIR FIGDIR
      after tex4ht: copies the pages tex4ht wrote in TEXDIR into SITE/book
      and SITE/program and turns them into a site (see finish() below),
      with the figures of FIGDIR that its pages show; writes the search
      index, and fails if a page would load anything from outside the site
      or a file that is missing, or if the site holds a file no page uses.
      The environment names the edition: DP_WEB_EDITION (student or
      instructor), DP_WEB_PDFS (the two volumes' PDFs, copied into SITE),
      DP_WEB_STAMP (a file: version, SOURCE_DATE_EPOCH, commit).
"""
import copy, glob, html, json, os, re, shutil, subprocess, sys, time

# ================================================================ finish
from bs4 import BeautifulSoup, Comment, NavigableString, Tag   # noqa: E402  (Debian: python3-bs4)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import polish  # noqa: E402
import searchindex  # noqa: E402
import practice  # noqa: E402

SITE_NAME = "Pendulum on a Pendulum"
_PDFS = (os.environ.get("DP_WEB_PDFS") or "book.pdf program.pdf").split()
VOLUMES = (("book", "The textbook", os.path.basename(_PDFS[0])),
           ("program", "dp: the program", os.path.basename(_PDFS[1])))
EDITION = os.environ.get("DP_WEB_EDITION", "student")
HEADS = ("partHead", "chapterHead", "appendixHead", "likechapterHead", "titleHead")
SECTION_HEADS = ("sectionHead", "likesectionHead", "subsectionHead", "likesubsectionHead")
LABELISH = re.compile(r"^\s*(?:P?\d+[a-z]?|[A-Z]\d*[a-z]?|\?+|P?\d+\s*[–—-]+\s*P?\d+|0—1)\s*$")
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)
LOADS = re.compile(r"""<(?:script|img|iframe|embed|object|source|audio|video)\b[^>]*?\b(?:src|data)=['"]([^'"]+)['"]"""
                   r"""|<link\b[^>]*?\bhref=['"]([^'"]+)['"]""", re.I)


def text_of(e):
    return re.sub(r"\s+", " ", e.get_text(" ") if isinstance(e, Tag) else str(e)).strip()


def classes(e):
    return e.get("class") or [] if isinstance(e, Tag) else []


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
        self.tt_fixed = polish.tt_glyphs(self.soup)
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


# Labels whose anchor tex4ht writes under another name: a \label in an
# appendix or after a \paragraph is recorded in the .aux with the counter
# of the moment ("x15-2510008.12" for Appendix B, "x7-620002.4.0.0.0" for a
# paragraph of Section 2.4) while the page holds "x15-251000B" or
# "x7-62000", and cleveref's text for it is wrong on the web ("Chapter B",
# "Eq. (2.7)") though right in the PDF ("Appendix B", "Section 2.4").
AUX_LABEL = re.compile(r"\\newlabel\{[^}]*\}\{\{\\rEfLiNK\{([^}]*)\}\{\\csname :autoref\\endcsname\{(\w+)\}([^}]*)\}")
REF_TEXT = re.compile(r"^(?:Chapter|Appendix|Section|Eq\.|Fig\.|Table)\s+\(?[A-Z0-9.]+\)?$")


def aux_labels(texdir, vol):
    """{anchor: (counter type, value)} of the labels in TEXDIR/VOL.aux."""
    try:
        text = open(os.path.join(texdir, vol + ".aux"), encoding="utf-8", errors="replace").read()
    except OSError:
        return {}
    return {m.group(1): (m.group(2), m.group(3)) for m in AUX_LABEL.finditer(text)}


def relabel_anchor(frag, label, vol_ids):
    """The id a label's link should land on, or None: the anchor's stem
    (the anchor less the label's value) with the page's own counter."""
    kind, value = label
    if not value or not frag.endswith(value):
        return None
    stem = frag[:-len(value)]
    found = [i for i in vol_ids if i.startswith(stem) and re.fullmatch(r"[A-Z0-9.]*", i[len(stem):])]
    return min(found, key=len) if found else None


def ref_text(kind, value, target):
    """What the PDF prints for a reference to a label of KIND at TARGET."""
    if kind == "paragraph":
        return "Section " + re.sub(r"(\.0)+$", "", value)
    head = target.find_parent(["h1", "h2", "h3"]) if target else None
    mark = head.find("span", class_="titlemark") if head else None
    if mark and text_of(mark).startswith("Appendix"):
        return text_of(mark)
    return None


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


def rel(frm, to):
    """The link from page frm to URL to (site-relative 'vol/page.html#frag')."""
    f, _, frag = to.partition("#")
    d = os.path.relpath(f, os.path.dirname(frm.url)) if f else ""
    if f == frm.url:
        d = ""
    return d + ("#" + frag if frag else "")


def section_of(page):
    """For each id of a page, the number of the section it stands in."""
    out, cur = {}, page.num
    for e in page.soup.find_all(True):
        if e.name in ("h3", "h4") and set(classes(e)) & set(SECTION_HEADS):
            m = e.find("span", class_="titlemark")
            if m:
                cur = text_of(m)
        if e.get("id"):
            out.setdefault(e["id"], cur)
    return out


# ---------------------------------------------------------------- chunks
TRAILER = re.compile(r"^(This code is used in|This definition is continued in|Defines:|Uses |Root chunk|"
                     r"This code is written to file|Redefines)")


def chunk_lines(div):
    """A chunk of noweb as tex4ht writes it (div.obeylines-v: the header,
    then lines separated by <br/>) as lists of nodes, one a line."""
    lines, cur = [], []
    for c in list(div.children):
        if isinstance(c, Tag) and c.name == "br":
            lines.append(cur)
            cur = []
        else:
            cur.append(c)
    lines.append(cur)
    return lines


def restructure_chunks(pages, labels, names):
    """Every chunk as a header (its name and number), its code in a <pre>
    (copied without the header or the cross-references), and its
    cross-references; returns {chunk anchor: [anchors of chunks it refers to]}
    and {(identifier, defining anchor): chunks that use it}."""
    refs, uses = {}, {}
    for p in pages:
        for div in p.soup.find_all("div", class_="obeylines-v"):
            first = div.find("a", id=re.compile(r"^noweb\.NW"))
            if not first:
                continue
            me = first["id"]
            lines = chunk_lines(div)
            head, code, trail = lines[0], [], []
            for ln in lines[1:]:
                t = "".join(text_of(x) if isinstance(x, Tag) else str(x) for x in ln).strip()
                if trail or TRAILER.match(t):
                    trail.append(ln)
                else:
                    code.append(ln)
            pre = p.soup.new_tag("pre", attrs={"class": "dp-code"})
            codetag = p.soup.new_tag("code")
            pre.append(codetag)
            for i, ln in enumerate(code):
                if i:
                    codetag.append("\n")
                for x in ln:
                    x = x.extract()
                    if isinstance(x, NavigableString):
                        if x.strip() == "" and "\n" in x:
                            continue
                        codetag.append(str(x).replace("\xa0 ", " ").replace("\xa0", " ").lstrip("\n"))
                        continue
                    for s in x.find_all(string=True):
                        s.replace_with(str(s).replace("\xa0 ", " ").replace("\xa0", " "))
                    codetag.append(x)
                    if x.name == "a" and x.get("href", "").split("#")[-1].startswith("noweb.NW"):
                        target = x["href"].split("#")[-1]
                        word = text_of(x)
                        if LABELISH.match(word):
                            refs.setdefault(me, []).append(target)
                        elif word:
                            uses.setdefault((word, target), []).append(me)
                    for a in x.find_all("a", href=True) if isinstance(x, Tag) else []:
                        target = a["href"].split("#")[-1]
                        if target.startswith("noweb.NW") and LABELISH.match(text_of(a)):
                            refs.setdefault(me, []).append(target)
            headdiv = p.soup.new_tag("div", attrs={"class": "dp-chunk-head"})
            for x in head:
                headdiv.append(x.extract())
            firsta = headdiv.find("a")
            if firsta is not None:
                firsta.insert_after(" ")
            traildiv = p.soup.new_tag("div", attrs={"class": "dp-chunk-xref"})
            for ln in trail:
                line = p.soup.new_tag("div")
                for x in ln:
                    line.append(x.extract())
                traildiv.append(line)
            # Fewer elements: the code's font spans go (the <pre> sets the
            # font), and the angle brackets of chunk names become text.
            for part in (headdiv, codetag, traildiv):
                for m in part.find_all("math"):
                    t = m.get_text()
                    if t.strip() in ("⟨", "⟩"):
                        m.replace_with(t.strip())
            for sp in codetag.find_all("span"):
                sp.unwrap()
            div.clear()
            div["class"] = ["nwchunk"]
            div["id"] = me
            first.decompose() if first.parent else None
            div.append(headdiv)
            div.append(pre)
            if trail:
                div.append(traildiv)
    return refs, uses


def chunk_link(soup, frm, labels, names, anchor):
    a = soup.new_tag("a", href=rel(frm, labels[anchor][1]))
    a.string = labels[anchor][0]
    if names.get(anchor):
        a["title"] = names[anchor]
    return a


def fix_xref_lines(pages, labels, names, refs, uses):
    """The lines under a chunk ("This code is used in", "used in chunks")
    whose links noweb could not resolve (page ranges, "?"), rewritten from
    the chunks themselves."""
    used_in = {}
    for c, targets in refs.items():
        for t in targets:
            used_in.setdefault(t.rsplit("-", 1)[0], []).append(c)
    for p in pages:
        for box in p.soup.find_all("div", class_="dp-chunk-xref"):
            chunk = box.find_parent("div", class_="nwchunk")
            me = chunk["id"] if chunk else ""
            for line in box.find_all("div", recursive=False):
                bad = [a for a in line.find_all("a", href=True)
                       if a["href"].split("#")[-1] in ("noweb.", "noweb.?") or not text_of(a)
                       or a["href"].split("#")[-1].split("-")[0] == "noweb."]
                if not bad:
                    continue
                t = text_of(line)
                if t.startswith("This code is used in"):
                    who = sorted(set(used_in.get(me.rsplit("-", 1)[0], [])), key=lambda a: labels[a][2])
                    line.clear()
                    line.append(p.soup.new_string("This code is used in chunk%s " % ("s" if len(who) > 1 else "")))
                    put_list(p, line, who, labels, names)
                    continue
                # "NAME, used in chunks <range>." under "Defines:"
                m = re.match(r"^(\S+)\s*, used in chunk", t)
                who = sorted(set(uses.get((m.group(1), me), []) if m else []) - {me},
                             key=lambda a: labels[a][2] if a in labels else (9, 0))
                who = [w for w in who if w in labels]
                if m and who:
                    name = m.group(1)
                    line.clear()
                    s = p.soup.new_tag("code")
                    s.string = name
                    line.append(s)
                    line.append(", used in chunk%s " % ("s" if len(who) > 1 else ""))
                    put_list(p, line, who, labels, names)
                else:
                    for a in bad:
                        a.replace_with(p.soup.new_string(text_of(a).replace("?", "").replace("0—1", "")))


def put_list(p, line, who, labels, names):
    for i, w in enumerate(who):
        if i:
            line.append(", " if i < len(who) - 1 else " and ")
        line.append(chunk_link(p.soup, p, labels, names, w))
    line.append(".")


# ---------------------------------------------------------------- indexes
def fill_identifier_index(pages, vols):
    """An entry of a volume's identifier index that noweb left empty (an
    identifier of the other volume) takes the other volume's entry."""
    def entries(p):
        out = {}
        for para in p.soup.find_all("p"):
            tt = para.find("span")
            if tt and "lmtt" in " ".join(classes(tt)) and tt.next_sibling and str(tt.next_sibling).startswith(":"):
                out[text_of(tt)] = para
        return out
    index_pages = [p for p in pages if "identifiers" in p.title.lower() and "index" in p.title.lower()]
    all_entries = {p: entries(p) for p in index_pages}
    filled = 0
    for p in index_pages:
        for name, para in all_entries[p].items():
            if para.find("a"):
                continue
            for q in index_pages:
                other = all_entries[q].get(name)
                if q is p or other is None or not other.find("a"):
                    continue
                for a in other.find_all("a", href=True):
                    pass
                clone = BeautifulSoup(str(other), "html.parser").p
                for a in clone.find_all("a", href=True):
                    f, _, frag = a["href"].partition("#")
                    target = os.path.normpath(os.path.join(os.path.dirname(q.url), f)) if f else q.url
                    a["href"] = rel(p, target + "#" + frag)
                para.replace_with(clone)
                filled += 1
                break
    return filled


def tex_to_text(s):
    s = s.replace("--", "–").replace("``", "“").replace("''", "”").replace("~", " ")
    greek = {"theta": "θ", "omega": "ω", "delta": "δ", "lambda": "λ", "alpha": "α", "pi": "π",
             "varepsilon": "ε", "psi": "ψ", "mu": "μ", "varphi": "φ", "Lambda": "Λ", "sigma": "σ"}
    s = re.sub(r"\\([A-Za-z]+)", lambda m: greek.get(m.group(1), "" if m.group(1) in (
        "texttt", "emph", "textit", "textbf", "textsf", "mathrm", "text", "ensuremath") else m.group(1)), s)
    s = s.replace("\\_", "_").replace("\\&", "&").replace("\\", "")
    s = re.sub(r"_\{?([0-9])\}?", lambda m: "₀₁₂₃₄₅₆₇₈₉"[int(m.group(1))], s)
    return re.sub(r"[{}$]", "", s).strip()


def subject_index(p, texdir, vol, pages_by_name, sections):
    """The subject index of a volume, from tex4ht's record of where each
    \\index stands (VOL.idx: the page and the anchor of each entry), sorted
    by makeindex as the PDF's index is; each entry links to its places,
    named by their section."""
    idx = os.path.join(texdir, vol + ".idx")
    box = p.soup.find("div", class_="theindex")
    if not os.path.exists(idx) or box is None:
        return 0
    where, last = {}, None
    for line in open(idx, encoding="utf-8", errors="replace"):
        m = re.match(r"\\beforeentry\{([^}]*)\}\{([^}]*)\}", line)
        if m:
            last = (m.group(1), m.group(2))
            continue
        m = re.match(r"\\indexentry\{.*\}\{(\d+)\}\s*$", line)
        if m and last:
            where[m.group(1)] = last
    ind = os.path.join(texdir, vol + "-web.ind")
    subprocess.run(["makeindex", "-q", "-r", "-o", ind, idx], check=False, capture_output=True)
    if not os.path.exists(ind):
        return 0
    text = open(ind, encoding="utf-8", errors="replace").read()
    text = re.sub(r"\\begin\{theindex\}|\\end\{theindex\}", "", text)
    items = re.split(r"\n\s*(?=\\(?:item|subitem|subsubitem|indexspace)\b)", text)
    new = p.soup.new_tag("div", attrs={"class": "dp-index"})
    ul, n = None, 0
    for it in items:
        it = it.strip()
        if not it:
            continue
        if it.startswith("\\indexspace") or ul is None:
            ul = p.soup.new_tag("ul")
            new.append(ul)
            if it.startswith("\\indexspace"):
                continue
        m = re.match(r"\\(item|subitem|subsubitem)\s+(.*)", it, re.S)
        if not m:
            continue
        level, body = m.group(1), " ".join(m.group(2).split())
        see = re.search(r"\\see\{([^}]*)\}\{\d+\}", body)
        body = re.sub(r"\\see\{[^}]*\}\{\d+\}", "", body)
        nums = re.findall(r"(?:,\s*)(\d+)(?=\s*(?:,|$))", body)
        term = re.sub(r"(?:,\s*\d+)+\s*$", "", body).rstrip(", ")
        li = p.soup.new_tag("li", attrs={"class": "dp-index-" + level})
        li.append(tex_to_text(term))
        seen = set()
        for num in nums:
            if num not in where:
                continue
            f, anchor = where[num]
            target = pages_by_name.get(f)
            label = sections.get(f, {}).get(anchor) or (target.num if target else f)
            if (f, label) in seen:
                continue
            seen.add((f, label))
            li.append(", ")
            a = p.soup.new_tag("a", href=rel(p, "%s/%s#%s" % (vol, f, anchor)))
            a.string = label or (target.title if target else f)
            if target:
                a["title"] = target.full
            li.append(a)
            n += 1
        if see:
            li.append(", see " + tex_to_text(see.group(1)))
        ul.append(li)
    box.replace_with(new)
    return n


# ---------------------------------------------------------------- the site
def svg_size(path):
    head = open(path, encoding="utf-8", errors="replace").read(600)
    w = re.search(r'width="([\d.]+)(pt|px)?"', head)
    h = re.search(r'height="([\d.]+)(pt|px)?"', head)
    if not w or not h:
        return None
    k = 4 / 3 if (w.group(2) or "pt") == "pt" else 1
    return round(float(w.group(1)) * k), round(float(h.group(1)) * k)


def figures(p, site, figtex, figdir):
    """Every figure: its alt text from its caption, its natural size, and a
    PNG where the SVG is large (the Poincaré section: millions of points).
    The figures are made in FIGDIR (mk/web.mk, web/prepare.py); the site's
    fig/ gets the one file that each page shows, and no other."""
    n = 0
    for img in p.soup.find_all("img"):
        src = img.get("src", "")
        fig = img.find_parent("figure")
        cap = fig.find("figcaption") if fig else None
        if cap:
            alt = text_of(cap)
            img["alt"] = alt if len(alt) < 400 else alt[:397] + "…"
        elif img.get("alt", "").startswith("Figure ("):
            img["alt"] = "A figure"
        if not src.startswith("../fig/") or not src.endswith(".svg"):
            continue
        name = os.path.basename(src)[:-4]
        path = os.path.join(figdir, name + ".svg")
        if not os.path.exists(path):
            continue
        size = svg_size(path)
        pdf = os.path.join(figtex, name + ".pdf")
        os.makedirs(os.path.join(site, "fig"), exist_ok=True)
        if os.path.getsize(path) > 1_500_000 and os.path.exists(pdf):
            png = os.path.join(figdir, name + ".png")
            if not os.path.exists(png) or os.path.getmtime(png) < os.path.getmtime(path):
                subprocess.run(["pdftocairo", "-png", "-singlefile", "-r", "200", pdf, png[:-4]], check=True)
            shutil.copy(png, os.path.join(site, "fig"))
            img["src"] = src[:-4] + ".png"
        else:
            shutil.copy(path, os.path.join(site, "fig"))
        img["class"] = classes(img) + ["dp-fig"] if "dp-fig" not in classes(img) else classes(img)
        if size:
            img["width"], img["height"] = str(size[0]), str(size[1])
            # Never drawn below 85% of its printed size: its labels stay at
            # 10 CSS px or more; on a narrow screen the figure scrolls.
            img["style"] = "min-width:%dpx" % round(0.85 * size[0])
        box = img.find_parent("p") or img
        if "dp-figbox" not in classes(box):
            box["class"] = classes(box) + ["dp-figbox"]
        n += 1
    return n


def scroll_boxes(p):
    """Wide equations, tables and code scroll inside their own box, which
    a keyboard can reach (tabindex) and a screen reader names."""
    soup = p.soup
    for t in soup.find_all("table"):
        if t.find_parent(class_="dp-scroll"):
            continue
        kind = "equation" if set(classes(t)) & {"equation", "equation-star", "align", "align-star",
                                                   "gather", "multline", "eqnarray"} else "table"
        wrap = soup.new_tag("div", attrs={"class": "dp-scroll dp-scroll-" + kind, "tabindex": "0",
                                          "role": "region", "aria-label": "a wide " + kind})
        t.wrap(wrap)
    for m in soup.find_all("math", attrs={"display": "block"}):
        if m.find_parent(class_="dp-scroll"):
            continue
        wrap = soup.new_tag("div", attrs={"class": "dp-scroll dp-scroll-equation", "tabindex": "0",
                                          "role": "region", "aria-label": "an equation"})
        m.wrap(wrap)
    for pre in soup.find_all("pre"):
        pre["tabindex"] = "0"
    # A long formula in a line of text: a box of its own that scrolls on a
    # narrow screen (MathML does not break lines); dp-site.js lets the
    # keyboard reach it when it does scroll.
    for m in soup.find_all("math", attrs={"display": "inline"}):
        if len(m.get_text()) >= 20 and not m.find_parent(class_="dp-scroll"):
            m.wrap(soup.new_tag("span", attrs={"class": "dp-imath"}))


def permalinks(p):
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


def chrome(p, vol, vtitle, pdf, order, index_of, home):
    """The parts of every page around the text: a skip link, the site's
    bar (with the search box), the volume's contents, previous and next."""
    soup = p.soup
    body = soup.body
    for cl in soup.find_all("div", class_="crosslinks"):
        cl.decompose()
    for n in soup.find_all("nav", class_="dp-nav"):
        n.decompose()
    main = soup.new_tag("main", id="main")
    for c in list(body.children):
        main.append(c.extract())
    # One h1: the page's heading (tex4ht: h2 for chapters, h1 for parts).
    for h in main.find_all("h1"):
        if h is not p.head:
            h.name = "h2"
    if p.head is not None:
        p.head.name = "h1"
    elif not main.find("h1"):
        h = soup.new_tag("h1")
        h.string = p.title
        main.insert(0, h)
    i = index_of[p.name]
    prev = order[i - 1] if i > 0 else None
    nxt = order[i + 1] if i + 1 < len(order) else None
    up = "../"
    top = BeautifulSoup(
        '<a class="dp-skip" href="#main">Skip to the text</a>'
        '<header class="dp-top"><a class="dp-home" href="%sindex.html">%s</a>'
        '<a href="%s%s/%s.html">%s</a>'
        '<form class="dp-search" action="%ssearch.html" method="get" role="search">'
        '<label for="dp-q">Search</label> <input id="dp-q" name="q" type="search" size="14"/>'
        '<button type="submit">Go</button></form></header>'
        % (up, SITE_NAME, up, vol, vol, html.escape(vtitle), up), "html.parser")
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
    foot = BeautifulSoup(
        '<footer class="dp-foot"><p>%s, the web edition. The same text as the PDF: '
        '<a href="%s%s">%s (PDF)</a>. <a href="%sindex.html">All editions and the live pendulum</a>.</p></footer>'
        % (SITE_NAME, up, pdf, html.escape(vtitle), up), "html.parser")
    main.insert(0, copy.copy(pager))
    main.append(pager)
    body.append(top)
    wrap = soup.new_tag("div", attrs={"class": "dp-page"})
    wrap.append(side)
    wrap.append(main)
    body.append(wrap)
    body.append(foot)
    # The head: the title names the book; the site's style sheet only.
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
        body.append(s)


def contents_page(p, vol, vtitle, order, pdf):
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
    body.append(ol)
    p.head = h


def widgets_table():
    rows = []
    for line in open("web/widgets.tsv", encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            rows.append(line.rstrip("\n").split("\t"))
    return rows


def place_widgets(pages):
    placed = {}
    for p in pages:
        for title, kind in widgets_table():
            if p.head is None or p.title != title or "chapterHead" not in classes(p.head):
                continue
            # After the chapter's first paragraph: the opening of the chapter.
            para = p.head.find_next("p")
            div = BeautifulSoup('<div class="dp-widget" data-widget="%s" id="dp-%s">'
                                '<noscript>The live pendulum needs JavaScript.</noscript></div>' % (kind, kind),
                                "html.parser").div
            (para or p.head).insert_after(div)
            placed[kind] = p
        if p.soup.find("div", class_="dp-widget") and not p.soup.find("script", src="../dp.js"):
            for s in ("../dp-wasm.js", "../dp.js"):
                p.soup.body.append(p.soup.new_tag("script", src=s))
    missing = [k for _, k in widgets_table() if k not in placed]
    if missing:
        sys.exit("site: no chapter page for the widgets %s (web/widgets.tsv)" % ", ".join(missing))
    return placed


def copy_pages(site, texdir):
    """Each volume's pages, style sheets and pictures as tex4ht wrote them
    (TEXDIR/VOL*.html, .css, .svg, .png) into a fresh SITE/VOL/."""
    for vol, _, _ in VOLUMES:
        dest = os.path.join(site, vol)
        shutil.rmtree(dest, ignore_errors=True)
        os.makedirs(dest)
        for ext in ("html", "css", "svg", "png"):
            for f in sorted(glob.glob(os.path.join(glob.escape(texdir), vol + "*." + ext))):
                shutil.copy(f, dest)


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


def unnumbered_pdf(folder, title):
    """The PDF of web/chapter-pdfs (FOLDER/unnumbered.N.pdf) whose first
    page begins with TITLE, or None."""
    want = " ".join(title.split()).lower()
    for f in sorted(glob.glob(os.path.join(folder, "unnumbered.*.pdf"))):
        text = subprocess.run(["pdftotext", "-f", "1", "-l", "1", f, "-"], capture_output=True, text=True).stdout
        # (at the top of the page: the contents' page names every title)
        if want and " ".join(text.split()).lower().startswith(want):
            return f
    return None


def chapter_pdfs(site, pages):
    """Each chapter and appendix as a PDF of its own (web/chapter-pdfs made
    them of the edition's PDFs, in DP_WEB_CHAPTER_PDFS/VOL/): copied to
    SITE/pdf/VOL-NUM.pdf and named under the page's heading, with its
    number of pages and its size.  Returns the number of PDFs."""
    src = os.environ.get("DP_WEB_CHAPTER_PDFS")
    if not src:
        return 0
    n = 0
    for p in pages:
        # (an unnumbered chapter, an index, has no number: it is taken by its title below)
        if p.head is None or not set(classes(p.head)) & {"chapterHead", "appendixHead"}:
            continue
        num = p.num[1:] if p.vol == "program" and p.num.startswith("P") else p.num
        dest = ("chapter.%s" if num.isdigit() else "appendix.%s") % num
        f = os.path.join(src, p.vol, dest + ".pdf")
        if not p.mark:
            # an unnumbered chapter (an index): the cut whose first page has its title
            f, num = unnumbered_pdf(os.path.join(src, p.vol), text_of(p.head).rstrip("#").strip()), "0"
        if not f or not os.path.exists(f):
            continue
        os.makedirs(os.path.join(site, "pdf"), exist_ok=True)
        name = "%s-%s.pdf" % (p.vol, p.num if p.mark else os.path.splitext(p.name)[0])
        shutil.copy(f, os.path.join(site, "pdf", name))
        info = subprocess.run(["pdfinfo", f], capture_output=True, text=True).stdout
        m = re.search(r"^Pages:\s+(\d+)", info, re.M)
        para = p.soup.new_tag("p", attrs={"class": "dp-chapter-pdf"})
        a = p.soup.new_tag("a", href="../pdf/" + name)
        a.string = "This %s as a PDF" % ("appendix" if not num.isdigit() else "chapter")
        para.append(a)
        para.append(" (%s%d kB)" % ("%s pages, " % m.group(1) if m else "", round(os.path.getsize(f) / 1000)))
        p.head.insert_after(para)
        n += 1
    return n


def static_pages(site, orders, placed, edition):
    """The site's own pages (index.html, live.html, search.html): the head
    and foot of every page; on the front page, each volume's first chapter
    named on its link; on live.html, each widget's chapter."""
    for name in ("index.html", "live.html", "search.html"):
        path = os.path.join(site, name)
        if not os.path.exists(path):
            continue
        soup = BeautifulSoup(open(path, encoding="utf-8").read(), "html.parser")
        for a in soup.find_all("a", class_="dp-start"):
            vol = a.get("data-volume")
            first = next((q for q in orders.get(vol, []) if q.num and q.num[-1:].isdigit()
                          and "chapterHead" in classes(q.head)), None)
            if first is not None:
                a["href"] = first.url
                a.string = "Start reading: " + first.full
            del a["data-volume"]
        for a in soup.find_all("a", attrs={"data-pdf": True}):
            a["href"] = dict((v, f) for v, _, f in VOLUMES)[a["data-pdf"]]
            del a["data-pdf"]
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
        polish.head_and_foot(soup, "", edition)
        if not soup.find("script", src="dp-site.js"):
            soup.body.append(soup.new_tag("script", src="dp-site.js"))
        open(path, "w", encoding="utf-8").write(str(soup))


SITE_FILES = re.compile(r"""\b(?:src|href|data)=["']([^"'#?]+)""")


def unused_files(site):
    """The files of SITE that no page names (a script, a style sheet, a
    picture, a PDF or a page that a link leads to) and that no script
    loads: none may be shipped.  The search's parts are named by its index."""
    named = set()
    for root, _, files in os.walk(site):
        for f in files:
            if f.endswith((".html", ".js")):
                path = os.path.join(root, f)
                text = open(path, encoding="utf-8", errors="replace").read()
                if f.endswith(".js"):
                    for m in re.finditer(r"""["']([\w./-]+\.(?:js|json))["']""", text):
                        named.add(os.path.normpath(os.path.join(site, m.group(1))))
                    continue
                for m in SITE_FILES.finditer(text):
                    if not EXTERNAL.match(m.group(1)):
                        named.add(os.path.normpath(os.path.join(root, m.group(1))))
    out = []
    for root, _, files in os.walk(site):
        for f in files:
            path = os.path.normpath(os.path.join(root, f))
            if path not in named and os.path.relpath(path, site) != "index.html":
                out.append(os.path.relpath(path, site))
    return sorted(out)


def finish(site, texdir, figdir):
    copy_pages(site, texdir)
    pages = []
    for vol, _, _ in VOLUMES:
        pages += [Page(site, vol, f) for f in sorted(glob.glob(os.path.join(site, vol, "*.html")))]
    orders = {vol: reading_order([p for p in pages if p.vol == vol], vol) for vol, _, _ in VOLUMES}
    # tex4ht's page of contents: the volume's first page becomes the
    # contents (contents_page), so the copy goes and its links lead there.
    tocs = {}
    for vol, _, _ in VOLUMES:
        t = contents_of([p for p in pages if p.vol == vol])
        if t is not None:
            tocs[t.url] = vol
            pages.remove(t)
            os.remove(t.path)
    for p in pages:
        for a in p.soup.find_all("a", href=True):
            f = a["href"].split("#")[0]
            if f and not EXTERNAL.match(f) and os.path.normpath(os.path.join(p.vol, f)) in tocs:
                v = tocs[os.path.normpath(os.path.join(p.vol, f))]
                a["href"] = rel(p, "%s/%s.html" % (v, v))
    by_url = {p.url: p for p in pages}
    for p in pages:
        for cl in p.soup.find_all("div", class_="crosslinks"):
            cl.decompose()
    for p in pages:
        p.sections = []
        for h in p.soup.find_all("h3"):
            if set(classes(h)) & {"sectionHead", "likesectionHead"}:
                a = h.find("a", id=True)
                if a:
                    p.sections.append((a["id"], text_of(h)))
    # Where every id lives, for links that tex4ht wrote to the wrong page
    # (noweb's references cross the volumes; tex4ht knows only its own page).
    where = {}
    for p in pages:
        for i in p.ids:
            where.setdefault(i, p)
    moved = 0
    labels_of = {vol: aux_labels(texdir, vol) for vol, _, _ in VOLUMES}
    where_of = {vol: {} for vol, _, _ in VOLUMES}
    for q in pages:
        for i in q.ids:
            where_of[q.vol].setdefault(i, q)
    for p in pages:
        for a in p.soup.find_all("a", href=True):
            href = a["href"]
            if EXTERNAL.match(href) or "#" not in href:
                continue
            f, frag = href.split("#", 1)
            target = os.path.normpath(os.path.join(p.vol, f)) if f else p.url
            if target in by_url and frag in by_url[target].ids:
                continue
            # the page's own volume first: the other one's labels reach it by xr
            vols = sorted(labels_of, key=lambda v: v != p.vol)
            vol = next((v for v in vols if frag in labels_of[v]), None)
            if frag not in where and vol:
                label = labels_of[vol][frag]
                anchor = relabel_anchor(frag, label, where_of[vol])
                if anchor:
                    home = where_of[vol][anchor]
                    text = ref_text(label[0], label[1], home.soup.find(id=anchor))
                    if text and REF_TEXT.match(text_of(a)):
                        for t in a.find_all(string=True)[1:]:
                            t.replace_with("")
                        a.find(string=True).replace_with(text)
                    a["href"] = rel(p, home.url + "#" + anchor)
                    moved += 1
                    continue
            same = [q for q in pages if f and q.name == os.path.basename(f) and q.vol != p.vol]
            if same and frag in same[0].ids:
                a["href"] = rel(p, same[0].url + "#" + frag)
            elif frag in where:
                a["href"] = rel(p, where[frag].url + "#" + frag)
            else:
                continue
            moved += 1
    # Chunk numbers: "4.12" is the twelfth chunk of Chapter 4, "P18.3" the
    # third of Chapter P18; the name of the chunk is the link's title.
    labels, names = {}, {}
    for vi, (vol, _, _) in enumerate(VOLUMES):
        for pi, p in enumerate(orders[vol]):
            k = 0
            for div in p.soup.find_all("div", class_="obeylines-v"):
                a = div.find("a", id=re.compile(r"^noweb\.NW"))
                if not a:
                    continue
                k += 1
                prefix = p.num or os.path.splitext(p.name)[0].replace(vol, "")
                labels[a["id"]] = ("%s.%d" % (prefix, k), "%s#%s" % (p.url, a["id"]), (vi, pi, k))
                head = chunk_lines(div)[0]
                name = "".join(text_of(x) if isinstance(x, Tag) else str(x) for x in head
                               if not (isinstance(x, Tag) and x.name == "a"))
                names[a["id"]] = "⟨%s⟩" % re.sub(r"\s+", " ", name).strip(" ⟨⟩≡+=")
    refs, uses = restructure_chunks(pages, labels, names)
    fix_xref_lines(pages, labels, names, refs, uses)
    relabelled = 0
    for p in pages:
        for a in p.soup.find_all("a", href=True):
            frag = a["href"].split("#")[-1] if "#" in a["href"] else ""
            if frag in labels and (LABELISH.match(text_of(a)) or not text_of(a)):
                for s in a.find_all(string=True):
                    s.replace_with("")
                target = a.find("span") or a
                target.string = labels[frag][0]
                a["title"] = names.get(frag, "")
                relabelled += 1
    filled = fill_identifier_index(pages, VOLUMES)
    sections = {}
    for p in pages:
        sections[p.name] = section_of(p)
    nidx = 0
    for vol, vtitle, pdf in VOLUMES:
        for p in orders[vol]:
            if p.soup.find("div", class_="theindex"):
                nidx += subject_index(p, texdir, vol, {q.name: q for q in orders[vol]}, sections)
    placed = place_widgets(pages)
    figtex = os.path.join(figdir, "tex")
    shutil.rmtree(os.path.join(site, "fig"), ignore_errors=True)
    nfig = 0
    rules = {}
    for vol, _, _ in VOLUMES:
        css = os.path.join(site, vol, vol + ".css")
        if os.path.exists(css):
            rules.update(polish.table_rules(open(css, encoding="utf-8", errors="replace").read()))
            os.remove(css)      # tex4ht's style sheet: no page links it
    ntab = nhead = njoin = 0
    for p in pages:
        nfig += figures(p, site, figtex, figdir)
        a, b = polish.data_tables(p.soup, rules)
        ntab, nhead = ntab + a, nhead + b
        njoin += polish.whole_numbers(p.soup)
        scroll_boxes(p)
    # Links that still lead nowhere: empty ones (noweb's blind anchors)
    # are dropped, the others reported.
    dead = []
    for p in pages:
        for a in p.soup.find_all("a", href=True):
            href = a["href"]
            if EXTERNAL.match(href):
                continue
            f, _, frag = href.partition("#")
            target = os.path.normpath(os.path.join(p.vol, f)) if f else p.url
            ok = target in by_url and (not frag or frag in by_url[target].ids)
            if not text_of(a) and not a.find("img"):
                a.unwrap() if a.contents else a.decompose()
            elif not ok and (target in by_url or f.endswith(".html") or not f):
                dead.append("%s: %s (%s)" % (p.url, href, text_of(a)[:30]))
                a.unwrap()
    npdf = chapter_pdfs(site, pages)
    for vol, vtitle, pdf in VOLUMES:
        order = orders[vol]
        index_of = {q.name: i for i, q in enumerate(order)}
        for p in order:
            if p.name == vol + ".html":
                contents_page(p, vol, vtitle, order, pdf)
            permalinks(p)
        for p in order:
            chrome(p, vol, vtitle, pdf, order, index_of, None)
    # Practice in the page: quick checks, hints (solutions for instructors),
    # previews of what a link leads to.
    numbers = practice.ledger(os.environ.get("DP_WEB_NUMBERS", "build/numbers.tex"))
    problems = []
    nqc = nqcc = 0
    for p in pages:
        a, b = practice.quick_checks(p, numbers, problems)
        nqc, nqcc = nqc + a, nqcc + b
    nhint = practice.exercise_notes(orders["book"], "Hints and answers", "Show the hint", "dp-hint", problems)
    nsol = practice.exercise_notes(orders["book"], "Solutions", "Show the solution", "dp-solution", problems) \
        if EDITION == "instructor" else 0
    nprev, ncopy = practice.previews(pages, rel, by_url)
    ndocs, nterms = searchindex.write(site, searchindex.documents(orders["book"] + orders["program"], text_of))
    edition = edition_line()
    for p in pages:
        polish.head_and_foot(p.soup, "../", edition)
        p.write()
    static_pages(site, orders, placed, edition)
    unused = unused_files(site)
    for d in dead[:20]:
        print("site: a link to nowhere: " + d, file=sys.stderr)
    bad = []
    if dead:
        bad.append("%d links lead nowhere (every link must land)" % len(dead))
    bad += ["%s: a file of the site that no page uses" % u for u in unused]
    bad += ["practice: " + x for x in problems]
    for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True):
        for m in LOADS.finditer(open(p, encoding="utf-8").read()):
            url = m.group(1) or m.group(2)
            if EXTERNAL.match(url) and not url.startswith("data:"):
                bad.append("%s loads from outside the site: %s" % (p, url))
            elif not EXTERNAL.match(url):
                f = os.path.normpath(os.path.join(os.path.dirname(p), url.split("#")[0].split("?")[0]))
                if not os.path.exists(f) or os.path.getsize(f) == 0:
                    bad.append("%s loads a missing or empty file: %s" % (p, url))
    bad = [b for b in bad if os.environ.get("DP_SITE_IGNORE", "@@") not in b]
    for b in bad:
        print("site: " + b, file=sys.stderr)
    if bad:
        sys.exit(1)
    print("site: %d pages, %d links moved to the page that holds their target, %d chunk links numbered, "
          "%d identifier entries filled, %d subject-index links, %d figures, %d dead links unlinked, widgets on %s; "
          "%d typewriter glyphs read back as their source, %d of %d tables with header cells, %d numbers joined in MathML, "
          "%d chapters as PDFs, search: %d sections, %d terms; %d quick checks (%d checked in the page), "
          "%d hints%s, %d links with previews (%d copied from other pages)"
          % (len(pages), moved, relabelled, filled, nidx, nfig, len(dead),
             ", ".join("%s (%s)" % (k, v.url) for k, v in placed.items()),
             sum(p.tt_fixed for p in pages), nhead, ntab, njoin, npdf, ndocs, nterms, nqc, nqcc, nhint,
             ", %d solutions" % nsol if EDITION == "instructor" else "", nprev, ncopy))


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "finish":
        finish(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
