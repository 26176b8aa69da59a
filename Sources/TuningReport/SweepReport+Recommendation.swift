import AnimationMath
import SwipeTuning

extension SweepReport {
  /// The baseline the card compares with: ``baseline`` when set, otherwise
  /// `SweepBaseline.defaultBaseline(for:)`.
  public var effectiveBaseline: SweepBaseline {
    baseline ?? SweepBaseline.defaultBaseline(for: table)
  }

  /// The first row that is the baseline (``SweepBaseline/matches(_:recommended:width:)``), else
  /// ``evaluatedBaseline``; nil when neither the sweep nor the report evaluated it.
  public func baselineRow() -> SweepTable.Row? {
    let b = effectiveBaseline
    // `recommended` ranks the table: find it once, not once per row.
    let (chosen, width) = (recommended, width)
    return table.rows.first { b.matches($0, recommended: chosen, width: width) }
      ?? evaluatedBaseline
  }

  /// The rows the sweep found as good as the best (its `plateau` column, ``SweepPlateau``): those
  /// of the best row's (policy, estimator) marked on the plateau; empty when the report has no
  /// such column.
  public func plateauRows() -> [SweepTable.Row] {
    let b = best
    return table.rows.filter {
      $0.policy == b.policy && $0.estimator == b.estimator && $0.plateau == true
    }
  }

  /// The sweep's recommendation (``SweepRecommendation``: the plateau and its most central
  /// setting); nil when the report has no `plateau` column.
  public func recommendation() -> SweepRecommendation? {
    SweepRecommendation(table, ranking: ranking)
  }

