/// Everything a sweep needs, as validated values: the grid axes, the population and the feel
/// tolerances. The CLI fills it from flags; ``SweepJob/prepare(_:)`` turns it into an engine.
public struct SweepRequest: Sendable {
  /// Where the swipes come from.
  public enum Population: Sendable, Hashable {
    /// The seeded synthetic population: `count` swipes from `seed`.
    case synthetic(count: Int, seed: UInt64)
  }

  /// Completion-policy preset names.
  public var policies: [String]
  /// Velocity-estimator names.
  public var estimators: [String]
  /// Damping ratios.
  public var dampingRatios: [Double]
  /// Responses, s.
  public var responses: [Double]
  /// Progress thresholds.
  public var progressThresholds: [Double]
  /// Velocity thresholds, pt/s.
  public var velocityThresholds: [Double]
  /// Projection rates per ms.
  public var projectionRates: [Double]
  /// The population.
  public var population: Population
  /// Transition width, pt.
  public var width: Double

  /// Creates a request.
  public init(
    policies: [String], estimators: [String], dampingRatios: [Double], responses: [Double],
    progressThresholds: [Double], velocityThresholds: [Double], projectionRates: [Double],
    population: Population, width: Double
  ) {
    self.policies = policies
    self.estimators = estimators
    self.dampingRatios = dampingRatios
    self.responses = responses
    self.progressThresholds = progressThresholds
    self.velocityThresholds = velocityThresholds
    self.projectionRates = projectionRates
    self.population = population
    self.width = width
  }
}

/// A prepared sweep: the engine, plus what the summary and the shard id need to know.
public struct SweepJob: Sendable {
  /// The engine (grid, releases, feel model).
  public let engine: SweepEngine
  /// One line describing the population, e.g. `20000 synthetic swipes (seed 1, width 390 pt)`.
  public let populationDescription: String
  /// The fingerprint of the whole sweep (the `sweep_id` of its shard files).
  public let sweepID: String

  /// Resolves names, builds the population and the engine.
  ///
  /// - Throws: ``SweepInputError`` naming the flag of an unknown policy or estimator.
  public static func prepare(_ request: SweepRequest) throws(SweepInputError) -> SweepJob {
    var rules: [any SweepDecisionRule] = []
    for name in request.policies {
      guard let p = InterimPolicy(rawValue: name) else {
        let names = InterimPolicy.allCases.map(\.rawValue).joined(separator: ", ")
        throw SweepInputError(
          field: "--policy", value: name, reason: "unknown policy; one of: \(names)")
      }
      rules.append(p)
    }
    for name in request.estimators where !InterimPopulation.estimators.contains(name) {
      let names = InterimPopulation.estimators.joined(separator: ", ")
      throw SweepInputError(
        field: "--estimator", value: name, reason: "unknown estimator; one of: \(names)")
    }
    let grid = try SweepGrid(
      policies: rules, estimators: request.estimators, dampingRatios: request.dampingRatios,
      responses: request.responses, progressThresholds: request.progressThresholds,
      velocityThresholds: request.velocityThresholds, projectionRates: request.projectionRates)
    let releases: [[SweepRelease]]
    let description: String
    switch request.population {
    case .synthetic(let count, let seed):
      releases = InterimPopulation.releases(
        count: count, seed: seed, width: request.width, estimators: request.estimators)
      description =
        "\(count) synthetic swipes (seed \(seed), width \(CSVWriter.format(request.width)) pt)"
    }
    let feel = InterimFeel()
    let engine = SweepEngine(grid: grid, releases: releases, evaluator: feel)
    let model =
      "interim-feel reversal=\(feel.reversal) arrival=\(feel.arrival) window=\(feel.window) settle=\(feel.settle)"
    return SweepJob(
      engine: engine, populationDescription: description,
      sweepID: engine.fingerprint(model: model))
  }
}
