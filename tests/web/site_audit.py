#!/usr/bin/env python3
"""The web edition read as a student and an auditor read it (program volume,
"The web edition"): the crawl, axe-core on every page, and the phone width.

  tests/web/site_audit.py SITE [AXE_JS]    prints the figures; exit 0

The functions are the browser test's (tests/web/test_web.py):
  crawl(site)          every page reachable from index.html by links;
                       missing targets, empty files, broken #fragments
  axe(driver, js)      axe-core's serious and critical violations of a page
  overflow(driver)     how far the page scrolls sideways (CSS px)
"""
import html.parser, os, sys, urllib.parse


class _Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for k in ("id", "name") if tag == "a" else ("id",):
            if a.get(k):
                self.ids.add(a[k])
        for k in ("href", "src", "data"):
            v = a.get(k)
            if v is not None and (tag != "link" or k == "href") and tag != "base":
                self.links.append((tag, v))

    handle_startendtag = handle_starttag


def _parse(path, cache):
    if path not in cache:
        p = _Links()
        p.feed(open(path, encoding="utf-8", errors="replace").read())
        cache[path] = p
    return cache[path]


def crawl(site):
    """Follow every local link from SITE/index.html.  Returns a dict:
    pages (every .html under SITE), reached, missing [(page, url)],
    empty [(page, url)], fragments [(page, url)] (no such id in the target)."""
    site = os.path.abspath(site)
    pages = set()
    for root, _, files in os.walk(site):
        pages.update(os.path.join(root, f) for f in files if f.endswith(".html"))
    cache, seen, done, todo = {}, set(), set(), [os.path.join(site, "index.html")]
    missing, empty, fragments, checked = [], [], [], 0
    seen.add(todo[0])
    # Every page's links are checked, reachable or not; reachability is
    # what the links from index.html reach.
    rest = sorted(pages)
    while todo or rest:
        page = todo.pop() if todo else rest.pop()
        if page in done:
            continue
        done.add(page)
        if not os.path.exists(page):
            continue
        for tag, url in _parse(page, cache).links:
            u = urllib.parse.urlsplit(url)
            if u.scheme in ("http", "https", "mailto", "data", "javascript") or url.startswith("//"):
                continue
            path = urllib.parse.unquote(u.path)
            target = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            checked += 1
            rel = "%s: %s" % (os.path.relpath(page, site), url)
            if os.path.isdir(target):
                target = os.path.join(target, "index.html")
            if not os.path.exists(target):
                missing.append(rel)
                continue
            if os.path.getsize(target) == 0:
                empty.append(rel)
                continue
            if target.endswith(".html"):
                if target not in seen and (page in seen):
                    seen.add(target)
                    todo.append(target)
                # A widget's share link (#dp-...&...) is read by the script.
                if u.fragment and "&" not in u.fragment and tag == "a":
                    if urllib.parse.unquote(u.fragment) not in _parse(target, cache).ids:
                        fragments.append(rel)
    return {"pages": sorted(pages), "reached": sorted(p for p in seen if p in pages),
            "missing": missing, "empty": empty, "fragments": fragments, "links": checked}


AXE_RUN = """
const done = arguments[0];
axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map(v =>
  [v.id, v.impact, v.nodes.length, v.nodes.slice(0, 2).map(n => n.target.join(' '))])),
  e => done([['axe-error', 'critical', 1, [String(e)]]]));
"""


def axe(driver, js):
    """axe-core's violations of the page loaded in DRIVER: [(rule, impact, nodes, examples)]."""
    driver.execute_script(js)
    return [tuple(v) for v in driver.execute_async_script(AXE_RUN)]


def serious(violations):
    return [v for v in violations if v[1] in ("serious", "critical")]


def phone(driver, on=True):
    """Emulate a phone of 390 x 844 CSS px (or undo it)."""
    if on:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    else:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


OVERFLOW = """
const d = document.documentElement, w = d.clientWidth;
let worst = null, over = 0;
for (const e of document.body.querySelectorAll('*')) {
  const r = e.getBoundingClientRect();
  // An element that sticks out, or whose text does (a <pre> that does not scroll).
  const right = Math.max(r.right, getComputedStyle(e).overflowX === 'visible' && e.scrollWidth > e.clientWidth + 1 ? r.left + e.scrollWidth : 0);
  if (r.width && right > w + 1) {
    let p = e.parentElement, clipped = false;
    while (p && p !== document.body) {
      const s = getComputedStyle(p).overflowX;
      if (s === 'auto' || s === 'scroll' || s === 'hidden') { clipped = true; break; }
      p = p.parentElement;
    }
    if (!clipped && right - w > over) { over = right - w; worst = e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ')[0] : ''); }
  }
}
return [d.scrollWidth - w, worst, Math.round(over)];
"""


def overflow(driver):
    """How far the page scrolls sideways (CSS px), and the widest element that sticks out."""
    return driver.execute_script(OVERFLOW)


if __name__ == "__main__":
    site = sys.argv[1]
    c = crawl(site)
    print("crawl: %d pages, %d reachable from index.html, %d local links: %d missing targets, "
          "%d empty files, %d broken #fragments" % (len(c["pages"]), len(c["reached"]), c["links"],
                                                    len(c["missing"]), len(c["empty"]), len(c["fragments"])))
    for k in ("missing", "empty", "fragments"):
        for x in c[k][:8]:
            print("  %s: %s" % (k, x))
    if len(sys.argv) > 2:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import browser
        js = open(sys.argv[2], encoding="utf-8").read()
        d = browser.start()
        try:
            nodes, pages_bad, rules, wide = 0, 0, {}, []
            for p in c["pages"]:
                d.get("file://" + p)
                v = serious(axe(d, js))
                nodes += sum(x[2] for x in v)
                pages_bad += bool(v)
                for x in v:
                    rules[x[0]] = rules.get(x[0], 0) + x[2]
                phone(d)
                d.get("file://" + p)
                o = overflow(d)
                if o[0] > 0:
                    wide.append("%s (+%d px, %s)" % (os.path.relpath(p, site), o[0], o[1]))
                phone(d, False)
            print("axe: %d serious or critical nodes on %d of %d pages: %s" % (nodes, pages_bad, len(c["pages"]), rules))
            print("phone: %d of %d pages scroll sideways at 390 px" % (len(wide), len(c["pages"])))
            for w in wide[:10]:
                print("  " + w)
        finally:
            d.quit()
