import AnimationMath
import TextFormats

/// A whole sweep in one call: what `spring-tune sweep` runs, for an app or a script that wants
/// the answer without the command line.
///
/// ```swift
/// var request = SweepRequest(
///   policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [0.8],
///   responses: [0.3], progressThresholds: [0.3, 0.5, 0.7], velocityThresholds: [100, 250],
///   projectionRates: [0.998], population: .synthetic(count: 5_000, seed: 1))
/// let answer = try Sweep.run(request, loadTraces: { _ in [] })
/// print(answer.csv)          // the report, as the CLI writes it
/// print(answer.summaryText(destination: "memory"))
/// ```
///
/// SwipeTuning never touches the file system: recorded traces come through `loadTraces`
/// (the `SweepFiles` target's `Sweep.run(_:threads:progress:)` passes its trace-file reader).
public enum Sweep {
  /// What a sweep is busy with, for a progress display.
  public enum Stage: Hashable, Sendable {
    /// Building the population's release records.
    case swipes
    /// Evaluating the grid's rows.
    case grid
    /// Evaluating the breakdown groups (``SweepRequest/breakdown``).
    case groups
    /// Building the population of a robustness variant (``PopulationVariant/name``).
    case variant(String)

    /// A short label: `swipes`, `grid`, `groups` or the variant's name.
    public var label: String {
      switch self {
      case .swipes: "swipes"
      case .grid: "grid"
      case .groups: "groups"
      case .variant(let name): name
      }
    }
  }

  /// Runs `request` end to end: population, every row of its grid (or of its
  /// ``SweepRequest/gridShard``), then — for a whole grid — the plateau of settings not worse
  /// than the best, the ranking and recommendation, the robustness over the population
  /// variants (``SweepRequest/robust``) and the breakdown by group (``SweepRequest/breakdown``).
  /// A population shard (``SweepRequest/populationShard``) stops after the rows and their
  /// quantile samples, which `merge` needs.
  ///
  /// - Parameters:
  ///   - request: what to sweep.
  ///   - threads: worker threads (≥ 1); the answer is identical for every value.
  ///   - loadTraces: reads the swipes of a recorded population (not called for a synthetic one).
  ///   - progress: called with the stage and its fraction done (0…1), from any thread.
  /// - Returns: everything the sweep answers.
  /// - Throws: ``SweepSetupError`` for a request that cannot be set up (a bad value, an
  ///   unusable trace or variant file).
  public static func run(
    _ request: SweepRequest, threads: Int = 1,
    loadTraces: (String) throws(InputFileError) -> [Swipe],
    progress: (@Sendable (Stage, Double) -> Void)? = nil
  ) throws(SweepSetupError) -> SweepAnswer {
    let job = try SweepJob.prepare(
      request, threads: threads, loadTraces: loadTraces, progress: { progress?(.swipes, $0) })
    let grid = job.engine.grid
    let rows = request.gridShard?.rows(of: grid.rowCount) ?? 0..<grid.rowCount
    let onGrid: @Sendable (Double) -> Void = { progress?(.grid, $0) }
    if job.populationShard != nil {
      let run = job.engine.sampledRun(
        rows: rows, samples: request.quantileSamples, threads: threads, progress: onGrid)
      var answer = SweepAnswer(
        job: job, request: request,
        results: SweepResults(
          grid: grid, rows: rows, statistics: run.statistics, settings: job.settings))
      answer.samples = run.samples
      return answer
    }
    let statistics = job.engine.run(rows: rows, threads: threads, progress: onGrid)
    var results = SweepResults(
      grid: grid, rows: rows, statistics: statistics, settings: job.settings)
    var answer = SweepAnswer(job: job, request: request, results: results)
    if request.robust {
      answer.robustness = try robustness(
        request, base: results, threads: threads, loadTraces: loadTraces, progress: progress)
    }
    let ranking = SweepRanking(results, requested: job.settings.objective)
    // The plateau needs every row (the best is the whole grid's): not for a grid shard.
    if request.gridShard == nil {
      results.plateau =
        SweepPlateau.compute(job.engine, results: results, ranking: ranking, threads: threads)?
        .members
    }
    if request.breakdown != nil {
      answer.groups = job.breakdown(rows: rows, threads: threads) { progress?(.groups, $0) }
    }
    answer.ranking = ranking
    let swipes = results.statistics.first?.swipes ?? 0
    let engaged = results.statistics.first?.engaged ?? 0
    if request.gridShard == nil
      && Double(engaged) < Sweep.minimumEngagedShare * Double(swipes)
    {
      // Too few swipes pass the gate: thresholds tuned on them would rest on a sliver of the
      // population. No recommendation, and the summary says why.
      answer.refusal =
        "No recommendation: only \(engaged) of \(swipes) swipes engage under this gate, fewer "
        + "than \(NumberText.rounded(Sweep.minimumEngagedShare * 100, decimals: 0)) %: "
        + "thresholds tuned on them would rest on the few the gate admits. Check the gate "
        + "(its angle, slop and edge zone) against where and how the swipes start."
    } else {
      // Exactly one recommendation: under --robust, stage 1 takes the thresholds of least
      // worst-case regret, and stage 2 the spring at them.
      answer.recommendation = SweepRecommendation(
        results, ranking: ranking, decisionRow: answer.robustness?.recommended,
        decisionReason: "least worst-case regret over the population variants")
      // What the summary says beside the recommendation needs the whole grid.
      if let rec = answer.recommendation, request.gridShard == nil {
        // The baseline is matched once (it reads the rows back as a report); the paired test
        // and the summary's comparison share the match.
        answer.baselineMatch = answer.matchBaseline()
        answer.baselineTest = baselineTest(
          job, results: results, recommended: rec.central, objective: ranking.objective,
          baselineRow: answer.baselineMatch?.row)
        if rec.springCandidates.count == 1 {
          // One spring swept: stage 2 chose nothing; say how it compares and what would choose.
          answer.springCheck = SweepSpringCheck.compute(
            job, results: results, row: rec.central, threads: threads)
        }
        if ranking.objective != .cost {
          answer.costPlateau = costPlateau(
            job, results: results, recommended: rec.decision, threads: threads)
        }
      }
    }
    results.recommended = answer.recommendation?.central
    results.springPlateau = answer.recommendation.map { Set($0.springPlateau) }
    answer.results = results
    return answer
  }

