"""The web edition's finish, by kind (program volume, chapter "The web
edition", section "The pages"): what the finish does to every page besides
its links, chunks and indexes.

  tt_glyphs(soup)        code, options and commands as the source has them
  data_tables(soup, css) header cells (th) in the tables of the text
  whole_numbers(soup)    1.2 and 10 as one number each in MathML
  scroll_boxes(page)     wide equations, tables and code in boxes that scroll

and the passes that run them over the site's pages (tables, numbers,
boxes); tt_glyphs runs as each page is read (pages.Page).
"""
import os, re

from bs4 import Comment, NavigableString, Tag

from .common import VOLUMES, classes

# ---------------------------------------------------------------- code
# tex4ht writes the glyphs of the typewriter font of T1 as a text font's: the
# quote ' as ’, ` as ‘, the ligatures '' `` << >> -- --- as ” “ « » – —
# (the PDF turns these ligatures off with microtype, which tex4ht ignores),
# and every space as a no-break space.  In the typewriter font each of these
# glyphs comes from exactly one sequence of the source, so the source can be
# read back.
TT_GLYPHS = {"’": "'", "‘": "`", "”": "''", "“": "``", "«": "<<", "»": ">>",
             "–": "--", "—": "---", "¡": "!`", "¿": "?`", "\xa0": " "}
TT_RE = re.compile("[%s]" % "".join(TT_GLYPHS))


def is_tt(tag):
    return isinstance(tag, Tag) and any("lmtt" in c for c in tag.get("class") or [])


def tt_text(s):
    return TT_RE.sub(lambda m: TT_GLYPHS[m.group(0)], s)


def tt_glyphs(soup):
    """Every string set in the typewriter font (tex4ht's spans of class
    *lmtt*, verbatim blocks) as the source wrote it.  Returns the number of
    characters changed (no-break spaces not counted)."""
    n = 0
    strings = []
    for sp in soup.find_all(is_tt):
        strings += [s for s in sp.find_all(string=True) if not isinstance(s, Comment)]
    for pre in soup.find_all("pre", class_="verbatim"):
        strings += [s for s in pre.find_all(string=True) if not isinstance(s, Comment)]
    done = set()
    for s in strings:
        if id(s) in done:
            continue
        done.add(id(s))
        new = tt_text(str(s))
        if new != str(s):
            n += sum(1 for a in str(s) if a in TT_GLYPHS and a != "\xa0")
            s.replace_with(new)
    return n


# ---------------------------------------------------------------- tables
TBL_RULE = re.compile(r"tr#(TBL-\d+)-(\d+)-\s*\{\s*border-(top|bottom)")


def table_rules(css_text):
    """{table id: {'top': {rows}, 'bottom': {rows}}} of booktabs' rules, as
    tex4ht records them in the volume's style sheet."""
    out = {}
    for m in TBL_RULE.finditer(css_text):
        out.setdefault(m.group(1), {"top": set(), "bottom": set()})[m.group(3)].add(int(m.group(2)))
    return out


def _text(e):
    return re.sub(r"\s+", " ", e.get_text(" ")).strip()


def _empty_row(tr):
    return not tr.get_text(strip=True) and not tr.find(["math", "img"])


def head_rows(t, rows, rules):
    """The header rows of table T (a list, maybe empty) and its rows of
    \\hline."""
    r = rules.get(t.get("id"), {"top": set(), "bottom": set()})
    head = []
    if r["top"] and r["bottom"]:
        last = max(int(x.get("id", "0-0-0-").split("-")[2] or 0) for x in rows) if rows else 0
        mids = sorted(b for b in r["bottom"] if b < last)
        if mids:
            head = [x for x in rows if x.get("id") and int(x["id"].split("-")[2]) <= mids[0]]
    if not head and "longtable" in (t.get("class") or []):
        texty = [x for x in rows if not _empty_row(x)]
        if texty and texty[0] is not rows[-1]:
            i = rows.index(texty[0])
            # the head of a longtable stands between the rules' empty rows
            if i + 1 < len(rows) and _empty_row(rows[i + 1]):
                head = rows[:i + 1]
    hlines = [x for x in rows if "hline" in (x.get("class") or [])]
    if not head and hlines:
        # \hline under a header row
        texty = [x for x in rows if not _empty_row(x) and x not in hlines]
        for hl in hlines:
            before = [x for x in texty if rows.index(x) < rows.index(hl)]
            if before:
                if any(rows.index(x) > rows.index(hl) for x in texty):
                    head = rows[:rows.index(hl)]
                break
    return head, hlines


