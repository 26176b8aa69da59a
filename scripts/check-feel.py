#!/usr/bin/env python3
"""Browser check of the recorder's feel test (`spring-tune record --feel-test`), run by
FeelTestBrowserTests.

Writes a 12-trial feel-test page with three candidate hand-offs, opens it in headless Chromium
at phone size with touch emulation (scripts/cdp.py), and performs every trial with injected
touches along check-recorder.py's paths, for `--platform ios` (the `ios` release-velocity
estimator). First it taps the screen: a tap is not a swipe, so the task must stay and say so.
After each trial that finishes the transition (go back, go back quickly) it waits for the
question, reads `window.springTuneRecorder.lastCompletion()` and answers in turn Yes, No, Skip;
after a trial whose screen snaps back (peek, change of mind) it checks that nothing is asked.
Then it checks:

- each completion is the trial's candidate of the seeded design (the page's config), from the
  release position (the screen's last position under the finger) to the task's edge (390 px
  for a go-back task, 0 otherwise), at least 2 frames (40 in all: a short cancel settles in a
  few frames on a loaded machine), times from 0 increasing;
- every frame's x equals `spring-tune spring SPEC --from F --to T --velocity V --at t,...` from
  the native build within 1e-9 pt (the module is linked AnimationMath, not a JavaScript copy);
- the release velocity equals `spring-tune velocity --strategy ios` of the trial's exported
  samples to 1e-9 relative;
- the export has `handoff`, `rating` and `estimator` columns: the candidate's SPEC,
  `yes`/`no`/`skipped` (`not-asked` after a snap-back) and `ios` on the back-swipe trials, empty
  on the others, and reads back through `sweep --traces`;
- the question's buttons carry `data-rating="yes"` and `data-rating="no"`;
- the page made no request and logged no error; the same seed gives the same bytes.

The export is left as `feel.csv` in the scratch directory (`--keep DIR`).

Usage: check-feel.py SPRING_TUNE [--keep DIR]
Exit codes: 0 pass, 1 a check failed, 77 no Chromium (skip), 64 usage.
"""

import csv
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cdp import Browser, require_chromium  # noqa: E402

spec = importlib.util.spec_from_file_location("check_recorder", os.path.join(HERE, "check-recorder.py"))
recorder = importlib.util.module_from_spec(spec)
spec.loader.exec_module(recorder)

WIDTH, HEIGHT, SCALE = 390, 844, 3
TRIALS, SEED = 12, 11
SPECS = "dampingRatio=0.8,response=0.3;dampingRatio=0.5,response=0.45;stiffness=300,damping=40"
FRAME_TOLERANCE = 1e-9  # pt: the issue's bound; the same doubles should come out bit for bit
VELOCITY_TOLERANCE = 1e-9  # relative
ANSWERS = ["yes", "no", "skipped"]
ESTIMATOR = "ios"

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def tap(page, selector):
    box = page.evaluate(f"(() => {{ const r = document.querySelector({selector!r})"
                        ".getBoundingClientRect(); return [r.x + r.width / 2,"
                        " r.y + r.height / 2]; })()")
    page.touch("touchStart", [box])
    page.touch("touchEnd", [])


