import AnimationMath
import SwipeTuning

/// Two sweeps side by side (`spring-tune report a.csv b.csv`): each one's recommendation, and
/// the difference of the objective for every setting both evaluated.
///
/// Settings are matched on policy, estimator, hand-off and every parameter (exact values, as the
/// same grid writes them) — except an estimator, hand-off or parameter the two sweeps share no
/// value of (``unmatchedDimensions()``: a sweep at ζ 0.8 against one at ζ 0.6 is matched on the
/// thresholds), which is what the comparison is about; then each of the first sweep's settings
/// meets the second's best-ranked row with the same other values. The objective is the first sweep's (``SweepReport/objective``); when the second
/// ranks by another, the page says so and still compares the first's metric.
public struct SweepComparison: Sendable {
  /// The first sweep (the reference: differences are second − first).
  public var first: SweepReport
  /// The second sweep.
  public var second: SweepReport
  /// The command line shown in the footer; nil shows `spring-tune report A B`.
  public var commandLine: String?

  /// Compares `first` with `second`.
  public init(first: SweepReport, second: SweepReport) {
    self.first = first
    self.second = second
  }

  /// A setting evaluated by both sweeps.
  public struct Pair: Sendable {
    /// The first sweep's row.
    public var first: SweepTable.Row
    /// The second sweep's row.
    public var second: SweepTable.Row
    /// The objective of the second minus the first; nil where either is empty.
    public var difference: Double?
  }

  private struct Key: Hashable {
    var policy: String
    var estimator: String
    var handoff: String
    var parameters: [Double?]
  }

  /// The estimator, hand-off and parameter columns the two sweeps share no value of, which
  /// settings are not matched on (`estimator`, `handoff`, `damping_ratio`, …).
  public func unmatchedDimensions() -> [String] {
    func disjoint<T: Hashable>(_ key: (SweepTable.Row) -> T) -> Bool {
      Set(first.table.rows.map(key)).isDisjoint(with: Set(second.table.rows.map(key)))
    }
    var out: [String] = []
    if disjoint({ $0.estimator }) { out.append("estimator") }
    if disjoint({ $0.handoff }) { out.append("handoff") }
    for p in SweepParameter.allCases where disjoint({ $0.value(p) }) { out.append(p.column) }
    return out
  }

  private func key(_ r: SweepTable.Row, unmatched: Set<String>) -> Key {
    Key(
      policy: r.policy, estimator: unmatched.contains("estimator") ? "" : r.estimator,
      handoff: unmatched.contains("handoff") ? "" : r.handoff,
      parameters: SweepParameter.allCases.map { unmatched.contains($0.column) ? nil : r.value($0) })
  }

  /// The metric compared: the first sweep's objective.
  public var objective: SweepMetric { first.objective }

  /// The settings both sweeps evaluated, in the first sweep's ranked order.
  public func pairs() -> [Pair] {
    let unmatched = Set(unmatchedDimensions())
    var index: [Key: SweepTable.Row] = [:]
    for r in second.ranked() {
      let key = key(r, unmatched: unmatched)
      if index[key] == nil { index[key] = r }
    }
    var result: [Pair] = []
    for r in first.ranked() {
      guard let other = index[key(r, unmatched: unmatched)] else { continue }
      let d = other.value(objective).flatMap { b in r.value(objective).map { b - $0 } }
      result.append(Pair(first: r, second: other, difference: d))
    }
    return result
  }

