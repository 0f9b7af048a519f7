#!/usr/bin/env bash
# tests/cli.sh DP [WORKDIR]
# The command-line contract of dp (book, chapter "The dp program"): every bad
# input is one line 'dp: error: ...' on stderr and exit status 2, never a
# crash, a NaN or a partial output file; good input works and --help is
# complete.  DP may carry a prefix, e.g. "valgrind -q --error-exitcode=99 build/bin/dp".
# Prints one line per failed case and a summary; exits 1 if any case failed.
set -uo pipefail
umask 022
read -r -a DP <<<"${1:?usage: tests/cli.sh DP [WORKDIR]}"
W=${2:-build/cli}
rm -rf "$W" && mkdir -p "$W"
pass=0 fail=0
bad() { echo "cli: FAIL: $*" >&2; fail=$((fail + 1)); }

# err CLASS REGEX ARGS...: exit 2, exactly one stderr line 'dp: error: ...'
# matching REGEX, nothing on stdout.
err() {
  local class=$1 re=$2; shift 2
  "${DP[@]}" "$@" >"$W/out" 2>"$W/err"; local rc=$?
  local lines; lines=$(grep -c '' "$W/err")
  if [ $rc -ne 2 ]; then bad "[$class] dp $*: exit $rc, expected 2 ($(head -c 200 "$W/err"))"
  elif [ "$lines" -ne 1 ] || ! grep -q '^dp: error: ' "$W/err"; then bad "[$class] dp $*: stderr is not one 'dp: error:' line: $(head -c 300 "$W/err")"
  elif ! grep -Eq -- "$re" "$W/err"; then bad "[$class] dp $*: message '$(cat "$W/err")' does not match /$re/"
  elif [ -s "$W/out" ]; then bad "[$class] dp $*: printed on stdout: $(head -c 100 "$W/out")"
  else pass=$((pass + 1)); fi
}
# ok ARGS...: exit 0, nothing on stderr.
ok() {
  "${DP[@]}" "$@" >"$W/out" 2>"$W/err"; local rc=$?
  if [ $rc -ne 0 ] || [ -s "$W/err" ]; then bad "dp $*: exit $rc, stderr '$(head -c 300 "$W/err")'"
  else pass=$((pass + 1)); fi
}
check() { if eval "$2"; then pass=$((pass + 1)); else bad "$1"; fi; }

