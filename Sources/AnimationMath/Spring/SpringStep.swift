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
  ///
  /// Cost: one exponential, one sine and cosine pair and three divisions (about 200
  /// instructions, as cheap as a hand-written closed form calling libm) for a step whose phase
  /// ω_d·h is at most 3.9 rad — every frame step of a UI spring (ω_d ≤ 118 rad/s at 33 ms) —
  /// evaluated with the package's short polynomials (a few ulp); longer phases take the
  /// double-word closed form of ``SpringMotion`` (about 5× slower, same accuracy). Either way Φ
  /// is exact to a few ulp of each entry's scale.
  ///
  /// To step many values with the same spring and frame time, build the step once per frame
  /// and call ``apply(value:velocity:target:)-(V,_,_)`` for each value (about a nanosecond each):
  ///
  /// ```swift
  /// let step = SpringStep(spring: spring, deltaTime: frameTime)
  /// for i in positions.indices {
  ///   step.apply(value: &positions[i], velocity: &velocities[i], target: targets[i])
  /// }
  /// ```
  public init(spring: Spring, deltaTime: Double) {
    let h = deltaTime > 0 ? deltaTime : 0
    self.deltaTime = h
    let phi =
      h == 0
      ? (1, 0, 0, 1)
      : SpringStep.shortTransition(spring, h) ?? SpringStep.longTransition(spring, h)
    displacementFromDisplacement = phi.0
    displacementFromVelocity = phi.1
    velocityFromDisplacement = phi.2
    velocityFromVelocity = phi.3
  }

  /// Advances `value` and `velocity` (absolute, units and units/s) by one step toward `target`.
  @inlinable
  public func apply(value: inout Double, velocity: inout Double, target: Double) {
    let x = value - target
    let v = velocity
    value = target + (displacementFromDisplacement * x + displacementFromVelocity * v)
    velocity = velocityFromDisplacement * x + velocityFromVelocity * v
  }

  /// Advances a value of any vector type by one step toward `target`: the scalar
  /// ``apply(value:velocity:target:)-(Double,_,_)`` on every component at once (the transition
  /// acts on each component independently, so a 2-D, 3-D or colour value moves exactly as
  /// its components would one by one).
  ///
  /// - Parameters:
  ///   - value: the current value (absolute); updated in place.
  ///   - velocity: its velocity, in value units per second; updated in place.
  ///   - target: the rest value the spring pulls toward (it may change between steps).
  @inlinable
  public func apply<V: Interpolatable>(value: inout V, velocity: inout V, target: V) {
    let x = value.subtracting(target)
    let v = velocity
    value = target.adding(
      x.scaled(by: displacementFromDisplacement).adding(v.scaled(by: displacementFromVelocity)))
    velocity = x.scaled(by: velocityFromDisplacement).adding(v.scaled(by: velocityFromVelocity))
  }

  /// Φ(h) as (Φ₁₁, Φ₁₂, Φ₂₁, Φ₂₂) for h > 0 when the oscillating phase ω_d·h is at most 3.9
  /// rad (inside the domain of ``Elementary/Fast/sinCos(halfTurn:)``), else `nil`.
  ///
  /// With e·C and e·S the closed-form motions from (1, 0) and (0, 1) written as in
  /// ``SpringMotion`` (`c` and `s` below), Φ₁₁ = c + a·s, Φ₁₂ = s, Φ₂₁ = −ω₀²·s,
  /// Φ₂₂ = c − a·s. The detuning a² − ω₀² is formed with one fused multiply-add from the
  /// rounded a and ω₀²; its error (a few ulp of a²) moves C and S by at most ~2⁻⁵²·(a·h)²
  /// times e^(−a·h), which is below 1e-16, so the regime may flip within rounding of ζ = 1
  /// without a visible change (the closed form is continuous there).
  static func shortTransition(_ spring: Spring, _ h: Double) -> (Double, Double, Double, Double)? {
    let a = spring.damping / (2 * spring.mass)
    let w0sq = spring.stiffness / spring.mass
    let detuning = (-w0sq).addingProduct(a, a)
    let c: Double
    let s: Double
    if detuning < 0 || a == 0 {
      let omega = (-detuning).squareRoot()
      let phase = omega * h
      guard phase <= 3.9 else { return nil }
      let e = a == 0 ? 1 : Elementary.Fast.exp(-a * h)
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: phase)
      c = e * cosine
      s = e * sine / omega
    } else if detuning == 0 {
      let e = Elementary.Fast.exp(-a * h)
      c = e
      s = e * h
    } else {
      let root = detuning.squareRoot()
      let e = Elementary.Fast.exp(-w0sq / (a + root) * h)
      let g = -Elementary.expm1(-2 * root * h)  // 1 − e^(−2sh) in [0, 1]
      c = e * (1 - 0.5 * g)
      s = e * g / (2 * root)
    }
    guard c.isFinite && s.isFinite else { return nil }
    return (c + a * s, s, -w0sq * s, c - a * s)
  }

  /// Φ(h) from the double-word closed form of ``SpringMotion`` (any h ≥ 0, any phase).
  static func longTransition(_ spring: Spring, _ h: Double) -> (Double, Double, Double, Double) {
    let fromDisplacement = SpringMotion(spring: spring, from: 1, to: 0).state(at: h)
    let fromVelocity = SpringMotion(spring: spring, from: 0, to: 0, initialVelocity: 1).state(at: h)
    return (
      fromDisplacement.displacement, fromVelocity.displacement, fromDisplacement.velocity,
      fromVelocity.velocity
    )
  }
}

extension Spring {
  /// Advances a spring-driven value exactly by `deltaTime` seconds toward `target`, like
  /// SwiftUI's `Spring.update(value:velocity:target:deltaTime:)` but with the closed form, so it
  /// is exact for any step (0, tiny, huge, variable frame to frame) and never diverges.
  ///
  /// It builds a ``SpringStep`` and applies it (for a frame step, as cheap as a hand-written
  /// closed form calling libm's `exp`, `sin` and `cos`). To move many values with the same
  /// spring and frame time, build the ``SpringStep`` once per frame and apply it to each value
  /// instead.
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
    SpringStep(spring: self, deltaTime: deltaTime).apply(
      value: &value, velocity: &velocity, target: target)
  }

  /// Advances a value of any vector type (`SIMD2<Float>`, a point, a colour…) exactly by
  /// `deltaTime` seconds toward `target`: the scalar
  /// ``update(value:velocity:target:deltaTime:)-(Double,_,_,_)`` applied to every component,
  /// with the exponential and the sine and cosine computed once for all of them.
  ///
  /// - Parameters:
  ///   - value: the current value; updated in place.
  ///   - velocity: the current velocity in value units per second; updated in place.
  ///   - target: the rest value (it may change between calls: a retarget that keeps value and
  ///     velocity).
  ///   - deltaTime: seconds to advance (≤ 0 or NaN leaves the state unchanged).
  @inlinable
  public func update<V: Interpolatable>(
    value: inout V, velocity: inout V, target: V, deltaTime: Double
  ) {
    guard deltaTime > 0 else { return }
    SpringStep(spring: self, deltaTime: deltaTime).apply(
      value: &value, velocity: &velocity, target: target)
  }
}
