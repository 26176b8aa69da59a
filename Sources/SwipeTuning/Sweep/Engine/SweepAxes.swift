/// The values a sweep takes of each numeric parameter (``SweepParameter``), each axis in the
/// order given: held once by the request (``SweepRequest/axes``) and by the grid built from it
/// (``SweepGrid/axes``), whose axis properties read it.
public struct SweepAxes: Hashable, Sendable {
  /// Damping ratios ζ of the hand-off spring.
  public var dampingRatios: [Double]
  /// Responses of the hand-off spring, s.
  public var responses: [Double]
  /// Progress thresholds.
  public var progressThresholds: [Double]
  /// Velocity thresholds, pt/s.
  public var velocityThresholds: [Double]
  /// Projection deceleration rates per ms.
  public var projectionRates: [Double]

  /// Axes with these values.
  public init(
    dampingRatios: [Double], responses: [Double], progressThresholds: [Double],
    velocityThresholds: [Double], projectionRates: [Double]
  ) {
    self.dampingRatios = dampingRatios
    self.responses = responses
    self.progressThresholds = progressThresholds
    self.velocityThresholds = velocityThresholds
    self.projectionRates = projectionRates
  }

  /// The values of `parameter`'s axis.
  public subscript(_ parameter: SweepParameter) -> [Double] {
    switch parameter {
    case .dampingRatio: dampingRatios
    case .response: responses
    case .progressThreshold: progressThresholds
    case .velocityThreshold: velocityThresholds
    case .projectionRate: projectionRates
    }
  }
}
