import AnimationMath

/// The short human summary of a sweep printed on stderr: the best few rows by an objective and an
/// ASCII view of one slice of the grid.
public struct SweepSummary: Sendable {
  /// The report summarised.
  public let report: SweepResults
  /// The metric the rows are ranked by (ties: feels-complete rate, then grid order).
  public let objective: SweepMetric
  /// The metric asked for (differs from ``objective`` after a fallback).
  public let requested: SweepMetric
  /// How many best rows to list.
  public let count: Int

  /// Creates a summary; an objective that needs intent falls back to the feels-complete rate
  /// when the population has no intent labels.
  public init(report: SweepResults, objective: SweepMetric = .intentAgreement, count: Int = 5) {
    self.report = report
    requested = objective
    let labelled = report.statistics.contains { $0.labelled > 0 }
    self.objective = objective.needsIntent && !labelled ? .feelsCompleteRate : objective
    self.count = count
  }

  /// Whether the requested objective was replaced because there is no intent.
  public static func fellBack(_ requested: SweepMetric, report: SweepResults) -> Bool {
    requested.needsIntent && !report.statistics.contains { $0.labelled > 0 }
  }

  /// Indices (into the report's rows) of the best rows, best first.
  public var ranking: [Int] {
    let scored = report.statistics.indices.compactMap { i -> (Int, Double, Double)? in
      guard let v = objective.value(report.statistics[i]) else { return nil }
      let tie = SweepMetric.feelsCompleteRate.value(report.statistics[i]) ?? -.infinity
      return (i, objective.higherIsBetter ? v : -v, tie)
    }
    return scored.sorted { a, b in
      a.1 != b.1 ? a.1 > b.1 : (a.2 != b.2 ? a.2 > b.2 : a.0 < b.0)
    }.prefix(count).map(\.0)
  }

  /// The table of the best rows: the parameters that vary in the grid, then the objective and
  /// the rates that explain it.
  public var bestTable: String {
    let best = ranking
    guard !best.isEmpty else { return "No row has a value for \(objective.column).\n" }
    let grid = report.grid
    let varying: [Int] = [
      grid.policies.count, grid.estimators.count, grid.dampingRatios.count, grid.responses.count,
      grid.progressThresholds.count, grid.velocityThresholds.count, grid.projectionRates.count,
    ].enumerated().filter { $0.element > 1 }.map(\.offset)
    var metrics = [objective]
    for m in [
      SweepMetric.feelsCompleteRate, .intentAgreement, .falseCompleteRate, .falseCancelRate,
      .reversalRate,
    ] where !metrics.contains(m) && m.value(report.statistics[best[0]]) != nil {
      metrics.append(m)
    }
    let header = ["#"] + varying.map { SweepResults.parameterColumns[$0] } + metrics.map(\.column)
    var table = [header]
    for (rank, i) in best.enumerated() {
      let fields = report.fields(i)
      let values = metrics.map { m in
        m.value(report.statistics[i]).map { NumberText.rounded($0, decimals: 3) } ?? ""
      }
      table.append([String(rank + 1)] + varying.map { fields[$0] } + values)
    }
    return Self.align(table)
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
  ///   - population: one line describing the population (``SweepJob/populationDescription``).
  ///   - shard: the shard and the sweep id, when the report is one.
  /// - Returns: the text, each line ending in `\n`.
  public func text(destination: String, population: String, shard: (SweepShard, String)?)
    -> String
  {
    let rows = report.rows
    var text = "Wrote \(rows.count) rows to \(destination)"
    if let (shard, id) = shard {
      text +=
        " (shard \(shard.index)/\(shard.count): grid rows \(rows.lowerBound)..<\(rows.upperBound)"
        + " of \(report.grid.rowCount), sweep_id \(id))"
    }
    text += ".\nPopulation: \(population)"
    if let first = report.statistics.first {
      text += "; \(first.engaged) engaged"
      text +=
        first.labelled == first.swipes
        ? ", intent known for all"
        : (first.labelled == 0 ? ", no intent labels" : ", intent known for \(first.labelled)")
    }
    text += ".\n"
    guard !report.statistics.isEmpty else { return text }
    if objective != requested {
      text += "No intent labels: ranking by \(objective.column) instead of \(requested.column).\n"
    }
    text +=
      "Best \(Swift.min(count, report.statistics.count)) by \(objective.column)"
      + (objective == .feelsCompleteRate ? "" : " (ties: feels_complete_rate)") + ":\n"
    return text + bestTable + slice
  }
}
