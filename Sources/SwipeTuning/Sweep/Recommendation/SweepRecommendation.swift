import AnimationMath

/// What a sweep recommends, in two stages: first *when to complete* — the policy, estimator and
/// thresholds — by the ranking's objective; then *how to finish* — the spring's damping and
/// response and the hand-off style — by feel at those thresholds.
///
/// **Stage 1.** The plateau (``SweepPlateau``) holds every setting not significantly worse than
/// the best by the objective. Its recommendation is not the argmax but the most central decision
/// setting of the plateau *within the best row's policy* (a plateau that spans two policies
/// recommends within the better one): the medoid in normalised parameter space of the distinct
/// (estimator, progress, velocity, projection) settings on the plateau, the spring ignored. Each
/// swept numeric parameter is scaled to [0, 1] by its range over all rows (a parameter with one
/// value is ignored), a parameter one row uses and the other does not differs by 1, and so do
/// different estimators; the medoid is the member with the least sum of Euclidean distances to
/// the others (ties: the better-ranked). Above 4 000 members, the member nearest the
/// coordinate-wise median is taken instead. The medoid sits where the plateau is widest, so
/// small changes to the population or the device move it least.
///
/// **Stage 2.** The candidates are the plateau's rows with exactly those decision settings — one
/// per swept spring and hand-off style. They are ranked by ``springMetric`` (the feel score:
/// smooth in the motion, so neighbouring springs score alike; ties by the feels-complete rate,
/// then row order); the spring plateau holds the candidates whose feel score lies inside the
/// best candidate's 95 % interval, and the recommendation is its medoid over damping ratio,
/// response and hand-off style, scaled as in stage 1. So the recommended spring's feel score is
/// never significantly below the best spring's at the recommended thresholds.
public struct SweepRecommendation: Sendable {
  /// One swept parameter's values over a plateau.
  public struct Extent: Hashable, Sendable {
    /// The parameter.
    public var parameter: SweepParameter
    /// The smallest value on the plateau.
    public var lower: Double
    /// The largest value on the plateau.
    public var upper: Double
  }

  /// A recommended value on the boundary of its swept axis: the best may lie beyond it.
  public struct Edge: Hashable, Sendable {
    /// The parameter.
    public var parameter: SweepParameter
    /// The recommended value, the smallest or the largest swept.
    public var value: Double
    /// The swept range of the parameter (over the rows of the recommended policy).
    public var lower: Double
    /// The swept range's upper end.
    public var upper: Double
    /// Whether the value is the largest swept (else the smallest).
    public var isUpper: Bool
    /// Whether the axis can be extended past the value: not past what the parameter can be
    /// (a velocity threshold or damping ratio below 0, a progress threshold outside 0…1, a
    /// projection rate at 1).
    public var canExtend: Bool

    /// `response 0.1 s, the largest swept (0.05–0.1 s): sweep above 0.1 s too, the best may lie
    /// beyond it`.
    public var description: String {
      let unit = parameter.unitSuffix
      let v = NumberText.shortest(value) + unit
      var text =
        "\(parameter.column) \(v), the \(isUpper ? "largest" : "smallest") swept ("
        + NumberText.shortest(lower) + "–" + NumberText.shortest(upper) + unit + ")"
      text +=
        canExtend
        ? ": sweep \(isUpper ? "above" : "below") \(v) too, the best may lie beyond it"
        : ", the edge of what \(parameter.column) can be"
      return text
    }
  }

  /// The metric stage 2 ranks springs by.
  public static let springMetric = SweepMetric.feelScore

