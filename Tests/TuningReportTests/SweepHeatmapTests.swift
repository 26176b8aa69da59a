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
}
