import AnimationMath
import TextFormats

/// Every setting of a sweep evaluated under a family of population variants
/// (``PopulationVariant``), and the setting whose worst case is least far from each variant's
/// best: `sweep --robust` (`Docs/SwipeModel.md` §2.6).
///
/// For grid row r and variant v with objective value x(v, r), oriented so that larger is better
/// (x for a rate of good outcomes, −x for an error rate, time or distance; see
/// ``SweepMetric/higherIsBetter``), and b(v) the best value of variant v:
/// - `robust_mean` = the mean of x(v, r) over the variants (in the metric's own sign);
/// - `robust_worst` = the worst x(v, r) (the lowest for a higher-is-better metric, else the
///   highest);
/// - `regret` = max over v of |b(v) − x(v, r)|: how far the row falls short of what was
///   achievable under the variant where it does worst.
///
/// The recommendation is the row of least regret (ties: better `robust_mean`, then row order).
/// A row without a value under some variant (a percentile of no swipes) has no robust values
/// and is never recommended.
public struct SweepRobustness: Sendable {
  /// The variants' names, in order.
  public let variants: [String]
  /// The metric compared (the ranking's objective, after any fallback).
  public let objective: SweepMetric
  /// `values[v][r]`: the objective of row r under variant v.
  public let values: [[Double?]]
  /// Per variant, its best row (``SweepRanking/best(_:)``).
  public let best: [Int?]

  /// Compares `results` (one report per variant, over the same grid rows).
  ///
  /// - Precondition: at least one report; all have the same number of rows.
  public init(variants: [String], results: [SweepResults], requested: SweepMetric) {
    precondition(!results.isEmpty && variants.count == results.count, "one report per variant")
    precondition(results.allSatisfy { $0.rowCount == results[0].rowCount }, "same rows")
    let ranking = SweepRanking(
      requested: requested, hasIntent: results.allSatisfy { $0.hasIntent })
    self.variants = variants
    objective = ranking.objective
    values = results.map { r in (0..<r.rowCount).map { r.value(ranking.objective, $0) } }
    best = results.map { ranking.best($0) }
  }

  /// The number of rows.
  public var rowCount: Int { values[0].count }

  private func oriented(_ x: Double) -> Double { objective.higherIsBetter ? x : -x }

  /// The objective of every variant for `row`, or nil if one lacks it.
  private func column(_ row: Int) -> [Double]? {
    var out: [Double] = []
    for v in values.indices {
      guard let x = values[v][row] else { return nil }
      out.append(x)
    }
    return out
  }

  /// The mean objective of `row` over the variants.
  public func mean(_ row: Int) -> Double? {
    column(row).map { $0.reduce(0, +) / Double($0.count) }
  }

  /// The worst objective of `row` over the variants.
  public func worst(_ row: Int) -> Double? {
    column(row).map { c in objective.higherIsBetter ? c.min() ?? 0 : c.max() ?? 0 }
  }

  /// The worst-case regret of `row`: the largest shortfall from a variant's best.
  public func regret(_ row: Int) -> Double? {
    guard let c = column(row) else { return nil }
    var r = 0.0
    for (v, x) in c.enumerated() {
      guard let b = best[v], let bx = values[v][b] else { continue }
      r = Swift.max(r, oriented(bx) - oriented(x))
    }
    return r
  }

  /// The variant where `row`'s regret is reached (the first such), or nil.
  public func worstVariant(_ row: Int) -> Int? {
    guard let target = regret(row), let c = column(row) else { return nil }
    return c.indices.first { v in
      guard let b = best[v], let bx = values[v][b] else { return false }
      return oriented(bx) - oriented(c[v]) == target
    }
  }

  /// The recommended row: least regret, then better mean, then row order; nil when no row has
  /// a value under every variant.
  public var recommended: Int? {
    var best: (row: Int, regret: Double, mean: Double)?
    for row in 0..<rowCount {
      guard let r = regret(row), let m = mean(row) else { continue }
      let om = oriented(m)
      if let b = best, r > b.regret || (r == b.regret && om <= b.mean) { continue }
      best = (row, r, om)
    }
    return best?.row
  }

  /// The columns appended to the report.
  public static let columns = ["robust_mean", "robust_worst", "regret"]

