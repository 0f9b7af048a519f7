#!/usr/bin/env python3
"""The live flip map's speed, as a benchmark (program volume, "The web
edition"): the page's widget computes the 256 x 256 map of T = 20 s at
h = 0.01 s RUNS times in headless Chromium from file://, each run beside a
run of dp's two-lane engine on two threads, and the rates go to OUT as a
table (one row per run, then "best" and "median").  The goal of the web
edition's issue is 1.5e7 RK4 steps/s in the page on a 2-core machine.

usage: tests/web/bench_flipmap.py SITE DP OUT [RUNS]
"""
import os, statistics, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402

site, dp, out = sys.argv[1:4]
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
if not browser.CHROMIUM or not browser.DRIVER:
    print("bench-web: SKIPPED: no chromium or chromedriver (Debian: chromium, chromium-driver)")
    sys.exit(0)
page = os.path.join(os.path.abspath(site), "book", "bookch9.html")
for p in sorted(os.listdir(os.path.join(site, "book"))):
    if 'id="dp-flipmap"' in open(os.path.join(site, "book", p), encoding="utf-8").read():
        page = os.path.join(os.path.abspath(site), "book", p)
d = browser.start()
rows = []
try:
    d.get("file://" + page)
    d.execute_async_script("const done = arguments[0]; dpWeb.ready.then(() => done(1), () => done(0));")
    # the map computes only while it is on screen
    d.execute_script("document.getElementById('dp-flipmap').scrollIntoView()")
    for k in range(runs):
        r = d.execute_async_script(
            "const done = arguments[0], f = dpWeb.widgets['dp-flipmap'];"
            "f.compute({ n: 256, T: 20, h: 0.01 }).then(r => done(r), e => done(String(e)));")
        if isinstance(r, str):
            sys.exit("bench-web: the flip map failed in the page: " + r)
        run = subprocess.run([dp, "flipmap", "--size", "128", "--t", "20", "--h", "0.01", "--lanes", "2",
                              "--threads", "2", "-o", os.devnull], capture_output=True, text=True, check=True)
        native = float([l.split("\t")[1] for l in run.stdout.splitlines() if l.startswith("steps_per_s")][0])
        load = os.getloadavg()[0]
        rows.append((r["rate"], native, r["workers"], load))
        print("bench-web: run %d: page %.3e steps/s on %d workers, dp 2 lanes x 2 threads %.3e, ratio %.2f, "
              "load %.2f" % (k + 1, r["rate"], r["workers"], native, r["rate"] / native, load))
finally:
    d.quit()
page_rates = [r[0] for r in rows]
best, median = max(page_rates), statistics.median(page_rates)
os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
with open(out, "w") as f:
    f.write("# run\tpage_steps_per_s\tdp_2lane_2thread_steps_per_s\tratio\tworkers\tload1\tcores\n")
    for k, (p, n, w, l) in enumerate(rows):
        f.write("%d\t%.4g\t%.4g\t%.3f\t%d\t%.2f\t%d\n" % (k + 1, p, n, p / n, w, l, os.cpu_count()))
    f.write("best\t%.4g\n" % best)
    f.write("median\t%.4g\n" % median)
print("bench-web: the page's flip map: best %.3e, median %.3e RK4 steps/s over %d runs (goal 1.5e7: %s); %s"
      % (best, median, runs, "met" if median >= 1.5e7 else "not met", out))
