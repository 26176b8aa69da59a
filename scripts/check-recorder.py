#!/usr/bin/env python3
"""Browser check of the recorder page (`spring-tune record`), run by RecorderBrowserTests.

Writes the page with the given spring-tune binary, opens it in headless Chromium at phone size
(390 x 844 CSS px, devicePixelRatio 3, touch) through scripts/cdp.py, and performs every trial
of a 12-trial protocol with touches injected through the DevTools protocol
(`Input.dispatchTouchEvent`) at 120 Hz along known paths: a left-to-right back swipe for the
four back tasks (faster for `back-quickly`, out and back for `peek` and `change-mind`), an
upward drag on the track list for `scroll`, a leftward drag on the photos for `carousel`. One
trial gets a second finger and one ends in `touchCancel`. Then it reads
`window.springTuneRecorder.exportCSV()` and checks, trial by trial:

- the rows are the injected samples, in order: positions within 0.5 px, each time within
  0.25 ms of the injected one relative to touch-down (Chromium coarsens `event.timeStamp` to
  0.1 ms; the page rounds to 1 us), times non-decreasing, phases down, move..., up (or
  `cancelled` after the touchCancel);
- the labels: `task` is what `currentTask()` said before the touch, `intent` is that task's,
  `device` is the label typed on the start sheet, `pointer_type` is `touch`, `dpr` 3, viewport
  `390x844`, `marks` `second-finger` / `pointercancel` exactly where injected;
- "Download CSV" on the finish sheet saves exactly that text as
  `swipes-<label>-<date>-<time>.csv` (a Blob URL and the `download` attribute; no request);
- the page made no request and logged no error;

and, in its own pages: every carousel trial starts with the photos in view below the bar (the
protocol has one right after a scroll trial); every visible text and enabled button of the start
sheet and of a task has a contrast of at least 4.5:1 in the light and the dark scheme; the
banner is opaque; the viewport can be zoomed (no `maximum-scale`, no `user-scalable=no`);

and finally that `spring-tune sweep --traces` reads the exported file, the cancelled trial
included (exit 0, one report row per setting, every swipe read, intent agreement computed);
where `sweep` has `--by`, the file is also swept `--by task`. The file is left in the scratch
directory as `recording.csv` (`--keep DIR` chooses it), where RecorderBrowserTests reads it
back through `SwipeTraceFiles` to check the per-swipe task, device and pointer type.

Usage: check-recorder.py SPRING_TUNE [--keep DIR]
Exit codes: 0 pass, 1 a check failed, 77 no Chromium (skip), 64 usage.
"""

import csv
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, require_chromium  # noqa: E402

WIDTH, HEIGHT, SCALE = 390, 844, 3
HERTZ = 120.0
POSITION_TOLERANCE = 0.5  # px: the bound; Chromium keeps fractional touch positions
TIME_TOLERANCE = 0.25e-3  # s: Chromium's 0.1 ms timeStamp coarsening, plus the page's 1 us rounding
DEVICE = 'CI Chromium, "headless"'  # a comma and quotes: the CSV field must be quoted
TRIALS, SEED = 12, 3  # seed 3: a carousel task right after a scroll task (trials 2 and 3)
BURST = 6  # moves sent together: 50 ms of a 120 Hz digitiser

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def smooth(k, n):
    """Minimum-jerk progress 0...1 at step k of n."""
    s = k / n
    return s * s * s * (10 - 15 * s + 6 * s * s)


