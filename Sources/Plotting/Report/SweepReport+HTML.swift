import AnimationMath

extension SweepReport {
  /// The metrics shown as heatmaps, in page order (each only if it has data).
  public static let heatmapMetrics = [
    "intent_agreement", "feels_complete_rate", "false_complete_rate", "false_cancel_rate",
    "reversal_rate", "settle_p95_s", "overshoot_p95_pt",
  ]

  /// Metric columns the best-settings table may show (each only when a listed row has it),
  /// after the objective.
  static let tableMetrics = [
    "intent_agreement", "feels_complete_rate", "false_complete_rate", "false_cancel_rate",
    "reversal_rate", "settle_p95_s", "overshoot_p95_pt",
  ]

  /// Screen width of the hand-off scenarios, in points (the sweep's default width).
  public static let handoffWidth = 390.0

  /// Two typical releases handed to the chosen spring, completing to `handoffWidth`: a slow
  /// release at 60 % progress with no velocity, and a flick at 30 % progress at 1 000 pt/s. For
  /// callers without a swipe population (the CLI uses representative swipes of the swipe model
  /// when it can).
  public static func handoffMotions(dampingRatio: Double, response: Double)
    -> [(name: String, motion: SpringMotion)]
  {
    let spring = Spring(dampingRatio: dampingRatio, response: response)
    let w = handoffWidth
    return [
      ("slow release at 60%, 0 pt/s", SpringMotion(spring: spring, from: 0.6 * w, to: w)),
      (
        "flick at 30%, 1000 pt/s",
        SpringMotion(spring: spring, from: 0.3 * w, to: w, initialVelocity: 1000)
      ),
    ]
  }

  /// The description of ``handoffMotions(dampingRatio:response:)`` for the page.
  public static let handoffMotionsDescription =
    "Two typical releases on a 390 pt screen, both completing: a slow release at 60 % with no "
    + "velocity and a flick at 30 % at 1000 pt/s."

  /// A number for the page: up to four fraction digits; empty for nil.
  static func cell(_ v: Double?) -> String {
    v.map { NumberText.rounded($0, decimals: 4) } ?? ""
  }

  /// The report as a self-contained HTML page.
  public func html() -> String {
    var page = HTMLPage(title: "Sweep report")
    let ranked = ranked()
    let best = ranked[0]
    let swipeCounts = Set(table.rows.compactMap { $0.value("swipes") })
    var summary = "Source: \(source). \(table.rows.count) settings"
    if swipeCounts.count == 1, let n = swipeCounts.first {
      summary += ", \(NumberText.rounded(n, decimals: 0)) swipes each"
    }
    page.paragraph(summary + ".")
    page.paragraph(sweepShape())
    page.paragraph("Objective: \(objective.rawValue).")

    page.heading("Best settings")
    page.table(
      header: bestTableHeader(ranked), rows: bestTableRows(ranked),
      caption: "Top \(Swift.min(Swift.max(topCount, 1), ranked.count)) of \(table.rows.count) by "
        + objective.rawValue)
    var chosen = ["policy: \(best.policy)", "estimator: \(best.estimator)"]
    for (i, column) in SweepTable.parameterColumns.enumerated() {
      chosen.append("\(Self.label(column)): " + Self.parameterText(best.parameters[i]))
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
      let fixed = SweepTable.parameterColumns.enumerated().filter {
        $0.element != x && $0.element != y && distinctValues($0.element).count > 1
      }
      .map { Self.setting($0.element, best.parameters[$0.offset]) }
      var held: [String] = []
      if policies.count > 1 { held.append("policy \(best.policy)") }
      if estimators.count > 1 { held.append("estimator \(best.estimator)") }
      held += fixed
      let slice = held.isEmpty ? "" : " (" + held.joined(separator: ", ") + ")"
      page.paragraph(
        "\(Self.label(y)) against \(Self.label(x)), every other parameter held at the chosen "
          + "setting\(slice). The outlined cell is the chosen setting; darker is lower.")
      var flat: [String] = []
      for metric in Self.heatmapMetrics {
        guard let map = heatmap(metric: metric) else { continue }
        let values = map.values.joined().compactMap { $0 }
        if let lo = values.min(), let hi = values.max(), hi - lo < Self.resolution(metric) {
          // The colour ramp would stretch a negligible spread over its full range: name the
          // values instead of drawing them.
          flat.append(
            Self.label(metric) + " " + Self.cell(lo) + (hi > lo ? "–" + Self.cell(hi) : ""))
          continue
        }
        page.figure(map.canvas(), caption: Self.label(metric))
      }
      if !flat.isEmpty {
        page.paragraph(
          "Not drawn, as they barely vary in this slice (by less than 0.001 for a rate, 5 ms "
            + "for a time, 0.5 pt for a distance): " + flat.joined(separator: ", ") + ".")
      }
    } else if let only = sweptParameters().first {
      page.paragraph("Only \(Self.label(only)) varies, so the rates are drawn as lines.")
      page.figure(rateChart(over: only).canvas(), caption: "rates against \(Self.label(only))")
    } else {
      page.paragraph("No numeric parameter varies in this sweep, so there is nothing to map.")
    }

    if let handoff {
      page.heading("Hand-off of the chosen spring")
      page.paragraph(
        "Damping ratio \(NumberText.rounded(best.value("damping_ratio") ?? 0, decimals: 6)), "
          + "response \(NumberText.rounded(best.value("response") ?? 0, decimals: 6)) s. "
          + (handoffDescription ?? Self.handoffMotionsDescription))
      page.figure(handoff.canvas(), caption: "position and velocity after release")
    }
    page.paragraph("Generated by spring-tune report. This page loads nothing from the network.")
    return page.html()
  }

