import Testing

@testable import SwipeTuning

@Suite("HandoffMetric")
struct HandoffMetricTests {
  @Test func thresholdPercentilesAreAddressedByName() {
    let both = ThresholdPercentiles(
      percentiles: [.median, .p95], bounded: [(true, true), (true, false)],
      values: [1, 2, 0.5, 1.5, 1.8, -1, 3, 4, 2.5, 3.5, 3.8, -1])
    #expect(both[0, .median] == 1 && both[0, .p95] == 2)
    #expect(both[1, .median] == 3 && both[1, .p95] == 4)
    #expect(both.interval(0, .median) == SweepInterval(lower: 0.5, upper: 1.5))
    #expect(both.interval(1, .p95) == SweepInterval(lower: 3.8, upper: nil))
    let p95Only = ThresholdPercentiles(
      percentiles: [.p95], bounded: [(true, true)], values: [5, 4, 5.5, 6, 5, 6.5])
    #expect(p95Only[1, .p95] == 6 && p95Only[1, .median] == nil)
    #expect(
      ThresholdPercentiles(percentiles: [.p95], bounded: [(true, true)], values: [])[0, .p95] == nil
    )
    #expect(HandoffMetric.overshoot.reportedPercentiles == [.p95])
    #expect(HandoffMetric.settle.reportedPercentiles == [.median, .p95])
    #expect(ReportedPercentile.median.rank(of: 5) == 3 && ReportedPercentile.p95.rank(of: 5) == 5)
  }

  @Test func valueRangeSkipsZerosAndInfinity() {
    var range = ValueRange.empty
    for value in [0, .infinity, 2, 0.5, 1] { range.include(value) }
    #expect(range.lowestPositive == 0.5 && range.highestFinite == 2)
    var other = ValueRange.empty
    other.include(0.25)
    range.formUnion(other)
    #expect(range.lowestPositive == 0.25 && range.highestFinite == 2)
    #expect(ValueRange.empty.lowestPositive == .infinity && ValueRange.empty.highestFinite == 0)
  }

  @Test func perMetricIsAddressedByName() {
    var values = PerMetric(arrival: 1, settle: 2, overshoot: 3, jump: 4)
    values[.settle] = 20
    #expect(HandoffMetric.allCases.map { values[$0] } == [1, 20, 3, 4])
    #expect(values.map { $0 * 2 }.overshoot == 6)
  }
}
