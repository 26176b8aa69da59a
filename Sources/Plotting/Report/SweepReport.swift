import AnimationMath

/// A self-contained HTML report of a sweep: the best settings by the sweep's objective, heatmaps
/// of the main metrics over the two most-swept parameters, and a plot of the chosen spring's
/// hand-off.
///
/// Objective (the same as the sweep's stderr summary): highest `intent_agreement`, ties broken by
/// the higher `feels_complete_rate`, then by file order. When no row has an intent agreement (a
/// population without intent), the objective is the feels-complete rate alone; rows with a
/// missing objective value rank last.
///
/// Heatmap axes: the two numeric parameters with the most distinct values (ties in the order
/// progress threshold, velocity threshold, damping ratio, response, projection rate); every
/// other parameter is held at the best row's value, so each heatmap is a slice through the best
/// setting.
public struct SweepReport: Sendable {
  /// The ranking objective.
  public enum Objective: String, Sendable {
    /// Intent agreement, ties by feels-complete rate.
    case intentAgreement = "intent agreement, ties broken by feels-complete rate"
    /// Feels-complete rate (populations without intent).
    case feelsComplete = "feels-complete rate (the population has no intent labels)"
  }

  /// The sweep.
  public var table: SweepTable
  /// How the source is named on the page (e.g. the file path as typed).
  public var source: String
  /// The chosen spring's hand-off plot, made by the caller with exact settling times; nil omits
  /// the section.
  public var handoff: SpringPlot?
  /// How many settings the best-settings table lists (default 10).
  public var topCount = 10

  /// Creates a report.
  public init(table: SweepTable, source: String) {
    self.table = table
    self.source = source
  }

  /// The objective in use for this table.
  public var objective: Objective {
    table.rows.contains { $0.value("intent_agreement") != nil } ? .intentAgreement : .feelsComplete
  }

  /// The ranking key of a row: larger is better, compared lexicographically.
  func key(_ r: SweepTable.Row, _ objective: Objective) -> (Double, Double) {
    let feels = r.value("feels_complete_rate") ?? -1
    switch objective {
    case .intentAgreement: return (r.value("intent_agreement") ?? -1, feels)
    case .feelsComplete: return (feels, 0)
    }
  }

  /// All rows, best first (stable: equal rows keep file order).
  public func ranked() -> [SweepTable.Row] {
    let objective = self.objective
    let keyed = table.rows.enumerated().map { (key($0.element, objective), $0.offset) }
    return keyed.sorted { a, b in
      if a.0 != b.0 { return a.0 > b.0 }
      return a.1 < b.1
    }.map { table.rows[$0.1] }
  }

  /// The best row: the first in file order with the largest key (the head of ``ranked()``,
  /// found in one pass).
  public var best: SweepTable.Row {
    let objective = self.objective
    var bestIndex = 0
    var bestKey = key(table.rows[0], objective)
    for (i, r) in table.rows.enumerated().dropFirst() {
      let k = key(r, objective)
      if k > bestKey {
        bestKey = k
        bestIndex = i
      }
    }
    return table.rows[bestIndex]
  }

  /// Distinct values of a numeric parameter column, ascending.
  public func distinctValues(_ column: String) -> [Double] {
    Array(Set(table.rows.compactMap { $0.value(column) })).sorted()
  }

  /// Numeric parameters with at least two distinct values, in heatmap-preference order.
  public func sweptParameters() -> [String] {
    let preference = [
      "progress_threshold", "velocity_threshold", "damping_ratio", "response", "projection_rate",
    ]
    let counted = preference.map { ($0, distinctValues($0).count) }.filter { $0.1 >= 2 }
    return counted.enumerated().sorted { a, b in
      a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
    }.map(\.element.0)
  }

  /// The (x, y) parameters of the heatmaps, or nil when fewer than two are swept.
  public func heatmapAxes() -> (x: String, y: String)? {
    let swept = sweptParameters()
    guard swept.count >= 2 else { return nil }
    return (swept[0], swept[1])
  }

  /// Whether `row` matches `b` (the best row) in every parameter except `free`.
  func inSlice(_ row: SweepTable.Row, free: [String], best b: SweepTable.Row) -> Bool {
    guard row.policy == b.policy, row.estimator == b.estimator else { return false }
    for (i, column) in SweepTable.parameterColumns.enumerated() where !free.contains(column) {
      if row.parameters[i] != b.parameters[i] { return false }
    }
    return true
  }

  /// A heatmap of `metric` over ``heatmapAxes()``, sliced through the best row, with the best
  /// cell outlined; nil when fewer than two parameters are swept or the metric is empty.
  public func heatmap(metric: String) -> Heatmap? {
    guard let (xColumn, yColumn) = heatmapAxes() else { return nil }
    let xs = distinctValues(xColumn)
    let ys = distinctValues(yColumn)
    var values = [[Double?]](repeating: [Double?](repeating: nil, count: xs.count), count: ys.count)
    var seen = [[Bool]](repeating: [Bool](repeating: false, count: xs.count), count: ys.count)
    var any = false
    let best = self.best
    for row in table.rows where inSlice(row, free: [xColumn, yColumn], best: best) {
      guard let x = row.value(xColumn), let y = row.value(yColumn),
        let column = xs.firstIndex(of: x), let r = ys.firstIndex(of: y), !seen[r][column]
      else { continue }
      seen[r][column] = true
      values[r][column] = row.value(metric)
      if row.value(metric) != nil { any = true }
    }
    guard any else { return nil }
    var map = Heatmap(
      xLabel: Self.label(xColumn), yLabel: Self.label(yColumn), xValues: xs, yValues: ys,
      values: values, metricName: Self.label(metric))
    if let bx = best.value(xColumn), let by = best.value(yColumn),
      let column = xs.firstIndex(of: bx), let row = ys.firstIndex(of: by)
    {
      map.highlighted = [.init(column: column, row: row)]
    }
    return map
  }

  /// A human column title with its unit, e.g. `velocity threshold (pt/s)`.
  public static func label(_ column: String) -> String {
    switch column {
    case "damping_ratio": return "damping ratio"
    case "response": return "response (s)"
    case "progress_threshold": return "progress threshold"
    case "velocity_threshold": return "velocity threshold (pt/s)"
    case "projection_rate": return "projection rate (per ms)"
    case "intent_agreement": return "intent agreement"
    case "overshoot_p95_pt": return "overshoot p95 (pt)"
    default:
      var words = column.split(separator: "_").map(String.init)
      if words.last == "s" {
        words.removeLast()
        return words.joined(separator: " ") + " (s)"
      }
      return words.joined(separator: " ")
    }
  }
}
