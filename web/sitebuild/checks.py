"""The checks: links that lead nowhere (unlink_dead), a file of the site
that no page uses, a page that loads anything from outside the site or a
file that is missing (check_site), and the line that says what the finish
did (report)."""
import glob, os, re, sys

from .common import EDITION, EXTERNAL, text_of

LOADS = re.compile(r"""<(?:script|img|iframe|embed|object|source|audio|video)\b[^>]*?\b(?:src|data)=['"]([^'"]+)['"]"""
                   r"""|<link\b[^>]*?\bhref=['"]([^'"]+)['"]""", re.I)
SITE_FILES = re.compile(r"""\b(?:src|href|data)=["']([^"'#?]+)""")


def unlink_dead(ctx):
    """Links that still lead nowhere: empty ones (noweb's blind anchors)
    are dropped, the others recorded (ctx.dead) and unlinked."""
    for p in ctx.pages:
        for a in p.soup.find_all("a", href=True):
            href = a["href"]
            if EXTERNAL.match(href):
                continue
            f, _, frag = href.partition("#")
            target = os.path.normpath(os.path.join(p.vol, f)) if f else p.url
            ok = target in ctx.by_url and (not frag or frag in ctx.by_url[target].ids)
            if not text_of(a) and not a.find("img"):
                a.unwrap() if a.contents else a.decompose()
            elif not ok and (target in ctx.by_url or f.endswith(".html") or not f):
                ctx.dead.append("%s: %s (%s)" % (p.url, href, text_of(a)[:30]))
                a.unwrap()


def named_files(site):
    """The files of SITE that a page names (a script, a style sheet, a
    picture, a PDF or a page that a link leads to) or a script loads."""
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
    return named


def unused_files(site):
    """The files of SITE that no page names and that no script loads: none
    may be shipped.  The search's parts are named by its index."""
    named = named_files(site)
    out = []
    for root, _, files in os.walk(site):
        for f in files:
            path = os.path.normpath(os.path.join(root, f))
            if path not in named and os.path.relpath(path, site) != "index.html":
                out.append(os.path.relpath(path, site))
    return sorted(out)


def bad_loads(site):
    """Each page that loads a file from outside the site, or a file that is
    missing or empty."""
    bad = []
    for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True):
        for m in LOADS.finditer(open(p, encoding="utf-8").read()):
            url = m.group(1) or m.group(2)
            if EXTERNAL.match(url) and not url.startswith("data:"):
                bad.append("%s loads from outside the site: %s" % (p, url))
            elif not EXTERNAL.match(url):
                f = os.path.normpath(os.path.join(os.path.dirname(p), url.split("#")[0].split("?")[0]))
                if not os.path.exists(f) or os.path.getsize(f) == 0:
                    bad.append("%s loads a missing or empty file: %s" % (p, url))
    return bad


def check_site(ctx):
    """The finished site: fails (exit 1) on a link to nowhere, a file that
    no page uses, a problem of the practice, or a page that loads a file
    from outside the site or one that is missing (DP_SITE_IGNORE: a string
    whose complaints are passed over)."""
    unused = unused_files(ctx.site)
    for d in ctx.dead[:20]:
        print("site: a link to nowhere: " + d, file=sys.stderr)
    bad = []
    if ctx.dead:
        bad.append("%d links lead nowhere (every link must land)" % len(ctx.dead))
    bad += ["%s: a file of the site that no page uses" % u for u in unused]
    bad += ["practice: " + x for x in ctx.problems]
    bad += bad_loads(ctx.site)
    bad = [b for b in bad if os.environ.get("DP_SITE_IGNORE", "@@") not in b]
    for b in bad:
        print("site: " + b, file=sys.stderr)
    if bad:
        sys.exit(1)


def report(ctx):
    c = ctx.count
    print("site: %d pages, %d links moved to the page that holds their target, %d chunk links numbered, "
          "%d identifier entries filled, %d subject-index links, %d figures, %d dead links unlinked, widgets on %s; "
          "%d typewriter glyphs read back as their source, %d of %d tables with header cells, %d numbers joined in MathML, "
          "%d chapters as PDFs, search: %d sections, %d terms; %d quick checks (%d checked in the page), "
          "%d hints%s, %d links with previews (%d copied from other pages)"
          % (len(ctx.pages), c["moved"], c["relabelled"], c["filled"], c["nidx"], c["nfig"], len(ctx.dead),
             ", ".join("%s (%s)" % (k, v.url) for k, v in ctx.placed.items()),
             sum(p.tt_fixed for p in ctx.pages), c["nhead"], c["ntab"], c["njoin"], c["npdf"], c["ndocs"],
             c["nterms"], c["nqc"], c["nqcc"], c["nhint"],
             ", %d solutions" % c["nsol"] if EDITION == "instructor" else "", c["nprev"], c["ncopy"]))
