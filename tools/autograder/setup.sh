#!/usr/bin/env bash
# The grader's setup on a grading platform, run once as root while the
# platform builds its image (Gradescope runs it from /autograder/source; a
# PrairieLearn course runs it from the folder its image keeps the grader
# in): Debian/Ubuntu packages only, then build the grader, its sandbox
# launcher and the harness data in grade/ beside this script.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends gcc libc6-dev libgsl-dev pkg-config bubblewrap python3
cd "$(dirname "$0")"
# flags.sh: the book's flags that fix what the numbers are (NUM_CFLAGS) and
# the grader's sources (GRADER_C), both written by make.
. ./flags.sh
CFLAGS="$NUM_CFLAGS -O2"
cc $CFLAGS -Isrc -Igrade -o grade/grade $GRADER_C src/*.c $(pkg-config --cflags --libs gsl) -lm
cc $CFLAGS -o grade/launch grade/launch.c
# Only root reads the grader, the library and the course's secret: the
# sandbox's users are other users.  Where the kernel has no Landlock, the
# grader's second tier relies on these permissions, and on the numerical
# libraries the assignment does not allow being unreadable to other users
# too (the grader checks it); the grader itself runs as root and links them.
chmod -R go-rwx .
for p in /usr/include/gsl /usr/lib/*/libgsl* /usr/lib/*/libgslcblas* /usr/lib/*/blas /usr/lib/*/lapack; do
  [ -e "$p" ] && chmod -R o-rwx "$p"
done
true
