#!/usr/bin/env python3
"""The web edition in a real browser, read as a student and an auditor read
it (program volume, "The web edition").

usage: tests/web/test_web.py SITE DP LIBDPWEB SHOTS [FLIPMAP_TSV [AXE_JS]]

Headless Chromium, driven by Selenium, checks:
  - the crawl: every page reachable from index.html, no missing target, no
    empty file, no #fragment that its page does not hold;
  - every page loads from http:// and from file:// with no console error;
  - axe-core (AXE_JS, pinned by tools/deps) on every page: no serious or
    critical violation, in the light and (on the chapter pages) the dark
    colours;
  - every page at a phone's width (390 x 844 CSS px): nothing scrolls the
    page sideways, no figure drawn below 85% of its printed size;
  - the search, from file://;
  - the widgets: the page's presets are `dp presets`; each preset stepped in
    the page reproduces `dp simulate` (to 1e-12 of the native glue, and to
    dp's 12 digits); an expression is read as dp reads it; a share link
    reopens the same state bit for bit; a half-typed value leaves the last
    good case running with its message (the freeze); two widgets on one
    page keep apart (the shared-state case); a reader who prefers reduced
    motion starts them with a click; a copy button copies only the code;
  - the flip map: computed in the page on web workers, the same bits as
    the native glue and dp flipmap's figure data (FLIPMAP_TSV), at >= 1.5e7
    RK4 steps/s; a click on a pixel starts that pendulum beside it;
  - a frame's work fits at 60 frames/s.
It saves screenshots to SHOTS: the front page, a chapter on a phone, the
flip map and each widget.  Where Chromium, chromedriver or Selenium is
missing, it prints SKIPPED and why, and exits 0: it never passes silently.
"""
import ctypes, functools, glob, http.server, math, os, socketserver, subprocess, sys, threading, time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import site_audit  # noqa: E402
import browser  # noqa: E402
import reader  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "web"))
import searchindex  # noqa: E402

site, dp, libpath, shots = sys.argv[1:5]
flip_tsv = sys.argv[5] if len(sys.argv) > 5 else None
axe_path = sys.argv[6] if len(sys.argv) > 6 else None
site = os.path.abspath(site)


def skip(why):
    print("web-check: SKIPPED: %s; the web edition was NOT tested in a browser" % why)
    print("web-check: 0 passed, 0 failed, 1 skipped")
    sys.exit(0)


try:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError as e:
    skip("Selenium cannot be imported by %s (%s; Debian: python3-selenium)" % (sys.executable, e))
if not browser.CHROMIUM or not browser.DRIVER:
    skip("no %s (Debian: chromium, chromium-driver)" % ("chromium" if not browser.CHROMIUM else "chromedriver"))

passed, failed, skipped = 0, 0, 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("web-check: ok: " + what)
    else:
        failed += 1
        print("web-check: FAILED: " + what)
    sys.stdout.flush()


# ---------------------------------------------------------------- the crawl
c = site_audit.crawl(site)
check(len(c["reached"]) == len(c["pages"]),
      "crawl: %d of %d pages reachable from index.html%s" % (len(c["reached"]), len(c["pages"]),
      "".join("\n  not reached: " + os.path.relpath(p, site) for p in sorted(set(c["pages"]) - set(c["reached"]))[:10])))
for k, what in (("missing", "missing targets"), ("empty", "empty files"), ("fragments", "broken #fragments")):
    check(not c[k], "crawl: %d %s in %d local links%s" % (len(c[k]), what, c["links"],
                                                          "".join("\n  " + x for x in c[k][:10])))


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


server = socketserver.TCPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = "http://127.0.0.1:%d/" % server.server_address[1]
try:
    d = browser.start()
except Exception as e:
    skip("Chromium does not start under chromedriver (%s)" % str(e).splitlines()[0])


def fileurl(rel):
    return "file://" + os.path.join(site, rel)


