import AnimationMath
import Testing

@testable import Plotting

@Suite struct SweepReportTests {
  static func report() throws -> SweepReport {
    SweepReport(table: try SweepTable(parsing: SweepFixture.csv), source: "fixture.csv")
  }

  @Test func rankingByIntentThenFeelsComplete() throws {
    let r = try Self.report()
    #expect(r.objective == .intentAgreement)
    let ranked = r.ranked()
    #expect(ranked.map(\.line).prefix(3) == [9, 11, 4])
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

  @Test func withoutIntentRanksByFeelsComplete() throws {
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.map { row -> SweepTable.Row in
      var r = row
      for c in ["intent_agreement", "false_complete_rate", "false_cancel_rate"] {
        if let i = SweepTable.metricColumns.firstIndex(of: c) { r.metrics[i] = nil }
      }
      return r
    }
    let r = SweepReport(table: SweepTable(rows: rows), source: "x")
    #expect(r.objective == .feelsComplete)
    #expect(r.best.line == 7)  // feels-complete 0.74, the highest
  }

  @Test func heatmapSlicesThroughTheBestSetting() throws {
    let r = try Self.report()
    #expect(r.sweptParameters() == ["progress_threshold", "velocity_threshold", "damping_ratio"])
    let axes = try #require(r.heatmapAxes())
    #expect(axes.x == "progress_threshold" && axes.y == "velocity_threshold")
    let map = try #require(r.heatmap(metric: "intent_agreement"))
    #expect(map.xValues == [0.3, 0.5, 0.7])
    #expect(map.yValues == [100, 300])
    // Damping held at the best row's 0.8.
    #expect(map.values == [[0.88, 0.93, 0.86], [0.9, 0.95, 0.82]])
    #expect(map.highlighted == [.init(column: 1, row: 1)])
    let settle = try #require(r.heatmap(metric: "settle_p95_s"))
    #expect(settle.values[1][2] == nil)
    #expect(r.heatmap(metric: "nonexistent") == nil)
  }

  @Test func htmlIsSelfContainedAndWellFormed() throws {
    var r = try Self.report()
    let motions = SweepReport.handoffMotions(dampingRatio: 0.8, response: 0.4)
    r.handoff = SpringPlot(entries: motions.map { .init(name: $0.name, motion: $0.motion) })
    let html = r.html()
    let check = expectWellFormedXML(html)
    #expect(check.count("script") == 0 && check.count("link") == 0 && check.count("img") == 0)
    #expect(check.count("svg") == 8)  // seven heatmaps and the hand-off
    #expect(html.contains("Objective: intent agreement, ties broken by feels-complete rate."))
    #expect(html.contains("<li>CSV line 9</li>"))
    #expect(html == r.html())
  }

  @Test func oneOrNoSweptParameter() throws {
    let rows = try SweepTable(parsing: SweepFixture.csv).rows.filter {
      $0.value("damping_ratio") == 0.8 && $0.value("velocity_threshold") == 100
    }
    let one = SweepReport(table: SweepTable(rows: rows), source: "x")
    #expect(one.sweptParameters() == ["progress_threshold"])
    #expect(one.heatmapAxes() == nil)
    let html = one.html()
    expectWellFormedXML(html)
    #expect(html.contains("Only progress threshold varies"))
    let none = SweepReport(table: SweepTable(rows: [rows[0]]), source: "x")
    #expect(none.html().contains("No numeric parameter varies"))
  }

  @Test func labels() {
    #expect(SweepReport.label("velocity_threshold") == "velocity threshold (pt/s)")
    #expect(SweepReport.label("settle_p95_s") == "settle p95 (s)")
    #expect(SweepReport.label("feels_complete_rate") == "feels complete rate")
  }
}
