import AnimationMath

extension HandoffMetrics {
  /// Whether the motion reads as one continuous movement to the end: backward travel at most
  /// the reversal tolerance and arrival within the arrival window. Combined with the decision,
  /// this is "feels complete" (decision complete) or "feels cancelled" (decision cancel).
  @inlinable public func feelsContinuous(_ tolerances: FeelTolerances) -> Bool {
    backwardTravel <= tolerances.reversal && arrivalTime <= tolerances.arrivalWindow
  }
}
