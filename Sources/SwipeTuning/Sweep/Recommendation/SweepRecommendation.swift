import AnimationMath

/// What a sweep recommends: not the argmax but the most central setting of the plateau
/// (``SweepPlateau``), with the plateau's extent — the settings the data cannot tell apart from
/// the best.
///
/// **Central** is the medoid in normalised parameter space: each swept numeric parameter is
/// scaled to [0, 1] by its range over all rows (a parameter with one value is ignored), a
/// parameter one row uses and the other does not differs by 1, and so do different policies or
/// estimators; the medoid is the plateau member with the least sum of Euclidean distances to the
/// other members (ties: the better-ranked). Above 4 000 members, the member nearest the
/// coordinate-wise median of the plateau is taken instead (O(members) instead of O(members²)).
/// The medoid sits where the plateau is widest, so small changes to the population or the
/// device move it least.
public struct SweepRecommendation: Sendable {
  /// One swept parameter's values over the plateau.
  public struct Extent: Hashable, Sendable {
    /// The parameter.
    public var parameter: SweepParameter
    /// The smallest value on the plateau.
    public var lower: Double
    /// The largest value on the plateau.
    public var upper: Double
  }

  /// The best row by the ranking.
  public let best: Int
  /// The rows on the plateau, in row order (the best among them).
  public let plateau: [Int]
  /// The recommended row: the plateau's medoid.
  public let central: Int
  /// Each swept numeric parameter's range over the plateau (parameters with more than one value
  /// in the grid).
  public let extents: [Extent]
  /// The policies on the plateau, in row order.
  public let policies: [String]
  /// The estimators on the plateau, in row order.
  public let estimators: [String]
  /// The hand-off styles on the plateau, in row order.
  public let handoffs: [String]

