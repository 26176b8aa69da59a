import AnimationMath

extension SpringHandoff {
  /// The hand-off queries of `spring` with the swipe model's bands: `bounds.arrival` as the
  /// arrival band and `bounds.settle` as the settle band (points). The reversal tolerance
  /// and the arrival window do not affect the metrics; they judge them
  /// (`HandoffMetrics/feelsContinuous(_:)`).
  public init(spring: Spring, bounds: FeelBounds = FeelBounds()) {
    self.init(spring: spring, arrivalBand: bounds.arrival, settleBand: bounds.settle)
  }
}
