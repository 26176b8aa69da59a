#!/usr/bin/env python3
"""Browser check of the HTML sweep report (`spring-tune report`), run by ReportBrowserTests.

Writes two pages with the given spring-tune binary from the example sweep in Docs/examples —
the report of one sweep and the comparison of two (the example and a second, smaller sweep it
runs) — and opens each in headless Chromium through scripts/cdp.py at phone size (390 x 844 CSS
px, touch) and desktop size (1400 x 900), in the light and the dark colour scheme. On every one
of the eight views it checks:

- the page does not scroll sideways (`scrollWidth` <= the viewport's width; wide tables and
  charts scroll inside their own boxes);
- the recommendation card (`#recommendation`) starts on the first screen and its answer
  (`.answer`, the recommended setting) ends on it;
- every chart text renders at least 11 CSS px: its font size times the scale its SVG is drawn
  at (rendered width / viewBox width);
- no console error, no uncaught exception, no request but the file itself;
- the dark scheme really is dark (the body's background luminance < 0.2) and the light one
  light (> 0.8);

and on the report at each width: every copy button copies (its label changes to "Copied", or
to the selection fallback where the clipboard is refused), sorting the complete table by a
numeric column orders it, the preview animates, and with `prefers-reduced-motion: reduce` it
does not (no animation, each view at the swipe's end).

On the report it also checks that every heatmap fits its column at 1400 px, has its values as a
table (readable without hovering on a phone) and says which swipes it covers; on the comparison,
that it names what differs (#settings-diff) and compares the rates and feel (#feel-diff).

With `--shots DIR`, writes a screenshot of the first screen of every view, as the page loads
(report-<width>-<scheme>.png, compare-<width>-<scheme>.png), and of the code and heatmap
sections (code-…, heatmaps-…) and the comparison's differences (compare-feel-…), and of an
iOS report's card and SwiftUI and UIKit code at 390 and 1400 px (ios-card-…, ios-swiftui-…,
ios-uikit-…) and a React Native sweep's React Native and Motion code (js-react-native-…,
js-motion-…); scripts/generate-doc-images.sh copies them to Docs/images.

Usage: check-report.py SPRING_TUNE [--shots DIR] [--keep DIR]
Exit codes: 0 pass, 1 a check failed, 77 no Chromium (skip), 64 usage.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, require_chromium  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Docs", "examples", "sweep-example.csv")
MIN_TEXT_PX = 11.0
VIEWS = [(390, 844, True), (1400, 900, False)]

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)
    return condition


def run(args):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        print(f"command failed ({result.returncode}): {' '.join(args)}\n{result.stderr}")
        sys.exit(1)
    return result


MEASURE = r"""
(() => {
  const root = document.documentElement;
  const card = document.querySelector('#recommendation');
  const answer = card && card.querySelector('.answer');
  let minText = Infinity, texts = 0, worst = '';
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    const vb = svg.viewBox && svg.viewBox.baseVal;
    if (!vb || !vb.width || box.width === 0) continue;
    const scale = box.width / vb.width;
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim()) continue;
      const size = parseFloat(getComputedStyle(t).fontSize) * scale;
      texts++;
      if (size < minText) { minText = size; worst = t.textContent.slice(0, 40); }
    }
  }
  const bg = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g).map(Number);
  const lum = (0.2126 * bg[0] + 0.7152 * bg[1] + 0.0722 * bg[2]) / 255;
  return {
    scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, innerHeight: window.innerHeight,
    cardTop: card ? card.getBoundingClientRect().top : null,
    answerBottom: answer ? answer.getBoundingClientRect().bottom : null,
    minText: texts ? minText : null, texts: texts, worst: worst, background: lum,
    title: document.title,
  };
})()
"""

COPY = r"""
(async () => {
  const labels = [];
  for (const b of document.querySelectorAll('button.copy')) {
    const d = b.closest('details'); if (d) d.open = true;
    b.click();
    await new Promise(r => setTimeout(r, 150));
    labels.push(b.textContent);
  }
  return labels;
})()
"""

SORT = r"""
(() => {
  const table = document.querySelector('#data table.sortable');
  if (!table) return null;
  document.querySelector('#data').open = true;
  const heads = table.tHead.rows[0].cells;
  let column = -1;
  for (let i = 0; i < heads.length; i++) {
    if (/intent agreement/.test(heads[i].textContent)) { column = i; break; }
  }
  if (column < 0) return null;
  heads[column].querySelector('button').click();
  heads[column].querySelector('button').click();  // twice: descending
  // The complete table sorts a numeric column by the value shown (no per-cell sort keys).
  const values = Array.from(table.tBodies[0].rows).map(r => r.cells[column].textContent)
    .filter(v => v !== '').map(Number);
  if (values.some(Number.isNaN)) return false;
  for (let i = 1; i < values.length; i++) if (values[i] > values[i - 1]) return false;
  return heads[column].getAttribute('aria-sort') === 'descending' && values.length > 1;
})()
"""

HEATMAPS = r"""
(() => Array.from(document.querySelectorAll('#heatmaps figure.chart')).map(f => {
  const box = f.querySelector('.scroll');
  return { fits: box.scrollWidth <= box.clientWidth + 1, values: !!f.querySelector('details.values'),
           caption: (f.querySelector('figcaption') || {}).textContent || '' };
}))()
"""

SECTION_TOP = r"""
((id) => { const e = document.getElementById(id); if (!e) return null;
  e.scrollIntoView(); return true; })
