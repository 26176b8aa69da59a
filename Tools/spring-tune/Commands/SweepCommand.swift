import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning
import TextFormats

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
    handoff: HandoffStyle.springVelocity.description,
    estimator: SweepRequest.defaultEstimators.joined(separator: ","),
    gate: AngleGate(), bounds: FeelBounds(),
    out: "sweep.csv", objective: SweepMetric.defaultObjective.column
  )

  /// The most synthetic swipes one run builds.
  static let maximumSwipes = 100_000_000

  /// The rules between flags, checked before any value is parsed or file read.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.has("--preset") && arguments.has("--policy") {
      throw .usage("'--preset' sets the policy; it cannot be used with '--policy'.")
    }
    if arguments.has("--traces") {
      for flag in ["--swipes", "--seed", "--population"] where arguments.has(flag) {
        throw .usage(
          "'\(flag)' describes the synthetic population; it cannot be used with '--traces'.")
      }
    }
    if arguments.has("--population-shard") {
      if arguments.has("--traces") {
        throw .usage(
          "'--population-shard' splits the synthetic population; it cannot be used with "
            + "'--traces'.")
      }
      if arguments.has("--svg") {
        throw .usage(
          "'--svg' needs the whole population; draw it from the merged report with 'report'.")
      }
    } else if arguments.has("--quantile-samples") {
      throw .usage("'--quantile-samples' is for population shards ('--population-shard K/N').")
    }
    if arguments.has("--by") {
      for flag in ["--shard", "--population-shard"] where arguments.has(flag) {
        throw .usage(
          "'--by' needs the whole sweep in one report; it cannot be used with '\(flag)'.")
      }
    }
    if arguments.has("--plateau-of") {
      for flag in ["--svg", "--by", "--robust"] where arguments.has(flag) {
        throw .usage(
          "'--plateau-of' writes the plateau pass of a sharded sweep; it cannot be used with "
            + "'\(flag)'.")
      }
    }
    if arguments.flag("--robust") {
      for flag in ["--traces", "--shard", "--population-shard", "--by"] where arguments.has(flag) {
        throw .usage(
          "'--robust' varies the synthetic population over the whole grid; it cannot be used "
            + "with '\(flag)'.")
      }
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let feelModel = try feelModel(arguments)
    let request = try request(arguments, io: io, feelModel: feelModel)
    var svgMetric = request.objective
    if let text = arguments.value("--svg-metric") {
      do { svgMetric = try SweepMetric(parsing: text, field: "--svg-metric") } catch {
        throw .invalid(error)
      }
    }
    let svg = try arguments.value("--svg").map { name throws(CLIError) in
      try outputName("--svg", name, request)
    }
    let threads =
      arguments.has("--threads")
      ? try arguments.integer("--threads") : ProcessInfo.processInfo.activeProcessorCount
    let out = try outputName("--out", try arguments.text("--out"), request)
    try checkGrid(request, svg: svg != nil, threads: threads, arguments: arguments, io: io)
    // After the checks that refuse: a run that stops on an error says only the error.
    if !arguments.flag("--quiet") {
      for warning in unitWarnings(request) { io.err("Warning: " + warning + "\n") }
    }
    let outputs = try OutputFiles(
      [("--out", out), ("--svg", svg)],
      inputs: [
        ("--traces", arguments.value("--traces")),
        ("--population", arguments.value("--population")),
        ("--feel-model", arguments.value("--feel-model")),
        ("--plateau-of", arguments.value("--plateau-of")),
      ]
      .compactMap { i in i.1.map { (i.0, $0) } } + InputFile.timelineInputs(arguments), io: io)
    if let merged = arguments.value("--plateau-of") {
      try plateauPass(request, merged: merged, threads: threads, outputs: outputs, io: io)
      return
    }
    let quiet = arguments.flag("--quiet")
    let answer = try answer(request, threads: threads, quiet: quiet, io: io)
    try outputs.append(answer.csv, to: "--out")
    if svg != nil {
      try outputs.append(heatmap(answer.summary, metric: svgMetric), to: "--svg")
    }
    try outputs.commit()
    guard !quiet else { return }
    if let note = feelModelNote(feelModel) { io.err(note) }
    io.err(
      answer.summaryText(
        destination: outputs.destination("--out") ?? out, width: io.textWidth(stderr: true),
        robustHint: "with --robust"))
  }

  /// An output name with `{shard}` filled in; the placeholder needs a shard.
  static func outputName(_ flag: String, _ name: String, _ request: SweepRequest)
    throws(CLIError) -> String
  {
    guard name.contains(SweepShard.placeholder) else { return name }
    guard let shard = request.gridShard else {
      throw .invalid(
        flag, name, "'\(SweepShard.placeholder)' names a shard, but no --shard is given")
    }
    return shard.outputName(name)
  }

  /// Runs the sweep with a progress line on a terminal. Recorded traces are counted only once
  /// read: they are read here and estimated before the engine allocates for them (the
  /// synthetic population was estimated in ``checkGrid(_:svg:threads:arguments:io:)``).
  static func answer(_ request: SweepRequest, threads: Int, quiet: Bool, io: CommandIO)
    throws(CLIError) -> SweepAnswer
  {
    let meter = ProgressLine(enabled: io.mode == .stream && io.stderrIsTerminal && !quiet)
    var traces: [Swipe]?
    if case .traces(let path) = request.population {
      do { traces = try SwipeTraceFiles.load(path: path) } catch {
        throw .setup(.traces(error))
      }
      try checkTraces(traces ?? [], request, threads: threads, quiet: quiet, io: io)
    }
    let answer: SweepAnswer
    do {
      let loaded = traces
      answer = try Sweep.run(
        request, threads: threads,
        loadTraces: { path throws(InputFileError) in
          if let loaded { return loaded }
          return try SwipeTraceFiles.load(path: path)
        },
        progress: { meter.update($0.label, $1) })
    } catch { throw .setup(error) }
    meter.finish()
    return answer
  }

  /// `sweep --plateau-of MERGED`: reads the merged report's best row (streaming), runs the
  /// plateau pass of this shard (``Sweep/plateauShard(_:target:threads:loadTraces:progress:)``)
  /// and writes its file.
  static func plateauPass(
    _ request: SweepRequest, merged: String, threads: Int, outputs: OutputFiles, io: CommandIO
  ) throws(CLIError) {
    var finder = SweepPlateauTarget.Finder()
    try InputFile.forEachRecord(merged) { record throws(SweepTableError) in
      try finder.read(record)
    }
    let target: SweepPlateauTarget
    do { target = try finder.target() } catch {
      throw .badFile(InputFileError(file: merged, error))
    }
    let text: String
    do {
      text = try Sweep.plateauShard(request, target: target, threads: threads)
    } catch { throw .setup(error) }
    try outputs.append(text, to: "--out")
    try outputs.commit()
  }

  /// Refuses (64) a grid one run cannot compute or draw, and a sweep that does not fit in
  /// memory (``checkResources(_:threads:quiet:io:memoryLimit:)``), before anything is built.
  static func checkGrid(
    _ request: SweepRequest, svg: Bool, threads: Int, arguments: ParsedArguments, io: CommandIO
  ) throws(CLIError) {
    let grid: SweepGrid
    do { grid = try SweepJob.grid(request) } catch { throw .setup(error) }
    let rows = request.gridShard?.rows(of: grid.rowCount) ?? 0..<grid.rowCount
    guard rows.count <= SweepGrid.maximumRowsPerRun else {
      throw .usage(
        "The grid has \(grid.rowCount) rows; one run computes at most "
          + "\(SweepGrid.maximumRowsPerRun). Split it with '--shard K/N' and join with 'merge'.")
    }
    if svg
      && !grid.policies.indices.contains(where: { grid.sweptParameters(policy: $0).count >= 2 })
    {
      throw .usage(
        "'--svg' needs two swept parameters (give two of --progress-threshold, "
          + "--velocity-threshold, --damping, --response, --projection-rate several values).")
    }
    if case .synthetic(let count, _) = request.population {
      try checkResources(
        SweepEstimate(
          grid: grid, rows: rows, swipes: count,
          samplesPerSwipe: SwipeGenerator.samplesPerSwipe(request.populationConfiguration)),
        threads: threads,
        quiet: arguments.flag("--quiet"), io: io)
    }
  }

  /// The resource check (``checkResources(_:threads:quiet:io:memoryLimit:)``) of a sweep over
  /// recorded `traces`, once they are read and before anything is built for them.
  static func checkTraces(
    _ traces: [Swipe], _ request: SweepRequest, threads: Int, quiet: Bool, io: CommandIO
  ) throws(CLIError) {
    let grid: SweepGrid
    do { grid = try SweepJob.grid(request) } catch { throw .setup(error) }
    let rows = request.gridShard?.rows(of: grid.rowCount) ?? 0..<grid.rowCount
    let samples = traces.reduce(0) { $0 + $1.samples.count }
    try checkResources(
      SweepEstimate(
        grid: grid, rows: rows, swipes: traces.count,
        samplesPerSwipe: traces.isEmpty ? nil : Double(samples) / Double(traces.count)),
      threads: threads, quiet: quiet, io: io, fewerSwipes: "fewer swipes in '--traces'")
  }

  /// Values that read like a unit mistake, each with the likely intent: a progress threshold
  /// given as a percentage (progress is a fraction: 0.5 is half), a response in milliseconds
  /// (it is seconds), a damping ratio past any shipped spring (UIKit's default is ζ ≈ 4.6;
  /// a damping coefficient or a percentage?). The sweep still runs: the value may be meant.
  static func unitWarnings(_ request: SweepRequest) -> [String] {
    var out: [String] = []
    if let p = request.progressThresholds.first(where: { $0 > 1 }) {
      let guess = p <= 100 ? " (did you mean \(NumberText.shortest(p / 100)), a percentage?)" : ""
      out.append(
        "--progress-threshold \(NumberText.shortest(p)) is above 1: progress is a fraction of the "
          + "policy's distance (1 is all of it)\(guess).")
    }
    if let r = request.responses.first(where: { $0 >= 5 }) {
      out.append(
        "--response \(NumberText.shortest(r)) is in seconds: a \(NumberText.shortest(r)) s spring "
          + "(did you mean \(NumberText.shortest(r / 1000)) s, given in milliseconds?).")
    }
    if let z = request.dampingRatios.first(where: { $0 > 10 }) {
      out.append(
        "--damping \(NumberText.shortest(z)) is a damping ratio past any shipped spring (UIKit's "
          + "default is about 4.6, most are 0.5–1.2): a damping coefficient, or a percentage "
          + "(\(NumberText.rounded(z / 100, decimals: 4)))?")
    }
    return out
  }
}
