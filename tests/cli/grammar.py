#!/usr/bin/env python3
"""tests/cli/grammar.py WORKDIR SEED SCALE DP...: dp's parsers fuzzed against
reference grammars written here, independently of dp's C (program volume,
"Under the user's conditions"; run by tests/cli/grammar.cases).

Each reference is the grammar as the manual states it, as Python reads it:
  number   an expression of chapter P2 (numbers, + - * / ^, parentheses, pi,
           e, sqrt sin cos tan exp log), its value finite and not a zero that
           is not exact; evaluated here with Python's float and math
  step     a number, or the names explainer (1/600) and review (0.001)
  integer  a decimal number [+-](digits[.digits]|.digits)[e[+-]digits] whose
           value is whole and within the option's limits
  size     digits, or digits x digits, each within the limits (equal if the
           picture is square)
  slice    digits / digits, 0 <= I < S <= 8192
  t_flip   of a flip map's row: what printf's %.4f writes, (0|[1-9]digits).4
           digits, at most the run's T (exactly T for a pixel that did not flip)
The strings are drawn from a fixed seed: grammar-made, token soups and
mutations of valid ones.  dp reads each through 'dp help --options SUB
--OPT STRING' (the value as read, or its error) or, for t_flip, 'dp
flipmap-merge' on a slice with one field replaced.  Any difference between
dp and the reference is printed, one line each, as 'MISMATCH class: ...';
the last line is 'cases CLASS N ...' with the counts.
"""
import math, os, random, re, subprocess, sys

WORK, SEED, SCALE, DP = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4:]
rng = random.Random(SEED)
os.makedirs(WORK, exist_ok=True)


class Refused(Exception):
    pass


# ---- the expression grammar, as program/20-expr.nw states it
class Expr:
    MAX_LEN, MAX_DEPTH = 1000, 100
    FUNCS = {"sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "tan": math.tan,
             "exp": math.exp, "log": math.log}

    def __init__(self, text):
        self.t, self.i, self.depth = text, 0, 0

    def blanks(self):
        while self.i < len(self.t) and self.t[self.i] in " \t":
            self.i += 1

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else ""

    def value(self):
        if len(self.t.encode("utf-8", "surrogateescape")) > self.MAX_LEN:
            raise Refused("too long")
        v = self.sum()
        self.blanks()
        if self.i != len(self.t):
            raise Refused("trailing")
        return v

    @staticmethod
    def arith(op, a, b):
        if (op == "/" and b == 0) or (op == "^" and a == 0 and b < 0):
            raise Refused("division by zero")
        try:
            v = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
                 "/": lambda: a / b, "^": lambda: math.pow(a, b)}[op]()
        except (ValueError, OverflowError, ZeroDivisionError):
            raise Refused("not finite")
        if v == 0 and a != 0 and (op in "^/" or (op == "*" and b != 0)):
            raise Refused("underflow")
        if math.isnan(v) or math.isinf(v):
            raise Refused("not finite")
        return v

    def sum(self):
        a = self.product()
        while True:
            self.blanks()
            op = self.peek()
            if op not in ("+", "-") or op == "":
                return a
            self.i += 1
            a = self.arith(op, a, self.product())

    def product(self):
        a = self.unary()
        while True:
            self.blanks()
            op = self.peek()
            if op not in ("*", "/") or op == "":
                return a
            self.i += 1
            a = self.arith(op, a, self.unary())

    def unary(self):
        self.blanks()
        self.depth += 1
        if self.depth > self.MAX_DEPTH:
            raise Refused("too deep")
        if self.peek() in ("-", "+") and self.peek() != "":
            neg = self.peek() == "-"
            self.i += 1
            v = self.unary()
            v = -v if neg else v
        else:
            v = self.power()
        self.depth -= 1
        return v

    def power(self):
        a = self.primary()
        self.blanks()
        if self.peek() != "^":
            return a
        self.i += 1
        return self.arith("^", a, self.unary())

    def number(self):
        m = re.compile(r"[0-9]*(\.[0-9]*)?").match(self.t, self.i)
        q = m.end()
        if q - self.i == 1 and self.t[self.i] == ".":
            raise Refused("expected a digit")
        e = re.compile(r"[eE][+-]?[0-9]+").match(self.t, q)
        if e:
            q = e.end()
        if q == self.i + 1 and self.t[self.i] == "0" and self.t[q:q + 1] in ("x", "X"):
            raise Refused("hexadecimal")
        text = self.t[self.i:q]
        x = float(text)
        if math.isinf(x):
            raise Refused("too large")
        mant = re.split(r"[eE]", text)[0]
        if x == 0 and re.search(r"[1-9]", mant):
            raise Refused("too small")
        self.i = q
        return x

    def primary(self):
        self.blanks()
        c = self.peek()
        if c and (c in "0123456789."):
            return self.number()
        if c == "(":
            self.i += 1
            v = self.sum()
            self.blanks()
            if self.peek() != ")":
                raise Refused("unclosed")
            self.i += 1
            return v
        m = re.compile(r"[A-Za-z_][A-Za-z0-9_]*").match(self.t, self.i)
        if not m:
            raise Refused("expected a number")
        name = m.group()
        self.i = m.end()
        if name == "pi":
            return math.pi
        if name == "e":
            return math.e
        if name in self.FUNCS:
            self.blanks()
            if self.peek() != "(":
                raise Refused("expected (")
            self.i += 1
            x = self.sum()
            self.blanks()
            if self.peek() != ")":
                raise Refused("expected )")
            self.i += 1
            try:
                v = self.FUNCS[name](x)
            except (ValueError, OverflowError):
                raise Refused("not finite")
            if name == "exp" and v == 0:
                raise Refused("underflow")
            if math.isnan(v) or math.isinf(v):
                raise Refused("not finite")
            return v
        raise Refused("unknown name")


