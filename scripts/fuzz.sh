#!/usr/bin/env bash
# Runs every fuzz target of the module for a short time: each Fuzz function that
# `go test -list` finds, one at a time (go fuzzes one target per run), for
# FUZZTIME (default 500x: 500 inputs, a count, so the machine's load cannot
# make the run flaky) on one worker (-parallel=1), after its seed corpus.
# Each input that finds new coverage is minimized for at most FUZZMINTIME
# (default 10s; go's default is 60s): go tries removals whose number grows
# with the square of the input's length, and its count of inputs stands still
# meanwhile, so a target of multi-KB inputs (snapshots) spent nearly all of a
# 30 s run minimizing. A failing input is still written, minimized as far as
# that time got.
# Fails, listing them, if any target fails; a failing input is written under the
# package's testdata/fuzz/ by go, to add as a seed once fixed.
#
#   scripts/fuzz.sh                     every target, 500 inputs each
#   FUZZTIME=5m scripts/fuzz.sh         every target, 5 minutes each
#   scripts/fuzz.sh ./hosting/...       the targets of some packages only
#
# Packages that import Ebitengine need a display, as `go test` does: under
# `make test`, run it with xvfb-run. GO names the go command (default go).
set -euo pipefail

GO=${GO:-go}
FUZZTIME=${FUZZTIME:-500x}
FUZZMINTIME=${FUZZMINTIME:-10s}
cd "$(dirname "$0")/.."
[ $# -eq 0 ] && set -- ./...

# `go test -list` prints a package's matching names, then its "ok  <package>" line.
targets=$("$GO" test -list '^Fuzz' "$@" | awk '
  /^Fuzz/ { names = names " " $1; next }
  /^ok[ \t]/ { if (names != "") print $2 names; names = "" }')

failed=()
count=0
flaked=0
while read -r pkg names; do
  [ -z "$pkg" ] && continue
  for name in $names; do
    count=$((count + 1))
    echo "fuzz: $pkg $name ($FUZZTIME)"
    log=$(mktemp)
    if ! "$GO" test -run='^$' -fuzz="^${name}\$" -fuzztime="$FUZZTIME" -fuzzminimizetime="$FUZZMINTIME" -parallel=1 "$pkg" 2>&1 | tee "$log"; then
      # Go 1.26's fuzz coordinator can fail a target with "context deadline exceeded"
      # when -fuzztime ends while a worker is busy (go.dev/issue/75804, fixed in Go
      # 1.27): with no failing input written, that is the flake, not a fault.
      if grep -q "context deadline exceeded" "$log" && ! grep -q "Failing input written" "$log"; then
        echo "fuzz: $pkg $name: stopped by Go's fuzz deadline race (go.dev/issue/75804), no failing input"
        flaked=$((flaked + 1))
      else
        failed+=("$pkg $name")
      fi
    fi
    rm -f "$log"
  done
done <<< "$targets"

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: ${#failed[@]} of $count targets failed:" >&2
  printf '  %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "fuzz: $count targets passed ($flaked stopped early by the deadline race)"
