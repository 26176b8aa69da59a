import AnimationMath
import SweepFiles
import SwipeTuning
import TextFormats

extension SweepCommand {
  /// The request the flags describe: every value parsed and checked, then precedence (preset,
  /// platform, feel model, defaults) applied by the library's one step,
  /// ``SweepOptions/request(population:)``. Cross-flag rules are ``validate(_:)``'s.
  static func request(
    _ arguments: ParsedArguments, io: CommandIO, feelModel: LoadedFeelModel? = nil
  ) throws(CLIError) -> SweepRequest {
    var options = try options(arguments)
    options.feelModel = feelModel.map { ($0.name, $0.bounds) }
    let swipes = try arguments.integer("--swipes")
    let seed = try arguments.seed("--seed")
    var population = SweepRequest.Population.synthetic(count: swipes, seed: seed)
    if let path = arguments.value("--traces") {
      guard InputPolicy.isReadable(path) else {
        throw .io("Cannot read '\(path)': no such file or directory, or not readable.")
      }
      population = .traces(path: path)
    }
    var request: SweepRequest
    do { request = try options.request(population: population) } catch { throw flagError(error) }
    let (objective, costs) = (try arguments.text("--objective"), try arguments.text("--cost"))
    do {
      request.objective = try SweepMetric(parsing: objective, field: "--objective")
      request.costs = try SweepCosts(parsing: costs, field: "--cost")
      if let text = arguments.value("--by") {
        request.breakdown = try SweepBreakdown(parsing: text, field: "--by")
      }
    } catch { throw .invalid(error) }
    try shards(arguments, swipes: swipes, io: io, into: &request)
    request.quantileSamples = try arguments.integer("--quantile-samples")
    if !arguments.has("--traces") {
      request.populationConfiguration = try PopulationCommand.configuration(
        arguments.value("--population"), geometry: request.geometry)
    }
    request.robust = arguments.flag("--robust")
    return request
  }

  /// A library error for its flag: `damping` → `--damping` where `sweep` has that flag; a field
  /// that is no flag (`preset NAME`) as it is.
  static func flagError(_ error: InputError) -> CLIError {
    spec.options.contains { $0.name == "--" + error.field } ? .invalidFlag(error) : .invalid(error)
  }

  /// What each flag says, parsed and checked, nil where it was not given.
  static func options(_ arguments: ParsedArguments) throws(CLIError) -> SweepOptions {
    func values(_ flag: String, _ parameter: SweepParameter) throws(CLIError) -> [Double]? {
      guard let text = arguments.given(flag) else { return nil }
      do { return try SweepValues.parse(text, parameter: parameter, field: flag) } catch {
        throw .invalid(error)
      }
    }
    func number(_ flag: String) throws(CLIError) -> Double? {
      arguments.has(flag) ? try arguments.number(flag) : nil
    }
    var options = SweepOptions(geometry: try geometry(arguments))
    options.policies = arguments.has("--policy") ? try names(arguments, "--policy") : nil
    if let text = arguments.given("--preset") {
      do { options.preset = try SwipePreset(parsing: text) } catch {
        throw .invalid("--preset", text, error.reason)
      }
    }
    if let text = arguments.given("--platform") {
      do { options.platform = try SwipePlatform(parsing: text) } catch {
        throw .invalid("--platform", text, error.reason)
      }
    }
    options.estimators = arguments.has("--estimator") ? try names(arguments, "--estimator") : nil
    if let text = arguments.given("--handoff") { options.handoffs = try handoffStyles(text) }
    options.dampingRatios = try values("--damping", .dampingRatio)
    options.responses = try values("--response", .response)
    options.progressThresholds = try values("--progress-threshold", .progressThreshold)
    options.velocityThresholds = try values("--velocity-threshold", .velocityThreshold)
    options.projectionRates = try values("--projection-rate", .projectionRate)
    options.gate.maximumAngle = try number("--angle-gate")
    options.gate.slop = try number("--slop")
    options.gate.edge = try number("--edge")
    options.gate.maximumStartDistance = try number("--max-start-distance")
    options.gate.singleTouch = arguments.flag("--single-touch")
    if let text = arguments.given("--travel-origin") {
      do { options.gate.travelOrigin = try TravelOrigin(parsing: text) } catch {
        throw .invalidFlag(error)
      }
    }
    for bound in FeelBounds.all {
      options.bounds[bound.field] = try number("--" + bound.field)
    }
    return options
  }

  /// The screen `--width`, `--axis` and `--direction` describe.
  static func geometry(_ arguments: ParsedArguments) throws(CLIError) -> SwipeGeometry {
    let width = NumberText.shortest(try arguments.number("--width"))
    let (axis, direction) = (try arguments.text("--axis"), try arguments.text("--direction"))
    do { return try SwipeGeometry(parsingWidth: width, axis: axis, direction: direction) } catch {
      throw .invalidFlag(error)
    }
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
      "\($0.feature.boundName) \(NumberText.shortest($0.value)) \($0.feature.unit)"
    }
    return "Feel model '\(model.name)' (\(model.path)): "
      + (set.isEmpty
        ? "no learnable bound; the default bounds apply."
        : set.joined(separator: ", ") + "; other bounds default.")
      + "\n"
  }
}