  /// The best row by the ranking.
  public let best: Int
  /// The rows on the plateau, in row order (the best among them).
  public let plateau: [Int]
  /// The recommended row, both stages: stage 1's decision settings with stage 2's spring.
  public let central: Int
  /// Stage 1's choice: a plateau row with the recommended decision settings (the first in row
  /// order; its spring is not a recommendation).
  public let decision: Int
  /// Each swept decision parameter's range over the plateau (progress, velocity, projection:
  /// parameters with more than one value in the grid).
  public let extents: [Extent]
  /// The policies on the plateau, in row order.
  public let policies: [String]
  /// The estimators on the plateau, in row order.
  public let estimators: [String]
  /// The hand-off styles on the plateau, in row order.
  public let handoffs: [String]
  /// Stage 2's candidates: the plateau rows with the recommended decision settings, in row
  /// order.
  public let springCandidates: [Int]
  /// The best candidate by ``springMetric``.
  public let springBest: Int
  /// The candidates whose ``springMetric`` lies inside the best candidate's 95 % interval, in
  /// row order (the best among them).
  public let springPlateau: [Int]
  /// The damping ratio's and response's ranges over the spring plateau (those swept).
  public let springExtents: [Extent]
  /// The recommended values (thresholds and spring) that lie on the boundary of their swept
  /// axis (an axis with at least two values in the recommended policy's rows), in
  /// ``SweepParameter`` order: the summary and the report say so, and which way to extend it.
  public let edges: [Edge]
  /// Why stage 1 chose its thresholds when not as the plateau's centre (`least worst-case regret
  /// over the population variants` under `--robust`), else nil.
  public let decisionReason: String?

  /// The recommendation of `rows` with plateau membership `members` (one per row) and the best
  /// row `best`.
  ///
  /// - Precondition: `members.count == rows.rowCount`, `members[best]`.
  ///
  /// With `decisionRow`, stage 1's thresholds are that row's (one chosen otherwise — by
  /// robustness, or the report's `recommended` row read back) and `decisionReason` says why;
  /// stage 2 then chooses the spring among the plateau rows with those thresholds, or among all
  /// rows with them when none is on the plateau. So a run has exactly one recommendation.
  public init(
    _ rows: some SweepRows, members: [Bool], best: Int, ranking: SweepRanking,
    decisionRow: Int? = nil, decisionReason: String? = nil
  ) {
    precondition(members.count == rows.rowCount && members[best], "the best is on the plateau")
    self.decisionReason = decisionRow == nil ? nil : decisionReason
    self.best = best
    let plateau = members.indices.filter { members[$0] }
    self.plateau = plateau
    let rank = Dictionary(
      uniqueKeysWithValues: ranking.order(rows).enumerated().map { ($1, $0) })
    let decisionParameters = Self.decisionParameters
    let springParameters: [SweepParameter] = [.dampingRatio, .response]
    // Stage 1: the distinct decision settings of the best policy's plateau rows.
    let policy = rows.policy(best)
    var seen: Set<DecisionKey> = []
    var settings: [Int] = []
    for i in plateau where rows.policy(i) == policy {
      if seen.insert(DecisionKey(rows, i)).inserted { settings.append(i) }
    }
    let chosen =
      decisionRow
      ?? Self.medoid(
        of: settings, rows, parameters: decisionParameters, labels: { [rows.estimator($0)] },
        rank: rank)
    decision = chosen
    // Stage 2: the plateau's rows with the chosen decision settings, by feel (all rows with
    // them when a given decision is off the plateau).
    let key = DecisionKey(rows, chosen)
    var candidates = plateau.filter { DecisionKey(rows, $0) == key }
    if candidates.isEmpty {
      candidates = (0..<rows.rowCount).filter { DecisionKey(rows, $0) == key }
    }
    springCandidates = candidates
    let metric = Self.springMetric
    func feelKey(_ i: Int) -> (Double, Double, Int) {
      (
        rows.value(metric, i) ?? -.infinity, rows.value(.feelsCompleteRate, i) ?? -.infinity,
        -i
      )
    }
    let bestSpring = candidates.max { feelKey($0) < feelKey($1) } ?? chosen
    springBest = bestSpring
    let bound = rows.interval(metric, bestSpring)?.lower ?? rows.value(metric, bestSpring)
    let springPlateau = candidates.filter { i in
      guard i != bestSpring else { return true }
      guard let v = rows.value(metric, i), let bound else { return false }
      return v >= bound
    }
    self.springPlateau = springPlateau
    central = Self.medoid(
      of: springPlateau, rows, parameters: springParameters, labels: { [rows.handoff($0)] },
      rank: [:], tieBreak: { feelKey($0) > feelKey($1) })
    extents = Self.extents(of: plateau, rows, decisionParameters)
    springExtents = Self.extents(of: springPlateau, rows, springParameters)
    policies = type(of: rows).distinct(plateau.map(rows.policy))
    estimators = type(of: rows).distinct(plateau.map(rows.estimator))
    handoffs = type(of: rows).distinct(plateau.map(rows.handoff))
    edges = Self.edges(of: central, rows)
  }

