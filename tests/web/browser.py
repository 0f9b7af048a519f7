"""Headless Chromium under Selenium, as the web edition's tests start it
(program volume, "The web edition").  The flags keep Chromium from calling
home: on a machine without a network the background services it starts
otherwise make the browser refuse local connections."""
import atexit, os, shutil, tempfile

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
try:
    SCALE = max(1.0, float(os.environ.get("CK_TIMEOUT_MULTIPLIER", "1")))
except ValueError:
    SCALE = 1.0
DRIVER = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)


def start(width=1366, height=900):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    profile = tempfile.mkdtemp(prefix="dp-web-chromium-")
    atexit.register(shutil.rmtree, profile, True)
    o = webdriver.ChromeOptions()
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
              "--disable-component-update", "--disable-sync", "--no-first-run",
              "--disable-dev-shm-usage", "--window-size=%d,%d" % (width, height),
              "--user-data-dir=" + profile):
        o.add_argument(a)
    o.binary_location = CHROMIUM
    o.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(DRIVER), options=o)
    # Limits against a hang, not speed goals: scaled as Check's are
    # (CK_TIMEOUT_MULTIPLIER, which make exports), for a loaded machine.
    d.set_page_load_timeout(60 * SCALE)
    d.set_script_timeout(120 * SCALE)
    return d
