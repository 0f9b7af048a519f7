"""Chunks that mean something on the web: each chunk numbered in its
chapter (number_chunks), set as a header, its code in a <pre> and its
cross-references (restructure_chunks), the lines under it that noweb could
not resolve written again (fix_xref_lines), and every link to a chunk
showing its number (relabel_chunk_links)."""
import os, re

from bs4 import NavigableString, Tag

from .common import LABELISH, VOLUMES, rel, text_of

TRAILER = re.compile(r"^(This code is used in|This definition is continued in|Defines:|Uses |Root chunk|"
                     r"This code is written to file|Redefines)")
NOWEB_ANCHOR = re.compile(r"^noweb\.NW")


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


# ---------------------------------------------------------------- numbers
def number_chunks(ctx):
    """Chunk numbers: "4.12" is the twelfth chunk of Chapter 4, "P18.3" the
    third of Chapter P18; the name of the chunk is the link's title."""
    for vi, (vol, _, _) in enumerate(VOLUMES):
        for pi, p in enumerate(ctx.orders[vol]):
            k = 0
            for div in p.soup.find_all("div", class_="obeylines-v"):
                a = div.find("a", id=NOWEB_ANCHOR)
                if not a:
                    continue
                k += 1
                prefix = p.num or os.path.splitext(p.name)[0].replace(vol, "")
                ctx.labels[a["id"]] = ("%s.%d" % (prefix, k), "%s#%s" % (p.url, a["id"]), (vi, pi, k))
                head = chunk_lines(div)[0]
                name = "".join(text_of(x) if isinstance(x, Tag) else str(x) for x in head
                               if not (isinstance(x, Tag) and x.name == "a"))
                ctx.names[a["id"]] = "⟨%s⟩" % re.sub(r"\s+", " ", name).strip(" ⟨⟩≡+=")


# ---------------------------------------------------------------- structure
def restructure_chunks(ctx):
    """Every chunk as a header (its name and number), its code in a <pre>
    (copied without the header or the cross-references), and its
    cross-references; records {chunk anchor: [anchors of chunks it refers
    to]} (ctx.refs) and {(identifier, defining anchor): chunks that use it}
    (ctx.uses)."""
    for p in ctx.pages:
        for div in p.soup.find_all("div", class_="obeylines-v"):
            first = div.find("a", id=NOWEB_ANCHOR)
            if first:
                restructure_chunk(p, div, first, ctx.refs, ctx.uses)


def split_chunk(div):
    """The chunk's lines: its header, its code, and the cross-references
    under it (from the first line that TRAILER matches)."""
    lines = chunk_lines(div)
    head, code, trail = lines[0], [], []
    for ln in lines[1:]:
        t = "".join(text_of(x) if isinstance(x, Tag) else str(x) for x in ln).strip()
        if trail or TRAILER.match(t):
            trail.append(ln)
        else:
            code.append(ln)
    return head, code, trail


def record_refs(x, me, refs, uses):
    """The links of code node X: to a chunk by its number (refs) or to the
    definition of an identifier (uses)."""
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


def code_block(p, me, code, refs, uses):
    """The chunk's code lines moved into <pre class="dp-code"><code>, with
    plain spaces for tex4ht's no-break spaces."""
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
            record_refs(x, me, refs, uses)
    return pre, codetag


def head_and_trail(p, head, trail):
    """The header line as div.dp-chunk-head, the cross-references as
    div.dp-chunk-xref (a div a line)."""
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
    return headdiv, traildiv


def restructure_chunk(p, div, first, refs, uses):
    me = first["id"]
    head, code, trail = split_chunk(div)
    pre, codetag = code_block(p, me, code, refs, uses)
    headdiv, traildiv = head_and_trail(p, head, trail)
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


# ---------------------------------------------------------------- links
def chunk_link(soup, frm, labels, names, anchor):
    a = soup.new_tag("a", href=rel(frm, labels[anchor][1]))
    a.string = labels[anchor][0]
    if names.get(anchor):
        a["title"] = names[anchor]
    return a


def put_list(p, line, who, labels, names):
    for i, w in enumerate(who):
        if i:
            line.append(", " if i < len(who) - 1 else " and ")
        line.append(chunk_link(p.soup, p, labels, names, w))
    line.append(".")


def fix_xref_lines(ctx):
    """The lines under a chunk ("This code is used in", "used in chunks")
    whose links noweb could not resolve (page ranges, "?"), rewritten from
    the chunks themselves."""
    used_in = {}
    for c, targets in ctx.refs.items():
        for t in targets:
            used_in.setdefault(t.rsplit("-", 1)[0], []).append(c)
    for p in ctx.pages:
        for box in p.soup.find_all("div", class_="dp-chunk-xref"):
            chunk = box.find_parent("div", class_="nwchunk")
            me = chunk["id"] if chunk else ""
            for line in box.find_all("div", recursive=False):
                fix_xref_line(ctx, p, line, me, used_in)


def fix_xref_line(ctx, p, line, me, used_in):
    labels, names = ctx.labels, ctx.names
    bad = [a for a in line.find_all("a", href=True)
           if a["href"].split("#")[-1] in ("noweb.", "noweb.?") or not text_of(a)
           or a["href"].split("#")[-1].split("-")[0] == "noweb."]
    if not bad:
        return
    t = text_of(line)
    if t.startswith("This code is used in"):
        who = sorted(set(used_in.get(me.rsplit("-", 1)[0], [])), key=lambda a: labels[a][2])
        line.clear()
        line.append(p.soup.new_string("This code is used in chunk%s " % ("s" if len(who) > 1 else "")))
        put_list(p, line, who, labels, names)
        return
    # "NAME, used in chunks <range>." under "Defines:"
    m = re.match(r"^(\S+)\s*, used in chunk", t)
    who = sorted(set(ctx.uses.get((m.group(1), me), []) if m else []) - {me},
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


def relabel_chunk_links(ctx):
    """Every link to a chunk shows the chunk's number, with its name as its
    title."""
    relabelled = 0
    for p in ctx.pages:
        for a in p.soup.find_all("a", href=True):
            frag = a["href"].split("#")[-1] if "#" in a["href"] else ""
            if frag in ctx.labels and (LABELISH.match(text_of(a)) or not text_of(a)):
                for s in a.find_all(string=True):
                    s.replace_with("")
                target = a.find("span") or a
                target.string = ctx.labels[frag][0]
                a["title"] = ctx.names.get(frag, "")
                relabelled += 1
    ctx.count["relabelled"] = relabelled
