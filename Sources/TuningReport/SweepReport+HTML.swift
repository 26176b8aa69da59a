import AnimationMath
import Plotting
import SwipeTuning

extension SweepReport {
  /// The metrics the page shows, in page order: as heatmaps (each only if it has data) and as
  /// columns of the best-settings table after the objective (each only when a listed row has it).
  public static let shownMetrics: [SweepMetric] = [
    .intentAgreement, .feelsCompleteRate, .falseCompleteRate, .falseCancelRate, .reversalRate,
    .settleP95, .overshootP95,
  ]

  /// A number for the page: up to four fraction digits; empty for nil.
  static func cell(_ v: Double?) -> String {
    v.map { NumberText.rounded($0, decimals: 4) } ?? ""
  }

  /// The report as a self-contained HTML page.
  public func html() -> String {
    var page = HTMLPage(title: "Sweep report")
    let ranked = ranked()
    let best = ranked[0]
    let swipeCounts = Set(table.rows.compactMap { $0.value(.swipes) })
    var summary = "Source: \(source). \(rowCount) settings"
    if swipeCounts.count == 1, let n = swipeCounts.first {
      summary += ", \(NumberText.rounded(n, decimals: 0)) swipes each"
    }
    page.paragraph(summary + ".")
    let settings = table.settings
    page.paragraph(
      "Population: \(settings.populationDescription(swipes: Int(swipeCounts.max() ?? 0))). "
        + "Model: \(settings.modelDescription). Written by spring-tune \(settings.toolVersion).")
    page.paragraph(sweepShape())
    page.paragraph("Objective: \(ranking.description).")

    page.heading("Best settings")
    page.table(
      header: bestTableHeader(ranked), rows: bestTableRows(ranked),
      caption: "Top \(Swift.min(Swift.max(topCount, 1), rowCount)) of \(rowCount) by "
        + ranking.description)
    var chosen = ["policy: \(best.policy)", "estimator: \(best.estimator)"]
    for parameter in SweepParameter.allCases {
      chosen.append("\(Self.label(parameter.column)): " + Self.parameterText(best.value(parameter)))
    }
    page.heading("Chosen setting", level: 3)
    page.list(chosen + ["CSV line \(best.line)"])

    if let map = groupHeatmap() {
      page.heading("Policies and estimators")
      page.paragraph(
        "Each cell is the best \(Self.label(objectiveColumn)) of a policy with an estimator over "
          + "all the other swept parameters. The outlined cell is the chosen setting.")
      page.figure(map.canvas(), caption: map.title ?? map.metricName)
    }

    page.heading("Heatmaps")
    if let (x, y) = heatmapAxes() {
      let fixed = SweepParameter.allCases.filter {
        $0 != x && $0 != y && table.distinctValues($0).count > 1
      }
      .map { Self.setting($0.column, best.value($0)) }
      var held: [String] = []
      if table.policies.count > 1 { held.append("policy \(best.policy)") }
      if table.estimators.count > 1 { held.append("estimator \(best.estimator)") }
      held += fixed
      let slice = held.isEmpty ? "" : " (" + held.joined(separator: ", ") + ")"
      page.paragraph(
        "\(Self.label(y.column)) against \(Self.label(x.column)), every other parameter held at the chosen "
          + "setting\(slice). The outlined cell is the chosen setting; brighter is better and a star marks the best cell."
      )
      var flat: [String] = []
      for metric in Self.shownMetrics {
        guard let map = heatmap(metric: metric) else { continue }
        let values = map.values.joined().compactMap { $0 }
        if let lo = values.min(), let hi = values.max(), hi - lo < Self.resolution(metric) {
          // The colour ramp would stretch a negligible spread over its full range: name the
          // values instead of drawing them.
          flat.append(
            Self.label(metric.column) + " " + Self.cell(lo) + (hi > lo ? "–" + Self.cell(hi) : ""))
          continue
        }
        page.figure(map.canvas(), caption: Self.label(metric.column))
      }
      if !flat.isEmpty {
        page.paragraph(
          "Not drawn, as they barely vary in this slice (by less than 0.001 for a rate, 5 ms "
            + "for a time, 0.5 pt for a distance): " + flat.joined(separator: ", ") + ".")
      }
    } else if let only = sweptParameters().first {
      page.paragraph("Only \(Self.label(only.column)) varies, so the rates are drawn as lines.")
      page.figure(
        rateChart(over: only).canvas(), caption: "rates against \(Self.label(only.column))")
    } else {
      page.paragraph("No numeric parameter varies in this sweep, so there is nothing to map.")
    }

    if let handoff {
      page.heading("Hand-off of the chosen spring")
      page.paragraph(
        "Damping ratio \(NumberText.rounded(best.value(.dampingRatio) ?? 0, decimals: 6)), "
          + "response \(NumberText.rounded(best.value(.response) ?? 0, decimals: 6)) s. "
          + "Settling band ±\(NumberText.rounded(settings.tolerances.settle, decimals: 2)) pt (the sweep's "
          + "settle tolerance). " + (handoffDescription ?? ""))
      page.figure(handoff.canvas(), caption: "position and velocity after release")
    }
    page.paragraph("Generated by spring-tune report. This page loads nothing from the network.")
    return page.html()
  }

