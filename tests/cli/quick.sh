# The quick run of every subcommand, for the command-line tests of the
# conditions users have (tests/cli/conditions.cases) and of work and
# remedies (tests/cli/limits.cases), which source this file; it is no case
# file of its own.  Defines C (a work folder), CDP (dp by an absolute path),
# subs (the subcommands 'dp help' lists), QUICK, quick_args, crun, same,
# differs, volatile, and runs the reference quick runs (in C/base), once.
[ -n "${QUICK_LOADED:-}" ] && return 0
QUICK_LOADED=1
C="$(cd "$W" && pwd)/conditions"; rm -rf "$C"; mkdir -p "$C/work"
CDP=("${DP[@]}"); CDP[-1]=$(cd "$(dirname "${DP[-1]}")" && pwd)/$(basename "${DP[-1]}")
subs=($("${DP[@]}" help | awk '/^subcommands:/ { on = 1; next } on && !NF { exit } on { print $1 }'))
# A quick run of each subcommand, OUT standing for the file it writes (in the
# run's own folder), SLICE for a slice of a flip map made below.  A
# subcommand that is not listed (a new one) gets a run made from its options
# (small --t, --n, --size, --steps, --repeat); if that is not quick, the
# class 'quick' fails and says to add it here.
declare -A QUICK=(
  [presets]="" [manpage]="" [trail-fade]=""
  [animate]="--t 0.3 --size 120x100 -o OUT.gif"
  [simple]="--t 0.2" [check-solve]="--n 50" [check-energy]="--n 50" [check-speed]="--t 0.2"
  [simulate]="--t 0.2 -o OUT.tsv" [convergence]="--t 0.2 --n 3" [explainer-start]=""
  [bench-rk4]="--steps 1000 --repeat 1" [blog]="--steps 20" [blog-causes]="--dump OUT.tsv"
  [blog-check]="--n 50" [check-hamilton]="--n 50" [compare]="--t 0.2"
  [error-growth]="--t 0.2 --angles 1,2" [modes]="" [twin]="--t 0.2" [check-jacobian]="--n 50"
  [lyapunov]="--t 2 --tau 0.1" [predict]="--t 1" [poincare]="--energy 0 --tmax 5 --starts 1"
  [flipmap]="--size 8 --t 0.5 --threads 2 -o OUT.tsv" [flipmap-merge]="--slices 1 --in SLICE -o OUT.tsv"
  [bench-flipmap]="--size 8 --t 0.5 --threads 1 --repeat 1"
  [spectrum]="--n 64" [mc]="--samples 16 --t 1"
)
# Other quick runs of subcommands whose work depends on a mode (a problem, a
# table, a method), separated by '|': tests/cli/limits.cases starts the
# extremes of every option from each of them too.
declare -A MODES=(
  [roots]="--problem flip --th1 179 --th2 179 --t 1|--problem flip --convergence --th1 179 --th2 179 --t 1|--problem fractal --t 1|--problem ray --method newton"
  [quad]="--table --nmax 64|--rule gauss --n 64|--rule simpson --form sqrt --table --nmax 64"
  [lyapunov]="--t 2 --tau 0.1 --method twin|--t 2 --tau 0.1 --spectrum"
  [mc]="--running --samples 16 --t 1|--convergence --samples 64|--chaos --samples 2 --t 4|--summary --samples 16 --t 1"
)
"${DP[@]}" flipmap --size 4 --t 0.5 --slice 0/1 -o "$C/slice0.tsv" >/dev/null 2>&1
# quick_args SUB DIR: the arguments of the quick run, one a line (a path may
# hold blanks).
quick_args() {
  local sub=$1 dir=$2 a w
  if [ -n "${QUICK[$sub]+set}" ]; then a=${QUICK[$sub]}
  else
    a=$("${DP[@]}" help --options "$sub" 2>/dev/null | awk -F'\t' '
      $1 == "--t" { printf "--t 0.2 " } $1 == "--n" { printf "--n 20 " } $1 == "--size" { printf "--size 8 " }
      $1 == "--steps" { printf "--steps 20 " } $1 == "--repeat" { printf "--repeat 1 " }')
  fi
  for w in $a; do
    case $w in OUT*) w=$dir/out${w#OUT} ;; SLICE) w=$C/slice{}.tsv ;; esac
    printf '%s\n' "$w"
  done
}
# mode_args SUB N DIR: the arguments of SUB's quick run N (0: the quick run,
# 1 ...: its MODES), one a line; nothing if it has no such run.
mode_args() {
  local sub=$1 n=$2 dir=$3 a w
  if [ "$n" = 0 ]; then quick_args "$sub" "$dir"; return; fi
  IFS='|' read -r -a m <<<"${MODES[$sub]:-}"
  [ "$n" -le "${#m[@]}" ] || return 0
  for w in ${m[$((n - 1))]}; do
    case $w in OUT*) w=$dir/out${w#OUT} ;; SLICE) w=$C/slice{}.tsv ;; esac
    printf '%s\n' "$w"
  done
}
# crun DIR [ENV=VALUE...] [-- PREFIX...] -- SUB: the quick run of SUB with the
# environment and under the command PREFIX (ulimit, bwrap, ...), in DIR:
# DIR/stdout, DIR/stderr, DIR/rc and DIR/out.* (the file it writes).
crun() {
  local dir=$1; shift
  local envs=() pre=()
  while [[ $1 == *=* ]]; do envs+=("$1"); shift; done
  if [ "$1" = -- ] && [ "$2" != -- ] && [ $# -gt 2 ]; then shift; while [ "$1" != -- ]; do pre+=("$1"); shift; done; fi
  shift; local sub=$1
  rm -rf "$dir"; mkdir -p "$dir"
  local args; mapfile -t args < <(quick_args "$sub" "$dir")
  ( cd "$C/work" && env "${envs[@]}" timeout -k 5 60 "${pre[@]}" "${CDP[@]}" "$sub" "${args[@]}" \
      >"$dir/stdout" 2>"$dir/stderr" </dev/null; echo $? >"$dir/rc" )
}
declare -A volatile
# cpu_ms: the processor time (user and system) of this shell's finished
# children so far, in ms, left in CPU_MS (a quick run is judged by the work it
# does, not by the wall clock of a machine that other builds share; 'times'
# runs in this shell, not in a command substitution's).
cpu_ms() {
  times >"$C/times"
  CPU_MS=$(awk 'NR == 2 { split($1, a, /[ms]/); split($2, b, /[ms]/); printf "%d", (a[1] * 60 + a[2] + b[1] * 60 + b[2]) * 1000 }' "$C/times")
}
# The reference: each subcommand's quick run, twice; a subcommand that prints
# times (the benchmarks) differs between the two, and is then compared by its
# keys (the first field of each line) only.
for s in "${subs[@]}"; do
  cpu_ms; t0=$CPU_MS
  crun "$C/base/$s" -- "$s"; crun "$C/base2/$s" -- "$s"
  cpu_ms; ms=$(( (CPU_MS - t0) / 2 ))
  checkc quick "dp $s: no quick run (add one to QUICK in tests/cli/quick.sh): the derived one took $ms ms of processor time, exit $(cat "$C/base/$s/rc"): $(head -c 200 "$C/base/$s/stderr")" \
    '[ "$(cat "$C/base/$s/rc")" = 0 ] && [ $ms -lt 10000 ] && [ ! -s "$C/base/$s/stderr" ]'
  volatile[$s]=0; cmp -s "$C/base/$s/stdout" "$C/base2/$s/stdout" || volatile[$s]=1
done
# same DIR SUB: the run in DIR did what the reference run of SUB did (exit
# status, standard output, standard error, the file it wrote), byte for byte.
same() {
  local d=$1 s=$2 b=$C/base/$2 f
  [ "$(cat "$d/rc")" = "$(cat "$b/rc")" ] || return 1
  cmp -s "$d/stderr" "$b/stderr" || return 1
  if [ "${volatile[$s]}" = 1 ]; then cmp -s <(cut -f1 "$d/stdout") <(cut -f1 "$b/stdout") || return 1
  else cmp -s "$d/stdout" "$b/stdout" || return 1; fi
  for f in "$b"/out*; do [ -e "$f" ] || continue; cmp -s "$f" "$d/$(basename "$f")" || return 1; done
  return 0
}
differs() { echo "exit $(cat "$1/rc") (was $(cat "$C/base/$2/rc")), stderr '$(head -c 200 "$1/stderr")', stdout $(diff <(head -c 2000 "$1/stdout") <(head -c 2000 "$C/base/$2/stdout") | head -c 200 | tr '\n\t' '| ')"; }

