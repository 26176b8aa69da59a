/// What the sweep needs to know about one swipe at lift-off, for one velocity estimator.
///
/// This is the seam between the swipe model and the sweep engine: a swipe enters the sweep only
/// through these quantities, so the engine can sort by a decision key once and reuse the spring
/// hand-off per (swipe, spring, outcome). Distances are in points along the swipe's axis and
/// direction (positive = towards completion); velocities in pt/s, signed the same way.
public struct SweepRelease: Hashable, Sendable {
  /// Travel of the finger along the swipe direction from touch-down to lift-off, in points.
  public var travel: Double
  /// Release velocity along the swipe direction, in pt/s, as the estimator reports it.
  public var velocity: Double
  /// Release velocity across the swipe axis, in pt/s (for direction-dominance rules).
  public var crossVelocity: Double
  /// Where the hand-off spring starts: the view's offset at lift-off, in points (0 = start,
  /// `width` = fully completed).
  public var position: Double
  /// The distance the view travels to complete (the screen width for a swipe-back), in points.
  public var width: Double
  /// What the user meant, when known: `true` to complete, `false` to cancel, `nil` if unknown.
  public var intendsCompletion: Bool?
  /// Whether the gesture engaged at all; a swipe rejected by the angle gate never starts the
  /// transition, is counted as a cancel with no hand-off motion and is left out of the timing and
  /// overshoot percentiles.
  public var engaged: Bool

  /// Creates a release record.
  ///
  /// - Parameters:
  ///   - travel: finger travel along the swipe direction, pt (finite).
  ///   - velocity: release velocity along the swipe direction, pt/s (finite).
  ///   - crossVelocity: release velocity across the axis, pt/s (finite; default 0).
  ///   - position: view offset at lift-off, pt (default `travel` clamped to `0...width`).
  ///   - width: completion distance, pt (> 0; default 390).
  ///   - intendsCompletion: the user's intent, `nil` when unknown.
  ///   - engaged: `false` when the angle gate rejected the swipe.
  public init(
    travel: Double, velocity: Double, crossVelocity: Double = 0, position: Double? = nil,
    width: Double = 390, intendsCompletion: Bool? = nil, engaged: Bool = true
  ) {
    self.travel = travel
    self.velocity = velocity
    self.crossVelocity = crossVelocity
    self.position = position ?? Swift.min(Swift.max(travel, 0), width)
    self.width = width
    self.intendsCompletion = intendsCompletion
    self.engaged = engaged
  }
}