  /// The smallest share of the swipes that must engage (pass the gate) for a sweep to recommend
  /// anything: 25 %. Below it the summary says why there is no recommendation.
  public static let minimumEngagedShare = 0.25

  /// The paired test of the baseline row against the recommended one on the same swipes (the
  /// plateau's test, ``SweepPlateau/test(_:objective:costs:)``); nil when the baseline is not in
  /// the grid, is the recommendation, or the objective has no per-swipe outcome.
  static func baselineTest(
    _ job: SweepJob, results: SweepResults, recommended: Int, objective: SweepMetric,
    baselineRow: Int?
  ) -> SweepPlateau.Test? {
    guard SweepPlateau.isPaired(objective), results.rowCount <= SweepAnswer.baselineComparisonRows
    else { return nil }
    guard let index = baselineRow, index != recommended else { return nil }
    let a = SweepPlateau.outcomeCodes(job.engine, row: results.rows.lowerBound + recommended)
    let b = SweepPlateau.outcomeCodes(job.engine, row: results.rows.lowerBound + index)
    let n = SweepOutcomes.cellCount
    var table = [Int](repeating: 0, count: n * n)
    for (x, y) in zip(a, b) { table[Int(x) * n + Int(y)] += 1 }
    return SweepPlateau.test(table, objective: objective, costs: results.settings.costs)
  }

