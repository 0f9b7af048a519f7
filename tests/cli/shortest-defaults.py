#!/usr/bin/env python3
"""tests/cli/shortest-defaults.py < TABLE: the defaults of a `dp help
--options` table are shown as a reader would type them.  A number has no
more significant digits than the shortest decimal that reads back as it
(Python's repr), no exponent between 1e-4 and 1e15 (6e+01 for sixty), and
an angle, which dp holds in radians and shows in degrees, at most 12
significant digits (59.999999999999993 for sixty).  Prints each bad row;
exit 1 if any."""
import re
import sys


def digits(text):
    mant = re.split(r"[eE]", text)[0].lstrip("+-").replace(".", "").lstrip("0")
    return len(mant.rstrip("0")) or 1


bad = 0
for line in sys.stdin:
    f = line.rstrip("\n").split("\t")
    if len(f) < 4 or not re.fullmatch(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", f[3]):
        continue
    x = float(f[3])
    why = None
    if digits(f[3]) > digits(repr(x)):
        why = "more digits than %r" % x
    elif re.search(r"[eE]", f[3]) and 1e-4 <= abs(x) < 1e15:
        why = "an exponent for a number a reader writes without one"
    elif f[2] == "angle" and digits(f[3]) > 12:
        why = "an angle in degrees with %d significant digits" % digits(f[3])
    if why:
        print("%s shows %s: %s" % (f[0], f[3], why))
        bad = 1
sys.exit(bad)
