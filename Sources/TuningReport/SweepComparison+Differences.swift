import AnimationMath
import SwipeTuning

extension SweepComparison {
  /// One thing that differs between the two sweeps: a settings column or a swept axis, with
  /// each sweep's value as text.
  public struct SettingDifference: Hashable, Sendable {
    /// What differs, e.g. `damping_ratio` or `width_pt`.
    public var name: String
    /// The first sweep's value(s).
    public var first: String
    /// The second sweep's value(s).
    public var second: String
  }

  /// Everything that differs between the sweeps: every settings column but `sweep_id` (always
  /// different), then the grid — the policies, estimators and hand-offs, and the values of each
  /// swept parameter — where the two sets differ. Empty when the sweeps are of the same grid
  /// and settings.
  public func settingDifferences() -> [SettingDifference] {
    var out: [SettingDifference] = []
    let (a, b) = (first.table.settings.fields, second.table.settings.fields)
    for (i, column) in SweepSettings.columns.enumerated() where column != "sweep_id" {
      if a[i] != b[i] {
        out.append(SettingDifference(name: column, first: a[i], second: b[i]))
      }
    }
    func names(_ r: SweepReport, _ key: (SweepTable.Row) -> String) -> [String] {
      var seen: [String] = []
      for row in r.table.rows where !seen.contains(key(row)) { seen.append(key(row)) }
      return seen
    }
    for (name, key) in [
      ("policy", { (r: SweepTable.Row) in r.policy }), ("estimator", { $0.estimator }),
      ("handoff", { $0.handoff }),
    ] as [(String, (SweepTable.Row) -> String)] {
      let (x, y) = (names(first, key), names(second, key))
      if Set(x) != Set(y) {
        out.append(
          SettingDifference(
            name: name, first: x.joined(separator: ", "), second: y.joined(separator: ", ")))
      }
    }
    // The population's size is the `swipes` column, not a setting.
    let swipes = { (r: SweepReport) in
      Array(Set(r.table.rows.compactMap { $0.value(.swipes) })).sorted()
    }
    if swipes(first) != swipes(second) {
      out.append(
        SettingDifference(
          name: "swipes", first: Self.values(swipes(first)), second: Self.values(swipes(second))))
    }
    for p in SweepParameter.allCases {
      let (x, y) = (first.table.distinctValues(p), second.table.distinctValues(p))
      if x != y {
        out.append(SettingDifference(name: p.column, first: Self.values(x), second: Self.values(y)))
      }
    }
    return out
  }

  /// A list of values for people: up to five, else the first two, `…` and the last.
  static func values(_ v: [Double]) -> String {
    guard !v.isEmpty else { return "not used" }
    let text = v.map { NumberText.rounded($0, decimals: 4) }
    if text.count <= 5 { return text.joined(separator: ", ") }
    return "\(text[0]), \(text[1]), … \(text[text.count - 1]) (\(text.count) values)"
  }

  /// The metrics the comparison reads at one setting: the objective, the decision rates and the
  /// feel columns (the feel v3 failure rates, overshoot, settling, feel score, the velocity
  /// jump), each only when either row has it.
  func comparedMetrics(_ a: SweepTable.Row, _ b: SweepTable.Row) -> [SweepMetric] {
    var list = [objective]
    let more: [SweepMetric] = [
      .intentAgreement, .falseCancelRate, .falseCompleteRate, .feelsCompleteRate, .reversalRate,
      .visibleOvershootRate, .ringingRate, .lateSettleRate, .lateArrivalRate, .visibleJumpRate,
      .overshootP95, .overshootCompleteP95, .settleP95, .arrivalP95, .handoffJumpP95, .feelScore,
    ]
    for m in more where !list.contains(m) && (a.value(m) != nil || b.value(m) != nil) {
      list.append(m)
    }
    return list
  }

