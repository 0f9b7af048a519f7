#!/usr/bin/env python3
"""Recompute every number the book quotes and every claim it checks.

Reads verify/*.tsv (tab-separated; '#' starts a comment line).  Two kinds of
line:

  num    NAME  COMMAND  KEY  FORMAT
  claim  ID  SOURCE  STATEMENT  QUOTED  COMMAND  KEY  TEST  FORMAT  EXPECT  NOTE  [REF]
  check  (the same fields as claim)

A `check` is a claim that is plain arithmetic (a unit conversion, a count):
it is recomputed and guarded like any claim, and listed in the appendix in
one compact table of its own rather than among the findings.  QUOTED is
`none` when the source states a fact but quotes no number (an identity, a
sign): the test then compares with 0 and the appendix shows a dash.

COMMAND is a shell command (usually `dp ...`; build/bin is put first on PATH)
that prints `key<TAB>value` lines; KEY picks one.  FORMAT is a Python format
spec (`.2e`, `.3f`, `d`).  TEST compares the recomputed value r with the quoted
value q:  rel:T  |r-q| <= T|q|;  abs:T  |r-q| <= T;  le  r <= q;  ge  r >= q;
factor:F  q/F <= r <= q*F.  EXPECT is the status the book states:
reproduced (the test must pass), refuted (it must fail), or unreproducible
(COMMAND is '-': nothing can be recomputed; NOTE says why).  The optional
REF is a tighter recomputation of a claim about a trajectory (`COMMAND` or
`COMMAND @KEY`); the appendix says whether the claim holds there too, that
is, whether it is about the pendulum or only about the source's numerics.

A third kind of line makes a table of the book:

  table  NAME  COMMAND  FIELDS  ROWS

COMMAND (run by bash) prints tab-separated rows ('#' lines are skipped);
OUT/tables/NAME.tex gets one LaTeX row 'a & b & ...\\\\' per row, of the
FIELDS (1-based, comma-separated, or '*' for all) as printed, for the ROWS
(comma-separated 1-based ranges 'a-b' or single numbers that must cover every
row, or '*'); a '...' in ROWS is a row of vertical dots across the table.

Writes OUT/numbers.tex (\\dpn macros) and OUT/claims.tex (the appendix).
Exits 1, naming the claim and the values, if any claim's status differs from
the one the book states, or if a command fails; then it writes nothing.
"""
import argparse, concurrent.futures, glob, hashlib, math, os, re, subprocess, sys, threading, time

SEEDS = {
    "blog": "The blog: \\emph{Double Pendulum}, a blog post with a Fortran program \\cite{seed-blog}",
    "review": "The review: \\emph{The double pendulum}, a critical review of a paper \\cite{seed-review}",
    "explainer": "The explainer: \\emph{Double Pendulum.\\ A pendulum on a pendulum}, an interactive page \\cite{seed-explainer}",
    "book": "This book's own claims",
}

def die(msg):
    print("verify: " + msg, file=sys.stderr)
    sys.exit(1)

