import AnimationMath

/// A metric column of the sweep report: name, unit, and how it is formed from
/// ``SweepRowStatistics``. `Docs/SweepReport.md` defines each one in words.
public enum SweepMetric: String, CaseIterable, Hashable, Sendable {
  /// All swipes in the population (count).
  case swipes
  /// Swipes the policy completed (count).
  case completed
  /// completed / swipes.
  case completeRate = "complete_rate"
  /// Completed swipes whose hand-off feels complete, / swipes.
  case feelsCompleteRate = "feels_complete_rate"
  /// Cancelled swipes whose hand-off feels cancelled (never-engaged swipes included), / swipes.
  case feelsCancelledRate = "feels_cancelled_rate"
  /// Decisions that match the intent, / swipes with known intent; empty without intent.
  case intentAgreement = "intent_agreement"
  /// Meant to cancel but completed, / swipes with known intent; empty without intent.
  case falseCompleteRate = "false_complete_rate"
  /// Meant to complete but cancelled, / swipes with known intent; empty without intent.
  case falseCancelRate = "false_cancel_rate"
  /// Hand-offs that first move away from the decided end by more than the reversal tolerance,
  /// / swipes.
  case reversalRate = "reversal_rate"
  /// Median arrival time over engaged swipes, s.
  case arrivalP50 = "arrival_p50_s"
  /// 95th-percentile arrival time over engaged swipes, s.
  case arrivalP95 = "arrival_p95_s"
  /// Median settling time over engaged swipes, s.
  case settleP50 = "settle_p50_s"
  /// 95th-percentile settling time over engaged swipes, s.
  case settleP95 = "settle_p95_s"
  /// 95th-percentile overshoot over engaged swipes, pt.
  case overshootP95 = "overshoot_p95_pt"
  /// Swipes that did not mean the transition (scroll-like strokes, ``ReleaseRecord/isScroll``)
  /// but began it, / swipes.
  case hijackRate = "hijack_rate"
  /// Expected cost per swipe under the report's ``SweepCosts`` (lower is better).
  case cost
  /// Median velocity jump at lift-off over engaged swipes (|view velocity − hand-off's starting
  /// velocity|), pt/s.
  case handoffJumpP50 = "handoff_jump_p50"
  /// 95th-percentile velocity jump at lift-off over engaged swipes, pt/s.
  case handoffJumpP95 = "handoff_jump_p95"
  /// 95th-percentile overshoot over the engaged swipes the policy completed, pt (its interval's
  /// ranks are those of the completed swipes' count at the row's threshold).
  case overshootCompleteP95 = "overshoot_complete_p95_pt"
  /// 95th-percentile overshoot over the engaged swipes the policy cancelled, pt.
  case overshootCancelP95 = "overshoot_cancel_p95_pt"
  /// Mean ``FeelScore`` over engaged swipes, 0…1, with a normal interval
  /// (``FeelScore/interval(units:squareUnits:count:)``).
  case feelScore = "feel_score"
  /// Completed swipes whose hand-off feels complete under feel v2 (arrival within the window, no
  /// kick-back: the definition before the overshoot, ringing, settle and jump bounds), / swipes.
  case feelsCompleteV2Rate = "feels_complete_v2_rate"
  /// Hand-offs (each swipe's, to its decided outcome) that first arrive after the arrival
  /// window, / swipes.
  case lateArrivalRate = "late_arrival_rate"
  /// Hand-offs that overshoot the end by more than the overshoot bound, / swipes.
  case visibleOvershootRate = "visible_overshoot_rate"
  /// Hand-offs whose swing back after the overshoot exceeds the ringing bound, / swipes.
  case ringingRate = "ringing_rate"
  /// Hand-offs that settle after the settle window, / swipes.
  case lateSettleRate = "late_settle_rate"
  /// Hand-offs whose velocity jump at lift-off is noticeable, / swipes.
  case visibleJumpRate = "visible_jump_rate"
  /// Hand-offs that run ahead of the finger after lift-off — peak speed beyond
  /// ``FeelBounds/allowedPeakSpeed(atSpeed:remaining:)`` (feel v4) — / swipes.
  case abruptRate = "abrupt_rate"

  /// The column name.
  public var column: String { rawValue }

  /// The metric a sweep ranks settings by unless told otherwise: agreement with the user's
  /// intent (for a population without intent labels the ranking falls back to ``cost``, which
  /// then counts only hijacks: ``SweepRanking``).
  public static let defaultObjective = SweepMetric.intentAgreement

