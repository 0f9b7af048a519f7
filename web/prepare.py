#!/usr/bin/env python3
"""The web edition's step before tex4ht (program volume, chapter "The web
edition"); web/site.py is the step after.

  web/prepare.py TEXDIR FIGDIR WEAVEDIR FIG...
      before tex4ht: in TEXDIR, copies of the masters and of the woven
      chapters (WEAVEDIR: build/tex, or build/tex-student for the student
      edition) that tex4ht can read: every sub- and superscript
      that is a macro with an argument braced (tex4ht's MathML reads
      `E_\\text{scale}` as `E_{\\text}{scale}`), siunitx's S columns set as
      centred columns (tex4ht splits their numbers at the decimal point),
      every TikZ picture drawn by pdflatex into FIGDIR/tikz-N.svg and
      replaced by that figure, and a stub for each gnuplot figure that names
      its SVG.  TeX finds these first (TEXINPUTS=TEXDIR:ROOT:).
"""
import glob, hashlib, os, re, subprocess, sys

# The build's one "write if changed" (a file make sees as unchanged stays so).
CPIF = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools", "cpif")

BRACE = re.compile(r"([_^])(\\(?:text|textrm|texttt|textit|textsf|mathrm|mathit|mathbf|mathsf|mathcal|"
                   r"operatorname|ang|SI|si|num|tfrac|dfrac|frac|sqrt|dpn|given|bar|hat|tilde|vec|dot|ddot)"
                   r"(?:\[[^\]]*\])?(?:\{[^{}]*(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}[^{}]*)*\})+)")
TABULAR = re.compile(r"\\begin\{(tabular\*?|longtable|tabularx|array)\}(\{[^{}]*\})?")
SCOL = re.compile(r"(?<![\\A-Za-z])S(\[[^\]]*\])?")


def balanced(text, i):
    """The end of the brace group that starts at text[i] == '{'."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{" and text[j - 1] != "\\":
            depth += 1
        elif text[j] == "}" and text[j - 1] != "\\":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def fix_columns(text):
    """siunitx's S columns, S[...] in a tabular's preamble, as c."""
    out, i = [], 0
    for m in TABULAR.finditer(text):
        if m.start() < i:
            continue
        j = m.end() if m.group(2) is None else m.start(2)
        if m.group(1) == "tabular*" and m.group(2) is not None:
            j = m.end()
        k = j
        while k < len(text) and text[k] in " \n":
            k += 1
        if k >= len(text) or text[k] != "{":
            continue
        e = balanced(text, k)
        out.append(text[i:k])
        out.append(SCOL.sub("c", text[k:e]))
        i = e
    out.append(text[i:])
    return "".join(out)


TIKZ = re.compile(r"\\begin\{tikzpicture\}.*?\\end\{tikzpicture\}", re.S)


def tikz_figures(text, figdir, texdir, libs):
    """Each TikZ picture drawn by pdflatex and pdftocairo as an SVG of its
    own (dvisvgm cannot draw TikZ's patterns), named by its content."""
    def one(m):
        body = m.group(0)
        name = "tikz-" + hashlib.sha1(body.encode()).hexdigest()[:10]
        svg = os.path.join(figdir, name + ".svg")
        if not os.path.exists(svg) or os.path.getsize(svg) == 0:
            work = os.path.join(texdir, "tikz")
            os.makedirs(work, exist_ok=True)
            os.makedirs(figdir, exist_ok=True)
            src = os.path.join(work, name + ".tex")
            open(src, "w").write(
                "\\documentclass[11pt,border=2pt]{standalone}\n\\usepackage[T1]{fontenc}\n"
                "\\usepackage{lmodern}\n\\usepackage{amsmath,amssymb}\n\\usepackage{siunitx}\n"
                "\\usepackage{xcolor}\n\\usepackage{tikz}\n%s\n\\begin{document}\n%s\n\\end{document}\n"
                % (libs, body))
            r = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error",
                                "-output-directory", work, src], capture_output=True, text=True)
            pdf = src[:-4] + ".pdf"
            if r.returncode != 0 or not os.path.exists(pdf):
                sys.exit("site: the TikZ picture %s does not typeset (log: %s)" % (name, src[:-4] + ".log"))
            subprocess.run(["pdftocairo", "-svg", pdf, svg], check=True)
        return "\\dpwebfigure{%s}" % name
    return TIKZ.sub(one, text)


def fix_tex(text, figdir=None, texdir=None, libs=""):
    text = BRACE.sub(lambda m: m.group(1) + "{" + m.group(2) + "}", text)
    text = fix_columns(text)
    if figdir:
        text = tikz_figures(text, figdir, texdir, libs)
    return text


def copy_fixed(src, dest, *extra):
    text = open(src, encoding="utf-8", errors="surrogateescape").read()
    new = fix_tex(text, *extra)
    os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    subprocess.run([CPIF, dest], input=new.encode("utf-8", "surrogateescape"), check=True)


def prepare(texdir, figdir, weavedir, figs):
    pre = open("preamble.tex", encoding="utf-8").read()
    libs = "\n".join(re.findall(r"^\\usetikzlibrary\{[^}]*\}", pre, re.M))
    for m in ("book.tex", "program.tex"):
        copy_fixed(m, os.path.join(texdir, m))
    for f in glob.glob(os.path.join(weavedir, "**", "*.tex"), recursive=True):
        copy_fixed(f, os.path.join(texdir, f), figdir, texdir, libs)
    if os.path.exists("build/claims.tex"):
        copy_fixed("build/claims.tex", os.path.join(texdir, "build/claims.tex"))
    for name in figs:
        dest = os.path.join(texdir, "build/fig", name + ".tex")
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        open(dest, "w").write("\\dpwebfigure{%s}\n" % name)



if __name__ == "__main__":
    if len(sys.argv) >= 4:
        prepare(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(__doc__)
