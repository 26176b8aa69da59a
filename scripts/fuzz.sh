#!/usr/bin/env bash
# The long fuzz run (issue 11): the generator of the standing fuzz test (Tests/SpringTuneTests/
# Fuzz), run out of process so that a crash is a signal and a hang a timeout, not the end of
# the run.
#
# Usage: scripts/fuzz.sh [SEED] [COUNT] [TIMEOUT_SECONDS]
#   SEED     generator seed (default 1); the same seed writes the same cases
#   COUNT    number of invocations (default 2000; ~0.1 s each in a debug build)
#   TIMEOUT  seconds after which a run counts as a hang (default 60)
#
# Prints runs, crashes (killed by a signal), hangs (timed out), undocumented exit codes and
# CSV outputs with nan, and keeps every failing case (its `args`, inputs, stdout and stderr)
# under the work directory it names. Exits 1 when anything failed.
set -u
seed=${1:-1}
count=${2:-2000}
limit=${3:-60}
cd "$(dirname "$0")/.."

# SPRING_TUNE_BIN runs another binary (a copy, say, while the tree is being rebuilt).
swift build --build-tests >/dev/null || { echo "fuzz.sh: build failed" >&2; exit 2; }
bin=${SPRING_TUNE_BIN:-$(swift build --show-bin-path)/spring-tune}
work=$(mktemp -d "${TMPDIR:-/tmp}/spring-tune-fuzz.XXXXXX")
SPRING_TUNE_FUZZ_EMIT="$work" SPRING_TUNE_FUZZ_SEED="$seed" SPRING_TUNE_FUZZ_COUNT="$count" \
  swift test --skip-build --filter FuzzTests >/dev/null 2>&1 \
  || { echo "fuzz.sh: could not generate the cases" >&2; exit 2; }

runs=0 crashes=0 hangs=0 codes=0 nans=0
start=$(date +%s)
for dir in "$work"/case-*; do
  mapfile -d '' arguments <"$dir/args"
  (cd "$dir" && timeout -k 5 "$limit" "$bin" "${arguments[@]}" >stdout 2>stderr)
  rc=$?
  runs=$((runs + 1))
  verdict=""
  case $rc in
    0 | 64 | 65 | 66 | 73 | 74) ;;
    124 | 137) hangs=$((hangs + 1)); verdict="hang" ;;
    1[2-9][0-9]) crashes=$((crashes + 1)); verdict="crash (signal $((rc - 128)))" ;;
    *) codes=$((codes + 1)); verdict="exit code $rc" ;;
  esac
  # A CSV on stdout may never hold nan (inf is documented for settling times and slopes).
  if [ -z "$verdict" ] && [ $rc -eq 0 ] && grep -qE '(^|,)-?nan(,|$)' "$dir/stdout" 2>/dev/null; then
    nans=$((nans + 1))
    verdict="nan in output"
  fi
  if [ -n "$verdict" ]; then
    echo "FAIL $verdict: $dir"
  else
    rm -rf "$dir"
  fi
done
elapsed=$(($(date +%s) - start))
echo "seed $seed: $runs runs in ${elapsed} s, $crashes crashes, $hangs hangs, $codes undocumented exit codes, $nans outputs with nan"
[ $((crashes + hangs + codes + nans)) -eq 0 ] && rmdir "$work" 2>/dev/null
[ $((crashes + hangs + codes + nans)) -eq 0 ]