def ref_number(s):
    if re.match(r"[+-]?0[xX]", s):
        raise Refused("hexadecimal")
    return Expr(s).value()


def ref_step(s):
    if s == "explainer":
        return 1.0 / 600
    if s == "review":
        return 0.001
    return ref_number(s)


def ref_integer(lo, hi):
    def ref(s):
        if not re.fullmatch(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?", s):
            raise Refused("not an integer")
        if re.fullmatch(r"[+-]?[0-9]+", s):
            v = int(s)
        else:
            x = float(s)
            if math.isinf(x) or x != math.floor(x):
                raise Refused("not whole")
            v = int(x)
        if not lo <= v <= hi:
            raise Refused("range")
        return float(v)
    return ref


def ref_size(lo, hi, square):
    def ref(s):
        if len(s) >= 4096 or not re.fullmatch(r"[0-9]+(x[0-9]+)?", s):
            raise Refused("not a size")
        w, _, h = s.partition("x")
        w, h = int(w), int(h or w)
        if not (lo <= w <= hi and lo <= h <= hi) or (square and w != h):
            raise Refused("range")
        return float(w)
    return ref


def ref_slice(s):
    if not re.fullmatch(r"[0-9]+/[0-9]+", s):
        raise Refused("not a slice")
    i, n = (int(x) for x in s.split("/"))
    if not 0 <= i < n <= 8192:
        raise Refused("range")
    return None


# ---- dp's side
def run(args, cwd=WORK):
    p = subprocess.run(DP + args, cwd=cwd, capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def dp_reads(sub, opt, s):
    """(True, value or None) if dp reads s as --opt of sub, (False, message) if not."""
    rc, out, err = run(["help", "--options", sub, opt, s])
    if rc == 0:
        for line in out.splitlines():
            f = line.split("\t")
            if f[0] == opt:
                return True, (None if f[3] == "-" or "x" in f[3] else float(f[3]))
        return True, None
    lines = [l for l in err.splitlines() if l]
    if rc != 2 or len(lines) != 1 or not lines[0].startswith("dp: error: "):
        return None, "exit %d, stderr %r" % (rc, err[:200])
    return False, lines[0]


# ---- the strings
TOKENS = ["0", "1", "2", "7", "9", "00", "10", "123", ".", ".", "e", "E", "+", "-", "*", "/",
          "^", "(", ")", " ", "\t", "pi", "e", "sqrt(", "sin(", "cos(", "tan(", "exp(", "log(",
          "x", "0x", "nan", "inf", "Infinity", ",", "_", "1e-400", "1e400", "4.9e-324", "1e308",
          "2.5", "1/600", "explainer", "review", "1.2.3", "..", "e5", "5e", "1e+", "\u00b5",
          "\u0661", "1_0", "#", "=", "--", "1e-200", "abc"]


def expr_gen(depth=0):
    k = rng.randrange(9 if depth < 3 else 3)
    if k == 0:
        return rng.choice(["1", "2", "3.5", "0.25", "600", ".5", "5.", "1e3", "2E-3", "1e-10",
                           "180", "9.81", "0", "1e300", "4.9e-324", "1e-320"])
    if k == 1:
        return rng.choice(["pi", "e"])
    if k == 2:
        return "%d" % rng.randrange(100)
    if k == 3:
        return "-" + expr_gen(depth + 1)
    if k == 4:
        return "(" + expr_gen(depth + 1) + ")"
    if k == 5:
        return rng.choice(["sqrt", "sin", "cos", "tan", "exp", "log"]) + "(" + expr_gen(depth + 1) + ")"
    op = rng.choice("+-*/^")
    sp = rng.choice(["", "", " ", "\t"])
    return expr_gen(depth + 1) + sp + op + sp + expr_gen(depth + 1)


def mutate(s):
    s = list(s)
    for _ in range(rng.randrange(1, 4)):
        k = rng.randrange(4)
        c = rng.choice("0123456789.eE+-*/^() \txp_,")
        if k == 0 and s:
            s[rng.randrange(len(s))] = c
        elif k == 1:
            s.insert(rng.randrange(len(s) + 1), c)
        elif k == 2 and s:
            del s[rng.randrange(len(s))]
        else:
            i = rng.randrange(len(s) + 1)
            s[i:i] = list(rng.choice(TOKENS))
    return "".join(s)


def soup():
    return "".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 8)))


