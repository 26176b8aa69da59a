#!/usr/bin/env bash
# Builds the DocC catalogs of AnimationMath, TextFormats and SwipeTuning offline, as STYLE.md describes:
#   1. swift build --target <Module>   (only the libraries: works on a fresh clone; no test
#      target is built, unlike `swift package dump-symbol-graph`, which extracts a graph for
#      every module and fails until `swift test` has built the test modules)
#   2. swift-symbolgraph-extract <Module> (public symbols) → .build/docs-symbol-graphs/<Module>/
#   3. docc convert Sources/<Module>/<Module>.docc --warnings-as-errors  → .build/docs/<Module>.doccarchive
#      (each catalog on its own: SwipeTuning's comments name AnimationMath's types in code voice,
#      since a symbol link cannot cross into another module's archive here).
# A broken symbol or article link makes docc (and this script) exit non-zero.
# Nothing is written outside .build/; nothing generated goes into git.
#
# Usage: scripts/build-docs.sh   (prints the output path at the end)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

graphs="$root/.build/docs-symbol-graphs"
output="$root/.build/docs"

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

modules=(AnimationMath TextFormats SwipeTuning)
for module in "${modules[@]}"; do
  echo "==> swift build --target $module" >&2
  build_log="$(swift build --target "$module" 2>&1)" || {
    echo "$build_log" >&2
    exit 1
  }
done
bin_path="$(swift build --show-bin-path)"
modules_dir="$bin_path/Modules"
[[ -d "$modules_dir" ]] || modules_dir="$bin_path"
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"

rm -rf "$graphs" "$output"
mkdir -p "$output"

for module in "${modules[@]}"; do
  if [[ ! -e "$modules_dir/$module.swiftmodule" ]]; then
    echo "error: $module.swiftmodule not found in $modules_dir" >&2
    exit 1
  fi
  dir="$graphs/$module"
  mkdir -p "$dir"
  echo "==> swift-symbolgraph-extract $module ($triple)" >&2
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
    -minimum-access-level public -output-dir "$dir" >&2
  if [[ ! -e "$dir/$module.symbols.json" ]]; then
    echo "error: no $module symbol graph in $dir" >&2
    exit 1
  fi
  echo "==> docc convert $module (warnings are errors)" >&2
  "$docc_bin" convert "$root/Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "spring-tune.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors
done

echo "$output"
