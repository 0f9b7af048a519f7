#!/usr/bin/env python3
"""The search's speed, as a benchmark (program volume, "The web edition"):
search.html opened from file:// in headless Chromium, each of the browser
test's students' questions typed as a student types it, and the time from
the first key to the first results on the page (a MutationObserver's
clock), RUNS times; also the time the page takes to read its index
(lunr.Index.load) and, opened with ?q=, from the start of navigation to
the results.  The goal: first results within 200 ms of typing.  The rows
go to OUT (one a query, then "median", "max", "index_load_ms",
"open_with_query_ms").

usage: tests/web/bench_search.py SITE OUT [RUNS]
"""
import os, statistics, sys, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402

site, out = sys.argv[1:3]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
if not browser.CHROMIUM or not browser.DRIVER:
    print("bench-search: SKIPPED: no chromium or chromedriver (Debian: chromium, chromium-driver)")
    sys.exit(0)
import reader  # noqa: E402  (needs Selenium)
from selenium.webdriver.common.by import By  # noqa: E402

url = "file://" + os.path.join(os.path.abspath(site), "search.html")
d = browser.start()
rows, loads, opens = [], [], []
try:
    for k in range(runs):
        d.get(url)
        loads.append(d.execute_script("return window.dpSearchLoad"))
        box = d.find_element(By.ID, "dp-q")
        for q, _ in reader.QUERIES:
            reader.type_query(d, box, q)
            ms = reader.first_results_ms(d)
            if ms is not None:
                rows.append((k + 1, q, ms))
        for q, _ in reader.QUERIES[:5]:
            d.get(url + "?q=" + urllib.parse.quote(q))
            opens.append(d.execute_script(
                "const li = document.querySelector('#dp-results li');"
                "return li ? performance.now() : null"))
finally:
    d.quit()
ms = [r[2] for r in rows]
os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
with open(out, "w") as f:
    f.write("# run\tquery\tms_to_first_results\n")
    for r in rows:
        f.write("%d\t%s\t%.1f\n" % r)
    f.write("median\t%.1f\n" % statistics.median(ms))
    f.write("max\t%.1f\n" % max(ms))
    f.write("index_load_ms\t%.1f\n" % statistics.median([x for x in loads if x is not None]))
    f.write("open_with_query_ms\t%.1f\n" % statistics.median([x for x in opens if x is not None]))
print("bench-search: first results %.0f ms after the first key (median of %d), %.0f ms at most; the index read in "
      "%.0f ms; a page opened with ?q= shows results %.0f ms after navigation starts (goal: 200 ms): %s"
      % (statistics.median(ms), len(ms), max(ms), statistics.median([x for x in loads if x is not None]),
         statistics.median([x for x in opens if x is not None]), out))
