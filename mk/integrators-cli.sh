#!/usr/bin/env bash
# mk/integrators-cli.sh DP: bad time options of dp simulate (and friends)
# must fail with exit status 2 and one clear 'dp: error: ...' line, never
# with a crash, a hang, a NaN or a table.  Good ones must succeed.
set -u
dp=${1:?usage: mk/integrators-cli.sh path/to/dp}
fail=0
bad() {  # bad 'expected message part' args...
  local want=$1; shift
  local out err rc
  out=$(timeout 10 "$dp" "$@" 2>/tmp/integrators-cli.$$); rc=$?
  err=$(cat /tmp/integrators-cli.$$)
  if [ $rc -ne 2 ] || [ -n "$out" ] || [[ $err != "dp: error: "*"$want"* ]] || [ "$(wc -l <<<"$err")" -ne 1 ]; then
    echo "integrators-cli: FAIL: dp $* -> exit $rc, stdout ${#out} bytes, stderr: $err (wanted '$want')" >&2
    fail=1
  fi
}
good() {
  if ! timeout 20 "$dp" "$@" >/dev/null 2>/tmp/integrators-cli.$$; then
    echo "integrators-cli: FAIL: dp $* should succeed: $(cat /tmp/integrators-cli.$$)" >&2
    fail=1
  fi
}
bad 'step must be positive'             simulate --h 0
bad 'step must be positive'             simulate --h -0.001
bad 'not a finite number'               simulate --h nan
bad 'not a finite number'               simulate --h inf
bad 'not a number'                      simulate --h ''
bad 'not a number'                      simulate --h 1e-3s
bad 'division by zero'                  simulate --h 1/0
bad 'not a number or fraction'          simulate --h x/600
bad 'duration must be positive'         simulate --t 0
bad 'duration must be positive'         simulate --t -5
bad 'not a finite number'               simulate --t nan
bad 'output interval must be positive'  simulate --every 0
bad 'output interval must be positive'  simulate --every -1
bad 'not a finite number'               simulate --every nan
bad 'longer than the run'               simulate --t 0.01 --h 0.1
bad 'longer than the output interval'   simulate --h 0.1 --every 0.05
bad 'rows'                              simulate --t 1e9 --every 1e-3
bad 'rows'                              simulate --t 1e300 --every 1e-300 --h 1e-300
bad 'steps'                             simulate --t 1e6 --every 1 --h 1e-6
bad 'must be between'                   simulate --method dopri5 --tol 0
bad 'not a finite number'               simulate --method dopri5 --tol nan
bad 'unknown method'                    simulate --method euler
bad 'unknown form'                      simulate --form newton
bad 'correct model only'                simulate --form hamilton --model paper
bad 'fixed-step method'                 simulate --method dopri5 --back
bad 'no such preset'                    simulate --preset nowhere
bad 'fixed steps'                       convergence --method dopri5
bad 'must be between'                   convergence --n 50
bad 'must be between'                   explainer-start --search --step 0
good simulate --h explainer --t 0.1
good simulate --h review --t 0.1 --every 0.1 --final
good simulate --h 1/600 --t 0.1 --method gauss4
good simulate --t 0.1 --method dopri5 --form hamilton
good simulate --t 0.07 --every 0.05 --final
rm -f /tmp/integrators-cli.$$
[ $fail -eq 0 ] && echo "integrators-cli: dp simulate rejects bad time options clearly"
exit $fail
