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

  /// The source file's name, without its directories (`sweep.csv` for `/tmp/x/sweep.csv`).
  public var sourceName: String {
    let name = source.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
    return name ?? source
  }

  /// The report as a self-contained HTML page: the recommendation card first, then copy-paste
  /// code, the animated preview, the best settings, the heatmaps, the hand-off, what was swept,
  /// the complete table and a footer naming the tool, its command line and the source.
  public func html() -> String {
    let ranked = ranked()
    let baseline = baselineRow()
    var page = ReportPage(
      title: "\(sourceName) — spring-tune sweep report", heading: "Sweep report: \(sourceName)")
    page.subtitle = subtitle()
    page.add(recommendationCard(baseline: baseline))
    page.add(codeSection())
    if let preview = preview(baseline: baseline) {
      page.add(
        ReportPage.section(
          id: "preview", heading: "Preview",
          [
            ReportPage.paragraph(
              "The representative swipes of the swipe model, let go where the finger let go and "
                + "carried by each setting's spring: the drag is drawn as a smooth ramp to the "
                + "release, the hand-off is the exact spring motion (from rest for a spring-rest "
                + "hand-off, so its jump at lift-off shows). Each loop restarts together.",
              class: "note"),
            preview.markup,
          ]))
      page.extraStyle += preview.css
    }
    page.add(bestSection(ranked))
    page.add(contentsSections())
    page.add(aboutSection())
    page.add(dataSection(ranked))
    page.footerMarkup = footer()
    return page.html()
  }

  /// The line under the heading: settings, swipes, objective.
  func subtitle() -> String {
    let swipeCounts = Set(table.rows.compactMap { $0.value(.swipes) })
    var parts = ["\(rowCount) settings"]
    if swipeCounts.count == 1, let n = swipeCounts.first {
      let kind = if case .traces = table.settings.source { "recorded" } else { "synthetic" }
      parts.append("\(NumberText.rounded(n, decimals: 0)) \(kind) swipes each")
    }
    parts.append("ranked by \(objective.label)")
    return parts.joined(separator: " · ")
  }

  /// The recommendation card (`id="recommendation"`).
  func recommendationCard(baseline: SweepTable.Row?) -> String {
    // What the `sweep` summary recommends: the plateau's most central setting; the best row when
    // the report has no plateau column.
    let rec = recommendation()
    let b = rec.map { table.rows[$0.central] } ?? best
    var body: [String] = []
    var setting: [String] = []
    // The thresholds the policy uses (all with values, for a policy the swipe model does not
    // know).
    let uses = (try? CompletionPreset(parsing: b.policy)).map { $0.parameters }
    for p in [SweepParameter.progressThreshold, .velocityThreshold, .projectionRate] {
      if let v = b.value(p),
        uses.map({ set in PolicyParameter(rawValue: p.column).map(set.contains) ?? false }) ?? true
      {
        setting.append(Self.settingText(p, v, policy: b.policy, width: width))
      }
    }
    let head = "Use \(b.policy)" + (setting.isEmpty ? "" : ": " + setting.joined(separator: ", "))
    var detail: [String] = []
    if let z = b.value(.dampingRatio), let r = b.value(.response) {
      detail.append(
        "spring damping ratio \(NumberText.rounded(z, decimals: 4)), response "
          + "\(NumberText.rounded(r, decimals: 4)) s")
    }
    if table.handoffs.count > 1 || b.handoff != HandoffStyle.springVelocity.description {
      detail.append("hand-off " + Self.handoffWords(b.handoff))
    }
    detail.append("velocity estimator \(b.estimator)")
    body.append(
      "<p class=\"answer\">\(ReportPage.escape(head))"
        + "<span class=\"detail\">\(ReportPage.escape(detail.joined(separator: " · ")))</span></p>")
    let base = effectiveBaseline
    let baseWords = baselineWords(base, row: baseline)
    let same = baseline.map { Self.sameSetting($0, b) } ?? false
    if let baseline, !same, let versus = Self.versusText(b, baseline, objective: objective) {
      var note = ""
      if table.rows.first(where: { Self.sameSetting($0, baseline) }) == nil {
        note =
          " <span class=\"note\">(The sweep's grid does not contain it; the report "
          + "evaluated it with the sweep's own model and swipes.)</span>"
      }
      body.append(
        "<p class=\"versus\">Against \(ReportPage.escape(baseWords)): "
          + "<strong>\(ReportPage.escape(versus))</strong>.\(note)</p>")
    } else if same {
      body.append(ReportPage.paragraph("The baseline (\(baseWords)) is the recommendation."))
    } else {
      body.append(
        ReportPage.paragraph(
          "The sweep did not evaluate the baseline (\(base.description)), so there is no "
            + "comparison; sweep a grid that contains it, or name another baseline.",
          class: "note"))
    }
    // The numbers: recommendation, baseline, change (on a phone each metric becomes a row of
    // three labelled values).
    let showBase = baseline != nil && !same
    var t = "<table class=\"metrics\">\n<thead><tr><th>Metric</th><th class=\"n\">Recommended</th>"
    if showBase { t += "<th class=\"n\">Baseline</th><th class=\"n\">Change</th>" }
    t += "</tr></thead>\n<tbody>\n"
    func valueCell(_ m: SweepMetric, _ row: SweepTable.Row, label: String) -> String {
      var text = ReportPage.escape(Self.metricText(m, row.value(m)))
      if let interval = Self.intervalText(m, row) {
        text += "<span class=\"interval\">\(ReportPage.escape(interval))</span>"
      }
      return "<td class=\"n\" data-label=\"\(label)\">\(text)</td>"
    }
    for m in cardMetrics(b) {
      let label = Self.meaning(m) + (m == objective ? " (objective)" : "")
      t +=
        "<tr><td>\(ReportPage.escape(label))<span class=\"interval\">"
        + "\(ReportPage.escape(Self.coverage(m)))</span></td>"
        + valueCell(m, b, label: "Recommended")
      if showBase, let baseline {
        t +=
          valueCell(m, baseline, label: "Baseline")
          + "<td class=\"n\" data-label=\"Change\">"
          + Self.changeMarkup(
            m, b.value(m), baseline.value(m),
            beyond: Self.beyondIntervals(m, b, baseline)) + "</td>"
      }
      t += "</tr>\n"
    }
    t += "</tbody>\n</table>"
    body.append(t)
    body.append(plateauParagraph(rec))
    if let rec {
      let text = rec.springText(table)
      body.append(ReportPage.paragraph(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))))
    }
    if let rec, !rec.edges.isEmpty {
      // A value on the boundary of its axis: the best may lie beyond what was tried.
      let text = rec.edgeText
      body.append(
        ReportPage.paragraph(
          String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)), class: "note edge"))
    }
    if let base = baselineRow(), let sentence = powerSentence(b, base) {
      body.append(ReportPage.paragraph(sentence, class: "note"))
    }
    var objectiveText = "Objective: \(objective.label), the share of swipes "
    objectiveText +=
      objective.isRate
      ? "that \(Self.meaning(objective))" : "by \(Self.meaning(objective))"
    objectiveText += objective.higherIsBetter ? " (higher is better)." : " (lower is better)."
    if ranking.fellBack {
      objectiveText +=
        " The sweep asked for \(ranking.requested.label), but its swipes carry no "
        + "intent labels."
    }
    if !objective.isRate {
      objectiveText =
        "Objective: \(objective.label)"
        + (objective.higherIsBetter ? " (higher is better)." : " (lower is better).")
    }
    if Self.intervalText(objective, b) == nil {
      objectiveText +=
        " This sweep records no intervals, so differences of a point or less may be noise."
    }
    body.append(ReportPage.paragraph(objectiveText, class: "note"))
    return "<section id=\"recommendation\" class=\"card\" aria-labelledby=\"recommendation-h\">\n"
      + "<h2 id=\"recommendation-h\">Recommendation</h2>\n" + body.joined(separator: "\n")
      + "\n</section>"
  }

  /// What the card says about the plateau (``SweepRecommendation``): how many settings are
  /// statistically indistinguishable from the best at 95 % (paired test on the same swipes), their
  /// extent, that the recommendation is the most central of them, and the best-scoring setting
  /// when it is another; without a plateau column, that the card shows the best-scoring setting
  /// (small print).
  func plateauParagraph(_ rec: SweepRecommendation?) -> String {
    guard let rec else {
      return ReportPage.paragraph(
        "This report has no plateau column (a merged shard report, or one written before "
          + "plateaus), so the card shows the best-scoring setting, not the centre of a plateau.",
        class: "note")
    }
    let test =
      SweepPlateau.isPaired(objective)
      ? "at 95\u{A0}% (paired test on the same swipes)"
      : "(each one's 95\u{A0}% interval holds the best value)"
    guard rec.plateau.count > 1 else {
      return ReportPage.paragraph(
        "No other setting is statistically indistinguishable from the best \(test), so the "
          + "recommendation is the best-scoring setting.")
    }
    var text =
      "The recommendation is the most central of the plateau: the \(rec.plateau.count) settings "
      + "statistically indistinguishable from the best \(test)"
    if let extent = plateauText() { text += ", \(extent)" }
    text += ". The centre is the least sensitive to a change of population or device."
    if rec.central != rec.best {
      text +=
        " The best-scoring setting, "
        + settingWords(table.rows[rec.best], besides: table.rows[rec.central])
        + ", is within the plateau."
    } else {
      text += " It is also the best-scoring setting."
    }
    return ReportPage.paragraph(text)
  }

  /// The recommendation against the baseline by the objective, with the power estimate
  /// (`SweepPower`): the rows give rates, so the trials are the rows' swipes (for an intent
  /// objective, the labelled share is taken as all of them, which a population with unlabelled
  /// swipes overstates). Nil for a non-rate objective or the same row.
  func powerSentence(_ rec: SweepTable.Row, _ base: SweepTable.Row) -> String? {
    guard objective.isRate, rec.line != base.line, let p1 = rec.value(objective),
      let p2 = base.value(objective), let n = rec.value(.swipes).map({ Int($0) }), n > 0
    else { return nil }
    let successes = { (p: Double) in Int((p * Double(n)).rounded()) }
    return SweepPower.sentence(
      metric: objective, recommended: (successes(p1), n), baseline: (successes(p2), n),
      swipes: n, baselineName: "the baseline"
    ).map { String($0.dropLast($0.hasSuffix("\n") ? 1 : 0)) }
  }

  /// A row's setting in short words for prose: its policy and estimator when they differ from
  /// `other`'s, then each swept parameter, e.g. `progress 50 %/velocity 250 pt/s`.
  func settingWords(_ row: SweepTable.Row, besides other: SweepTable.Row) -> String {
    var parts: [String] = []
    if row.policy != other.policy { parts.append(row.policy) }
    if row.estimator != other.estimator { parts.append("estimator " + row.estimator) }
    if row.handoff != other.handoff { parts.append("hand-off " + row.handoff) }
    var values: [String] = []
    for p in SweepParameter.allCases where table.distinctValues(p).count > 1 {
      guard let v = row.value(p) else { continue }
      let name = p.words.split(separator: " ").first.map(String.init) ?? p.words
      let number: String
      switch p {
      case .progressThreshold: number = Self.percent(v)
      case .velocityThreshold: number = NumberText.rounded(v, decimals: 1) + "\u{A0}pt/s"
      case .response: number = NumberText.rounded(v, decimals: 4) + "\u{A0}s"
      case .projectionRate: number = NumberText.rounded(v, decimals: 6) + " per ms"
      case .dampingRatio: number = NumberText.rounded(v, decimals: 4)
      }
      values.append(name + " " + number)
    }
    if !values.isEmpty { parts.append(values.joined(separator: "/")) }
    return parts.isEmpty ? row.policy : parts.joined(separator: ", ")
  }

  /// Whether two rows are the same setting (policy, estimator, hand-off and every parameter).
  static func sameSetting(_ a: SweepTable.Row, _ b: SweepTable.Row) -> Bool {
    a.policy == b.policy && a.estimator == b.estimator && a.handoff == b.handoff
      && a.parameters == b.parameters
  }

  /// A hand-off style for people: `spring-velocity (the spring starts at the finger's
  /// velocity)`, `spring-rest (the spring starts from rest: the finger's velocity is dropped)`,
  /// other styles as written.
  static func handoffWords(_ style: String) -> String {
    switch style {
    case HandoffStyle.springVelocity.description:
      style + " (the spring starts at the finger's velocity)"
    case HandoffStyle.springRest.description:
      style + " (the spring starts from rest: the finger's velocity is dropped)"
    default: style
    }
  }

  /// The baseline in words, e.g. `the baseline (seed-progress-velocity: progress threshold 10 %
  /// of 200 pt of travel, velocity threshold 100 pt/s)`.
  func baselineWords(_ base: SweepBaseline, row: SweepTable.Row?) -> String {
    let named = baseline == nil ? "the seed rule's own numbers" : "your baseline"
    guard let row else { return named }
    let chosen = recommended
    var parts: [String] = []
    for p in SweepParameter.allCases {
      guard let v = row.value(p), base.parameters[p] != nil || row.value(p) != chosen.value(p)
      else { continue }
      parts.append(Self.settingText(p, v, policy: row.policy, width: width))
    }
    var text = named + " (" + row.policy
    if row.estimator != chosen.estimator { text += ", estimator \(row.estimator)" }
    if row.handoff != chosen.handoff { text += ", hand-off \(row.handoff)" }
    if !parts.isEmpty { text += ": " + parts.joined(separator: ", ") }
    return text + ")"
  }

  /// The change from the baseline, coloured by whether it is better — only when it is beyond the
  /// noise (`beyond` is not false: the rows' intervals do not overlap, or there are none):
  /// points for rates, ms and pt otherwise.
  static func changeMarkup(_ m: SweepMetric, _ rec: Double?, _ base: Double?, beyond: Bool? = nil)
    -> String
  {
    guard let rec, let base else { return "–" }
    let d = rec - base
    let text: String
    let small: Bool
    if m.isRate {
      let p = NumberText.rounded(d * 100, decimals: 1)
      text = p + (p == "1" || p == "-1" ? "\u{A0}point" : "\u{A0}points")
      small = Swift.abs(d) < 0.0005
    } else if m.column.hasSuffix("_s") {
      text = NumberText.rounded(d * 1000, decimals: 0) + "\u{A0}ms"
      small = Swift.abs(d) < 0.0005
    } else if m.unit == "pt/s" {
      text = NumberText.rounded(d, decimals: 0) + "\u{A0}pt/s"
      small = Swift.abs(d) < 0.5
    } else if m.unit.isEmpty {
      // A score or a cost: no unit.
      text = NumberText.rounded(d, decimals: 4)
      small = Swift.abs(d) < 0.00005
    } else {
      text = NumberText.rounded(d, decimals: 1) + "\u{A0}pt"
      small = Swift.abs(d) < 0.05
    }
    if small { return "±0" }
    let signed = (d > 0 ? "+" : "−") + text.drop { $0 == "-" }
    if beyond == false {
      return "<span class=\"within\" title=\"within the intervals\">"
        + ReportPage.escape(String(signed)) + " (within)</span>"
    }
    let good = (d > 0) == m.higherIsBetter
    return "<span class=\"\(good ? "good" : "bad")\">\(ReportPage.escape(String(signed)))</span>"
  }

  /// The copy-paste code section (`id="code"`).
  func codeSection() -> String {
    let snippets = snippets(for: recommended)
    guard !snippets.isEmpty else {
      return ReportPage.section(
        id: "code", heading: "Code",
        [ReportPage.paragraph("The recommended row has no spring, so there is no code to copy.")])
    }
    var body = [
      ReportPage.paragraph(
        "The recommended rule as a function, its thresholds in each platform's units (pt, dp "
          + "converted to px, logical or CSS px), and a hand-off that starts the spring at the "
          + "finger's velocity (converted as 'spring-tune convert' does). Each snippet first says "
          + "which velocity estimator its thresholds assume and whether that is the platform's "
          + "own. Copy works offline.",
        class: "note")
    ]
    for (i, s) in snippets.enumerated() {
      let id = "code-\(s.id)"
      body.append(
        "<details class=\"code\"\(i == 0 ? " open=\"open\"" : "")><summary>\(ReportPage.escape(s.language))"
          + "</summary>\n<div class=\"bar\"><span class=\"note\">\(ReportPage.escape(s.note))</span>"
          + "<button type=\"button\" class=\"copy\" data-target=\"\(id)\">Copy</button></div>\n"
          + "<pre id=\"\(id)\">\(ReportPage.escape(s.code))</pre>\n</details>")
    }
    return ReportPage.section(id: "code", heading: "Code", body)
  }

  /// The best-settings table (`id="best"`).
  func bestSection(_ ranked: [SweepTable.Row]) -> String {
    let shown = Swift.min(Swift.max(topCount, 1), rowCount)
    // The caption is a paragraph above the scrolling box: a <caption> scrolls with a wide
    // table and is cut at a phone's width.
    var body = [
      ReportPage.paragraph(
        "Top \(shown) of \(rowCount) by \(ranking.description); the recommended row is marked.",
        class: "caption"),
      Self.tableMarkup(header: bestTableHeader(ranked), rows: bestTableRows(ranked)),
    ]
    if table.distinctValues(.progressThreshold).count > 0 {
      body.append(
        ReportPage.paragraph(
          "Progress thresholds in percent: of 200 pt of travel for seed-progress-velocity, of the "
            + "width otherwise. CSV line of the recommendation: \(recommended.line).",
          class: "note"))
    }
    return ReportPage.section(id: "best", heading: "Best settings", body)
  }

  /// A plain table: header cells and rows of text; cells that parse as numbers right-aligned.
  static func tableMarkup(header: [String], rows: [[String]], caption: String? = nil) -> String {
    let table = HTMLPage.tableMarkup(header: header, rows: rows, caption: caption) { cell in
      Double(cell.filter { $0 != "%" && $0 != "\u{A0}" }) != nil
    }
    return "<div class=\"scroll\">" + table + "</div>"
  }

  /// The charts: policies × estimators, the heatmaps (or rate lines), the hand-off.
  func contentsSections() -> String {
    var out: [String] = []
    let chosen = recommended
    if let map = groupHeatmap() {
      out.append(
        ReportPage.section(
          id: "groups", heading: "Policies and estimators",
          [
            ReportPage.paragraph(
              "Each cell is the best \(Self.label(objectiveColumn)) of a policy with an estimator "
                + "over all the other swept parameters. The outlined cell is the recommendation."),
            ReportPage.chart(map.canvas(), caption: map.title ?? map.metricName),
          ]))
    }
    var body: [String] = []
    if let (x, y) = heatmapAxes() {
      let fixed = SweepParameter.allCases.filter {
        $0 != x && $0 != y && table.distinctValues($0).count > 1
      }
      .map { Self.setting($0.column, chosen.value($0)) }
      var held: [String] = []
      if table.policies.count > 1 { held.append("policy \(chosen.policy)") }
      if table.estimators.count > 1 { held.append("estimator \(chosen.estimator)") }
      if table.handoffs.count > 1 { held.append("hand-off \(chosen.handoff)") }
      held += fixed
      let slice = held.isEmpty ? "" : " (" + held.joined(separator: ", ") + ")"
      body.append(
        ReportPage.paragraph(
          "\(Self.label(y.column)) against \(Self.label(x.column)) — the axes of the sweep's SVG "
            + "heatmap — every other parameter held at the recommendation\(slice). The outlined "
            + "cell is the recommendation; brighter is better and a star marks the best cell of the "
            + "slice (the best-scoring setting's, when the slice holds it; when more than "
            + "five cells tie for best, none is starred and the key says how many tie)."))
      var flat: [String] = []
      var charts: [String] = []
      for metric in Self.shownMetrics {
        guard let map = heatmap(metric: metric) else { continue }
        let values = map.values.joined().compactMap { $0 }
        if let lo = values.min(), let hi = values.max(), hi - lo < Self.resolution(metric) {
          // The colour ramp would stretch a negligible spread over its full range: name the
          // values instead of drawing them.
          flat.append(
            Self.meaning(metric) + " " + Self.metricText(metric, lo)
              + (hi > lo ? "–" + Self.metricText(metric, hi) : ""))
          continue
        }
        let drawn = Self.inPercent(map, metric, axes: (x, y))
        charts.append(
          ReportPage.chart(
            drawn.canvas(), caption: Self.label(metric.column) + " — " + Self.coverage(metric),
            extra: Self.valuesTable(map, metric, axes: drawn)))
      }
      body.append("<div class=\"charts\">\n" + charts.joined(separator: "\n") + "\n</div>")
      if !flat.isEmpty {
        body.append(
          ReportPage.paragraph(
            "Not drawn, as they barely vary in this slice (by less than 0.1 point for a rate, 5 ms "
              + "for a time, 0.5 pt for a distance): " + flat.joined(separator: ", ") + "."))
      }
    } else if let only = sweptParameters().first {
      body.append(
        ReportPage.paragraph(
          "Only \(Self.label(only.column)) varies, so the rates are drawn as lines."))
      body.append(
        ReportPage.chart(
          rateChart(over: only).canvas(), caption: "rates against \(Self.label(only.column))"))
    } else {
      body.append(
        ReportPage.paragraph(
          "No numeric parameter varies in this sweep, so there is nothing to map."))
    }
    out.append(ReportPage.section(id: "heatmaps", heading: "Heatmaps", body))

    if let handoff {
      let settings = table.settings
      out.append(
        ReportPage.section(
          id: "handoff", heading: "Hand-off of the recommended spring",
          [
            ReportPage.paragraph(
              "Damping ratio \(NumberText.rounded(chosen.value(.dampingRatio) ?? 0, decimals: 6)), "
                + "response \(NumberText.rounded(chosen.value(.response) ?? 0, decimals: 6)) s. "
                + "Settling band ±\(NumberText.rounded(settings.bounds.settle, decimals: 2)) pt "
                + "(the sweep's settle tolerance). " + (handoffDescription ?? "")),
            ReportPage.chart(handoff.canvas(), caption: "position and velocity after release"),
          ]))
    }
    return out.joined(separator: "\n")
  }

  /// What was swept and how it was scored (`id="about"`).
  func aboutSection() -> String {
    let settings = table.settings
    let swipeCounts = Set(table.rows.compactMap { $0.value(.swipes) })
    let rec = recommended
    var chosen = ["policy: \(rec.policy)", "estimator: \(rec.estimator)"]
    for parameter in SweepParameter.allCases {
      chosen.append("\(Self.label(parameter.column)): " + Self.parameterText(rec.value(parameter)))
    }
    var list = "<ul>\n"
    for item in chosen + ["CSV line \(rec.line)"] {
      list += "<li>\(ReportPage.escape(item))</li>\n"
    }
    list += "</ul>"
    return ReportPage.section(
      id: "about", heading: "The sweep",
      [
        ReportPage.paragraph(
          "Population: \(settings.populationDescription(swipes: Int(swipeCounts.max() ?? 0))). "
            + "Model: \(settings.modelDescription). Written by spring-tune \(settings.toolVersion)"
            + (settings.sweepID.isEmpty ? "." : ", sweep id \(settings.sweepID).")),
        ReportPage.paragraph(sweepShape()),
        ReportPage.paragraph("Objective: \(ranking.description)."),
        "<h3>Recommended setting</h3>", list,
      ])
  }

  /// The footer: the tool and its command line, the source file.
  func footer() -> [String] {
    let command = commandLine ?? "spring-tune report \(Self.shellQuoted(sourceName))"
    return [
      "Made by spring-tune \(ReportPage.escape(SweepSettings.currentToolVersion)): "
        + "<code>\(ReportPage.escape(command))</code>",
      "Source: \(ReportPage.escape(sourceName)), \(rowCount) rows, written by spring-tune "
        + ReportPage.escape(table.settings.toolVersion)
        + ". This page loads nothing from the network.",
    ]
  }

  /// `argument` quoted for a POSIX shell when it needs it (`'a b'`, `'it'\''s'`).
  public static func shellQuoted(_ argument: String) -> String {
    let plain = argument.allSatisfy { c in
      c.isASCII && (c.isLetter || c.isNumber || "-_./=,:+@%".contains(c))
    }
    if plain && !argument.isEmpty { return argument }
    var s = "'"
    for c in argument {
      if c == "'" { s += "'\\''" } else { s.append(c) }
    }
    return s + "'"
  }

  /// Which swipes a metric is computed over, in words: the rates over all swipes (those that
  /// need intent over the labelled ones), the times, overshoot, jump and feel score over the
  /// swipes the gate let begin, the completing and cancelling overshoot over those completed or
  /// cancelled.
  static func coverage(_ m: SweepMetric) -> String {
    switch m {
    case .overshootCompleteP95: return "over the completed swipes"
    case .overshootCancelP95: return "over the cancelled swipes"
    case .swipes, .completed, .cost: return "over all swipes"
    default:
      if m.isRate { return m.needsIntent ? "over the labelled swipes" : "over all swipes" }
      return "over the swipes the gate let begin"
    }
  }

  /// A heatmap in the page's one unit system, percent for fractions as on the card and in the
  /// tables: a rate's values, intervals and colour range × 100 with the colour bar titled
  /// `(% of …)`, and a progress-threshold axis labelled in percent. (`sweep --svg` keeps
  /// fractions, like the CSV.)
  static func inPercent(
    _ map: Heatmap, _ metric: SweepMetric, axes: (x: SweepParameter, y: SweepParameter)
  ) -> Heatmap {
    var m = map
    func percentAxis(_ label: String) -> String { label.replacing("(fraction of", with: "(% of") }
    if axes.x == .progressThreshold {
      m.xValueLabels = map.xValues.map(NumberText.percentNumber)
      m.xLabel = percentAxis(map.xLabel)
    }
    if axes.y == .progressThreshold {
      m.yValueLabels = map.yValues.map(NumberText.percentNumber)
      m.yLabel = percentAxis(map.yLabel)
    }
    guard metric.isRate else { return m }
    m.values = map.values.map { $0.map { $0.map { $0 * 100 } } }
    m.intervals = map.intervals?.map {
      $0.map { $0.map { ($0.lowerBound * 100)...($0.upperBound * 100) } }
    }
    m.valueRange = map.valueRange.map { ($0.lowerBound * 100)...($0.upperBound * 100) }
    m.metricName = map.metricName.replacing("(fraction of", with: "(% of")
    return m
  }

  /// A heatmap's values as a table (rows: the y axis, columns: the x axis, labelled as `axes`
  /// draws them), collapsed, so that they can be read without hovering (on a phone).
  static func valuesTable(_ map: Heatmap, _ metric: SweepMetric, axes: Heatmap) -> String {
    var s = "<details class=\"values\"><summary>Values as a table</summary>\n"
    s += "<div class=\"scroll\" tabindex=\"0\"><table class=\"compact\">\n<thead><tr>"
    s += "<th>\(ReportPage.escape(axes.yLabel)) \\ \(ReportPage.escape(axes.xLabel))</th>"
    let xs = axes.xValueLabels ?? map.xValues.map { NumberText.rounded($0, decimals: 4) }
    let ys = axes.yValueLabels ?? map.yValues.map { NumberText.rounded($0, decimals: 4) }
    for x in xs { s += "<th class=\"n\">\(ReportPage.escape(x))</th>" }
    s += "</tr></thead>\n<tbody>\n"
    for (r, y) in ys.enumerated().reversed() {
      s += "<tr><th>\(ReportPage.escape(y))</th>"
      for c in xs.indices {
        s +=
          "<td class=\"n\">\(ReportPage.escape(Self.metricText(metric, map.value(column: c, row: r))))</td>"
      }
      s += "</tr>\n"
    }
    return s + "</tbody>\n</table></div></details>"
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
    let handoffs = table.handoffs
    if handoffs.count > 1 { varied.append("\(handoffs.count) hand-offs") }
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
    if handoffs.count == 1 { fixed.append("hand-off \(handoffs[0])") }
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
    if table.handoffs.count > 1 { header.append("hand-off") }
    return header + bestTableColumns(ranked.prefix(Swift.max(topCount, 1))).map(Self.columnHeader)
  }

  /// The top rows, the recommended one marked in its rank cell (`4 · recommended`); when it
  /// ranks below them, it follows as one more row with its rank.
  func bestTableRows(_ ranked: [SweepTable.Row]) -> [[String]] {
    var listed = Array(ranked.prefix(Swift.max(topCount, 1)).enumerated())
    if !listed.contains(where: { $0.element.line == recommended.line }),
      let rank = ranked.firstIndex(where: { $0.line == recommended.line })
    {
      listed.append((rank, ranked[rank]))
    }
    let columns = bestTableColumns(ranked.prefix(Swift.max(topCount, 1)))
    let (policies, estimators) = (table.policies, table.estimators)
    let handoffs = table.handoffs
    return listed.map { i, r in
      var row = [String(i + 1) + (r.line == recommended.line ? " · recommended" : "")]
      if policies.count > 1 { row.append(r.policy) }
      if estimators.count > 1 { row.append(r.estimator) }
      if handoffs.count > 1 { row.append(r.handoff) }
      return row
        + columns.map { c in
          // A parameter the row's policy does not use is empty in the CSV.
          SweepSchema.parameterColumns.contains(c) && r.value(c) == nil
            ? "–" : Self.columnCell(c, r.value(c))
        }
    }
  }

  /// Rates against the single swept parameter, through the recommended setting.
  func rateChart(over parameter: SweepParameter) -> LineChart {
    let rates: [SweepMetric] = [
      .intentAgreement, .feelsCompleteRate, .completeRate, .falseCompleteRate, .falseCancelRate,
    ]
    var series: [LineChart.Series] = []
    let chosenIndex = recommendedIndex
    for metric in rates {
      guard let slice = table.slice(of: metric, through: chosenIndex, axes: [parameter]) else {
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
    if let x = table.rows[chosenIndex].value(parameter) {
      chart.markers = [.init(x: x, label: "chosen " + NumberText.rounded(x, decimals: 6))]
    }
    return chart
  }
}