def draws(n, valid):
    out = []
    for k in range(n):
        r = k % 4
        out.append(valid() if r == 0 else mutate(valid()) if r == 1 else soup() if r == 2
                   else mutate(soup()))
    return out


def decimal():
    sign = rng.choice(["", "", "+", "-"])
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randrange(1, 11)))
    frac = rng.choice(["", "", "." + "".join(rng.choice("0123456789") for _ in range(rng.randrange(0, 4)))])
    exp = rng.choice(["", "", "e" + rng.choice(["", "+", "-"]) + str(rng.randrange(0, 12))])
    return sign + digits + frac + exp


def size_like():
    a = str(rng.choice([1, 8, 99, 100, 128, 480, 4000, 4001, 8192, 8193, 0, 10 ** 12]))
    return a if rng.random() < 0.5 else a + "x" + str(rng.choice([1, 100, 360, 480, 4000, 9999]))


def slice_like():
    return "%d/%d" % (rng.choice([0, 1, 2, 7, 8191, 8192, 10 ** 20]), rng.choice([0, 1, 2, 8, 8192, 8193]))


mismatches = 0
counts = {}


def check(cls, sub, opt, s, ref, exact=True):
    global mismatches
    counts[cls] = counts.get(cls, 0) + 1
    try:
        want = (True, ref(s))
    except Refused as e:
        want = (False, str(e))
    except (ValueError, OverflowError, RecursionError) as e:
        want = (False, "python: %s" % e)
    got = dp_reads(sub, opt, s)
    bad = None
    if got[0] is None:
        bad = "dp did not answer with a value or one error line: %s" % got[1]
    elif got[0] != want[0]:
        bad = "dp %s, the grammar %s (%s)" % ("accepts" if got[0] else "refuses: " + got[1],
                                              "accepts" if want[0] else "refuses", want[1])
    elif got[0] and want[1] is not None and got[1] is not None and exact and got[1] != want[1] \
            and not (math.isnan(got[1]) and math.isnan(want[1])):
        bad = "dp reads %r, the grammar %r" % (got[1], want[1])
    if bad:
        mismatches += 1
        print("MISMATCH %s: dp %s %s %r: %s" % (cls, sub, opt, s, bad))


