#!/bin/sh
# Coverage-guided fuzzing of spring-tune's parsers with libFuzzer (Docs/Fuzzing.md).
#
#   scripts/libfuzz.sh --list              the targets, one a line
#   scripts/libfuzz.sh TARGET SECONDS      build TARGET with -sanitize=fuzzer,address and run it
#                                          from its seed corpus (Fuzz/Corpus/TARGET) for SECONDS
#   scripts/libfuzz.sh --all SECONDS       every target in turn, SECONDS each
#
# The targets live in their own package (Fuzz/), which the normal build never compiles. New
# inputs that reach new code go to a scratch copy of the corpus (FUZZ_WORK, default a temporary
# directory); the committed corpus is only read. Exits non-zero on a crash, a timeout (an input
# that runs over 10 s: a hang), a leak or an out-of-memory (over 2 GiB), keeping the input in
# Fuzz/Findings/TARGET-… to become a regression test. Prints the executions and the coverage
# reached (libFuzzer's `cov:` edges).
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
  "" | -*)
    sed -n '3,6p' "$0" >&2
    exit 64
    ;;
esac
target=$1
seconds=${2:?usage: scripts/libfuzz.sh TARGET SECONDS}
echo "$targets" | grep -qx "$target" || { echo "libfuzz: unknown target '$target'; --list names them" >&2; exit 64; }

swift build --package-path Fuzz --scratch-path Fuzz/.build --product "$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 |
  grep -v 'Cannot export local symbol' | grep -E 'error|warning: |Compiling' || true
binary=Fuzz/.build/debug/$target
[ -x "$binary" ] || { echo "libfuzz: $target did not build" >&2; exit 1; }

work=${FUZZ_WORK:-$(mktemp -d)}
mkdir -p "$work/$target" Fuzz/Findings
log="$work/$target.log"
status=0
# LeakSanitizer is on (ASan's default on Linux): libFuzzer reports an input that leaks.
"$binary" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="Fuzz/Findings/$target-" \
  "$work/$target" "Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
if [ "$status" -ne 0 ]; then
  tail -40 "$log" >&2
  echo "libfuzz: $target FAILED after ${runs:-?} executions (input kept in Fuzz/Findings/)" >&2
  exit "$status"
fi
echo "libfuzz: $target: ${seconds} s, ${runs:-?} executions, ${cov:-?} edges covered, no finding"
