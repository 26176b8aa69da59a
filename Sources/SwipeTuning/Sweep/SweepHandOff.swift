import AnimationMath

/// The feel of one spring hand-off: what the view does after lift-off, for one swipe, spring and
/// outcome.
///
/// Distances in points, times in seconds from lift-off, velocities in points per second. Every
/// field is ≥ 0 (`+∞` allowed for `settleTime` of an undamped spring); never NaN.
public struct SweepHandOff: Hashable, Sendable {
  /// How far the view first moves away from the decided end before turning back, pt.
  public var backwardTravel: Double
  /// First time the view is within the arrival tolerance of the end, s (0 if it starts there).
  public var arrivalTime: Double
  /// Settling time: the last time the view leaves the settle tolerance band around the end, s.
  public var settleTime: Double
  /// Largest excursion past the end, pt (0 when the motion never crosses the end).
  public var overshoot: Double
  /// Whether the hand-off reads as the decided outcome (feels complete for a completion, feels
  /// cancelled for a cancel): no reversal beyond the tolerance and arrival within the window.
  public var feelsDecided: Bool
  /// Whether `backwardTravel` exceeds the reversal tolerance.
  public var reversed: Bool
  /// The velocity jump at lift-off, pt/s: |view velocity while tracking the finger
  /// (``ReleaseRecord/handoffVelocity``) − view velocity just after release|. 0 for a
  /// velocity-preserving hand-off, the release speed for one that starts from rest.
  public var jump: Double

  /// Creates a hand-off summary.
  public init(
    backwardTravel: Double, arrivalTime: Double, settleTime: Double, overshoot: Double,
    feelsDecided: Bool, reversed: Bool, jump: Double = 0
  ) {
    self.jump = jump
    self.backwardTravel = backwardTravel
    self.arrivalTime = arrivalTime
    self.settleTime = settleTime
    self.overshoot = overshoot
    self.feelsDecided = feelsDecided
    self.reversed = reversed
  }

  /// The summary of a swipe that never engaged: no motion at all, feels cancelled.
  public static let still = SweepHandOff(
    backwardTravel: 0, arrivalTime: 0, settleTime: 0, overshoot: 0, feelsDecided: true,
    reversed: false)
}