# ---- subcommands, options, presets
err subcommand "^dp: error: no subcommand given \(try 'dp help'\)$"
ok --version
check "dp --version: $(cat "$W/out")" 'grep -Eq "^dp [0-9a-z.-]+$" "$W/out"'
ok help help
check "dp help help is not a usage" 'head -1 "$W/out" | grep -q "^usage: dp help"'
err subcommand "unexpected argument 'x'" help simulate x
err subcommand "unknown subcommand 'frobnicate'" frobnicate
err subcommand "unknown subcommand 'nosuch'" help nosuch
err subcommand "unknown subcommand '--m1'" --m1 2
err option "unknown option '--frob'" presets --frob
err option "unknown option '--frob'" animate --format tsv --frob
err option "unknown option '-x'" trail-fade -x
err option "unknown option '-o'" trail-fade -o x
err value "'--m1' needs a value" animate --format tsv --m1
err value "'-o' needs a value" animate -o
err value "'--t' needs a value" simulate --t
err argument "unexpected argument 'extra'" presets extra
err argument "unexpected argument 'x'" animate --format tsv x
err preset "--preset 'nosuch': no such preset" animate --format tsv --preset nosuch
err preset "--preset 'nosuch': no such preset" simulate --preset nosuch
err model "--model" simulate --model nosuch
err format "--format 'xml'" presets --format xml
err format "--format 'xml'" animate --format xml
# ---- malformed values and expressions
err number "--n '1.5': not an integer" check-solve --n 1.5
err number "--n 0: must be between" check-solve --n 0
err number "--n '': not an integer" check-solve --n=
err number "--seed '-1'|--seed -1" check-solve --seed -1
err number "--t 'abc'" simulate --t abc
err number "--t '1x'" animate --format tsv --t 1x
err expr "--th1 '180/': expected a number at column 5" animate --format tsv --th1 180/
err expr "--th2 '': expected a number at column 1" animate --format tsv --th2=
err expr "--th1 '\(1\+2': the '\(' of column 1 is not closed: expected '\)' at column 5$" animate --format tsv --th1 '(1+2'
err expr "--w1 '1 2': unexpected '2' at column 3" animate --format tsv --w1 '1 2'
err expr "--m1 'foo': unknown name 'foo'" simulate --m1 foo
err expr "--th1 '1/0': division by zero at column 2" simulate --th1 1/0
err expr "--th1 'sqrt\(-1\)': sqrt\(-1\) is not a real number" simulate --th1 'sqrt(-1)'
err expr "--fps 'log\(0\)'.*infinite" trail-fade --fps 'log(0)'
err expr "at column 1001" animate --format tsv --th1 "$(printf '%01100d' 1)"
err expr "nested more than 100 deep" animate --format tsv --th1 "$(printf '(%.0s' {1..150})1"
# ---- NaN, infinities, out-of-range physical values
err nan "--m1 'nan': unknown name 'nan'" simulate --m1 nan
err nan "--th1 'NaN': unknown name" animate --format tsv --th1 NaN
err nan "--t 'nan'" simulate --t nan
err inf "--t 'inf'" simulate --t inf
err inf "--t '1e999'" simulate --t 1e999
err nan "--m1 'nan': not a finite number" check-energy --m1 nan
err inf "--m1 'inf': not a finite number" check-energy --m1 inf
err inf "--w1 '10\^400': .*infinite" animate --format tsv --w1 '10^400'
err inf "--g '1e400': number 1e400 is too large" simulate --g 1e400
err inf "th1 must be a finite number" animate --format tsv --th1 1e308
err range "w1 = 1e\+07 rad/s is beyond" animate --format tsv --w1 1e7
for o in m1 m2 l1 l2 g; do
  err zero "$o must be a number between" animate --format tsv --$o 0
  err negative "$o must be a number between" simulate --$o -1
  err negative "$o must be a number between" animate --format tsv --$o=-2.5
done
err tiny "m2 must be a number between" animate --format tsv --m2 1e-9
err huge "l1 must be a number between" animate --format tsv --l1 1e9
# (dp simulate's own options are checked loosely, by the option's name: its
# chapter owns their messages.)
# ---- steps, durations, sizes
err steps "--h" simulate --h 0
err steps "--h" simulate --h -0.01
err steps "--h" simulate --h 20
err duration "--t" simulate --t 0
err duration "--t" simulate --t -5
err duration "--every" simulate --every 0
err steps "--h 0: the step must be positive" animate --format tsv --h 0
err steps "--h 1: the step must be positive and at most a frame" animate --format tsv --h 1
err duration "--t 0: the duration" animate --format tsv --t 0
err duration "--t -1: the duration" animate --format tsv --t -1
err duration "--t 1e\+06: the duration" animate --format tsv --t 1e6
err duration "shorter than one frame" animate --format tsv --t 0.001
err steps "needs .* steps" animate --format tsv --t 3600 --h 1e-6
err fps "--fps 0: must be between" animate --format tsv --fps 0
err fps "--fps 1000: must be between" animate --format tsv --fps 1000
err fade "--fade 1: must be between" animate --format tsv --fade 1
err fade "fade rate 0 must be in" trail-fade --rate 0
err fade "fps 0 " trail-fade --fps 0
err size "--size 'abc': expected WxH" animate --format tsv --size abc
err size "--size '480x480x': expected WxH" animate --format tsv --size 480x480x
err size "each side must be 100 to 4000" animate --format tsv --size 10x10
err size "each side must be 100 to 4000" animate --format tsv --size 480x-480
err gif "a GIF needs -o FILE.gif" animate --format gif
err gif "a GIF may have at most 3000" animate --t 600 -o "$W/long.gif"
# ---- output files: unwritable, and never partial
touch "$W/afile"
err output "--output '$W/afile/x.tsv': cannot create" presets -o "$W/afile/x.tsv"
err output "--output '$W/nodir/x.gif': cannot create" animate --t 0.1 -o "$W/nodir/x.gif"
err output "--output: empty file name" presets --output=
err output "--dump" check-solve --n 10 --dump "$W/afile/x"
"${DP[@]}" presets >/dev/full 2>"$W/err"; rc=$?
check "presets >/dev/full: exit $rc, $(cat "$W/err")" '[ $rc -eq 2 ] && grep -q "^dp: error: cannot write output" "$W/err"'
echo old >"$W/keep.tsv"
err blowup "the state became non-finite" animate --format tsv --t 5 --w1 9e5 --w2 -9e5 --h 0.04 -o "$W/keep.tsv"
check "a failed run changed the existing output file" '[ "$(cat "$W/keep.tsv")" = old ]'
check "a failed run left temporary files: $(ls -A "$W" | tr '\n' ' ')" '[ -z "$(ls -A "$W" | grep "^\.dp-")" ]'
err blowup "the state became non-finite" animate --format tsv --t 5 --w1 9e5 --w2 -9e5 --h 0.04 -o "$W/new.tsv"
check "a failed run created its output file" '[ ! -e "$W/new.tsv" ]'
# A background job ignores SIGINT (the shell sees to that), so SIGTERM and
# SIGHUP stand for the interrupt; each is sent once the temporary file exists.
for sig in TERM HUP; do
  "${DP[@]}" animate --format tsv --t 1000 --h 1e-5 -o "$W/int.tsv" 2>"$W/err" & pid=$!
  for i in $(seq 100); do ls -A "$W" | grep -q '^\.dp-' && break; sleep 0.1; done
  kill -$sig $pid; { wait $pid; } 2>/dev/null; rc=$?
  check "run killed by SIG$sig: exit $rc, files $(ls -A "$W" | grep -e int -e '^\.dp-' | tr '\n' ' ')" '[ $rc -ne 0 ] && [ -z "$(ls -A "$W" | grep -e int -e "^\.dp-")" ]'