def load(url):
    d.get(url)
    ready = d.execute_async_script(
        "const done = arguments[0];"
        "if (!window.dpWeb) { done('no widgets'); return; }"
        "dpWeb.ready.then(() => done('ready'), e => done('failed: ' + e));")
    errors = [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE"]
    return ready, errors


def media(features):
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


try:
    pages = sorted(os.path.relpath(p, site) for p in c["pages"])
    # ------------------------------------------------------------ loads
    widget_page, bad = {}, []
    for rel in pages:
        # Every page as a file, as a reader opens the folder; from a server
        # the pages whose scripts do something (the module, the search).
        scripted = rel in ("index.html", "live.html", "search.html") or any(
            k in open(os.path.join(site, rel), encoding="utf-8").read() for k in ('class="dp-widget"',))
        for url in ((base + rel,) if scripted else ()) + (fileurl(rel),):
            ready, errors = load(url)
            if ready.startswith("failed") or errors:
                bad.append("%s: %s %s" % (url, ready, errors[:3]))
        for k in ("pendulum", "drift", "twins", "flipmap"):
            if d.find_elements(By.ID, "dp-" + k) and "live.html" not in rel:
                widget_page[k] = rel
    check(not bad, "%d pages load as files (and those with widgets from http://) with no console error%s"
          % (len(pages), "".join("\n  " + b for b in bad)))
    check(sorted(widget_page) == ["drift", "flipmap", "pendulum", "twins"],
          "the four widgets are on their chapters' pages: %s" % widget_page)

    # ------------------------------------------------------------ axe-core
    if not axe_path or not os.path.exists(axe_path):
        skipped += 1
        print("web-check: SKIPPED: the accessibility audit: no axe-core at %s (tools/deps installs it "
              "from npm; no npm or no network here)" % axe_path)
    else:
        js = open(axe_path, encoding="utf-8").read()
        found, nodes = [], 0
        for rel in pages:
            d.get(fileurl(rel))
            for v in site_audit.serious(site_audit.axe(d, js)):
                nodes += v[2]
                found.append("%s: %s (%s, %d nodes: %s)" % (rel, v[0], v[1], v[2], v[3]))
        check(not found, "axe-core: %d serious or critical nodes on %d pages%s"
              % (nodes, len(pages), "".join("\n  " + f for f in found[:15])))
        media([{"name": "prefers-color-scheme", "value": "dark"}])
        found = []
        for rel in [p for p in pages if "ch" in os.path.basename(p)][:6] + ["index.html", "live.html"]:
            d.get(fileurl(rel))
            bg = d.execute_script("return getComputedStyle(document.body).backgroundColor")
            for v in site_audit.serious(site_audit.axe(d, js)):
                found.append("%s: %s (%d nodes: %s)" % (rel, v[0], v[2], v[3]))
        media([])
        check(not found and bg != "rgb(255, 255, 255)",
              "dark mode follows the reader's setting (background %s) with no serious axe-core violation%s"
              % (bg, "".join("\n  " + f for f in found[:10])))

    # ------------------------------------------------------------ phone
    site_audit.phone(d)
    wide, small = [], []
    for rel in pages:
        d.get(fileurl(rel))
        o = site_audit.overflow(d)
        if o[0] > 0:
            wide.append("%s (+%d px, %s)" % (rel, o[0], o[1]))
        for f in d.execute_script(
                "return Array.from(document.querySelectorAll('img.dp-fig')).filter(i => i.getAttribute('width'))"
                ".map(i => [i.getAttribute('src'), i.getBoundingClientRect().width / Number(i.getAttribute('width'))])"):
            if f[1] < 0.849:
                small.append("%s: %s at %.2f" % (rel, f[0], f[1]))
    site_audit.phone(d, False)
    check(not wide, "phone (390 x 844): %d of %d pages scroll sideways%s"
          % (len(wide), len(pages), "".join("\n  " + w for w in wide[:10])))
    check(not small, "phone: every figure at 85%% of its printed size or more (labels of 11 pt at 12.5 px, "
          "of 9 pt at 10.2 px)%s" % "".join("\n  " + s for s in small[:10]))

    # ------------------------------------------------------------ search
    d.get(fileurl("search.html") + "?q=Lyapunov+exponent")
    time.sleep(1)
    hits = d.execute_script("return Array.from(document.querySelectorAll('#dp-results a')).map(a => a.href)")
    # (a file:// address is percent-encoded: a checkout in '/srv/a b' has %20)
    first = urllib.parse.unquote(urllib.parse.urlparse(hits[0]).path) if hits else ""
    check(len(hits) > 3 and os.path.exists(first),
          "search from file:// for 'Lyapunov exponent': %d sections, the first %s" % (len(hits), os.path.relpath(first, site) if first else "-"))
    d.get(fileurl("book/bookch1.html"))
    box = d.find_element(By.ID, "dp-q")
    box.send_keys("Gauss-Legendre" + Keys.ENTER)
    time.sleep(1)
    n = d.execute_script("return document.querySelectorAll('#dp-results li').length")
    check(n > 0 and "search.html" in d.current_url, "the search box of a chapter page leads to %d results" % n)

    # ------------------------------------------------------------ presets
    load(base + widget_page["pendulum"])
    page_presets = d.execute_script("return dpWeb.module.presets()")
    rows = [l.split("\t") for l in subprocess.run([dp, "presets", "--format", "tsv"], check=True,
            capture_output=True, text=True).stdout.splitlines() if l and not l.startswith("#")]
    mine = [[p["name"], p["model"]] + ["%.10g" % v for v in p["values"][1:]] + [p["source"], p["shows"]]
            for p in page_presets]
    check(mine == rows, "the page's %d presets are `dp presets` (names, models, values, sources)" % len(rows))

    # ------------------------------------------------------------ dp simulate
    lib = ctypes.CDLL(os.path.abspath(libpath))
    lib.dpw_buffer.restype = ctypes.POINTER(ctypes.c_double)
    lib.dpw_step.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_double]
    lib.dpw_text.restype = ctypes.POINTER(ctypes.c_char)
    lib.dpw_flip_rows.restype = ctypes.c_double
    lib.dpw_flip_rows.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_double, ctypes.c_double]
    lib.dpw_flip_t.restype = ctypes.POINTER(ctypes.c_double)
    lib.dpw_flip_cls.restype = ctypes.POINTER(ctypes.c_byte)
    buf = lib.dpw_buffer()

    def native(name, method, n=600):
        i = [p["name"] for p in page_presets].index(name)
        lib.dpw_preset_values(i)
        if lib.dpw_start(0, method) != 0:
            return None
        lib.dpw_step(0, n, 1 / 600)
        lib.dpw_read(0)
        return [buf[j] for j in range(8)]

    def printed_tol(x):
        return 0.5 * 10.0 ** (math.floor(math.log10(abs(x))) - 11) if x else 0

    worst, worst_case, identical, cases = 0.0, "", 0, 0
    for method, kind, which in ((0, "pendulum", 0), (1, "drift", 1)):
        load(base + widget_page[kind])
        mname = ("rk4", "gauss4")[method]
        for p in page_presets:
            got = d.execute_script(
                "const w = dpWeb.widgets['dp-%s']; w.running = false; w.choose(arguments[0]);"
                "if (!w.reset() || w.error) return w.msg.textContent || w.error; w.advance(60, false); if (w.error) return w.error;"
                "return dpWeb.module.read(w.slots()[%d]);" % (kind, which), p["name"])
            run = subprocess.run([dp, "simulate", "--preset", p["name"], "--t", "1", "--every", "1",
                                  "--h", "explainer", "--method", mname, "--final"],
                                 capture_output=True, text=True)
            nat = native(p["name"], method)
            if run.returncode != 0 or nat is None or isinstance(got, str):
                check(run.returncode != 0 and nat is None and isinstance(got, str),
                      "%s %s: dp, the native glue and the page all refuse (%s)"
                      % (p["name"], mname, str(got).strip()[:60]))
                continue
            cases += 1
            row = [float(x) for x in run.stdout.splitlines()[-1].split("\t")]
            dp_state, web_state = row[0:5], got[0:5]
            rel = max(abs(a - b) / abs(b) for a, b in zip(web_state[1:], nat[1:5]) if b)
            if rel > worst:
                worst, worst_case = rel, "%s %s" % (p["name"], mname)
            identical += web_state[1:] == nat[1:5]
            ok_native = rel <= 1e-12 and abs(got[0] - 1) < 1e-9
            ok_printed = all(abs(a - b) <= 1e-12 * abs(b) + printed_tol(b) for a, b in zip(web_state, dp_state))
            same_as_dp = ["%.12g" % x for x in nat[1:5]] == run.stdout.splitlines()[-1].split("\t")[1:5]
            check(ok_native and ok_printed and same_as_dp,
                  "%s %s at t = 1 s: page vs native glue %.1e (relative), vs dp's 12 digits %s, "
                  "native glue = dp simulate %s" % (p["name"], mname, rel, "agree" if ok_printed else
                                                    "DISAGREE %s %s" % (web_state, dp_state),
                                                    "yes" if same_as_dp else "NO"))
    print("web-check: measured: largest relative difference page (wasi-libc libm) vs native (glibc libm) "
          "over %d runs of 1 s: %.2e (%s); %d of %d runs bit-identical" % (cases, worst, worst_case, identical, cases))

    # ------------------------------------------------------------ expressions
    load(base + widget_page["pendulum"])
    page_val = d.execute_script("return dpWeb.module.evaluate('180/pi + 2^-1')")
    text = b"180/pi + 2^-1\0"
    ctypes.memmove(lib.dpw_text(), text, len(text))
    check(lib.dpw_eval() == 0 and page_val == buf[0],
          "an angle typed as '180/pi + 2^-1' is read as dp reads it (%r)" % page_val)

    # ------------------------------------------------------------ share links
    for rel, wid in ((widget_page["pendulum"], "dp-pendulum"), ("live.html", "dp-twins"), ("live.html", "dp-drift")):
        load(base + rel)
        before = d.execute_script(
            "const w = dpWeb.widgets[arguments[0]]; w.running = false; w.choose('chaos90');"
            "w.field.th1.value = '90 + 180/pi'; w.reset(); w.advance(123, true); w.draw();"
            "return [w.share(), w.slots().map(k => dpWeb.module.read(k))];", wid)
        d.get("about:blank")
        load(before[0])
        after = d.execute_script("const w = dpWeb.widgets[arguments[0]];"
                                 "return [w.running, w.slots().map(k => dpWeb.module.read(k))]", wid)
        check(after[1] == before[1] and after[0] is False,
              "a share link of %s on %s reopens it paused in the same state, bit for bit (%d steps)"
              % (wid, rel, before[1][0][7]))

    # ------------------------------------------------------------ the freeze
    load(base + widget_page["pendulum"])
    d.execute_script("const w = dpWeb.widgets['dp-pendulum']; if (!w.running) w.toggle();")
    f = d.find_element(By.ID, "dp-pendulum-th1")
    f.clear()
    f.send_keys("12*")        # half typed: no change event yet, the loop reads nothing
    t0 = d.execute_script("return dpWeb.widgets['dp-pendulum'].frames")
    time.sleep(1.0)
    t1 = d.execute_script("return dpWeb.widgets['dp-pendulum'].frames")
    f.send_keys(Keys.TAB)     # the change event: a bad value
    time.sleep(1.0)
    st = d.execute_script("const w = dpWeb.widgets['dp-pendulum']; return [w.frames, w.running, w.error, w.msg.textContent]")
    time.sleep(0.5)
    t3 = d.execute_script("return dpWeb.widgets['dp-pendulum'].frames")
    errors = [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE"]
    check(t1 > t0 and st[1] and not st[2] and "column" in st[3] and t3 > st[0] and not errors,
          "a half-typed value ('12*') leaves the last good case running (%d, then %d more frames) with the message "
          "shown ('%s'), no uncaught error" % (t1 - t0, t3 - st[0], st[3][:70]))
    f.clear()
    f.send_keys("45" + Keys.TAB)
    time.sleep(0.3)
    st = d.execute_script("const w = dpWeb.widgets['dp-pendulum']; return [w.msg.textContent, w.v[6]]")
    check(st == ["", 45], "a good value again restarts the widget with it and clears the message (%r)" % st)

    # ------------------------------------------------------------ two widgets, one page
    load(base + "live.html")
    # (a widget computes only on screen: the drift widget is brought into view)
    d.execute_script("dpWeb.widgets['dp-drift'].root.scrollIntoView()")
    time.sleep(0.5)
    st = d.execute_script(
        "const a = dpWeb.widgets['dp-drift'], b = dpWeb.widgets['dp-twins'];"
        "a.running = false; b.running = false; a.choose('explainer-mass10'); a.reset(); b.choose('chaos120'); b.reset();"
        "const before = b.slots().map(k => dpWeb.module.read(k));"
        "a.running = true;"
        "return new Promise(ok => setTimeout(() => { a.running = false;"
        "  ok([a.slots(), b.slots(), before, b.slots().map(k => dpWeb.module.read(k)), a.frames,"
        "      dpWeb.module.read(a.slots()[0])]); }, 1500));")
    slots_a, slots_b, before, after, frames, drift_rk4 = st
    nat = native("explainer-mass10", 0, frames * 10)
    check(not set(slots_a) & set(slots_b) and before == after and frames > 10 and
          max(abs(x - y) / max(abs(y), 1e-300) for x, y in zip(drift_rk4[1:5], nat[1:5])) <= 1e-12,
          "live.html: the drift and twins widgets have slots of their own (%s, %s); a paused twin stays put "
          "while the drift widget runs %d frames, whose RK4 is its own case (explainer-mass10, to 1e-12)"
          % (slots_a, slots_b, frames))

    # ------------------------------------------------------------ reduced motion
    media([{"name": "prefers-reduced-motion", "value": "reduce"}])
    load(base + widget_page["pendulum"])
    time.sleep(0.5)
    st = d.execute_script("const w = dpWeb.widgets['dp-pendulum']; return [w.running, w.frames, w.pauseBtn.textContent]")
    d.execute_script("dpWeb.widgets['dp-pendulum'].pauseBtn.click()")
    time.sleep(0.6)
    st2 = d.execute_script("const w = dpWeb.widgets['dp-pendulum']; return [w.running, w.frames]")
    media([])
    check(st[0] is False and st[1] == 0 and st[2] == "Run" and st2[0] and st2[1] > 0,
          "with prefers-reduced-motion the widget waits for Run (%r), then runs (%d frames)" % (st, st2[1]))

    # ------------------------------------------------------------ accessible names
    st = d.execute_script(
        "return Array.from(document.querySelectorAll('.dp-widget canvas')).map(c => [c.getAttribute('role'),"
        " c.getAttribute('aria-label'), (document.getElementById(c.getAttribute('aria-describedby')) || {}).textContent || ''])")
    check(st and all(r == "img" and lab and "t = " in desc for r, lab, desc in st),
          "every canvas has a role, a name and a text summary of what it shows (%s)" % (st[0][2][:60] if st else "none"))
    st = d.execute_script(
        "return Array.from(document.querySelectorAll('.dp-widget input[type=text]:not([readonly])')).map(i => "
        "[i.name, (i.labels[0] || {}).textContent])")
    check(st and all(lab and lab.strip() for _, lab in st),
          "every field is labelled as it is shown (%s)" % ", ".join("%s: '%s'" % (n, (l or "").strip()) for n, l in st[:4]))

    # ------------------------------------------------------------ copy button
    load(base + "program/" + [os.path.basename(p) for p in pages if "program/" in p and "ch" in p][0])
    st = d.execute_script(
        "const pres = Array.from(document.querySelectorAll('pre.dp-code'));"
        "return [pres.length, document.querySelectorAll('button.dp-copy').length,"
        " pres.filter(p => /This code is used in|Defines:|Uses |\u2261/.test(dpCopyText(p))).length]")
    check(st[0] > 0 and st[1] == st[0] and st[2] == 0,
          "a copy button on each of the %d chunks of a program page copies only the code (%d copies hold a header "
          "or cross-reference)" % (st[0], st[2]))

    # ------------------------------------------------------------ the flip map
    # (the map computes only while it is on screen: scroll to it first)
    load(fileurl(widget_page["flipmap"]))
    d.execute_script("document.getElementById('dp-flipmap').scrollIntoView()")
    res = d.execute_async_script(
        "const done = arguments[0], f = dpWeb.widgets['dp-flipmap'];"
        "f.compute({ n: 256, T: 20, h: 0.01 }).then(r => done(r), e => done(String(e)));")
    if isinstance(res, str):
        check(False, "the flip map computes in the page: %s" % res)
    else:
        print("web-check: measured: flip map %d x %d, T = %g s, h = %g s in headless Chromium from file://: %.3e RK4 "
              "steps in %.2f s, %.3e steps/s on %d web workers" % (res["n"], res["n"], res["T"], res["h"],
                                                                   res["steps"], res["seconds"], res["rate"], res["workers"]))
        # Speed goals live in benchmarks, not in timed tests: the page's rate
        # against the goal of 1.5e7 is reported, and the check is only a
        # guard against a gross loss (a build without SIMD on one worker runs
        # at about a quarter of dp's two-lane engine on two threads), held
        # to what that engine does at the same moment, whatever the load.
        run = subprocess.run([dp, "flipmap", "--size", "128", "--t", "20", "--h", "0.01", "--lanes", "2",
                              "--threads", "2", "-o", os.devnull], capture_output=True, text=True)
        native_rate = float([l.split("\t")[1] for l in run.stdout.splitlines() if l.startswith("steps_per_s")][0])
        print("web-check: measured: dp flipmap --lanes 2 --threads 2 at the same moment: %.3e steps/s; the page "
              "reaches %.2f of it; the goal of 1.5e7 steps/s is %s" % (native_rate, res["rate"] / native_rate,
              "met" if res["rate"] >= 1.5e7 else "not met (%.2f of it)" % (res["rate"] / 1.5e7)))
        check(res["rate"] >= 0.3 * native_rate,
              "the flip map runs at %.2e RK4 steps/s, %.2f of dp's two-lane engine on two threads at the same "
              "moment (at least 0.3)" % (res["rate"], res["rate"] / native_rate))
    n = 128
    page = d.execute_async_script(
        "const done = arguments[0], f = dpWeb.widgets['dp-flipmap'];"
        "f.compute({ n: %d, T: 20, h: 0.01 }).then(r => done([Array.from(f.t), Array.from(f.cls), r.steps]), "
        "e => done(String(e)));" % n)
    i = [p["name"] for p in page_presets].index("explainer")
    lib.dpw_preset_values(i)
    nsteps = lib.dpw_flip_rows(n, 0, n, 20.0, 0.01)
    nt, nc = lib.dpw_flip_t(), lib.dpw_flip_cls()
    nat_t = [nt[k] for k in range(n * n)]
    nat_c = [nc[k] for k in range(n * n)]
    if isinstance(page, str):
        check(False, "the flip map of %d x %d computes: %s" % (n, n, page))
    else:
        same = sum(1 for k in range(n * n) if page[0][k] == nat_t[k] and page[1][k] == nat_c[k])
        check(same == n * n and page[2] == nsteps,
              "the page's flip map (%d x %d, T = 20 s, h = 0.01 s) is the native glue's bit for bit: %d of %d pixels, "
              "%d = %d RK4 steps" % (n, n, same, n * n, page[2], nsteps))
        if flip_tsv and os.path.exists(flip_tsv):
            rows = [l.split() for l in open(flip_tsv) if l.strip() and not l.startswith("#")]
            agree = sum(1 for k, r in enumerate(rows) if k < n * n and "%.4f" % page[0][k] == r[2]
                        and str(page[1][k]) == r[3])
            check(len(rows) == n * n and agree == n * n,
                  "the page's flip map is `dp flipmap --size 128 --t 20 --h 0.01` (the book's figure data, %s): "
                  "%d of %d pixels, times to dp's 4 decimals and classes" % (os.path.relpath(flip_tsv), agree, len(rows)))
    st = d.execute_script(
        "const f = dpWeb.widgets['dp-flipmap'], c = f.canvas, r = c.getBoundingClientRect();"
        "c.scrollIntoView();"
        "return [r.width, r.height];")
    canvas = d.find_element(By.CSS_SELECTOR, "#dp-flipmap canvas.dp-map")
    from selenium.webdriver.common.action_chains import ActionChains
    w, h = canvas.size["width"], canvas.size["height"]
    # The pixel (j, i) = (96, 100) of 128: theta1 = -180 + 96.5 * 360/128.
    ActionChains(d).move_to_element_with_offset(canvas, int((96.5 / n - 0.5) * w), int(((n - 1 - 100 + 0.5) / n - 0.5) * h)).click().perform()
    time.sleep(0.5)
    st = d.execute_script("const p = dpWeb.widgets['dp-flipmap-pendulum'];"
                          "return [p.field.th1.value, p.field.th2.value, p.running, p.v[6], p.v[7], p.frames]")
    check(st[0] == "%.15g" % (-180 + 96.5 * 360 / n) and float(st[1]) == -180 + 100.5 * 360 / n and st[2] and st[5] > 0,
          "a click on the flip map's pixel (96, 100) starts that pendulum beside it: th1 = %s, th2 = %s, running" % (st[0], st[1]))

    # ------------------------------------------------------------ frame rate
    load(base + widget_page["pendulum"])
    d.execute_script("const w = dpWeb.widgets['dp-pendulum']; if (!w.running) w.toggle();")
    time.sleep(6)
    fps, work, frames = d.execute_script(
        "const w = dpWeb.widgets['dp-pendulum'];"
        "return [w.fps, w.work.reduce((a, b) => a + b, 0) / w.work.length, w.frames];")
    print("web-check: measured: Chapter 1 widget in headless Chromium: %.1f frames/s, %.2f ms of work "
          "per frame (10 steps, trail, drawing; the budget at 60 frames/s is 16.7 ms), %d frames"
          % (fps, work, frames))
    check(work < 1000 / 60, "a frame's work fits in a 60 frames/s budget (%.2f ms < 16.7 ms)" % work)

    # ------------------------------------------------------------ a student's path
    # Reading order, from the front page, on a laptop and on a phone.
    for ok, what in reader.reading_order(d, site, fileurl, phone=lambda on: site_audit.phone(d, on)):
        check(ok, what)
    # Every command a page shows, copied as a reader copies it, run through dp.
    for ok, what in reader.commands(d, site, pages, dp, fileurl):
        check(ok, what)
    # The search: the students' questions, the spellings, the normalizer.
    results, times = reader.search(d, site, fileurl)
    for ok, what in results:
        check(ok, what)
    if times:
        ms = sorted(t for _, t in times)
        print("web-check: measured: search as you type from file://: first results %.0f ms after the first key "
              "(median of %d queries), %.0f ms at most; the benchmark is make bench-web" % (ms[len(ms) // 2], len(ms), ms[-1]))
    d.get(fileurl("search.html"))
    titles = d.execute_script("return DP_SEARCH.docs.map(x => x[0]).concat(DP_SEARCH.docs.map(x => x[3]).slice(0, 60))")
    hard = ["Hamilton’s", "L’Hôpital’s rule", "Poincaré–Birkhoff", "dp_accel(s, p)", "1.5e-3 s.", "e.g. x.y_z",
            "ΔE/E₀", "naïve", "ﬁnd", "Ⅻ", "–summary --summary", "Å", "x'''y", "don’t", "‐‑‒―−－"]
    ok, what = reader.normalizer_agrees(d, fileurl, titles + hard, searchindex.normalize)
    check(ok, what)

    # ------------------------------------------------------------ bad input in every field
    # Every text field of every widget takes each bad value (the change
    # event, or the flip map's button): each gets a message, nothing is
    # thrown, nothing goes to the console.
    BAD = ["", "abc", "1/0", "1e400", "((((", "<img src=x onerror=alert(1)>", "9" * 300, "nan", "1,5", "θ", "2 3"]
    FLIP_BAD = BAD + ["0", "-1", "1e9"]
    silent, n_inputs, uncaught = [], 0, []
    for page_key in ("pendulum", "drift", "twins"):
        load(fileurl(widget_page[page_key]))
        d.execute_script("window.dpUncaught = []; addEventListener('error', e => dpUncaught.push(String(e.message)));"
                         "addEventListener('unhandledrejection', e => dpUncaught.push(String(e.reason)));")
        ids = d.execute_script("return Object.keys(dpWeb.widgets).filter(k => dpWeb.widgets[k].field)")
        for wid in ids:
            for k in d.execute_script("return Object.keys(dpWeb.widgets[arguments[0]].field)", wid):
                for v in BAD:
                    n_inputs += 1
                    msg = d.execute_script(
                        "const w = dpWeb.widgets[arguments[0]], f = w.field[arguments[1]], old = f.value;"
                        "w.msg.textContent = ''; f.value = arguments[2]; f.dispatchEvent(new Event('change'));"
                        "const m = w.msg.textContent; f.value = old; f.dispatchEvent(new Event('change')); return m;",
                        wid, k, v)
                    if not msg.strip():
                        silent.append("%s %s=%r" % (wid, k, v[:20]))
        if page_key == "twins":
            for k in ("T", "h"):
                for v in FLIP_BAD:
                    if k == "h" and v == "1e9":
                        v = "1e-9"
                    n_inputs += 1
                    msg = d.execute_async_script(
                        "const done = arguments[3], f = dpWeb.widgets['dp-flipmap'], box = arguments[1] === 'T' ? f.Tf : f.hf;"
                        "const old = box.value; f.msg.textContent = ''; box.value = arguments[2]; f.go.click();"
                        "setTimeout(() => { const m = f.msg.textContent; box.value = old; f.stop(false); done(m); }, 100);",
                        "dp-flipmap", k, v)
                    if not msg.strip():
                        silent.append("dp-flipmap %s=%r" % (k, v[:20]))
        uncaught += d.execute_script("return dpUncaught")
        uncaught += [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE"]
    # the quick checks' fields (a chapter that has one)
    qc_pages = [p for p in pages if 'class="dp-qc"' in open(os.path.join(site, p), encoding="utf-8").read()
                and "data-value" in open(os.path.join(site, p), encoding="utf-8").read()]
    for rel in qc_pages[:3]:
        d.get(fileurl(rel))
        for v in ["", "abc", "1e400", "((("]:
            n_inputs += 1
            msg = d.execute_script(
                "const b = document.querySelector('div.dp-qc[data-value]'), f = b.querySelector('input');"
                "f.value = arguments[0]; b.querySelector('form').requestSubmit(); return b.querySelector('.dp-qc-say').textContent", v)
            if not msg.strip() or msg.startswith("Right"):
                silent.append("%s quick check %r: %r" % (rel, v, msg))
    check(not silent and not uncaught,
          "bad input: %d bad values in every field of every widget and quick check: %d without a message, "
          "%d uncaught errors or console errors%s" % (n_inputs, len(silent), len(uncaught),
                                                      "".join("\n  " + x for x in (silent + uncaught)[:12])))

    # ------------------------------------------------------------ the flip map can be stopped
    load(fileurl(widget_page["flipmap"]))
    d.execute_script("document.getElementById('dp-flipmap').scrollIntoView()")
    st = d.execute_async_script(
        "const done = arguments[0], f = dpWeb.widgets['dp-flipmap'];"
        "let how = 'running';"
        "f.compute({ n: 512, T: 100, h: 0.001 }).then(() => { how = 'finished'; }, e => { how = String(e.message); });"
        "setTimeout(() => { f.stopBtn.click(); setTimeout(() => done([how, f.workers.length, f.status.textContent, f.stopBtn.disabled]), 200); }, 1500);")
    pid = d.service.process.pid
    busy = reader.cores(pid, 2.0)
    check(st[0] == "stopped" and st[1] == 0 and st[2].startswith("Stopped") and st[3],
          "a long flip map (512 x 512, T/h = 1e5) stops at Stop: %s, workers left %d, '%s'; then %.3f of a core "
          "(the page's two other widgets run on screen; scrolled away, the page stays below 0.02: below)"
          % (st[0], st[1], st[2][:60], busy))

    # ------------------------------------------------------------ hostile share links
    HOSTILE = ["dp-pendulum&preset=nope", "dp-pendulum&preset=explainer&steps=1000000000",
               "dp-pendulum&preset=explainer&steps=1e9", "dp-pendulum&preset=explainer&steps=7",
               "dp-pendulum&preset=explainer&steps=-10", "dp-pendulum&%E0%A4%A", "dp-pendulum&preset=explainer&th1=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
               "dp-pendulum&preset=explainer&th1=" + "9" * 500, "dp-pendulum&preset=explainer&foo=1",
               "dp-pendulum&preset=explainer&m1=-1", "dp-pendulum&preset=explainer&preset=chaos90",
               "dp-pendulum&preset=explainer&paused=maybe", "dp-drift&" + "a=1&" * 600, "%"]
    bad = []
    for h in HOSTILE:
        for rel in (widget_page["pendulum"], "live.html"):
            d.get("about:blank")
            t0 = time.monotonic()
            ready, errors = load(fileurl(rel) + "#" + h)
            dt = time.monotonic() - t0
            st = d.execute_script(
                "const w = dpWeb.widgets && dpWeb.widgets[arguments[0]];"
                "const others = Object.values(dpWeb.widgets || {}).filter(x => x !== w && x.field);"
                "const page = document.querySelector('.dp-link-refused');"
                "return [w ? w.msg.textContent : page ? page.textContent : null, w ? w.frames : -1, w ? Boolean(w.v) : !!page,"
                " others.map(x => Boolean(x.v) && !x.error)]", h.split("&")[0])
            expect_msg = h.startswith("dp-")
            if ready != "ready" or errors or dt > 20 * browser.SCALE or (expect_msg and (not st[0] or "refused" not in st[0])) \
                    or (st[0] is not None and not st[2]) or not all(st[3]):
                bad.append("%s on %s: %s, %s, message %r, %.1f s" % (h[:50], rel, ready, errors[:2], st[0], dt))
    check(not bad, "%d hostile or malformed share links, on a chapter and on live.html: each refused with a message, "
          "the widget on its own case, the other widgets running, no error%s"
          % (len(HOSTILE), "".join("\n  " + b for b in bad[:10])))

    # ------------------------------------------------------------ CPU off screen and in a hidden tab
    def running_on_screen(rel, wid):
        load(fileurl(rel))
        d.execute_script("const w = dpWeb.widgets[arguments[0]]; w.root.scrollIntoView(); if (!w.running) w.toggle();", wid)
        time.sleep(1.0)
    running_on_screen(widget_page["pendulum"], "dp-pendulum")
    on, on_w = reader.steady_cores(pid, settle=0.0, windows=3, seconds=1.0)
    d.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    off, off_w = reader.steady_cores(pid)
    # the chaos page: twins running and the flip map computed, then scrolled away
    load(fileurl(widget_page["flipmap"]))
    d.execute_script("document.getElementById('dp-flipmap').scrollIntoView()")
    d.execute_async_script("const done = arguments[0]; dpWeb.widgets['dp-flipmap'].compute({ n: 64, T: 20, h: 0.01 }).then(done, done);")
    d.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    off2, off2_w = reader.steady_cores(pid)
    # a hidden tab: the pendulum page running, then another tab in front
    running_on_screen(widget_page["pendulum"], "dp-pendulum")
    first = d.current_window_handle
    d.switch_to.new_window("tab")
    d.get("about:blank")
    hidden, hidden_w = reader.steady_cores(pid)
    # the same measure of a page with no widget: what the browser costs anyway
    d.get(fileurl([p for p in pages if p.startswith("book/") and "dp-widget" not in
                   open(os.path.join(site, p), encoding="utf-8").read()][0]))
    base_cpu, base_w = reader.steady_cores(pid)
    # The pendulum page is still in its hidden tab during that measure: it
    # measures the hidden tab too, later, when opening the new tab is long
    # past (on a loaded processor that alone took more than the 13 s of the
    # first measure: 0.025 hidden, then 0.000, in one CI run).  Work the
    # hidden page went on doing would be in both.
    hidden = min(hidden, base_cpu)
    d.switch_to.window(first)
    for h_ in d.window_handles:
        if h_ != first:
            d.switch_to.window(h_)
            d.close()
    d.switch_to.window(first)
    fmt = lambda ws: " ".join("%.3f" % x for x in ws)
    print("web-check: measured: the browser's processes (the least of 2 s windows after 3 s): %.3f of a core with the "
          "Chapter 1 widget running on screen (%s), %.3f scrolled off screen (%s), %.3f on the chaos page scrolled past "
          "its widgets (%s), %.3f in a hidden tab (%s), %.3f on a page without widgets (%s)"
          % (on, fmt(on_w), off, fmt(off_w), off2, fmt(off2_w), hidden, fmt(hidden_w), base_cpu, fmt(base_w)))
    check(on > 0.02 and off < 0.02 and off2 < 0.02 and hidden < 0.02,
          "widgets off screen or in a hidden tab stay below 0.02 of a core: %.3f off screen, %.3f past the chaos "
          "widgets, %.3f hidden (%.3f when running on screen: the measure sees the work)" % (off, off2, hidden, on))

    # ------------------------------------------------------------ the student edition's rules
    for ok, what in reader.edition(d, site, fileurl, pages):
        check(ok, what)
    for ok, what in reader.practice(d, site, fileurl, pages):
        check(ok, what)

    # ------------------------------------------------------------ screenshots
    os.makedirs(shots, exist_ok=True)
    d.set_window_size(1366, 900)
    d.get(fileurl("index.html"))
    d.save_screenshot(os.path.join(shots, "front.png"))
    site_audit.phone(d)
    d.get(fileurl(widget_page["drift"]))
    time.sleep(1)
    d.save_screenshot(os.path.join(shots, "chapter-phone.png"))
    site_audit.phone(d, False)
    load(fileurl(widget_page["flipmap"]))
    d.execute_script("document.getElementById('dp-flipmap').scrollIntoView()")
    d.execute_async_script("const done = arguments[0]; dpWeb.widgets['dp-flipmap'].compute({}).then(done, done);")
    e = d.find_element(By.ID, "dp-flipmap")
    d.execute_script("arguments[0].scrollIntoView()", e)
    time.sleep(1)
    e.screenshot(os.path.join(shots, "flipmap.png"))
    for k in ("pendulum", "drift", "twins"):
        load(base + widget_page[k])
        d.execute_script("const w = dpWeb.widgets['dp-%s']; if (!w.running) w.toggle();" % k)
        time.sleep(3)
        e = d.find_element(By.ID, "dp-" + k)
        d.execute_script("arguments[0].scrollIntoView()", e)
        e.screenshot(os.path.join(shots, "%s.png" % k))
    for name in ("front", "chapter-phone", "flipmap", "pendulum", "drift", "twins"):
        path = os.path.join(shots, name + ".png")
        check(os.path.exists(path) and os.path.getsize(path) > 10000, "screenshot: %s" % path)
finally:
    d.quit()
    server.shutdown()

print("web-check: %d passed, %d failed%s" % (passed, failed, ", %d skipped" % skipped if skipped else ""))
sys.exit(1 if failed else 0)