  /// The smallest spread of `metric` over a heatmap worth a colour scale: 0.001 for rates (one
  /// swipe in a thousand), 5 ms for times (less than a frame at 120 Hz), 0.5 pt for distances
  /// (below what a viewer sees on a 2× screen).
  static func resolution(_ metric: String) -> Double {
    if metric.hasSuffix("_s") { return 0.005 }
    if metric.hasSuffix("_pt") { return 0.5 }
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
    var varied: [String] = []
    if policies.count > 1 { varied.append("\(policies.count) policies") }
    if estimators.count > 1 { varied.append("\(estimators.count) estimators") }
    for column in SweepTable.parameterColumns {
      let n = distinctValues(column).count
      if n > 1 {
        varied.append(column.split(separator: "_").joined(separator: " ") + " (\(n) values)")
      }
    }
    var fixed: [String] = []
    if policies.count == 1 { fixed.append("policy \(policies[0])") }
    if estimators.count == 1 { fixed.append("estimator \(estimators[0])") }
    for (column, value) in constantParameters() { fixed.append(Self.setting(column, value)) }
    var text = varied.isEmpty ? "Nothing varies" : "Varied: " + varied.joined(separator: ", ")
    if !fixed.isEmpty { text += ". Held: " + fixed.joined(separator: ", ") }
    return text + "."
  }

  /// The best-settings table's numeric columns: parameters that vary, then the objective and the
  /// metrics that some listed row has.
  func bestTableColumns(_ listed: ArraySlice<SweepTable.Row>) -> [String] {
    let parameters = SweepTable.parameterColumns.filter { distinctValues($0).count > 1 }
    var metrics = [objectiveColumn]
    for m in Self.tableMetrics where !metrics.contains(m) {
      if listed.contains(where: { $0.value(m) != nil }) { metrics.append(m) }
    }
    return parameters + metrics
  }

  func bestTableHeader(_ ranked: [SweepTable.Row]) -> [String] {
    var header = ["rank"]
    if policies.count > 1 { header.append("policy") }
    if estimators.count > 1 { header.append("estimator") }
    return header + bestTableColumns(ranked.prefix(Swift.max(topCount, 1))).map(Self.label)
  }

  func bestTableRows(_ ranked: [SweepTable.Row]) -> [[String]] {
    let listed = ranked.prefix(Swift.max(topCount, 1))
    let columns = bestTableColumns(listed)
    return listed.enumerated().map { i, r in
      var row = [String(i + 1)]
      if policies.count > 1 { row.append(r.policy) }
      if estimators.count > 1 { row.append(r.estimator) }
      return row
        + columns.map { c in
          // A parameter the row's policy does not use is empty in the CSV.
          SweepTable.parameterColumns.contains(c) && r.value(c) == nil ? "–" : Self.cell(r.value(c))
        }
    }
  }

  /// Rates against the single swept parameter, through the best setting.
  func rateChart(over column: String) -> LineChart {
    let rates = [
      "intent_agreement", "feels_complete_rate", "complete_rate", "false_complete_rate",
      "false_cancel_rate",
    ]
    var series: [LineChart.Series] = []
    let best = self.best
    let slice = bestGroup().filter { inSlice($0, free: [column], best: best) }
    for metric in rates {
      let points = slice.compactMap { r -> SIMD2<Double>? in
        guard let x = r.value(column), let y = r.value(metric) else { return nil }
        return SIMD2(x, y)
      }.sorted { $0.x < $1.x }
      if !points.isEmpty { series.append(.init(name: Self.label(metric), points: points)) }
    }
    var chart = LineChart(
      xAxis: .init(Self.label(column)), yAxis: .init("rate", unit: "fraction of swipes"),
      series: series)
    if let x = best.value(column) {
      chart.markers = [.init(x: x, label: "chosen " + NumberText.rounded(x, decimals: 6))]
    }
    return chart
  }
}
