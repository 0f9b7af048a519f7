"""The web edition read as a student reads it (program volume, "The web
edition", section "The browser test"): the parts of tests/web/test_web.py
that follow a reader, each a function of the driver D and the site.

  reading_order(d, site, fileurl)   Start reading, then Next through each
                                    volume: the contents' order, and back
  commands(d, site, pages, dp)      every command a page shows, as the copy
                                    button (or a selection) gives it, run
                                    through dp
  search(d, site, fileurl)          the students' questions, judged by the
                                    titles of the first result
  cpu(d, ...)                       the renderer's CPU with widgets off
                                    screen and in a hidden tab
Each returns a list of (ok, what) for test_web.py's check().
"""
import concurrent.futures, glob, html, os, re, shlex, subprocess, tempfile, time, urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def _path(url):
    return urllib.parse.unquote(urllib.parse.urlparse(url).path)


# ---------------------------------------------------------------- order
def follow_pager(d, which, most):
    """Follow the pager's link of class WHICH (dp-next, dp-prev) from page
    to page while it is shown, at most MOST times: the pages reached."""
    went = []
    for _ in range(most):
        href = d.execute_script("const a = document.querySelector('nav.dp-pager a.' + arguments[0]);"
                                "return a && a.offsetParent !== null ? a.href : null", which)
        if not href:
            break
        d.get(href)
        went.append(d.current_url.split("#")[0])
    return went


def reading_order(d, site, fileurl, phone=None):
    """From the front page: "Start reading" names the page it opens; the
    contents list the volume's pages; Next from the contents page walks
    them in that order to the last, and Previous walks back; the sidebar
    lists them in the same order.  PHONE: a function that turns the
    phone's width on and off (the walk is made on a phone too)."""
    out = []
    d.get(fileurl("index.html"))
    starts = d.execute_script(
        "return Array.from(document.querySelectorAll('a.dp-start')).map(a => [a.href, a.textContent])")
    out.append((len(starts) == 2, "the front page has a Start reading link for each volume (%s)"
                % [s[1] for s in starts]))
    for href, text in starts:
        d.get(href)
        h1 = d.execute_script("const h = document.querySelector('h1'); return h ? h.textContent : ''")
        title = re.sub(r"\s+", " ", h1.replace("#", "")).strip()
        shown = text.replace("Start reading:", "").strip()
        out.append((shown and title.endswith(shown.split(" ", 1)[-1]) and shown.split(" ")[0] in title,
                    "the front page's '%s' opens the page it names (%s)" % (text, title)))
    for vol in ("book", "program"):
        for on_phone in (False, True):
            if on_phone and phone is None:
                continue
            if on_phone:
                phone(True)
            d.get(fileurl("%s/%s.html" % (vol, vol)))
            contents = d.execute_script(
                "return Array.from(document.querySelectorAll('ul.dp-contents > li > a')).map(a => a.href.split('#')[0])")
            walked = follow_pager(d, "dp-next", len(contents) + 2)
            back = follow_pager(d, "dp-prev", len(walked) + 2)
            side = d.execute_script(
                "return Array.from(document.querySelectorAll('nav.dp-side a')).filter(a => !a.getAttribute('href').startsWith('#'))"
                ".map(a => a.href.split('#')[0])")
            first_bad = next((i for i, (a, b) in enumerate(zip(walked, contents)) if a != b), None)
            out.append((walked == contents and back[:-1] == list(reversed(walked[:-1])) and side == contents
                        and len(contents) > 5,
                        "%s%s: Next from the contents walks the %d pages in the contents' order, Previous walks "
                        "back, the sidebar lists the same order%s"
                        % (vol, " at 390 px" if on_phone else "", len(contents),
                           "" if first_bad is None else " (differs at %d: %s against %s)"
                           % (first_bad, os.path.basename(walked[first_bad]), os.path.basename(contents[first_bad])))))
            if on_phone:
                phone(False)
    return out


