import AnimationMath
import TextFormats

/// Everything a sweep needs, as validated values: the grid axes, the population, the screen and
/// the feel bounds. The CLI fills it from flags; ``SweepJob/prepare(_:threads:loadTraces:progress:)`` turns it
/// into an engine.
public struct SweepRequest: Sendable {
  /// Where the swipes come from.
  public enum Population: Sendable, Hashable {
    /// The seeded synthetic population (``SwipeGenerator``): `count` swipes from `seed`.
    case synthetic(count: Int, seed: UInt64)
    /// Recorded traces: a CSV file or a directory of them (``SwipeTraceFiles``).
    case traces(path: String)
  }

  /// The policies a sweep uses unless told otherwise: the rule this project started from.
  public static let defaultPolicies = [CompletionPreset.seedProgressVelocity.rawValue]
  /// The estimators a sweep uses unless told otherwise: the least-squares quadratic of Android
  /// and Flutter.
  public static let defaultEstimators = [VelocityStrategy.lsq2.rawValue]

  /// Completion-policy preset names (``CompletionPreset``).
  public var policies: [String]
  /// Velocity-estimator names (`VelocityStrategy`).
  public var estimators: [String]
  /// The numeric axes of the grid: damping ratios, responses and the three thresholds.
  public var axes: SweepAxes
  /// Damping ratios (``axes``).
  public var dampingRatios: [Double] {
    get { axes.dampingRatios }
    set { axes.dampingRatios = newValue }
  }
  /// Responses, s (``axes``).
  public var responses: [Double] {
    get { axes.responses }
    set { axes.responses = newValue }
  }
  /// Progress thresholds (``axes``).
  public var progressThresholds: [Double] {
    get { axes.progressThresholds }
    set { axes.progressThresholds = newValue }
  }
  /// Velocity thresholds, pt/s (``axes``).
  public var velocityThresholds: [Double] {
    get { axes.velocityThresholds }
    set { axes.velocityThresholds = newValue }
  }
  /// Projection rates per ms (``axes``).
  public var projectionRates: [Double] {
    get { axes.projectionRates }
    set { axes.projectionRates = newValue }
  }
  /// Hand-off styles (``HandoffStyle``), in order; default `[.springVelocity]`.
  public var handoffs: [HandoffStyle] = [.springVelocity]
  /// The population.
  public var population: Population
  /// Screen width, axis and completing direction.
  public var geometry: SwipeGeometry
  /// The angle gate.
  public var gate: AngleGate
  /// The feel bounds.
  public var bounds: FeelBounds
  /// The metric settings are ranked by (recorded in the report).
  public var objective: SweepMetric
  /// The assumptions of the synthetic population (`--population FILE.json`); its geometry is
  /// replaced by ``geometry``. Default: the documented defaults.
  public var populationConfiguration = SwipeGenerator.Configuration()
  /// The platform the sweep is for (`--platform`, or a preset's), recorded in the report's
  /// `platform` column; the caller has already chosen its estimator and hand-off
  /// (``SwipePlatform/estimator``, ``SwipePlatform/handoff``). Nil names none.
  public var platform: SwipePlatform?
  /// The feel model whose bounds ``bounds`` holds (its name, recorded in the report's
  /// `feel_model` column); empty for the default bounds.
  public var feelModel = ""
  /// The weights of the `cost` column and objective (`--cost`).
  public var costs: SweepCosts = .standard
  /// The part of a synthetic population this run computes (`--population-shard K/N`: swipes
  /// ``SweepShard/rows(of:)`` of the population), or nil for all of it.
  public var populationShard: SweepShard?
  /// What to break the report down by (`--by`), or nil for the overall rows only.
  public var breakdown: SweepBreakdown?
  /// The slice of the grid this run computes (`--shard K/N`: rows ``SweepShard/rows(of:)`` of
  /// the grid), or nil for every row. A grid shard has no plateau: the best is the whole grid's.
  public var gridShard: SweepShard?
  /// Whether to evaluate every setting under the built-in population variants
  /// (``PopulationVariant/builtIn``) and recommend the least worst-case regret (`--robust`).
  public var robust = false
  /// Order statistics per percentile metric and row that a population shard records
  /// (``QuantileSample``); used only with ``populationShard``.
  public var quantileSamples = QuantileSample.defaultCount

  /// Creates a request.
  public init(
    policies: [String], estimators: [String], dampingRatios: [Double], responses: [Double],
    progressThresholds: [Double], velocityThresholds: [Double], projectionRates: [Double],
    population: Population, geometry: SwipeGeometry = SwipeGeometry(),
    gate: AngleGate = AngleGate(), bounds: FeelBounds = FeelBounds(),
    objective: SweepMetric = .defaultObjective
  ) {
    self.policies = policies
    self.estimators = estimators
    self.axes = SweepAxes(
      dampingRatios: dampingRatios, responses: responses, progressThresholds: progressThresholds,
      velocityThresholds: velocityThresholds, projectionRates: projectionRates)
    self.population = population
    self.geometry = geometry
    self.gate = gate
    self.bounds = bounds
    self.objective = objective
  }

  /// The settings a report of this request records (``SweepSettings``).
  public var settings: SweepSettings {
    let source: SweepSettings.Source =
      switch population {
      case .synthetic(_, let seed): .synthetic(seed: seed)
      case .traces(let path): .traces(path: path)
      }
    return SweepSettings(
      source: source, geometry: geometry, gate: gate, bounds: bounds,
      objective: objective, costs: costs, platform: platform, feelModel: feelModel)
  }
}
