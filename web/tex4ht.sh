#!/usr/bin/env bash
# web/tex4ht.sh TEXDIR ROOT CFG [PASSES [EDITION]]  (program volume, "The web edition")
# Both volumes through tex4ht (make4ht), both at once, PASSES times (2: the
# first writes the labels, the table of contents and the index; the second
# reads them).  Each make4ht runs LaTeX once (-m draft): the passes are ours.
# Each volume reads the other's labels from the other's previous pass
# (xr-VOLUME.tex, the \newlabel lines of its .aux), so that a reference
# across the volumes carries the anchor the other volume's pages hold.
# EDITION: student (both volumes as book-student.pdf is made: the stubs in
# place of the reference code), instructor (the textbook with the
# solutions, as book-instructor.pdf) or teacher (the default: as book.pdf).
set -uo pipefail
dir=$1 root=$2 cfg=$3 passes=${4:-2} edition=${5:-teacher}
# TeX reads a file named on its command line up to the first space: the
# configuration is given by a name without a folder, copied beside the
# sources, so that a checkout in '/srv/a b' converts as well.
cp "$cfg" "$dir/dp-web.cfg" || exit 1
run() {
  local v=$1 o=$2 log=$dir/make4ht-$1.log
  local flag=
  case $edition in
    student) flag='\def\studentedition{}' ;;
    instructor) [ "$v" = book ] && flag='\def\instructoredition{}' ;;
  esac
  printf '%s\\def\\dpwebmaster{%s.tex}\\def\\dpwebother{%s}\\input{master.tex}\n' "$flag" "$v" "$o" > "$dir/web-$v.tex"
  ( cd "$dir" && TEXINPUTS=".:$root/web:$root:" make4ht -u -m draft -c dp-web.cfg -j "$v" "web-$v.tex" ) > "$log" 2>&1 ||
    { tail -30 "$log" >&2; echo "web: make4ht $v.tex failed (log: $log)" >&2; return 1; }
  if grep -q 'ERROR.*htlatex: [^C]' "$log"; then
    grep 'ERROR' "$log" | head -20 >&2; echo "web: TeX errors in $v.tex (log: $log)" >&2; return 1
  fi
}
for p in $(seq "$passes"); do
  for v in book program; do
    { grep '^\\newlabel' "$dir/$v.aux" 2>/dev/null || true; } > "$dir/xr-$v.tex"
  done
  echo "web: tex4ht pass $p of $passes: book.tex and program.tex at once (logs: $dir/make4ht-*.log)"
  run book program & a=$!
  run program book & b=$!
  ok=0
  wait $a || ok=1
  wait $b || ok=1
  [ $ok = 0 ] || exit 1
done
