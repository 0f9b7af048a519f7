"""In-page practice for the web edition (program volume, chapter "The web
edition", paragraph "Practice in the page"), by kind, as passes of the
finish:

  quick_checks   each quick check with its answer under it (revealed on
        request) and, where the chapter gives its answer in a form a page
        can check (\\quickcheck[answer=..., within=...]), a field or a
        choice that says right or wrong;
  hints, solutions   each exercise's hint (the appendix "Hints and
        answers", printed in every edition) and, in the instructors' site
        only, its solution (the appendix "Solutions") revealed under it;
  previews       a preview of the equation, figure or chunk a link leads
        to, shown on hover or focus (web/dp-site.js).

The rules are the student edition's: a page reveals only what the edition
it was made from prints.
"""
import copy, os, re

from bs4 import NavigableString, Tag

from .common import EDITION

QC_HEAD = re.compile(r"^Quick check (\S+?)\.?$")
CHUNK_NUMBER = re.compile(r"^P?[A-Z]?\d+\.\d+$")
NUM_HEAD = re.compile(r"^([A-Z]?P?\d+\.\d+)$")


def _text(e):
    return re.sub(r"\s+", " ", e.get_text(" ") if isinstance(e, Tag) else str(e)).strip()


def _bold_lead(p):
    """The text of the bold span that opens paragraph P, if any."""
    if not isinstance(p, Tag) or p.name != "p":
        return None
    for c in p.children:
        if isinstance(c, NavigableString):
            if c.strip():
                return None
            continue
        if c.name == "span" and any("lmbx" in k or "bx-" in k for k in c.get("class") or []):
            return _text(c)
        return None
    return None


def ledger(path):
    """{key: value} of build/numbers.tex: \\def\\csname dpn@KEY\\endcsname{\\num{V}}."""
    out = {}
    if path and os.path.exists(path):
        for m in re.finditer(r"\\csname dpn@([^\\]+)\\endcsname\{\\num\{([^{}]+)\}\}",
                             open(path, encoding="utf-8", errors="replace").read()):
            try:
                out[m.group(1)] = float(m.group(2).replace("\\,", "").replace(" ", ""))
            except ValueError:
                pass
    return out


def parse_check(text, numbers):
    """The machine-readable answer of a quick check, as the chapter writes it
    in \\quickcheck[...]: answer=KEY-OR-NUMBER (a key of the numbers'
    ledger, or a number the question itself gives), within=PERCENT (1 if
    omitted), unit=TEXT, or choices=A|B|C with answer=B.  Returns the data
    attributes of the check, or raises ValueError with what is wrong."""
    kv = {}
    for part in re.split(r",(?![^{]*\})", text):
        if not part.strip():
            continue
        if "=" not in part:
            raise ValueError("'%s' is not KEY=VALUE" % part.strip())
        k, v = part.split("=", 1)
        # (a value may run over a line of the source: its spaces and line
        # breaks are one space, as TeX reads them)
        kv[k.strip()] = " ".join(v.strip().strip("{}").split())
    unknown = set(kv) - {"answer", "within", "unit", "choices"}
    if unknown:
        raise ValueError("unknown keys %s" % ", ".join(sorted(unknown)))
    if "answer" not in kv:
        raise ValueError("no answer=")
    if "choices" in kv:
        choices = [c.strip() for c in kv["choices"].split("|") if c.strip()]
        if len(choices) < 2 or kv["answer"] not in choices:
            raise ValueError("the answer '%s' is not one of the choices %s" % (kv["answer"], choices))
        return {"data-choices": "|".join(choices), "data-answer": kv["answer"]}
    a = kv["answer"]
    if a in numbers:
        value = numbers[a]
    else:
        try:
            value = float(a)
        except ValueError:
            raise ValueError("the answer '%s' is neither a number nor a key of build/numbers.tex" % a)
    within = float(kv.get("within", "1"))
    if not 0 < within <= 50:
        raise ValueError("within=%s is not a percentage in (0, 50]" % kv.get("within"))
    out = {"data-value": repr(value), "data-within": repr(within)}
    if kv.get("unit"):
        out["data-unit"] = kv["unit"]
    return out


