#!/usr/bin/env bash
# Builds the AnimationMath DocC catalog offline, as STYLE.md describes:
#   1. swift build --target AnimationMath   (only the library: works on a fresh clone; no test
#      target is built, unlike `swift package dump-symbol-graph`, which extracts a graph for
#      every module and fails until `swift test` has built the test modules)
#   2. swift-symbolgraph-extract AnimationMath (public symbols) → .build/docs-symbol-graphs/
#   3. docc convert Docs/AnimationMath.docc --warnings-as-errors  → .build/docs/
# A broken symbol or article link makes docc (and this script) exit non-zero.
# Nothing is written outside .build/; nothing generated goes into git.
#
# Usage: scripts/build-docs.sh [--open-output-path]   (prints the output path at the end)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

graphs="$root/.build/docs-symbol-graphs"
output="$root/.build/docs"
catalog="$root/Docs/AnimationMath.docc"

docc_bin="${DOCC:-}"
if [[ -z "$docc_bin" ]]; then
  if command -v docc >/dev/null 2>&1; then
    docc_bin="$(command -v docc)"
  elif xcrun --find docc >/dev/null 2>&1; then
    docc_bin="$(xcrun --find docc)"
  else
    echo "error: docc not found (set DOCC=/path/to/docc)" >&2
    exit 1
  fi
fi

module=AnimationMath
echo "==> swift build --target $module" >&2
build_log="$(swift build --target "$module" 2>&1)" || {
  echo "$build_log" >&2
  exit 1
}
bin_path="$(swift build --show-bin-path)"
modules_dir="$bin_path/Modules"
[[ -d "$modules_dir" ]] || modules_dir="$bin_path"
if [[ ! -e "$modules_dir/$module.swiftmodule" ]]; then
  echo "error: $module.swiftmodule not found in $modules_dir" >&2
  exit 1
fi
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"

rm -rf "$graphs" "$output"
mkdir -p "$graphs"
echo "==> swift-symbolgraph-extract $module ($triple)" >&2
swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
  -minimum-access-level public -output-dir "$graphs" >&2
if [[ ! -e "$graphs/$module.symbols.json" ]]; then
  echo "error: no $module symbol graph in $graphs" >&2
  exit 1
fi

echo "==> docc convert (warnings are errors)" >&2
"$docc_bin" convert "$catalog" \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name AnimationMath \
  --fallback-bundle-identifier spring-tune.AnimationMath \
  --output-path "$output" \
  --warnings-as-errors

echo "$output"