def path(task, carousel):
    """The injected positions (CSS px) of one trial, one per 1/120 s from touch-down."""
    if task in ("back", "back-quickly"):
        n, dx = (14, 210.25) if task == "back-quickly" else (40, 250.5)
        return [(30.25 + dx * smooth(k, n), 420.5 + 6 * smooth(k, n)) for k in range(n + 1)]
    if task in ("peek", "change-mind"):
        out, back = (70.0, 60.0) if task == "peek" else (190.0, 170.0)
        first = [(24.5 + out * smooth(k, 30), 380.0 + k * 0.25) for k in range(31)]
        x, y = first[-1]
        return first + [(x - back * smooth(k, 30), y) for k in range(1, 31)]
    if task == "scroll":
        return [(220.0 + 9.5 * smooth(k, 24), 650.75 - 330.0 * smooth(k, 24)) for k in range(25)]
    if task == "carousel":
        left, top, width, height = carousel
        x0, y0 = left + width * 0.75, top + height / 2
        return [(x0 - 200.5 * smooth(k, 18), y0 + 4 * smooth(k, 18)) for k in range(19)]
    raise SystemExit(f"unknown task {task!r}")


CAROUSEL = """(() => { const r = document.getElementById('carousel').getBoundingClientRect();
  const bar = document.querySelector('#detail .bar') || document.querySelector('.bar');
  return [r.x, r.y, r.width, r.height, bar.getBoundingClientRect().bottom,
          window.innerHeight]; })()"""

# Every visible text and button: its colour against the backgrounds under it (composited from
# the root down, each element's opacity applied), as a WCAG contrast ratio. Text over an image or
# a gradient (the photos, the album art) is skipped: its contrast is the artwork's.
CONTRAST = r"""
(() => {
  const parse = (c) => { const m = (c.match(/[\d.]+/g) || ['0', '0', '0', '0']).map(Number);
    return { r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1 }; };
  const over = (t, b) => ({ r: t.r * t.a + b.r * (1 - t.a), g: t.g * t.a + b.g * (1 - t.a),
    b: t.b * t.a + b.b * (1 - t.a), a: 1 });
  const lum = (c) => { const f = (v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
  const results = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.top > innerHeight ||
        rect.right < 0 || rect.left > innerWidth) continue;
    const chain = []; for (let e = el; e; e = e.parentElement) chain.unshift(e);
    let bg = { r: 255, g: 255, b: 255, a: 1 }, image = false, opacity = 1, hidden = false;
    for (const e of chain) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden') hidden = true;
      if (s.backgroundImage !== 'none') image = true;
      opacity *= parseFloat(s.opacity);
      const c = parse(s.backgroundColor); c.a *= opacity;
      if (c.a > 0) bg = over(c, bg);
    }
    if (hidden || image || el.closest('button:disabled')) continue;
    const fg = parse(getComputedStyle(el).color); fg.a *= opacity;
    const text = over(fg, bg);
    const [hi, lo] = [lum(text), lum(bg)].sort((a, b) => b - a);
    results.push({ text: el.textContent.trim().slice(0, 30), ratio: (hi + 0.05) / (lo + 0.05) });
  }
  return results;
})()
"""


def check_contrast(page, where):
    results = page.evaluate(CONTRAST)
    check(results, f"{where}: no text measured")
    worst = min(results, key=lambda r: r["ratio"]) if results else None
    for r in results:
        check(r["ratio"] >= 4.5, f"{where}: '{r['text']}' has contrast {r['ratio']:.2f} < 4.5")
    if worst:
        print(f"{where}: {len(results)} texts, lowest contrast {worst['ratio']:.2f} "
              f"('{worst['text']}')")


def check_themes(browser, html):
    """Contrast of the start sheet, a task's banner and page, in light and dark; the viewport
    zoomable; the banner opaque."""
    for dark in (False, True):
        scheme = "dark" if dark else "light"
        page = browser.new_page(width=WIDTH, height=HEIGHT, scale=SCALE, mobile=True, dark=dark)
        page.goto("file://" + html)
        check_contrast(page, f"{scheme} start sheet")
        page.evaluate("document.querySelector('#sheet button').click(), true")
        wait_ready(page)
        check_contrast(page, f"{scheme} task")
        alpha = page.evaluate("getComputedStyle(document.getElementById('banner'))"
                              ".backgroundColor")
        check(alpha.startswith("rgb(") or alpha.endswith(", 1)"),
              f"{scheme}: the banner is not opaque ({alpha})")
    meta = page.evaluate("document.querySelector('meta[name=viewport]').content")
    check("user-scalable=no" not in meta and "maximum-scale" not in meta,
          f"the page cannot be zoomed: viewport '{meta}'")