  /// The smallest spread of `metric` over a heatmap worth a colour scale: 0.001 for rates (one
  /// swipe in a thousand), 5 ms for times (less than a frame at 120 Hz), 0.5 pt for distances
  /// (below what a viewer sees on a 2× screen).
  static func resolution(_ metric: SweepMetric) -> Double {
    if metric.column.hasSuffix("_s") { return 0.005 }
    if metric.column.hasSuffix("_pt") { return 0.5 }
    return 0.001
  }

  /// A parameter value for the page; "not used by the policy" for an empty one.
  static func parameterText(_ v: Double?) -> String {
    v.map { NumberText.rounded($0, decimals: 6) } ?? "not used by the policy"
  }

  /// A parameter setting in words, e.g. `response 0.4 s`, `velocity threshold 300 pt/s`,
  /// `projection rate not used`.
  static func setting(_ column: String, _ v: Double?) -> String {
    let name = column.split(separator: "_").joined(separator: " ")
    guard let v else { return name + " not used" }
    let value = NumberText.rounded(v, decimals: 6)
    switch column {
    case "response": return "\(name) \(value) s"
    case "velocity_threshold": return "\(name) \(value) pt/s"
    case "projection_rate": return "\(name) \(value) per ms"
    default: return "\(name) \(value)"
    }
  }

  /// Which parameters the sweep varied and which it held, in one sentence.
  func sweepShape() -> String {
    let (policies, estimators) = (table.policies, table.estimators)
    var varied: [String] = []
    if policies.count > 1 { varied.append("\(policies.count) policies") }
    if estimators.count > 1 { varied.append("\(estimators.count) estimators") }
    for parameter in SweepParameter.allCases {
      let n = table.distinctValues(parameter).count
      if n > 1 {
        varied.append(
          parameter.column.split(separator: "_").joined(separator: " ") + " (\(n) values)")
      }
    }
    var fixed: [String] = []
    if policies.count == 1 { fixed.append("policy \(policies[0])") }
    if estimators.count == 1 { fixed.append("estimator \(estimators[0])") }
    for (parameter, value) in constantParameters() {
      fixed.append(Self.setting(parameter.column, value))
    }
    var text = varied.isEmpty ? "Nothing varies" : "Varied: " + varied.joined(separator: ", ")
    if !fixed.isEmpty { text += ". Held: " + fixed.joined(separator: ", ") }
    return text + "."
  }

  /// The best-settings table's numeric columns: parameters that vary, then the objective and the
  /// metrics that some listed row has.
  func bestTableColumns(_ listed: ArraySlice<SweepTable.Row>) -> [String] {
    let parameters = SweepParameter.allCases.filter { table.distinctValues($0).count > 1 }
      .map(\.column)
    var metrics = [objectiveColumn]
    for m in Self.shownMetrics.map(\.column) where !metrics.contains(m) {
      if listed.contains(where: { $0.value(m) != nil }) { metrics.append(m) }
    }
    return parameters + metrics
  }

  func bestTableHeader(_ ranked: [SweepTable.Row]) -> [String] {
    var header = ["rank"]
    if table.policies.count > 1 { header.append("policy") }
    if table.estimators.count > 1 { header.append("estimator") }
    return header + bestTableColumns(ranked.prefix(Swift.max(topCount, 1))).map(Self.label)
  }

  func bestTableRows(_ ranked: [SweepTable.Row]) -> [[String]] {
    let listed = ranked.prefix(Swift.max(topCount, 1))
    let columns = bestTableColumns(listed)
    let (policies, estimators) = (table.policies, table.estimators)
    return listed.enumerated().map { i, r in
      var row = [String(i + 1)]
      if policies.count > 1 { row.append(r.policy) }
      if estimators.count > 1 { row.append(r.estimator) }
      return row
        + columns.map { c in
          // A parameter the row's policy does not use is empty in the CSV.
          SweepSchema.parameterColumns.contains(c) && r.value(c) == nil
            ? "–" : Self.cell(r.value(c))
        }
    }
  }

  /// Rates against the single swept parameter, through the best setting.
  func rateChart(over parameter: SweepParameter) -> LineChart {
    let rates: [SweepMetric] = [
      .intentAgreement, .feelsCompleteRate, .completeRate, .falseCompleteRate, .falseCancelRate,
    ]
    var series: [LineChart.Series] = []
    for metric in rates {
      guard let slice = table.slice(of: metric, through: bestIndex, axes: [parameter]) else {
        continue
      }
      let points = zip(slice.xValues, slice.values[0]).compactMap { x, y in
        y.map { SIMD2(x, $0) }
      }
      guard !points.isEmpty else { continue }
      // A rate identical to one already drawn would hide under it: name both on one line.
      if let same = series.firstIndex(where: { $0.points == points }) {
        series[same].name += " = " + Self.label(metric.column)
        continue
      }
      series.append(.init(name: Self.label(metric.column), points: points))
    }
    var chart = LineChart(
      xAxis: .init(Self.label(parameter.column)), yAxis: .init("rate", unit: "fraction of swipes"),
      series: series)
    if let x = best.value(parameter) {
      chart.markers = [.init(x: x, label: "chosen " + NumberText.rounded(x, decimals: 6))]
    }
    return chart
  }
}
