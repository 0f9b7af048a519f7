#!/usr/bin/env python3
"""The web edition in a real browser (program volume, "The web edition").

usage: tests/web/test_web.py SITE DP LIBDPWEB SHOTS

Headless Chromium, driven by Selenium, opens every page of SITE (build/web)
from a local server (127.0.0.1) and as a file, and checks:
  - no page logs an error to the console;
  - the preset list of the page is `dp presets --format tsv`;
  - each preset, stepped in the page 60 frames of 10 steps of h = 1/600 s
    (1 s), reproduces `dp simulate --t 1 --every 1 --h explainer`, RK4 in
    the Chapter 1 widget and Gauss-Legendre in the integrators widget: to
    a relative 1e-12 against the same glue built natively with glibc
    (LIBDPWEB: full precision), and to the 12 digits that dp prints;
  - an expression typed in a field is read as dp reads it;
  - a share link reopens the widget in the same state, bit for bit;
  - the frame rate of the Chapter 1 widget, and the time a frame takes.
It saves screenshots of the three widgets to SHOTS.  Where Chromium,
chromedriver or Selenium is missing, it prints SKIPPED and why, and exits 0:
it never passes silently.
"""
import ctypes, functools, glob, http.server, math, os, shutil, socketserver, subprocess, sys
import tempfile, threading, time

site, dp, libpath, shots = sys.argv[1:5]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)


def skip(why):
    print("web-check: SKIPPED: %s; the web edition was NOT tested in a browser" % why)
    print("web-check: 0 passed, 0 failed, 1 skipped")
    sys.exit(0)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError as e:
    skip("Selenium cannot be imported by %s (%s; Debian: python3-selenium)" % (sys.executable, e))
if not CHROMIUM or not DRIVER:
    skip("no %s (Debian: chromium, chromium-driver)" % ("chromium" if not CHROMIUM else "chromedriver"))

passed, failed = 0, 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("web-check: ok: " + what)
    else:
        failed += 1
        print("web-check: FAILED: " + what)


# ---------------------------------------------------------------- browser
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


server = socketserver.TCPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = "http://127.0.0.1:%d/" % server.server_address[1]
profile = tempfile.mkdtemp(prefix="dp-web-chromium-")
o = webdriver.ChromeOptions()
for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
          "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1000,1300",
          "--user-data-dir=" + profile):
    o.add_argument(a)
o.binary_location = CHROMIUM
o.set_capability("goog:loggingPrefs", {"browser": "ALL"})
try:
    d = webdriver.Chrome(service=Service(DRIVER), options=o)
except Exception as e:
    skip("Chromium does not start under chromedriver (%s)" % str(e).splitlines()[0])
d.set_page_load_timeout(60)
d.set_script_timeout(120)