# ---------------------------------------------------------------- commands
COPY_ALL = """
const out = [];
for (const pre of document.querySelectorAll('main pre')) out.push(['pre', window.dpCopyText ? dpCopyText(pre) : pre.textContent]);
for (const c of document.querySelectorAll('main [class*=lmtt], main code')) {
  if (c.closest('pre')) continue;
  // what a reader selects and copies: the text as the browser renders it
  const r = document.createRange(); r.selectNodeContents(c);
  const sel = getSelection(); sel.removeAllRanges(); sel.addRange(r);
  out.push(['inline', sel.toString()]);
}
getSelection().removeAllRanges();
return out;
"""
PLACEHOLDER = re.compile(r"\b[A-Z][A-Z_]{2,}\b|\.\.\.|…|<[a-z]|\{\}|\$|(?<![\w.-])[A-Z](?![\w])")
# What dp says to text that a copy has damaged (a dash, a quote, a
# glyph): an inline code span in the prose may be a fragment (the name of
# a subcommand, an option whose value the sentence gives), so a usage
# error is accepted there, but not one of these.
DAMAGED = re.compile(r"unexpected argument|unknown option|unknown subcommand|not a number|unknown name|no such preset")
SHELL_CUT = re.compile(r"\s(?:>|>>|\||2>|&&|;|<)\s|\s[<>|]")


def _dp_commands(text, kind):
    """The dp commands of a block (continued lines joined) or of an inline
    code span."""
    text = text.replace("\\\n", " ")
    lines = text.split("\n") if kind == "pre" else [text]
    out = []
    for i, line in enumerate(lines):
        s = line.strip()
        if s.startswith("$ "):
            s = s[2:]
        m = re.match(r"^(?:build/bin/)?dp(\s.*)?$", s)
        if not m:
            continue
        cmd = SHELL_CUT.split(s)[0].strip()
        expect_error = kind == "pre" and i + 1 < len(lines) and lines[i + 1].strip().startswith("dp: error:")
        out.append((cmd, expect_error, lines[i + 1].strip() if expect_error else "", kind))
    return out


