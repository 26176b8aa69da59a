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
    swipes: SwipeGenerator.defaultCount, seed: SwipeGenerator.defaultSeed,
    geometry: SwipeGeometry(), gate: AngleGate(), tolerances: FeelTolerances(),
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
          name: "--estimator", valueName: "names", help: "Velocity estimators, comma-separated.",
          defaultValue: defaults.estimator),
        OptionSpec(
          name: "--handoff", valueName: "styles",
          help: "Hand-off styles, comma-separated: spring-velocity, spring-rest, 'uikit-spring "
            + "D,Z[,V]', 'curve CURVE,D[,scale-by-remaining]', 'timeline FILE'.",
          defaultValue: defaults.handoff),
        OptionSpec(
          name: "--swipes", valueName: "n", help: "Synthetic population size.",
          defaultValue: String(defaults.swipes), range: .integers(1, maximumSwipes)),
        OptionSpec(
          name: "--seed", valueName: "s", help: "Seed of the synthetic population.",
          defaultValue: String(defaults.seed), range: .seed),
        OptionSpec(
          name: "--traces", valueName: "path",
          help: "Recorded traces (a CSV file or a directory of them) instead of synthetic swipes."),
        OptionSpec(
          name: "--width", valueName: "pt", help: "Transition width in points.",
          defaultValue: NumberText.shortest(defaults.geometry.width), range: .closed(1, 100_000)),
        OptionSpec(
          name: "--axis", valueName: "x|y", help: "Swipe axis.",
          defaultValue: defaults.geometry.axis.rawValue),
        OptionSpec(
          name: "--direction", valueName: "+|-", help: "Completing direction along the axis.",
          defaultValue: defaults.geometry.direction.rawValue),
        OptionSpec(
          name: "--angle-gate", valueName: "degrees",
          help: "Largest initial angle from the axis that engages the gesture.",
          defaultValue: NumberText.shortest(defaults.gate.maximumAngle), range: .closed(0, 180)),
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
          help: "Report column settings are ranked by (recorded in the report).",
          defaultValue: defaults.objective),
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
    let progress = try values("--progress-threshold", .progressThreshold)
    let velocity = try values("--velocity-threshold", .velocityThreshold)
    let projection = try values("--projection-rate", .projectionRate)
    let policies = try names("--policy")
    let estimators = try names("--estimator")
    let handoffs = try handoffStyles(try arguments.text("--handoff"))
    let swipes = try arguments.integer("--swipes")
    let seedText = try arguments.text("--seed")
    guard let seed = UInt64(seedText) else {
      throw .invalid("--seed", seedText, OptionRange.seed.reason)
    }
    let width = NumberText.shortest(try arguments.number("--width"))
    let (axis, direction) = (try arguments.text("--axis"), try arguments.text("--direction"))
    let angle = try arguments.number("--angle-gate")
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
      gate = try AngleGate.validated(maximumAngle: angle, slop: defaults.gate.slop)
      tolerances = try FeelTolerances.validated(
        reversal: reversal, arrival: arrival, arrivalWindow: window, settle: settle)
    } catch { throw .invalidFlag(error) }
    var population = SweepRequest.Population.synthetic(count: swipes, seed: seed)
    if let path = arguments.value("--traces") {
      for flag in ["--swipes", "--seed"] where arguments.has(flag) {
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
    let rows = shard?.rows(of: plannedGrid.rowCount) ?? 0..<plannedGrid.rowCount
    if case .synthetic(let count, _) = population {
      try checkResources(
        SweepEstimate(grid: plannedGrid, rows: rows, swipes: count), threads: threads,
        quiet: arguments.flag("--quiet"), io: io)
    }
    let outputs = try OutputFiles(
      [("--out", out), ("--svg", svg)],
      inputs: arguments.value("--traces").map { [("--traces", $0)] } ?? [], io: io)
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
    let report = SweepResults(
      grid: grid, rows: rows, statistics: statistics, settings: job.settings)
    try outputs.append(report.csv(shard: shard), to: "--out")
    if svg != nil {
      try outputs.append(heatmap(SweepSummary(report: report), metric: svgMetric), to: "--svg")
    }
    try outputs.commit()
    guard !arguments.flag("--quiet") else { return }
    io.err(
      SweepSummary(report: report).text(
        destination: outputs.destination("--out") ?? out, shard: shard.map { ($0, job.sweepID) }))
  }

}