n = lambda k: max(1, int(k * SCALE))
for s in draws(n(1200), expr_gen):
    check("fuzz-number", "simulate", "--t", s, ref_number)
for s in draws(n(200), lambda: rng.choice(["explainer", "review", "1/600", expr_gen()])):
    check("fuzz-step", "predict", "--h", s, ref_step)
for s in draws(n(300), decimal):
    check("fuzz-integer", "check-solve", "--n", s, ref_integer(1, 100000000))
for s in draws(n(150), size_like):
    check("fuzz-size", "flipmap", "--size", s, ref_size(1, 8192, True))
for s in draws(n(150), size_like):
    check("fuzz-size", "animate", "--size", s, ref_size(100, 4000, False), exact=False)
for s in draws(n(150), slice_like):
    check("fuzz-slice", "flipmap", "--slice", s, ref_slice)

# ---- t_flip of a flip map's row, through dp flipmap-merge
T = "10"
rc, _, err = run(["flipmap", "--size", "8", "--t", T, "--slice", "0/1", "-o", "base0.tsv"])
lines = open(os.path.join(WORK, "base0.tsv"), encoding="utf-8").read().split("\n")
rows = [i for i, l in enumerate(lines) if l and not l.startswith("#") and "\t" in l]
flipped = [i for i in rows if lines[i].split("\t")[3] in ("2", "3")]
still = [i for i in rows if lines[i].split("\t")[3] == "1"]
TPIX = "%.4f" % float(T)


def ref_tflip(cls_digit):
    def ref(s):
        if not re.fullmatch(r"(0|[1-9][0-9]*)\.[0-9]{4}", s):
            raise Refused("not %.4f")
        if float(s) > float(T):
            raise Refused("later than T")
        if cls_digit == "1" and s != TPIX:
            raise Refused("a pixel that did not flip has T")
        return None
    return ref


def tflip_like():
    return rng.choice(["%.4f" % rng.uniform(0, 12), "0.%04d" % rng.randrange(10000), TPIX, "10.0000",
                       "9.9999", "00.5000", "01.2345", "1.23456", "1.234", "1.2.3456", "1..2345",
                       "1.2345e0", "+1.2345", "-1.2345", ".1234", "1.", "1e1", "١.2345"])


for s in draws(n(300), tflip_like):
    if "\t" in s or "\n" in s or "\0" in s:
        continue
    i = rng.choice(flipped if rng.random() < 0.6 else still)
    f = lines[i].split("\t")
    f[2] = s
    mutated = lines[:i] + ["\t".join(f)] + lines[i + 1:]
    with open(os.path.join(WORK, "m0.tsv"), "w", encoding="utf-8", newline="") as fh:
        fh.write("\n".join(mutated))
    counts["fuzz-tflip"] = counts.get("fuzz-tflip", 0) + 1
    try:
        ref_tflip(f[3])(s)
        want = True
    except Refused:
        want = False
    rc, _, err = run(["flipmap-merge", "--slices", "1", "--in", "m{}.tsv", "-o", "merged.tsv"])
    got = rc == 0
    if rc not in (0, 2) or got != want:
        mismatches += 1
        print("MISMATCH fuzz-tflip: t_flip %r in a row of class %s: dp %s (exit %d: %s), the grammar %s"
              % (s, f[3], "accepts" if got else "refuses", rc, err.strip()[:150],
                 "accepts" if want else "refuses"))

print("cases " + " ".join("%s %d" % kv for kv in sorted(counts.items())) + " mismatches %d" % mismatches)
