#!/usr/bin/env python3
"""Runs the AnimationMath WebAssembly module (scripts/build-wasm.sh) in WasmKit and in headless
Chromium and checks every export against the native build, run by WasmModuleTests.

The module is read from the generated Sources/Recorder/AnimationMathWasm.swift (the
bytes the recorder page embeds; its size is checked against the recorded `byteCount`). The
fixed cases: 12 springs (undamped, under-, near-critically, critically and over-damped, stiff,
light, slow, in the SwiftUI, Android, Origami and physical forms) x 3 motions (a completing
and a cancelling back-swipe hand-off, a unit step) x 13 times from 0 to 100 s, position and
velocity, and the settling times for bands of 0.5 and 0.001; 8 cubic Béziers (CSS named curves, overshooting ones) x 11 inputs in and beyond
[0, 1], value and slope. The native values come from the same tool's `spring-tune spring SPEC
--from --to --velocity --at ... / --settle ...` and `spring-tune ease CURVE --at ... --slope` (shortest
round-trip text, so they are the native doubles exactly); each spring's mass, stiffness and
damping from `spring-tune convert SPEC` (its `physical` row), which are what the module takes.

- WasmKit: `wasmkit run MODULE EXPORT f64:...` per evaluation (it prints the result's bits);
  every spring at every third time and every curve at every input (about 330 runs).
- Chromium: one page instantiates the module with `WebAssembly.instantiate` (no imports) and
  evaluates every case; the page makes no request and logs no error.

Agreement: |wasm - native| <= 1e-12 * |native| for every value (the bound of the issue), and
the script reports how many values are bit-identical and the largest relative difference.

Usage: check-wasm.py SPRING_TUNE [--wasmkit PATH]
Exit codes: 0 pass, 1 a check failed, 77 neither WasmKit nor Chromium found (skip), 64 usage.
"""

import base64
import concurrent.futures
import csv
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, find_chromium, SKIP_EXIT  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = os.path.join(ROOT, "Sources/Recorder/AnimationMathWasm.swift")
RELATIVE = 1e-12  # the bound

SPRINGS = [
    "dampingRatio=0.8,response=0.3",
    "dampingRatio=1,response=0.35",
    "dampingRatio=0.5,response=0.5",
    "dampingRatio=0,response=0.4",
    "dampingRatio=0.999999999,response=0.3",
    "dampingRatio=1.000000001,response=0.3",
    "dampingRatio=1.8,response=0.4",
    "duration=0.5,bounce=0.3",
    "stiffness=1500,dampingRatio=0.5",
    "tension=40,friction=7",
    "mass=0.0001,stiffness=1000000,damping=12",
    "mass=3,stiffness=20,damping=2",
]
MOTIONS = [(312.5, 390.0, 1234.5), (87.25, 0.0, -640.0), (1.0, 0.0, 0.0)]
TIMES = [0, 0.001, 0.008333, 0.016, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2.5, 10, 100]
CURVES = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.18, 1, 0.04, 1), (0.68, -0.6, 0.32, 1.6), (0.3, 1.4, 0.7, -0.4), (0, 0, 1, 1),
]
BANDS = [0.5, 1e-3]
INPUTS = [-0.25, 0, 0.01, 0.1, 0.25, 0.333, 0.5, 0.75, 0.9, 1, 1.5]

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def module_bytes():
    text = open(GENERATED, encoding="utf-8").read()
    body = re.search(r'base64Lines = """\n(.*?)\n\s*"""', text, re.S).group(1)
    count = int(re.search(r"byteCount = (\d+)", text).group(1))
    data = base64.b64decode("".join(line.strip() for line in body.splitlines()))
    check(len(data) == count, f"module is {len(data)} bytes, the file says {count}")
    return data