  /// What kind of number a metric is, which decides its interval columns (``intervalColumns``).
  public enum Kind: Hashable, Sendable {
    /// A whole number of swipes (no interval).
    case count
    /// A fraction x/n of swipes in 0…1 (``SweepMetric/ratio(_:)``); a binomial interval
    /// (``BinomialInterval/ninetyFive(successes:trials:)``).
    case rate
    /// A nearest-rank percentile of the engaged swipes' values; an order-statistic interval
    /// (``NearestRank/interval(of:percent:)``).
    case percentile
    /// A mean per swipe, with a normal interval (the cost: ``SweepCosts/interval(_:)``; the
    /// feel score: ``FeelScore/interval(units:squareUnits:count:)``).
    case mean
  }

  /// The metric's kind: `_rate` columns and intent agreement are rates, `_p50`/`_p95` columns
  /// percentiles, the cost and the feel score means, the rest counts. A switch, not a test of
  /// the column name, since the report asks it for every cell (a test keeps the two in step).
  public var kind: Kind {
    switch self {
    case .swipes, .completed: .count
    case .completeRate, .feelsCompleteRate, .feelsCancelledRate, .intentAgreement,
      .falseCompleteRate, .falseCancelRate, .reversalRate, .hijackRate, .feelsCompleteV2Rate,
      .lateArrivalRate, .visibleOvershootRate, .ringingRate, .lateSettleRate, .visibleJumpRate,
      .abruptRate:
      .rate
    case .arrivalP50, .arrivalP95, .settleP50, .settleP95, .overshootP95, .handoffJumpP50,
      .handoffJumpP95, .overshootCompleteP95, .overshootCancelP95:
      .percentile
    case .cost, .feelScore: .mean
    }
  }

  /// Whether the metric is a fraction in 0…1.
  public var isRate: Bool { kind == .rate }

  /// Whether the report gives the metric a 95 % interval (every rate, percentile and mean).
  public var hasInterval: Bool { kind != .count }

  /// The metric's interval columns: `<column>_lo`, `<column>_hi` (none for a count).
  public var intervalColumns: [String] { hasInterval ? [column + "_lo", column + "_hi"] : [] }

  /// The percent of a percentile metric (50 or 95), nil for other kinds.
  public var percent: Int? {
    switch self {
    case .arrivalP50, .settleP50, .handoffJumpP50: 50
    case .arrivalP95, .settleP95, .overshootP95, .handoffJumpP95, .overshootCompleteP95,
      .overshootCancelP95:
      95
    default: nil
    }
  }

  /// The metric's unit: `s`, `pt`, `pt/s`, or empty for counts, rates and the score.
  public var unit: String {
    switch self {
    case .arrivalP50, .arrivalP95, .settleP50, .settleP95: "s"
    case .overshootP95, .overshootCompleteP95, .overshootCancelP95: "pt"
    case .handoffJumpP50, .handoffJumpP95: "pt/s"
    default: ""
    }
  }

  /// Whether a larger value is better (rates of good outcomes), for ranking.
  public var higherIsBetter: Bool {
    switch self {
    case .completed, .completeRate, .feelsCompleteRate, .feelsCancelledRate, .intentAgreement,
      .swipes, .feelScore, .feelsCompleteV2Rate:
      return true
    default:
      return false
    }
  }

  /// Whether the metric needs intent labels.
  public var needsIntent: Bool {
    self == .intentAgreement || self == .falseCompleteRate || self == .falseCancelRate
  }

  /// A short human label with the unit, for summaries, tables and axis titles.
  public var label: String {
    switch self {
    case .swipes: "swipes"
    case .completed: "completed"
    case .completeRate: "complete rate"
    case .feelsCompleteRate: "feels-complete rate"
    case .feelsCancelledRate: "feels-cancelled rate"
    case .intentAgreement: "intent agreement"
    case .falseCompleteRate: "false-complete rate"
    case .falseCancelRate: "false-cancel rate"
    case .reversalRate: "reversal rate"
    case .arrivalP50: "arrival p50 (s)"
    case .arrivalP95: "arrival p95 (s)"
    case .settleP50: "settle p50 (s)"
    case .settleP95: "settle p95 (s)"
    case .overshootP95: "overshoot p95 (pt)"
    case .hijackRate: "hijack rate"
    case .cost: "cost per swipe"
    case .handoffJumpP50: "hand-off jump p50 (pt/s)"
    case .handoffJumpP95: "hand-off jump p95 (pt/s)"
    case .overshootCompleteP95: "overshoot on completion p95 (pt)"
    case .overshootCancelP95: "overshoot on cancel p95 (pt)"
    case .feelScore: "feel score"
    case .feelsCompleteV2Rate: "feels-complete rate (v2)"
    case .lateArrivalRate: "late-arrival rate"
    case .visibleOvershootRate: "visible-overshoot rate"
    case .ringingRate: "ringing rate"
    case .lateSettleRate: "late-settle rate"
    case .visibleJumpRate: "visible-jump rate"
    case .abruptRate: "abrupt rate"
    }
  }