  /// The three fields of `row` (empty where undefined), shortest round-trip numbers.
  public func fields(_ row: Int) -> [String] {
    [mean(row), worst(row), regret(row)].map { $0.map(NumberText.shortest) ?? "" }
  }

  /// The report `base` (the first variant's) with ``columns`` appended to every row.
  public func csv(_ base: SweepResults) -> String {
    precondition(base.rowCount == rowCount, "the base report of the same grid")
    var w = CSVWriter(header: SweepSchema.header + Self.columns)
    for i in 0..<rowCount { w.appendRow(base.fields(i) + fields(i)) }
    return w.text
  }
}

extension SweepRobustness {
  /// What the summary shows of a row: policy and estimator when the grid has several, and
  /// every parameter with more than one value.
  private static func describers(_ base: SweepResults) -> [(String, (Int) -> String)] {
    var out: [(String, (Int) -> String)] = []
    if base.policies.count > 1 { out.append(("policy", { base.policy($0) })) }
    if base.estimators.count > 1 { out.append(("estimator", { base.estimator($0) })) }
    for p in SweepParameter.allCases where base.distinctValues(p).count > 1 {
      out.append((p.column, { base.value(p, $0).map(NumberText.shortest) ?? "–" }))
    }
    return out
  }

  private static func number(_ v: Double?) -> String {
    v.map { NumberText.rounded($0, decimals: 4) } ?? "–"
  }

  /// The stderr summary: the recommendation with its regret, mean and worst case, the best row
  /// of every variant and how far the best settings range across the variants; sentences are
  /// wrapped at `width` columns (at least 40).
  ///
  /// `recommended` is the run's one recommendation (the thresholds of ``recommended`` with the
  /// spring stage 2 chose at them); the summary names it, so the report's `recommended` row and
  /// this text agree.
  public func summary(_ base: SweepResults, width: Int = 80, recommended final: Int? = nil)
    -> String
  {
    let width = Swift.max(width, 40)
    func say(_ sentence: String) -> String { TextWrap.wrapped(sentence + "\n", width: width) }
    let show = Self.describers(base)
    func setting(_ row: Int) -> String {
      show.isEmpty
        ? "the only setting" : show.map { "\($0.0) \($0.1(row))" }.joined(separator: ", ")
    }
    let metric = objective.column
    var text = say(
      "Robustness: every setting under \(variants.count) population variants "
        + "(Docs/SwipeModel.md §2.6), by \(metric).")
    guard let least = recommended else {
      return text + say("No setting has a value under every variant; nothing to recommend.")
    }
    let r = final ?? least
    let worstName = worstVariant(r).map { variants[$0] } ?? "–"
    let how =
      r == least
      ? "least worst-case regret"
      : "the thresholds of least worst-case regret, the spring by feel at them"
    text += say(
      "Recommended (\(how)): \(setting(r)): regret \(Self.number(regret(r))) "
        + "(under \(worstName)), robust_mean \(Self.number(mean(r))), robust_worst "
        + "\(Self.number(worst(r))).")
    if let b0 = best[0] {
      text += say(
        "The best setting of the first variant (\(variants[0])), \(setting(b0)), has regret "
          + "\(Self.number(regret(b0))).")
    }
    text += "Best setting per variant:\n"
    let headers = ["variant"] + show.map(\.0) + [metric]
    var table: [[String]] = [headers]
    for (v, name) in variants.enumerated() {
      guard let b = best[v] else {
        table.append([name] + show.map { _ in "–" } + ["–"])
        continue
      }
      table.append([name] + show.map { $0.1(b) } + [Self.number(values[v][b])])
    }
    text += SweepSummary.align(table)
    // How far the optimum moves: the range of each numeric parameter over the variants' bests.
    var moves: [String] = []
    for p in SweepParameter.allCases where base.distinctValues(p).count > 1 {
      let vs = best.compactMap { $0.flatMap { base.value(p, $0) } }
      guard let lo = vs.min(), let hi = vs.max() else { continue }
      moves.append(
        "\(p.column) "
          + (lo == hi
            ? "stays at \(NumberText.shortest(lo))"
            : "\(NumberText.shortest(lo))–\(NumberText.shortest(hi))"))
    }
    if !moves.isEmpty {
      text += say(
        "Across the variants the best setting moves: " + moves.joined(separator: ", ") + ".")
    }
    return text
  }
}
