import AnimationMath
import Foundation
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
    estimator: SweepRequest.defaultEstimators.joined(separator: ","),
    swipes: SwipeGenerator.defaultCount, seed: SwipeGenerator.defaultSeed,
    geometry: SwipeGeometry(), gate: AngleGate(), tolerances: FeelTolerances(),
    out: "sweep.csv", objective: SweepMetric.defaultObjective.column
  )

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
          defaultValue: defaults.damping),
        OptionSpec(
          name: "--response", valueName: "values", help: "\(values): spring response, seconds.",
          defaultValue: defaults.response),
        OptionSpec(
          name: "--progress-threshold", valueName: "values",
          help: "\(values): the policy's progress threshold.", defaultValue: defaults.progress),
        OptionSpec(
          name: "--velocity-threshold", valueName: "values",
          help: "\(values): the policy's velocity threshold, pt/s.",
          defaultValue: defaults.velocity),
        OptionSpec(
          name: "--projection-rate", valueName: "values",
          help: "\(values): projection deceleration rate per ms.",
          defaultValue: defaults.projection),
        OptionSpec(
          name: "--policy", valueName: "names", help: "Completion-policy presets, comma-separated.",
          defaultValue: defaults.policy),
        OptionSpec(
          name: "--estimator", valueName: "names", help: "Velocity estimators, comma-separated.",
          defaultValue: defaults.estimator),
        OptionSpec(
          name: "--swipes", valueName: "n", help: "Synthetic population size.",
          defaultValue: String(defaults.swipes)),
        OptionSpec(
          name: "--seed", valueName: "s", help: "Seed of the synthetic population.",
          defaultValue: String(defaults.seed)),
        OptionSpec(
          name: "--traces", valueName: "path",
          help: "Recorded traces (a CSV file or a directory of them) instead of synthetic swipes."),
        OptionSpec(
          name: "--width", valueName: "pt", help: "Transition width in points.",
          defaultValue: NumberText.shortest(defaults.geometry.width)),
        OptionSpec(
          name: "--axis", valueName: "x|y", help: "Swipe axis.",
          defaultValue: defaults.geometry.axis.rawValue),
        OptionSpec(
          name: "--direction", valueName: "+|-", help: "Completing direction along the axis.",
          defaultValue: defaults.geometry.direction.rawValue),
        OptionSpec(
          name: "--angle-gate", valueName: "degrees",
          help: "Largest initial angle from the axis that engages the gesture.",
          defaultValue: NumberText.shortest(defaults.gate.maximumAngle)),
        OptionSpec(
          name: "--reversal-tolerance", valueName: "pt",
          help: "Backward travel that still feels continuous.",
          defaultValue: NumberText.shortest(defaults.tolerances.reversal)),
        OptionSpec(
          name: "--arrival-tolerance", valueName: "pt",
          help: "Distance from the end that counts as arrived.",
          defaultValue: NumberText.shortest(defaults.tolerances.arrival)),
        OptionSpec(
          name: "--arrival-window", valueName: "s",
          help: "The view must arrive within this time to feel decided.",
          defaultValue: NumberText.shortest(defaults.tolerances.arrivalWindow)),
        OptionSpec(
          name: "--settle-tolerance", valueName: "pt", help: "Band for the settling time.",
          defaultValue: NumberText.shortest(defaults.tolerances.settle)),
        OptionSpec(
          name: "--out", short: "-o", valueName: "file", help: "Report file; '-' for stdout.",
          defaultValue: defaults.out),
        OptionSpec(
          name: "--svg", valueName: "file",
          help: "Also write an SVG heatmap of one metric over two swept parameters."),
        OptionSpec(
          name: "--svg-metric", valueName: "column", help: "Report column the heatmap shows.",
          defaultText: "the objective"),
        OptionSpec(
          name: "--objective", valueName: "column",
          help: "Report column settings are ranked by (recorded in the report).",
          defaultValue: defaults.objective),
        OptionSpec(
          name: "--shard", valueName: "K/N",
          help: "Compute only the K-th of N slices of the grid (join with 'merge')."),
        OptionSpec(
          name: "--population-shard", valueName: "K/N",
          help: "Compute only the K-th of N parts of the synthetic population (join with "
            + "'merge'; combines with --shard)."),
        OptionSpec(
          name: "--quantile-samples", valueName: "m",
          help: "Order statistics per percentile metric and row a population shard records; "
            + "percentiles merge exactly when m is at least the shard's swipes.",
          defaultValue: String(QuantileSample.defaultCount)),
        OptionSpec(
          name: "--threads", valueName: "n", help: "Worker threads.", defaultText: "all cores"),
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
    let damping = try values("--damping", .dampingRatio)
    let response = try values("--response", .response)
    let progress = try values("--progress-threshold", .progressThreshold)
    let velocity = try values("--velocity-threshold", .velocityThreshold)
    let projection = try values("--projection-rate", .projectionRate)
    let policies = try names("--policy")
    let estimators = try names("--estimator")
    let swipes = try arguments.integer("--swipes")
    guard swipes >= 1 && swipes <= 100_000_000 else {
      throw .invalid("--swipes", String(swipes), "expected 1...100000000 swipes")
    }
    let seedText = try arguments.text("--seed")
    guard let seed = UInt64(seedText) else {
      throw .invalid("--seed", seedText, "expected an integer in 0...\(UInt64.max)")
    }
    let (width, axis, direction) = (
      try arguments.text("--width"), try arguments.text("--axis"),
      try arguments.text("--direction")
    )
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
      geometry = try SwipeGeometry.validated(width: width, axis: axis, direction: direction)
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
    do { objective = try SweepMetric(column: objectiveText, field: "--objective") } catch {
      throw .invalid(error)
    }
    var svgMetric = objective
    if let text = arguments.value("--svg-metric") {
      do { svgMetric = try SweepMetric(column: text, field: "--svg-metric") } catch {
        throw .invalid(error)
      }
    }
    let svg = arguments.value("--svg")
    if let svg {
      do { try AtomicFile.checkWritable(svg) } catch { throw .io(error.description) }
    }
    var shard: SweepShard?
    if let text = arguments.value("--shard") {
      do { shard = try SweepShard(parsing: text, field: "--shard") } catch {
        throw .invalid(error)
      }
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
      if svg != nil {
        throw .usage(
          "'--svg' needs the whole population; draw it from the merged report with 'report'.")
      }
      guard part.count <= swipes else {
        throw .invalid(
          "--population-shard", text, "expected at most as many parts as swipes (\(swipes))")
      }
    }
    let quantileSamples = try arguments.integer("--quantile-samples")
    guard quantileSamples >= 1 && quantileSamples <= QuantileSample.maximumCount else {
      throw .invalid(
        "--quantile-samples", String(quantileSamples),
        "expected 1...\(QuantileSample.maximumCount)")
    }
    if arguments.has("--quantile-samples") && populationShard == nil {
      throw .usage("'--quantile-samples' is for population shards ('--population-shard K/N').")
    }
    let threads =
      arguments.has("--threads")
      ? try arguments.integer("--threads") : ProcessInfo.processInfo.activeProcessorCount
    guard threads >= 1 && threads <= 1024 else {
      throw .invalid("--threads", String(threads), "expected 1...1024")
    }
    let out = try arguments.text("--out")
    if out != "-" {
      do { try AtomicFile.checkWritable(out) } catch { throw .io(error.description) }
    }
    let traces = arguments.value("--traces").map { [$0] } ?? []
    try InputFile.checkDistinct(output: out, from: traces)
    if let svg {
      try InputFile.checkDistinct(output: svg, from: traces, option: "--svg")
      if URL(fileURLWithPath: svg).standardizedFileURL
        == URL(fileURLWithPath: out).standardizedFileURL
      {
        throw .usage("Options '--out' and '--svg' name the same file '\(out)'.")
      }
    }
    var request = SweepRequest(
      policies: policies, estimators: estimators, dampingRatios: damping, responses: response,
      progressThresholds: progress, velocityThresholds: velocity, projectionRates: projection,
      population: population, geometry: geometry, gate: gate, tolerances: tolerances,
      objective: objective)
    request.populationShard = populationShard
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
    let meter = ProgressLine(
      enabled: io.mode == .stream && io.stderrIsTerminal && !arguments.flag("--quiet"))
    let job: SweepJob
    do {
      job = try SweepJob.prepare(request, threads: threads) { meter.update("swipes", $0) }
    } catch { throw .setup(error) }

    let grid = job.engine.grid
    let rows = shard?.rows(of: grid.rowCount) ?? 0..<grid.rowCount
    if let part = job.populationShard {
      let run = job.engine.sampledRun(rows: rows, samples: quantileSamples, threads: threads) {
        meter.update("grid", $0)
      }
      meter.finish()
      let results = SweepResults(
        grid: grid, rows: rows, statistics: run.statistics, settings: job.settings)
      let csv = PopulationShardSchema.csv(
        results, samples: run.samples, sampleCount: quantileSamples, part: part,
        sweepID: job.sweepID)
      if out == "-" {
        io.out(csv)
      } else {
        do { try AtomicFile.write(csv, to: out) } catch { throw .io(error.description) }
      }
      guard !arguments.flag("--quiet") else { return }
      let swipeRange = part.indices
      io.err(
        "Population shard \(part.shard.index)/\(part.shard.count) (swipes "
          + "\(swipeRange.lowerBound)..<\(swipeRange.upperBound) of \(part.swipes)), grid rows "
          + "\(rows.lowerBound)..<\(rows.upperBound) of \(grid.rowCount), sweep_id \(job.sweepID): "
          + "wrote \(out == "-" ? "stdout" : out). Join all parts with 'spring-tune merge'.\n")
      return
    }
    let statistics = job.engine.run(rows: rows, threads: threads) { meter.update("grid", $0) }
    meter.finish()
    let report = SweepResults(
      grid: grid, rows: rows, statistics: statistics, settings: job.settings)
    let csv = report.csv(sweepID: shard == nil ? nil : job.sweepID)
    if out == "-" {
      io.out(csv)
    } else {
      do { try AtomicFile.write(csv, to: out) } catch { throw .io(error.description) }
    }
    if let svg {
      let text = heatmap(SweepSummary(report: report), metric: svgMetric)
      do { try AtomicFile.write(text, to: svg) } catch { throw .io(error.description) }
    }
    guard !arguments.flag("--quiet") else { return }
    io.err(
      SweepSummary(report: report).text(
        destination: out == "-" ? "stdout" : out, shard: shard.map { ($0, job.sweepID) }))
  }

}