  /// Where the `cost` objective's plateau lies (the same paired test, false pops weighed by the
  /// sweep's costs) when the recommended thresholds are not on it: its extent over the decision
  /// parameters, in words; nil when they are on it or it cannot be computed.
  static func costPlateau(
    _ job: SweepJob, results: SweepResults, recommended: Int, threads: Int
  ) -> String? {
    let ranking = SweepRanking(results, requested: .cost)
    guard ranking.objective == .cost,
      let plateau = SweepPlateau.compute(
        job.engine, results: results, ranking: ranking, threads: threads)
    else { return nil }
    guard !plateau.members[recommended] else { return nil }
    let members = plateau.members.indices.filter {
      plateau.members[$0] && results.policy($0) == results.policy(plateau.best)
    }
    let extents = SweepRecommendation.extents(
      of: members, results, SweepRecommendation.decisionParameters)
    let words = SweepRecommendation.words(extents).joined(separator: ", ")
    return "By cost (false pop \(NumberText.shortest(results.settings.costs.falseComplete)), "
      + "false snap-back \(NumberText.shortest(results.settings.costs.falseCancel))) the "
      + "plateau lies elsewhere: \(results.policy(plateau.best))"
      + (words.isEmpty ? "" : ", " + words)
      + "; the recommended thresholds are not on it. Rank with '--objective cost' if a false pop "
      + "costs more than a false snap-back in your app.\n"
  }

  /// Every row of `request`'s grid under each built-in population variant over the request's
  /// population (the first variant, `base`, is `base` itself).
  static func robustness(
    _ request: SweepRequest, base: SweepResults, threads: Int,
    loadTraces: (String) throws(InputFileError) -> [Swipe],
    progress: (@Sendable (Stage, Double) -> Void)?
  ) throws(SweepSetupError) -> SweepRobustness {
    var reports = [base]
    let variants = PopulationVariant.builtIn
    for variant in variants.dropFirst() {
      var r = request
      r.robust = false
      do {
        r.populationConfiguration = try variant.configuration(over: request.populationConfiguration)
      } catch { throw .variant(error) }
      let job = try SweepJob.prepare(
        r, threads: threads, loadTraces: loadTraces,
        progress: { progress?(.variant(variant.name), $0) })
      let rows = 0..<job.engine.grid.rowCount
      let statistics = job.engine.run(rows: rows, threads: threads) { progress?(.grid, $0) }
      reports.append(
        SweepResults(
          grid: job.engine.grid, rows: rows, statistics: statistics, settings: job.settings))
    }
    return SweepRobustness(
      variants: variants.map(\.name), results: reports, requested: request.objective)
  }
}

/// Everything a sweep answers (``Sweep/run(_:threads:loadTraces:progress:)``): the rows with their
/// plateau, the ranking and recommendation, the robustness, the breakdown by group, and the
/// baseline a report compares with.
public struct SweepAnswer: Sendable {
  /// The rows of the run (``SweepRequest/gridShard``'s slice, or every row), with the plateau
  /// (``SweepResults/plateau``) when the run covers the whole grid.
  public var results: SweepResults
  /// The rows of the grid the run computed.
  public let rows: Range<Int>
  /// The ranking by the objective; nil for a population shard (ranked only after `merge`).
  public var ranking: SweepRanking?
  /// The recommendation: the plateau's most central setting; nil for a shard or when no row has
  /// a value of the objective.
  public var recommendation: SweepRecommendation?
  /// Every row under the population variants (``SweepRequest/robust``), else nil.
  public var robustness: SweepRobustness?
  /// Why there is no recommendation when the sweep refuses one (fewer than
  /// ``Sweep/minimumEngagedShare`` of the swipes engage), else nil.
  public var refusal: String?
  /// Where the `cost` objective's plateau lies when the recommended thresholds are not on it,
  /// in words (``Sweep``), else nil.
  public var costPlateau: String?
  /// With one spring swept, how it compares with others at the recommended thresholds on the
  /// same swipes (``SweepSpringCheck``), else nil.
  public var springCheck: SweepSpringCheck?
  /// The paired test (on the same swipes) of the baseline row against the recommendation, when
  /// the baseline is in the grid and the objective has a per-swipe outcome.
  public var baselineTest: SweepPlateau.Test?
  /// The default baseline and its row, matched once by ``Sweep/run(_:threads:loadTraces:progress:)``
  /// (``matchBaseline()``); nil for an answer built otherwise, which matches on demand.
  var baselineMatch: (baseline: SweepBaseline, row: Int?)?
  /// The rows of each group (``SweepRequest/breakdown``), groups sorted by name; else empty.
  public var groups: [(name: String, results: SweepResults)] = []
  /// For a population shard, the quantile samples of each row (``QuantileSample``); else empty.
  public var samples: [QuantileSample] = []
  /// The request answered.
  public let request: SweepRequest
  /// The part of the population a population shard covers, else nil.
  public let populationShard: SweepPopulationShard?
  /// The fingerprint of the whole sweep (the report's `sweep_id` column).
  public let sweepID: String
  /// The swipes in the population the engine holds.
  public let swipeCount: Int
  /// Recorded swipes ending with a `cancelled` row (``SweepJob/cancelledSwipes``).
  public let cancelledSwipes: Int

