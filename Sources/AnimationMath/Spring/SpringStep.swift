/// The exact state transition of a spring over a fixed time step, for game loops and fixed
/// frame rates.
///
/// The motion is linear in the state, so one step of length h is a 2×2 matrix applied to the
/// displacement and velocity relative to the target:
///
///     x(t+h) = Φ₁₁·x + Φ₁₂·v,   v(t+h) = Φ₂₁·x + Φ₂₂·v
///
/// where the columns of Φ are the closed-form motions from (1, 0) and (0, 1) at time h. Φ is
/// exact to rounding for every h ≥ 0 (0, tiny, huge), in every regime, so the step is
/// unconditionally stable and has no phase or amplitude drift of its own: n steps of h differ
/// from one step of n·h only by accumulated rounding, about n·2⁻⁵² of the amplitude.
public struct SpringStep: Hashable, Sendable {
  /// The step length h, in seconds (≥ 0).
  public let deltaTime: Double
  /// Φ₁₁: the displacement after h from unit displacement at rest.
  public let displacementFromDisplacement: Double
  /// Φ₁₂: the displacement after h from unit velocity at the target.
  public let displacementFromVelocity: Double
  /// Φ₂₁: the velocity after h from unit displacement at rest.
  public let velocityFromDisplacement: Double
  /// Φ₂₂: the velocity after h from unit velocity at the target.
  public let velocityFromVelocity: Double

  /// Precomputes the transition of `spring` over `deltaTime` seconds (negative or NaN is 0).
  public init(spring: Spring, deltaTime: Double) {
    let h = deltaTime > 0 ? deltaTime : 0
    self.deltaTime = h
    let fromDisplacement = SpringMotion(spring: spring, from: 1, to: 0).state(at: h)
    let fromVelocity = SpringMotion(spring: spring, from: 0, to: 0, initialVelocity: 1).state(at: h)
    displacementFromDisplacement = fromDisplacement.displacement
    velocityFromDisplacement = fromDisplacement.velocity
    displacementFromVelocity = fromVelocity.displacement
    velocityFromVelocity = fromVelocity.velocity
  }

  /// Advances `value` and `velocity` (absolute, units and units/s) by one step toward `target`.
  @inlinable
  public func apply(value: inout Double, velocity: inout Double, target: Double) {
    let x = value - target
    let v = velocity
    value = target + (displacementFromDisplacement * x + displacementFromVelocity * v)
    velocity = velocityFromDisplacement * x + velocityFromVelocity * v
  }
}

extension Spring {
  /// Advances a spring-driven value exactly by `deltaTime` seconds toward `target`, like
  /// SwiftUI's `Spring.update(value:velocity:target:deltaTime:)` but with the closed form, so it
  /// is exact for any step (0, tiny, huge, variable frame to frame) and never diverges.
  ///
  /// - Parameters:
  ///   - value: the current value; updated in place.
  ///   - velocity: the current velocity in units per second; updated in place.
  ///   - target: the rest position (it may change between calls: that is a retarget that keeps
  ///     value and velocity).
  ///   - deltaTime: seconds to advance (≤ 0 leaves the state unchanged).
  public func update(
    value: inout Double, velocity: inout Double, target: Double, deltaTime: Double
  ) {
    guard deltaTime > 0 else { return }
    let (x, v) = SpringMotion(spring: self, from: value, to: target, initialVelocity: velocity)
      .state(at: deltaTime)
    value = target + x
    velocity = v
  }
}
