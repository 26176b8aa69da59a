import AnimationMath

extension HandoffMetrics {
  /// Feel v2: whether the motion reads as one continuous movement to the end — backward travel
  /// at most the reversal tolerance and arrival within the arrival window. Combined with the
  /// decision this was "feels complete" before feel v3; the sweep keeps it as
  /// `feels_complete_v2_rate` for comparison. Feel v3 (``FeelBounds/breaks(_:jump:speed:)``)
  /// adds the overshoot, ringing, settle and jump bounds.
  @inlinable public func feelsContinuous(_ bounds: FeelBounds) -> Bool {
    backwardTravel <= bounds.reversal && arrivalTime <= bounds.arrivalWindow
  }
}