  /// The values of row `row` on the boundary of their swept axis, over the rows of its policy.
  static func edges(of row: Int, _ rows: some SweepRows) -> [Edge] {
    let policy = rows.policy(row)
    var out: [Edge] = []
    for p in SweepParameter.allCases {
      guard let v = rows.value(p, row) else { continue }
      var lo = Double.infinity
      var hi = -Double.infinity
      for i in 0..<rows.rowCount where rows.policy(i) == policy {
        guard let x = rows.value(p, i) else { continue }
        lo = Swift.min(lo, x)
        hi = Swift.max(hi, x)
      }
      guard lo < hi, v == lo || v == hi else { continue }
      let isUpper = v == hi
      let canExtend: Bool =
        switch p {
        case .progressThreshold, .projectionRate: isUpper ? v < 1 : v > 0
        case .velocityThreshold, .dampingRatio, .response: isUpper || v > 0
        }
      out.append(
        Edge(parameter: p, value: v, lower: lo, upper: hi, isUpper: isUpper, canExtend: canExtend))
    }
    return out
  }

  /// The edges in one line for people (`At the edge of the swept range: …`, ending in `\n`), or
  /// empty when no recommended value is on an edge.
  public var edgeText: String {
    guard !edges.isEmpty else { return "" }
    return "At the edge of the swept range: "
      + edges.map(\.description).joined(separator: "; ") + ".\n"
  }

  /// A row's decision settings: its policy, its estimator and the values of the decision
  /// parameters.
  private struct DecisionKey: Hashable {
    var policy: String
    var estimator: String
    var values: [UInt64]

    init(_ rows: some SweepRows, _ i: Int) {
      policy = rows.policy(i)
      estimator = rows.estimator(i)
      // A parameter the row does not use is a NaN pattern no value has.
      values = SweepRecommendation.decisionParameters.map {
        rows.value($0, i)?.bitPattern ?? 0x7FF8_DEAD_0000_0000
      }
    }
  }

  /// The parameters of stage 1 (the decision); the rest, damping ratio and response, are the
  /// spring's.
  static let decisionParameters: [SweepParameter] = [
    .progressThreshold, .velocityThreshold, .projectionRate,
  ]