def run(tool, *args):
    result = subprocess.run([tool, *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(args)} exited {result.returncode}: {result.stderr}")
    return list(csv.DictReader(io.StringIO(result.stdout)))


def native_cases(tool):
    """[(export, args, native value, label)] for every spring and curve case."""
    cases = []
    at = ",".join(repr(float(t)) for t in TIMES)
    for spec in SPRINGS:
        physical = next(r for r in run(tool, "convert", spec) if r["ecosystem"] == "physical")
        values = {physical[f"parameter_{i}"]: float(physical[f"value_{i}"]) for i in (1, 2, 3)
                  if physical[f"parameter_{i}"]}
        mkc = [values.get("mass", 1.0), values["stiffness"], values["damping"]]
        for (x0, x1, v) in MOTIONS:
            rows = run(tool, "spring", spec, "--from", repr(x0), "--to", repr(x1),
                       "--velocity", repr(v), "--at", at)
            for row in rows:
                t = float(row["t"])
                args = mkc + [x0, x1, v, t]
                label = f"{spec} from {x0} to {x1} v {v} at {t}"
                cases.append(("spring_position", args, float(row["position"]), label + " x"))
                cases.append(("spring_velocity", args, float(row["velocity"]), label + " v"))
            rows = run(tool, "spring", spec, "--from", repr(x0), "--to", repr(x1),
                       "--velocity", repr(v), "--settle", ",".join(map(repr, BANDS)))
            for row in rows:
                args = mkc + [x0, x1, v, float(row["epsilon"])]
                cases.append(("spring_settling_time", args, float(row["settling_time"]),
                              f"{spec} from {x0} to {x1} v {v} settle {row['epsilon']}"))
    xs = ",".join(repr(float(x)) for x in INPUTS)
    for curve in CURVES:
        text = "cubic-bezier(" + ", ".join(repr(float(c)) for c in curve) + ")"
        for row in run(tool, "ease", text, "--at", xs, "--slope"):
            args = [float(c) for c in curve] + [float(row["x"])]
            cases.append(("bezier_value", args, float(row["y"]), f"{text} at {row['x']} y"))
            cases.append(("bezier_slope", args, float(row["slope"]), f"{text} at {row['x']} dy/dx"))
    return cases


def compare(where, cases, values):
    identical, worst = 0, 0.0
    for (export, args, native, label), value in zip(cases, values):
        if value is None or (isinstance(value, float) and value != value):
            check(False, f"{where}: {label}: {value}, native {native!r}")
            continue
        if struct.pack("<d", value) == struct.pack("<d", native):
            identical += 1
            continue
        error = abs(value - native) / abs(native) if native != 0 else float("inf")
        worst = max(worst, error)
        check(error <= RELATIVE, f"{where}: {label}: {value!r}, native {native!r}, "
                                 f"relative {error:.3g}")
    return identical, worst


def wasmkit_value(wasmkit, path, export, args):
    result = subprocess.run([wasmkit, "run", path, export, *(f"f64:{a!r}" for a in args)],
                            capture_output=True, text=True)
    match = re.search(r"f64\((\d+)\)", result.stdout)
    if result.returncode != 0 or not match:
        return None
    return struct.unpack("<d", struct.pack("<Q", int(match.group(1))))[0]


def check_wasmkit(wasmkit, path, cases):
    chosen = [c for i, c in enumerate(cases) if c[0].startswith("bezier") or (i // 2) % 3 == 0]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        values = list(pool.map(lambda c: wasmkit_value(wasmkit, path, c[0], c[1]), chosen))
    abi = subprocess.run([wasmkit, "run", path, "animation_math_abi"], capture_output=True,
                         text=True).stdout
    check("i32(1)" in abi, f"animation_math_abi() in WasmKit printed {abi!r}")
    return len(chosen), compare("wasmkit", chosen, values)


def check_chromium(data, cases):
    script = """(async () => {
      const bytes = Uint8Array.from(atob(%s), (c) => c.charCodeAt(0));
      const { instance, module } = await WebAssembly.instantiate(bytes, {});
      const e = instance.exports;
      const cases = %s;
      return { imports: WebAssembly.Module.imports(module).length, abi: e.animation_math_abi(),
        exports: WebAssembly.Module.exports(module).map((x) => x.name).sort(),
        values: cases.map(([name, args]) => {
          const v = e[name](...args);
          return Number.isFinite(v) ? v : String(v);
        }) };
    })()""" % (json.dumps(base64.b64encode(data).decode()),
               json.dumps([[c[0], c[1]] for c in cases]))
    with Browser() as browser:
        page = browser.new_page(width=400, height=300)
        page.goto("about:blank")
        result = page.evaluate(script)
        check(not page.console_errors, f"console errors: {page.console_errors}")
        check(not page.foreign_requests(), f"requests: {page.foreign_requests()}")
    check(result["imports"] == 0, f"the module imports {result['imports']} things")
    check(result["abi"] == 1, f"animation_math_abi() is {result['abi']}")
    for name in ("spring_position", "spring_velocity", "spring_settling_time", "bezier_value",
                 "bezier_slope", "velocity_add", "velocity_x"):
        check(name in result["exports"], f"no export {name}: {result['exports']}")
    named = {"Infinity": float("inf"), "-Infinity": float("-inf")}
    values = [float(v) if isinstance(v, (int, float)) else named.get(v) for v in result["values"]]
    return compare("chromium", cases, values)


def main():
    args = sys.argv[1:]
    wasmkit = None
    if len(args) == 3 and args[1] == "--wasmkit":
        wasmkit = args[2]
        args = args[:1]
    if len(args) != 1:
        print(__doc__.split("Usage: ")[1].splitlines()[0], file=sys.stderr)
        return 64
    tool = os.path.abspath(args[0])
    wasmkit = wasmkit or shutil.which("wasmkit") or (
        "/opt/swift/usr/bin/wasmkit" if os.access("/opt/swift/usr/bin/wasmkit", os.X_OK) else None)
    chromium = find_chromium()
    if wasmkit is None and chromium is None:
        print("SKIPPED: neither wasmkit nor Chromium found", file=sys.stderr)
        return SKIP_EXIT
    data = module_bytes()
    cases = native_cases(tool)
    scratch = tempfile.mkdtemp(prefix="spring-tune-wasm-")
    path = os.path.join(scratch, "AnimationMath.wasm")
    with open(path, "wb") as f:
        f.write(data)
    lines = [f"module: {len(data)} bytes; {len(cases)} native values"]
    if wasmkit:
        count, (identical, worst) = check_wasmkit(wasmkit, path, cases)
        lines.append(f"wasmkit: {count} values, {identical} bit-identical, "
                     f"largest relative difference {worst:.3g}")
    else:
        print("NOTE: wasmkit not found; the module was not run in WasmKit")
    if chromium:
        identical, worst = check_chromium(data, cases)
        lines.append(f"chromium: {len(cases)} values, {identical} bit-identical, "
                     f"largest relative difference {worst:.3g}")
    else:
        print("NOTE: Chromium not found; the module was not run in a browser")
    shutil.rmtree(scratch, ignore_errors=True)
    for failure in failures[:40]:
        print("FAIL:", failure)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("\n".join(lines))
    print(f"wasm module agrees with the native build (<= {RELATIVE:g} relative)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
