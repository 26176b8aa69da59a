#!/bin/bash
# Runs a fixed set of sweep, report and merge commands with BIN in a fresh OUTDIR and keeps
# every output file, stdout and stderr: run it with the binaries of two commits and `diff -r`
# the directories to check that a refactoring changes no byte (the README commands, --robust,
# --by, --traces, grid and population shards, merge, errors).
# Usage: scripts/sweep-outputs.sh BIN OUTDIR
BIN=$1; OUT=$2; rm -rf "$OUT"; mkdir -p "$OUT"; cd "$OUT"
run() { name=$1; shift; "$BIN" "$@" >"$name.stdout" 2>"$name.stderr"; echo "rc=$?" >>"$name.stdout"; }
run main sweep --damping 0.8
cp sweep.csv main.csv
run report report sweep.csv --out report.html
run svg sweep --damping 0.6...1.0:0.1 --policy seed-progress-velocity,half-width,projected-midpoint --svg map.svg -o svg.csv
"$BIN" population --out traces --swipes 600 --quiet
run traces sweep --traces traces --damping 0.8 -o traces.csv
run by sweep --traces traces --by file -o by.csv
run bysyn sweep --swipes 3000 --by intent -o bysyn.csv
run robust sweep --damping 0.8 --robust --swipes 3000 -o robust.csv
run shard1 sweep --damping 0.6...1.0:0.2 --swipes 3000 --shard 1/3 -o 'sh-{shard}.csv'
run shard2 sweep --damping 0.6...1.0:0.2 --swipes 3000 --shard 2/3 -o 'sh-{shard}.csv'
run shard3 sweep --damping 0.6...1.0:0.2 --swipes 3000 --shard 3/3 -o 'sh-{shard}.csv'
run merge merge sh-1.csv sh-2.csv sh-3.csv -o merged.csv
run pshard1 sweep --damping 0.8 --swipes 3000 --population-shard 1/2 -o ps1.csv
run pshard2 sweep --damping 0.8 --swipes 3000 --population-shard 2/2 -o ps2.csv
run pmerge merge ps1.csv ps2.csv -o pmerged.csv
run stdout sweep --damping 0.8 --swipes 2000 --handoff spring-velocity,spring-rest -o -
run preset sweep --preset uikit-pop-approx --swipes 2000 -o preset.csv
run err1 sweep --damping -1
run err2 sweep --shard 5/3
run err3 sweep --svg x.svg --svg-metric nope
rm -rf traces
