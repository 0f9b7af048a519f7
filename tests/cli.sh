#!/usr/bin/env bash
# tests/cli.sh [DP [WORKDIR]] [FILE.cases...]
# The one harness of the command-line tests (program volume, "The dp
# program"): every bad input is one line 'dp: error: ...' on stderr and exit
# status 2, never a crash, a NaN or a partial output file; good input works
# and --help is complete.  The cases are in tests/cli/*.cases, one file per
# topic, written with the functions below.  DP may carry a prefix, e.g.
# "valgrind -q --error-exitcode=99 build/bin/dp"; the default is build/bin/dp
# and the work folder build/cli.  Arguments ending in .cases name the case
# files to run (tests/cli.sh tests/cli/paper.cases runs that one); without
# any, every file runs (or those of CLI_CASES=NAME, a glob).  Prints one line
# per failed case and a summary with the count per class; exits 1 if any
# failed, 2 if a case file named does not exist.
set -uo pipefail
# Signals ignored when the harness starts (under nohup, or as a background
# job of a script) stay ignored in every dp it runs, and the cases that
# interrupt dp would see it finish: start again with the default actions.
if [ -z "${DP_CLI_SIGNALS_RESET:-}" ]; then
  DP_CLI_SIGNALS_RESET=1 exec env --default-signal=INT,HUP,TERM,QUIT "$0" "$@"
fi
umask 022
files=() args=()
for a in "$@"; do
  case $a in *.cases) files+=("$a") ;; *) args+=("$a") ;; esac
done
for f in "${files[@]}"; do
  [ -f "$f" ] || { echo "cli: no case file '$f' (the files are tests/cli/*.cases)" >&2; exit 2; }
done
read -r -a DP <<<"${args[0]:-build/bin/dp}"
W=${args[1]:-build/cli}
rm -rf "$W" && mkdir -p "$W"
pass=0 fail=0
declare -A classes failed
T=${CLI_TIMEOUT:-120}   # seconds a case may take: a hang is a failure (exit 124)
# bad MESSAGE: one failed case, counted against its class ([CLASS] at the
# start of the message, as err, warn and checkc write it)
bad() {
  echo "cli: FAIL: $*" >&2; fail=$((fail + 1))
  if [[ $* =~ ^\[([a-z0-9-]+)\] ]]; then failed[${BASH_REMATCH[1]}]=$((${failed[${BASH_REMATCH[1]}]:-0} + 1)); fi
}

# err CLASS REGEX ARGS...: exit 2, exactly one stderr line 'dp: error: ...'
# matching REGEX (warnings 'dp: warning: ...' before it aside), nothing on
# stdout (class blowup: a run that diverged midway may have printed the
# rows before, but never a non-finite number).
err() {
  local class=$1 re=$2; shift 2
  timeout -k 5 "$T" "${DP[@]}" "$@" >"$W/out" 2>"$W/err.all"; local rc=$?
  grep -v '^dp: warning: ' "$W/err.all" >"$W/err"
  local lines; lines=$(grep -c '' "$W/err")
  if [ $rc -ne 2 ]; then bad "[$class] dp $*: exit $rc, expected 2 ($(head -c 200 "$W/err"))"
  elif [ "$lines" -ne 1 ] || ! grep -q '^dp: error: ' "$W/err"; then bad "[$class] dp $*: stderr is not one 'dp: error:' line: $(head -c 300 "$W/err")"
  elif ! grep -Eq -- "$re" "$W/err"; then bad "[$class] dp $*: message '$(cat "$W/err")' does not match /$re/"
  elif [ -s "$W/out" ] && [ "$class" != blowup ]; then bad "[$class] dp $*: printed on stdout: $(head -c 100 "$W/out")"
  elif grep -Eqiw -- '-?(nan|inf|infinity)' "$W/out"; then bad "[$class] dp $*: printed a non-finite number"
  else pass=$((pass + 1)); classes[$class]=$((${classes[$class]:-0} + 1)); fi
}
# ok ARGS...: exit 0, nothing on stderr, no NaN or infinity on stdout.
ok() {
  timeout -k 5 "$T" "${DP[@]}" "$@" >"$W/out" 2>"$W/err"; local rc=$?
  if [ $rc -ne 0 ] || [ -s "$W/err" ]; then bad "dp $*: exit $rc, stderr '$(head -c 300 "$W/err")'"
  elif grep -Eqiw -- '-?(nan|inf|infinity)' "$W/out"; then bad "dp $*: printed a non-finite number: $(grep -Eiwm1 -- '-?(nan|inf|infinity)' "$W/out")"
  else pass=$((pass + 1)); fi
}
check() { if eval "$2"; then pass=$((pass + 1)); else bad "$1"; fi; }
# checkc CLASS DESCRIPTION CONDITION: check, counted in CLASS
checkc() {
  if eval "$3"; then pass=$((pass + 1)); classes[$1]=$((${classes[$1]:-0} + 1)); else bad "[$1] $2"; fi
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# CLI_CASES=NAME runs only tests/cli/NAME.cases (a glob: 'promises*')
[ ${#files[@]} -gt 0 ] || files=("$here"/cli/${CLI_CASES:-*}.cases)
# A case that ends up writing a file under a name it did not mean to (an
# option's value taken as an output path, say) leaves it in the folder the
# harness runs in: every name in it before the cases must be all there is
# after them, but for what git ignores (make check builds the student
# edition's PDF there at the same time).  Outside a git checkout, every new
# name counts.
stray_before=$(ls -A | LC_ALL=C sort)
unignored() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r n; do [ -z "$n" ] || git check-ignore -q -- "$n" || printf '%s\n' "$n"; done
  else cat; fi
}
for cases in "${files[@]}"; do
  # shellcheck source=/dev/null
  . "$cases"
done
stray=$(LC_ALL=C comm -13 <(printf '%s\n' "$stray_before") <(ls -A | LC_ALL=C sort) | unignored | head -5 | tr '\n' ' ')
checkc stray "dp wrote into the folder the harness runs in ($PWD): $stray" '[ -z "$stray" ]'

echo "cli: cases per class: $(for c in "${!classes[@]}"; do printf '%s %s, ' "$c" "${classes[$c]}"; done | sort | sed 's/, $//')"
[ $fail -gt 0 ] && echo "cli: failed per class: $(for c in "${!failed[@]}"; do printf '%s %s, ' "$c" "${failed[$c]}"; done | sort | sed 's/, $//')"
echo "cli: $pass passed, $fail failed"
[ $fail -eq 0 ]
