import AnimationMath

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
    // Exactly one recommendation: under --robust, stage 1 takes the thresholds of least
    // worst-case regret, and stage 2 the spring at them.
    answer.recommendation = SweepRecommendation(
      results, ranking: ranking, decisionRow: answer.robustness?.recommended,
      decisionReason: "least worst-case regret over the population variants")
    results.recommended = answer.recommendation?.central
    results.springPlateau = answer.recommendation.map { Set($0.springPlateau) }
    answer.results = results
    return answer
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
  /// The rows of each group (``SweepRequest/breakdown``), groups sorted by name; else empty.
  public var groups: [(name: String, results: SweepResults)] = []
  /// For a population shard, the quantile samples of each row (``QuantileSample``); else empty.
  public var samples: [QuantileSample] = []
  /// The request answered.
  public let request: SweepRequest
  /// The part of the population a population shard covers, else nil.
  public let populationShard: SweepPopulationPart?
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

  /// The default baseline, the table it was matched in, and the index of its row.
  private func baselineIndex() -> (SweepBaseline, SweepTable?, Int?) {
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
    let (baseline, _, index) = baselineIndex()
    guard let index, index != recommendation.central else { return nil }
    let m = ranking.objective
    guard let r = m.ratio(results.statistics[recommendation.central]),
      let b = m.ratio(results.statistics[index])
    else { return nil }
    return SweepPower.sentence(
      metric: m, recommended: r, baseline: b, swipes: results.statistics[index].swipes,
      baselineName: "the baseline (\(baseline.description))")
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
    text += summary.text(
      destination: destination, shard: request.gridShard.map { ($0, sweepID) }, width: width)
    if let recommendation, let ranking {
      text += TextWrap.wrapped(
        recommendation.text(results, objective: ranking.objective), width: width)
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
