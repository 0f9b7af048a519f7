#!/usr/bin/env python3
"""The web edition's step after tex4ht (program volume, chapter "The web
edition"); web/prepare.py is the step before.

  web/site.py finish SITE TEXDIR FIGDIR
      after tex4ht: copies the pages tex4ht wrote in TEXDIR into SITE/book
      and SITE/program and turns them into a site, with the figures of
      FIGDIR that its pages show; writes the search index, and fails if a
      page would load anything from outside the site or a file that is
      missing, or if the site holds a file no page uses.  The work is the
      passes of the package web/sitebuild/, in the order of its table
      PASSES (web/sitebuild/__init__.py).
      The environment names the edition: DP_WEB_EDITION (student or
      instructor), DP_WEB_PDFS (the two volumes' PDFs, copied into SITE),
      DP_WEB_STAMP (a file: version, SOURCE_DATE_EPOCH, commit),
      DP_WEB_CHAPTER_PDFS (the chapters' PDFs of web/chapter-pdfs).
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sitebuild import finish  # noqa: E402

if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "finish":
        finish(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
