import AnimationMath
import Plotting
import SweepTestSupport
import SwipeTuning
import TestSupport
import Testing

@testable import TuningReport

/// The recommendation card, the baseline, the code, the preview, the complete table and the
/// page around them.
@Suite struct SweepReportCardTests {
  static func mixed() throws -> SweepReport {
    SweepReport(table: try SweepTable(parsing: SweepFixture.mixed), source: "/tmp/deep/dir/m.csv")
  }

  /// The text of the element with `id`, up to its closing `</section>` (or `</details>`).
  static func section(_ html: String, id: String) -> String? {
    guard let start = html.firstRange(of: "id=\"\(id)\"") else { return nil }
    let rest = html[start.lowerBound...]
    let end = rest.firstRange(of: "</section>") ?? rest.firstRange(of: "</details>")
    return end.map { String(rest[..<$0.upperBound]) }
  }

  @Test func theCardComesFirst() throws {
    let html = try Self.mixed().html()
    expectWellFormedXML(html)
    let card = try #require(html.firstRange(of: "<section id=\"recommendation\""))
    // Before it: only the header (no other section, table or figure).
    let before = html[..<card.lowerBound]
    for tag in ["<section", "<table", "<figure", "<h2"] { #expect(!before.contains(tag), "\(tag)") }
    // The page title names the sweep file, not its directories.
    #expect(html.contains("<title>m.csv — spring-tune sweep report</title>"))
    #expect(!html.contains("/tmp/deep"))
  }

  @Test func theCardSaysWhatToShipInPercent() throws {
    var r = try Self.mixed()
    // The default baseline is the seed rule's 0.1 / 100, which this grid does not contain.
    #expect(r.effectiveBaseline == .seedRule)
    #expect(r.baselineRow() == nil)
    var card = try #require(Self.section(r.html(), id: "recommendation"))
    #expect(
      card.contains(
        "Use seed-progress-velocity: progress threshold 50\u{A0}% of 200 pt of travel, velocity "
          + "threshold 300\u{A0}pt/s"))
    #expect(card.contains("spring damping ratio 0.8, response 0.5 s · velocity estimator impulse"))
    #expect(card.contains("The sweep did not evaluate the baseline"))
    #expect(card.contains("data-label=\"Recommended\">93\u{A0}%</td>"))  // intent agreement 0.93
    #expect(!card.contains("0.93"))
    // A baseline in the grid: seed, impulse (the recommendation's), 0.3 and 100.
    r.baseline = try SweepBaseline(parsing: "progress-threshold=0.3, velocity_threshold=100")
    let base = try #require(r.baselineRow())
    #expect(base.line == 10)
    card = try #require(Self.section(r.html(), id: "recommendation"))
    // 0.04 vs 0.02 false cancels, 0.03 vs 0.11 false completes.
    #expect(
      card.contains(
        "<strong>intent agreement 6 points higher; completes the swipes people meant 2 points "
          + "less often, pops by mistake 8 points less</strong>"))
    #expect(card.contains("your baseline (seed-progress-velocity: progress threshold 30\u{A0}%"))
    // Change column: +6 points of agreement is good, +2 points of false cancels bad.
    #expect(card.contains("<span class=\"good\">+6\u{A0}points</span>"))
    #expect(card.contains("<span class=\"bad\">+2\u{A0}points</span>"))
    #expect(card.contains("<span class=\"good\">−8\u{A0}points</span>"))
    // The baseline is the recommendation: said, no comparison table columns.
    r.baseline = try SweepBaseline(parsing: "progress_threshold=0.5,velocity_threshold=300")
    card = try #require(Self.section(r.html(), id: "recommendation"))
    #expect(card.contains("is the recommendation"))
    #expect(!card.contains("Baseline</th>"))
  }

  @Test func aBaselineNamesItsHandoff() throws {
    let b = try SweepBaseline(parsing: "handoff=spring-rest, progress_threshold=0.3")
    #expect(b.handoff == "spring-rest" && b.parameters == [.progressThreshold: 0.3])
    #expect(b.description == "handoff=spring-rest,progress_threshold=0.3")
    #expect(try SweepBaseline(parsing: b.description) == b)
    // The seed code's own hand-off (its preset's), then the swept spring from rest.
    #expect(SweepBaseline.seedHandoffs == ["uikit-spring 0.4,1,0", "spring-rest"])
    // A row matches only with that hand-off; an open hand-off is the recommendation's.
    var rest = SweepTable.Row(
      line: 2, policy: "p", estimator: "e", parameters: [1, 0.3, 0.3, 100, nil],
      metrics: [], handoff: "spring-rest")
    var velocity = rest
    velocity.handoff = "spring-velocity"
    #expect(b.matches(rest, recommended: velocity, width: 390))
    #expect(!b.matches(velocity, recommended: velocity, width: 390))
    rest.line = 3
    let open = try SweepBaseline(parsing: "progress_threshold=0.3")
    #expect(open.matches(velocity, recommended: velocity, width: 390))
    #expect(!open.matches(rest, recommended: velocity, width: 390))
  }

  @Test func thePlateauIsNamedWithUnits() throws {
    var r = try Self.mixed()
    #expect(r.plateauText() == nil)  // the fixture has no plateau column
    // Lines 9 (the best, 0.5 / 300) and 12 (0.5 / 100) are on the plateau.
    var table = r.table
    for i in table.rows.indices { table.rows[i].plateau = [9, 12].contains(table.rows[i].line) }
    r = SweepReport(table: table, source: "m.csv")
    #expect(r.plateauRows().map(\.line) == [9, 12])
    #expect(
      r.plateauText()
        == "progress threshold 50\u{A0}% of 200 pt of travel, velocity threshold 100–300\u{A0}pt/s")
    // Two members: the medoid ties, and the better-ranked (the best) wins.
    #expect(r.recommendedIndex == r.bestIndex)
    let card = try #require(Self.section(r.html(), id: "recommendation"))
    #expect(
      card.contains(
        "the 2 settings statistically indistinguishable from the best at 95\u{A0}% (paired test "
          + "on the same swipes), progress threshold 50\u{A0}% of 200 pt of travel, velocity "
          + "threshold 100–300\u{A0}pt/s."))
    #expect(card.contains("It is also the best-scoring setting."))
  }

  /// A plateau whose centre is not the best: lines 9 (0.5 / 300, the best), 10 (0.3 / 100) and
  /// 11 (0.3 / 300) of the seed rule with the impulse estimator. Normalised, they are (1, 1),
  /// (0, 0) and (0, 1): line 11's distances sum to 2, the others' to 1 + √2, so line 11 is the
  /// medoid — what `sweep` recommends, and so the card, the code, the preview, the hand-off and
  /// the heatmaps.
  static func offCentre() throws -> SweepReport {
    var table = try mixed().table
    for i in table.rows.indices {
      table.rows[i].plateau = [9, 10, 11].contains(table.rows[i].line)
    }
    return SweepReport(table: table, source: "m.csv")
  }

  @Test func theCardRecommendsThePlateausCentre() throws {
    let r = try Self.offCentre()
    #expect(r.best.line == 9)
    let summary = try #require(SweepRecommendation(r.table, ranking: r.ranking))
    #expect(r.table.rows[summary.central].line == 11)
    #expect(r.recommended.line == 11)
    let html = r.html()
    let card = try #require(Self.section(html, id: "recommendation"))
    // The headline and the metrics table are line 11's (intent agreement 0.89, not the best's
    // 0.93).
    #expect(
      card.contains(
        "Use seed-progress-velocity: progress threshold 30\u{A0}% of 200 pt of travel, velocity "
          + "threshold 300\u{A0}pt/s"))
    #expect(card.contains("data-label=\"Recommended\">89\u{A0}%</td>"))
    #expect(!card.contains("data-label=\"Recommended\">93\u{A0}%</td>"))
    // The plateau in words, and the best named because it differs.
    #expect(
      card.contains(
        "The recommendation is the most central of the plateau: the 3 settings statistically "
          + "indistinguishable from the best at 95\u{A0}% (paired test on the same swipes), "
          + "progress threshold 30–50\u{A0}% of 200 pt of travel, velocity threshold "
          + "100–300\u{A0}pt/s."))
    #expect(
      card.contains(
        "The best-scoring setting, progress 50\u{A0}%/velocity 300\u{A0}pt/s, is within the "
          + "plateau."))
    #expect(!card.contains("no plateau column"))
    // The baseline comparison is line 11's: against 0.3 / 100 (line 10), 0.02 vs 0.02 false
    // cancels and 0.09 vs 0.11 false completes.
    var withBase = r
    withBase.baseline = try SweepBaseline(parsing: "progress_threshold=0.3,velocity_threshold=100")
    let baseCard = try #require(Self.section(withBase.html(), id: "recommendation"))
    #expect(
      baseCard.contains(
        "<strong>intent agreement 2 points higher; completes the swipes people meant as often, "
          + "pops by mistake 2 points less</strong>"))
    // The copy-paste code carries line 11's thresholds.
    let code = try #require(Self.section(html, id: "code"))
    #expect(code.contains("let progressThreshold: CGFloat = 0.3 "))
    #expect(code.contains("let velocityThreshold: CGFloat = 300 "))
    #expect(code == Self.section(Self.only(r, line: 11).html(), id: "code"))
    // The preview animates line 11's releases.
    #expect(r.preview(baseline: nil)?.css == Self.only(r, line: 11).preview(baseline: nil)?.css)
    // The heatmap is sliced through line 11 and outlines its cell; the star is on the best's.
    let map = try #require(r.heatmap(metric: .intentAgreement))
    let outlined = try #require(map.highlighted.first)
    #expect(map.highlighted.count == 1)
    #expect(map.values[outlined.row][outlined.column] == 0.89)
    let starred = map.bestCells()
    #expect(starred.count == 1)
    #expect(starred.first.map { map.values[$0.row][$0.column] } == 0.93)
  }

  /// `report` with only the row at `line` (no plateau column): what the page shows for that
  /// setting alone.
  static func only(_ report: SweepReport, line: Int) -> SweepReport {
    var table = report.table
    table.rows = table.rows.filter { $0.line == line }.map {
      var row = $0
      row.plateau = nil
      return row
    }
    return SweepReport(table: table, source: report.source)
  }

  @Test func withoutAPlateauTheCardFallsBackToTheBest() throws {
    let r = try Self.mixed()
    #expect(r.recommendation() == nil)
    #expect(r.recommendedIndex == r.bestIndex)
    let card = try #require(Self.section(r.html(), id: "recommendation"))
    #expect(
      card.contains(
        "<p class=\"note\">This report has no plateau column (a merged shard report, or one "
          + "written before plateaus), so the card shows the best-scoring setting, not the "
          + "centre of a plateau.</p>"))
  }

  @Test func theObjectiveIsTheSweeps() throws {
    let settings = SweepSettings(source: .synthetic(seed: 1), objective: .falseCompleteRate)
    let text = SweepFixture.mixed.replacingOccurrences(
      SweepFixture.settings, settings.fields.joined(separator: ","))
    let r = SweepReport(table: try SweepTable(parsing: text), source: "o.csv")
    #expect(r.objective == .falseCompleteRate)
    let card = try #require(Self.section(r.html(), id: "recommendation"))
    #expect(card.contains("pops by mistake (meant to cancel) (objective)"))
    #expect(
      card.contains("Objective: false-complete rate, the share of swipes that pops by mistake"))
    #expect(card.contains("(lower is better)"))
  }

  @Test func baselineParsingAndMatching() throws {
    let b = try SweepBaseline(parsing: "policy=half-width,progress_threshold=0.3")
    #expect(b.policy == "half-width" && b.parameters == [.progressThreshold: 0.3])
    #expect(b.description == "policy=half-width,progress_threshold=0.3")
    #expect(
      SweepBaseline.seedRule.description
        == "policy=seed-progress-velocity,progress_threshold=0.1,velocity_threshold=100")
    for (text, reason) in [
      ("", "expected key=value pairs"), ("speed=3", "unknown key 'speed'"),
      ("progress_threshold", "expected key=value"),
      ("velocity_threshold=fast", "expected a number"),
      ("velocity_threshold=-1", "a velocity threshold must be in"),
      ("response=1,response=2", "'response' is given twice"), ("policy=", "empty value"),
    ] {
      #expect(throws: InputError.self, "\(text)") { try SweepBaseline(parsing: text) }
      do {
        _ = try SweepBaseline(parsing: text, field: "--baseline")
      } catch {
        #expect(error.field == "--baseline")
        #expect(error.reason.contains(reason), "\(text): \(error.reason)")
      }
    }
    // A generated grid value matches the number as typed (relative 1e-9).
    let table = try SweepTable(parsing: SweepFixture.mixed)
    var row = table.rows[4]  // seed, lsq2, 0.3, 100
    row.parameters[2] = 0.30000000000000004
    let recommended = table.rows[7]
    let seed = SweepBaseline(
      policy: "seed-progress-velocity", estimator: "lsq2",
      parameters: [.progressThreshold: 0.3, .velocityThreshold: 100])
    #expect(seed.matches(row, recommended: recommended, width: 390))
    row.parameters[2] = 0.3001
    #expect(!seed.matches(row, recommended: recommended, width: 390))
    // Another policy: its unnamed thresholds are its preset's (half-width ignores velocity).
    let half = SweepBaseline(policy: "half-width", estimator: "lsq2")
    #expect(half.value(.progressThreshold, recommended: recommended, width: 390) == 0.5)
    #expect(half.matches(table.rows[1], recommended: recommended, width: 390))
    #expect(!half.matches(table.rows[0], recommended: recommended, width: 390))
  }

  @Test func codeForEveryFramework() throws {
    let r = try Self.mixed()
    let snippets = r.snippets(for: r.best)
    #expect(
      snippets.map(\.id) == [
        "swiftui", "uikit", "compose", "android", "flutter", "react-native", "web", "motion",
        "css",
      ])
    let code = Dictionary(uniqueKeysWithValues: snippets.map { ($0.id, $0.code) })
    // ζ 0.8, response 0.5 s: k = (2π/0.5)² = 157.9137, c = 4π·0.8/0.5 = 20.1062 (unit mass).
    #expect(
      code["swiftui"]?.contains(
        ".interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: relative)") == true)
    #expect(
      code["swiftui"]?.contains("let progressThreshold: CGFloat = 0.5  // fraction of 200 pt")
        == true)
    #expect(code["uikit"]?.contains("mass: 1, stiffness: 157.9137, damping: 20.1062") == true)
    #expect(
      code["compose"]?.contains("spring<Float>(dampingRatio = 0.8f, stiffness = 157.9137f)") == true
    )
    #expect(code["compose"]?.contains("const val VELOCITY_THRESHOLD_DP = 300f") == true)
    #expect(
      code["flutter"]?.contains("SpringDescription(mass: 1, stiffness: 157.9137, damping: 20.1062)")
        == true)
    // The CSS curve reads back and stays within 0.001 of the spring easing.
    let css = try #require(code["css"])
    let line = try #require(
      css.split(separator: "\n").first { $0.contains("--swipe-back-easing:") })
    let value = String(line.split(separator: ":", maxSplits: 1)[1].dropLast())
    guard case .piecewiseLinear(let curve) = try Easing(parsing: value) else {
      Issue.record("not a linear() curve: \(value)")
      return
    }
    let spring = SpringEasing(Spring(dampingRatio: 0.8, response: 0.5))
    #expect(curve.maximumDistance(to: spring) <= PiecewiseLinear.defaultMaxError)
    #expect(
      css.contains("--swipe-back-duration: \(NumberText.rounded(spring.duration, decimals: 3))s;"))
    // On the page: one <pre> and one copy button per snippet.
    let html = r.html()
    for s in snippets {
      #expect(html.contains("<button type=\"button\" class=\"copy\" data-target=\"code-\(s.id)\">"))
      #expect(html.contains("<pre id=\"code-\(s.id)\">"))
    }
  }

  @Test func previewKeyframesFollowTheSpring() throws {
    let r = try Self.mixed()
    let base = try #require(r.table.rows.first { $0.line == 10 })
    let (markup, css) = try #require(r.preview(baseline: base))
    // Three swipes, baseline and recommendation each.
    #expect(markup.components("class=\"pv\"") == 6)
    #expect(css.components("@keyframes pv") == 6)
    #expect(css.contains("@media (prefers-reduced-motion: no-preference)"))
    // Without the preference nothing animates: the rule is only inside that media query.
    let outside = css.replacingOccurrences(
      "@media (prefers-reduced-motion: no-preference) {\n  .pv1 { animation", "")
    #expect(!outside.contains(".pv1 { animation"))
    // The last motion keyframe is the spring at its settling time: within the band of the end.
    let release = try #require(
      RepresentativeSwipes.releases(for: r.best, settings: r.table.settings)?.first)
    let side = SweepReport.PreviewSide(
      label: "x", release: release, spring: Spring(dampingRatio: 0.8, response: 0.5))
    let settle = side.handoff(band: 1).settle
    let end = release.record.end(completing: release.completes)
    #expect(Swift.abs(side.position(at: side.drag + settle, band: 1) - end) <= 1 + 1e-9)
    // The drag arrives at the release position.
    #expect(
      Swift.abs(side.position(at: side.drag, band: 1) - release.record.releasePosition) < 1e-9)
  }

  @Test func completeTableHasEveryRowSortable() throws {
    let r = try Self.mixed()
    let data = try #require(Self.section(r.html(), id: "data"))
    #expect(data.contains("All 11 settings"))
    #expect(data.components("<tr><td>") == 11)
    // Percentages shown, sorted by the shown number (a numeric header); no interval columns:
    // they are in the CSV, which the note says.
    #expect(data.contains("<td>93</td>"))
    #expect(data.contains("<table class=\"sortable compact data\">"))
    #expect(!data.contains("intent agreement low"))
    #expect(data.contains("its _lo and _hi columns"))
    #expect(data.contains("<button type=\"button\">intent agreement (%)</button>"))
  }

  @Test func footerNamesToolCommandAndSource() throws {
    var r = try Self.mixed()
    var html = r.html()
    #expect(
      html.contains(
        "Made by spring-tune \(SweepSettings.currentToolVersion): <code>spring-tune report m.csv</code>"
      ))
    #expect(html.contains("Source: m.csv, 11 rows"))
    r.commandLine = "spring-tune report m.csv --baseline 'a b'"
    html = r.html()
    #expect(html.contains("<code>spring-tune report m.csv --baseline &#39;a b&#39;</code>"))
    #expect(SweepReport.shellQuoted("it's") == "'it'\\''s'")
    #expect(
      SweepReport.shellQuoted("progress_threshold=0.1,velocity_threshold=100")
        == "progress_threshold=0.1,velocity_threshold=100")
    #expect(SweepReport.shellQuoted("") == "''")
  }

  @Test func chartsNeverShrinkTextBelowElevenPixels() {
    var canvas = SVGCanvas(width: 600, height: 100)
    canvas.text("a", x: 0, y: 10, size: 10)
    canvas.text("b", x: 0, y: 20, size: 14)
    let markup = ReportPage.chart(canvas, caption: "c")
    // Smallest font 10: the box is at least 600 × 11/10 = 660 px wide (and may not shrink).
    #expect(markup.contains("min-width: 660px; max-width: 660px"))
    var big = SVGCanvas(width: 600, height: 100)
    big.text("a", x: 0, y: 10, size: 13.2)
    #expect(ReportPage.chart(big).contains("min-width: 500px; max-width: 600px"))
    #expect(ReportPage.fontSizes(big.svg()) == [13.2])
  }

  @Test func comparisonOfTwoSweeps() throws {
    let a = try Self.mixed()
    // The second sweep: every intent agreement 0.01 higher, one row missing.
    var rows = Array(a.table.rows.dropLast())
    let column = try #require(SweepSchema.metricColumns.firstIndex(of: "intent_agreement"))
    rows = rows.map { r in
      var r = r
      r.metrics[column] = r.metrics[column].map { $0 + 0.01 }
      return r
    }
    let b = SweepReport(
      table: SweepTable(rows: Array(rows), settings: a.table.settings), source: "b.csv")
    let comparison = SweepComparison(first: a, second: b)
    let pairs = comparison.pairs()
    #expect(pairs.count == 10)
    for p in pairs { #expect(try #require(p.difference).isApprox(0.01, tolerance: 1e-12)) }
    let html = comparison.html()
    expectWellFormedXML(html)
    #expect(html.contains("<title>m.csv vs b.csv — spring-tune sweep comparison</title>"))
    #expect(html.contains("At A&#39;s recommendation, B differs by +1\u{A0}point (B − A)"))
    #expect(html.contains("All 10 settings in both"))
    #expect(html.components("<div class=\"card\">") == 2)
  }

  /// A row with `values` for its metrics and `half`-wide intervals around each rate.
  static func row(_ values: [SweepMetric: Double], half: Double) -> SweepTable.Row {
    var metrics = [Double?](repeating: nil, count: SweepMetric.allCases.count)
    for (i, m) in SweepMetric.allCases.enumerated() { metrics[i] = values[m] }
    var intervals: [Double?] = []
    for m in SweepSchema.intervalMetrics {
      let v = values[m]
      intervals += [v.map { $0 - half }, v.map { $0 + half }]
    }
    return SweepTable.Row(
      line: 2, policy: "seed-progress-velocity", estimator: "lsq2",
      parameters: [0.8, 0.3, 0.5, 200, nil], metrics: metrics, intervals: intervals)
  }

  @Test func aChangeInsideTheNoiseIsNotCalledBetterOrWorse() throws {
    // The issue's card: agreement +4.4 points (beyond its ±1 point), false cancels +0.3 points
    // (inside the noise): the sentence leads with the objective and does not call the second.
    let rec = Self.row(
      [.intentAgreement: 0.844, .falseCancelRate: 0.103, .falseCompleteRate: 0.02], half: 0.01)
    let base = Self.row(
      [.intentAgreement: 0.800, .falseCancelRate: 0.100, .falseCompleteRate: 0.07], half: 0.01)
    #expect(
      SweepReport.versusText(rec, base, objective: .intentAgreement)
        == "intent agreement 4.4 points higher; completes the swipes people meant about as "
        + "often (0.3 points less often, within the intervals), pops by mistake 5 points less")
    // The change column: coloured only beyond the intervals.
    #expect(
      SweepReport.changeMarkup(.falseCancelRate, 0.103, 0.100, beyond: false)
        == "<span class=\"within\" title=\"within the intervals\">+0.3\u{A0}points (within)</span>")
    #expect(
      SweepReport.changeMarkup(.intentAgreement, 0.844, 0.8, beyond: true)
        == "<span class=\"good\">+4.4\u{A0}points</span>")
    // The objective itself inside the noise: about the same.
    let close = Self.row([.intentAgreement: 0.803, .falseCancelRate: 0.1], half: 0.01)
    #expect(
      SweepReport.versusText(close, base, objective: .intentAgreement)?.hasPrefix(
        "intent agreement about the same (0.3 points higher, within the intervals)") == true)
  }

  @Test func formatting() {
    #expect(SweepReport.metricText(.intentAgreement, 0.8432) == "84.3\u{A0}%")
    #expect(SweepReport.metricText(.settleP95, 0.6222) == "622\u{A0}ms")
    #expect(SweepReport.metricText(.overshootP95, 72.36) == "72.4\u{A0}pt")
    #expect(SweepReport.metricText(.intentAgreement, nil) == "–")
    #expect(SweepReport.columnHeader("settle_p95_s") == "settle p95 (ms)")
    #expect(SweepReport.columnHeader("intent_agreement_lo") == "intent agreement low (%)")
    #expect(SweepReport.columnHeader("progress_threshold") == "progress threshold (%)")
    #expect(SweepReport.columnCell("intent_agreement", 0.84325) == "84.33")
    #expect(
      SweepReport.settingRange(
        .progressThreshold, 0.45, 0.65, policy: "seed-progress-velocity", width: 390)
        == "progress threshold 45–65\u{A0}% of 200 pt of travel")
    #expect(
      SweepReport.settingText(.progressThreshold, 0.5, policy: "half-width", width: 390)
        == "progress threshold 50\u{A0}% of the 390 pt width")
  }
}

extension String {
  fileprivate func components(_ separator: String) -> Int {
    var count = 0
    var rest = Substring(self)
    while let r = rest.firstRange(of: separator) {
      count += 1
      rest = rest[r.upperBound...]
    }
    return count
  }

  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var s = ""
    var rest = Substring(self)
    while let r = rest.firstRange(of: target) {
      s += rest[..<r.lowerBound] + replacement
      rest = rest[r.upperBound...]
    }
    return s + rest
  }
}

extension Double {
  fileprivate func isApprox(_ other: Double, tolerance: Double) -> Bool {
    Swift.abs(self - other) <= tolerance
  }
}
