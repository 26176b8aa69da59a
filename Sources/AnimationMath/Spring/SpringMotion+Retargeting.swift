/// Starting a motion from UIKit's relative velocity, and retargeting a motion mid-flight.
extension SpringMotion {
  /// Creates the motion with UIKit's relative initial velocity (`initialSpringVelocity`,
  /// `UISpringTimingParameters.initialVelocity`): the velocity divided by the distance to travel,
  /// positive toward the target. The absolute velocity is `relativeVelocity·(to − from)`.
  ///
  /// Apple's example: a 200 pt move with a 100 pt/s gesture is relative velocity 0.5.
  ///
  /// Near-zero distance: the relative form can only express velocity proportional to the
  /// distance, so for `from == to` the motion starts at rest (exactly as UIKit scales it). To
  /// keep a gesture's velocity across a zero-distance hand-off, use the absolute initializer.
  public init(spring: Spring, from: Double, to: Double, relativeInitialVelocity: Double) {
    self.init(
      spring: spring, from: from, to: to, initialVelocity: relativeInitialVelocity * (to - from))
  }

  /// The initial velocity in UIKit's relative form, `initialVelocity/(to − from)`, or `nil` when
  /// the distance |to − from| is ≤ `minimumDistance` (default 0).
  ///
  /// Rule near zero distance: the relative form explodes as the remaining distance tends to 0
  /// (a classic source of wildly oscillating hand-offs), so instead of dividing by a tiny
  /// distance this returns `nil` and the caller should fall back to an absolute-velocity spring.
  /// A sensible `minimumDistance` is about half a pixel (0.5 pt).
  public func relativeInitialVelocity(minimumDistance: Double = 0) -> Double? {
    SpringMotion.relativeVelocity(
      initialVelocity, from: from, to: to, minimumDistance: minimumDistance)
  }

  /// `velocity/(to − from)`, UIKit's relative velocity, or `nil` when |to − from| ≤
  /// `minimumDistance` (see ``relativeInitialVelocity(minimumDistance:)`` for the rule).
  public static func relativeVelocity(
    _ velocity: Double, from: Double, to: Double, minimumDistance: Double = 0
  ) -> Double? {
    let distance = to - from
    guard Swift.abs(distance) > Swift.max(minimumDistance, 0) else { return nil }
    let r = velocity / distance
    return r.isFinite ? r : nil
  }

  /// A new motion toward `newTarget` that starts at time `t` of this one with the same position
  /// and velocity, so the animated value has no jump in position or velocity. The new motion's
  /// time 0 is this motion's time `t`.
  ///
  /// - Parameters:
  ///   - newTarget: the new rest position (finite).
  ///   - t: elapsed time in this motion, seconds (≥ 0; negative is 0).
  ///   - spring: the spring for the rest of the motion (default: this motion's spring).
  /// - Returns: the continuation, whose `from`/`initialVelocity` are this motion's state at `t`.
  public func retargeted(to newTarget: Double, at t: Double, spring: Spring? = nil) -> SpringMotion
  {
    let (x, v) = t <= 0 ? (x0, initialVelocity) : state(at: t)
    return SpringMotion(
      spring: spring ?? self.spring, from: to + x, to: newTarget, initialVelocity: v)
  }

  /// A new motion toward `newTarget` that starts at time `t` of this one at the same position
  /// but with a new `velocity` — a retarget that also takes a gesture's or another animation's
  /// velocity (a fling that redirects the motion, an interrupted hand-off). The position does
  /// not jump; the velocity is replaced. The new motion's time 0 is this motion's time `t`.
  ///
  /// - Parameters:
  ///   - newTarget: the new rest position (finite).
  ///   - t: elapsed time in this motion, seconds (≥ 0; negative is 0).
  ///   - velocity: the absolute velocity at the hand-over, in units per second (finite).
  ///   - spring: the spring for the rest of the motion (default: this motion's spring).
  /// - Returns: the continuation, whose `from` is this motion's position at `t` and whose
  ///   `initialVelocity` is `velocity`.
  public func retargeted(
    to newTarget: Double, at t: Double, velocity: Double, spring: Spring? = nil
  ) -> SpringMotion {
    SpringMotion(
      spring: spring ?? self.spring, from: position(at: t), to: newTarget,
      initialVelocity: velocity)
  }

  /// The motion continued from time `t`: the same trajectory with time origin moved to `t`
  /// (``retargeted(to:at:spring:)`` with the same target).
  public func continued(at t: Double) -> SpringMotion { retargeted(to: to, at: t) }
}