def _answers(soup):
    """{number: [nodes]} of the chapter's section "Answers to the quick
    checks": each answer is its paragraph and what follows up to the next."""
    out = {}
    for h in soup.find_all(["h3", "h4"]):
        if "Answers to the quick checks" not in _text(h):
            continue
        cur = None
        for e in h.find_next_siblings():
            if isinstance(e, Tag) and e.name in ("h2", "h3", "h4"):
                break
            lead = _bold_lead(e)
            if lead and NUM_HEAD.match(lead.rstrip(".")):
                cur = lead.rstrip(".")
                out[cur] = [e]
            elif cur and isinstance(e, Tag) and _text(e):
                out[cur].append(e)
    return out


def _reveal(soup, label, nodes, cls):
    det = soup.new_tag("details", attrs={"class": "dp-reveal " + cls})
    s = soup.new_tag("summary")
    s.string = label
    det.append(s)
    body = soup.new_tag("div", attrs={"class": "dp-reveal-body"})
    for n in nodes:
        c = copy.copy(n)
        for x in [c] + c.find_all(True):
            if x.get("id"):
                del x["id"]
        body.append(c)
    det.append(body)
    return det


def quick_checks_of(page, numbers, problems):
    """Every quick check of PAGE: its question, the check in the page where
    the chapter marks one, and its answer revealed on request.  Returns
    (quick checks, with a check)."""
    soup = page.soup
    answers = _answers(soup)
    n = checked = 0
    for span in soup.find_all("span"):
        m = QC_HEAD.match(_text(span))
        if not m or not any("lmbx" in k or "bx-" in k for k in span.get("class") or []):
            continue
        q = span.find_parent("p")
        if q is None or q.find_parent("div", class_="dp-qc"):
            continue
        num = m.group(1)
        n += 1
        box = soup.new_tag("div", attrs={"class": "dp-qc", "id": "qc-" + num})
        q.wrap(box)
        data = q.find("span", class_="dp-qc-data")
        if data is not None:
            raw = data.get_text()
            data.decompose()
            if raw.strip():
                try:
                    attrs = parse_check(raw, numbers)
                except ValueError as e:
                    problems.append("%s: quick check %s: %s" % (page.url, num, e))
                    attrs = None
                if attrs:
                    for k, v in attrs.items():
                        box[k] = v
                    form = soup.new_tag("form", attrs={"class": "dp-qc-form"})
                    box.append(form)
                    checked += 1
        if num in answers:
            box.append(_reveal(soup, "Show the answer", answers[num], "dp-qc-answer"))
        else:
            problems.append("%s: quick check %s has no answer" % (page.url, num))
    return n, checked


def exercise_notes(pages, appendix_title, label, cls, problems):
    """Each exercise's note of the appendix APPENDIX_TITLE ("Hints and
    answers", or "Solutions" in the instructors' site) revealed under the
    exercise, where the text says "(Hint in the appendix.)" or, for a
    solution, at the end of the exercise.  Returns the number placed."""
    app = next((p for p in pages if p.title.strip().lower() == appendix_title.lower()), None)
    if app is None:
        return 0
    notes = {}
    cur = None
    main = app.soup.find("main") or app.soup.body
    for e in main.find_all(["p", "div", "table"], recursive=True):
        if e.find_parent(["p", "table"]) is not None or e.find_parent("div", class_="dp-reveal") is not None:
            continue
        lead = _bold_lead(e)
        if lead and NUM_HEAD.match(lead.rstrip(".")):
            cur = lead.rstrip(".")
            notes[cur] = [e]
        elif cur and e.name == "p" and _text(e) and not e.find_parent(["nav", "footer"]):
            if e.find_parent("div", class_=["dp-side", "dp-pager"]) is None:
                notes[cur].append(e)
    placed = 0
    for p in pages:
        if p is app:
            continue
        for para in p.soup.find_all("p"):
            lead = _bold_lead(para)
            if not lead or not NUM_HEAD.match(lead) or lead not in notes:
                continue
            if para.find_parent("div", class_="dp-qc"):
                continue
            # the exercise's paragraphs: this one up to the next exercise
            last = para
            for e in para.find_next_siblings():
                if not isinstance(e, Tag) or e.name in ("h2", "h3", "h4") or _bold_lead(e):
                    break
                if e.name == "details":
                    last = e
                    continue
                last = e
            for t in para.find_all(string=re.compile(r"\(Hint in the appendix\.\)")):
                t.replace_with(t.replace("(Hint in the appendix.)", "(Hint below.)") if cls == "dp-hint" else t)
            last.insert_after(_reveal(p.soup, label, notes[lead], cls))
            placed += 1
    return placed