  init(job: SweepJob, request: SweepRequest, results: SweepResults) {
    self.results = results
    self.rows = results.rows
    self.request = request
    self.populationShard = job.populationShard
    self.sweepID = job.sweepID
    self.swipeCount = job.engine.swipeCount
    self.cancelledSwipes = job.cancelledSwipes
  }

  /// The summary of the rows (best rows, heatmap slices).
  public var summary: SweepSummary { SweepSummary(report: results) }

  /// The report file, as `spring-tune sweep` writes it: the population shard's file, the rows
  /// with their breakdown groups, the rows with the robustness columns, or the rows (with a
  /// grid shard's columns).
  public var csv: String {
    if let part = populationShard {
      return PopulationShardSchema.csv(
        results, samples: samples, sampleCount: request.quantileSamples, part: part,
        gridShard: request.gridShard ?? SweepShard(index: 1, count: 1))
    }
    if request.breakdown != nil { return results.csv(groups: groups) }
    return robustness?.csv(results) ?? results.csv(shard: request.gridShard)
  }

  /// The baseline a report of this sweep compares with when none is named
  /// (``SweepBaseline/defaultBaseline(for:)``), and its row when the grid contains it.
  public func baseline() -> (baseline: SweepBaseline, row: SweepTable.Row?) {
    let (baseline, table, index) = baselineIndex()
    return (baseline, index.flatMap { table?.rows[$0] })
  }

  /// The default baseline and the index of its row: ``baselineMatch`` when the sweep matched
  /// it, else matched now.
  func matchBaseline() -> (baseline: SweepBaseline, row: Int?) {
    if let baselineMatch { return baselineMatch }
    let (baseline, _, index) = baselineIndex()
    return (baseline, index)
  }

  /// The default baseline, the table it was matched in, and the index of its row.
  func baselineIndex() -> (SweepBaseline, SweepTable?, Int?) {
    guard let table = try? SweepTable(parsing: results.csv()), !table.rows.isEmpty else {
      return (SweepBaseline.seedRule, nil, nil)
    }
    let baseline = SweepBaseline.defaultBaseline(for: table)
    let index = recommendation?.central ?? ranking?.best(results) ?? 0
    let recommended = table.rows[index]
    let width = table.settings.geometry.width
    let row = table.rows.firstIndex {
      baseline.matches($0, recommended: recommended, width: width)
    }
    return (baseline, table, row)
  }

  /// The grids whose summary compares the recommendation with the baseline (the comparison
  /// re-reads the report, so the largest grids leave it to `spring-tune report`).
  static let baselineComparisonRows = 100_000

  /// The comparison of the recommended row with the default baseline by the objective, with
  /// the power estimate (``SweepPower``); nil when the grid does not contain the baseline, or
  /// is larger than `baselineComparisonRows`.
  public func baselineComparison() -> String? {
    guard let recommendation, let ranking, results.rowCount <= Self.baselineComparisonRows
    else { return nil }
    let (baseline, index) = matchBaseline()
    guard let index, index != recommendation.central else { return nil }
    let m = ranking.objective
    guard let r = m.ratio(results.statistics[recommendation.central]),
      let b = m.ratio(results.statistics[index])
    else { return nil }
    let name = "the baseline (\(baseline.description))"
    guard let test = baselineTest, r.trials > 0, b.trials > 0 else {
      return SweepPower.sentence(
        metric: m, recommended: r, baseline: b, swipes: results.statistics[index].swipes,
        baselineName: name)
    }
    // The plateau's own paired test on the same swipes decides: never two intervals compared
    // as if independent.
    let p1 = Double(r.successes) / Double(r.trials)
    let p2 = Double(b.successes) / Double(b.trials)
    let points = NumberText.percentNumber(Swift.abs(p1 - p2))
    let way = p1 >= p2 ? "higher" : "lower"
    let counts =
      "the baseline does worse on \(test.worse) swipes and better on \(test.better), "
      + (test.pValue < 0.0001
        ? "one-sided p < 0.0001" : "one-sided p = \(NumberText.rounded(test.pValue, decimals: 4))")
    if test.isWorse {
      return
        "Against \(name): \(m.column) \(way) by \(points) points, and the paired test on the "
        + "same swipes tells them apart (\(counts)).\n"
    }
    var text =
      "Against \(name): \(m.column) \(way) by \(points) points, but the paired test on the "
      + "same swipes cannot tell them apart (\(counts)): the baseline is on the plateau."
    if case .synthetic = request.population {
      text +=
        " More synthetic swipes would only narrow the noise of the model, not its error: the "
        + "population variants (Robustness) say how far the answer moves.\n"
    } else {
      text += " More recordings would tell, if the difference is real.\n"
    }
    return text
  }

