import Testing

@testable import SwipeTuning

@Suite("SweepMetric")
struct SweepMetricTests {
  /// The kind and percent switches agree with the column naming rule for every metric:
  /// `_rate` and intent agreement are rates, `_p50`/`_p95` percentiles of 50/95, the cost and
  /// the feel score means, the rest counts.
  @Test func kindsFollowTheColumnNames() {
    for m in SweepMetric.allCases {
      let c = m.column
      let expected: SweepMetric.Kind =
        m == .cost || m == .feelScore
        ? .mean
        : c.hasSuffix("_rate") || m == .intentAgreement
          ? .rate : c.contains("_p50") || c.contains("_p95") ? .percentile : .count
      #expect(m.kind == expected, "\(c)")
      let percent: Int? = c.contains("_p50") ? 50 : c.contains("_p95") ? 95 : nil
      #expect(m.percent == percent, "\(c)")
    }
  }
}