def header_cells(soup, t, rows, head):
    """The header rows of T as <thead> with <th scope="col">, the others in
    <tbody>; without a header row, the first column as row headers."""
    if not head and _text(rows[0]).startswith("#"):
        head = rows[:1]          # a table file's header line (# t theta ...)
    if not head:
        # no header row: the first column names the rows
        for r in rows:
            td = r.find("td")
            if td is not None and td.get_text(strip=True):
                td.name = "th"
                td["scope"] = "row"
        return
    thead = soup.new_tag("thead")
    for x in head:
        for td in x.find_all("td"):
            td.name = "th"
            td["scope"] = "colgroup" if td.get("colspan") else "col"
        thead.append(x.extract())
    body = soup.new_tag("tbody")
    for x in [x for x in t.find_all("tr") if x.find_parent("table") is t]:
        body.append(x.extract())
    cg = t.find("colgroup")
    (cg.insert_after if cg else lambda e: t.insert(0, e))(thead)
    thead.insert_after(body)


def data_tables(soup, rules):
    """The tables of the text (tex4ht's tabular and longtable) with header
    cells: the rows above booktabs' first \\midrule become <thead> with <th
    scope="col">.  A longtable's rules leave no trace but empty rows: there
    the head is the first row with text.  The empty rows that stood for
    rules go; the table's rules come back in the style sheet (dp-data).
    Returns (tables, tables with a header)."""
    n = with_head = 0
    for t in soup.find_all("table", class_=["tabular", "longtable"]):
        n += 1
        rows = [r for r in t.find_all("tr") if r.find_parent("table") is t]
        head, hlines = head_rows(t, rows, rules)
        for x in rows:
            if (_empty_row(x) or x in hlines) and not x.find("td", attrs={"rowspan": True}):
                if x in head:
                    head.remove(x)
                x.decompose()
        rows = [r for r in t.find_all("tr") if r.find_parent("table") is t]
        ncols = max((len(r.find_all("td")) for r in rows), default=0)
        if ncols < 2 or len(rows) < 2:
            # one column (lines of code set as a table): layout, not data
            t["role"] = "presentation"
            n -= 1
            continue
        t["class"] = (t.get("class") or []) + ["dp-data"]
        header_cells(soup, t, rows, head)
        with_head += 1
    return n, with_head


def tables(ctx):
    """Header cells in every table of the text, from booktabs' rules as
    tex4ht's style sheet of each volume records them; that style sheet,
    which no page links, goes."""
    rules = {}
    for vol, _, _ in VOLUMES:
        css = os.path.join(ctx.site, vol, vol + ".css")
        if os.path.exists(css):
            rules.update(table_rules(open(css, encoding="utf-8", errors="replace").read()))
            os.remove(css)      # tex4ht's style sheet: no page links it
    ntab = nhead = 0
    for p in ctx.pages:
        a, b = data_tables(p.soup, rules)
        ntab, nhead = ntab + a, nhead + b
    ctx.count["ntab"], ctx.count["nhead"] = ntab, nhead


# ---------------------------------------------------------------- numbers
def _is(tag, name, text=None):
    return isinstance(tag, Tag) and tag.name == name and (text is None or tag.get_text() == text)


def _next(tag):
    x = tag.next_sibling
    while isinstance(x, NavigableString) and not x.strip():
        x = x.next_sibling
    return x


def whole_numbers(soup):
    """MathML numbers as one token: tex4ht writes 15.9 as <mn>15</mn><mo>.</mo>
    <mn>9</mn> and 10^{-5} as <mn>1</mn><msup><mn>0</mn>...; a screen reader
    then says "15 period 9" and "1 0 to the minus 5".  Returns the number
    of numbers joined."""
    n = 0
    for mn in soup.find_all("mn"):
        if mn.parent is None or not re.fullmatch(r"\d+", mn.get_text()):
            continue
        dot = _next(mn)
        frac = _next(dot) if _is(dot, "mo", ".") else None
        if _is(frac, "mn") and re.fullmatch(r"\d+", frac.get_text()):
            mn.string = mn.get_text() + "." + frac.get_text()
            dot.extract()
            frac.extract()
            n += 1
    for mn in soup.find_all("mn"):
        if mn.parent is None or not re.fullmatch(r"\d+(\.\d+)?", mn.get_text()):
            continue
        sup = _next(mn)
        if _is(sup, "msup"):
            base = [c for c in sup.children if isinstance(c, Tag)]
            first = base[0] if base else None
            if _is(first, "mrow"):
                inner = [c for c in first.children if isinstance(c, Tag)]
                first = inner[0] if len(inner) == 1 else None
            if _is(first, "mn") and re.fullmatch(r"\d+", first.get_text()) and "." not in mn.get_text():
                first.string = mn.get_text() + first.get_text()
                mn.extract()
                n += 1
    return n


def numbers(ctx):
    njoin = 0
    for p in ctx.pages:
        njoin += whole_numbers(p.soup)
    ctx.count["njoin"] = njoin


# ---------------------------------------------------------------- boxes
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


def boxes(ctx):
    for p in ctx.pages:
        scroll_boxes(p)
