#!/usr/bin/env python3
"""The web edition's two steps around tex4ht (program volume, chapter
"The web edition").

  web/site.py prepare TEXDIR FIG...   before tex4ht: in TEXDIR, copies of the
      masters and of the woven chapters (build/tex) with every sub- and
      superscript that is a macro with an argument braced (tex4ht's MathML
      reads `E_\\text{scale}` as `E_{\\text}{scale}`), a stub for each figure
      that names its SVG, and build/claims.tex.  TeX finds these first
      (TEXINPUTS=TEXDIR:ROOT:), everything else in the repository.
  web/site.py finish SITE            after tex4ht: in SITE/book and
      SITE/program, link every fragment to the page that holds it (chunk
      references cross the volumes), put the widgets in place
      (web/widgets.tsv), give every page the site's style sheet, and fail
      if a page would load anything from outside the site.
"""
import glob, html, os, re, shutil, sys

BRACE = re.compile(r"([_^])(\\(?:text|textrm|texttt|textit|textsf|mathrm|mathit|mathbf|mathsf|mathcal|"
                   r"operatorname|ang|SI|si|num|tfrac|dfrac|frac|sqrt|dpn|given|bar|hat|tilde|vec|dot|ddot)"
                   r"(?:\[[^\]]*\])?(?:\{[^{}]*(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}[^{}]*)*\})+)")


def fix_tex(text):
    return BRACE.sub(lambda m: m.group(1) + "{" + m.group(2) + "}", text)


def copy_fixed(src, dest):
    text = open(src, encoding="utf-8", errors="surrogateescape").read()
    new = fix_tex(text)
    os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    if not os.path.exists(dest) or open(dest, encoding="utf-8", errors="surrogateescape").read() != new:
        open(dest, "w", encoding="utf-8", errors="surrogateescape").write(new)


def prepare(texdir, figs):
    for m in ("book.tex", "program.tex"):
        copy_fixed(m, os.path.join(texdir, m))
    for f in glob.glob("build/tex/**/*.tex", recursive=True):
        copy_fixed(f, os.path.join(texdir, f))
    if os.path.exists("build/claims.tex"):
        copy_fixed("build/claims.tex", os.path.join(texdir, "build/claims.tex"))
    for name in figs:
        dest = os.path.join(texdir, "build/fig", name + ".tex")
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        open(dest, "w").write("\\dpwebfigure{%s}\n" % name)


# ---------------------------------------------------------------- finish
ID = re.compile(r"""\bid=['"]([^'"]+)['"]""")
HREF = re.compile(r"""\bhref=(['"])([^'"]*)\1""")
LOADS = re.compile(r"""<(?:script|img|iframe|embed|object|source|audio|video)\b[^>]*?\b(?:src|data)=['"]([^'"]+)['"]"""
                   r"""|<link\b[^>]*?\bhref=['"]([^'"]+)['"]""", re.I)
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)


def widgets_table():
    rows = []
    for line in open("web/widgets.tsv", encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            rows.append(line.rstrip("\n").split("\t"))
    return rows


def finish(site):
    pages = sorted(glob.glob(os.path.join(site, "book", "*.html")) +
                   glob.glob(os.path.join(site, "program", "*.html")))
    text = {p: open(p, encoding="utf-8").read() for p in pages}
    where = {}
    for p in pages:
        for i in ID.findall(text[p]):
            where.setdefault(i, p)
    fixed = 0

    def relink(page, m):
        nonlocal fixed
        q, href = m.group(1), m.group(2)
        if EXTERNAL.match(href) or "#" not in href:
            return m.group(0)
        file, frag = href.split("#", 1)
        target = os.path.join(os.path.dirname(page), file) if file else page
        target = os.path.normpath(target)
        if target in text and ("id='%s'" % frag in text[target] or 'id="%s"' % frag in text[target]):
            return m.group(0)
        # A page of the other volume (tex4ht links the volumes as if they
        # shared a folder).
        for other in pages:
            if file and os.path.basename(other) == file and os.path.dirname(other) != os.path.dirname(page):
                fixed += 1
                return "href=%s%s#%s%s" % (q, os.path.relpath(other, os.path.dirname(page)), frag, q)
        if frag in where:
            new = os.path.relpath(where[frag], os.path.dirname(page))
            fixed += 1
            return "href=%s%s#%s%s" % (q, new if where[frag] != page else "", frag, q)
        return m.group(0)

    placed = {}
    for p in pages:
        t = HREF.sub(lambda m: relink(p, m), text[p])
        for title, kind in widgets_table():
            m = re.search(r"<h2 class=['\"]chapterHead['\"][^>]*>(?:(?!</h2>).)*?%s\s*</h2>" % re.escape(title),
                          t, re.S)
            if not m:
                continue
            # After the chapter's first paragraph: the opening of the chapter.
            end = t.find("</p>", m.end())
            end = end + 4 if end >= 0 else m.end()
            div = ('<div class="dp-widget" data-widget="%s" id="dp-%s">'
                   '<noscript>The live pendulum needs JavaScript.</noscript></div>' % (kind, kind))
            t = t[:end] + "\n" + div + "\n" + t[end:]
            placed[kind] = p
        if 'class="dp-widget"' in t and "dp.js" not in t:
            t = t.replace("</body>", '<script src="../dp-wasm.js"></script>\n'
                                     '<script src="../dp.js"></script>\n</body>')
        nav = ('<nav class="dp-nav"><a href="../index.html">Pendulum on a Pendulum</a>'
               '<a href="../book/book.html">The textbook</a><a href="../program/program.html">'
               'dp: the program</a><a href="../live.html">The live pendulum</a></nav>')
        if 'class="dp-nav"' not in t:
            t = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + "\n" + nav, t, count=1)
        if t != text[p]:
            open(p, "w", encoding="utf-8").write(t)
            text[p] = t
    missing = [k for _, k in widgets_table() if k not in placed]
    if missing:
        sys.exit("site: no chapter page for the widgets %s (web/widgets.tsv)" % ", ".join(missing))
    bad = []
    for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True):
        for m in LOADS.finditer(open(p, encoding="utf-8").read()):
            url = m.group(1) or m.group(2)
            if EXTERNAL.match(url) and not url.startswith("data:"):
                bad.append("%s: %s" % (p, url))
            elif not EXTERNAL.match(url):
                f = os.path.normpath(os.path.join(os.path.dirname(p), url.split("#")[0].split("?")[0]))
                if not os.path.exists(f):
                    bad.append("%s: %s (missing)" % (p, url))
    for b in bad:
        print("site: a page loads from outside the site or a missing file: " + b, file=sys.stderr)
    if bad:
        sys.exit(1)
    print("site: %d pages, %d links moved to the page that holds their target, widgets on %s"
          % (len(pages), fixed, ", ".join("%s (%s)" % (k, os.path.relpath(v, site)) for k, v in placed.items())))


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "prepare":
        prepare(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 3 and sys.argv[1] == "finish":
        finish(sys.argv[2])
    else:
        sys.exit(__doc__)