  /// How sure the answer is about the population model, for a synthetic sweep: the spread of
  /// the best objective across the population variants when `--robust` measured it, else that
  /// it was not measured (one line, ending in `\n`).
  func modelUncertaintyText(robustHint: String) -> String {
    guard let robustness else {
      return "Model uncertainty: not measured. The answer rests on one synthetic population "
        + "model, whose error the 95 % intervals below do not include (they are sampling noise, "
        + "which more swipes shrink); sweep again \(robustHint) to see how far it moves across "
        + "the \(PopulationVariant.builtIn.count) population variants.\n"
    }
    let bests = robustness.best.enumerated().compactMap { v, row in
      row.flatMap { robustness.values[v][$0] }
    }
    guard let lo = bests.min(), let hi = bests.max() else {
      return "Model uncertainty: no setting has a value under every variant.\n"
    }
    return "Model uncertainty: across \(robustness.variants.count) population variants the best "
      + "\(robustness.objective.column) ranges \(NumberText.rounded(lo, decimals: 4))–"
      + "\(NumberText.rounded(hi, decimals: 4)); the 95 % intervals below are sampling noise "
      + "only, far narrower than that.\n"
  }

  /// The trade-off between the two errors at row `row`: its false-complete and false-cancel
  /// rates and their ratio (a false pop loses the user's place; the `cost` objective weighs it
  /// 3:1 by default); nil without intent labels.
  func tradeOffText(_ row: Int) -> String? {
    let s = results.statistics[row]
    guard let fc = SweepMetric.falseCompleteRate.value(s),
      let fx = SweepMetric.falseCancelRate.value(s)
    else { return nil }
    let ratio =
      fc > 0
      ? "1 false pop to \(NumberText.rounded(fx / fc, decimals: 1)) false snap-backs"
      : "no false pops"
    return "Trade-off at the recommendation: false_complete_rate "
      + "\(NumberText.rounded(fc, decimals: 4)), false_cancel_rate "
      + "\(NumberText.rounded(fx, decimals: 4)) (\(ratio)); intent_agreement weighs both alike, "
      + "while a false pop loses the user's place — '--objective cost' weighs it "
      + "\(NumberText.shortest(results.settings.costs.falseComplete)):"
      + "\(NumberText.shortest(results.settings.costs.falseCancel)).\n"
  }

