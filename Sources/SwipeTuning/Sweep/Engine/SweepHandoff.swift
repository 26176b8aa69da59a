import AnimationMath

/// The feel of one hand-off in a sweep: what the view does after lift-off, for one swipe, spring
/// and outcome.
///
/// The motion itself is AnimationMath's `HandoffMetrics` (distances in points, times in seconds
/// from lift-off), measured by `SpringHandoff` or `CurveHandoff`; this type adds what the sweep
/// judges from it: which feel bounds it breaks (``FeelBreaks``, from ``FeelBounds``) and the
/// velocity jump at lift-off. Velocities in points per second. Every figure is ≥ 0 (`+∞`
/// allowed for the settling time of an undamped spring); never NaN.
public struct SweepHandoff: Hashable, Sendable {
  /// The motion after lift-off: backward travel, overshoot, ringing, arrival and settling times.
  public var metrics: HandoffMetrics
  /// The feel bounds the hand-off breaks (empty: it feels like its outcome).
  public var breaks: FeelBreaks
  /// The velocity jump at lift-off, pt/s: |view velocity while tracking the finger
  /// (``ReleaseRecord/handoffVelocity``) − view velocity just after release|. 0 for a
  /// velocity-preserving hand-off, the release speed for one that starts from rest.
  public var jump: Double
  /// How abrupt the motion after lift-off is (feel v4): its peak speed over the largest that is
  /// not abrupt (``FeelBounds/abruptness(peakSpeed:speed:remaining:)``); above 1 the
  /// hand-off breaks ``FeelBreaks/abrupt``. 0 when abruptness is off.
  public var abruptness: Double
  /// The view's speed at release, pt/s (|``ReleaseRecord/handoffVelocity``|): what the jump is
  /// noticed against (``FeelBounds/noticeableJump(atSpeed:)``).
  public var speed: Double

  /// Whether the hand-off reads as the decided outcome (feels complete for a completion, feels
  /// cancelled for a cancel): it breaks no feel bound (feel v3).
  @inlinable public var feelsDecided: Bool { breaks.isEmpty }
  /// Whether it reads as the decided outcome under feel v2: no reversal beyond the tolerance and
  /// arrival within the window (``FeelBreaks/feelsLikeV2``).
  @inlinable public var feelsDecidedV2: Bool { breaks.feelsLikeV2 }
  /// Whether `HandoffMetrics.backwardTravel` exceeds the reversal tolerance.
  @inlinable public var reversed: Bool { breaks.contains(.reversal) }

  /// Creates a hand-off summary from the measured motion and the bounds it breaks.
  public init(
    metrics: HandoffMetrics, breaks: FeelBreaks, jump: Double = 0, abruptness: Double = 0,
    speed: Double = 0
  ) {
    self.metrics = metrics
    self.breaks = breaks
    self.jump = jump
    self.abruptness = abruptness
    self.speed = speed
  }

  /// Creates a hand-off summary from the motion's figures (points and seconds, as
  /// `HandoffMetrics`) and the bounds it breaks.
  public init(
    backwardTravel: Double, arrivalTime: Double, settlingTime: Double, overshoot: Double,
    ringing: Double = 0, breaks: FeelBreaks, jump: Double = 0, abruptness: Double = 0,
    speed: Double = 0
  ) {
    self.init(
      metrics: HandoffMetrics(
        backwardTravel: backwardTravel, overshoot: overshoot, arrivalTime: arrivalTime,
        settlingTime: settlingTime, ringing: ringing),
      breaks: breaks, jump: jump, abruptness: abruptness, speed: speed)
  }

  /// The summary of a swipe that never engaged: no motion at all, feels cancelled.
  public static let still = SweepHandoff(
    backwardTravel: 0, arrivalTime: 0, settlingTime: 0, overshoot: 0, breaks: [])
}