def parse(files):
    nums, claims, tables = [], [], []
    for path in files:
        with open(path, encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                f = line.split("\t")
                where = f"{path}:{lineno}"
                if f[0] == "num" and len(f) == 5:
                    nums.append(dict(zip(["kind", "name", "cmd", "key", "fmt"], f), where=where))
                elif f[0] == "table" and len(f) == 5:
                    tables.append(dict(zip(["kind", "name", "cmd", "fields", "rows"], f), where=where))
                elif f[0] in ("claim", "check") and len(f) in (11, 12):
                    claims.append(dict(zip(["kind", "id", "source", "statement", "quoted", "cmd",
                                            "key", "test", "fmt", "expect", "note", "ref"], f), where=where))
                else:
                    die(f"{where}: malformed line ({len(f)} fields): {line[:60]}")
    return nums, claims, tables

class Runner:
    """Runs the commands, each once: all of them at the start, in parallel
    (one process per core), and keeps their output.  The output of a plain
    dp command line (no pipes or redirections) is also kept on disk, in
    OUT/verify-cache/, together with the time and size of the dp it came
    from: while dp is the same, a second run of verify reuses it, so that a
    new claim costs only its own command."""
    def __init__(self, dp, cachedir):
        self.texts = {}
        self.env = dict(os.environ)
        # The commands' tools print numbers with a decimal point whatever
        # the user's locale (seq and a shell's printf print 30,0 under a
        # German one, which dp then refuses).
        self.env["LC_ALL"] = "C.UTF-8"
        self.env["PATH"] = os.path.dirname(os.path.abspath(dp)) + os.pathsep + self.env["PATH"]
        st = os.stat(dp)
        self.stamp = "%d %d" % (st.st_mtime_ns, st.st_size)
        self.cachedir = cachedir
        os.makedirs(cachedir, exist_ok=True)
        self.lock = threading.Lock()
        self.running = {}
        self.times = os.path.join(cachedir, "seconds")
        self.seconds = {}
        try:
            with open(self.times, encoding="utf-8") as fh:
                for l in fh:
                    t, _, c = l.rstrip("\n").partition("\t")
                    self.seconds[c] = float(t)
        except (OSError, ValueError):
            self.seconds = {}

    def _cache_file(self, cmd):
        if not re.match(r"^dp [-\w.,:/ =]*$", cmd):
            return None
        return os.path.join(self.cachedir, hashlib.sha1(cmd.encode()).hexdigest())

    def _run(self, cmd):
        # A pipeline that begins with a plain dp command (dp ... | awk ...)
        # reads that command's kept output: the 20,000 s Lyapunov run that
        # a number quotes and two worked examples compute from is run once.
        head, bar, tail = cmd.partition(" | ")
        if bar and self._cache_file(head):
            rc, out, err = self._once(head)
            if rc != 0:
                return rc, out, err
            p = subprocess.run(tail, shell=True, executable="/bin/bash", capture_output=True,
                               text=True, env=self.env, input=out)
            return p.returncode, p.stdout, p.stderr
        return self._once(cmd)

    def _once(self, cmd):
        # Each command runs once, whichever thread asks first; the others wait.
        with self.lock:
            fut = self.running.get(cmd)
            mine = fut is None
            if mine:
                fut = self.running[cmd] = concurrent.futures.Future()
        if mine:
            try:
                fut.set_result(self._run_plain(cmd))
            except BaseException as e:
                fut.set_exception(e)
        return fut.result()

    def _run_plain(self, cmd):
        f = self._cache_file(cmd)
        if f and os.path.exists(f):
            with open(f, encoding="utf-8") as fh:
                stamp, _, out = fh.read().partition("\n")
            if stamp == self.stamp:
                return 0, out, ""
        p = subprocess.run(cmd, shell=True, executable="/bin/bash", capture_output=True,
                           text=True, env=self.env)
        if p.returncode == 0 and f:
            with open(f + ".tmp", "w", encoding="utf-8") as fh:
                fh.write(self.stamp + "\n" + p.stdout)
            os.replace(f + ".tmp", f)
        return p.returncode, p.stdout, p.stderr

    def prefetch(self, cmds):
        todo = [c for c in dict.fromkeys(cmds) if c and c != "-" and c not in self.texts]
        # The longest first, so that no long run is left to end alone on one
        # core: by the seconds each took last time (OUT/verify-cache/seconds),
        # and on a first run by what a long run asks for.
        order = sorted(todo, key=lambda c: -self.seconds.get(c, self.guess(c)))
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as ex:
            for cmd, (rc, out, err) in zip(order, ex.map(self._timed, order)):
                self.texts[cmd] = (rc, out, err)
        with open(self.times + ".tmp", "w", encoding="utf-8") as fh:
            for c, t in sorted(self.seconds.items()):
                fh.write("%.3f\t%s\n" % (t, c))
        os.replace(self.times + ".tmp", self.times)

    @staticmethod
    def guess(cmd):
        long_t = any(float(t) >= 3600 for t in re.findall(r"--t (\d+(?:\.\d*)?)", cmd))
        return (100 * ("--search" in cmd or "--spectrum --m2" in cmd) + 50 * long_t
                + 20 * ("lyapunov" in cmd and "--t " not in cmd) + 10 * ("lyapunov" in cmd)
                + 5 * ("--n 1000000" in cmd))

    def _timed(self, cmd):
        # (A run served from the kept output keeps the seconds of the real one.)
        start, ran = time.monotonic(), self.ran(cmd)
        r = self._run(cmd)
        if ran:
            self.seconds[cmd] = time.monotonic() - start
        return r

    def ran(self, cmd):
        f = self._cache_file(cmd.partition(" | ")[0])
        if not f or not os.path.exists(f):
            return True
        with open(f, encoding="utf-8") as fh:
            return fh.readline().rstrip("\n") != self.stamp

    def text(self, cmd, where):
        if cmd not in self.texts:
            self.prefetch([cmd])
        rc, out, err = self.texts[cmd]
        if rc != 0:
            die(f"{where}: command failed ({rc}): {cmd}\n{err}")
        return out

    def value(self, cmd, key, where):
        kv = {}
        for line in self.text(cmd, where).splitlines():
            if line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) >= 2:
                kv[parts[0]] = parts[1]
        if key not in kv:
            die(f"{where}: command printed no '{key}': {cmd}")
        v = float(kv[key])
        if not math.isfinite(v):
            die(f"{where}: '{key}' is not finite ({kv[key]}): {cmd}")
        return v

