/// One compiled segment of a ``KeyframeTrack``, from one keyframe time to the next, with
/// everything its curve needs precomputed so that evaluation is a few multiply-adds.
@usableFromInline
struct KeyframeSegment<Value: Interpolatable>: Sendable {
  /// The precomputed motion.
  @usableFromInline
  enum Kind: Sendable {
    /// `from + delta·u`.
    case linear(from: Value, delta: Value)
    /// `from + delta·y(u)`.
    case eased(from: Value, delta: Value, curve: any EasingCurve)
    /// Constant `value`.
    case hold(Value)
    /// `c0 + c1·u + c2·u² + c3·u³` (Hermite form rewritten as a power series in u).
    case cubic(c0: Value, c1: Value, c2: Value, c3: Value)
    /// `target + displacement·c(τ) + velocity·s(τ)` with τ = t − start.
    case spring(
      start: Value, target: Value, displacement: Value, velocity: Value, basis: SpringBasis)
    /// Constant speed along a polyline shared by every segment of the run.
    case paced(PacedRun<Value>)
  }

  /// Start time t₀ in seconds.
  @usableFromInline let start: Double
  /// 1/Δ in 1/s (Δ > 0).
  @usableFromInline let inverseDuration: Double
  /// The motion.
  @usableFromInline let kind: Kind

  @usableFromInline
  init(start: Double, duration: Double, kind: Kind) {
    self.start = start
    self.inverseDuration = 1 / duration
    self.kind = kind
  }

  /// The value at `t` in [t₀, t₁).
  @inlinable
  func value(at t: Double) -> Value {
    switch kind {
    case .linear(let from, let delta):
      return from.adding(delta.scaled(by: (t - start) * inverseDuration))
    case .eased(let from, let delta, let curve):
      return from.adding(delta.scaled(by: curve.value(at: (t - start) * inverseDuration)))
    case .hold(let value):
      return value
    case .cubic(let c0, let c1, let c2, let c3):
      let u = (t - start) * inverseDuration
      return c0.adding(c1.adding(c2.adding(c3.scaled(by: u)).scaled(by: u)).scaled(by: u))
    case .spring(let origin, let target, let displacement, let velocity, let basis):
      let tau = t - start
      if tau <= 0 { return origin }
      let (c, _, s, _) = basis.responses(at: tau)
      return target.adding(displacement.scaled(by: c)).adding(velocity.scaled(by: s))
    case .paced(let run):
      return run.value(at: t)
    }
  }

  /// The velocity (value units per second) at `t` in [t₀, t₁).
  @inlinable
  func velocity(at t: Double) -> Value {
    switch kind {
    case .linear(_, let delta):
      return delta.scaled(by: inverseDuration)
    case .eased(_, let delta, let curve):
      return delta.scaled(by: curve.slope(at: (t - start) * inverseDuration) * inverseDuration)
    case .hold:
      return .zero
    case .cubic(_, let c1, let c2, let c3):
      let u = (t - start) * inverseDuration
      let d = c1.adding(c2.scaled(by: 2).adding(c3.scaled(by: 3 * u)).scaled(by: u))
      return d.scaled(by: inverseDuration)
    case .spring(_, _, let displacement, let velocity, let basis):
      let (_, dc, _, ds) = basis.responses(at: t - start)
      return displacement.scaled(by: dc).adding(velocity.scaled(by: ds))
    case .paced(let run):
      return run.velocity(at: t)
    }
  }
}

/// The two unit responses of a spring, from which any start state is a linear combination:
/// `c(τ)` released at displacement 1 from rest and `s(τ)` released at displacement 0 with
/// velocity 1. Because the spring equation is linear, a vector value moves as
/// `target + x₀·c(τ) + v₀·s(τ)` component by component.
@usableFromInline
struct SpringBasis: Sendable {
  @usableFromInline let displacementResponse: SpringMotion
  @usableFromInline let velocityResponse: SpringMotion

  @usableFromInline
  init(spring: Spring) {
    displacementResponse = SpringMotion(spring: spring, from: 1, to: 0, initialVelocity: 0)
    velocityResponse = SpringMotion(spring: spring, from: 0, to: 0, initialVelocity: 1)
  }

  /// `(c, c′, s, s′)` at τ ≥ 0 seconds.
  @inlinable
  func responses(at tau: Double) -> (Double, Double, Double, Double) {
    let (c, dc) = displacementResponse.state(at: tau)
    let (s, ds) = velocityResponse.state(at: tau)
    return (c, dc, s, ds)
  }
}
