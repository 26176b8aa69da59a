import AnimationMath
import SweepFiles
import SwipeTuning
import TextFormats

extension SweepCommand {
  /// The request the flags describe: every value parsed and checked, a preset's rule, gate and
  /// hand-off filled in where no flag overrides them. Cross-flag rules are ``validate(_:)``'s.
  static func request(
    _ arguments: ParsedArguments, io: CommandIO, feelModel: LoadedFeelModel? = nil
  ) throws(CLIError) -> SweepRequest {
    let axes = try gridAxes(arguments)
    let swipes = try arguments.integer("--swipes")
    let seed = try arguments.seed("--seed")
    let (geometry, gate, tolerances) = try screen(
      arguments, preset: axes.preset, feelModel: feelModel)
    var population = SweepRequest.Population.synthetic(count: swipes, seed: seed)
    if let path = arguments.value("--traces") {
      guard InputPolicy.isReadable(path) else {
        throw .io("Cannot read '\(path)': no such file or directory, or not readable.")
      }
      population = .traces(path: path)
    }
    let objective: SweepMetric
    let objectiveText = try arguments.text("--objective")
    do { objective = try SweepMetric(parsing: objectiveText, field: "--objective") } catch {
      throw .invalid(error)
    }
    let costText = try arguments.text("--cost")
    var request = SweepRequest(
      policies: axes.policies, estimators: axes.estimators, dampingRatios: axes.damping,
      responses: axes.response, progressThresholds: axes.progress,
      velocityThresholds: axes.velocity, projectionRates: axes.projection,
      population: population, geometry: geometry, gate: gate, tolerances: tolerances,
      objective: objective)
    do { request.costs = try SweepCosts(parsing: costText, field: "--cost") } catch {
      throw .invalid(error)
    }
    request.feelModel = feelModel?.name ?? ""
    try shards(arguments, swipes: swipes, io: io, into: &request)
    request.quantileSamples = try arguments.integer("--quantile-samples")
    request.handoffs = axes.handoffs
    if !arguments.has("--traces") {
      request.populationConfiguration = try PopulationCommand.configuration(
        arguments.value("--population"), geometry: geometry)
    }
    if let text = arguments.value("--by") {
      do { request.breakdown = try SweepBreakdown(parsing: text, field: "--by") } catch {
        throw .invalid(error)
      }
    }
    request.robust = arguments.flag("--robust")
    request.platform = axes.platform
    return request
  }

  /// The grid's axes the flags give, with a preset's rule, constants and hand-off, and a
  /// platform's estimator and hand-off, where no flag overrides them.
  static func gridAxes(_ arguments: ParsedArguments) throws(CLIError) -> (
    preset: SwipePreset?, platform: SwipePlatform?, policies: [String], estimators: [String],
    handoffs: [HandoffStyle], damping: [Double], response: [Double], progress: [Double],
    velocity: [Double], projection: [Double]
  ) {
    func values(_ flag: String, _ parameter: SweepParameter) throws(CLIError) -> [Double] {
      let text = try arguments.text(flag)
      do { return try SweepValues.parse(text, parameter: parameter, field: flag) } catch {
        throw .invalid(error)
      }
    }
    var policies = try names(arguments, "--policy")
    var preset: SwipePreset?
    if let text = arguments.value("--preset") {
      let chosen: SwipePreset
      do { chosen = try SwipePreset(parsing: text) } catch {
        throw .invalid("--preset", text, error.reason)
      }
      preset = chosen
      policies = [chosen.rule.rawValue]
    }
    // A preset's own constants replace the default grid of the thresholds it reads.
    let width = (try? arguments.number("--width")) ?? SwipeGeometry.defaultWidth
    let own = preset.map { $0.rule.defaultParameters(width: width) }
    func threshold(_ flag: String, _ parameter: SweepParameter, _ value: Double?) throws(CLIError)
      -> [Double]
    {
      if let value, !arguments.has(flag) { return [value] }
      return try values(flag, parameter)
    }
    // The platform (or the preset's) picks the estimator unless --estimator is given.
    var platform = preset?.platform
    if let text = arguments.value("--platform") {
      do { platform = try SwipePlatform(parsing: text) } catch {
        throw .invalid("--platform", text, error.reason)
      }
    }
    var estimators = try names(arguments, "--estimator")
    if let platform, !arguments.has("--estimator") { estimators = [platform.estimator.name] }
    // A preset finishes with its own hand-off (its timeline embedded, no file read) unless
    // --handoff is given.
    let handoffs: [HandoffStyle]
    if let preset, !arguments.has("--handoff") {
      do { handoffs = [try preset.handoffStyle(width: width)] } catch { throw .invalid(error) }
    } else if let platform, !arguments.has("--handoff") {
      handoffs = [platform.handoff]
    } else {
      handoffs = try handoffStyles(try arguments.text("--handoff"))
    }
    return (
      preset, platform, policies, estimators, handoffs,
      try values("--damping", .dampingRatio), try values("--response", .response),
      try threshold("--progress-threshold", .progressThreshold, own?.progressThreshold),
      try threshold("--velocity-threshold", .velocityThreshold, own?.velocityThreshold),
      try threshold("--projection-rate", .projectionRate, own?.projectionRate)
    )
  }