def table_tex(t, text):
    """The LaTeX rows of a table line (see the docstring)."""
    data = [l.split("\t") for l in text.splitlines() if l.strip() and not l.startswith("#")]
    if not data:
        die(f"{t['where']}: the command printed no rows: {t['cmd']}")
    try:
        fields = (list(range(len(data[0]))) if t["fields"] == "*"
                  else [int(x) - 1 for x in t["fields"].split(",")])
        spans = [(1, len(data))] if t["rows"] == "*" else [
            None if r == "..." else (int(r.partition("-")[0]), int(r.partition("-")[2] or r))
            for r in t["rows"].split(",")]
    except ValueError:
        die(f"{t['where']}: malformed FIELDS or ROWS")
    covered = [i for s in spans if s for i in range(s[0], s[1] + 1)]
    if covered != list(range(1, len(data) + 1)):
        die(f"{t['where']}: ROWS {t['rows']} do not cover the {len(data)} rows printed")
    out = []
    for s in spans:
        if s is None:
            out.append("\\multicolumn{%d}{c}{$\\vdots$}\\\\" % len(fields))
            continue
        for row in data[s[0] - 1:s[1]]:
            if max(fields) >= len(row):
                die(f"{t['where']}: a row has {len(row)} fields, fewer than FIELDS asks")
            out.append(" & ".join(row[i] for i in fields) + "\\\\")
    return "\n".join(out) + "\n"

def fmt_num(v, spec):
    # FORMAT `SPEC|TEXT` prints TEXT instead of a negative value: a time that
    # never came, which the programs print as -1, becomes `---` in a table.
    spec, bar, negative = spec.partition("|")
    if bar and v < 0:
        return negative
    if spec == "d":
        return r"\num{%d}" % round(v)
    s = format(v, spec)
    return r"\num{%s}" % s

def quoted_value(q):
    if q.strip() == "none":
        return 0.0
    m = re.match(r"^\s*([-+]?[0-9.]+(?:e[-+]?[0-9]+)?)", q.replace("−", "-"))
    return float(m.group(1)) if m else None

def check(test, r, q):
    kind, _, arg = test.partition(":")
    if kind == "rel":
        return abs(r - q) <= float(arg) * abs(q)
    if kind == "abs":
        return abs(r - q) <= float(arg)
    if kind == "le":
        return r <= q
    if kind == "ge":
        return r >= q
    if kind == "factor":
        f = float(arg)
        return q / f <= r <= q * f if q > 0 else q * f <= r <= q / f
    die(f"unknown test '{test}'")

def tex_code(s):
    """A shell command as LaTeX text (for \\texttt)."""
    out = []
    for ch in s:
        out.append({"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&",
                    "#": r"\#", "_": r"\_", "%": r"\%", "^": r"\^{}", "~": r"\~{}",
                    "'": r"\textquotesingle{}", '"': r"\textquotedbl{}", "-": "-{}"}.get(ch, ch))
    return "".join(out)

