#!/bin/sh
# Regenerates the pictures in Docs/images/ with spring-tune itself.
#
#   scripts/generate-doc-images.sh [path/to/spring-tune]
#
# Without an argument it builds the debug binary first. The output is deterministic: running it
# twice gives the same bytes, so `git diff Docs/images` after a run shows exactly what a change
# to the Plotting module did to the pictures.
set -eu
cd "$(dirname "$0")/.."

tool=${1:-}
if [ -z "$tool" ]; then
  swift build --product spring-tune >/dev/null
  tool="$(swift build --show-bin-path)/spring-tune"
fi
out=Docs/images
examples=Docs/examples
mkdir -p "$out"

"$tool" plot --title "Two springs, released at rest from 0 to 100 pt" \
  --spring dampingRatio=0.5,response=0.4 --spring dampingRatio=1,response=0.4 \
  --out "$out/spring-overlay.svg"
"$tool" plot --format text --spring dampingRatio=0.5,response=0.4 >"$out/spring-text.txt"

"$tool" plot --title "Easing curves" --ease ease-in-out --ease "cubic-bezier(0.3,1.4,0.6,1)" \
  --ease "spring(response=0.4,dampingRatio=0.8)" --out "$out/easing-overlay.svg"
"$tool" plot --format text --ease ease-in-out >"$out/easing-text.txt"

"$tool" plot --title "Swipe back: alpha fades, then the view moves" \
  --timeline "$examples/swipe-back-timeline.json" --out "$out/timeline.svg"
"$tool" plot --format text --timeline "$examples/swipe-back-timeline.json" >"$out/timeline-text.txt"

# The report is one self-contained HTML file; its first figure (a heatmap) and its last (the
# hand-off of the chosen spring) are also kept as SVG files for this documentation.
report=$(mktemp)
trap 'rm -f "$report"' EXIT
"$tool" report "$examples/sweep-example.csv" --out "$report"
awk '/^<svg /{n++} n==1{print} n==1&&/^<\/svg>$/{exit}' "$report" >"$out/report-heatmap.svg"
awk '/^<svg /{n++; buf=""} {buf=buf $0 "\n"} /^<\/svg>$/{last=buf} END{printf "%s", last}' \
  "$report" | sed -n '/^<svg /,$p' >"$out/report-handoff.svg"

ls -l "$out"
