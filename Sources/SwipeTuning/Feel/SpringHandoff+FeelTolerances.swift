import AnimationMath

extension SpringHandoff {
  /// The hand-off queries of `spring` with the swipe model's bands: `tolerances.arrival` as the
  /// arrival band and `tolerances.settle` as the settle band (points). The reversal tolerance
  /// and the arrival window do not affect the metrics; they judge them
  /// (`HandoffMetrics/feelsContinuous(_:)`).
  public init(spring: Spring, tolerances: FeelTolerances = FeelTolerances()) {
    self.init(spring: spring, arrivalBand: tolerances.arrival, settleBand: tolerances.settle)
  }
}