def tex_escape(s):
    # Statements and notes are LaTeX already (math in $...$); only protect %.
    return s.replace("%", r"\%")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dp", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    files = sorted(f for f in glob.glob(os.path.join(os.path.dirname(__file__), "*.tsv"))
                   if not f.endswith("allowed-numbers.tsv"))   # the number lint's list
    nums, claims, tables = parse(files)
    run = Runner(a.dp, os.path.join(a.out, "verify-cache"))
    run.prefetch([n["cmd"] for n in nums] + [c["cmd"] for c in claims]
                 + [c["ref"].partition(" @")[0] for c in claims if c.get("ref")]
                 + [t["cmd"] for t in tables])
    macros, seen = [], set()
    def define(name, text, where):
        if name in seen:
            die(f"{where}: number '{name}' defined twice")
        seen.add(name)
        macros.append("\\expandafter\\def\\csname dpn@%s\\endcsname{%s}" % (name, text))
    for n in nums:
        v = run.value(n["cmd"], n["key"], n["where"])
        define(n["name"], fmt_num(v, n["fmt"]), n["where"])
    failures, rows = [], []
    for c in claims:
        if c["expect"] not in ("reproduced", "refuted", "unreproducible"):
            die(f"{c['where']}: unknown status '{c['expect']}'")
        q = quoted_value(c["quoted"])
        if c["expect"] == "unreproducible":
            status, shown = "unreproducible", "---"
        else:
            r = run.value(c["cmd"], c["key"], c["where"])
            if q is None:
                die(f"{c['where']}: quoted value '{c['quoted']}' is not a number")
            ok = check(c["test"], r, q)
            status = "reproduced" if ok else "refuted"
            shown = fmt_num(r, c["fmt"])
            define("claim-" + c["id"], shown, c["where"])
            if c.get("ref"):
                rcmd, _, rkey = c["ref"].partition(" @")
                rv = run.value(rcmd, rkey or c["key"], c["where"])
                c["ref_value"] = fmt_num(rv, c["fmt"])
                c["ref_cmd"] = rcmd
                c["ref_holds"] = check(c["test"], rv, q)
                define("ref-" + c["id"], c["ref_value"], c["where"])
            if status != c["expect"]:
                failures.append(f"claim {c['id']} ({c['where']}): \"{c['statement']}\" "
                                f"quoted {c['quoted']}, recomputed {r:.6g}, test {c['test']}: "
                                f"{status}, but the book states {c['expect']}")
        if q is not None and c["quoted"].strip() != "none":
            lit = re.match(r"^\s*([-+]?[0-9.]+(?:e[-+]?[0-9]+)?)", c["quoted"].replace("−", "-")).group(1)
            define("quoted-" + c["id"], r"\num{%s}" % lit, c["where"])
        rows.append((c, shown, status))
    if failures:
        die("claims whose status changed:\n  " + "\n  ".join(failures))
    os.makedirs(os.path.join(a.out, "tables"), exist_ok=True)
    written = []
    for t in tables:
        tex = table_tex(t, run.text(t["cmd"], t["where"]))
        path = os.path.join(a.out, "tables", t["name"] + ".tex")
        if path in (w for w, _ in written):
            die(f"{t['where']}: table '{t['name']}' defined twice")
        written.append((path, "% generated by verify/verify.py from verify/*.tsv: do not edit\n" + tex))
    with open(os.path.join(a.out, "numbers.tex.tmp"), "w") as fh:
        fh.write("% generated by verify/verify.py from verify/*.tsv: do not edit\n")
        fh.write("\n".join(macros) + "\n")
    write_claims(os.path.join(a.out, "claims.tex.tmp"), rows)
    for path, tex in written:
        with open(path + ".tmp", "w") as fh:
            fh.write(tex)
        os.replace(path + ".tmp", path)
    for f in ("numbers.tex", "claims.tex"):
        os.replace(os.path.join(a.out, f + ".tmp"), os.path.join(a.out, f))
    counts = {s: sum(1 for _, _, st in rows if st == s) for s in ("reproduced", "refuted", "unreproducible")}
    print(f"verify: {len(nums)} numbers, {len(rows)} claims: " +
          ", ".join(f"{v} {k}" for k, v in counts.items()))

def claim_row(c, shown, status):
    """A claim's row of the ledger's tables, without the row's end."""
    return "\\refstepcounter{claim}\\label{claim:%s}\\theclaim & %s (%s) & %s & %s & %s" % (
        c["id"], tex_escape(c["statement"]), tex_escape(c["source"]),
        "---" if c["quoted"].strip() == "none" else tex_escape(c["quoted"]), shown,
        {"unreproducible": "not reproducible"}.get(status, status))