  /// The medoid of `members` (row indices) over `parameters`, scaled by their ranges over all
  /// rows, and the string `labels` of each member (a different label counts 1); ties go to the
  /// lower `rank` (then `tieBreak`, then the earlier member).
  private static func medoid(
    of members: [Int], _ rows: some SweepRows, parameters: [SweepParameter],
    labels: (Int) -> [String], rank: [Int: Int],
    tieBreak: ((Int, Int) -> Bool)? = nil
  ) -> Int {
    precondition(!members.isEmpty, "a medoid of no members")
    let swept = parameters.filter { rows.distinctValues($0).count > 1 }
    let ranges = swept.map { p -> (Double, Double) in
      let v = rows.distinctValues(p)
      return (v[0], v[v.count - 1])
    }
    let points: [[Double?]] = members.map { i in
      swept.indices.map { k in
        rows.value(swept[k], i).map { ($0 - ranges[k].0) / (ranges[k].1 - ranges[k].0) }
      }
    }
    // Labels as small integers, so the O(members²) loop compares numbers, not strings.
    var ids: [String: Int] = [:]
    let labelIDs = members.map { i in
      labels(i).map { name -> Int in
        if let k = ids[name] { return k }
        ids[name] = ids.count
        return ids.count - 1
      }
    }
    func distance(_ a: Int, _ b: Int) -> Double {
      var d2 = 0.0
      for k in swept.indices {
        switch (points[a][k], points[b][k]) {
        case (let x?, let y?): d2 += (x - y) * (x - y)
        case (nil, nil): break
        default: d2 += 1
        }
      }
      for l in labelIDs[a].indices where labelIDs[a][l] != labelIDs[b][l] { d2 += 1 }
      return d2.squareRoot()
    }
    func better(_ a: Int, than b: Int) -> Bool {
      let (ra, rb) = (rank[members[a]] ?? .max, rank[members[b]] ?? .max)
      if ra != rb { return ra < rb }
      return tieBreak?(members[a], members[b]) ?? false
    }
    var central = 0
    if members.count <= 4000 {
      var bestSum = Double.infinity
      for a in members.indices {
        var sum = 0.0
        for b in members.indices where b != a { sum += distance(a, b) }
        if sum < bestSum || (sum == bestSum && better(a, than: central)) {
          bestSum = sum
          central = a
        }
      }
    } else {
      let median: [Double?] = swept.indices.map { k in
        let v = points.compactMap { $0[k] }.sorted()
        return v.isEmpty ? nil : v[(v.count - 1) / 2]
      }
      var bestDistance = Double.infinity
      for a in members.indices {
        var d2 = 0.0
        for k in swept.indices {
          if let x = points[a][k], let m = median[k] { d2 += (x - m) * (x - m) }
        }
        if d2 < bestDistance {
          bestDistance = d2
          central = a
        }
      }
    }
    return members[central]
  }

  /// Each of `parameters` swept in `rows` with its range over `members`.
  static func extents(
    of members: [Int], _ rows: some SweepRows, _ parameters: [SweepParameter]
  ) -> [Extent] {
    parameters.filter { rows.distinctValues($0).count > 1 }.compactMap { p in
      let v = members.compactMap { rows.value(p, $0) }
      guard let lo = v.min(), let hi = v.max() else { return nil }
      return Extent(parameter: p, lower: lo, upper: hi)
    }
  }

  /// The plateau's extent in words, e.g. `progress_threshold 0.45–0.65, velocity_threshold
  /// 200–300 pt/s`: each swept decision parameter's range over the plateau (one value: just
  /// it), then the policies and estimators when the plateau has several.
  public var extentDescription: String {
    var parts = Self.words(extents)
    if policies.count > 1 { parts.append("policies " + policies.joined(separator: ", ")) }
    if estimators.count > 1 { parts.append("estimators " + estimators.joined(separator: ", ")) }
    return parts.joined(separator: ", ")
  }

  /// The spring plateau's extent in words, e.g. `damping_ratio 0.9–1, response 0.25–0.3 s`,
  /// then the hand-off styles when it has several.
  public func springExtentDescription(_ rows: some SweepRows) -> String {
    var parts = Self.words(springExtents)
    let styles = type(of: rows).distinct(springPlateau.map(rows.handoff))
    if styles.count > 1 { parts.append("hand-offs " + styles.joined(separator: ", ")) }
    return parts.joined(separator: ", ")
  }

  static func words(_ extents: [Extent]) -> [String] {
    extents.map { e -> String in
      let unit = e.parameter.unitSuffix
      let range =
        e.lower == e.upper
        ? NumberText.shortest(e.lower)
        : NumberText.shortest(e.lower) + "–" + NumberText.shortest(e.upper)
      return e.parameter.column + " " + range + unit
    }
  }
}