done

# ---- output files respect what they replace (program volume, "Files that dp writes")
O="$W/out-files"; mkdir -p "$O"
ok simulate --t 0.1 -o "$O/plain.tsv"
check "a new -o file is not mode 644 under umask 022: $(stat -c %a "$O/plain.tsv")" '[ "$(stat -c %a "$O/plain.tsv")" = 644 ]'
chmod 600 "$O/plain.tsv"
ok simulate --t 0.2 -o "$O/plain.tsv"
check "-o changed the mode of an existing file: $(stat -c %a "$O/plain.tsv")" '[ "$(stat -c %a "$O/plain.tsv")" = 600 ] && [ "$(grep -vc "^#" "$O/plain.tsv")" = 5 ]'
ln -s plain.tsv "$O/link.tsv"
ok simulate --t 0.3 -o "$O/link.tsv"
check "-o through a symbolic link broke the link" '[ -L "$O/link.tsv" ] && [ "$(grep -vc "^#" "$O/plain.tsv")" = 7 ]'
ln -s new-target.tsv "$O/dangling.tsv"
ok simulate --t 0.1 -o "$O/dangling.tsv"
check "-o through a dangling link did not create its target" '[ -L "$O/dangling.tsv" ] && [ -f "$O/new-target.tsv" ]'
ln "$O/plain.tsv" "$O/hard.tsv"
cp "$O/plain.tsv" "$O/before"
err output "has 2 hard links" simulate --t 0.1 -o "$O/hard.tsv"
check "-o on a hard link changed it" 'cmp -s "$O/hard.tsv" "$O/before" && [ "$(stat -c %h "$O/plain.tsv")" = 2 ]'
err output "is a directory" simulate --t 0.1 -o "$O"
mkfifo "$O/fifo"
cat "$O/fifo" > "$O/fifo.out" & cpid=$!
ok simulate --t 0.1 -o "$O/fifo"
wait $cpid
check "-o FIFO: not written through, or replaced" '[ -p "$O/fifo" ] && [ "$(grep -vc "^#" "$O/fifo.out")" = 3 ]'
if [ "$(id -u)" = 0 ]; then
  # Device nodes of our own, never the system's /dev: full (1,7) and null (1,3).
  mknod "$O/full" c 1 7 && mknod "$O/null" c 1 3
  err output "'$O/full': cannot write: No space left on device" simulate --t 0.1 -o "$O/full"
  check "-o on a device replaced the device" '[ -c "$O/full" ]'
  ok simulate --t 0.1 -o "$O/null"
  ok animate --t 0.1 --size 160x120 -o "$O/null"
  check "-o on a device replaced the device" '[ -c "$O/null" ]'
