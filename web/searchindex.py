"""The web edition's search (program volume, chapter "The web edition",
paragraph "Search"): the index of both volumes, one document a section,
written by lunr.py as a script that the page loads (file:// forbids fetch);
lunr.js reads it in the page (web/dp-site.js).

Words are folded before lunr sees them, in the index and in the query
alike (normalize() here, dpNormalize in web/dp-site.js: the browser test
holds them to the same output): lower case, accents off (Poincaré finds
poincare), typographic apostrophes as ' and a possessive 's dropped
(Hamilton’s finds Hamilton's and Hamilton), every dash a space
(Gauss–Legendre, Gauss-Legendre and Gauss Legendre are the same two
words), punctuation other than _ and an inner . a space (dp_accel( finds
dp_accel).  The documents are numbered ("0", "1", ...) so that the
postings of 16,000 terms do not repeat long anchors.
"""
import json, os, re, unicodedata

DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d-"
APOSTROPHES = "\u2018\u2019\u201b\u02bc\u2032\uff07'`"


def normalize(s):
    """The words of S as the index holds them (see the module's note)."""
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.category(c).startswith("M"))
    s = s.lower()
    s = re.sub("[%s]" % re.escape(APOSTROPHES), "'", s)
    s = re.sub(r"'s(?![^\W_]|_)", "", s)
    s = s.replace("'", "")
    s = re.sub("[%s]" % re.escape(DASHES), " ", s)
    s = "".join(c if c.isalpha() or c.isnumeric() or c in "_." else " " for c in s)
    s = re.sub(r"\.(?![^\W_]|_)|(?<![^\W_])(?<!_)\.", " ", s)
    return " ".join(s.split())


# Pages whose words would match every query: the indexes, and the
# contents pages (each volume's first page), whose text is the titles of
# the other pages: nine tenths of it or more is the text of links.
# Left in, a volume's contents came first for "how do I build dp".
def indexed(page):
    t = page.title.lower()
    if "index" in t or page.name.endswith("li1.html"):
        return False
    main = page.soup.find("main")
    if main is None:
        return True

    def length(e):
        return len(" ".join(e.get_text(" ").split()))
    navs = main.find_all("nav")
    text = length(main) - sum(length(n) for n in navs)
    links = sum(length(a) for a in main.find_all("a") if not a.find_parent("nav"))
    return links < 0.9 * max(text, 1)


def documents(order, text_of):
    """The search's documents: one per section of every page; a section's
    title (t), its page's title (c), the run-in heads of its paragraphs
    (k: "What the symplectic property buys.", "The share link.") and its
    text, code included (b)."""
    from bs4 import Tag
    docs = []
    for p in order:
        if not indexed(p):
            continue
        main = p.soup.find("main")
        if not main:
            continue
        cur = {"s": p.full, "c": p.full, "u": p.url, "b": [], "k": []}
        for e in main.children:
            if isinstance(e, Tag) and e.name in ("h1", "h2", "h3", "h4") and e.get("id") and e is not p.head:
                if cur["b"]:
                    docs.append(cur)
                t = text_of(e).rstrip("#").strip()
                cur = {"s": t, "c": p.full, "u": p.url + "#" + e["id"], "b": [], "k": []}
            elif isinstance(e, Tag) and e.name not in ("nav",) and "dp-widget" not in (e.get("class") or []):
                cur["b"].append(text_of(e))
                heads = [e] if "paragraphHead" in (e.get("class") or []) else e.find_all(class_="paragraphHead")
                for h in heads:
                    a = h.find("a", id=True)
                    cur["k"].append((text_of(h), a["id"] if a else ""))
        if cur["b"]:
            docs.append(cur)
    for d in docs:
        d["b"] = " ".join(d["b"])
        d["heads"] = [[t, a] for t, a in d["k"] if t]
        d["k"] = " ".join(t for t, _ in d["k"])
    return docs


def write(site, docs):
    """SITE/search-index.js: window.DP_SEARCH = {index, docs}, the index
    built now with lunr (Python), the docs [title, chapter, url, excerpt]
    and, where a section has them, its paragraphs' heads [[head, id], ...]."""
    import lunr
    rows = [{"id": str(i), "t": normalize(d["s"]), "c": normalize(d["c"]), "k": normalize(d.get("k", "")),
             "b": normalize(d["b"])} for i, d in enumerate(docs)]
    idx = lunr.lunr(ref="id", fields=[{"field_name": "t", "boost": 8}, {"field_name": "k", "boost": 4},
                                      {"field_name": "c", "boost": 2}, "b"], documents=rows)
    store = [[d["s"], d["c"], d["u"], excerpt(d["b"])] + ([d["heads"]] if d.get("heads") else []) for d in docs]
    data = idx.serialize()
    # Scores to 3 digits: the ranking does not move, the file is smaller.
    for v in data["fieldVectors"]:
        v[1] = [round(x, 3) if isinstance(x, float) else x for x in v[1]]
    with open(os.path.join(site, "search-index.js"), "w", encoding="utf-8") as f:
        f.write("window.DP_SEARCH = ")
        json.dump({"index": data, "docs": store}, f, ensure_ascii=False, separators=(",", ":"))
        f.write(";\n")
    return len(docs), len(data["invertedIndex"])


def excerpt(text, n=200):
    text = " ".join(text.split())
    if len(text) <= n:
        return text
    cut = text.rfind(" ", 0, n)
    return text[:cut if cut > 0 else n] + "\u2026"