  /// The recommendation of `rows` with plateau membership `members` (one per row) and the best
  /// row `best`.
  ///
  /// - Precondition: `members.count == rows.rowCount`, `members[best]`.
  public init(_ rows: some SweepRows, members: [Bool], best: Int, ranking: SweepRanking) {
    precondition(members.count == rows.rowCount && members[best], "the best is on the plateau")
    self.best = best
    let plateau = members.indices.filter { members[$0] }
    self.plateau = plateau
    let swept = SweepParameter.allCases.filter { rows.distinctValues($0).count > 1 }
    let ranges = swept.map { p -> (Double, Double) in
      let v = rows.distinctValues(p)
      return (v[0], v[v.count - 1])
    }
    func coordinates(_ i: Int) -> [Double?] {
      swept.indices.map { k in
        rows.value(swept[k], i).map { ($0 - ranges[k].0) / (ranges[k].1 - ranges[k].0) }
      }
    }
    let points = plateau.map(coordinates)
    // Each member's policy, estimator and hand-off as small integers, so that the O(members²)
    // loop below compares numbers instead of building and comparing names (a `SweepResults`
    // makes them from its grid on every call).
    var ids: [String: Int] = [:]
    func id(_ name: String) -> Int {
      if let k = ids[name] { return k }
      ids[name] = ids.count
      return ids.count - 1
    }
    let labels = plateau.map { i in
      [id(rows.policy(i)), id(rows.estimator(i)), id(rows.handoff(i))]
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
      for l in 0..<3 where labels[a][l] != labels[b][l] { d2 += 1 }
      return d2.squareRoot()
    }
    let rank = Dictionary(
      uniqueKeysWithValues: ranking.order(rows).enumerated().map { ($1, $0) })
    var central = 0
    if plateau.count <= 4000 {
      var bestSum = Double.infinity
      for a in plateau.indices {
        var sum = 0.0
        for b in plateau.indices where b != a { sum += distance(a, b) }
        if sum < bestSum
          || (sum == bestSum && (rank[plateau[a]] ?? .max) < (rank[plateau[central]] ?? .max))
        {
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
      for a in plateau.indices {
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
    self.central = plateau[central]
    extents = swept.compactMap { p in
      let v = plateau.compactMap { rows.value(p, $0) }
      guard let lo = v.min(), let hi = v.max() else { return nil }
      return Extent(parameter: p, lower: lo, upper: hi)
    }
    var seenPolicies: [String] = []
    var seenEstimators: [String] = []
    var seenHandoffs: [String] = []
    for i in plateau {
      if !seenPolicies.contains(rows.policy(i)) { seenPolicies.append(rows.policy(i)) }
      if !seenEstimators.contains(rows.estimator(i)) { seenEstimators.append(rows.estimator(i)) }
      if !seenHandoffs.contains(rows.handoff(i)) { seenHandoffs.append(rows.handoff(i)) }
    }
    policies = seenPolicies
    estimators = seenEstimators
    handoffs = seenHandoffs
  }

  /// The plateau's extent in words, e.g. `progress_threshold 0.45–0.65, velocity_threshold
  /// 200–300 pt/s`: each swept parameter's range over the plateau (one value: just it), then
  /// the policies, estimators and hand-off styles when the plateau has several.
  public var extentDescription: String {
    var parts = extents.map { e -> String in
      let unit = e.parameter.unitSuffix
      let range =
        e.lower == e.upper
        ? NumberText.shortest(e.lower)
        : NumberText.shortest(e.lower) + "–" + NumberText.shortest(e.upper)
      return e.parameter.column + " " + range + unit
    }
    if policies.count > 1 { parts.append("policies " + policies.joined(separator: ", ")) }
    if estimators.count > 1 { parts.append("estimators " + estimators.joined(separator: ", ")) }
    if handoffs.count > 1 { parts.append("hand-offs " + handoffs.joined(separator: ", ")) }
    return parts.joined(separator: ", ")
  }
}

extension SweepRecommendation {
  /// The recommendation of a report whose rows carry the `plateau` column; nil when they do not
  /// (a shard, or no row with an objective value).
  public init?(_ rows: some SweepRows, ranking: SweepRanking) {
    guard let best = ranking.best(rows) else { return nil }
    var members: [Bool] = []
    members.reserveCapacity(rows.rowCount)
    for i in 0..<rows.rowCount {
      guard let m = rows.isOnPlateau(i) else { return nil }
      members.append(m || i == best)
    }
    self.init(rows, members: members, best: best, ranking: ranking)
  }

  /// Lines for people: the plateau's size and extent, the recommended setting and the best.
  ///
  /// - Parameters:
  ///   - rows: the rows the recommendation was made from.
  ///   - objective: the metric the rows were ranked by.
  /// - Returns: the text, each line ending in `\n`.
  public func text(_ rows: some SweepRows, objective: SweepMetric) -> String {
    let manyHandoffs = rows.handoffs.count > 1
    func setting(_ i: Int) -> String {
      var parts = [rows.policy(i), rows.estimator(i)]
      // The hand-off when the sweep has several, or when it is not the default.
      if manyHandoffs || rows.handoff(i) != HandoffStyle.springVelocity.description {
        parts.append("handoff \(rows.handoff(i))")
      }
      for p in SweepParameter.allCases {
        if let v = rows.value(p, i) { parts.append("\(p.column) \(NumberText.shortest(v))") }
      }
      if let v = rows.value(objective, i) {
        var text = "\(objective.column) \(NumberText.rounded(v, decimals: 4))"
        if let ci = rows.interval(objective, i), let lo = ci.lower, let hi = ci.upper {
          text +=
            " (95 % interval \(NumberText.rounded(lo, decimals: 4))–"
            + "\(NumberText.rounded(hi, decimals: 4)))"
        }
        parts.append(text)
      }
      return parts.joined(separator: ", ")
    }
    var text =
      "Plateau: \(plateau.count) of \(rows.rowCount) settings are not significantly worse than "
      + "the best (\(SweepPlateau.testDescription(objective)))"
    text += plateau.count > 1 ? ": \(extentDescription) are indistinguishable.\n" : ".\n"
    text += "Recommended (the plateau's most central setting): \(setting(central)).\n"
    if central != best { text += "Best by \(objective.column): \(setting(best)).\n" }
    return text
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