  /// The section naming what differs (`id="settings-diff"`).
  func settingsSection() -> String {
    let diffs = settingDifferences()
    guard !diffs.isEmpty else {
      return ReportPage.section(
        id: "settings-diff", heading: "What differs",
        [ReportPage.paragraph("Nothing: the two sweeps have the same grid and settings.")])
    }
    var table = "<div class=\"scroll\"><table class=\"compact\">\n"
    table += "<thead><tr><th>setting</th><th>A</th><th>B</th></tr></thead>\n<tbody>\n"
    for d in diffs {
      table +=
        "<tr><td>\(ReportPage.escape(d.name))</td><td>\(ReportPage.escape(d.first))</td>"
        + "<td>\(ReportPage.escape(d.second))</td></tr>\n"
    }
    table += "</tbody>\n</table></div>"
    let dropped = unmatchedDimensions()
    var body = [table]
    if !dropped.isEmpty {
      body.append(
        ReportPage.paragraph(
          "Settings are matched without " + dropped.joined(separator: ", ")
            + ", which the sweeps share no value of: each of A's settings meets B's best-ranked "
            + "row with the same policy and the other values.", class: "note"))
    }
    return ReportPage.section(id: "settings-diff", heading: "What differs", body)
  }

  /// The section comparing the rates and the feel at A's recommendation (`id="feel-diff"`):
  /// every compared metric, A and B with their intervals, B − A, and whether it exceeds them.
  func metricsSection(_ pairs: [Pair]) -> String? {
    guard let pair = pairs.first(where: { $0.first.line == first.best.line }) else { return nil }
    let (a, b) = (pair.first, pair.second)
    var table = "<div class=\"scroll\"><table class=\"compact\">\n<thead><tr><th>metric</th>"
    table += "<th class=\"n\">A</th><th class=\"n\">B</th><th class=\"n\">B − A</th>"
    table += "<th>beyond the noise?</th></tr></thead>\n<tbody>\n"
    var beyond = 0
    for m in comparedMetrics(a, b) {
      func cell(_ r: SweepTable.Row) -> String {
        SweepReport.metricText(m, r.value(m))
          + (SweepReport.intervalText(m, r).map { " (\($0))" } ?? "")
      }
      var difference = "–"
      var verdict = "no interval"
      if let x = a.value(m), let y = b.value(m) {
        let text = SweepReport.pointsOrUnits(m, y - x)
        let exceeds = SweepReport.beyondIntervals(m, a, b)
        if exceeds == true {
          beyond += 1
          let good = (y > x) == m.higherIsBetter
          difference = "<span class=\"\(good ? "good" : "bad")\">\(ReportPage.escape(text))</span>"
          verdict = good ? "yes: B is better" : "yes: B is worse"
        } else {
          difference = ReportPage.escape(text)
          if exceeds == false { verdict = "no: within the intervals" }
        }
      }
      table +=
        "<tr><td>\(ReportPage.escape(SweepReport.meaning(m)))</td>"
        + "<td class=\"n\">\(ReportPage.escape(cell(a)))</td>"
        + "<td class=\"n\">\(ReportPage.escape(cell(b)))</td>"
        + "<td class=\"n\">\(difference)</td><td>\(verdict)</td></tr>\n"
    }
    table += "</tbody>\n</table></div>"
    var setting: [String] = [a.policy]
    for p in SweepParameter.allCases where !p.isSpring {
      if let v = a.value(p) {
        setting.append(SweepReport.settingText(p, v, policy: a.policy, width: first.width))
      }
    }
    let intro =
      "At A's recommendation (\(setting.joined(separator: ", "))), the rates and the feel of "
      + "both sweeps, with their 95 % intervals; a difference counts as beyond the noise when "
      + "the two intervals do not overlap (\(beyond) do). Rates are over all swipes; times, "
      + "overshoot, the jump and the feel score over the swipes the gate let begin (overshoot "
      + "when completing: over those completed)."
    return ReportPage.section(
      id: "feel-diff", heading: "Rates and feel at A's recommendation",
      [ReportPage.paragraph(intro), table])
  }
}