def wait_ready(page, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        task = page.evaluate("window.springTuneRecorder.currentTask()")
        if task is None or task["ready"]:
            return task
        time.sleep(0.02)
    raise SystemExit("the page never became ready for the next trial")


def run_trial(page, task, carousel, second_finger, cancel, busy):
    """Injects one trial; returns the expected rows (t, x, y, phase). The moves go in bursts of
    `BURST` sent without waiting (cdp.Page.touches); with `busy`, the page's main thread is
    kept busy for 50 ms first, so a burst reaches it as one coalesced pointermove."""
    points = path(task, carousel)
    t0 = time.time()
    page.touch("touchStart", [(points[0][0], points[0][1], 0)], t0)
    expected = [(0.0, points[0][0], points[0][1], "down")]
    events = []
    for k, (x, y) in enumerate(points[1:], 1):
        t = k / HERTZ
        others = [(330.0, 760.0, 1)] if second_finger and k >= 5 else []
        kind = "touchStart" if second_finger and k == 5 else "touchMove"
        events.append((kind, [(x, y, 0)] + others, t0 + t))
        expected.append((t, x, y, "move"))
    for i in range(0, len(events), BURST):
        if busy:
            page.evaluate("setTimeout(() => { const end = performance.now() + 50;"
                          " while (performance.now() < end) {} }, 0), true")
        page.touches(events[i:i + BURST])
    t_end = len(points) / HERTZ
    x, y = points[-1]
    if cancel:
        page.touch("touchCancel", [], t0 + t_end)
        expected.append((t_end, x, y, "cancelled"))
    else:
        page.touch("touchEnd", [], t0 + t_end)
        expected.append((t_end, x, y, "up"))
    return expected


def check_download(browser, page, scratch, text):
    """Taps "Download CSV" on the finish sheet and checks the file is exportCSV()'s text, named
    swipes-<label>-<date>-<time>.csv."""
    downloads = os.path.join(scratch, "downloads")
    os.makedirs(downloads, exist_ok=True)
    browser.send("Browser.setDownloadBehavior",
                 {"behavior": "allow", "downloadPath": downloads, "eventsEnabled": True})
    deadline = time.monotonic() + 5
    while page.evaluate("document.getElementById('overlay').hidden"):
        if time.monotonic() > deadline:
            check(False, "the finish sheet never showed")
            return
        time.sleep(0.02)
    label = page.evaluate("document.querySelector('#sheet button').textContent")
    check(label == "Download CSV", f"the finish sheet's first button is {label!r}")
    box = page.evaluate("(() => { const r = document.querySelector('#sheet button')"
                        ".getBoundingClientRect(); return [r.x + r.width / 2,"
                        " r.y + r.height / 2]; })()")
    page.touch("touchStart", [box])
    page.touch("touchEnd", [])
    name = browser.wait_for("Browser.downloadWillBegin", timeout=10)["suggestedFilename"]
    browser.wait_for("Browser.downloadProgress", timeout=10,
                     predicate=lambda p: p.get("state") in ("completed", "canceled"))
    check(re.fullmatch(r"swipes-ci-chromium-headless-\d{8}-\d{6}\.csv", name) is not None,
          f"downloaded file name {name!r}")
    path = os.path.join(downloads, name)
    if check(os.path.exists(path), f"no downloaded file {path}"):
        with open(path, encoding="utf-8", newline="") as f:
            check(f.read() == text, "the downloaded CSV differs from exportCSV()")


def sweep(tool, traces, out, extra=()):
    args = [tool, "sweep", "--traces", traces, "--out", out, "--quiet",
            "--policy", "half-width", "--progress-threshold", "0.3,0.5", *extra]
    return subprocess.run(args, capture_output=True, text=True)


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
    scratch = keep or tempfile.mkdtemp(prefix="spring-tune-recorder-")
    os.makedirs(scratch, exist_ok=True)
    html = os.path.join(scratch, "recorder.html")
    subprocess.run([tool, "record", "--out", html, "--trials", str(TRIALS), "--seed", str(SEED)],
                   check=True)

    with Browser() as browser:
        page = browser.new_page(width=WIDTH, height=HEIGHT, scale=SCALE, mobile=True)
        page.goto("file://" + html)
        check(page.evaluate("document.documentElement.scrollWidth") == WIDTH,
              "the page is wider than the phone")
        check(page.evaluate("typeof window.springTuneRecorder.exportCSV") == "function",
              "no window.springTuneRecorder.exportCSV")
        check(page.evaluate("window.springTuneRecorder.exportCSV()").count("\n") == 1,
              "the CSV of a fresh page is not just its header")
        page.evaluate(f"document.getElementById('device').value = {DEVICE!r}")
        start = page.evaluate("(() => { const r = document.querySelector('#sheet button')"
                              ".getBoundingClientRect(); return [r.x + r.width / 2,"
                              " r.y + r.height / 2]; })()")
        page.touch("touchStart", [start])
        page.touch("touchEnd", [])
        carousel = page.evaluate("(() => { const r = document.getElementById('carousel')"
                                 ".getBoundingClientRect(); return [r.x, r.y, r.width,"
                                 " r.height]; })()")
        # Diagnostic only: how many samples each pointermove carried.
        page.evaluate("window.coalescedCounts = []; document.getElementById('stage')"
                      ".addEventListener('pointermove', (e) => window.coalescedCounts.push("
                      "e.getCoalescedEvents ? e.getCoalescedEvents().length : 1)), true")
        trials = []  # (task, intent, marks, expected rows)
        seen = set()
        previous = None
        while True:
            current = wait_ready(page)
            if current is None:
                break
            task = current["name"]
            if task == "carousel":
                # The photo task starts with the photos in view, below the bar (after a scroll
                # task too): measured now, and swiped where they are.
                x, y, w, h, bar, height = page.evaluate(CAROUSEL)
                check(y >= bar - 0.5 and y + h <= height,
                      f"trial {len(trials) + 1} (carousel after {previous}): the photos are not "
                      f"in view (top {y:.1f}, bar bottom {bar:.1f})")
                carousel = [x, y, w, h]
                if previous == "scroll":
                    seen.add("scroll-then-carousel")
            previous = task
            second = task == "change-mind" and "second" not in seen
            cancel = task == "peek" and "cancel" not in seen
            if second:
                seen.add("second")
            if cancel:
                seen.add("cancel")
            expected = run_trial(page, task, carousel, second, cancel, busy=len(trials) % 2 == 0)
            marks = ";".join(m for m, on in (("second-finger", second),
                                             ("pointercancel", cancel)) if on)
            trials.append((task, current["intent"], marks, expected))
        check(len(trials) == TRIALS, f"{len(trials)} trials run, expected {TRIALS}")
        check({"second", "cancel"} <= seen, "the protocol had no change-mind or no peek trial")
        check("scroll-then-carousel" in seen,
              "the protocol had no carousel task right after a scroll task")
        check(page.evaluate("window.springTuneRecorder.trialCount()") == TRIALS,
              "trialCount() is not the number of trials run")
        text = page.evaluate("window.springTuneRecorder.exportCSV()")
        check_download(browser, page, scratch, text)
        counts = page.evaluate("window.coalescedCounts")
        check(max(counts) > 1, "no pointermove carried coalesced samples: the check did not "
                               "exercise getCoalescedEvents()")
        page.screenshot(os.path.join(scratch, "finished.png"))
        check(not page.console_errors, f"console errors: {page.console_errors}")
        check(not page.foreign_requests(), f"requests: {page.foreign_requests()}")
        check_themes(browser, html)

    exported = os.path.join(scratch, "recording.csv")
    with open(exported, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    header = text.split("\n", 1)[0].split(",")
    check(header[:6] == ["swipe", "t", "x", "y", "phase", "intent"]
          and {"task", "device", "pointer_type"} <= set(header), f"header {header}")
    by_swipe = {}
    for row in rows:
        by_swipe.setdefault(row["swipe"], []).append(row)
    check(list(by_swipe) == [f"{i:03d}" for i in range(1, TRIALS + 1)],
          f"swipe ids {list(by_swipe)}")
    for (task, intent, marks, expected), (swipe, got) in zip(trials, by_swipe.items()):
        where = f"swipe {swipe} ({task})"
        for name, value in (("task", task), ("intent", intent), ("device", DEVICE),
                            ("pointer_type", "touch"), ("dpr", "3"),
                            ("viewport", f"{WIDTH}x{HEIGHT}"), ("marks", marks)):
            values = {row[name] for row in got}
            check(values == {value}, f"{where}: column {name} is {values}, expected {value!r}")
        if not check(len(got) == len(expected),
                     f"{where}: {len(got)} rows, {len(expected)} samples injected"):
            continue
        previous = 0.0
        for i, (row, (t, x, y, phase)) in enumerate(zip(got, expected)):
            rt, rx, ry = float(row["t"]), float(row["x"]), float(row["y"])
            check(row["phase"] == phase, f"{where} row {i}: phase {row['phase']}, not {phase}")
            check(abs(rx - x) <= POSITION_TOLERANCE and abs(ry - y) <= POSITION_TOLERANCE,
                  f"{where} row {i}: ({rx}, {ry}), injected ({x}, {y})")
            check(abs(rt - t) <= TIME_TOLERANCE, f"{where} row {i}: t {rt}, injected {t:.6f}")
            check(rt >= previous, f"{where} row {i}: time went backwards")
            previous = rt

    # The file must read back through sweep --traces.
    readable = exported
    report = os.path.join(scratch, "sweep.csv")
    result = sweep(tool, readable, report)
    if check(result.returncode == 0, f"sweep --traces exited {result.returncode}: {result.stderr}"):
        table = list(csv.DictReader(open(report, encoding="utf-8")))
        check(len(table) == 2, f"sweep --traces wrote {len(table)} rows, expected 2")
        swept = len({line.split(",", 1)[0] for line in open(readable).read().splitlines()[1:]})
        check(all(row["swipes"] == str(swept) for row in table),
              f"sweep --traces read {[row['swipes'] for row in table]} swipes, not {swept}")
        check(all(row.get("intent_agreement") not in (None, "") for row in table),
              "sweep --traces computed no intent agreement from the labels")
    help_text = subprocess.run([tool, "sweep", "--help"], capture_output=True, text=True).stdout
    if "--by " in help_text:
        grouped = os.path.join(scratch, "sweep-by-task.csv")
        result = sweep(tool, readable, grouped, ("--by", "task"))
        if check(result.returncode == 0, f"sweep --by task exited {result.returncode}: "
                                         f"{result.stderr}"):
            table = list(csv.DictReader(open(grouped, encoding="utf-8")))
            groups = {row.get("group", "") for row in table}
            swept_tasks = {task for task, _, _, _ in trials}
            check("group" in (table[0] if table else {}), "sweep --by task wrote no group column")
            check(all(any(task in group for group in groups) for task in swept_tasks),
                  f"sweep --by task groups {sorted(groups)} miss some of {sorted(swept_tasks)}")
    else:
        print("NOTE: this sweep has no --by yet; the task column was not swept by group")

    for failure in failures:
        print("FAIL:", failure)
    if failures:
        print(f"{len(failures)} check(s) failed; files in {scratch}")
        return 1
    if keep is None:
        shutil.rmtree(scratch, ignore_errors=True)
    samples = sum(len(t[3]) for t in trials)
    print(f"recorder page: {TRIALS} trials, {samples} samples injected "
          f"({sum(counts)} moves as {len(counts)} pointermoves), read back "
          f"(positions within {POSITION_TOLERANCE} px, times within "
          f"{TIME_TOLERANCE * 1e3:g} ms); sweep --traces read the export")
    return 0


if __name__ == "__main__":
    sys.exit(main())