  /// The value for `s`, or `nil` when it is undefined (a rate over zero swipes, an intent rate
  /// without labels, a percentile without engaged swipes).
  public func value(_ s: SweepRowStatistics) -> Double? {
    if let (x, n) = ratio(s) { return n > 0 ? Double(x) / Double(n) : nil }
    switch self {
    case .swipes: return Double(s.swipes)
    case .completed: return Double(s.completed)
    case .completeRate, .feelsCompleteRate, .feelsCancelledRate, .intentAgreement,
      .falseCompleteRate, .falseCancelRate, .reversalRate, .feelsCompleteV2Rate,
      .lateArrivalRate, .visibleOvershootRate, .ringingRate, .lateSettleRate, .visibleJumpRate,
      .abruptRate:
      return nil
    case .arrivalP50: return s.arrivalP50
    case .arrivalP95: return s.arrivalP95
    case .settleP50: return s.settleP50
    case .settleP95: return s.settleP95
    case .overshootP95: return s.overshootP95
    case .hijackRate: return nil
    case .cost: return s.costs.mean(s.outcomes)
    case .handoffJumpP50: return s.jumpP50
    case .handoffJumpP95: return s.jumpP95
    case .overshootCompleteP95: return s.overshootCompleteP95
    case .overshootCancelP95: return s.overshootCancelP95
    case .feelScore: return FeelScore.mean(units: s.feelScoreUnits, count: s.engaged)
    }
  }

  /// The counts x/n of a rate metric (n may be 0); nil for other kinds.
  public func ratio(_ s: SweepRowStatistics) -> (successes: Int, trials: Int)? {
    switch self {
    case .completeRate: (s.completed, s.swipes)
    case .feelsCompleteRate: (s.feelsComplete, s.swipes)
    case .feelsCancelledRate: (s.feelsCancelled, s.swipes)
    case .intentAgreement: (s.intentAgreement, s.labelled)
    case .falseCompleteRate: (s.falseComplete, s.labelled)
    case .falseCancelRate: (s.falseCancel, s.labelled)
    case .reversalRate: (s.reversed, s.swipes)
    case .hijackRate: (s.hijacked, s.swipes)
    case .feelsCompleteV2Rate: (s.feel.feelsCompleteV2, s.swipes)
    case .lateArrivalRate: (s.feel.lateArrival, s.swipes)
    case .visibleOvershootRate: (s.feel.overshoot, s.swipes)
    case .ringingRate: (s.feel.ringing, s.swipes)
    case .lateSettleRate: (s.feel.lateSettle, s.swipes)
    case .visibleJumpRate: (s.feel.jump, s.swipes)
    case .abruptRate: (s.feel.abrupt, s.swipes)
    default: nil
    }
  }

  /// The 95 % interval of the metric for `s` (``SweepInterval``); nil for a count, or where the
  /// value is undefined.
  public func interval(_ s: SweepRowStatistics) -> SweepInterval? {
    switch kind {
    case .count: return nil
    case .rate:
      guard let (x, n) = ratio(s) else { return nil }
      return BinomialInterval.ninetyFive(successes: x, trials: n)
    case .percentile:
      return value(s) == nil ? nil : s.percentileIntervals[self]
    case .mean:
      guard self == .feelScore else { return s.costs.interval(s.outcomes) }
      return FeelScore.interval(
        units: s.feelScoreUnits, squareUnits: s.feelScoreSquareUnits, count: s.engaged)
    }
  }

  /// The metric named `column` (e.g. `intent_agreement`).
  ///
  /// - Throws: `InputError` for `field` listing the known names.
  public init(parsing column: String, field: String) throws(InputError) {
    guard let m = SweepMetric(rawValue: column) else {
      let names = SweepMetric.allCases.map(\.column).joined(separator: ", ")
      throw InputError(field: field, value: column, reason: "unknown metric; one of: \(names)")
    }
    self = m
  }
}