  /// `--shard` (resolved against the scheduler's environment) and `--population-shard`.
  static func shards(
    _ arguments: ParsedArguments, swipes: Int, io: CommandIO, into request: inout SweepRequest
  ) throws(CLIError) {
    if let text = arguments.value("--shard") {
      do {
        let shard = try SweepShard.request(parsing: text, field: "--shard")
        request.gridShard = try SweepShard.resolve(
          shard, environment: io.environment, field: "--shard")
      } catch { throw .invalid(error) }
    }
    if let text = arguments.value("--population-shard") {
      let part: SweepShard
      do { part = try SweepShard(parsing: text, field: "--population-shard") } catch {
        throw .invalid(error)
      }
      guard part.count <= swipes else {
        throw .invalid(
          "--population-shard", text, "expected at most as many parts as swipes (\(swipes))")
      }
      request.populationShard = part
    }
  }

  /// The comma-separated names of `flag`, none empty.
  static func names(_ arguments: ParsedArguments, _ flag: String) throws(CLIError) -> [String] {
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
  static func handoffStyles(_ text: String) throws(CLIError) -> [HandoffStyle] {
    var styles: [HandoffStyle] = []
    for item in HandoffStyle.splitList(text) {
      guard !item.isEmpty else { throw .invalid("--handoff", text, "empty style in the list") }
      if let path = HandoffStyle.timelinePath(item) {
        guard !path.isEmpty else {
          throw .invalid("--handoff", item, "expected 'timeline FILE'")
        }
        let timeline = try TimelineCommand.load(path)
        do { styles.append(try HandoffStyle.timeline(timeline, source: path)) } catch {
          throw .data("\(path): \(error.reason)")
        }
        continue
      }
      do { styles.append(try HandoffStyle(parsing: item, field: "--handoff")) } catch {
        throw .invalid(error)
      }
    }
    return styles
  }

  /// The geometry, gate and feel tolerances: a preset supplies the gate, and a gate flag typed
  /// as well overrides its part.
  static func screen(
    _ arguments: ParsedArguments, preset: SwipePreset?, feelModel: LoadedFeelModel?
  ) throws(CLIError) -> (SwipeGeometry, AngleGate, FeelTolerances) {
    let width = NumberText.shortest(try arguments.number("--width"))
    let (axis, direction) = (try arguments.text("--axis"), try arguments.text("--direction"))
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
    var bounds: [Double] = []
    for bound in FeelTolerances.bounds { bounds.append(try arguments.number("--" + bound.field)) }
    // A learned bound replaces its tolerance (and, for the abrupt ratio, the duration coupled
    // to it: FeelFeature.apply), unless that tolerance's flag is given.
    for (feature, value) in feelModel?.bounds ?? [] {
      var learned = FeelTolerances()
      for (i, bound) in FeelTolerances.bounds.enumerated() {
        learned[keyPath: bound.keyPath] = bounds[i]
      }
      feature.apply(value, to: &learned)
      for (i, bound) in FeelTolerances.bounds.enumerated()
      where learned[keyPath: bound.keyPath] != bounds[i] && !arguments.has("--" + bound.field) {
        bounds[i] = learned[keyPath: bound.keyPath]
      }
    }
    do throws(InputError) {
      return (
        try SwipeGeometry(parsingWidth: width, axis: axis, direction: direction),
        try AngleGate.validated(
          maximumAngle: angle, slop: slop, edge: edge, maximumStartDistance: startDistance,
          singleTouch: singleTouch, travelOrigin: try TravelOrigin(parsing: originText)),
        try FeelTolerances.validated(bounds)
      )
    } catch { throw .invalidFlag(error) }
  }

  /// A `--feel-model` file's learnable pooled bounds, with the model's name and the file.
  struct LoadedFeelModel {
    var name: String
    var path: String
    var bounds: [(feature: FeelFeature, value: Double)]
  }

  /// The learnable pooled bounds of `--feel-model FILE`, read once per run, or nil without the
  /// flag. I/O 74 for a file that cannot be read, bad data 65 for one that is not a model.
  static func feelModel(_ arguments: ParsedArguments) throws(CLIError) -> LoadedFeelModel? {
    guard let path = arguments.value("--feel-model") else { return nil }
    let text = try InputFile.text(path)
    do {
      let model = try FeelModel.pooledBounds(parsing: text)
      return LoadedFeelModel(name: model.name, path: path, bounds: model.bounds)
    } catch {
      throw .badFile(InputFileError(file: path, line: nil, message: error.description))
    }
  }

  /// The summary's line naming the feel model and the bounds it set, or nil without one.
  static func feelModelNote(_ model: LoadedFeelModel?) -> String? {
    guard let model else { return nil }
    let set = model.bounds.map {
      "\($0.feature.toleranceName) \(NumberText.shortest($0.value)) \($0.feature.unit)"
    }
    return "Feel model '\(model.name)' (\(model.path)): "
      + (set.isEmpty
        ? "no learnable bound; the default bounds apply."
        : set.joined(separator: ", ") + "; other bounds default.")
      + "\n"
  }
}