def write_claims(path, rows):
    out = []
    w = out.append
    counts = {s: sum(1 for _, _, st in rows if st == s) for s in ("reproduced", "refuted", "unreproducible")}
    w("% generated by verify/verify.py from verify/*.tsv: do not edit")
    w("Every claim the book checks is listed here: what its source says (the "
      "quoted value), what the programs of this book recompute, and the "
      "status that follows.  A claim is \\emph{reproduced} when the recomputed "
      "value passes the stated test against the quoted one, \\emph{refuted} "
      "when it fails it (the note gives the right value and the reason), and "
      "\\emph{not reproducible} when nothing can be recomputed.  "
      "\\texttt{make verify} recomputes them all and fails if any status "
      "changes.  Where a claim is about a trajectory, a second, tighter "
      "integration (a smaller step, or Dormand--Prince at a tolerance of "
      "$10^{-12}$) says whether it holds for the pendulum itself or only for "
      "the numerics of the simulator that produced it.")
    w("")
    w("In all: %d claims, %d reproduced, %d refuted, %d not reproducible." % (
        len(rows), counts["reproduced"], counts["refuted"], counts["unreproducible"]))
    findings = [r for r in rows if r[0]["kind"] == "claim"]
    checks = [r for r in rows if r[0]["kind"] == "check"]
    for seed, title in SEEDS.items():
        group = [r for r in findings if r[0]["source"].split(" ")[0].split(",")[0] == seed]
        if not group:
            continue
        w("\\section*{%s}" % title)
        gc = {s: sum(1 for _, _, st in group if st == s) for s in counts}
        w("%d claims: %d reproduced, %d refuted, %d not reproducible." % (
            len(group), gc["reproduced"], gc["refuted"], gc["unreproducible"]))
        w("{\\small\\begin{longtable}{@{}p{0.06\\textwidth}p{0.36\\textwidth}p{0.13\\textwidth}p{0.13\\textwidth}p{0.16\\textwidth}@{}}")
        w("\\toprule claim & statement (source) & quoted & recomputed & status\\\\ \\midrule \\endhead")
        for c, shown, status in group:
            w(claim_row(c, shown, status) + "\\\\*")
            ref = ""
            if c.get("ref_value"):
                if c["ref_holds"] and status == "reproduced":
                    # The note must not say the opposite of the verdict.
                    if re.search(r"not (of|about) the pendulum", c["note"]):
                        die("claim %s: its note says it is not about the pendulum, but its "
                            "tighter recomputation %s holds" % (c["id"], c["ref_value"]))
                    verdict = "it holds there too: a claim about the pendulum"
                elif status == "reproduced":
                    verdict = "it fails there: a claim about that simulator's numerics, not about the pendulum"
                elif c["ref_holds"]:
                    verdict = "it holds there: the claim is about the pendulum but not at the source's step"
                else:
                    verdict = "it fails there too"
                ref = " Reference (tighter integration): \\texttt{%s} gives %s; %s." % (
                    tex_code(c["ref_cmd"]), c["ref_value"], verdict)
            w("\\multicolumn{5}{@{}p{0.92\\textwidth}@{}}{\\footnotesize\\quad How: \\texttt{%s} (test %s). %s%s}\\\\[0.6ex]" % (
                tex_code(c["cmd"]),
                tex_escape(c["test"]), tex_escape(c["note"]), ref))
        w("\\bottomrule\\end{longtable}}")
    if checks:
        w("\\section*{Arithmetic checks}")
        w("These statements of the sources are plain arithmetic (a conversion, a "
          "count, a clamp); they are recomputed and guarded like the claims above.")
        w("{\\small\\begin{longtable}{@{}p{0.06\\textwidth}p{0.45\\textwidth}p{0.11\\textwidth}p{0.13\\textwidth}p{0.12\\textwidth}@{}}")
        w("\\toprule claim & statement (source) & quoted & recomputed & status\\\\ \\midrule \\endhead")
        for c, shown, status in checks:
            w(claim_row(c, shown, status) + "\\\\")
        w("\\bottomrule\\end{longtable}}")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
