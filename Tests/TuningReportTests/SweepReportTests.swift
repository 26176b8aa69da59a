import AnimationMath
import Plotting
import SweepTestSupport
import SwipeTuning
import TestSupport
import Testing

@testable import TuningReport

@Suite struct SweepReportTests {
  static let settings = SweepSettings(source: .synthetic(seed: 1))

  static func report() throws -> SweepReport {
    SweepReport(table: try SweepTable(parsing: SweepFixture.csv), source: "fixture.csv")
  }

  @Test func rankingByIntentThenFeelsComplete() throws {
    let r = try Self.report()
    #expect(r.objective == .intentAgreement)
    let ranked = r.ranked()
    #expect(ranked.map { $0.line }.prefix(3) == [9, 11, 4])
    #expect(r.best.line == 9)
    // Invariant: non-increasing objective down the ranking.
    for (a, b) in zip(ranked, ranked.dropFirst()) {
      let ka = a.value("intent_agreement") ?? -1
      let kb = b.value("intent_agreement") ?? -1
      #expect(ka >= kb)
      if ka == kb {
        #expect((a.value("feels_complete_rate") ?? -1) >= (b.value("feels_complete_rate") ?? -1))
      }
    }
  }

  @Test func withoutIntentRanksByTheObservableCost() throws {
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.map { row -> SweepTable.Row in
      var r = row
      for c in ["intent_agreement", "false_complete_rate", "false_cancel_rate"] {
        if let i = SweepSchema.metricColumns.firstIndex(of: c) { r.metrics[i] = nil }
      }
      // A made-up cost: what does not feel complete, half weight.
      if let i = SweepSchema.metricColumns.firstIndex(of: "cost"),
        let f = r.value(.feelsCompleteRate)
      {
        r.metrics[i] = 0.5 * (1 - f)
      }
      return r
    }
    let r = SweepReport(table: SweepTable(rows: rows, settings: Self.settings), source: "x")
    #expect(r.objective == .cost)
    #expect(r.ranking.fellBack)
    #expect(r.best.line == 7)  // cost 0.13, the lowest
  }

  @Test func heatmapSlicesThroughTheBestSetting() throws {
    let r = try Self.report()
    #expect(r.sweptParameters() == [.progressThreshold, .velocityThreshold, .dampingRatio])
    let axes = try #require(r.heatmapAxes())
    #expect(axes.x == .progressThreshold && axes.y == .velocityThreshold)
    let map = try #require(r.heatmap(metric: .intentAgreement))
    #expect(map.xValues == [0.3, 0.5, 0.7])
    #expect(map.yValues == [100, 300])
    // Damping held at the best row's 0.8.
    #expect(map.values == [[0.88, 0.93, 0.86], [0.9, 0.95, 0.82]])
    #expect(map.highlighted == [.init(column: 1, row: 1)])
    let settle = try #require(r.heatmap(metric: .settleP95))
    #expect(settle.values[1][2] == nil)
  }

