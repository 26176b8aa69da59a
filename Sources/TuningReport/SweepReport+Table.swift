import AnimationMath
import SwipeTuning

extension SweepReport {
  /// How many rows the complete table lists unless told otherwise (``completeTableLimit``).
  public static let defaultCompleteTableLimit = 5000

  /// What a column's numbers are shown in.
  enum ColumnUnit {
    case percent, milliseconds, points, plain
  }

  /// The unit a column is shown in: rates, progress thresholds and their intervals in percent,
  /// times in ms, distances in pt.
  static func unit(_ column: String) -> ColumnUnit {
    var base = column
    for suffix in ["_lo", "_hi"] where base.hasSuffix(suffix) { base = String(base.dropLast(3)) }
    if base == SweepParameter.progressThreshold.column { return .percent }
    if let m = SweepMetric(rawValue: base) {
      if m.isRate { return .percent }
      if base.hasSuffix("_s") { return .milliseconds }
      if base.hasSuffix("_pt") { return .points }
    }
    return .plain
  }

  /// A column's title with the unit it is shown in, e.g. `intent agreement (%)`,
  /// `settle p95 (ms)`, `intent agreement low (%)`.
  static func columnHeader(_ column: String) -> String {
    var base = column
    var bound = ""
    if column.hasSuffix("_lo") || column.hasSuffix("_hi") {
      base = String(column.dropLast(3))
      bound = column.hasSuffix("_lo") ? " low" : " high"
    }
    var name: String
    if let parameter = SweepParameter(rawValue: base) {
      name = parameter.words
    } else if let metric = SweepMetric(rawValue: base) {
      // The label without its unit in parentheses.
      let label: String = metric.label
      name = label.split(separator: " (").first.map(String.init) ?? label
    } else {
      name = base.split(separator: "_").joined(separator: " ")
    }
    name += bound
    switch unit(column) {
    case .percent: return name + " (%)"
    case .milliseconds: return name + " (ms)"
    case .points: return name + " (pt)"
    case .plain:
      if base == SweepParameter.velocityThreshold.column { return name + " (pt/s)" }
      if base == SweepParameter.response.column { return name + " (s)" }
      return name
    }
  }

  /// A column's value as shown: percent with two decimals, ms with one, pt with two, others with
  /// up to six; empty for nil.
  static func columnCell(_ column: String, _ v: Double?) -> String {
    guard let v else { return "" }
    switch unit(column) {
    case .percent: return NumberText.rounded(v * 100, decimals: 2)
    case .milliseconds: return NumberText.rounded(v * 1000, decimals: 1)
    case .points: return NumberText.rounded(v, decimals: 2)
    case .plain: return NumberText.rounded(v, decimals: 6)
    }
  }

  /// The numeric columns of the complete table: the parameters and metrics some row has a
  /// value for, and a `plateau` column with values. The intervals (`<metric>_lo`,
  /// `<metric>_hi`) stay in the CSV: on the page they would triple the table's size (a
  /// five-damping report was 8.7 MB with them); the card and the best table show them.
  func completeColumns() -> [String] {
    let candidates =
      SweepParameter.allCases.map(\.column) + SweepMetric.allCases.map(\.column) + ["plateau"]
    var columns: [String] = []
    for c in candidates where !columns.contains(c) {
      if table.rows.contains(where: { Self.columnValue($0, c) != nil }) { columns.append(c) }
    }
    return columns
  }

  /// A row's value of a numeric column: a parameter, a metric or a bound of a metric's interval
  /// (`<metric>_lo`, `<metric>_hi`); nil where empty or unknown.
  static func columnValue(_ row: SweepTable.Row, _ column: String) -> Double? {
    if let v = row.value(column) { return v }
    for (suffix, lower) in [("_lo", true), ("_hi", false)] where column.hasSuffix(suffix) {
      guard let m = SweepMetric(rawValue: String(column.dropLast(3))),
        let interval = row.interval(m)
      else { return nil }
      return lower ? interval.lower : interval.upper
    }
    return nil
  }

  /// The complete table, sortable, in a collapsed `<details id="data">`.
  func dataSection(_ ranked: [SweepTable.Row]) -> String {
    let rows = ranked.prefix(Swift.max(completeTableLimit, 1))
    let columns = completeColumns()
    var s =
      "<details id=\"data\">\n<summary>All \(rows.count == rowCount ? "\(rowCount)" : "best \(rows.count) of \(rowCount)") settings "
      + "(click a column to sort)</summary>\n"
    if rows.count < rowCount {
      s +=
        ReportPage.paragraph(
          "The report has \(rowCount) rows; the page lists the best \(rows.count). The CSV has them all.",
          class: "note") + "\n"
    }
    s += ReportPage.paragraph(
      "Each value's 95 % interval is in the CSV (its _lo and _hi "
        + "columns), as are the exact values; the page shows them rounded.", class: "note")
    // Numeric cells carry no class or sort key: the table right-aligns them and sorts a numeric
    // column by the shown number (the page's size is mostly this table).
    s += "\n<div class=\"scroll\"><table class=\"sortable compact data\">\n<thead><tr>"
    let header =
      ["rank", "CSV line", "policy", "estimator", "hand-off"] + columns.map(Self.columnHeader)
    for (i, h) in header.enumerated() {
      let numeric = i < 2 || i > 4
      s +=
        "<th\(numeric ? " class=\"n\"" : "")><button type=\"button\">"
        + ReportPage.escape(h) + "</button></th>"
    }
    s += "</tr></thead>\n<tbody>\n"
    for (i, r) in rows.enumerated() {
      s += "<tr><td>\(i + 1)</td><td>\(r.line)</td>"
      s += "<td class=\"t\">\(ReportPage.escape(r.policy))</td>"
      s += "<td class=\"t\">\(ReportPage.escape(r.estimator))</td>"
      s += "<td class=\"t\">\(ReportPage.escape(r.handoff))</td>"
      for c in columns {
        s += "<td>" + Self.columnCell(c, Self.columnValue(r, c)) + "</td>"
      }
      s += "</tr>\n"
    }
    s += "</tbody>\n</table></div>\n</details>"
    return ReportPage.section(id: "all", heading: "Complete data", [s])
  }
}