  /// The comparison as a self-contained HTML page.
  public func html() -> String {
    let (a, b) = (first.sourceName, second.sourceName)
    var page = ReportPage(
      title: "\(a) vs \(b) — spring-tune sweep comparison",
      heading: "Sweep comparison: \(a) vs \(b)")
    let pairs = pairs()
    page.subtitle =
      "\(first.rowCount) and \(second.rowCount) settings · \(pairs.count) in both · "
      + "ranked by \(objective.label)"
    // Both recommendations, side by side.
    var cards = "<section id=\"recommendation\" aria-labelledby=\"recommendation-h\">\n"
    cards += "<h2 id=\"recommendation-h\">Recommendations</h2>\n<div class=\"compare\">\n"
    for (letter, report) in [("A", first), ("B", second)] {
      let best = report.best
      var setting: [String] = []
      for p in SweepParameter.allCases {
        if let v = best.value(p), report.table.distinctValues(p).count > 1 || p.isSpring {
          setting.append(SweepReport.settingText(p, v, policy: best.policy, width: report.width))
        }
      }
      cards +=
        "<div class=\"card\">\n<h3>\(letter) · \(ReportPage.escape(report.sourceName))</h3>\n"
      cards +=
        "<p class=\"answer\">\(ReportPage.escape(best.policy)), \(ReportPage.escape(best.estimator))"
        + "<span class=\"detail\">\(ReportPage.escape(setting.joined(separator: " · ")))</span></p>\n"
      cards +=
        ReportPage.paragraph(
          "\(objective.label): \(SweepReport.metricText(objective, best.value(objective)))"
            + (SweepReport.intervalText(objective, best).map { " (\($0))" } ?? "")) + "\n"
      cards += "</div>\n"
    }
    cards += "</div>\n"
    var notes: [String] = []
    if second.objective != first.objective {
      notes.append(
        "\(b) ranks by \(second.objective.label); both are compared by \(objective.label), "
          + "\(a)'s objective.")
    }
    if let same = pairs.first(where: { $0.first.line == first.best.line }) {
      let d = same.difference.map { SweepReport.pointsOrUnits(objective, $0) } ?? "–"
      notes.append(
        "At A's recommendation, B differs by \(d) (B − A).")
    }
    if pairs.isEmpty {
      notes.append(
        "The sweeps share no setting (the same policy and the same value of every estimator, "
          + "hand-off and parameter both sweeps have).")
    }
    for n in notes { cards += ReportPage.paragraph(n) + "\n" }
    cards += "</section>"
    page.add(cards)
    page.add(settingsSection())
    if let metrics = metricsSection(pairs) { page.add(metrics) }

    // The per-setting difference, largest first, then the complete sortable list: the objective
    // and the feel score. When no setting's objective changed (a spring question: decisions do
    // not depend on the spring), the largest differences are the feel score's.
    let feel = [SweepMetric.feelScore].filter { m in
      m != objective && pairs.contains { $0.first.value(m) != nil || $0.second.value(m) != nil }
    }
    func delta(_ p: Pair, _ m: SweepMetric) -> Double? {
      p.second.value(m).flatMap { y in p.first.value(m).map { y - $0 } }
    }
    let objectiveChanged = pairs.contains { Swift.abs($0.difference ?? 0) > 0 }
    let sortMetric = !objectiveChanged && !feel.isEmpty ? SweepMetric.feelScore : objective
    let changed = pairs.filter { delta($0, sortMetric) != nil }
      .sorted { Swift.abs(delta($0, sortMetric) ?? 0) > Swift.abs(delta($1, sortMetric) ?? 0) }
    let columns = SweepParameter.allCases.filter {
      first.table.distinctValues($0).count > 1 || second.table.distinctValues($0).count > 1
    }
    let shown = [objective] + feel
    func header() -> [String] {
      var h = ["policy", "estimator"] + columns.map { SweepReport.columnHeader($0.column) }
      for m in shown {
        h += [
          "A: " + SweepReport.columnHeader(m.column), "B: " + SweepReport.columnHeader(m.column),
          "B − A (" + (m.isRate ? "points" : Self.unitName(m)) + ")",
        ]
      }
      return h
    }
    func cells(_ p: Pair) -> [(String, Double?)] {
      var row: [(String, Double?)] = [(p.first.policy, nil), (p.first.estimator, nil)]
      for c in columns {
        let v = p.first.value(c)
        row.append((SweepReport.columnCell(c.column, v), v))
      }
      for m in shown {
        let (x, y) = (p.first.value(m), p.second.value(m))
        row.append((SweepReport.columnCell(m.column, x), x))
        row.append((SweepReport.columnCell(m.column, y), y))
        let d = delta(p, m)
        row.append((d.map { SweepReport.columnCell(m.column, $0) } ?? "", d))
      }
      return row
    }
    let top = changed.prefix(10)
    page.add(
      ReportPage.section(
        id: "differences", heading: "Largest differences",
        [
          ReportPage.paragraph(
            sortMetric == objective
              ? "The settings whose \(objective.label) changed most from A (\(a)) to B (\(b))."
              : "No setting's \(objective.label) changed (the decisions do not depend on what "
                + "differs): the settings whose \(sortMetric.label) changed most from A (\(a)) "
                + "to B (\(b))."
          ),
          Self.table(header(), top.map(cells), sortable: false),
        ]))
    page.add(
      ReportPage.section(
        id: "all", heading: "Complete data",
        [
          "<details id=\"data\">\n<summary>All \(pairs.count) settings in both (click a column to sort)</summary>\n"
            + Self.table(
              header(), pairs.prefix(Swift.max(first.completeTableLimit, 1)).map(cells),
              sortable: true)
            + "\n</details>"
        ]))
    let command =
      commandLine
      ?? "spring-tune report \(SweepReport.shellQuoted(a)) \(SweepReport.shellQuoted(b))"
    page.footerMarkup = [
      "Made by spring-tune \(ReportPage.escape(SweepSettings.currentToolVersion)): "
        + "<code>\(ReportPage.escape(command))</code>",
      "Sources: \(ReportPage.escape(a)) (\(first.rowCount) rows), \(ReportPage.escape(b)) "
        + "(\(second.rowCount) rows). This page loads nothing from the network.",
    ]
    return page.html()
  }

