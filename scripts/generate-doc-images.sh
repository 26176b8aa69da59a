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

# A real, small sweep (two policies, two estimators, 5 x 5 thresholds, 2000 synthetic swipes):
# the report's example input, kept in Docs/examples so the page can be reproduced.
"$tool" sweep -q --damping 0.8 --policy seed-progress-velocity,flutter-dismissible \
  --estimator lsq2,ios --progress-threshold 0.2...0.6:0.1 --velocity-threshold 0...800:200 \
  --swipes 2000 --seed 1 --out "$examples/sweep-example.csv"

# The report is one self-contained HTML file; three of its figures are also kept as SVG files
# for this documentation, picked by their captions.
report=$(mktemp)
trap 'rm -f "$report"' EXIT
"$tool" report "$examples/sweep-example.csv" --out "$report"
figure() { # figure CAPTION OUTPUT: the SVG of the figure captioned CAPTION
  awk -v caption="<figcaption>$1</figcaption>" '
    /^<svg /{buf=""; on=1}
    on{buf=buf $0 "\n"}
    /^<\/svg>$/{on=0; svg=buf}
    $0==caption{printf "%s", svg; exit}' "$report" >"$2"
  test -s "$2" || { echo "no figure captioned '$1' in the report" >&2; exit 1; }
}
figure "intent agreement — over the labelled swipes" "$out/report-heatmap.svg"
figure "best intent agreement per policy and estimator" "$out/report-policies.svg"
figure "position and velocity after release" "$out/report-handoff.svg"

# The report's first screen in headless Chromium (phone and desktop, light and dark), taken by its
# browser check. Unlike the SVG and text above, screenshots depend on the installed fonts and
# Chromium; without python3 or Chromium they are left as they are.
shots=$(mktemp -d)
if command -v python3 >/dev/null 2>&1 &&
  python3 scripts/check-report.py "$tool" --shots "$shots" >/dev/null; then
  for name in report-390-light report-390-dark report-1400-light report-1400-dark \
    compare-1400-light code-390-dark code-1400-light heatmaps-390-dark heatmaps-1400-light \
    compare-feel-390-light compare-feel-1400-dark ios-card-390 ios-card-1400 ios-swiftui-390 \
    ios-swiftui-1400 ios-uikit-390 ios-uikit-1400 js-react-native-390 js-react-native-1400 \
    js-motion-390 js-motion-1400; do
    cp "$shots/$name.png" "$out/$name.png"
  done
else
  echo "scripts/check-report.py did not run (no python3 or Chromium) or failed:" \
    "the report screenshots were not updated" >&2
fi
rm -rf "$shots"

ls -l "$out"