extension SweepRecommendation {
  /// The recommendation of a report whose rows carry the `plateau` column; nil when they do not
  /// (a shard, or no row with an objective value).
  ///
  /// A report whose `recommended` column marks a row keeps that row's thresholds (stage 1 of the
  /// run that wrote it, robust or not); `decisionRow` overrides it.
  public init?(
    _ rows: some SweepRows, ranking: SweepRanking, decisionRow: Int? = nil,
    decisionReason: String? = nil
  ) {
    guard let best = ranking.best(rows) else { return nil }
    var members: [Bool] = []
    members.reserveCapacity(rows.rowCount)
    var marked: Int?
    for i in 0..<rows.rowCount {
      guard let m = rows.isOnPlateau(i) else { return nil }
      members.append(m || i == best)
      if marked == nil && rows.isRecommended(i) == true { marked = i }
    }
    self.init(
      rows, members: members, best: best, ranking: ranking, decisionRow: decisionRow ?? marked,
      decisionReason: decisionReason)
  }

  /// Lines for people, one paragraph per stage: the plateau's size and extent and the
  /// recommended decision settings; then the spring — the candidates at those settings, the
  /// spring plateau and the recommended spring with how it feels (feels-complete rate and feel
  /// score with their intervals, and which feel bounds its hand-offs break).
  ///
  /// - Parameters:
  ///   - rows: the rows the recommendation was made from.
  ///   - objective: the metric the rows were ranked by.
  ///   - width: the transition width (pt), to say what a progress threshold is a fraction of.
  /// - Returns: the text, each line ending in `\n`.
  public func text(_ rows: some SweepRows, objective: SweepMetric, width: Double? = nil)
    -> String
  {
    func decisionWords(_ i: Int) -> String {
      var parts = [rows.policy(i), rows.estimator(i)]
      for p in Self.decisionParameters {
        if let v = rows.value(p, i) {
          var words = "\(p.column) \(NumberText.shortest(v))\(p.unitSuffix)"
          if p == .progressThreshold, let width {
            // Say what progress is a fraction of: 0.5 of 200 pt is not half the width.
            words +=
              " (" + CompletionPreset.progressBasis(policy: rows.policy(i), width: width) + ")"
          }
          parts.append(words)
        }
      }
      parts.append(Self.valueWords(rows, objective, i))
      return parts.joined(separator: ", ")
    }
    var text =
      "Stage 1, when to complete, by \(objective.column): \(plateau.count) of \(rows.rowCount) "
      + "settings are not significantly worse than the best "
      + "(\(SweepPlateau.testDescription(objective)))"
    let extent = extentDescription
    text += plateau.count > 1 && !extent.isEmpty ? ": \(extent) are indistinguishable.\n" : ".\n"
    let within = policies.count > 1 ? " within the best policy" : ""
    let why = decisionReason ?? "the plateau's most central setting\(within)"
    text += "Recommended thresholds (\(why)): \(decisionWords(decision)).\n"
    if DecisionKey(rows, best) != DecisionKey(rows, decision) {
      text += "Best by \(objective.column): \(decisionWords(best)).\n"
    }
    text += springText(rows)
    text += edgeText
    return text
  }

