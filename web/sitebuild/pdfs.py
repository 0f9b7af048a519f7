"""Each chapter and appendix as a PDF of its own, linked under the page's
heading."""
import glob, os, re, shutil, subprocess

from .common import classes, text_of


def unnumbered_pdf(folder, title):
    """The PDF of web/chapter-pdfs (FOLDER/unnumbered.N.pdf) whose first
    page begins with TITLE, or None."""
    want = " ".join(title.split()).lower()
    for f in sorted(glob.glob(os.path.join(folder, "unnumbered.*.pdf"))):
        text = subprocess.run(["pdftotext", "-f", "1", "-l", "1", f, "-"], capture_output=True, text=True).stdout
        # (at the top of the page: the contents' page names every title)
        if want and " ".join(text.split()).lower().startswith(want):
            return f
    return None


def chapter_pdfs(ctx):
    """Each chapter and appendix as a PDF of its own (web/chapter-pdfs made
    them of the edition's PDFs, in DP_WEB_CHAPTER_PDFS/VOL/): copied to
    SITE/pdf/VOL-NUM.pdf and named under the page's heading, with its
    number of pages and its size."""
    src = os.environ.get("DP_WEB_CHAPTER_PDFS")
    n = 0
    for p in ctx.pages if src else []:
        f, num = pdf_of(src, p)
        if f:
            link_pdf(ctx.site, p, f, num)
            n += 1
    ctx.count["npdf"] = n


def pdf_of(src, p):
    """The PDF of page P's chapter or appendix in SRC/VOL/ and the number it
    is named by ("0" for an unnumbered chapter), or (None, None)."""
    # (an unnumbered chapter, an index, has no number: it is taken by its title below)
    if p.head is None or not set(classes(p.head)) & {"chapterHead", "appendixHead"}:
        return None, None
    num = p.num[1:] if p.vol == "program" and p.num.startswith("P") else p.num
    dest = ("chapter.%s" if num.isdigit() else "appendix.%s") % num
    f = os.path.join(src, p.vol, dest + ".pdf")
    if not p.mark:
        # an unnumbered chapter (an index): the cut whose first page has its title
        f, num = unnumbered_pdf(os.path.join(src, p.vol), text_of(p.head).rstrip("#").strip()), "0"
    if not f or not os.path.exists(f):
        return None, None
    return f, num


def link_pdf(site, p, f, num):
    """PDF F into SITE/pdf/, named under page P's heading."""
    os.makedirs(os.path.join(site, "pdf"), exist_ok=True)
    name = "%s-%s.pdf" % (p.vol, p.num if p.mark else os.path.splitext(p.name)[0])
    shutil.copy(f, os.path.join(site, "pdf", name))
    info = subprocess.run(["pdfinfo", f], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", info, re.M)
    para = p.soup.new_tag("p", attrs={"class": "dp-chapter-pdf"})
    a = p.soup.new_tag("a", href="../pdf/" + name)
    a.string = "This %s as a PDF" % ("appendix" if not num.isdigit() else "chapter")
    para.append(a)
    para.append(" (%s%d kB)" % ("%s pages, " % m.group(1) if m else "", round(os.path.getsize(f) / 1000)))
    p.head.insert_after(para)
