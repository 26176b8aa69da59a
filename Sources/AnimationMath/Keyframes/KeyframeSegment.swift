/// One compiled segment of a ``KeyframeTrack``, from one keyframe time to the next, with
/// everything its curve needs precomputed so that evaluation is a few multiply-adds.
///
/// Payloads that are large or shared (curves, springs, paced runs) are final classes referenced
/// *unowned*: the track's storage holds the strong references (``KeyframeTrackStorage/owners``)
/// and outlives every evaluation, so a segment is trivially copyable for trivial values and
/// evaluating one never retains, releases or copies a curve.
@usableFromInline
struct KeyframeSegment<Value: Interpolatable>: Sendable {
  /// The precomputed motion.
  @usableFromInline
  enum Kind: Sendable {
    /// `from + delta·u`.
    case linear(from: Value, delta: Value)
    /// `from + delta·y(u)` for a cubic Bézier (evaluated inline).
    case bezier(from: Value, delta: Value, curve: Unmanaged<BezierBox>)
    /// `from + delta·y(u)` for any other easing curve.
    case eased(from: Value, delta: Value, curve: Unmanaged<EasingBox>)
    /// Constant `value`.
    case hold(Value)
    /// `c0 + c1·u + c2·u² + c3·u³` (Hermite form rewritten as a power series in u).
    case cubic(c0: Value, c1: Value, c2: Value, c3: Value)
    /// `target + displacement·c(τ) + velocity·s(τ)` with τ = t − start.
    case spring(Unmanaged<SpringSegment<Value>>)
    /// Constant speed along a polyline shared by every segment of the run.
    case paced(Unmanaged<PacedRun<Value>>)
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
    case .bezier(let from, let delta, let box):
      let u = (t - start) * inverseDuration
      return from.adding(delta.scaled(by: box._withUnsafeGuaranteedRef { $0.curve.value(at: u) }))
    case .eased(let from, let delta, let box):
      let u = (t - start) * inverseDuration
      return from.adding(delta.scaled(by: box._withUnsafeGuaranteedRef { $0.curve.value(at: u) }))
    case .hold(let value):
      return value
    case .cubic(let c0, let c1, let c2, let c3):
      let u = (t - start) * inverseDuration
      return c0.adding(c1.adding(c2.adding(c3.scaled(by: u)).scaled(by: u)).scaled(by: u))
    case .spring(let spring):
      return spring._withUnsafeGuaranteedRef { $0.value(at: t - start) }
    case .paced(let run):
      return run._withUnsafeGuaranteedRef { $0.value(at: t) }
    }
  }

  /// The velocity (value units per second) at `t` in [t₀, t₁).
  @inlinable
  func velocity(at t: Double) -> Value {
    switch kind {
    case .linear(_, let delta):
      return delta.scaled(by: inverseDuration)
    case .bezier(_, let delta, let box):
      let u = (t - start) * inverseDuration
      return delta.scaled(
        by: box._withUnsafeGuaranteedRef { $0.curve.slope(at: u) } * inverseDuration)
    case .eased(_, let delta, let box):
      let u = (t - start) * inverseDuration
      return delta.scaled(
        by: box._withUnsafeGuaranteedRef { $0.curve.slope(at: u) } * inverseDuration)
    case .hold:
      return .zero
    case .cubic(_, let c1, let c2, let c3):
      let u = (t - start) * inverseDuration
      let d = c1.adding(c2.scaled(by: 2).adding(c3.scaled(by: 3 * u)).scaled(by: u))
      return d.scaled(by: inverseDuration)
    case .spring(let spring):
      return spring._withUnsafeGuaranteedRef { $0.velocity(at: t - start) }
    case .paced(let run):
      return run._withUnsafeGuaranteedRef { $0.velocity(at: t) }
    }
  }
}

/// A cubic Bézier behind a reference; its inlinable `value(at:)` reads the fields in place.
@usableFromInline
final class BezierBox: Sendable {
  @usableFromInline let curve: CubicBezier

  @usableFromInline
  init(_ curve: CubicBezier) {
    self.curve = curve
  }
}

/// Any other easing curve behind a reference (so a segment stays small and a call never copies
/// the curve).
@usableFromInline
final class EasingBox: Sendable {
  @usableFromInline let curve: Easing

  #if hasFeature(Embedded)
  @usableFromInline
  init(_ curve: Easing) {
    value = { curve.value(at: $0) }
    slope = { curve.slope(at: $0) }
  }
  #else
  @usableFromInline
  init(_ curve: Easing) {
    self.curve = curve
  }
  #endif
}

extension Easing {
  /// The definition a named curve stands for (looked up once, not on every evaluation).
  var resolvingNames: Easing {
    if case .named(let named) = self { return named.definition.resolvingNames }
    return self
  }
}

/// A spring segment: the motion from `start` with the arriving velocity towards `target`.
///
/// The spring equation is linear, so a vector value moves as `target + x₀·c(τ) + v₀·s(τ)`
/// component by component, where `c(τ)` is the unit response released at displacement 1 from
/// rest and `s(τ)` the one released at displacement 0 with velocity 1.
@usableFromInline
final class SpringSegment<Value: Interpolatable>: Sendable {
  @usableFromInline let start: Value
  @usableFromInline let target: Value
  @usableFromInline let displacement: Value
  @usableFromInline let initialVelocity: Value
  @usableFromInline let displacementResponse: SpringMotion
  @usableFromInline let velocityResponse: SpringMotion

  @usableFromInline
  init(spring: Spring, from start: Value, to target: Value, initialVelocity: Value) {
    self.start = start
    self.target = target
    self.displacement = start.subtracting(target)
    self.initialVelocity = initialVelocity
    displacementResponse = SpringMotion(spring: spring, from: 1, to: 0, initialVelocity: 0)
    velocityResponse = SpringMotion(spring: spring, from: 0, to: 0, initialVelocity: 1)
  }

  /// Position τ ≥ 0 seconds after the segment starts (exactly `start` at τ ≤ 0).
  @inlinable
  func value(at tau: Double) -> Value {
    if tau <= 0 { return start }
    let c = displacementResponse.state(at: tau).displacement
    let s = velocityResponse.state(at: tau).displacement
    return target.adding(displacement.scaled(by: c)).adding(initialVelocity.scaled(by: s))
  }

  /// Velocity τ seconds after the segment starts.
  @inlinable
  func velocity(at tau: Double) -> Value {
    let dc = displacementResponse.state(at: tau).velocity
    let ds = velocityResponse.state(at: tau).velocity
    return displacement.scaled(by: dc).adding(initialVelocity.scaled(by: ds))
  }
}