  @Test func htmlIsSelfContainedAndWellFormed() throws {
    var r = try Self.report()
    // The fixture's policy is not a preset, so the report makes no hand-off of its own.
    #expect(r.handoff == nil)
    let motion = SpringMotion(
      spring: Spring(dampingRatio: 0.8, response: 0.4), from: 234, to: 390)
    r.handoff = SpringPlot(entries: [.init(name: "release", motion: motion)])
    let html = r.html()
    let check = expectWellFormedXML(html)
    // One inline script (copy buttons, sorting); nothing loaded.
    #expect(check.count("script") == 1 && check.count("link") == 0 && check.count("img") == 0)
    #expect(!html.contains(" src=") && !html.contains(" href=") && !html.contains("url("))
    #expect(check.count("svg") == 8)  // seven heatmaps and the hand-off
    #expect(
      html.contains(
        "Objective: intent agreement (higher is better), ties broken by feels-complete rate, "
          + "then feel score."))
    #expect(html.contains("1 synthetic swipes (seed 1)") == false)
    #expect(html.contains("200 synthetic swipes (seed 1), width 390 pt, axis x+"))
    #expect(html.contains("settle band 1 pt"))
    #expect(html.contains("<li>CSV line 9</li>"))
    #expect(html == r.html())
  }

  @Test func oneOrNoSweptParameter() throws {
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.filter {
      $0.value("damping_ratio") == 0.8 && $0.value("velocity_threshold") == 100
    }
    let one = SweepReport(table: SweepTable(rows: rows, settings: Self.settings), source: "x")
    #expect(one.sweptParameters() == [.progressThreshold])
    #expect(one.heatmapAxes() == nil)
    let html = one.html()
    expectWellFormedXML(html)
    #expect(html.contains("Only progress threshold varies"))
    let none = SweepReport(table: SweepTable(rows: [rows[0]], settings: Self.settings), source: "x")
    #expect(none.html().contains("No numeric parameter varies"))
  }

  @Test func policiesAndEstimatorsAsCategories() throws {
    let r = SweepReport(table: try SweepTable(parsing: SweepFixture.mixed), source: "m.csv")
    #expect(r.best.line == 9)
    #expect(r.table.policies == ["half-width", "seed-progress-velocity"])
    #expect(r.table.estimators == ["lsq2", "impulse"])
    // The numeric heatmaps slice the best row's group, where both thresholds vary.
    #expect(r.table.group(of: r.bestIndex).count == 4)
    #expect(r.heatmapAxes()?.x == .progressThreshold)
    #expect(r.heatmapAxes()?.y == .velocityThreshold)
    let slice = try #require(r.heatmap(metric: .intentAgreement))
    #expect(slice.values == [[0.87, 0.92], [0.89, 0.93]])
    // One cell per (policy, estimator): the best objective over the rest, first policy on top.
    let map = try #require(r.groupHeatmap())
    #expect(map.yValueLabels == ["seed-progress-velocity", "half-width"])
    #expect(map.xValueLabels == ["lsq2", "impulse"])
    #expect(map.values == [[0.91, 0.93], [0.85, 0.86]])  // row 0 (bottom): seed
    #expect(map.highlighted == [.init(column: 1, row: 0)])
    // Every group value is the maximum of its rows (invariant of the ranking).
    let groups = r.bestPerGroup()
    for row in r.table.rows {
      let held = try #require(groups[row.policy]?[row.estimator])
      #expect((held.value("intent_agreement") ?? -1) >= (row.value("intent_agreement") ?? -1))
    }
    let html = r.html()
    expectWellFormedXML(html)
    #expect(html.contains("Policies and estimators"))
    #expect(
      html.contains(
        "every other parameter held at the recommendation (policy "
          + "seed-progress-velocity, estimator impulse)."))
    #expect(
      html.contains(
        "Varied: 2 policies, 2 estimators, progress threshold (2 values), velocity threshold (2 "
          + "values). Held: hand-off spring-velocity, damping ratio 0.8, response 0.5 s, "
          + "projection rate 0.998 per ms."))
    // Maps of one colour are replaced by a sentence: 1 group map + 4 metric maps, and the
    // hand-off of the representative swipes (a preset policy and a known estimator).
    #expect(
      html.contains(
        "(by less than 0.1 point for a rate, 5 ms for a time, 0.5 pt for a distance): visibly "
          + "reverses after release 0\u{A0}%, settling time (95th percentile) 500\u{A0}ms, "
          + "overshoot (95th percentile) 6\u{A0}pt."))
    #expect(expectWellFormedXML(html).count("svg") == 6)
    // The median and p95 swipes by overshoot and arrival, per outcome, with the finger's path.
    let entries = try #require(r.handoff?.entries)
    #expect((1...8).contains(entries.count))
    #expect(
      entries.allSatisfy { $0.name.hasPrefix("completes, ") || $0.name.hasPrefix("cancels, ") })
    #expect(entries.allSatisfy { !$0.lead.isEmpty })
    #expect(r.handoff?.zoomPanel == true)
    #expect(r.handoff?.tolerance == 1)  // the sweep's settle band
    // A parameter the policy does not use shows as a dash.
    #expect(html.contains("<td>half-width</td><td>impulse</td><td class=\"n\">50</td><td>–</td>"))
    // The best-settings table shows policy and estimator, and only the parameters that vary.
    #expect(html.contains("<th>policy</th><th>estimator</th><th>progress threshold (%)</th>"))
    #expect(!html.contains("<th>damping ratio</th>"))
  }

  @Test func singlePolicyAndNoIntent() throws {
    // A recorded-trace population: no intent labels, so no intent columns anywhere.
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.map { row -> SweepTable.Row in
      var r = row
      for c in ["intent_agreement", "false_complete_rate", "false_cancel_rate"] {
        if let i = SweepSchema.metricColumns.firstIndex(of: c) { r.metrics[i] = nil }
        // Their intervals too, as a sweep without intent writes them.
        for bound in [c + "_lo", c + "_hi"] {
          if let j = SweepSchema.intervalColumns.firstIndex(of: bound), j < r.intervals.count {
            r.intervals[j] = nil
          }
        }
      }
      return r
    }
    let r = SweepReport(table: SweepTable(rows: rows, settings: Self.settings), source: "t.csv")
    #expect(r.groupHeatmap() == nil)
    let html = r.html()
    expectWellFormedXML(html)
    #expect(!html.contains("intent agreement</th>") && !html.contains("false-complete"))
    #expect(html.contains("<th>feels-complete rate (%)</th>"))
    #expect(!html.contains("<th>policy</th>"))
    #expect(
      html.contains(
        "Held: policy threshold, estimator lsq2, hand-off spring-velocity, response 0.4 s, "
          + "projection "))
  }

  @Test func aNegligibleSpreadIsNamedNotDrawn() throws {
    // Settle p95 within 3.5 ms over the slice: a colour scale would exaggerate it.
    let column = try #require(SweepSchema.metricColumns.firstIndex(of: "settle_p95_s"))
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.enumerated().map { i, row in
      var r = row
      if r.metrics[column] != nil { r.metrics[column] = 0.62 + 0.0005 * Double(i) }
      return r
    }
    let html = SweepReport(table: SweepTable(rows: rows, settings: Self.settings), source: "x")
      .html()
    #expect(
      html.contains(
        "for a distance): settling time (95th percentile) 620\u{A0}ms–624\u{A0}ms."))
    #expect(!html.contains("<figcaption>settle p95 (s)"))
    // 4…6.5 pt: drawn.
    #expect(
      html.contains(
        "<figcaption>overshoot p95 (pt) — over the swipes the gate let begin</figcaption>"))
  }

  @Test func labels() {
    #expect(SweepReport.label("velocity_threshold") == "velocity threshold (pt/s)")
    #expect(SweepReport.label("settle_p95_s") == "settle p95 (s)")
    #expect(SweepReport.label("feels_complete_rate") == "feels-complete rate")
    // One labeller: the report's titles are the summary's.
    for m in SweepMetric.allCases { #expect(SweepReport.label(m.column) == m.label) }
  }
}
