#!/bin/sh
# Compares every swipe preset on one population: one `spring-tune sweep --preset NAME` per preset
# (its rule with its own constants, its gate, its hand-off), the same 20 000 synthetic swipes
# (seed 1), the swept spring ζ 0.8, 0.4 s for the presets that finish with the sweep's spring, and
# prints the Markdown tables of Docs/Presets.md.
#
#   scripts/preset-table.sh [path/to/spring-tune]      (default: .build/debug/spring-tune)
#
# Deterministic: the same tool gives the same bytes. Needs python3 (stdlib only) for the table.
set -eu
tool=${1:-.build/debug/spring-tune}
swipes=${SWIPES:-20000}
spring="--damping 0.8 --response 0.4"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
presets=$("$tool" presets --csv | python3 -c 'import csv,sys; print(" ".join(r["preset"] for r in csv.DictReader(sys.stdin)))')
for p in $presets; do
  # shellcheck disable=SC2086
  "$tool" sweep --preset "$p" --swipes "$swipes" $spring --out "$dir/$p.csv" 2>"$dir/$p.log" ||
    { cat "$dir/$p.log" >&2; exit 1; }
  # The same preset with its edge region widened to the whole screen (the synthetic swipes
  # start 2-30 % of the width from the edge, so an edge region gates most of them out).
  # shellcheck disable=SC2086
  "$tool" sweep --preset "$p" --edge 100000 --swipes "$swipes" $spring \
    --out "$dir/$p-noedge.csv" 2>"$dir/$p-noedge.log" || { cat "$dir/$p-noedge.log" >&2; exit 1; }
done
python3 - "$dir" "$swipes" $presets <<'PY'
import csv, re, sys
d, swipes, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def row(path):
    with open(path) as f:
        return next(csv.DictReader(f))
def table(suffix, title):
    print(title)
    print()
    print("| preset | began | hijacks | complete | agreement | false complete | false cancel | feels complete | feel score | jump p50 (pt/s) | jump p95 (pt/s) | arrival p95 (s) | overshoot p95 (pt) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    # How sure: the widest half-width of the 95 % intervals of the rates and of the feel score.
    widest = {"rate": (0.0, ""), "feel_score": (0.0, "")}
    rates = ["hijack_rate", "complete_rate", "intent_agreement", "false_complete_rate", "false_cancel_rate", "feels_complete_rate"]
    for n in names:
        r = row(f"{d}/{n}{suffix}.csv")
        # The summary's "N engaged": the swipes the gate let begin.
        # The summary wraps at 80 columns, so the count may follow a line break; a log without
        # it (the sweep failed) stops the script with the log, not a traceback.
        log = open(f"{d}/{n}{suffix}.log").read()
        m = re.search(r"(\d+)\s+engaged", log)
        if m is None:
            sys.exit(f"preset-table: no 'N engaged' in the summary of {n}{suffix}:\n{log}")
        began = int(m.group(1))
        cells = [f"`{n}`", f"{began / swipes:.3f}"]
        for k in rates:
            cells.append(f"{float(r[k]):.3f}" if r[k] else "")
        cells.append(f"{float(r['feel_score']):.3f}" if r["feel_score"] else "")
        for k in rates + ["feel_score"]:
            if r[k + "_lo"] and r[k + "_hi"]:
                half = (float(r[k + "_hi"]) - float(r[k + "_lo"])) / 2
                key = "feel_score" if k == "feel_score" else "rate"
                if half > widest[key][0]:
                    widest[key] = (half, f"{k} of `{n}`")
        for k in ["handoff_jump_p50", "handoff_jump_p95"]:
            cells.append(f"{float(r[k]):.0f}" if r[k] else "")
        cells.append(f"{float(r['arrival_p95_s']):.3f}" if r["arrival_p95_s"] else "")
        cells.append(f"{float(r['overshoot_p95_pt']):.1f}" if r["overshoot_p95_pt"] else "")
        print("| " + " | ".join(cells) + " |")
    print()
    print(f"How sure: every rate above is within ±{widest['rate'][0]:.4f} of its value on unlimited "
          f"swipes of this model (95 % interval; the widest is {widest['rate'][1]}), every feel "
          f"score within ±{widest['feel_score'][0]:.4f} ({widest['feel_score'][1]}). The presets "
          "saw the same swipes, so a difference between two of them is surer than their two "
          "intervals suggest; each sweep's `_lo`/`_hi` columns give every interval.")
    print()
table("", f"Each preset with its own gate and hand-off ({swipes} synthetic swipes, seed 1; the spring styles ζ 0.8, 0.4 s; rates over all swipes, a swipe that never began counting as a cancel):")
table("-noedge", "The same with the edge region widened to the whole screen (`--edge 100000`):")
PY
