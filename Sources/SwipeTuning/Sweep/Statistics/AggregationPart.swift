/// One independently computable part of a family's aggregation at one spring.
enum AggregationPart: Hashable, Sendable {
  /// Every count column.
  case counts
  /// A metric's ``HandoffMetric/reportedPercentiles`` (for the overshoot also its 95th
  /// percentile by outcome).
  case percentiles(HandoffMetric)

  /// Every part, in a fixed order (the engine's task index within a family).
  static let all: [AggregationPart] = [.counts] + HandoffMetric.allCases.map { .percentiles($0) }
}

/// The result of one ``AggregationPart``.
enum PartialAggregation: Sendable {
  /// The rows with every count set and no percentiles, one per sorted threshold.
  case counts([SweepRowStatistics])
  /// A metric's percentiles at every sorted threshold.
  case percentiles(HandoffMetric, ThresholdPercentiles)
  /// The overshoot's percentiles, and its 95th percentile over the completing and over the
  /// cancelling swipes with its interval at every sorted threshold: three values per threshold,
  /// as ``ThresholdQuantiles/computeWithOutcomes(completionValues:cancelValues:needs:binning:buckets:ranks:split:)``
  /// returns them (NaN: no swipe of the outcome, or no such bound).
  case overshoot(ThresholdPercentiles, completing: [Double], cancelling: [Double])
  /// Not computed yet (a placeholder in the engine's output slots).
  case pending

  /// Joins the parts of one family's aggregation into rows: the counts, with the percentiles of
  /// every metric filled in (left `nil` when no swipe engaged). The order of `parts` does not
  /// matter.
  ///
  /// - Precondition: `parts` holds every ``AggregationPart/all`` part once.
  static func rows(joining parts: [PartialAggregation]) -> [SweepRowStatistics] {
    var rows: [SweepRowStatistics]?
    var percentiles = PerMetric<ThresholdPercentiles?>(repeating: nil)
    var completing: [Double]?
    var cancelling: [Double]?
    for part in parts {
      switch part {
      case .counts(let counts): rows = counts
      case .percentiles(let metric, let values): percentiles[metric] = values
      case .overshoot(let values, let c, let x):
        percentiles.overshoot = values
        completing = c
        cancelling = x
      case .pending: preconditionFailure("an aggregation part was not computed")
      }
    }
    guard var rows, let arrival = percentiles.arrival, let settle = percentiles.settle,
      let overshoot = percentiles.overshoot, let jump = percentiles.jump, let completing,
      let cancelling
    else { preconditionFailure("an aggregation part is missing") }
    for k in rows.indices {
      rows[k].arrivalP50 = arrival[k, .median]
      rows[k].arrivalP95 = arrival[k, .p95]
      rows[k].settleP50 = settle[k, .median]
      rows[k].settleP95 = settle[k, .p95]
      rows[k].overshootP95 = overshoot[k, .p95]
      rows[k].jumpP50 = jump[k, .median]
      rows[k].jumpP95 = jump[k, .p95]
      let w = OutcomeSplitRanks.perSide
      for (metric, side) in [
        (SweepMetric.overshootCompleteP95, completing), (.overshootCancelP95, cancelling),
      ] {
        let (value, lower, upper) = (side[w * k], side[w * k + 1], side[w * k + 2])
        guard !value.isNaN else { continue }
        if metric == .overshootCompleteP95 {
          rows[k].overshootCompleteP95 = value
        } else {
          rows[k].overshootCancelP95 = value
        }
        rows[k].percentileIntervals[metric] = SweepInterval(
          lower: lower.isNaN ? nil : lower, upper: upper.isNaN ? nil : upper)
      }
      let intervals: [(SweepMetric, SweepInterval?)] = [
        (.arrivalP50, arrival.interval(k, .median)), (.arrivalP95, arrival.interval(k, .p95)),
        (.settleP50, settle.interval(k, .median)), (.settleP95, settle.interval(k, .p95)),
        (.overshootP95, overshoot.interval(k, .p95)),
        (.handoffJumpP50, jump.interval(k, .median)), (.handoffJumpP95, jump.interval(k, .p95)),
      ]
      for (metric, interval) in intervals {
        if let interval { rows[k].percentileIntervals[metric] = interval }
      }
    }
    return rows
  }

  /// The sampled order statistics of each metric at every sorted threshold, from the same
  /// parts (empty lists unless the parts were computed with samples).
  static func samples(joining parts: [PartialAggregation]) -> [PerMetric<[Double]>] {
    var percentiles = PerMetric<ThresholdPercentiles?>(repeating: nil)
    var thresholds = 0
    for part in parts {
      switch part {
      case .counts(let counts): thresholds = counts.count
      case .percentiles(let metric, let values): percentiles[metric] = values
      case .overshoot(let values, _, _): percentiles.overshoot = values
      case .pending: preconditionFailure("an aggregation part was not computed")
      }
    }
    return (0..<thresholds).map { k in
      percentiles.map { $0?.samples(k) ?? [] }
    }
  }
}