def commands(d, site, pages, dp, fileurl, timeout=3):
    """Every dp command the pages show, copied as a reader copies it (the
    copy button's text for blocks, the selection for inline code), run
    through dp in a scratch folder: dp must accept it (exit 0, or still
    running after TIMEOUT s: it reads its options first); a command that
    the page shows with its error must give that error.  A code span in
    the prose may be a fragment (`dp poincare`, `dp simulate --preset`
    before its value in words): dp's usage error is accepted there, but
    not one that damaged text gives (DAMAGED).  Commands with
    placeholders (FILE, N, A, ...) are counted and left out.  Also: no copied
    text holds an en dash, a typographic quote or TeX's residue."""
    dp = os.path.abspath(dp)   # (run in a scratch folder)
    found, glyphs = [], []
    for rel in pages:
        if not rel.endswith(".html"):
            continue
        d.get(fileurl(rel))
        for kind, text in d.execute_script(COPY_ALL):
            if re.search(r"[–—‘’“”«»\xa0]|\bl\. \d+\b", text.replace("⟨", "").replace("⟩", "")):
                # (a chunk's name in a reference, ⟨...⟩, is prose)
                stripped = re.sub(r"⟨[^⟩]*⟩", "", text)
                if re.search(r"[–—‘’“”«»\xa0]|\bl\. \d+\b", stripped):
                    glyphs.append("%s: %r" % (rel, stripped[:70]))
            for cmd in _dp_commands(text, kind):
                found.append((rel,) + cmd)
    uniq = {}
    for rel, cmd, err, errline, kind in found:
        # a command shown in a block is held to the block's rule
        if cmd not in uniq or kind == "pre":
            uniq[cmd] = (rel, err, errline, kind)
    runnable = {c: v for c, v in uniq.items() if not PLACEHOLDER.search(c)}
    work = tempfile.mkdtemp(prefix="dp-web-cmds-")

    def run(cmd):
        try:
            argv = shlex.split(cmd)
        except ValueError as e:
            return cmd, "does not split as a shell would: %s" % e
        argv[0] = dp
        try:
            r = subprocess.run(argv, cwd=work, capture_output=True, text=True, timeout=timeout,
                               stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return cmd, None
        rel, err, errline, kind = runnable[cmd]
        if kind == "inline" and r.returncode == 2 and not DAMAGED.search(r.stderr):
            return cmd, None
        if err:
            got = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""
            return cmd, None if r.returncode == 2 and got == errline else \
                "should fail with %r, gave %d %r" % (errline, r.returncode, got)
        return cmd, None if r.returncode == 0 else "exit %d: %s" % (r.returncode, r.stderr.strip()[:120])

    bad = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
        for cmd, why in ex.map(run, sorted(runnable)):
            if why:
                bad.append("%s: `%s`: %s" % (runnable[cmd][0], cmd, why))
    subprocess.run(["rm", "-rf", work])
    return [(not glyphs, "copied text: %d blocks and code spans hold an en dash, a curly quote, a no-break space "
             "or TeX residue%s" % (len(glyphs), "".join("\n  " + g for g in glyphs[:10]))),
            (not bad and len(runnable) >= 20,
             "copied commands: %d distinct dp commands on the pages (%d with placeholders left out), %d run "
             "through dp, %d refused%s" % (len(uniq), len(uniq) - len(runnable), len(runnable), len(bad),
                                           "".join("\n  " + b for b in bad[:15])))]


# ---------------------------------------------------------------- search
# The questions students ask, and the section that should come first
# (a pattern of its title, "section title" or "page title > section").
QUERIES = [
    ("how do I build dp", r"[Bb]uild"),
    ("install on a Mac", r"Build|[Ii]nstall|macOS|Homebrew"),
    ("Lyapunov exponent", r"Lyapunov"),
    ("flip map", r"flip map|Flip map|flips"),
    ("energy drift of RK4", r"drift|Energy"),
    ("period of the simple pendulum", r"period|Period"),
    ("why does Euler's method gain energy", r"Euler"),
    ("Hamilton's equations", r"Hamilton"),
    ("Poincaré section", r"Poincar"),
    ("normal modes frequencies", r"[Nn]ormal modes|mode"),
    ("mass matrix", r"[Mm]ass matrix|Equations of motion|accelerations"),
    ("Cramer's rule", r"Cramer"),
    ("Gauss-Legendre", r"Gauss"),
    ("symplectic integrator", r"[Ss]ymplectic"),
    ("twin runs", r"[Tt]win"),
    ("order of convergence", r"[Oo]rder|[Cc]onvergence"),
    ("grade my solution", r"[Gg]rad"),
    ("the paper's sign slips", r"sign slips|paper"),
    ("kinetic energy", r"[Kk]inetic"),
    ("potential energy", r"[Pp]otential"),
    ("small angle approximation", r"[Ss]mall|[Ll]inear"),
    ("share link", r"share link|widgets"),
    ("expression for an angle", r"[Ee]xpression"),
    ("phase portrait", r"[Pp]hase"),
    ("animate a GIF", r"[Aa]nimat|GIF|gif"),
]
EQUIVALENT = [("Hamilton’s equations", "Hamilton's equations", "Hamiltons equations"),
              ("Poincaré section", "Poincare section", "POINCARÉ SECTION"),
              ("Gauss–Legendre", "Gauss-Legendre", "Gauss Legendre", "Gauss—Legendre"),
              ("Runge–Kutta", "Runge-Kutta", "runge kutta")]


def type_query(d, box, q):
    """Type Q into the search box BOX, timed: the time of the first key
    and of the first result shown are kept in the page (first_results_ms)."""
    box.clear()
    d.execute_script("document.getElementById('dp-results').textContent = '';"
                     "window.dpFirst = null; window.dpT0 = null;"
                     "new MutationObserver((m, o) => { if (!window.dpFirst && document.querySelector('#dp-results li'))"
                     " { window.dpFirst = performance.now(); o.disconnect(); } })"
                     ".observe(document.getElementById('dp-results'), {childList: true});"
                     "document.getElementById('dp-q').addEventListener('keydown', () => {"
                     " if (window.dpT0 === null) window.dpT0 = performance.now(); }, {once: true});")
    box.send_keys(q)


def first_results_ms(d):
    """The ms from the first key of type_query to its first result, or None."""
    return d.execute_script("return window.dpFirst !== null && window.dpT0 !== null ? window.dpFirst - window.dpT0 : null")


def search(d, site, fileurl, queries=QUERIES):
    """Each query typed into search.html as a student types it: the first
    result's title must match; typographic and plain spellings give the
    same results; the page's normalizer is web/searchindex.py's.  Returns
    the checks and [(query, ms to the first results)]."""
    out, times, right, wrong = [], [], 0, []
    d.get(fileurl("search.html"))
    for q, want in queries:
        box = d.find_element(By.ID, "dp-q")
        type_query(d, box, q)
        first = d.execute_script("const a = document.querySelector('#dp-results li'); return a ? "
                                 "[a.querySelector('a').textContent, (a.querySelector('.dp-result-where') || {}).textContent || '',"
                                 " a.querySelector('a').href] : null")
        ms = first_results_ms(d)
        if ms is not None:
            times.append((q, ms))
        box.send_keys(Keys.ENTER)
        final = d.execute_script("const a = document.querySelector('#dp-results li'); return a ? "
                                 "[a.querySelector('a').textContent, (a.querySelector('.dp-result-where') || {}).textContent || '',"
                                 " a.querySelector('a').href] : null")
        ok = bool(final) and re.search(want, final[0] + " " + final[1]) is not None and \
            os.path.exists(_path(final[2]).split("#")[0])
        right += ok
        if not ok:
            wrong.append("%r: first %s" % (q, final[:2] if final else "nothing"))
    out.append((right == len(queries) and len(queries) >= 20,
                "search: the right section first for %d of %d students' questions%s"
                % (right, len(queries), "".join("\n  " + w for w in wrong))))
    same = []
    for group in EQUIVALENT:
        res = []
        for q in group:
            d.get(fileurl("search.html") + "?q=" + urllib.parse.quote(q))
            res.append(d.execute_script("return Array.from(document.querySelectorAll('#dp-results li > a')).map(a => a.href)"))
        same.append((group, all(r == res[0] for r in res) and len(res[0]) > 0, len(res[0])))
    out.append((all(s[1] for s in same),
                "search: typographic apostrophes, accents, dashes and case give the same results (%s)"
                % "; ".join("%s: %s, %d results" % (g[0], "same" if ok else "DIFFER", n) for g, ok, n in same)))
    return out, times


def normalizer_agrees(d, fileurl, texts, normalize):
    """The page's dpNormalize and web/searchindex.py's normalize() on TEXTS."""
    d.get(fileurl("search.html"))
    got = d.execute_script("return arguments[0].map(t => dpNormalize(t))", texts)
    diff = [(t, g, normalize(t)) for t, g in zip(texts, got) if g != normalize(t)]
    return (not diff, "search: the page folds words as the index did, on %d texts (titles and hard cases)%s"
            % (len(texts), "".join("\n  %r: page %r, index %r" % x for x in diff[:5])))


# ---------------------------------------------------------------- CPU
def _children(pid):
    kids = {}
    for p in os.listdir("/proc"):
        if p.isdigit():
            try:
                stat = open("/proc/%s/stat" % p).read()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            kids.setdefault(ppid, []).append(int(p))
    out, todo = [], [pid]
    while todo:
        x = todo.pop()
        for k in kids.get(x, []):
            out.append(k)
            todo.append(k)
    return out


def _ticks(pids):
    """Each process's CPU ticks (user and system) so far, by pid."""
    t = {}
    for p in pids:
        try:
            f = open("/proc/%d/stat" % p).read().rsplit(")", 1)[1].split()
            t[p] = int(f[11]) + int(f[12])
        except (OSError, IndexError, ValueError):
            pass
    return t


def steady_cores(driver_pid, settle=3.0, windows=5, seconds=2.0):
    """The CPU that stays: after SETTLE s (the browser's own tail of work,
    a garbage collection or the module's background compilation after a
    page or a map), the least of WINDOWS measures of SECONDS each.  Work
    that goes on (a frame loop, a worker that computes, a timer that fires
    each second) is in every window, so the least window holds it; the
    browser's own bursts (a collection, a process starting) are in one
    window or two, and not in the least: a page without widgets shows them
    at 0.005-0.33 of a core in single windows, and a median of five took a
    hidden tab's two such windows for 0.025-0.030 of a core on a loaded
    machine.  Returns (least, [each window])."""
    time.sleep(settle)
    each = [cores(driver_pid, seconds) for _ in range(windows)]
    return min(each), each


def cores(driver_pid, seconds=5.0):
    """The CPU that the browser's processes (all of them: the browser, its
    renderers, GPU and utility processes) use over SECONDS, in cores."""
    pids = _children(driver_pid)
    hz = os.sysconf("SC_CLK_TCK")
    a, t0 = _ticks(pids), time.monotonic()
    time.sleep(seconds)
    b, t1 = _ticks(pids), time.monotonic()
    # (a process that ended in the window is left out, not counted as a
    # negative: its ticks are gone from /proc with it)
    return sum(b[p] - a[p] for p in b if p in a) / hz / (t1 - t0)


# ---------------------------------------------------------------- the edition
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def reference_lines():
    """The lines of the graded functions' reference code: the bodies of the
    chunks named "exercise: ..." in the sources, less the lines that the
    stubs or other chunks also have (short or shared lines prove nothing)."""
    ex, other = [], set()
    for f in sorted(glob.glob(os.path.join(ROOT, "chapters", "*.nw")) + glob.glob(os.path.join(ROOT, "program", "*.nw"))):
        cur = None
        for line in open(f, encoding="utf-8"):
            m = re.match(r"^<<(.*)>>=\s*$", line)
            if m:
                cur = "ex" if m.group(1).startswith("exercise: ") else "other"
                continue
            if line.startswith("@") and (len(line) == 1 or line[1] in " \n\t%"):
                cur = None
                continue
            if cur:
                s = " ".join(line.split())
                (ex.append(s) if cur == "ex" else other.add(s))
    # (a line of another chunk may carry a comment or more: "in" the text
    # of the other chunks, not equal to one of their lines)
    others = "\n".join(other)
    return sorted(set(s for s in ex if len(s) >= 24 and s not in others and "<<" not in s))


def edition(d, site, fileurl, pages):
    """The site students read follows the student edition: no reference
    code of a graded function, the student edition's PDFs; and every page
    has header cells in its tables, a CSP, the edition's line, whole
    numbers in its MathML; each chapter has its PDF; the switch to dark
    colours holds from page to page; no file is shipped that nothing uses;
    the practice in the page works."""
    out = []
    texts, htmls = {}, {}
    for rel in pages:
        htmls[rel] = open(os.path.join(site, rel), encoding="utf-8").read()
    ref = reference_lines()
    leaks = []
    for rel in pages:
        # line by line, as the sources hold them: a reference line is a line
        # (a declaration's last line shown elsewhere is not a leak when the
        # lines before it run into it)
        code = [" ".join(l.split()) for m in re.findall(r"<pre[^>]*>(.*?)</pre>", htmls[rel], re.S)
                for l in html.unescape(re.sub(r"<[^>]+>", "", m)).split("\n")]
        for line in ref:
            if any(line in c for c in code):
                leaks.append("%s: %s" % (rel, line[:60]))
    links = [u for rel in pages for u in re.findall(r'href="([^"#]*\.pdf)"', htmls[rel])]
    full = [u for u in links if os.path.basename(u) in ("book.pdf", "program.pdf", "book-instructor.pdf")]
    out.append((not leaks and len(ref) > 20 and not full and any("book-student.pdf" in u for u in links),
                "the student edition: none of %d lines of the graded functions' reference code on any page (%d found), "
                "the PDFs linked are the student edition's (%d links to the full volumes)%s"
                % (len(ref), len(leaks), len(full), "".join("\n  " + x for x in leaks[:8]))))
    # tables, CSP, edition line, numbers
    nodata, nocsp, eds, split = [], [], set(), 0
    for rel in pages:
        h = htmls[rel]
        for t in re.findall(r'<table[^>]*class="[^"]*dp-data[^"]*"[^>]*>.*?</table>', h, re.S):
            if "<th" not in t:
                nodata.append(rel)
        head = re.search(r"<head>(.*?)</head>", h, re.S)
        # (the first thing a page loads or obeys: a script, a link, a meta
        # with http-equiv, whatever the order of its attributes)
        first = re.search(r"<(?:script\b|link\b|meta\b[^>]*\bhttp-equiv\b)[^>]*>", head.group(1)) if head else None
        if not first or "Content-Security-Policy" not in first.group(0) or "'wasm-unsafe-eval'" not in first.group(0):
            nocsp.append(rel)
        m = re.search(r'<p class="dp-edition">([^<]*)</p>', h)
        eds.add(m.group(1) if m else None)
        split += len(re.findall(r"<mn>\d+</mn>\s*<mo[^>]*>\.</mo>\s*<mn>\d+</mn>", h))
    ntab = sum(len(re.findall(r'<table[^>]*class="[^"]*dp-data', h)) for h in htmls.values())
    out.append((not nodata and ntab > 30, "header cells: %d data tables, %d without a header cell %s"
                % (ntab, len(nodata), sorted(set(nodata))[:5])))
    out.append((not nocsp, "a Content-Security-Policy ('wasm-unsafe-eval' for the module) before anything a page "
                "loads, on %d of %d pages" % (len(pages) - len(nocsp), len(pages))))
    version = open(os.path.join(ROOT, "VERSION")).read().strip()
    ed = next(iter(eds)) if len(eds) == 1 else None
    out.append((ed is not None and version in ed and re.search(r"\d{4}\.$", ed) is not None,
                "the same edition's line on every page: %r" % (sorted(map(str, eds))[:3])))
    out.append((split == 0, "whole numbers in MathML: %d decimals split into digits, point and digits" % split))
    # chapter PDFs
    missing, wrong, n = [], [], 0
    for rel in pages:
        m = re.search(r'<p class="dp-chapter-pdf"><a href="([^"]+)">', htmls[rel])
        heads = re.search(r'<h1[^>]*>(.*?)</h1>', htmls[rel], re.S)
        is_chapter = bool(re.search(r'<h1 class="(chapterHead|appendixHead)"', htmls[rel]))
        if not is_chapter:
            continue
        if not m:
            missing.append(rel)
            continue
        f = os.path.normpath(os.path.join(site, os.path.dirname(rel), m.group(1)))
        if not os.path.exists(f):
            missing.append(rel)
            continue
        n += 1
        title = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", heads.group(1))).replace("#", "").strip()
        word = max(re.findall(r"[A-Za-z]{5,}", title) or [""], key=len)
        txt = subprocess.run(["pdftotext", "-f", "1", "-l", "2", f, "-"], capture_output=True, text=True).stdout
        if word and word.lower() not in " ".join(txt.split()).lower():
            wrong.append("%s: %r not on its PDF's first pages" % (rel, word))
    out.append((not missing and not wrong and n > 20,
                "each chapter and appendix as a PDF: %d linked, %d missing, %d whose first page is not the chapter%s"
                % (n, len(missing), len(wrong), "".join("\n  " + x for x in (missing + wrong)[:6]))))
    # the dark-mode switch
    d.get(fileurl("book/" + sorted(p for p in pages if p.startswith("book/bookch"))[0].split("/")[1]))
    d.execute_script("localStorage.removeItem('dp-theme')")
    d.get(d.current_url)
    a = d.execute_script("const b = document.querySelector('button.dp-theme-switch'); b.click();"
                         "return [b.getAttribute('aria-pressed'), document.documentElement.dataset.theme,"
                         " getComputedStyle(document.body).backgroundColor]")
    d.get(fileurl("index.html"))
    b = d.execute_script("return [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor,"
                         " document.querySelector('button.dp-theme-switch').getAttribute('aria-pressed')]")
    d.execute_script("document.querySelector('button.dp-theme-switch').click()")
    c = d.execute_script("return [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor]")
    d.execute_script("localStorage.removeItem('dp-theme')")
    out.append((a[0] == "true" and a[1] == "dark" and a[2] != "rgb(255, 255, 255)" and b[0] == "dark" and b[2] == "true"
                and b[1] == a[2] and c[0] == "light" and c[1] == "rgb(255, 255, 255)",
                "the dark-mode switch: pressed, the page dark (%s), the next page dark too (%s), back to light (%s)"
                % (a[2], b[1], c[1])))
    # nothing unused
    named = set()
    for root, _, files in os.walk(site):
        for f in files:
            p = os.path.join(root, f)
            if f.endswith(".html"):
                for m in re.finditer(r"""\b(?:src|href)=["']([^"'#?]+)""", open(p, encoding="utf-8").read()):
                    if not re.match(r"^[a-z]+:", m.group(1)):
                        named.add(os.path.normpath(os.path.join(root, m.group(1))))
    allfiles = [os.path.normpath(os.path.join(r, f)) for r, _, fs in os.walk(site) for f in fs]
    unused = [os.path.relpath(f, site) for f in allfiles if f not in named and os.path.relpath(f, site) != "index.html"]
    size = sum(os.path.getsize(f) for f in allfiles)
    out.append((not unused, "nothing unused shipped: %d files, %.1f MB, %d that no page names %s"
                % (len(allfiles), size / 1e6, len(unused), unused[:6])))
    return out


def practice(d, site, fileurl, pages, edition_kind="student"):
    """Quick checks answered in the page, hints (and no solutions in the
    students' site), previews on hover."""
    out = []
    htmls = {rel: open(os.path.join(site, rel), encoding="utf-8").read() for rel in pages}
    nqc = sum(h.count('class="dp-qc"') for h in htmls.values())
    withans = sum(len(re.findall(r'class="dp-qc".*?class="dp-reveal dp-qc-answer"', h, re.S)) for h in htmls.values())
    num = [rel for rel in pages if re.search(r'class="dp-qc"[^>]*data-value', htmls[rel])]
    cho = [rel for rel in pages if re.search(r'class="dp-qc"[^>]*data-choices|data-choices[^>]*class="dp-qc"', htmls[rel])]
    res = []
    if num:
        d.get(fileurl(num[0]))
        res += d.execute_script(
            "const b = document.querySelector('div.dp-qc[data-value]'), f = b.querySelector('input[type=text]'), v = Number(b.dataset.value);"
            "const say = () => b.querySelector('.dp-qc-say').textContent, go = x => { f.value = x; b.querySelector('form').requestSubmit(); return say(); };"
            "return [go(String(v)), go(String(v * 1.5)), go('')]")
    if cho:
        d.get(fileurl(cho[0]))
        res += d.execute_script(
            "const b = document.querySelector('div.dp-qc[data-choices]'), form = b.querySelector('form');"
            "const say = () => b.querySelector('.dp-qc-say').textContent;"
            "form.requestSubmit(); const none = say();"
            "const rs = Array.from(b.querySelectorAll('input[type=radio]'));"
            "rs.find(r => r.value === b.dataset.answer).checked = true; form.requestSubmit(); const right = say();"
            "rs.find(r => r.value !== b.dataset.answer).checked = true; form.requestSubmit(); const wrong = say();"
            "return [right, wrong, none]")
    ok_checks = all(r.startswith("Right") for r in res[0::3]) and all(r.startswith(("Not", "Pick")) for r in res[1::3]) \
        and all(r and not r.startswith("Right") for r in res[2::3])
    out.append((nqc >= 30 and withans == nqc and (num or cho) and ok_checks,
                "quick checks: %d in the pages, %d with their answer revealed on request, %d pages with a numeric "
                "check and %d with a choice, replies %s" % (nqc, withans, len(num), len(cho), res)))
    hints = sum(h.count('class="dp-reveal dp-hint"') for h in htmls.values())
    sols = sum(h.count('class="dp-reveal dp-solution"') for h in htmls.values())
    out.append((hints > 50 and (sols == 0) == (edition_kind == "student"),
                "exercises: %d hints revealed on request under their exercises, %d solutions (none in the students' site)"
                % (hints, sols)))
    # previews
    got = {}
    for rel in pages:
        if len(got) == 3:
            break
        h = htmls[rel]
        if "data-preview" not in h:
            continue
        d.get(fileurl(rel))
        for kind, sel in (("equation", "math"), ("figure", "img"), ("chunk", "pre")):
            if kind in got:
                continue
            r = d.execute_script(
                "for (const a of document.querySelectorAll('a[data-preview]')) {"
                "  const t = dpPreview(a); if (!t) continue;"
                "  const k = t.querySelector(arguments[0]); if (k && (arguments[0] !== 'math' || !t.querySelector('img, pre'))) {"
                "    const r = [a.textContent, a.getAttribute('data-preview'), t.getAttribute('role')];"
                "    t.remove(); return r; } t.remove(); } return null;", sel)
            if r:
                got[kind] = r
    out.append((len(got) == 3 and all(v[2] == "tooltip" for v in got.values()),
                "previews on hover or focus: %s" % "; ".join("%s from '%s'" % (k, v[0]) for k, v in got.items())))
    return out