fi
long=$(printf 'n%.0s' $(seq 250))
ok simulate --t 0.1 -o "$O/$long"
check "a 250-character output name fails" '[ -f "$O/$long" ]'
ok simulate --t 0.1 -o - 
check "-o - does not write to stdout" 'head -1 "$W/out" | grep -q "^# t	th1"'
check "-o - created a file named -" '[ ! -e ./- ] && [ ! -e "$O/-" ]'
# A file-size limit is an error, not a signal, and the old file stays.
echo old >"$O/keep.tsv"
( ulimit -f 1; "${DP[@]}" simulate --t 100 -o "$O/keep.tsv" >"$W/out" 2>"$W/err" ); rc=$?
check "ulimit -f: exit $rc, $(head -c 200 "$W/err")" '[ $rc -eq 2 ] && grep -q "^dp: error: .*File too large" "$W/err"'
check "ulimit -f: the old file changed, or a temporary file is left" '[ "$(cat "$O/keep.tsv")" = old ] && [ -z "$(ls -A "$O" | grep "^\.dp-")" ]'
( ulimit -f 8; "${DP[@]}" animate --t 3 -o "$O/keep.tsv" >"$W/out" 2>"$W/err" ); rc=$?
check "ulimit -f, GIF: exit $rc, $(head -c 200 "$W/err")" '[ $rc -eq 2 ] && grep -q "^dp: error: " "$W/err" && [ "$(cat "$O/keep.tsv")" = old ]'
# A full disk: a private 64 KiB tmpfs (bubblewrap), never a real disk.
if command -v bwrap >/dev/null && bwrap --dev-bind / / true 2>/dev/null; then
  dpbin=$(command -v "${DP[-1]}" || echo "${DP[-1]}")
  bwrap --dev-bind / / --size 65536 --tmpfs /mnt sh -c '
    echo old > /mnt/a.tsv; "$1" simulate --t 100 -o /mnt/a.tsv 2>/mnt/err; echo "rc=$?"; cat /mnt/err; cat /mnt/a.tsv; ls -A /mnt
    ' sh "$(cd "$(dirname "$dpbin")" && pwd)/$(basename "$dpbin")" >"$W/full" 2>&1
  check "full disk, table: $(tr '\n' ' ' <"$W/full")" 'grep -q "^rc=2$" "$W/full" && grep -q "No space left" "$W/full" && grep -qx old "$W/full" && ! grep -q "^\.dp-" "$W/full"'
  "${DP[@]}" animate --t 0.2 --size 160x120 -o "$W/small.gif" 2>/dev/null
  bwrap --dev-bind / / --size 65536 --tmpfs /mnt sh -c '
    cp "$2" /mnt/a.gif; "$1" animate --t 4 -o /mnt/a.gif 2>/mnt/err; echo "rc=$?"; cat /mnt/err; cmp /mnt/a.gif "$2" && echo same; ls -A /mnt
    ' sh "$(cd "$(dirname "$dpbin")" && pwd)/$(basename "$dpbin")" "$(pwd)/$W/small.gif" >"$W/fullgif" 2>&1
  check "full disk, GIF: $(tr '\n' ' ' <"$W/fullgif")" 'grep -q "^rc=2$" "$W/fullgif" && grep -q "^same$" "$W/fullgif" && ! grep -q "^\.dp-" "$W/fullgif"'
fi
# Hexadecimal, inf and nan are not numbers of the command line.
err number "--t '0x10': not a decimal number" simulate --t 0x10
err number "--h '0x1p-10': not a decimal number" simulate --h 0x1p-10

