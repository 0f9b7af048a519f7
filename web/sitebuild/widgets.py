"""The live widgets: each at the opening of the chapter that
web/widgets.tsv names, with the scripts that run it."""
import sys

from bs4 import BeautifulSoup

from .common import classes


def widgets_table():
    rows = []
    for line in open("web/widgets.tsv", encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            rows.append(line.rstrip("\n").split("\t"))
    return rows


def place_widgets(ctx):
    placed = {}
    for p in ctx.pages:
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
    ctx.placed = placed
