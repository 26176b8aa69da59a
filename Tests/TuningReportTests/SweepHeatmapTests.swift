import Plotting
import SweepTestSupport
import SwipeTuning
import TestSupport
import Testing

@testable import TuningReport

@Suite struct SweepHeatmapTests {
  static func table() throws -> SweepTable { try SweepTable(parsing: SweepFixture.mixed) }

  /// The seed rule's progress is dx / 200 pt, the half-width rule's dx / width.
  @Test func progressAxisSaysWhatItIsAFractionOf() throws {
    let settings = try Self.table().settings
    let width = settings.geometry.width
    #expect(
      SweepHeatmap.axisLabel(
        .progressThreshold, policy: "seed-progress-velocity", settings: settings)
        == "progress threshold (fraction of 200 pt)")
    #expect(
      SweepHeatmap.axisLabel(.progressThreshold, policy: "half-width", settings: settings)
        == "progress threshold (fraction of the \(Int(width)) pt width)")
    #expect(
      SweepHeatmap.axisLabel(.progressThreshold, policy: "someone-elses", settings: settings)
        == "progress threshold (fraction of the policy's progress distance)")
    #expect(
      SweepHeatmap.axisLabel(.velocityThreshold, policy: "half-width", settings: settings)
        == "velocity threshold (pt/s)")
  }

  /// Every metric's map is brighter where the metric is better: the direction comes from
  /// ``SweepMetric/higherIsBetter``, never from the caller.
  @Test func directionFollowsTheMetric() throws {
    let table = try Self.table()
    let row = try #require(table.rows.firstIndex { $0.policy == "seed-progress-velocity" })
    for metric in [SweepMetric.intentAgreement, .falseCompleteRate, .settleP95] {
      guard
        let map = SweepHeatmap.make(table, metric: metric, through: row, settings: table.settings)
      else { continue }
      #expect(map.better == (metric.higherIsBetter ? .higher : .lower))
      #expect(map.xLabel == "progress threshold (fraction of 200 pt)")
      #expect(map.yLabel == "velocity threshold (pt/s)")
      #expect(map.highlighted.count == 1)
      #expect(map.metricName == SweepHeatmap.metricLabel(metric))
    }
  }

  /// `sweep --svg` and the report draw the same map for the same data.
  @Test func reportUsesTheSameMap() throws {
    let report = SweepReport(table: try Self.table(), source: "mixed.csv")
    let fromReport = try #require(report.heatmap(metric: .intentAgreement))
    let direct = try #require(
      SweepHeatmap.make(
        report.table, metric: .intentAgreement, through: report.bestIndex,
        settings: report.table.settings))
    #expect(fromReport.svg() == direct.svg())
  }

  @Test func colourBarTitlesCarryUnits() {
    #expect(
      SweepHeatmap.metricLabel(.intentAgreement)
        == "intent agreement (fraction of labelled swipes)")
    #expect(SweepHeatmap.metricLabel(.reversalRate) == "reversal rate (fraction of swipes)")
    #expect(SweepHeatmap.metricLabel(.settleP95) == "settle p95 (s)")
    #expect(SweepHeatmap.metricLabel(.overshootP95) == "overshoot p95 (pt)")
  }

  /// A cell whose row carries `_lo`/`_hi` columns shows its interval on hover; the others show
  /// only their value.
  @Test func hoverTitlesCarryTheReportsIntervals() throws {
    let table = try SweepTable(parsing: SweepFixture.csv)
    let best = try #require(table.rows.firstIndex { $0.line == 9 })
    let map = try #require(
      SweepHeatmap.make(table, metric: .intentAgreement, through: best, settings: table.settings))
    let interval = try #require(table.rows[best].interval(.intentAgreement))
    let held = try #require(map.highlighted.first)
    let lo = try #require(interval.lower)
    let hi = try #require(interval.upper)
    #expect(map.interval(column: held.column, row: held.row) == lo...hi)
    #expect(map.cellTitle(column: held.column, row: held.row).contains("(95 % CI "))
    #expect(map.svg().contains("(95 % CI "))
  }
}
