import AnimationMath

/// The plateau of a sweep: every setting whose objective is not significantly worse than the
/// best setting's, by a paired test on the same swipes at 95 % (the report's `plateau` column).
///
/// The settings see the same swipes, so they are compared swipe by swipe. The engine does not
/// decide every (setting, swipe) pair: the best setting's outcome code of every swipe
/// (``SweepOutcomes``) is computed directly (one decision and one hand-off per swipe), the swipes
/// are partitioned by it, and ``SweepEngine/outcomeTables(rows:partition:classes:threads:)``
/// counts each row's outcomes per class — the joint table of the row against the best, from
/// which the test reads what it needs (``test(_:objective:costs:)``):
///
/// - a **rate** objective (a per-swipe yes/no over its denominator): McNemar's exact test on the
///   discordant swipes — n₋ swipes where the row is worse than the best on that swipe, n₊ where
///   it is better; the row is significantly worse when P(X ≥ n₋) < 2.5 % for X ~ Bin(n₋ + n₊,
///   ½) (one-sided 2.5 %, the worse side of a two-sided 5 % test); exact for n₋ + n₊ ≤ 1000,
///   normal with continuity correction above;
/// - the **cost**: the paired difference d = cost(row) − cost(best) of every swipe; significantly
///   worse when its mean exceeds 1.96 standard errors (a normal paired test), or, when fewer
///   than 20 swipes differ, by the exact sign test on the swipes that differ;
/// - a **percentile**, count or **feel score** objective has no per-swipe outcome in the table: a
///   row is on the plateau when its 95 % interval contains the best row's value (not a paired
///   test, so a wider plateau than a paired test would give).
public struct SweepPlateau: Hashable, Sendable {
  /// The best row (index into the rows tested).
  public let best: Int
  /// Per row: on the plateau (not significantly worse than the best).
  public let members: [Bool]

  /// Creates a plateau from its parts.
  public init(best: Int, members: [Bool]) {
    self.best = best
    self.members = members
  }

  /// The outcome code of every swipe under grid row `row` (``SweepOutcomes``), decided and
  /// handed off directly, in population order.
  public static func outcomeCodes<Feel: SweepFeelEvaluator>(
    _ engine: SweepEngine<Feel>, row: Int
  ) -> [UInt8] {
    let grid = engine.grid
    let point = grid.point(at: row)
    let policy = grid.policies[point.policy].setting(grid.parameters(at: point))
    let kernel = engine.evaluator.kernel(
      for: grid.handoffs[point.handoff],
      spring: Spring(
        dampingRatio: grid.dampingRatios[point.dampingRatio],
        response: grid.responses[point.response]))
    return engine.releases[point.estimator].map { r in
      let engaged = !r.gatedOut
      let completes = engaged && policy.decide(r)
      let h = engaged ? kernel.handoff(r, completes: completes) : .still
      return UInt8(
        SweepOutcomes.code(
          completed: completes, feelsDecided: h.feelsDecided, reversed: h.reversed,
          hijacked: engaged && r.isScroll, intent: r.intent))
    }
  }

  /// The plateau of `results` (statistics from `engine` over `results.rows`) under `ranking`;
  /// nil when no row has a value of the objective.
  public static func compute<Feel: SweepFeelEvaluator>(
    _ engine: SweepEngine<Feel>, results: SweepResults, ranking: SweepRanking, threads: Int = 1
  ) -> SweepPlateau? {
    guard let best = ranking.best(results) else { return nil }
    let objective = ranking.objective
    guard isPaired(objective) else {
      // No per-swipe outcome in the outcome table (percentiles, counts, the feel score): the
      // rows whose interval holds the best value.
      let value = results.value(objective, best)
      let members = (0..<results.rowCount).map { i in
        i == best || SweepPlateauTarget.holdsBest(results.interval(objective, i), bestValue: value)
      }
      return SweepPlateau(best: best, members: members)
    }
    let codes = outcomeCodes(engine, row: results.rows.lowerBound + best)
    let n = SweepOutcomes.cellCount
    let tables = engine.outcomeCells(
      rows: results.rows, partition: codes, classes: n, threads: threads)
    let members = tables.enumerated().map { i, cells in
      i == best
        || !test(
          SweepEngine<Feel>.table(cells, classes: n), objective: objective,
          costs: results.settings.costs
        ).isWorse
    }
    return SweepPlateau(best: best, members: members)
  }

  /// Whether the plateau of `objective` comes from a paired test on the same swipes (a rate the
  /// outcome code holds — ``SweepMetric/perSwipe`` — or the cost) or from the rows' intervals
  /// (percentiles, counts, the feel score, the feel-bound rates).
  public static func isPaired(_ objective: SweepMetric) -> Bool {
    objective.perSwipe != nil || objective == .cost
  }

  /// How the plateau of `objective` is decided, in words for the summary and the report:
  /// `paired test on the same swipes, 95 %` or `each one's 95 % interval holds the best value`.
  public static func testDescription(_ objective: SweepMetric) -> String {
    isPaired(objective)
      ? "paired test on the same swipes, 95 %"
      : "each one's 95 % interval holds the best value"
  }

