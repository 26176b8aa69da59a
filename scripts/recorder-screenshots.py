#!/usr/bin/env python3
"""Screenshots of the recorder page at phone size for Docs/Recording.md.

Writes the page with the given spring-tune binary (default seed and trials) and photographs it
in headless Chromium (scripts/cdp.py) at 390 x 844 CSS px, devicePixelRatio 2, with touches
injected through the DevTools protocol:

    recorder-start.png       the start sheet (device label typed)
    recorder-task.png        the first trial, waiting for the finger
    recorder-back.png        a back swipe held at 150 px (finger still down)
    recorder-back-dark.png   the same in dark mode
    recorder-done.png        the finish sheet after every trial

Usage: recorder-screenshots.py SPRING_TUNE [OUT_DIR]   (OUT_DIR defaults to Docs/images)
Rerun it after changing the page; the pictures are deterministic for one Chromium version.
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, require_chromium  # noqa: E402

WIDTH, HEIGHT, SCALE = 390, 844, 2
DEVICE = "Pixel 7 (Ana)"


def wait_ready(page, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        task = page.evaluate("window.springTuneRecorder.currentTask()")
        if task is None or task["ready"]:
            return task
        time.sleep(0.02)
    raise SystemExit("the page never became ready")


def start(page):
    page.evaluate(f"document.getElementById('device').value = {DEVICE!r}, true")
    box = page.evaluate("(() => { const r = document.querySelector('#sheet button')"
                        ".getBoundingClientRect(); return [r.x + r.width / 2,"
                        " r.y + r.height / 2]; })()")
    page.touch("touchStart", [box])
    page.touch("touchEnd", [])


def hold_back_swipe(page, to_x):
    """Touches down near the left edge and drags right to `to_x`, leaving the finger down."""
    t0 = time.time()
    page.touch("touchStart", [(24.0, 430.0)], t0)
    for k in range(1, 21):
        page.touch("touchMove", [(24.0 + (to_x - 24.0) * k / 20, 430.0 + k * 0.3)], t0 + k / 120)
    time.sleep(0.2)
    return t0 + 21 / 120


def swipe(page, task):
    t0 = time.time()
    if task == "scroll":
        points = [(220.0, 650.0 - 15 * k) for k in range(21)]
    elif task == "carousel":
        points = [(300.0 - 10 * k, 200.0) for k in range(21)]
    else:
        points = [(24.0 + 12 * k, 430.0) for k in range(21)]
    page.touch("touchStart", [points[0]], t0)
    for k, p in enumerate(points[1:], 1):
        page.touch("touchMove", [p], t0 + k / 120)
    page.touch("touchEnd", [], t0 + len(points) / 120)


def main():
    if len(sys.argv) not in (2, 3):
        print("usage: recorder-screenshots.py SPRING_TUNE [OUT_DIR]", file=sys.stderr)
        return 64
    tool = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, "Docs", "images")
    require_chromium()
    scratch = tempfile.mkdtemp(prefix="spring-tune-shots-")
    html = os.path.join(scratch, "recorder.html")
    subprocess.run([tool, "record", "--out", html], check=True)

    with Browser() as browser:
        dark = browser.new_page(width=WIDTH, height=HEIGHT, scale=SCALE, mobile=True, dark=True)
        dark.goto("file://" + html)
        start(dark)
        wait_ready(dark)
        end = hold_back_swipe(dark, 174.0)
        dark.screenshot(os.path.join(out, "recorder-back-dark.png"))
        dark.touch("touchEnd", [], end)

        page = browser.new_page(width=WIDTH, height=HEIGHT, scale=SCALE, mobile=True)
        page.goto("file://" + html)
        page.evaluate(f"document.getElementById('device').value = {DEVICE!r}, true")
        page.screenshot(os.path.join(out, "recorder-start.png"))
        start(page)
        wait_ready(page)
        page.screenshot(os.path.join(out, "recorder-task.png"))
        end = hold_back_swipe(page, 174.0)
        page.screenshot(os.path.join(out, "recorder-back.png"))
        page.touch("touchEnd", [], end)
        while (task := wait_ready(page)) is not None:
            swipe(page, task["name"])
        deadline = time.monotonic() + 5
        while page.evaluate("document.getElementById('overlay').hidden"):
            if time.monotonic() > deadline:
                raise SystemExit("the finish sheet never showed")
            time.sleep(0.02)
        page.screenshot(os.path.join(out, "recorder-done.png"))
        if page.console_errors:
            print("console errors:", page.console_errors, file=sys.stderr)
            return 1
    print(f"wrote recorder-*.png to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
