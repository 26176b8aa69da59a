import AnimationMath
import TextFormats

/// The short human summary of a sweep printed on stderr: the best few rows by the sweep's
/// ranking (``SweepRanking``) and an ASCII view of one slice of the grid (``SweepSlice``).
public struct SweepSummary: Sendable {
  /// The report summarised.
  public let report: SweepResults
  /// The ranking (objective after any fallback for a population without intent).
  public let ranking: SweepRanking
  /// How many best rows to list.
  public let count: Int

  /// Creates a summary ranked by the report's objective (``SweepSettings/objective``).
  public init(report: SweepResults, count: Int = 5) {
    self.report = report
    ranking = SweepRanking(report, requested: report.settings.objective)
    self.count = count
  }

  /// The metric the rows are ranked by.
  public var objective: SweepMetric { ranking.objective }

  /// Indices (into the report's rows) of the best rows, best first.
  public var best: [Int] { ranking.top(report, count: count) }

  /// The table of the best rows at 80 columns (``bestTable(width:)``).
  public var bestTable: String { bestTable(width: 80) }

  /// The table of the best rows: the parameters that vary in the grid, then the objective and
  /// the rates that explain it, each column headed by its report column name on two lines
  /// (split at the last `_`: `progress` over `threshold`). Every line is at most `width`
  /// characters: rate columns that do not fit are left out and named in a last line.
  public func bestTable(width: Int) -> String {
    let best = self.best
    guard !best.isEmpty else { return "No row has a value for \(objective.column).\n" }
    let grid = report.grid
    let counts: [Int] = [
      grid.policies.count, grid.estimators.count, grid.handoffs.count, grid.dampingRatios.count,
      grid.responses.count, grid.progressThresholds.count, grid.velocityThresholds.count,
      grid.projectionRates.count,
    ]
    let varying = counts.indices.filter { counts[$0] > 1 }
    var metrics = [objective]
    for m in [
      SweepMetric.feelsCompleteRate, .intentAgreement, .falseCompleteRate, .falseCancelRate,
      .hijackRate, .reversalRate,
    ] where !metrics.contains(m) && report.value(m, best[0]) != nil {
      metrics.append(m)
    }
    let names = ["#"] + varying.map { SweepSchema.header[$0] } + metrics.map(\.column)
    var columns = names.map { name -> [String] in
      guard let cut = name.lastIndex(of: "_") else { return ["", name] }
      return [String(name[..<cut]), String(name[name.index(after: cut)...])]
    }
    for (rank, i) in best.enumerated() {
      let fields = report.fields(i)
      let values = metrics.map { m in
        report.value(m, i).map { NumberText.rounded($0, decimals: 3) } ?? ""
      }
      for (c, field) in ([String(rank + 1)] + varying.map { fields[$0] } + values).enumerated() {
        columns[c].append(field)
      }
    }
    // Keep the rank, the parameters and the objective; then rates while they fit.
    let kept = 1 + varying.count + 1
    var used = 2 + columns.prefix(kept).map { $0.map(\.count).max() ?? 0 }.reduce(0, +)
    used += 2 * (kept - 1)
    var shown = Array(columns.prefix(kept))
    var dropped: [String] = []
    for (c, column) in columns.enumerated().dropFirst(kept) {
      let w = column.map(\.count).max() ?? 0
      if dropped.isEmpty, used + 2 + w <= width {
        shown.append(column)
        used += 2 + w
      } else {
        dropped.append(names[c])
      }
    }
    let rows = (0..<(shown.first?.count ?? 0)).map { r in shown.map { $0[r] } }
    var text = Self.align(rows)
    if !dropped.isEmpty {
      text += TextWrap.wrapped(
        "  (not shown at \(width) columns: \(dropped.joined(separator: ", ")); all in the report)\n",
        width: width, indent: 3)
    }
    return text
  }

  /// Rounds for people: rates and times to 3 decimals, counts as integers.
  static func short(_ v: Double) -> String {
    guard v.isFinite else { return NumberText.shortest(v) }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    let r = (v * 1000).rounded() / 1000
    return NumberText.shortest(r)
  }

  /// Left-aligned columns separated by two spaces, each line indented by two.
  static func align(_ rows: [[String]]) -> String {
    var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
    for r in rows { for (i, f) in r.enumerated() { widths[i] = max(widths[i], f.count) } }
    var text = ""
    for r in rows {
      var line = " "
      for (i, f) in r.enumerated() {
        line += " " + f + String(repeating: " ", count: widths[i] - f.count)
        if i + 1 < r.count { line += " " }
      }
      while line.last == " " { line.removeLast() }
      text += line + "\n"
    }
    return text
  }
}

extension SweepSummary {
  /// The whole stderr summary: where the report went, the population, the best rows and the
  /// ASCII slice.
  ///
  /// - Parameters:
  ///   - destination: the report's path, or `stdout`.
  ///   - shard: the shard and the sweep id, when the report is one.
  ///   - width: the longest line, in characters (80 unless the terminal is wider).
  /// - Returns: the text, each line ending in `\n`.
  public func text(destination: String, shard: (SweepShard, String)?, width: Int = 80)
    -> String
  {
    let rows = report.rows
    var text = "Wrote \(rows.count) rows to \(destination)"
    if let (shard, id) = shard {
      text +=
        " (shard \(shard.index)/\(shard.count): grid rows \(rows.lowerBound)..<\(rows.upperBound)"
        + " of \(report.grid.rowCount), sweep_id \(id))"
    }
    let swipes = report.statistics.first?.swipes ?? 0
    text += ".\nPopulation: \(report.settings.populationDescription(swipes: swipes))"
    if let first = report.statistics.first {
      text += "; \(first.engaged) engaged"
      text +=
        first.labelled == first.swipes
        ? ", intent known for all"
        : (first.labelled == 0 ? ", no intent labels" : ", intent known for \(first.labelled)")
    }
    text += ".\n"
    guard !report.statistics.isEmpty else { return TextWrap.wrapped(text, width: width) }
    if ranking.fellBack {
      text +=
        "No intent labels: cannot rank by \(ranking.requested.column); ranking by "
        + "\(objective.column) instead (\(SweepRanking.fallbackAssumptions)).\n"
    }
    text +=
      "Best \(Swift.min(count, report.statistics.count)) by \(objective.column)"
      + " (ties: \(ranking.tieBreakers.map(\.column).joined(separator: ", then ")))"
      + ":\n"
    return TextWrap.wrapped(text, width: width) + bestTable(width: width) + slice(width: width)
  }
}
