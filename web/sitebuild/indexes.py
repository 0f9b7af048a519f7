"""Indexes that link: the identifier index's entries that noweb left empty
filled from the other volume's (fill_identifiers), and the subject index
made from tex4ht's record of where each \\index stands (subject_indexes)."""
import os, re, subprocess

from bs4 import BeautifulSoup

from .common import SECTION_HEADS, VOLUMES, classes, rel, text_of


def identifier_entries(p):
    """{identifier: its paragraph} of an identifier index's page."""
    out = {}
    for para in p.soup.find_all("p"):
        tt = para.find("span")
        if tt and "lmtt" in " ".join(classes(tt)) and tt.next_sibling and str(tt.next_sibling).startswith(":"):
            out[text_of(tt)] = para
    return out


def fill_identifiers(ctx):
    """An entry of a volume's identifier index that noweb left empty (an
    identifier of the other volume) takes the other volume's entry."""
    index_pages = [p for p in ctx.pages if "identifiers" in p.title.lower() and "index" in p.title.lower()]
    all_entries = {p: identifier_entries(p) for p in index_pages}
    filled = 0
    for p in index_pages:
        for name, para in all_entries[p].items():
            if para.find("a"):
                continue
            for q in index_pages:
                other = all_entries[q].get(name)
                if q is p or other is None or not other.find("a"):
                    continue
                clone = BeautifulSoup(str(other), "html.parser").p
                for a in clone.find_all("a", href=True):
                    f, _, frag = a["href"].partition("#")
                    target = os.path.normpath(os.path.join(os.path.dirname(q.url), f)) if f else q.url
                    a["href"] = rel(p, target + "#" + frag)
                para.replace_with(clone)
                filled += 1
                break
    ctx.count["filled"] = filled


# ---------------------------------------------------------------- subjects
def tex_to_text(s):
    s = s.replace("--", "–").replace("``", "“").replace("''", "”").replace("~", " ")
    greek = {"theta": "θ", "omega": "ω", "delta": "δ", "lambda": "λ", "alpha": "α", "pi": "π",
             "varepsilon": "ε", "psi": "ψ", "mu": "μ", "varphi": "φ", "Lambda": "Λ", "sigma": "σ"}
    s = re.sub(r"\\([A-Za-z]+)", lambda m: greek.get(m.group(1), "" if m.group(1) in (
        "texttt", "emph", "textit", "textbf", "textsf", "mathrm", "text", "ensuremath") else m.group(1)), s)
    s = s.replace("\\_", "_").replace("\\&", "&").replace("\\", "")
    s = re.sub(r"_\{?([0-9])\}?", lambda m: "₀₁₂₃₄₅₆₇₈₉"[int(m.group(1))], s)
    return re.sub(r"[{}$]", "", s).strip()


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


def subject_indexes(ctx):
    sections = {}
    for p in ctx.pages:
        sections[p.name] = section_of(p)
    nidx = 0
    for vol, vtitle, pdf in VOLUMES:
        for p in ctx.orders[vol]:
            if p.soup.find("div", class_="theindex"):
                nidx += subject_index(p, ctx.texdir, vol, {q.name: q for q in ctx.orders[vol]}, sections)
    ctx.count["nidx"] = nidx


def index_places(idx):
    """{entry number: (page, anchor)} of tex4ht's VOL.idx."""
    where, last = {}, None
    for line in open(idx, encoding="utf-8", errors="replace"):
        m = re.match(r"\\beforeentry\{([^}]*)\}\{([^}]*)\}", line)
        if m:
            last = (m.group(1), m.group(2))
            continue
        m = re.match(r"\\indexentry\{.*\}\{(\d+)\}\s*$", line)
        if m and last:
            where[m.group(1)] = last
    return where


def index_items(texdir, vol, idx):
    """The items of the index as makeindex sorts them (TEXDIR/VOL-web.ind),
    or None."""
    ind = os.path.join(texdir, vol + "-web.ind")
    subprocess.run(["makeindex", "-q", "-r", "-o", ind, idx], check=False, capture_output=True)
    if not os.path.exists(ind):
        return None
    text = open(ind, encoding="utf-8", errors="replace").read()
    text = re.sub(r"\\begin\{theindex\}|\\end\{theindex\}", "", text)
    return re.split(r"\n\s*(?=\\(?:item|subitem|subsubitem|indexspace)\b)", text)


def subject_index(p, texdir, vol, pages_by_name, sections):
    """The subject index of a volume, from tex4ht's record of where each
    \\index stands (VOL.idx: the page and the anchor of each entry), sorted
    by makeindex as the PDF's index is; each entry links to its places,
    named by their section."""
    idx = os.path.join(texdir, vol + ".idx")
    box = p.soup.find("div", class_="theindex")
    if not os.path.exists(idx) or box is None:
        return 0
    where = index_places(idx)
    items = index_items(texdir, vol, idx)
    if items is None:
        return 0
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
        li, k = index_entry(p, m.group(1), " ".join(m.group(2).split()), where, vol, pages_by_name, sections)
        ul.append(li)
        n += k
    box.replace_with(new)
    return n


def index_entry(p, level, body, where, vol, pages_by_name, sections):
    """One item of the index (<li>) with a link to each of its places,
    named by its section; returns (the item, its links)."""
    see = re.search(r"\\see\{([^}]*)\}\{\d+\}", body)
    body = re.sub(r"\\see\{[^}]*\}\{\d+\}", "", body)
    nums = re.findall(r"(?:,\s*)(\d+)(?=\s*(?:,|$))", body)
    term = re.sub(r"(?:,\s*\d+)+\s*$", "", body).rstrip(", ")
    li = p.soup.new_tag("li", attrs={"class": "dp-index-" + level})
    li.append(tex_to_text(term))
    seen, n = set(), 0
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
    return li, n