"""

ANIMATION = r"""
(() => Array.from(document.querySelectorAll('.preview .page')).map(
  p => [getComputedStyle(p).animationName, getComputedStyle(p).transform]))()
"""


def check_view(browser, path, label, width, height, mobile, dark, shots, report):
    scheme = "dark" if dark else "light"
    name = f"{label}-{width}-{scheme}"
    page = browser.new_page(width=width, height=height, scale=1, mobile=mobile, dark=dark)
    url = "file://" + path
    page.goto(url)
    page.evaluate("document.fonts ? document.fonts.ready.then(() => true) : true")
    m = page.evaluate(MEASURE)
    print(f"{name}: scrollWidth {m['scrollWidth']} / {m['innerWidth']}, card top "
          f"{m['cardTop']}, answer bottom {m['answerBottom']} / {m['innerHeight']}, "
          f"{m['texts']} chart texts, smallest {m['minText'] and round(m['minText'], 2)} px "
          f"('{m['worst']}'), background luminance {round(m['background'], 2)}")
    check(m["scrollWidth"] <= m["innerWidth"],
          f"{name}: the page scrolls sideways ({m['scrollWidth']} > {m['innerWidth']})")
    check(m["cardTop"] is not None and 0 <= m["cardTop"] < m["innerHeight"],
          f"{name}: the recommendation card is not on the first screen (top {m['cardTop']})")
    check(m["answerBottom"] is not None and m["answerBottom"] <= m["innerHeight"],
          f"{name}: the recommended setting ends below the first screen ({m['answerBottom']})")
    if m["texts"]:
        check(m["minText"] >= MIN_TEXT_PX - 0.01,
              f"{name}: chart text renders at {m['minText']:.2f} px < {MIN_TEXT_PX} "
              f"('{m['worst']}')")
    check((m["background"] < 0.2) if dark else (m["background"] > 0.8),
          f"{name}: background luminance {m['background']:.2f} for the {scheme} scheme")
    check(m["title"].startswith(os.path.basename(path).split(".")[0]) or
          "sweep-example" in m["title"], f"{name}: the title '{m['title']}' names no sweep")
    if shots:
        # The first screen as it loads (the preview's views at rest, 0.2 s into the loop).
        page.evaluate("new Promise(r => setTimeout(r, 200))")
        page.screenshot(os.path.join(shots, name + ".png"))
    if report:
        maps = page.evaluate(HEATMAPS)
        check(maps, f"{name}: no heatmap")
        for i, h in enumerate(maps or []):
            # At 1400 px every heatmap fits its column; on a phone its values are also in a table.
            if width >= 1000:
                check(h["fits"], f"{name}: heatmap {i} is wider than its column")
            check(h["values"], f"{name}: heatmap {i} has no values table")
            check(" over " in h["caption"], f"{name}: heatmap {i} does not say which swipes")
        if shots:
            # The code section, for Docs/images.
            page.evaluate(SECTION_TOP + "('code')")
            page.evaluate("new Promise(r => setTimeout(r, 100))")
            page.screenshot(os.path.join(shots, name.replace("report", "code") + ".png"))
            page.evaluate(SECTION_TOP + "('heatmaps')")
            page.evaluate("new Promise(r => setTimeout(r, 100))")
            page.screenshot(os.path.join(shots, name.replace("report", "heatmaps") + ".png"))
            page.evaluate("window.scrollTo(0, 0)")
    else:
        for section in ("settings-diff", "feel-diff"):
            check(page.evaluate(SECTION_TOP + f"('{section}')") is True,
                  f"{name}: no #{section} section")
        if shots:
            page.evaluate(SECTION_TOP + "('settings-diff')")
            page.evaluate("new Promise(r => setTimeout(r, 100))")
            page.screenshot(os.path.join(shots, name.replace("compare", "compare-feel") + ".png"))
            page.evaluate("window.scrollTo(0, 0)")
    if report:
        labels = page.evaluate(COPY)
        check(labels and all(l in ("Copied", "Selected: press Ctrl+C") for l in labels),
              f"{name}: copy buttons answered {labels}")
        check(page.evaluate(SORT) is True, f"{name}: sorting the complete table failed")
        animations = page.evaluate(ANIMATION)
        check(animations and all(a[0] != "none" for a in animations),
              f"{name}: the preview does not animate ({animations})")
        m2 = page.evaluate(MEASURE)
        check(m2["scrollWidth"] <= m2["innerWidth"],
              f"{name}: with everything open the page scrolls sideways "
              f"({m2['scrollWidth']} > {m2['innerWidth']})")
    page.evaluate("true")
    errors = list(page.console_errors)
    foreign = [u for u in page.requests if u != url]
    check(not errors, f"{name}: console errors {errors}")
    check(not foreign, f"{name}: requests beyond the file {foreign}")


def check_reduced_motion(browser, path):
    for width, height, mobile in VIEWS:
        page = browser.new_page(width=width, height=height, mobile=mobile, reduced_motion=True)
        page.goto("file://" + path)
        animations = page.evaluate(ANIMATION)
        check(animations and all(a[0] == "none" for a in animations),
              f"reduced motion at {width}: the preview still animates ({animations})")
        check(all(a[1] != "none" for a in animations),
              f"reduced motion at {width}: a view is not placed at the swipe's end")
        print(f"reduced motion at {width}: {len(animations)} views, none animated")


IOS_OPEN = r"""
((id) => { for (const d of document.querySelectorAll('#code details.code')) {
    d.open = d.querySelector('pre').id === id; }
  const pre = document.getElementById(id); if (!pre) return null;
  pre.closest('details').scrollIntoView(); return true; })
