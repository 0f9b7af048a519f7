# tests/platform/lib.sh: sourced by the slow checks (make distcheck) that
# need something a plain machine may not have (Docker, Slurm, a locale).
#
#   skip_or_fail NAME WHY   where the check cannot run: prints
#                           "NAME: SKIPPED: WHY" and exits 0, except under
#                           CI (CI=true), where a skip is a failure (exit 1).
#   need_root NAME          skip_or_fail unless running as root.
#   apt_need NAME PKG...    install the Debian packages that are missing
#                           (as root; for the slow checks only, never in
#                           make's package step), or skip_or_fail.
skip_or_fail() {
  local name=$1; shift
  if [ "${CI:-}" = true ]; then
    echo "$name: FAILED: cannot run here, and under CI a skip is a failure: $*" >&2
    exit 1
  fi
  echo "$name: SKIPPED: $*"
  exit 0
}
need_root() {
  [ "$(id -u)" = 0 ] || skip_or_fail "$1" "needs root (it starts daemons and containers)"
}
apt_need() {
  local name=$1; shift
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} = 0 ] && return 0
  [ "$(id -u)" = 0 ] || skip_or_fail "$name" "needs the Debian packages ${missing[*]} (apt-get install ${missing[*]})"
  echo "$name: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null \
    || skip_or_fail "$name" "could not install ${missing[*]}"
}
