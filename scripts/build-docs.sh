#!/usr/bin/env bash
# Builds the DocC catalogs of AnimationMath and SwipeTuning offline, as STYLE.md describes:
#   1. swift package dump-symbol-graph   (symbol graphs of every module, under .build/)
#   2. per module, copy its *.symbols.json into .build/docs-symbol-graphs/<Module>/
#   3. docc convert Docs/<Module>.docc --warnings-as-errors  → .build/docs/<Module>.doccarchive
#      (each catalog on its own: SwipeTuning's comments name AnimationMath's types in code voice,
#      since a symbol link cannot cross into another module's archive here).
# A broken symbol or article link makes docc (and this script) exit non-zero.
# Nothing is written outside .build/; nothing generated goes into git.
#
# Usage: scripts/build-docs.sh [--open-output-path]   (prints the output path at the end)
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

echo "==> swift package dump-symbol-graph" >&2
dump_log="$(swift package dump-symbol-graph --minimum-access-level public 2>&1)" || {
  echo "$dump_log" >&2
  exit 1
}
# The last line names the directory the graphs were written to.
source_dir="$(printf '%s\n' "$dump_log" | sed -n 's/^Files written to //p' | tail -n 1)"
if [[ -z "$source_dir" || ! -d "$source_dir" ]]; then
  source_dir="$(find "$root/.build" -type d -name symbolgraph | head -n 1)"
fi
if [[ -z "$source_dir" || ! -d "$source_dir" ]]; then
  echo "$dump_log" >&2
  echo "error: could not find the symbol graph directory" >&2
  exit 1
fi

rm -rf "$graphs" "$output"
mkdir -p "$output"
shopt -s nullglob

# convert MODULE
convert() {
  local module="$1"
  local dir="$graphs/$module"
  mkdir -p "$dir"
  local copied=0
  for f in "$source_dir/$module.symbols.json" "$source_dir/$module"@*.symbols.json; do
    cp "$f" "$dir/"
    copied=$((copied + 1))
  done
  if [[ $copied -eq 0 ]]; then
    echo "error: no $module symbol graph in $source_dir" >&2
    exit 1
  fi
  echo "==> docc convert $module (warnings are errors)" >&2
  "$docc_bin" convert "$root/Docs/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "spring-tune.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors
}

convert AnimationMath
convert SwipeTuning

echo "$output"