  /// What the sweep found, in words, as `spring-tune sweep` prints it on stderr: the note on
  /// cancelled recordings, the summary, the recommendation, the robustness and the best setting
  /// by group — or, for a population shard, which part was written.
  ///
  /// - Parameters:
  ///   - destination: where the report went (shown in the text).
  ///   - width: the text width to wrap to, in columns.
  ///   - robustHint: how to ask for the robustness check, for the line that says it was not
  ///     run (the CLI passes its flag).
  /// - Returns: the text, ending in a newline.
  public func summaryText(
    destination: String, width: Int = 80, robustHint: String = "with SweepRequest.robust set"
  ) -> String {
    let grid = results.grid
    if let part = populationShard {
      let swipes = part.indices
      return
        "Population shard \(part.shard.index)/\(part.shard.count) (swipes "
        + "\(swipes.lowerBound)..<\(swipes.upperBound) of \(part.swipes)), grid rows "
        + "\(rows.lowerBound)..<\(rows.upperBound) of \(grid.rowCount), sweep_id \(sweepID): "
        + "wrote \(destination). Join all parts with 'spring-tune merge'.\n"
    }
    var text = ""
    if cancelledSwipes > 0 {
      text +=
        "Note: \(cancelledSwipes) of \(swipeCount) recorded swipes end with a "
        + "'cancelled' row: they count as cancels with no hand-off and no policy decides them.\n"
    }
    let summary = self.summary
    var population = summary.text(
      destination: destination, shard: request.gridShard.map { ($0, sweepID) }, width: width)
    if case .synthetic = request.population, request.gridShard == nil {
      // The model's uncertainty leads, right after what was written and the population: the
      // intervals of the table below are sampling noise only.
      let lines = population.split(separator: "\n", omittingEmptySubsequences: false)
      let best = lines.firstIndex { $0.hasPrefix("Best ") || $0.hasPrefix("No intent") }
      let cut = best ?? lines.count
      population =
        lines[..<cut].joined(separator: "\n") + "\n"
        + TextWrap.wrapped(modelUncertaintyText(robustHint: robustHint), width: width)
        + lines[cut...].joined(separator: "\n")
    }
    text += population
    if case .synthetic = request.population, request.gridShard == nil {
      let w = results.settings.geometry.width
      if !SwipeGenerator.calibratedWidths.contains(w) {
        text += TextWrap.wrapped(
          "Note: width \(NumberText.shortest(w)) pt is outside the population's calibrated "
            + "widths (phones, 320–430 pt): starts and flicks keep a phone hand's size "
            + "(\(NumberText.shortest(SwipeGenerator.calibratedWidth)) pt), drags, hesitant "
            + "swipes and peeks scale with the width — an assumption: no tablet strokes were "
            + "recorded (Docs/SwipeModel.md §2).\n", width: width)
      }
    }
    if let refusal {
      text += TextWrap.wrapped(refusal + "\n", width: width)
    }
    if let recommendation, let ranking {
      text += TextWrap.wrapped(
        recommendation.text(
          results, objective: ranking.objective, width: results.settings.geometry.width),
        width: width)
      if let springCheck {
        text += TextWrap.wrapped(springCheck.text, width: width)
      }
      if let tradeOff = tradeOffText(recommendation.central) {
        text += TextWrap.wrapped(tradeOff, width: width)
      }
      if let costPlateau {
        text += TextWrap.wrapped(costPlateau, width: width)
      }
      if recommendation.estimators.contains("two-point")
        || results.estimator(
          recommendation.central) == "two-point"
      {
        text += TextWrap.wrapped(
          "Note: the two-point estimator ranks on the plateau. It is the crudest (the last two "
            + "samples), and it ranks well only on clean swipes: the synthetic position noise "
            + "(0.25 pt) and timestamp jitter are assumptions (Docs/SwipeModel.md §2.2); check "
            + "the estimator on recordings ('--traces') before shipping it.\n", width: width)
      }
    }
    if let comparison = baselineComparison() {
      text += TextWrap.wrapped(comparison, width: width)
    }
    if let robustness {
      text += robustness.summary(results, width: width, recommended: recommendation?.central)
    } else if request.gridShard == nil {
      text += TextWrap.wrapped(
        "Robustness: untested. The recommendation rests on the default population model; sweep "
          + "again \(robustHint) to see how far it moves across the "
          + "\(PopulationVariant.builtIn.count) population variants (Docs/SwipeModel.md §2.6).\n",
        width: width)
    }
    if let key = request.breakdown, let best = summary.best.first {
      let m = summary.objective
      let parts = groups.map { g in
        let s = g.results.statistics[best]
        let value = m.value(s).map { NumberText.rounded($0, decimals: 3) } ?? "–"
        return "\(g.name) \(value) (\(s.swipes) swipes)"
      }
      text +=
        "\(m.column) of the best setting by \(key.rawValue) (\(groups.count) groups, rows after "
        + "the overall ones): " + parts.joined(separator: ", ") + "\n"
    }
    return text
  }
}