  /// Stage 2 in words: the spring candidates at the recommended thresholds, the spring plateau,
  /// the recommended spring and how it feels (one line, ending in `\n`).
  public func springText(_ rows: some SweepRows) -> String {
    let metric = Self.springMetric
    var text: String
    if springCandidates.count == 1 && rows.value(.dampingRatio, central) == nil {
      // A hand-off with its own motion (a preset's curve, timeline or UIKit spring): --damping
      // alone would change nothing.
      text =
        "Stage 2, the spring: the hand-off carries its own motion "
        + "(\(Self.springWords(rows, central))), so stage 2 chose nothing; to let it choose a "
        + "spring, sweep with '\(SweepSpringCheck.springHandoffFlag)' and "
        + "'\(SweepSpringCheck.sweepFlag)'. "
    } else if springCandidates.count == 1 {
      text =
        "Stage 2, the spring: one was swept (\(Self.springWords(rows, central))), so stage 2 "
        + "chose nothing; sweep with '\(SweepSpringCheck.sweepFlag)' to let it choose. "
    } else {
      text =
        "Stage 2, the spring, by \(metric.column) at those thresholds: \(springPlateau.count) of "
        + "\(springCandidates.count) springs are within the best one's 95 % interval"
      let extent = springExtentDescription(rows)
      text += springPlateau.count > 1 && !extent.isEmpty ? " (\(extent)). " : ". "
      text += "Recommended (the most central of them): \(Self.springWords(rows, central)). "
      if springBest != central {
        text +=
          "Best by \(metric.column): \(Self.springWords(rows, springBest)), "
          + "\(Self.valueWords(rows, metric, springBest)). "
      }
    }
    text += "How it feels: " + Self.feelWords(rows, central) + ".\n"
    return text
  }

  /// `damping_ratio 0.9, response 0.3 s, handoff spring-velocity` (the spring of row `i`).
  static func springWords(_ rows: some SweepRows, _ i: Int) -> String {
    var parts: [String] = []
    for p in [SweepParameter.dampingRatio, .response] {
      if let v = rows.value(p, i) {
        parts.append("\(p.column) \(NumberText.shortest(v))\(p.unitSuffix)")
      }
    }
    parts.append("handoff \(rows.handoff(i))")
    return parts.joined(separator: ", ")
  }

  /// `feel_score 0.71 (95 % interval 0.7–0.72)`.
  static func valueWords(_ rows: some SweepRows, _ m: SweepMetric, _ i: Int) -> String {
    guard let v = rows.value(m, i) else { return "\(m.column) –" }
    var text = "\(m.column) \(NumberText.rounded(v, decimals: 4))"
    if let ci = rows.interval(m, i), let lo = ci.lower, let hi = ci.upper {
      text +=
        " (95 % interval \(NumberText.rounded(lo, decimals: 4))–"
        + "\(NumberText.rounded(hi, decimals: 4)))"
    }
    return text
  }

  /// The feel of row `i` in words: feels complete and feels cancelled with intervals, the feel
  /// score, and the share of swipes breaking each feel bound (those that any swipe breaks).
  static func feelWords(_ rows: some SweepRows, _ i: Int) -> String {
    var parts = [
      valueWords(rows, .feelsCompleteRate, i), valueWords(rows, .feelsCancelledRate, i),
      valueWords(rows, .feelScore, i),
    ]
    let bounds: [(SweepMetric, String)] = [
      (.lateArrivalRate, "arrive late"), (.visibleOvershootRate, "overshoot visibly"),
      (.ringingRate, "ring"), (.lateSettleRate, "settle late"),
      (.visibleJumpRate, "jump at lift-off"), (.abruptRate, "run ahead of the finger"),
      (.reversalRate, "kick back"),
    ]
    let broken = bounds.compactMap { m, words -> String? in
      guard let v = rows.value(m, i), v > 0 else { return nil }
      return "\(NumberText.percentNumber(v)) % \(words)"
    }
    parts.append(
      broken.isEmpty
        ? "no swipe breaks a feel bound"
        : "of all swipes " + broken.joined(separator: ", "))
    return parts.joined(separator: "; ")
  }
}

extension SweepParameter {
  /// The unit as a suffix for prose (` s`, ` pt/s`), empty for dimensionless parameters.
  var unitSuffix: String {
    switch self {
    case .response: " s"
    case .velocityThreshold: " pt/s"
    default: ""
    }
  }
}