"""


def platform_shots(browser, path, shots, prefix, snippets, card):
    """A platform's report: its card (with `card`) and its snippets open, at 390 and 1400 px
    (`prefix`-card-…, `prefix`-SNIPPET-…)."""
    for width, height, mobile in VIEWS:
        page = browser.new_page(width=width, height=height, scale=1, mobile=mobile, dark=False)
        page.goto("file://" + path)
        page.evaluate("document.fonts ? document.fonts.ready.then(() => true) : true")
        page.evaluate("new Promise(r => setTimeout(r, 200))")
        if card:
            page.screenshot(os.path.join(shots, f"{prefix}-card-{width}.png"))
        for snippet in snippets:
            check(page.evaluate(IOS_OPEN + f"('code-{snippet}')") is True,
                  f"{prefix}-{width}: no {snippet} snippet")
            page.evaluate("new Promise(r => setTimeout(r, 100))")
            page.screenshot(os.path.join(shots, f"{prefix}-{snippet}-{width}.png"))
        m = page.evaluate(MEASURE)
        check(m["scrollWidth"] <= m["innerWidth"],
              f"{prefix}-{width}: with the code open the page scrolls sideways")


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.split("Usage:")[1].strip(), file=sys.stderr)
        sys.exit(64)
    tool = os.path.abspath(args[0])
    shots = keep = None
    rest = args[1:]
    while rest:
        flag = rest.pop(0)
        if flag in ("--shots", "--keep") and rest:
            value = os.path.abspath(rest.pop(0))
            os.makedirs(value, exist_ok=True)
            if flag == "--shots":
                shots = value
            else:
                keep = value
        else:
            print(f"unknown argument {flag}", file=sys.stderr)
            sys.exit(64)
    require_chromium()
    work = keep or tempfile.mkdtemp(prefix="check-report-")
    report = os.path.join(work, "sweep-example.html")
    other = os.path.join(work, "sweep-example-b.csv")
    compare = os.path.join(work, "sweep-example-compare.html")
    run([tool, "report", EXAMPLE, "--out", report])
    # A second sweep of the same grid on another population, for the comparison page.
    run([tool, "sweep", "-q", "--damping", "0.8", "--policy",
         "seed-progress-velocity,flutter-dismissible", "--estimator", "lsq2,ios",
         "--progress-threshold", "0.2...0.6:0.1", "--velocity-threshold", "0...800:200",
         "--swipes", "500", "--seed", "2", "--out", other])
    run([tool, "report", EXAMPLE, other, "--out", compare])
    with Browser() as browser:
        for width, height, mobile in VIEWS:
            for dark in (False, True):
                check_view(browser, report, "report", width, height, mobile, dark, shots, True)
                check_view(browser, compare, "compare", width, height, mobile, dark, shots, False)
        check_reduced_motion(browser, report)
        if shots:
            ios_csv = os.path.join(work, "ios-example.csv")
            ios = os.path.join(work, "ios-example.html")
            run([tool, "sweep", "-q", "--platform", "ios", "--damping", "0.6...1.0:0.1",
                 "--swipes", "2000", "--seed", "1", "--out", ios_csv])
            run([tool, "report", ios_csv, "--out", ios])
            # The iOS report (`sweep --platform ios --damping 0.6...1.0:0.1`): the card, the
            # SwiftUI and UIKit snippets (ios-card-…, ios-swiftui-…, ios-uikit-…).
            platform_shots(browser, ios, shots, "ios", ("swiftui", "uikit"), True)
            # A React Native sweep's report: the React Native and Motion snippets
            # (js-react-native-…, js-motion-…).
            rn_csv = os.path.join(work, "react-native-example.csv")
            rn = os.path.join(work, "react-native-example.html")
            run([tool, "sweep", "-q", "--platform", "react-native", "--damping", "0.6...1.0:0.1",
                 "--swipes", "2000", "--seed", "1", "--out", rn_csv])
            run([tool, "report", rn_csv, "--out", rn])
            platform_shots(browser, rn, shots, "js", ("react-native", "motion"), False)
    if failures:
        print(f"{len(failures)} check(s) failed")
        sys.exit(1)
    print("report pages pass in Chromium: 390 and 1400 px, light and dark")


if __name__ == "__main__":
    main()
