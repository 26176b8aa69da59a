import AnimationMath

/// With one spring swept, stage 2 has nothing to choose from: the summary would describe that
/// spring and stop, however it compares. The check runs a small spring sweep on the same swipes
/// at the recommended thresholds — ``dampingRatios`` (the default damping ratio among them) and
/// the swept one, at the swept response and hand-off — and says how the swept spring compares
/// with the default and which spring stage 2 would choose from ``sweepFlag``.
///
/// It costs one row per damping ratio (7 rows against the 399 of a default sweep) and reuses the
/// sweep's release records: no swipe is generated or estimated again.
public struct SweepSpringCheck: Sendable {
  /// The damping-ratio values the check sweeps, in `--damping`'s syntax (``SweepValues``).
  public static let dampingValues = "0.6...1.0:0.1"
  /// The flag that sweeps ``dampingRatios``: what to add to let stage 2 choose the spring (one
  /// word, so a wrapped summary never splits it).
  public static let sweepFlag = SweepOptions.flagWord(field: "damping", value: dampingValues)
  /// The flag that finishes with the swept spring, for a sweep whose hand-off carries its own
  /// motion (a preset's curve, timeline or UIKit spring), where ``sweepFlag`` alone changes
  /// nothing.
  public static let springHandoffFlag = SweepOptions.flagWord(
    field: "handoff", value: HandoffStyle.springVelocity.description)
  /// The damping ratios the check compares the swept spring with: ``dampingValues`` parsed as
  /// that flag parses them, so the check's rows are that sweep's rows.
  public static let dampingRatios = values(dampingValues)
  /// The default damping ratio (``SweepParameter/defaultValues`` of the damping ratio): the
  /// spring a user who sets none gets.
  public static let defaultDampingRatio = values(SweepParameter.dampingRatio.defaultValues)[0]

  /// `text` parsed as damping-ratio values; the two constants above always parse.
  private static func values(_ text: String) -> [Double] {
    do { return try SweepValues.parse(text, parameter: .dampingRatio, field: "damping") } catch {
      preconditionFailure("\(text): \(error)")
    }
  }

  /// The check's rows: one per damping ratio, ascending, at the recommended thresholds.
  public let results: SweepResults
  /// The row of the swept spring.
  public let swept: Int
  /// The row of the default damping ratio.
  public let standard: Int
  /// Stage 2 over the check's rows.
  public let recommendation: SweepRecommendation

  /// The check of row `row` of `results` (a row of `job`'s grid, `results.rows.lowerBound +
  /// row`), or nil when the row's hand-off does not use the swept spring.
  static func compute(
    _ job: SweepJob, results: SweepResults, row: Int, threads: Int
  ) -> SweepSpringCheck? {
    let grid = results.grid
    let point = grid.point(at: results.rows.lowerBound + row)
    // A hand-off that carries its own motion (a preset's curve, timeline or UIKit spring) has
    // no swept spring to compare.
    guard grid.handoffs[point.handoff].usesSweptSpring else { return nil }
    let zeta = grid.dampingRatios[point.dampingRatio]
    let ratios = Array(Set(dampingRatios + [zeta, defaultDampingRatio])).sorted()
    func one(_ values: [Double], _ index: Int?) -> [Double] { [values[index ?? 0]] }
    guard
      let small = try? SweepGrid(
        policies: [grid.policies[point.policy]], estimators: [grid.estimators[point.estimator]],
        dampingRatios: ratios, responses: [grid.responses[point.response]],
        progressThresholds: one(grid.progressThresholds, point.progressThreshold),
        velocityThresholds: one(grid.velocityThresholds, point.velocityThreshold),
        projectionRates: one(grid.projectionRates, point.projectionRate),
        handoffs: [grid.handoffs[point.handoff]]),
      let swept = ratios.firstIndex(of: zeta),
      let standard = ratios.firstIndex(of: defaultDampingRatio)
    else { return nil }
    let engine = SweepEngine(
      grid: small, releases: [job.engine.releases[point.estimator]],
      evaluator: job.engine.evaluator)
    let rows = 0..<small.rowCount
    let check = SweepResults(
      grid: small, rows: rows, statistics: engine.run(rows: rows, threads: threads),
      settings: results.settings)
    let ranking = SweepRanking(check, requested: results.settings.objective)
    guard let best = ranking.order(check).first else { return nil }
    return SweepSpringCheck(
      results: check, swept: swept, standard: standard,
      recommendation: SweepRecommendation(
        check, members: [Bool](repeating: true, count: check.rowCount), best: best,
        ranking: ranking))
  }

  /// Whether the swept spring's feel score lies inside the best checked spring's 95 % interval
  /// (stage 2's spring plateau).
  public var sweptIsOnPar: Bool { recommendation.springPlateau.contains(swept) }

  /// The comparison in words (one paragraph, ending in `\n`).
  public var text: String {
    let rows = results
    let metric = SweepRecommendation.springMetric
    func spring(_ i: Int) -> String {
      "damping_ratio " + NumberText.shortest(rows.value(.dampingRatio, i) ?? 0)
    }
    func feel(_ i: Int) -> String {
      var parts = [SweepRecommendation.valueWords(rows, metric, i)]
      if let v = rows.value(.feelsCompleteRate, i) {
        parts.append("feels complete " + NumberText.percentNumber(v) + " %")
      }
      if let v = rows.value(.visibleOvershootRate, i) {
        parts.append(NumberText.percentNumber(v) + " %" + " overshoot visibly")
      }
      return parts.joined(separator: ", ")
    }
    let chosen = recommendation.central
    let response = rows.value(.response, swept).map { NumberText.shortest($0) + " s" } ?? "–"
    var text = "Other springs on the same swipes at these thresholds (response \(response)): "
    if swept != standard {
      text += "the default spring (\(spring(standard))) scores \(feel(standard)); "
    }
    text += "a sweep with '\(Self.sweepFlag)' would recommend \(spring(chosen))"
    text += chosen == swept ? " — the swept spring" : ", \(feel(chosen))"
    text += ". "
    if chosen != swept {
      text +=
        sweptIsOnPar
        ? "The swept spring is within its 95 % interval: no worse by the feel score. "
        : "The swept spring scores significantly lower (outside its 95 % interval). "
    }
    if text.hasSuffix(" ") { text.removeLast() }
    return text + "\n"
  }
}
