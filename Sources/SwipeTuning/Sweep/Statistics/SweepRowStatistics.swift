/// The outcome of one grid point over the whole population: integer counts and order statistics,
/// from which the report's rates are formed.
///
/// Counting: ``swipes`` counts every swipe; a swipe that did not engage (angle gate) is a cancel
/// with no hand-off motion that feels cancelled. ``labelled`` counts swipes whose intent is known;
/// the intent counts are out of ``labelled``. The percentiles are over the ``engaged`` swipes, each
/// taking the value of the outcome the policy chose for it; `nil` when no swipe engaged.
public struct SweepRowStatistics: Hashable, Sendable {
  /// All swipes in the population.
  public var swipes: Int
  /// Swipes that engaged (passed the angle gate).
  public var engaged: Int
  /// Swipes with a known intent.
  public var labelled: Int
  /// Swipes the policy completed.
  public var completed: Int
  /// Completed swipes whose hand-off feels complete.
  public var feelsComplete: Int
  /// Cancelled swipes whose hand-off feels cancelled (including swipes that never engaged).
  public var feelsCancelled: Int
  /// Labelled swipes whose decision matches the intent.
  public var intentAgreement: Int
  /// Labelled swipes meant to cancel that the policy completed.
  public var falseComplete: Int
  /// Labelled swipes meant to complete that the policy cancelled.
  public var falseCancel: Int
  /// Swipes whose hand-off first moves away from the decided end by more than the reversal
  /// tolerance.
  public var reversed: Int
  /// Median arrival time, s.
  public var arrivalP50: Double?
  /// 95th-percentile arrival time, s.
  public var arrivalP95: Double?
  /// Median settling time, s.
  public var settleP50: Double?
  /// 95th-percentile settling time, s.
  public var settleP95: Double?
  /// 95th-percentile overshoot, pt.
  public var overshootP95: Double?
  /// Median velocity jump at lift-off (``SweepHandoff/jump``), pt/s.
  public var jumpP50: Double? = nil
  /// 95th-percentile velocity jump at lift-off, pt/s.
  public var jumpP95: Double? = nil
  /// 95th-percentile overshoot over the engaged swipes the policy completed, pt; `nil` when it
  /// completed none.
  public var overshootCompleteP95: Double? = nil
  /// 95th-percentile overshoot over the engaged swipes the policy cancelled, pt; `nil` when it
  /// cancelled none.
  public var overshootCancelP95: Double? = nil
  /// The sum of the engaged swipes' ``FeelScore/units(_:)`` (fixed point, exact); the report's
  /// `feel_score` is ``FeelScore/mean(units:count:)`` of it over ``engaged``.
  public var feelScoreUnits: UInt64 = 0
  /// The sum of the engaged swipes' ``FeelScore/squareUnits(_:)`` (exact), for the feel score's
  /// interval (``FeelScore/interval(units:squareUnits:count:)``).
  public var feelScoreSquareUnits: UInt64 = 0
  /// How the hand-offs break the feel bounds, and the completions that feel complete under feel
  /// v2 (``FeelCounts``).
  public var feel = FeelCounts()
  /// The 95 % order-statistic interval of each percentile metric
  /// (``SweepMetric/Kind/percentile``) that has a value: the values of ranks
  /// ``NearestRank/interval(of:percent:)`` over the engaged swipes (for the outcome split of the
  /// overshoot, over the engaged swipes of that outcome).
  public var percentileIntervals: [SweepMetric: SweepInterval]
  /// Swipes that did not mean the transition (``ReleaseRecord/isScroll``) but passed the angle
  /// gate and began it.
  public var hijacked: Int
  /// The outcome table every count is read from (``SweepOutcomes``); empty for statistics made
  /// from counts alone.
  public var outcomes: SweepOutcomes
  /// The weights of the `cost` column (``SweepMetric/cost``); ``SweepResults`` sets the report's.
  public var costs: SweepCosts

  /// Creates statistics from counts and percentiles.
  public init(
    swipes: Int, engaged: Int, labelled: Int, completed: Int, feelsComplete: Int,
    feelsCancelled: Int, intentAgreement: Int, falseComplete: Int, falseCancel: Int,
    reversed: Int, arrivalP50: Double?, arrivalP95: Double?, settleP50: Double?,
    settleP95: Double?, overshootP95: Double?,
    percentileIntervals: [SweepMetric: SweepInterval] = [:], hijacked: Int = 0,
    outcomes: SweepOutcomes = SweepOutcomes(), costs: SweepCosts = .standard,
    jumpP50: Double? = nil, jumpP95: Double? = nil, overshootCompleteP95: Double? = nil,
    overshootCancelP95: Double? = nil, feelScoreUnits: UInt64 = 0
  ) {
    self.jumpP50 = jumpP50
    self.jumpP95 = jumpP95
    self.overshootCompleteP95 = overshootCompleteP95
    self.overshootCancelP95 = overshootCancelP95
    self.feelScoreUnits = feelScoreUnits
    self.percentileIntervals = percentileIntervals
    self.hijacked = hijacked
    self.outcomes = outcomes
    self.costs = costs
    self.swipes = swipes
    self.engaged = engaged
    self.labelled = labelled
    self.completed = completed
    self.feelsComplete = feelsComplete
    self.feelsCancelled = feelsCancelled
    self.intentAgreement = intentAgreement
    self.falseComplete = falseComplete
    self.falseCancel = falseCancel
    self.reversed = reversed
    self.arrivalP50 = arrivalP50
    self.arrivalP95 = arrivalP95
    self.settleP50 = settleP50
    self.settleP95 = settleP95
    self.overshootP95 = overshootP95
  }
}

/// The percentile definition of the report: nearest rank.
///
/// The q-quantile of n values is the value of rank ⌈q·n⌉ (1-based) in ascending order — the
/// smallest value with at least a fraction q of the values at or below it. It is always one of the
/// values (no interpolation), so the fast and the reference paths agree exactly.
public enum NearestRank {
  /// The 1-based rank of the median of `n` values: ⌈n/2⌉ (`n ≥ 1`).
  public static func median(of n: Int) -> Int { (n + 1) / 2 }

  /// The 1-based rank of the 95th percentile of `n` values: ⌈0.95·n⌉ (`n ≥ 1`), computed in
  /// integers so it has no rounding error.
  public static func p95(of n: Int) -> Int { (95 * n + 99) / 100 }
}