  /// The plateau's extent in words, e.g. `progress threshold 45–65 % of 200 pt of travel,
  /// velocity threshold 200–300 pt/s`: each swept parameter's range over the plateau
  /// (``SweepRecommendation/extents``), then its policies and estimators when there are several;
  /// nil without a plateau.
  public func plateauText() -> String? {
    guard let rec = recommendation(), rec.plateau.count > 1 else { return nil }
    var parts = rec.extents.map {
      Self.settingRange($0.parameter, $0.lower, $0.upper, policy: best.policy, width: width)
    }
    if rec.policies.count > 1 { parts.append("policies " + rec.policies.joined(separator: ", ")) }
    if rec.estimators.count > 1 {
      parts.append("estimators " + rec.estimators.joined(separator: ", "))
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The transition width of the sweep, pt.
  var width: Double { table.settings.geometry.width }

  /// The distance (pt) a progress threshold of `policy` is a fraction of
  /// (``CompletionPreset/progressDistance(policy:width:)``).
  static func progressDistance(policy: String, width: Double) -> Double? {
    CompletionPreset.progressDistance(policy: policy, width: width)
  }

  /// What progress is a fraction of for `policy`
  /// (``CompletionPreset/progressBasis(policy:width:)``).
  static func progressBasis(policy: String, width: Double) -> String {
    CompletionPreset.progressBasis(policy: policy, width: width)
  }

  /// A parameter value with its unit, for people: progress in percent of its basis, velocity in
  /// pt/s, response in s.
  static func settingText(_ p: SweepParameter, _ v: Double?, policy: String, width: Double)
    -> String
  {
    guard let v else { return "\(p.words) not used" }
    return settingRange(p, v, v, policy: policy, width: width)
  }

  /// A range of a parameter with its unit, e.g. `progress threshold 45–65 % of 200 pt of
  /// travel`; one value when `lo == hi`.
  static func settingRange(
    _ p: SweepParameter, _ lo: Double, _ hi: Double, policy: String, width: Double
  ) -> String {
    func n(_ v: Double) -> String {
      switch p {
      case .progressThreshold: NumberText.percentNumber(v)
      case .velocityThreshold: NumberText.rounded(v, decimals: 1)
      case .projectionRate: NumberText.rounded(v, decimals: 6)
      default: NumberText.rounded(v, decimals: 4)
      }
    }
    let range = lo == hi ? n(lo) : n(lo) + "–" + n(hi)
    switch p {
    case .progressThreshold:
      return "\(p.words) \(range)\u{A0}% " + progressBasis(policy: policy, width: width)
    case .velocityThreshold: return "\(p.words) \(range)\u{A0}pt/s"
    case .response: return "\(p.words) \(range)\u{A0}s"
    case .dampingRatio: return "\(p.words) \(range)"
    case .projectionRate: return "\(p.words) \(range) per ms"
    }
  }

  /// A fraction as a percentage: `84.3 %` (no-break space; ``NumberText/percentNumber(_:)``).
  static func percent(_ v: Double) -> String { NumberText.percentNumber(v) + "\u{A0}%" }

  /// A metric's value for people: rates in percent, times in ms, distances in pt, speeds in
  /// pt/s, scores and costs as plain numbers.
  static func metricText(_ m: SweepMetric, _ v: Double?) -> String {
    guard let v else { return "–" }
    if m.isRate { return percent(v) }
    if m.column.hasSuffix("_s") { return NumberText.rounded(v * 1000, decimals: 0) + "\u{A0}ms" }
    if m.column.hasSuffix("_pt") { return NumberText.rounded(v, decimals: 1) + "\u{A0}pt" }
    if m.unit == "pt/s" { return NumberText.rounded(v, decimals: 0) + "\u{A0}pt/s" }
    return NumberText.rounded(v, decimals: 4)
  }

  /// A metric's 95 % interval for people (`82.7–85.8 %`) from the row's `<column>_lo` and
  /// `<column>_hi` columns (``SweepTable/Row/interval(_:)``); nil when the report has none.
  static func intervalText(_ m: SweepMetric, _ row: SweepTable.Row) -> String? {
    guard let interval = row.interval(m), let lo = interval.lower, let hi = interval.upper else {
      return nil
    }
    if m.isRate { return NumberText.percentNumber(lo) + "–" + percent(hi) }
    if m.column.hasSuffix("_s") {
      return NumberText.rounded(lo * 1000, decimals: 0) + "–"
        + NumberText.rounded(hi * 1000, decimals: 0) + "\u{A0}ms"
    }
    if m.unit.isEmpty {
      // A score or a cost: no unit.
      return NumberText.rounded(lo, decimals: 4) + "–" + NumberText.rounded(hi, decimals: 4)
    }
    if m.unit == "pt/s" {
      return NumberText.rounded(lo, decimals: 0) + "–" + NumberText.rounded(hi, decimals: 0)
        + "\u{A0}pt/s"
    }
    return NumberText.rounded(lo, decimals: 1) + "–" + NumberText.rounded(hi, decimals: 1)
      + "\u{A0}pt"
  }

  /// What a metric means for a swipe back, in words.
  static func meaning(_ m: SweepMetric) -> String {
    switch m {
    case .intentAgreement: "decided as the person meant"
    case .falseCompleteRate: "pops by mistake (meant to cancel)"
    case .falseCancelRate: "snaps back by mistake (meant to complete)"
    case .feelsCompleteRate: "completes and feels complete (feel v4)"
    case .feelsCancelledRate: "cancels and feels cancelled"
    case .completeRate: "completes"
    case .reversalRate: "visibly reverses after release"
    case .arrivalP50: "arrival time (median)"
    case .arrivalP95: "arrival time (95th percentile)"
    case .settleP50: "settling time (median)"
    case .settleP95: "settling time (95th percentile)"
    case .overshootP95: "overshoot (95th percentile)"
    case .swipes: "swipes"
    case .completed: "swipes completed"
    case .hijackRate: "starts on a scroll by mistake (hijack)"
    case .cost: "cost per swipe"
    case .handoffJumpP50: "velocity jump at lift-off (median)"
    case .handoffJumpP95: "velocity jump at lift-off (95th percentile)"
    case .overshootCompleteP95: "overshoot when completing (95th percentile)"
    case .overshootCancelP95: "overshoot when cancelling (95th percentile)"
    case .feelScore:
      "feel score (smooth: arrival, kick-back, overshoot, ringing, linger, jump, abruptness)"
    case .feelsCompleteV2Rate: "completes and arrives in time (feel v2)"
    case .lateArrivalRate: "arrives late"
    case .visibleOvershootRate: "bounces visibly past the end"
    case .ringingRate: "rings (swings back visibly)"
    case .lateSettleRate: "is still moving after the settle window"
    case .visibleJumpRate: "jumps in speed at lift-off"
    case .abruptRate: "runs ahead of the finger after lift-off (abrupt)"
    }
  }

  /// The metrics of the card's table, objective first, each only when `row` (the recommended
  /// row) has it; the velocity jump at lift-off only when some hand-off of the sweep jumps.
  func cardMetrics(_ row: SweepTable.Row) -> [SweepMetric] {
    var list = [objective]
    var more: [SweepMetric] = [
      .intentAgreement, .falseCancelRate, .falseCompleteRate, .hijackRate, .feelsCompleteRate,
      .reversalRate, .settleP95, .overshootP95, .feelScore,
    ]
    if table.rows.contains(where: { ($0.value(.handoffJumpP95) ?? 0) > 0 }) {
      more.append(.handoffJumpP95)
    }
    for m in more where !list.contains(m) && row.value(m) != nil { list.append(m) }
    return list
  }

  /// Whether the difference of `m` between rows `a` and `b` is beyond the noise: their 95 %
  /// intervals do not overlap, so the interval of the difference excludes 0 (conservative: the
  /// rows usually saw the same swipes, which makes the paired difference surer); nil when either
  /// row has no interval for `m`.
  static func beyondIntervals(_ m: SweepMetric, _ a: SweepTable.Row, _ b: SweepTable.Row)
    -> Bool?
  {
    guard let x = a.interval(m), let y = b.interval(m), let xl = x.lower, let xh = x.upper,
      let yl = y.lower, let yh = y.upper
    else { return nil }
    return xh < yl || yh < xl
  }

  /// The comparison with the baseline in one sentence, the objective's change first, e.g.
  /// `intent agreement 4.4 points higher; completes the swipes people meant about as often
  /// (0.3 points less often, within the intervals), pops by mistake 2 points less`. A change whose
  /// intervals overlap (``beyondIntervals(_:_:_:)``) is not called more or less; nil when there
  /// is nothing to compare.
  static func versusText(_ rec: SweepTable.Row, _ base: SweepTable.Row, objective: SweepMetric)
    -> String?
  {
    var parts: [String] = []
    func points(_ d: Double) -> String {
      let p = NumberText.percentNumber(Swift.abs(d))
      return p == "1" ? "1 point" : "\(p) points"
    }
    func within(_ m: SweepMetric, _ d: Double) -> String {
      " (" + pointsOrUnits(m, d) + ", within the intervals)"
    }
    // The objective's change leads.
    if let r = rec.value(objective), let b = base.value(objective) {
      let d = r - b
      let small = objective.isRate ? Swift.abs(d) < 0.0005 : Swift.abs(d) < 1e-9
      if small {
        parts.append("\(objective.label) the same")
      } else if beyondIntervals(objective, rec, base) == false {
        // In words, as the other changes: "(1.4 points higher, within the intervals)".
        let change =
          objective.isRate
          ? " (\(points(d)) \(d > 0 ? "higher" : "lower"), within the intervals)"
          : within(objective, d)
        parts.append("\(objective.label) about the same" + change)
      } else {
        let amount =
          objective.isRate
          ? points(d) : String(pointsOrUnits(objective, d).drop { "+−±".contains($0) })
        parts.append("\(objective.label) \(amount) \(d > 0 ? "higher" : "lower")")
      }
    }
    func change(_ m: SweepMetric, up: String, down: String, same: String) {
      guard m != objective, let r = rec.value(m), let b = base.value(m) else { return }
      let d = r - b
      if Swift.abs(d) < 0.0005 {
        parts.append(same)
      } else if beyondIntervals(m, rec, base) == false {
        // The change in the sentence's own words ("0.1 points less often"), not as a signed
        // rate: "+0.1 points" beside "completes … about as often" reads as more completions
        // when it is more snap-backs.
        let phrase = d > 0 ? up : down
        let change = phrase[(phrase.firstIndex(of: "#") ?? phrase.startIndex)...]
        parts.append(
          same.replacing(" as often", with: " about as often") + " ("
            + String(change).replacingHash(with: points(d)) + ", within the intervals)")
      } else {
        parts.append((d > 0 ? up : down).replacingHash(with: points(d)))
      }
    }
    if rec.value(.falseCancelRate) != nil {
      // Completing the swipes people meant more often is a lower false-cancel rate.
      change(
        .falseCancelRate, up: "completes the swipes people meant # less often",
        down: "completes the swipes people meant # more often",
        same: "completes the swipes people meant as often")
      change(
        .falseCompleteRate, up: "pops by mistake # more", down: "pops by mistake # less",
        same: "pops by mistake as often")
    } else {
      change(
        .feelsCompleteRate, up: "feels complete # more often", down: "feels complete # less often",
        same: "feels complete as often")
      change(
        .reversalRate, up: "reverses # more often", down: "reverses # less often",
        same: "reverses as often")
    }
    // A hand-off that jumps at lift-off against one that does not (or less).
    if let r = rec.value(.handoffJumpP95), let b = base.value(.handoffJumpP95),
      Swift.abs(r - b) >= 0.5
    {
      let d = NumberText.rounded(Swift.abs(r - b), decimals: 0)
      parts.append(
        (r < b ? "jumps \(d) pt/s less" : "jumps \(d) pt/s more")
          + " at lift-off (95th percentile)")
    }
    guard let first = parts.first else { return nil }
    return ([first] + [parts.dropFirst().joined(separator: ", ")].filter { !$0.isEmpty })
      .joined(separator: "; ")
  }
}

extension SweepParameter {
  /// The parameter in words without its unit: `progress threshold`.
  var words: String { column.split(separator: "_").joined(separator: " ") }
}

extension String {
  /// The text with every `#` replaced by `replacement`.
  func replacingHash(with replacement: String) -> String {
    var s = ""
    for c in self {
      if c == "#" { s += replacement } else { s.append(c) }
    }
    return s
  }

  /// The text with every `_` replaced by `-`.
  var dashed: String { String(map { $0 == "_" ? "-" : $0 }) }
}
