/// How a sweep's rows are ranked: the one rule behind the sweep's stderr summary, its `--svg`
/// heatmap and the HTML report.
///
/// Rows are ordered by the objective metric (higher first for rates of good outcomes, lower
/// first for error rates, times and distances: ``SweepMetric/higherIsBetter``), ties broken by
/// the higher feels-complete rate, then by the higher feel score (so, of two hand-offs that
/// decide alike, the one that keeps the finger's velocity ranks first), then by row order. Rows without a value for the objective
/// rank last, in row order. An objective that needs intent labels
/// (``SweepMetric/needsIntent``) cannot be ranked without them: it falls back to the expected
/// cost per swipe (``SweepMetric/cost``) over what can be observed — hijacks, by the stroke's
/// geometry, and hand-offs that do not feel decided; wrong decisions are not observable without
/// labels and cost 0 — never to the feels-complete rate, which rewards the most permissive rule.
public struct SweepRanking: Hashable, Sendable {
  /// The metric asked for (the sweep's `--objective`, recorded in the report's `objective`
  /// column).
  public let requested: SweepMetric
  /// The metric rows are ranked by: ``requested``, or the cost after a fallback.
  public let objective: SweepMetric

  /// A ranking by `requested`, falling back to the cost when it needs intent and `hasIntent`
  /// is false.
  public init(requested: SweepMetric, hasIntent: Bool) {
    self.requested = requested
    objective = requested.needsIntent && !hasIntent ? .cost : requested
  }

  /// What the fallback assumes, in words (empty without a fallback).
  public static let fallbackAssumptions =
    "without intent labels wrong decisions cannot be seen, so the cost counts only hijacks "
    + "(strokes more across the axis than along it that began the transition) and hand-offs that "
    + "do not feel like the decided outcome"

  /// A ranking of `rows` by `requested` (fallback decided by the rows).
  public init(_ rows: some SweepRows, requested: SweepMetric) {
    self.init(requested: requested, hasIntent: rows.hasIntent)
  }

  /// Whether the requested objective was replaced because there is no intent.
  public var fellBack: Bool { objective != requested }

  /// The metrics that break ties of the objective, in order (higher first for both): the
  /// feels-complete rate, then the feel score, without the objective itself.
  public var tieBreakers: [SweepMetric] {
    [.feelsCompleteRate, .feelScore].filter { $0 != objective }
  }

  /// The rule in words, e.g. `intent agreement (higher is better), ties broken by feels-complete
  /// rate, then feel score`.
  public var description: String {
    var text =
      objective.label + (objective.higherIsBetter ? " (higher is better)" : " (lower is better)")
    text += ", ties broken by " + tieBreakers.map(\.label).joined(separator: ", then ")
    if fellBack {
      text +=
        "; the population has no intent labels, so not by \(requested.label): "
        + Self.fallbackAssumptions
    }
    return text
  }

  /// The sort key of a row whose metrics `value` reads: the objective oriented so that larger
  /// is better, then feels-complete, then the feel score (a missing tie-breaker ranks last).
  private func key(_ value: (SweepMetric) -> Double?) -> (Double, Double, Double)? {
    guard let v = value(objective) else { return nil }
    return (
      objective.higherIsBetter ? v : -v, value(.feelsCompleteRate) ?? -.infinity,
      value(.feelScore) ?? -.infinity
    )
  }

  /// The sort key of row `i` of `rows`.
  private func key(_ rows: some SweepRows, _ i: Int) -> (Double, Double, Double)? {
    key { rows.value($0, i) }
  }

  /// The sort key of `row`, for readers that see one row at a time.
  func key(_ row: SweepTable.Row) -> (Double, Double, Double)? {
    key { row.value($0) }
  }

  /// Row indices, best first; rows without an objective value last, in row order.
  public func order(_ rows: some SweepRows) -> [Int] {
    var valued: [(Int, (Double, Double, Double))] = []
    var missing: [Int] = []
    for i in 0..<rows.rowCount {
      if let k = key(rows, i) { valued.append((i, k)) } else { missing.append(i) }
    }
    valued.sort { a, b in a.1 != b.1 ? a.1 > b.1 : a.0 < b.0 }
    return valued.map(\.0) + missing
  }

  /// The best row (the head of ``order(_:)``, found in one pass); nil when no row has a value.
  public func best(_ rows: some SweepRows) -> Int? {
    var best: (Int, (Double, Double, Double))?
    for i in 0..<rows.rowCount {
      guard let k = key(rows, i) else { continue }
      if let b = best, k <= b.1 { continue }
      best = (i, k)
    }
    return best?.0
  }

  /// The `count` best rows that have an objective value, best first.
  public func top(_ rows: some SweepRows, count: Int) -> [Int] {
    Array(order(rows).prefix { key(rows, $0) != nil }.prefix(count))
  }
}