# ---------------------------------------------------------------- previews
def _kind(el):
    """What a link's target is: an equation, a figure or a chunk (and the
    element to show), or None."""
    if el is None:
        return None, None
    ch = el if el.name == "div" and "nwchunk" in (el.get("class") or []) else el.find_parent("div", class_="nwchunk")
    if ch is not None:
        return "chunk", ch
    t = el.find_parent("table", class_=re.compile(r"^(equation|align|gather|multline|eqnarray)"))
    if t is None and el.name == "table" and re.match(r"(equation|align|gather)", " ".join(el.get("class") or [])):
        t = el
    if t is not None:
        return "equation", t
    f = el if el.name == "figure" else el.find_parent("figure")
    if f is not None:
        return "figure", f
    return None, None


def _preview_html(kind, el):
    """The preview of a target: a copy without ids, links or buttons; a
    chunk's first lines only."""
    c = copy.copy(el)
    for x in [c] + c.find_all(True):
        for a in ("id", "tabindex", "role", "aria-label"):
            if x.get(a) is not None:
                del x[a]
    for a in c.find_all("a"):
        a.unwrap()
    for b in c.find_all("button"):
        b.decompose()
    if kind == "chunk":
        for x in c.find_all("div", class_="dp-chunk-xref"):
            x.decompose()
        pre = c.find("pre")
        if pre is not None:
            lines = pre.get_text().split("\n")
            if len(lines) > 12:
                code = pre.find("code") or pre
                code.clear()
                code.string = "\n".join(lines[:12]) + "\n\u2026"
    return c


def previews_of(pages, by_url):
    """Links to an equation, a figure or a chunk get data-preview, the key of
    their target; a target on another page is copied into the page's
    <template id="dp-previews"> (a target on the same page is read from
    the page itself).  Returns (links, copies)."""
    nlinks = ncopies = 0
    cache = {}
    for p in pages:
        # An index's links are lists of places: no previews there.
        if "index" in p.title.lower():
            continue
        keep = {}
        for a in p.soup.find_all("a", href=True):
            if a.find_parent("template") or a.find_parent(class_=["dp-side", "dp-pager", "dp-chunk-head"]):
                continue
            href = a["href"]
            if "#" not in href or re.match(r"^[a-z]+:", href):
                continue
            f, frag = href.split("#", 1)
            url = os.path.normpath(os.path.join(p.vol, f)) if f else p.url
            q = by_url.get(url)
            if q is None:
                continue
            key = (url, frag)
            if key not in cache:
                kind, el = _kind(q.soup.find(id=frag))
                cache[key] = (kind, el)
            kind, el = cache[key]
            # A chunk is previewed from a reference to it (its number, as
            # "4.12"), not from each identifier that its code defines.
            if kind is None or kind == "chunk" and not CHUNK_NUMBER.match(_text(a)):
                continue
            a["data-preview"] = ("#" + frag) if q is p else (url + "#" + frag)
            nlinks += 1
            if q is not p and key not in keep:
                keep[key] = (kind, el)
        if keep:
            tpl = p.soup.new_tag("template", id="dp-previews")
            for (url, frag), (kind, el) in keep.items():
                d = p.soup.new_tag("div", attrs={"data-for": url + "#" + frag, "class": "dp-preview-" + kind})
                d.append(_preview_html(kind, el))
                tpl.append(d)
                ncopies += 1
            p.soup.body.append(tpl)
    return nlinks, ncopies


# ---------------------------------------------------------------- the passes
def quick_checks(ctx):
    ctx.numbers = ledger(os.environ.get("DP_WEB_NUMBERS", "build/numbers.tex"))
    nqc = nqcc = 0
    for p in ctx.pages:
        a, b = quick_checks_of(p, ctx.numbers, ctx.problems)
        nqc, nqcc = nqc + a, nqcc + b
    ctx.count["nqc"], ctx.count["nqcc"] = nqc, nqcc


def hints(ctx):
    ctx.count["nhint"] = exercise_notes(ctx.orders["book"], "Hints and answers", "Show the hint", "dp-hint",
                                        ctx.problems)


def solutions(ctx):
    """In the instructors' site only."""
    ctx.count["nsol"] = exercise_notes(ctx.orders["book"], "Solutions", "Show the solution", "dp-solution",
                                       ctx.problems) if EDITION == "instructor" else 0


def previews(ctx):
    ctx.count["nprev"], ctx.count["ncopy"] = previews_of(ctx.pages, ctx.by_url)
