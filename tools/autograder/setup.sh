#!/usr/bin/env bash
# Gradescope autograder setup: Debian/Ubuntu packages only, then build the
# grader, its sandbox launcher and the harness data in grade/.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends gcc libc6-dev libgsl-dev pkg-config bubblewrap
cd /autograder/source
# flags.sh: the book's flags that fix what the numbers are (NUM_CFLAGS) and
# the grader's sources (GRADER_C), both written by make.
. ./flags.sh
CFLAGS="$NUM_CFLAGS -O2"
cc $CFLAGS -Isrc -o grade/grade $GRADER_C src/*.c $(pkg-config --cflags --libs gsl) -lm
cc $CFLAGS -o grade/launch grade/launch.c
# Only root reads the grader and the library; the sandbox shows them to nobody.
chmod -R go-rwx /autograder/source
