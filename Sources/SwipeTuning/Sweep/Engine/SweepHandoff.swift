import AnimationMath

/// The feel of one hand-off in a sweep: what the view does after lift-off, for one swipe, spring
/// and outcome.
///
/// The motion itself is AnimationMath's `HandoffMetrics` (distances in points, times in seconds
/// from lift-off), measured by `SpringHandoff` or `CurveHandoff`; this type adds what the sweep
/// judges from it. Velocities in points per second. Every figure is ≥ 0 (`+∞` allowed for the
/// settling time of an undamped spring); never NaN.
public struct SweepHandoff: Hashable, Sendable {
  /// The motion after lift-off: backward travel, overshoot, arrival and settling times.
  public var metrics: HandoffMetrics
  /// Whether the hand-off reads as the decided outcome (feels complete for a completion, feels
  /// cancelled for a cancel): no reversal beyond the tolerance and arrival within the window.
  public var feelsDecided: Bool
  /// Whether `HandoffMetrics.backwardTravel` exceeds the reversal tolerance.
  public var reversed: Bool
  /// The velocity jump at lift-off, pt/s: |view velocity while tracking the finger
  /// (``ReleaseRecord/handoffVelocity``) − view velocity just after release|. 0 for a
  /// velocity-preserving hand-off, the release speed for one that starts from rest.
  public var jump: Double

  /// Creates a hand-off summary from the measured motion and the sweep's judgement of it.
  public init(metrics: HandoffMetrics, feelsDecided: Bool, reversed: Bool, jump: Double = 0) {
    self.metrics = metrics
    self.feelsDecided = feelsDecided
    self.reversed = reversed
    self.jump = jump
  }

  /// Creates a hand-off summary from the motion's figures (points and seconds, as
  /// `HandoffMetrics`).
  public init(
    backwardTravel: Double, arrivalTime: Double, settlingTime: Double, overshoot: Double,
    feelsDecided: Bool, reversed: Bool, jump: Double = 0
  ) {
    self.init(
      metrics: HandoffMetrics(
        backwardTravel: backwardTravel, overshoot: overshoot, arrivalTime: arrivalTime,
        settlingTime: settlingTime),
      feelsDecided: feelsDecided, reversed: reversed, jump: jump)
  }

  /// The summary of a swipe that never engaged: no motion at all, feels cancelled.
  public static let still = SweepHandoff(
    backwardTravel: 0, arrivalTime: 0, settlingTime: 0, overshoot: 0, feelsDecided: true,
    reversed: false)
}