  /// The unit of a difference of `m` in the tables: ms, pt, or none.
  static func unitName(_ m: SweepMetric) -> String {
    m.column.hasSuffix("_s") ? "ms" : m.column.hasSuffix("_pt") ? "pt" : "score"
  }

  /// A table of (text, exact value) cells; numbers right-aligned with their exact value for
  /// sorting.
  static func table(_ header: [String], _ rows: [[(String, Double?)]], sortable: Bool) -> String {
    var s =
      "<div class=\"scroll\"><table class=\"compact\(sortable ? " sortable" : "")\">\n<thead><tr>"
    for (i, h) in header.enumerated() {
      let n = i >= 2 ? " class=\"n\"" : ""
      s +=
        sortable
        ? "<th\(n)><button type=\"button\">\(ReportPage.escape(h))</button></th>"
        : "<th\(n)>\(ReportPage.escape(h))</th>"
    }
    s += "</tr></thead>\n<tbody>\n"
    for row in rows {
      s += "<tr>"
      for (i, cell) in row.enumerated() {
        if i < 2 {
          s += "<td>\(ReportPage.escape(cell.0))</td>"
        } else {
          s +=
            "<td class=\"n\" data-v=\"\(cell.1.map(NumberText.shortest) ?? "")\">"
            + ReportPage.escape(cell.0) + "</td>"
        }
      }
      s += "</tr>\n"
    }
    return s + "</tbody>\n</table></div>"
  }
}

extension SweepParameter {
  /// Whether this is one of the spring's parameters.
  var isSpring: Bool { self == .dampingRatio || self == .response }
}

extension SweepReport {
  /// A difference of `metric` for people: points for rates, ms for times, pt for distances,
  /// signed; a nonzero difference is never printed as 0 (``NumberText/roundedNonzero(_:decimals:)``).
  static func pointsOrUnits(_ m: SweepMetric, _ d: Double) -> String {
    let sign = d > 0 ? "+" : d < 0 ? "−" : "±"
    let a = Swift.abs(d)
    // A nonzero change keeps enough digits to show its sign (never "+0 points").
    if m.isRate {
      let p = NumberText.percentNumber(a)
      return sign + p + (p == "1" ? "\u{A0}point" : "\u{A0}points")
    }
    if m.column.hasSuffix("_s") {
      return sign + NumberText.roundedNonzero(a * 1000, decimals: 0) + "\u{A0}ms"
    }
    return sign + NumberText.roundedNonzero(a, decimals: 2)
      + (m.column.hasSuffix("_pt") ? "\u{A0}pt" : "")
  }
}
