import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning

/// `spring-tune sweep`: parses the grid and population flags, runs the sweep, writes the report.
enum SweepCommand: Subcommand {
  /// The defaults, each read from the library type it configures.
  static let defaults = (
    damping: SweepParameter.dampingRatio.defaultValues,
    response: SweepParameter.response.defaultValues,
    progress: SweepParameter.progressThreshold.defaultValues,
    velocity: SweepParameter.velocityThreshold.defaultValues,
    projection: SweepParameter.projectionRate.defaultValues,
    policy: SweepRequest.defaultPolicies.joined(separator: ","),
    handoff: HandOffStyle.springVelocity.description,
    estimator: SweepRequest.defaultEstimators.joined(separator: ","),
    gate: AngleGate(), tolerances: FeelTolerances(),
    out: "sweep.csv", objective: SweepMetric.defaultObjective.column
  )

  /// The most synthetic swipes one run builds.
  static let maximumSwipes = 100_000_000

  static var spec: CommandSpec {
    let values = "Value, list 'A,B' or range 'A...B:STEP'"
    return CommandSpec(
      name: "sweep",
      abstract: "Sweep spring and completion parameters over a population of swipes.",
      discussion: """
        Writes a CSV report with one row per grid point: how often swipes complete, feel
        complete or cancelled, agree with the user's intent, reverse, and how long the hand-off
        spring takes. Columns: Docs/SweepReport.md. Same inputs give the same bytes whatever
        --threads is.
        """,
      options: [
        OptionSpec(
          name: "--damping", valueName: "values",
          help: "\(values): damping ratio of the hand-off spring.",
          defaultValue: defaults.damping, range: OptionRange(.dampingRatio)),
        OptionSpec(
          name: "--response", valueName: "values", help: "\(values): spring response, seconds.",
          defaultValue: defaults.response, range: OptionRange(.response)),
        OptionSpec(
          name: "--progress-threshold", valueName: "values",
          help: "\(values): the policy's progress threshold.", defaultValue: defaults.progress,
          range: OptionRange(.progressThreshold)),
        OptionSpec(
          name: "--velocity-threshold", valueName: "values",
          help: "\(values): the policy's velocity threshold, pt/s.",
          defaultValue: defaults.velocity, range: OptionRange(.velocityThreshold)),
        OptionSpec(
          name: "--projection-rate", valueName: "values",
          help: "\(values): projection deceleration rate per ms.",
          defaultValue: defaults.projection, range: OptionRange(.projectionRate)),
        OptionSpec(
          name: "--policy", valueName: "names", help: "Completion-policy presets, comma-separated.",
          defaultValue: defaults.policy),
        OptionSpec(
          name: "--preset", valueName: "name",
          help: "A whole system from 'spring-tune presets': its rule as the policy, its "
            + "gate (gate flags given too override the preset's) and its hand-off (unless "
            + "--handoff is given)."),
        OptionSpec(
          name: "--estimator", valueName: "names", help: "Velocity estimators, comma-separated.",
          defaultValue: defaults.estimator),
        OptionSpec(
          name: "--handoff", valueName: "styles",
          help: "Hand-off styles, comma-separated: spring-velocity, spring-rest, 'uikit-spring "
            + "D,Z[,V]', 'curve CURVE,D[,scale-by-remaining]', 'timeline FILE'.",
          defaultValue: defaults.handoff),
        PopulationCommand.swipesOption(help: "Synthetic population size.", maximum: maximumSwipes),
        PopulationCommand.seedOption,
        PopulationCommand.populationOption(
          help: "Population file (JSON) with the synthetic population's assumptions "
            + "('spring-tune population --print-config' prints the defaults)."),
        OptionSpec(
          name: "--robust", valueName: nil,
          help: "Evaluate every setting under the population variants of Docs/SwipeModel.md "
            + "§2.6; add robust_mean, robust_worst and regret columns; recommend the least "
            + "worst-case regret."),
        OptionSpec(
          name: "--traces", valueName: "path",
          help: "Recorded traces (a CSV file or a directory of them) instead of synthetic swipes."),
      ] + PopulationCommand.geometryOptions + [
        OptionSpec(
          name: "--angle-gate", valueName: "degrees",
          help: "Largest initial angle from the axis that engages the gesture.",
          defaultValue: NumberText.shortest(defaults.gate.maximumAngle), range: .closed(0, 180)),
        OptionSpec(
          name: "--slop", valueName: "pt",
          help: "Movement from touch-down before the gate judges the direction (recognition).",
          defaultValue: NumberText.shortest(defaults.gate.slop), range: .closed(0, 1e6)),
        OptionSpec(
          name: "--edge", valueName: "pt",
          help: "Begin only if touch-down is within this distance of the leading edge.",
          defaultText: "anywhere", range: .above(0, upTo: 1e6)),
        OptionSpec(
          name: "--max-start-distance", valueName: "pt",
          help: "Begin only if the recognition point is within this distance of the leading "
            + "edge (FDFullscreenPopGesture's option; 0: off).",
          defaultText: "off", range: .closed(0, 1e6)),
        OptionSpec(
          name: "--single-touch",
          help: "Reject a swipe when a second finger (trace column 'pointer') touches down "
            + "before recognition."),
        OptionSpec(
          name: "--travel-origin", valueName: "down|recognised",
          help: "Measure travel from touch-down or from the recognition point.",
          defaultValue: defaults.gate.travelOrigin.rawValue),
        OptionSpec(
          name: "--reversal-tolerance", valueName: "pt",
          help: "Backward travel that still feels continuous.",
          defaultValue: NumberText.shortest(defaults.tolerances.reversal), range: .closed(0, 1e6)),
        OptionSpec(
          name: "--arrival-tolerance", valueName: "pt",
          help: "Distance from the end that counts as arrived.",
          defaultValue: NumberText.shortest(defaults.tolerances.arrival),
          range: .closed(1e-6, 1e6)),
        OptionSpec(
          name: "--arrival-window", valueName: "s",
          help: "The view must arrive within this time to feel decided.",
          defaultValue: NumberText.shortest(defaults.tolerances.arrivalWindow),
          range: .closed(0, 1e6)),
        OptionSpec(
          name: "--settle-tolerance", valueName: "pt", help: "Band for the settling time.",
          defaultValue: NumberText.shortest(defaults.tolerances.settle),
          range: .closed(1e-6, 1e6)),
        OptionSpec(
          name: "--out", short: "-o", valueName: "file",
          help: "Report file; '-' for stdout. With --shard, '{shard}' in the name becomes K "
            + "zero-padded to the digits of N (sweep-{shard}.csv → sweep-03.csv).",
          defaultValue: defaults.out),
        OptionSpec(
          name: "--svg", valueName: "file",
          help: "Also write an SVG heatmap of one metric over two swept parameters ('-': stdout)."),
        OptionSpec(
          name: "--svg-metric", valueName: "column", help: "Report column the heatmap shows.",
          defaultText: "the objective"),
        OptionSpec(
          name: "--objective", valueName: "column",
          help: "Report column settings are ranked by (recorded in the report); 'cost' ranks "
            + "by expected cost per swipe (--cost).",
          defaultValue: defaults.objective),
        OptionSpec(
          name: "--cost", valueName: "name=value,...",
          help: "Weights of the cost column: false_complete, false_cancel, hijack, unfelt, each "
            + "in [0, 1e6] (terms not given keep their default; recorded in the report).",
          defaultValue: SweepCosts.standard.text.replacingOccurrences(of: ";", with: ",")),
        OptionSpec(
          name: "--shard", valueName: "K/N|auto|auto/N",
          help:
            "Compute only the K-th of N slices of the grid (join with 'merge'); 'auto' reads K "
            + "(and N) from Slurm, Kubernetes, AWS Batch or GNU parallel (Docs/ScaleOut.md)."),
        OptionSpec(
          name: "--population-shard", valueName: "K/N",
          help: "Compute only the K-th of N parts of the synthetic population (join with "
            + "'merge'; combines with --shard)."),
        OptionSpec(
          name: "--quantile-samples", valueName: "m",
          help: "Order statistics per percentile metric and row a population shard records; "
            + "percentiles merge exactly when m is at least the shard's swipes.",
          defaultValue: String(QuantileSample.defaultCount),
          range: .integers(1, QuantileSample.maximumCount)),
        OptionSpec(
          name: "--threads", valueName: "n", help: "Worker threads.", defaultText: "all cores",
          range: .integers(1, 1024)),
        OptionSpec(
          name: "--by", valueName: "key",
          help: "Also write one row per setting and group (a leading 'group' column): "
            + SweepBreakdown.allCases.map(\.rawValue).joined(separator: "|") + "."),
        OptionSpec(name: "--quiet", short: "-q", valueName: nil, help: "No summary on stderr."),
      ])
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    func values(_ flag: String, _ parameter: SweepParameter) throws(CLIError)
      -> [Double]
    {
      let text = try arguments.text(flag)
      do { return try SweepValues.parse(text, parameter: parameter, field: flag) } catch {
        throw .invalid(error)
      }
    }
    func names(_ flag: String) throws(CLIError) -> [String] {
      let text = try arguments.text(flag)
      let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces()
      }
      guard !items.contains(where: \.isEmpty) else {
        throw .invalid(flag, text, "empty name in the list")
      }
      return items
    }
    /// The styles of `--handoff`; a timeline file is read here (I/O 74, bad content 65).
    func handoffStyles(_ text: String) throws(CLIError) -> [HandOffStyle] {
      var styles: [HandOffStyle] = []
      for item in HandOffStyle.splitList(text) {
        guard !item.isEmpty else { throw .invalid("--handoff", text, "empty style in the list") }
        if let path = HandOffStyle.timelinePath(item) {
          guard !path.isEmpty else {
            throw .invalid("--handoff", item, "expected 'timeline FILE'")
          }
          let timeline = try TimelineCommand.load(path)
          do { styles.append(try HandOffStyle.timeline(timeline, source: path)) } catch {
            throw .data("\(path): \(error.reason)")
          }
          continue
        }
        do { styles.append(try HandOffStyle(parsing: item, field: "--handoff")) } catch {
          throw .invalid(error)
        }
      }
      return styles
    }
    let damping = try values("--damping", .dampingRatio)
    let response = try values("--response", .response)
    var policies = try names("--policy")
    var preset: SwipePreset?
    if let text = arguments.value("--preset") {
      if arguments.has("--policy") {
        throw .usage("'--preset' sets the policy; it cannot be used with '--policy'.")
      }
      let chosen: SwipePreset
      do { chosen = try SwipePreset(parsing: text) } catch {
        throw .invalid("--preset", text, error.reason)
      }
      preset = chosen
      policies = [chosen.rule.rawValue]
    }
    // A preset's own constants replace the default grid of the thresholds it reads.
    let own = preset.map {
      $0.rule.defaultParameters(
        width: (try? arguments.number("--width")) ?? SwipeGeometry.defaultWidth)
    }
    func threshold(_ flag: String, _ parameter: SweepParameter, _ value: Double?) throws(CLIError)
      -> [Double]
    {
      if let value, !arguments.has(flag) { return [value] }
      return try values(flag, parameter)
    }
    let progress = try threshold(
      "--progress-threshold", .progressThreshold, own?.progressThreshold)
    let velocity = try threshold(
      "--velocity-threshold", .velocityThreshold, own?.velocityThreshold)
    let projection = try threshold("--projection-rate", .projectionRate, own?.projectionRate)
    let estimators = try names("--estimator")
    // A preset finishes with its own hand-off (its timeline embedded, no file read) unless
    // --handoff is given.
    let handoffs: [HandOffStyle]
    if let preset, !arguments.has("--handoff") {
      do { handoffs = [try preset.handoffStyle()] } catch { throw .invalid(error) }
    } else {
      handoffs = try handoffStyles(try arguments.text("--handoff"))
    }
    let swipes = try arguments.integer("--swipes")
    let seed = try arguments.seed("--seed")
    let width = NumberText.shortest(try arguments.number("--width"))
    let (axis, direction) = (try arguments.text("--axis"), try arguments.text("--direction"))
    // A preset supplies the gate; a gate flag typed as well overrides its part.
    let base = preset?.gate
    func number(_ flag: String, _ own: Double?) throws(CLIError) -> Double {
      if let own, !arguments.has(flag) { return own }
      return try arguments.number(flag)
    }
    let angle = try number("--angle-gate", base?.maximumAngle)
    let slop = try number("--slop", base?.slop)
    var edge = base?.edge ?? .infinity
    if arguments.has("--edge") { edge = try arguments.number("--edge") }
    var startDistance = base?.maximumStartDistance ?? .infinity
    if arguments.has("--max-start-distance") {
      let d = try arguments.number("--max-start-distance")
      startDistance = d > 0 ? d : .infinity
    }
    let singleTouch = arguments.flag("--single-touch") || (base?.singleTouch ?? false)
    var originText = try arguments.text("--travel-origin")
    if let base, !arguments.has("--travel-origin") { originText = base.travelOrigin.rawValue }
    let (reversal, arrival) = (
      try arguments.number("--reversal-tolerance"), try arguments.number("--arrival-tolerance")
    )
    let (window, settle) = (
      try arguments.number("--arrival-window"), try arguments.number("--settle-tolerance")
    )
    let geometry: SwipeGeometry
    let gate: AngleGate
    let tolerances: FeelTolerances
    do throws(InputError) {
      geometry = try SwipeGeometry(parsingWidth: width, axis: axis, direction: direction)
      gate = try AngleGate.validated(
        maximumAngle: angle, slop: slop, edge: edge, maximumStartDistance: startDistance,
        singleTouch: singleTouch,
        travelOrigin: try TravelOrigin(parsing: originText))
      tolerances = try FeelTolerances.validated(
        reversal: reversal, arrival: arrival, arrivalWindow: window, settle: settle)
    } catch { throw .invalidFlag(error) }
    var population = SweepRequest.Population.synthetic(count: swipes, seed: seed)
    if let path = arguments.value("--traces") {
      for flag in ["--swipes", "--seed", "--population"] where arguments.has(flag) {
        throw .usage(
          "'\(flag)' describes the synthetic population; it cannot be used with '--traces'.")
      }
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw .io("Cannot read '\(path)': no such file or directory, or not readable.")
      }
      population = .traces(path: path)
    }
    let objective: SweepMetric
    let objectiveText = try arguments.text("--objective")
    do { objective = try SweepMetric(parsing: objectiveText, field: "--objective") } catch {
      throw .invalid(error)
    }
    let costs: SweepCosts
    let costText = try arguments.text("--cost")
    do { costs = try SweepCosts(parsing: costText, field: "--cost") } catch {
      throw .invalid(error)
    }
    var svgMetric = objective
    if let text = arguments.value("--svg-metric") {
      do { svgMetric = try SweepMetric(parsing: text, field: "--svg-metric") } catch {
        throw .invalid(error)
      }
    }
    var shard: SweepShard?
    if let text = arguments.value("--shard") {
      do {
        let request = try SweepShard.request(parsing: text, field: "--shard")
        shard = try SweepShard.resolve(request, environment: io.environment, field: "--shard")
      } catch { throw .invalid(error) }
    }
    var populationShard: SweepShard?
    if let text = arguments.value("--population-shard") {
      let part: SweepShard
      do { part = try SweepShard(parsing: text, field: "--population-shard") } catch {
        throw .invalid(error)
      }
      populationShard = part
      if arguments.has("--traces") {
        throw .usage(
          "'--population-shard' splits the synthetic population; it cannot be used with "
            + "'--traces'.")
      }
      if arguments.has("--svg") {
        throw .usage(
          "'--svg' needs the whole population; draw it from the merged report with 'report'.")
      }
      guard part.count <= swipes else {
        throw .invalid(
          "--population-shard", text, "expected at most as many parts as swipes (\(swipes))")
      }
    }
    let quantileSamples = try arguments.integer("--quantile-samples")
    if arguments.has("--quantile-samples") && populationShard == nil {
      throw .usage("'--quantile-samples' is for population shards ('--population-shard K/N').")
    }
    /// An output name with `{shard}` filled in; the placeholder needs a shard.
    func outputName(_ flag: String, _ name: String) throws(CLIError) -> String {
      guard name.contains(SweepShard.placeholder) else { return name }
      guard let shard else {
        throw .invalid(
          flag, name, "'\(SweepShard.placeholder)' names a shard, but no --shard is given")
      }
      return shard.outputName(name)
    }
    var svg: String?
    if let name = arguments.value("--svg") { svg = try outputName("--svg", name) }
    let threads =
      arguments.has("--threads")
      ? try arguments.integer("--threads") : ProcessInfo.processInfo.activeProcessorCount
    let out = try outputName("--out", try arguments.text("--out"))
    var request = SweepRequest(
      policies: policies, estimators: estimators, dampingRatios: damping, responses: response,
      progressThresholds: progress, velocityThresholds: velocity, projectionRates: projection,
      population: population, geometry: geometry, gate: gate, tolerances: tolerances,
      objective: objective)
    request.populationShard = populationShard
    request.handoffs = handoffs
    if !arguments.has("--traces") {
      request.populationConfiguration = try PopulationCommand.configuration(
        arguments.value("--population"), geometry: geometry)
    }
    request.costs = costs
    if let text = arguments.value("--by") {
      do { request.breakdown = try SweepBreakdown(parsing: text, field: "--by") } catch {
        throw .invalid(error)
      }
      for flag in ["--shard", "--population-shard"] where arguments.has(flag) {
        throw .usage(
          "'--by' needs the whole sweep in one report; it cannot be used with '\(flag)'.")
      }
    }
    let plannedGrid: SweepGrid
    do { plannedGrid = try SweepJob.grid(request) } catch { throw .setup(error) }
    let planned = shard?.rows(of: plannedGrid.rowCount).count ?? plannedGrid.rowCount
    guard planned <= SweepGrid.maximumRowsPerRun else {
      throw .usage(
        "The grid has \(plannedGrid.rowCount) rows; one run computes at most "
          + "\(SweepGrid.maximumRowsPerRun). Split it with '--shard K/N' and join with 'merge'.")
    }
    if svg != nil
      && !plannedGrid.policies.indices.contains(where: {
        plannedGrid.sweptParameters(policy: $0).count >= 2
      })
    {
      throw .usage(
        "'--svg' needs two swept parameters (give two of --progress-threshold, "
          + "--velocity-threshold, --damping, --response, --projection-rate several values).")
    }
    let robust = arguments.flag("--robust")
    if robust {
      for flag in ["--traces", "--shard", "--population-shard", "--by"] where arguments.has(flag) {
        throw .usage(
          "'--robust' varies the synthetic population over the whole grid; it cannot be used "
            + "with '\(flag)'.")
      }
    }
    let rows = shard?.rows(of: plannedGrid.rowCount) ?? 0..<plannedGrid.rowCount
    if case .synthetic(let count, _) = population {
      try checkResources(
        SweepEstimate(
          grid: plannedGrid, rows: rows, swipes: count,
          samplesPerSwipe: SwipeGenerator.samplesPerSwipe(request.populationConfiguration)),
        threads: threads,
        quiet: arguments.flag("--quiet"), io: io)
    }
    let outputs = try OutputFiles(
      [("--out", out), ("--svg", svg)],
      inputs: [
        ("--traces", arguments.value("--traces")),
        ("--population", arguments.value("--population")),
      ]
      .compactMap { i in i.1.map { (i.0, $0) } } + InputFile.timelineInputs(arguments), io: io)
    let meter = ProgressLine(
      enabled: io.mode == .stream && io.stderrIsTerminal && !arguments.flag("--quiet"))
    let job: SweepJob
    do {
      job = try SweepJob.prepare(request, threads: threads) { meter.update("swipes", $0) }
    } catch { throw .setup(error) }

    let grid = job.engine.grid
    if let part = job.populationShard {
      let run = job.engine.sampledRun(rows: rows, samples: quantileSamples, threads: threads) {
        meter.update("grid", $0)
      }
      meter.finish()
      let results = SweepResults(
        grid: grid, rows: rows, statistics: run.statistics, settings: job.settings)
      let csv = PopulationShardSchema.csv(
        results, samples: run.samples, sampleCount: quantileSamples, part: part,
        gridShard: shard ?? SweepShard(index: 1, count: 1))
      try outputs.append(csv, to: "--out")
      try outputs.commit()
      guard !arguments.flag("--quiet") else { return }
      let swipeRange = part.indices
      let destination = outputs.destination("--out") ?? out
      io.err(
        "Population shard \(part.shard.index)/\(part.shard.count) (swipes "
          + "\(swipeRange.lowerBound)..<\(swipeRange.upperBound) of \(part.swipes)), grid rows "
          + "\(rows.lowerBound)..<\(rows.upperBound) of \(grid.rowCount), sweep_id \(job.sweepID): "
          + "wrote \(destination). Join all parts with 'spring-tune merge'.\n")
      return
    }
    let statistics = job.engine.run(rows: rows, threads: threads) { meter.update("grid", $0) }
    meter.finish()
    var report = SweepResults(
      grid: grid, rows: rows, statistics: statistics, settings: job.settings)
    var robustness: SweepRobustness?
    if robust {
      robustness = try Self.robustness(request, base: report, threads: threads, meter: meter)
    }
    // The plateau needs every row (the best is the whole grid's): not for a grid shard.
    let ranking = SweepRanking(report, requested: job.settings.objective)
    if shard == nil {
      report.plateau =
        SweepPlateau.compute(job.engine, results: report, ranking: ranking, threads: threads)?
        .members
    }
    var groups: [(name: String, results: SweepResults)] = []
    if request.breakdown != nil {
      groups = job.breakdown(rows: rows, threads: threads) { meter.update("groups", $0) }
      meter.finish()
      try outputs.append(report.csv(groups: groups), to: "--out")
    } else {
      try outputs.append(robustness?.csv(report) ?? report.csv(shard: shard), to: "--out")
    }
    if svg != nil {
      try outputs.append(heatmap(SweepSummary(report: report), metric: svgMetric), to: "--svg")
    }
    try outputs.commit()
    guard !arguments.flag("--quiet") else { return }
    if job.cancelledSwipes > 0 {
      io.err(
        "Note: \(job.cancelledSwipes) of \(job.engine.swipeCount) recorded swipes end with a "
          + "'cancelled' row: they count as cancels with no hand-off and no policy decides them.\n")
    }
    let summary = SweepSummary(report: report)
    io.err(
      summary.text(
        destination: outputs.destination("--out") ?? out, shard: shard.map { ($0, job.sweepID) },
        width: io.textWidth(stderr: true)))
    if let recommendation = SweepRecommendation(report, ranking: ranking) {
      io.err(
        TextWrap.wrapped(
          recommendation.text(report, objective: ranking.objective),
          width: io.textWidth(stderr: true)))
    }
    if let robustness { io.err(robustness.summary(report, width: io.textWidth(stderr: true))) }
    if let key = request.breakdown, let best = summary.best.first {
      let m = summary.objective
      let parts = groups.map { g in
        let s = g.results.statistics[best]
        return
          "\(g.name) \(m.value(s).map { NumberText.rounded($0, decimals: 3) } ?? "–") (\(s.swipes) swipes)"
      }
      io.err(
        "\(m.column) of the best setting by \(key.rawValue) (\(groups.count) groups, rows after the "
          + "overall ones): " + parts.joined(separator: ", ") + "\n")
    }
  }

  /// Every row of `request`'s grid under each built-in population variant over the request's
  /// population (the first variant, `base`, is `base` itself).
  static func robustness(
    _ request: SweepRequest, base: SweepResults, threads: Int, meter: ProgressLine
  ) throws(CLIError) -> SweepRobustness {
    var reports = [base]
    let variants = PopulationVariant.builtIn
    for variant in variants.dropFirst() {
      var r = request
      do {
        r.populationConfiguration = try variant.configuration(over: request.populationConfiguration)
      } catch { throw .badFile(error) }
      let job: SweepJob
      do {
        job = try SweepJob.prepare(r, threads: threads) { meter.update(variant.name, $0) }
      } catch {
        throw .setup(error)
      }
      let rows = 0..<job.engine.grid.rowCount
      let statistics = job.engine.run(rows: rows, threads: threads) { meter.update("grid", $0) }
      meter.finish()
      reports.append(
        SweepResults(
          grid: job.engine.grid, rows: rows, statistics: statistics, settings: job.settings))
    }
    return SweepRobustness(
      variants: variants.map(\.name), results: reports, requested: request.objective)
  }

}
