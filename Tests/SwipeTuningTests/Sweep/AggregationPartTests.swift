import Testing

@testable import SwipeTuning

@Suite("AggregationPart")
struct AggregationPartTests {
  /// Two thresholds' counts and every metric's percentiles, with values that say where they go.
  var parts: [PartialAggregation] {
    let counts = [SweepRowStatistics.empty, .empty].enumerated().map { k, row in
      var row = row
      row.completed = 10 + k
      return row
    }
    return [
      .counts(counts),
      .percentiles(
        .arrival,
        ThresholdPercentiles(
          percentiles: [.median, .p95], bounded: [(true, true), (true, false)],
          values: [1, 2, 0.5, 1.5, 1.8, -1, 3, 4, 2.5, 3.5, 3.8, -1])),
      .percentiles(
        .settle,
        ThresholdPercentiles(
          percentiles: [.median, .p95], bounded: [(true, true), (true, true)],
          values: [5, 6, 4, 5.5, 5.5, 6.5, 7, 8, 6, 7.5, 7.5, 8.5])),
      .overshoot(
        ThresholdPercentiles(
          percentiles: [.p95], bounded: [(false, true)], values: [9, -1, 9.5, 10, -1, 10.5]),
        // Per threshold: the 95th percentile, its lower and upper bound.
        completing: [15, 14, .nan, .nan, .nan, .nan], cancelling: [.nan, .nan, .nan, 16, 15, 17]),
      .percentiles(
        .jump,
        ThresholdPercentiles(
          percentiles: [.median, .p95], bounded: [(true, true), (true, true)],
          values: [11, 12, 10, 11.5, 11.5, 12.5, 13, 14, 12, 13.5, 13.5, 14.5])),
    ]
  }

  @Test func everyPartIsListedOnce() {
    #expect(AggregationPart.all.count == 1 + HandoffMetric.allCases.count)
    #expect(Set(AggregationPart.all).count == AggregationPart.all.count)
  }

  @Test func partsAreJoinedByNameInAnyOrder() {
    let rows = PartialAggregation.rows(joining: parts)
    #expect(rows.map(\.completed) == [10, 11])
    #expect(rows.map(\.arrivalP50) == [1, 3] && rows.map(\.arrivalP95) == [2, 4])
    #expect(rows.map(\.settleP50) == [5, 7] && rows.map(\.settleP95) == [6, 8])
    #expect(rows.map(\.overshootP95) == [9, 10])
    #expect(rows[1].percentileIntervals[.arrivalP50] == SweepInterval(lower: 2.5, upper: 3.5))
    #expect(rows[0].percentileIntervals[.overshootP95] == SweepInterval(lower: nil, upper: 9.5))
    #expect(rows.map(\.jumpP50) == [11, 13] && rows.map(\.jumpP95) == [12, 14])
    #expect(rows[1].percentileIntervals[.handoffJumpP50] == SweepInterval(lower: 12, upper: 13.5))
    // NaN (no swipe of the outcome at that threshold) becomes nil.
    #expect(rows.map(\.overshootCompleteP95) == [15, nil])
    #expect(rows.map(\.overshootCancelP95) == [nil, 16])
    #expect(
      rows[0].percentileIntervals[.overshootCompleteP95] == SweepInterval(lower: 14, upper: nil))
    #expect(rows[1].percentileIntervals[.overshootCancelP95] == SweepInterval(lower: 15, upper: 17))
    #expect(rows[1].percentileIntervals[.overshootCompleteP95] == nil)
    #expect(PartialAggregation.rows(joining: parts.reversed()) == rows)
  }

  @Test func noEngagedSwipeLeavesThePercentilesNil() {
    let empty: [PartialAggregation] =
      [.counts([.empty])]
      + HandoffMetric.allCases.map {
        let none = ThresholdPercentiles(
          percentiles: $0.reportedPercentiles,
          bounded: $0.reportedPercentiles.map { _ in (true, true) }, values: [])
        return $0 == .overshoot
          ? .overshoot(none, completing: [.nan, .nan, .nan], cancelling: [.nan, .nan, .nan])
          : .percentiles($0, none)
      }
    let rows = PartialAggregation.rows(joining: empty)
    #expect(rows == [.empty])
  }
}
