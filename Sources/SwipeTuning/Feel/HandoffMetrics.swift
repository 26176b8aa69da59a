/// What the view does after lift-off, when a spring carries it from the release position to the
/// decided end starting at the release velocity. Exact (closed form plus root polishing), not
/// sampled at a frame rate.
///
/// "Forward" is the direction from the release position towards the end. When the view is
/// released exactly at the end, forward is the direction of the release velocity, so any motion
/// counts as overshoot and none as backward travel.
public struct HandoffMetrics: Hashable, Sendable {
  /// How far the view first moves away from the end before turning towards it, in points (≥ 0).
  /// 0 when the release velocity points towards the end (or is 0).
  public var backwardTravel: Double
  /// The largest distance past the end, in points (≥ 0). 0 when the motion never crosses the end.
  public var overshoot: Double
  /// The first time, in seconds after lift-off, at which the view is within the arrival tolerance
  /// of the end (0 if it starts there).
  public var arrivalTime: Double
  /// The time, in seconds, after which the view stays within the settle tolerance of the end
  /// (0 if it always does; `.infinity` for an undamped spring that never settles).
  public var settlingTime: Double

  /// Creates metrics from their fields.
  public init(backwardTravel: Double, overshoot: Double, arrivalTime: Double, settlingTime: Double)
  {
    self.backwardTravel = backwardTravel
    self.overshoot = overshoot
    self.arrivalTime = arrivalTime
    self.settlingTime = settlingTime
  }

  /// Whether the motion reads as one continuous movement to the end: backward travel at most
  /// the reversal tolerance and arrival within the arrival window. Combined with the decision,
  /// this is "feels complete" (decision complete) or "feels cancelled" (decision cancel).
  @inlinable public func feelsContinuous(_ tolerances: FeelTolerances) -> Bool {
    backwardTravel <= tolerances.reversal && arrivalTime <= tolerances.arrivalWindow
  }
}
