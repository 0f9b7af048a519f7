"""Figures: each with its caption as its alternative text, its printed
size, and in the site's fig/ the one file that its page shows (a PNG where
the SVG is too large)."""
import os, re, shutil, subprocess

from .common import classes, text_of


def svg_size(path):
    head = open(path, encoding="utf-8", errors="replace").read(600)
    w = re.search(r'width="([\d.]+)(pt|px)?"', head)
    h = re.search(r'height="([\d.]+)(pt|px)?"', head)
    if not w or not h:
        return None
    k = 4 / 3 if (w.group(2) or "pt") == "pt" else 1
    return round(float(w.group(1)) * k), round(float(h.group(1)) * k)


def place_figures(ctx):
    figtex = os.path.join(ctx.figdir, "tex")
    shutil.rmtree(os.path.join(ctx.site, "fig"), ignore_errors=True)
    nfig = 0
    for p in ctx.pages:
        nfig += figures(p, ctx.site, figtex, ctx.figdir)
    ctx.count["nfig"] = nfig


def alt_text(img):
    """A figure's alternative text: its caption."""
    fig = img.find_parent("figure")
    cap = fig.find("figcaption") if fig else None
    if cap:
        alt = text_of(cap)
        img["alt"] = alt if len(alt) < 400 else alt[:397] + "…"
    elif img.get("alt", "").startswith("Figure ("):
        img["alt"] = "A figure"


def copy_figure(img, src, name, path, site, figtex, figdir):
    """The figure's file into SITE/fig: the SVG, or a PNG drawn from the
    same PDF where the SVG is large (the Poincaré section: millions of
    points)."""
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


def figures(p, site, figtex, figdir):
    """Every figure: its alt text from its caption, its natural size, and a
    PNG where the SVG is large.  The figures are made in FIGDIR (mk/web.mk,
    web/prepare.py); the site's fig/ gets the one file that each page
    shows, and no other."""
    n = 0
    for img in p.soup.find_all("img"):
        src = img.get("src", "")
        alt_text(img)
        if not src.startswith("../fig/") or not src.endswith(".svg"):
            continue
        name = os.path.basename(src)[:-4]
        path = os.path.join(figdir, name + ".svg")
        if not os.path.exists(path):
            continue
        size = svg_size(path)
        copy_figure(img, src, name, path, site, figtex, figdir)
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
