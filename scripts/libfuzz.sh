#!/bin/sh
# Coverage-guided fuzzing of spring-tune's parsers with libFuzzer (Docs/Fuzzing.md).
#
#   scripts/libfuzz.sh --list              the targets, one a line
#   scripts/libfuzz.sh TARGET SECONDS      build TARGET with -sanitize=fuzzer,address and run it
#                                          from its seed corpus (Fuzz/Corpus/TARGET) for SECONDS
#   scripts/libfuzz.sh --all SECONDS       every target in turn, SECONDS each
#   scripts/libfuzz.sh --totals            per target, the CPU time, executions and best coverage
#                                          of every run recorded in FUZZ_WORK's ledger.tsv
#
# The targets live in their own package (Fuzz/), which the normal build never compiles. New
# inputs that reach new code go to a scratch copy of the corpus (FUZZ_WORK, default a temporary
# directory); the committed corpus is only read. Exits non-zero on a crash, a timeout (an input
# that runs over 10 s: a hang), a leak or an out-of-memory (over 2 GiB), keeping the input in
# Fuzz/Findings/TARGET-… to become a regression test. Prints the executions and the coverage
# reached (libFuzzer's `cov:` edges). FUZZ_BUILD=0 runs the binary already built (a long campaign
# beside other builds must not start one of its own).
set -eu
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  PATH="/opt/swift/usr/bin:$PATH"
fi
targets=$(ls Fuzz/Sources | grep -v '^FuzzSupport$')
case "${1:-}" in
  --list)
    echo "$targets"
    exit 0
    ;;
  --all)
    seconds=${2:?usage: scripts/libfuzz.sh --all SECONDS}
    status=0
    for t in $targets; do sh "$0" "$t" "$seconds" || status=1; done
    exit "$status"
    ;;
  --totals)
    ledger=${FUZZ_WORK:?--totals reads \$FUZZ_WORK/ledger.tsv; set FUZZ_WORK}/ledger.tsv
    [ -f "$ledger" ] || { echo "libfuzz: no ledger at $ledger" >&2; exit 1; }
    # Columns: date, target, wall s, CPU s, executions, edges, result.
    awk -F'\t' '
      { cpu[$2] += $4; runs[$2] += $5; n[$2]++; if ($6 > cov[$2]) cov[$2] = $6
        if ($7 != "clean") bad[$2]++ }
      END {
        printf "%-18s %5s %9s %13s %6s %8s\n", "target", "runs", "CPU min", "executions", "edges", "findings"
        for (t in cpu) printf "%-18s %5d %9.1f %13d %6d %8d\n", t, n[t], cpu[t] / 60, runs[t], cov[t], bad[t]
      }' "$ledger" | sort
    exit 0
    ;;
  "" | -*)
    sed -n '3,8p' "$0" >&2
    exit 64
    ;;
esac
target=$1
seconds=${2:?usage: scripts/libfuzz.sh TARGET SECONDS}
echo "$targets" | grep -qx "$target" || { echo "libfuzz: unknown target '$target'; --list names them" >&2; exit 64; }

if [ "${FUZZ_BUILD:-1}" != 0 ]; then
  swift build --package-path Fuzz --scratch-path Fuzz/.build --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 |
    grep -v 'Cannot export local symbol' | grep -E 'error|warning: |Compiling' || true
fi
binary=Fuzz/.build/debug/$target
[ -x "$binary" ] || { echo "libfuzz: $target did not build" >&2; exit 1; }

work=${FUZZ_WORK:-$(mktemp -d)}
mkdir -p "$work/$target" Fuzz/Findings
log="$work/$target.log"
status=0
# LeakSanitizer is on (ASan's default on Linux): libFuzzer reports an input that leaks.
# /usr/bin/time, where present, measures the run's CPU time for the ledger (--totals).
timer=""
if [ -x /usr/bin/time ]; then timer="/usr/bin/time -f %U\t%S -o $work/$target.time"; fi
started=$(date +%s)
$timer "$binary" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="Fuzz/Findings/$target-" \
  "$work/$target" "Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
wall=$(($(date +%s) - started))
cpu=$wall
if [ -n "$timer" ] && [ -f "$work/$target.time" ]; then
  cpu=$(awk -F'\t' 'END { printf "%.0f", $1 + $2 }' "$work/$target.time")
fi
result=clean
if [ "$status" -ne 0 ]; then result="finding($status)"; fi
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$wall" "$cpu" \
  "${runs:-0}" "${cov:-0}" "$result" >>"$work/ledger.tsv"
if [ "$status" -ne 0 ]; then
  tail -40 "$log" >&2
  echo "libfuzz: $target FAILED after ${runs:-?} executions (input kept in Fuzz/Findings/)" >&2
  exit "$status"
fi
echo "libfuzz: $target: ${seconds} s (${cpu} CPU-s), ${runs:-?} executions, ${cov:-?} edges covered, no finding"