  /// The result of a paired test of a row against the best.
  public struct Test: Hashable, Sendable {
    /// Swipes where the row does worse than the best (a rate: the discordant swipes against
    /// it; the cost: swipes where it costs more).
    public var worse: Int
    /// Swipes where the row does better.
    public var better: Int
    /// The one-sided p-value of "the row is worse" (1 when it is not worse at all).
    public var pValue: Double
    /// Whether the row is significantly worse at 95 % (p < 0.025, one-sided).
    public var isWorse: Bool { pValue < SweepInterval.tail }
  }

  /// The paired test of a row against the best from their joint outcome table: `table[b * 64 +
  /// s]` swipes have outcome code b under the best and s under the row.
  ///
  /// - Precondition: `objective` is a rate or the cost; `table.count == 64 * 64`.
  public static func test(_ table: [Int], objective: SweepMetric, costs: SweepCosts) -> Test {
    let n = SweepOutcomes.cellCount
    precondition(table.count == n * n, "a 64 × 64 joint table")
    if objective == .cost {
      var (count, sum, squares, worse, better) = (0, 0.0, 0.0, 0, 0)
      for b in 0..<n {
        for s in 0..<n where table[b * n + s] > 0 {
          let k = table[b * n + s]
          let d = costs.cost(s) - costs.cost(b)
          count += k
          sum += Double(k) * d
          squares += Double(k) * d * d
          if d > 0 { worse += k } else if d < 0 { better += k }
        }
      }
      guard worse > 0 else { return Test(worse: 0, better: better, pValue: 1) }
      if worse + better < 20 {
        return Test(worse: worse, better: better, pValue: upperTail(worse, of: worse + better))
      }
      let mean = sum / Double(count)
      let variance = Swift.max(0, (squares - Double(count) * mean * mean) / Double(count - 1))
      let z = mean / (variance / Double(count)).squareRoot()
      return Test(worse: worse, better: better, pValue: normalUpperTail(z))
    }
    guard let outcome = objective.perSwipe else {
      preconditionFailure("a paired test needs a rate or the cost")
    }
    var (worse, better) = (0, 0)
    for b in 0..<n {
      for s in 0..<n where table[b * n + s] > 0 {
        let (counted, yes) = outcome(s)
        let (_, bestYes) = outcome(b)
        guard counted, yes != bestYes else { continue }
        // "yes" is good when higher is better, bad otherwise.
        if yes == objective.higherIsBetter {
          better += table[b * n + s]
        } else {
          worse += table[b * n + s]
        }
      }
    }
    guard worse > better else {
      return Test(worse: worse, better: better, pValue: 1)
    }
    return Test(worse: worse, better: better, pValue: upperTail(worse, of: worse + better))
  }

  /// P(X ≥ k) for X ~ Bin(n, ½): exact (summed in logs) for n ≤ 1000, normal with continuity
  /// correction above.
  static func upperTail(_ k: Int, of n: Int) -> Double {
    guard k > 0 else { return 1 }
    guard k <= n else { return 0 }
    if n > 1000 {
      let z = (Double(k) - 0.5 - Double(n) / 2) / (Double(n) / 4).squareRoot()
      return normalUpperTail(z)
    }
    // log C(n, j) from j = n down: C(n, j − 1) = C(n, j) · j / (n − j + 1).
    let logHalf = Elementary.Portable.log(0.5) * Double(n)
    var logC = 0.0
    var sum = 0.0
    var j = n
    while j >= k {
      sum += Elementary.Portable.exp(logC + logHalf)
      logC += Elementary.Portable.log(Double(j) / Double(n - j + 1))
      j -= 1
    }
    return Swift.min(1, sum)
  }

  /// 1 − Φ(z), from the complementary error function's continued fraction-free series
  /// (Abramowitz & Stegun 7.1.26, error < 1.5e-7 — ample for comparing with 2.5 %).
  static func normalUpperTail(_ z: Double) -> Double {
    if z.isNaN { return 1 }
    if z < 0 { return 1 - normalUpperTail(-z) }
    let x = z / 2.0.squareRoot()
    let t = 1 / (1 + 0.327_591_1 * x)
    let poly =
      t
      * (0.254_829_592
        + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))))
    return 0.5 * poly * Elementary.Portable.exp(-x * x)
  }
}

extension SweepMetric {
  /// For a rate metric, its per-swipe outcome read off an outcome code (``SweepOutcomes``):
  /// whether the swipe is in the rate's denominator, and whether it counts in the numerator.
  /// Nil for other kinds.
  public var perSwipe: ((Int) -> (counted: Bool, yes: Bool))? {
    typealias O = SweepOutcomes
    switch self {
    case .completeRate: return { (true, O.completed($0)) }
    case .feelsCompleteRate: return { (true, O.completed($0) && O.feelsDecided($0)) }
    case .feelsCancelledRate: return { (true, !O.completed($0) && O.feelsDecided($0)) }
    case .intentAgreement: return { (O.intent($0) != nil, O.agrees($0)) }
    case .falseCompleteRate: return { (O.intent($0) != nil, O.falseComplete($0)) }
    case .falseCancelRate: return { (O.intent($0) != nil, O.falseCancel($0)) }
    case .reversalRate: return { (true, O.reversed($0)) }
    case .hijackRate: return { (true, O.hijacked($0)) }
    default: return nil
    }
  }
}