# ---- good input: expressions, presets in any order, formats, output files
ok animate --format tsv --t 0.04 --th1 '180/pi' --th2 '-(90 + 45/2)' --w1 'sqrt(2)' -o "$W/expr.tsv"
check "--th1 180/pi is not 1 rad: $(sed -n 2p "$W/expr.tsv" | cut -f2,3)" \
  'awk -F"\t" "NR==2 { exit !(\$2 > 0.99999999 && \$2 < 1.00000001 && \$3 + 1.9634954 < 1e-7 && \$3 + 1.9634954 > -1e-7) }" "$W/expr.tsv"'
"${DP[@]}" animate --format tsv --t 0.2 --preset blog90 --m1 2 --th2 30 >"$W/a1" 2>&1
"${DP[@]}" animate --format tsv --t 0.2 --th2 30 --m1 2 --preset blog90 >"$W/a2" 2>&1
"${DP[@]}" animate --format tsv --t 0.2 --preset blog90 >"$W/a3" 2>&1
check "options do not override a preset in any order" 'cmp -s "$W/a1" "$W/a2" && ! cmp -s "$W/a1" "$W/a3"'
ok presets
check "dp presets lists a preset without its source" \
  '[ "$(grep -c "^  source: " "$W/out")" -eq "$("${DP[@]}" presets --format tsv | grep -vc "^#")" ]'
ok presets --format csv -o "$W/p.csv"
check "wrong presets csv header" 'head -1 "$W/p.csv" | grep -q "^name,model,m1,m2,l1,l2,g,th1_deg,th2_deg,w1,w2,source,shows$"'
check "-o FILE is created private, not with the umask: $(stat -c %a "$W/p.csv")" '[ "$(stat -c %a "$W/p.csv")" = 644 ]'
ok animate --format csv --degrees --t 0.1 -o "$W/d.csv"
check "wrong --degrees csv header" 'head -1 "$W/d.csv" | grep -q "^t,th1_deg,th2_deg,w1,w2,"'
check "--degrees does not start at 90" '[ "$(sed -n 2p "$W/d.csv" | cut -d, -f2)" = 90 ]'
ok animate --format tsv --t 0.1 -o -
check "-o - does not write to stdout" 'head -1 "$W/out" | grep -q "^# t	th1	th2"'
ok animate --t 0.2 --size 160x120 -o "$W/small.gif"
check "the GIF is not a GIF" '[ "$(head -c 6 "$W/small.gif")" = GIF89a ]'
check "no temporary files left: $(ls -A "$W" | grep "^\.dp-" | tr '\n' ' ')" '[ -z "$(ls -A "$W" | grep "^\.dp-")" ]'
ok trail-fade --fps 60
check "trail-fade does not stall at 62/255 at 60 fps" 'grep -q "^stuck_level	62$" "$W/out"'
DP_PROGRESS=always "${DP[@]}" animate --format tsv --t 2 -o "$W/pr.tsv" 2>"$W/err"
check "DP_PROGRESS=always shows no progress" 'grep -q "^.dp animate: " "$W/err"'
"${DP[@]}" animate --format tsv --t 2 -o "$W/pr.tsv" 2>"$W/err"
check "progress was shown without a terminal" '[ ! -s "$W/err" ]'

# ---- help: everywhere, complete, and the manual page
ok --help
ok help
for sub in $("${DP[@]}" help | awk '/^subcommands:/ { on = 1; next } on && !NF { exit } on { print $1 }'); do
  ok "$sub" --help
  check "dp $sub --help does not start with its usage" 'head -1 "$W/out" | grep -q "^usage: dp $sub"'
  "${DP[@]}" help "$sub" >"$W/help2"
  check "dp help $sub differs from dp $sub --help" 'cmp -s "$W/out" "$W/help2"'
  ok manpage
  check "the manual page lacks $sub" 'grep -q "^\.SS $sub$" "$W/out"'
done
ok manpage
if command -v groff >/dev/null; then
  "${DP[@]}" manpage | groff -man -Tutf8 -ww -z 2>"$W/groff"
  check "groff warns about the manual page: $(head -3 "$W/groff")" '[ ! -s "$W/groff" ]'
fi

echo "cli: $pass passed, $fail failed"
[ $fail -eq 0 ]
