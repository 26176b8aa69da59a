/// A field of a ``SweepRequest``: what a library error about a request names in
/// `InputError.field` (its raw value), so that each front end says it in its own terms — the CLI
/// maps a field to its flag (`dampingRatios` → `--damping`), an app to its own control.
public enum SweepField: String, CaseIterable, Hashable, Sendable {
  /// ``SweepRequest/policies``.
  case policies
  /// ``SweepRequest/estimators``.
  case estimators
  /// ``SweepRequest/handoffs``.
  case handoffs
  /// ``SweepRequest/dampingRatios``.
  case dampingRatios
  /// ``SweepRequest/responses``.
  case responses
  /// ``SweepRequest/progressThresholds``.
  case progressThresholds
  /// ``SweepRequest/velocityThresholds``.
  case velocityThresholds
  /// ``SweepRequest/projectionRates``.
  case projectionRates
  /// ``SweepRequest/breakdown``.
  case breakdown
  /// ``SweepRequest/populationShard``.
  case populationShard
  /// ``SweepRequest/populationConfiguration``; an error about one of its keys names
  /// `populationConfiguration: <key>`.
  case populationConfiguration
  /// The merged report a plateau pass runs against (``Sweep/plateauShard(_:target:threads:loadTraces:progress:)``'s
  /// `target`): its sweep and this one's must match.
  case plateauTarget

  /// The field of a grid axis (``SweepParameter``).
  public init(_ parameter: SweepParameter) {
    switch parameter {
    case .dampingRatio: self = .dampingRatios
    case .response: self = .responses
    case .progressThreshold: self = .progressThresholds
    case .velocityThreshold: self = .velocityThresholds
    case .projectionRate: self = .projectionRates
    }
  }
}
