"""Cross-references that land: a link whose target lives on another page
(noweb's references cross the volumes; tex4ht knows only the page it is
writing) is pointed at the page that holds it, and a label that tex4ht
records under another anchor is found by its stem (aux_labels)."""
import os, re

from .common import EXTERNAL, VOLUMES, rel, text_of

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


class Anchors:
    """Where every id lives: in the site (where), in each volume (where_of),
    and each volume's labels as its .aux records them (labels_of)."""

    def __init__(self, ctx):
        self.where = {}
        for p in ctx.pages:
            for i in p.ids:
                self.where.setdefault(i, p)
        self.labels_of = {vol: aux_labels(ctx.texdir, vol) for vol, _, _ in VOLUMES}
        self.where_of = {vol: {} for vol, _, _ in VOLUMES}
        for q in ctx.pages:
            for i in q.ids:
                self.where_of[q.vol].setdefault(i, q)


def relabelled_link(p, a, frag, anchors):
    """A link to a label that its .aux records under another anchor, pointed
    at the anchor of the same stem, with the PDF's words; False if none."""
    # the page's own volume first: the other one's labels reach it by xr
    vols = sorted(anchors.labels_of, key=lambda v: v != p.vol)
    vol = next((v for v in vols if frag in anchors.labels_of[v]), None)
    if frag in anchors.where or not vol:
        return False
    label = anchors.labels_of[vol][frag]
    anchor = relabel_anchor(frag, label, anchors.where_of[vol])
    if not anchor:
        return False
    home = anchors.where_of[vol][anchor]
    text = ref_text(label[0], label[1], home.soup.find(id=anchor))
    if text and REF_TEXT.match(text_of(a)):
        for t in a.find_all(string=True)[1:]:
            t.replace_with("")
        a.find(string=True).replace_with(text)
    a["href"] = rel(p, home.url + "#" + anchor)
    return True


def landed_link(ctx, p, a, anchors):
    """Link A of page P pointed at the page that holds its target; True if
    it was moved."""
    href = a["href"]
    if EXTERNAL.match(href) or "#" not in href:
        return False
    f, frag = href.split("#", 1)
    target = os.path.normpath(os.path.join(p.vol, f)) if f else p.url
    if target in ctx.by_url and frag in ctx.by_url[target].ids:
        return False
    if relabelled_link(p, a, frag, anchors):
        return True
    same = [q for q in ctx.pages if f and q.name == os.path.basename(f) and q.vol != p.vol]
    if same and frag in same[0].ids:
        a["href"] = rel(p, same[0].url + "#" + frag)
    elif frag in anchors.where:
        a["href"] = rel(p, anchors.where[frag].url + "#" + frag)
    else:
        return False
    return True


def move_links(ctx):
    anchors = Anchors(ctx)
    moved = 0
    for p in ctx.pages:
        for a in p.soup.find_all("a", href=True):
            moved += landed_link(ctx, p, a, anchors)
    ctx.count["moved"] = moved