def load(url):
    d.get(url)
    ready = d.execute_async_script(
        "const done = arguments[0];"
        "if (!window.dpWeb) { done('no widgets'); return; }"
        "dpWeb.ready.then(() => done('ready'), e => done('failed: ' + e));")
    errors = [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE"]
    return ready, errors


try:
    pages = sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
    widget_page = {}
    bad = []
    for rel in pages:
        for url in (base + rel, "file://" + os.path.abspath(os.path.join(site, rel))):
            ready, errors = load(url)
            if ready.startswith("failed") or errors:
                bad.append("%s: %s %s" % (url, ready, errors[:3]))
        for k in ("pendulum", "drift", "twins"):
            if d.find_elements(By.ID, "dp-" + k) and "live.html" not in rel:
                widget_page[k] = rel
    check(not bad, "%d pages load from http:// and file:// with no console error%s"
          % (len(pages), "".join("\n  " + b for b in bad)))
    check(sorted(widget_page) == ["drift", "pendulum", "twins"],
          "the three widgets are on their chapters' pages: %s" % widget_page)

    # -------------------------------------------------------- presets
    load(base + widget_page["pendulum"])
    page_presets = d.execute_script("return dpWeb.module.presets()")
    rows = [l.split("\t") for l in subprocess.run([dp, "presets", "--format", "tsv"], check=True,
            capture_output=True, text=True).stdout.splitlines() if l and not l.startswith("#")]
    mine = [[p["name"], p["model"]] + ["%.10g" % v for v in p["values"][1:]] + [p["source"], p["shows"]]
            for p in page_presets]
    check(mine == rows, "the page's %d presets are `dp presets` (names, models, values, sources)" % len(rows))

    # -------------------------------------------------------- dp simulate
    lib = ctypes.CDLL(os.path.abspath(libpath))
    lib.dpw_buffer.restype = ctypes.POINTER(ctypes.c_double)
    lib.dpw_step.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_double]
    lib.dpw_text.restype = ctypes.POINTER(ctypes.c_char)
    buf = lib.dpw_buffer()

    def native(name, method):
        i = [p["name"] for p in page_presets].index(name)
        lib.dpw_preset_values(i)
        if lib.dpw_start(0, method) != 0:
            return None
        lib.dpw_step(0, 600, 1 / 600)
        lib.dpw_read(0)
        return [buf[j] for j in range(8)]

    def printed_tol(x):
        return 0.5 * 10.0 ** (math.floor(math.log10(abs(x))) - 11) if x else 0

    worst, worst_case, identical, cases = 0.0, "", 0, 0
    for method, kind, slot in ((0, "pendulum", 0), (1, "drift", 2)):
        load(base + widget_page[kind])
        mname = ("rk4", "gauss4")[method]
        for p in page_presets:
            got = d.execute_script(
                "const w = dpWeb.widgets['dp-%s']; w.running = false; w.choose(arguments[0]); w.reset();"
                "if (w.error) return w.error; w.advance(60, false); if (w.error) return w.error;"
                "return dpWeb.module.read(%d);" % (kind, slot), p["name"])
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
            dp_state = row[0:5]
            web_state = got[0:5]
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

    # -------------------------------------------------------- expressions
    load(base + widget_page["pendulum"])
    page_val = d.execute_script("return dpWeb.module.evaluate('180/pi + 2^-1')")
    text = b"180/pi + 2^-1\0"
    ctypes.memmove(lib.dpw_text(), text, len(text))
    check(lib.dpw_eval() == 0 and page_val == buf[0],
          "an angle typed as '180/pi + 2^-1' is read as dp reads it (%r)" % page_val)

    # -------------------------------------------------------- share link
    load(base + widget_page["pendulum"])
    before = d.execute_script(
        "const w = dpWeb.widgets['dp-pendulum']; w.running = false; w.choose('chaos90');"
        "w.field.th1.value = '90 + 180/pi'; w.reset(); w.advance(123, true); w.draw();"
        "return [w.share(), dpWeb.module.read(0)];")
    d.get("about:blank")
    load(before[0])
    after = d.execute_script("return [dpWeb.widgets['dp-pendulum'].running, dpWeb.module.read(0)]")
    check(after[1] == before[1] and after[0] is False,
          "a share link reopens the widget paused in the same state, bit for bit (%d steps)" % before[1][7])

    # -------------------------------------------------------- frame rate
    load(base + widget_page["pendulum"])
    time.sleep(6)
    fps, work, frames = d.execute_script(
        "const w = dpWeb.widgets['dp-pendulum'];"
        "return [w.fps, w.work.reduce((a, b) => a + b, 0) / w.work.length, w.frames];")
    print("web-check: measured: Chapter 1 widget in headless Chromium: %.1f frames/s, %.2f ms of work "
          "per frame (10 steps, trail, drawing; the budget at 60 frames/s is 16.7 ms), %d frames"
          % (fps, work, frames))
    check(work < 1000 / 60, "a frame's work fits in a 60 frames/s budget (%.2f ms < 16.7 ms)" % work)

    # -------------------------------------------------------- screenshots
    os.makedirs(shots, exist_ok=True)
    for k in ("pendulum", "drift", "twins"):
        load(base + widget_page[k])
        time.sleep(3)
        e = d.find_element(By.ID, "dp-" + k)
        d.execute_script("arguments[0].scrollIntoView()", e)
        path = os.path.join(shots, "%s.png" % k)
        e.screenshot(path)
        check(os.path.getsize(path) > 10000, "screenshot of the %s widget: %s" % (k, path))
finally:
    d.quit()
    server.shutdown()
    shutil.rmtree(profile, ignore_errors=True)

print("web-check: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