def wait_question(page, timeout=6.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not page.evaluate("document.getElementById('feel').hidden"):
            return True
        time.sleep(0.02)
    return False


def native_positions(tool, completion, times):
    out = subprocess.run([tool, "spring", completion["handoff"], "--from",
                          repr(float(completion["from"])), "--to", repr(float(completion["to"])),
                          "--velocity", repr(float(completion["velocity"])), "--at",
                          ",".join(repr(float(t)) for t in times)],
                         capture_output=True, text=True)
    if not check(out.returncode == 0, f"spring-tune spring failed: {out.stderr}"):
        return []
    return [float(row["position"]) for row in csv.DictReader(io.StringIO(out.stdout))]


def native_velocity(tool, scratch, rows):
    path = os.path.join(scratch, "one-swipe.csv")
    with open(path, "w", encoding="utf-8") as f:
        f.write("t,x,y,phase\n")
        for row in rows:
            f.write(f"{row['t']},{row['x']},{row['y']},{row['phase']}\n")
    out = subprocess.run([tool, "velocity", path, "--strategy", ESTIMATOR], capture_output=True,
                         text=True)
    if not check(out.returncode == 0, f"spring-tune velocity failed: {out.stderr}"):
        return None
    table = list(csv.DictReader(io.StringIO(out.stdout)))
    return float(table[0]["vx"]) if table and "vx" in table[0] else None


def main():
    args = sys.argv[1:]
    keep = None
    if len(args) == 3 and args[1] == "--keep":
        keep = args[2]
        args = args[:1]
    if len(args) != 1:
        print(__doc__.split("Usage: ")[1].splitlines()[0], file=sys.stderr)
        return 64
    tool = os.path.abspath(args[0])
    require_chromium()
    scratch = keep or tempfile.mkdtemp(prefix="spring-tune-feel-")
    os.makedirs(scratch, exist_ok=True)
    html = os.path.join(scratch, "feel.html")
    command = [tool, "record", "--feel-test", SPECS, "--trials", str(TRIALS), "--seed", str(SEED),
               "--platform", "ios"]
    subprocess.run(command + ["--out", html], check=True)
    again = subprocess.run(command + ["--out", "-"], capture_output=True, check=True).stdout
    page_bytes = open(html, "rb").read()
    check(again == page_bytes, "the same seed gave different bytes")
    config = json.loads(re.search(rb'<script type="application/json" id="config">(.*?)</script>',
                                  page_bytes, re.S).group(1))
    feel = config["feel"]
    wasm_size = len(feel["wasm"]) * 3 // 4 - feel["wasm"].count("=")

    completions = []  # (trial index, task, completion, answer)
    with Browser() as browser:
        page = browser.new_page(width=WIDTH, height=HEIGHT, scale=SCALE, mobile=True)
        page.goto("file://" + html)
        labels = page.evaluate("[...document.querySelectorAll('#feel button')]"
                               ".map((b) => b.dataset.rating)")
        check(labels == ["yes", "no", "skipped"], f"question buttons {labels}")
        question = page.evaluate("document.getElementById('feel-question').textContent")
        check(question == "Did that feel finished?", f"question {question!r}")
        tap(page, "#sheet button")
        carousel = page.evaluate("(() => { const r = document.getElementById('carousel')"
                                 ".getBoundingClientRect(); return [r.x, r.y, r.width,"
                                 " r.height]; })()")
        # A tap is not a swipe: the task stays, says so, and nothing is recorded.
        first = recorder.wait_ready(page)
        page.touch("touchStart", [(200.0, 420.0, 0)])
        page.touch("touchEnd", [])
        after = recorder.wait_ready(page)
        check(after is not None and after["trial"] == first["trial"],
              f"a tap ended trial {first['trial']}: now {after}")
        check(page.evaluate("window.springTuneRecorder.trialCount()") == 0, "a tap was recorded")
        hint = page.evaluate("document.getElementById('instruction').textContent")
        check(hint.startswith("That was a tap, not a swipe."), f"after a tap: {hint!r}")
        index = 0
        while True:
            current = recorder.wait_ready(page)
            if current is None:
                break
            task = current["name"]
            recorder.run_trial(page, task, carousel, False, False, busy=False)
            if config["tasks"][task]["mode"] == "back":
                if config["tasks"][task]["intent"] == "complete":
                    if not check(wait_question(page), f"trial {index + 1} ({task}): no question"):
                        break
                    answer = ANSWERS[len(completions) % len(ANSWERS)]
                else:
                    # A snap-back: animated with the candidate, nothing asked.
                    check(not wait_question(page, timeout=1.5),
                          f"trial {index + 1} ({task}): asked after a snap-back")
                    recorder.wait_ready(page)
                    answer = "not-asked"
                completion = page.evaluate("window.springTuneRecorder.lastCompletion()")
                completions.append((index, task, completion, answer))
                if answer != "not-asked":
                    tap(page, f'#feel button[data-rating="{answer}"]')
            index += 1
        text = page.evaluate("window.springTuneRecorder.exportCSV()")
        check(not page.console_errors, f"console errors: {page.console_errors}")
        check(not page.foreign_requests(), f"requests: {page.foreign_requests()}")

    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    by_swipe = {}
    for row in rows:
        by_swipe.setdefault(row["swipe"], []).append(row)
    swipes = list(by_swipe.values())
    check(len(swipes) == TRIALS, f"{len(swipes)} swipes exported, {TRIALS} run")
    header = text.split("\n", 1)[0].split(",")
    check(header[-3:] == ["handoff", "rating", "estimator"],
          f"the export's last columns are {header[-3:]}")
    frames_checked, worst = 0, 0.0
    for index, task, completion, answer in completions:
        where = f"trial {index + 1} ({task})"
        candidate = feel["candidates"][feel["assignment"][index]]
        check(completion["handoff"] == candidate["spec"],
              f"{where}: hand-off {completion['handoff']}, the design says {candidate['spec']}")
        to = WIDTH if config["tasks"][task]["intent"] == "complete" else 0
        check(completion["to"] == to, f"{where}: to {completion['to']}, expected {to}")
        frames = completion["frames"]
        if not check(len(frames) >= 2, f"{where}: {len(frames)} frames"):
            continue
        times = [f["t"] for f in frames]
        check(times[0] == 0 and all(b > a for a, b in zip(times, times[1:])),
              f"{where}: frame times {times[:4]}...")
        check(frames[0]["x"] == completion["from"], f"{where}: the first frame is not the release")
        for frame, native in zip(frames, native_positions(tool, completion, times)):
            error = abs(frame["x"] - native)
            worst = max(worst, error)
            frames_checked += 1
            check(error <= FRAME_TOLERANCE,
                  f"{where}: x {frame['x']!r} at t {frame['t']!r}, native {native!r}")
        swipe = swipes[index] if index < len(swipes) else []
        check({r["handoff"] for r in swipe} == {candidate["spec"]}, f"{where}: handoff column")
        check({r["rating"] for r in swipe} == {answer}, f"{where}: rating column, not {answer}")
        check({r["estimator"] for r in swipe} == {ESTIMATOR}, f"{where}: estimator column")
        vx = native_velocity(tool, scratch, swipe)
        if vx is not None:
            v = completion["velocity"]
            check(abs(v - vx) <= VELOCITY_TOLERANCE * max(abs(vx), 1e-9),
                  f"{where}: release velocity {v!r}, spring-tune velocity {vx!r}")
    rated = {i for i, _, _, _ in completions}
    for i, swipe in enumerate(swipes):
        if i not in rated:
            check({(r["handoff"], r["rating"], r["estimator"]) for r in swipe} == {("", "", "")},
                  f"swipe {i + 1}: a non-back trial has a hand-off or rating")
    check(len(completions) >= 6, f"only {len(completions)} back-swipe trials")
    check(frames_checked >= 40, f"only {frames_checked} frames in all: the check saw no animation")

    exported = os.path.join(scratch, "feel.csv")
    with open(exported, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    result = recorder.sweep(tool, exported, os.path.join(scratch, "sweep.csv"))
    check(result.returncode == 0, f"sweep --traces exited {result.returncode}: {result.stderr}")

    for failure in failures[:40]:
        print("FAIL:", failure)
    if failures:
        print(f"{len(failures)} check(s) failed; files in {scratch}")
        return 1
    if keep is None:
        shutil.rmtree(scratch, ignore_errors=True)
    asked = sum(1 for c in completions if c[3] != "not-asked")
    print(f"feel test: {len(completions)} hand-offs ({asked} asked about) of {TRIALS} trials; {frames_checked} "
          f"frames equal spring-tune spring (largest difference {worst:.3g} pt); page "
          f"{len(page_bytes)} bytes with a {wasm_size}-byte wasm module; ratings exported and "
          f"read back")
    return 0


if __name__ == "__main__":
    sys.exit(main())
