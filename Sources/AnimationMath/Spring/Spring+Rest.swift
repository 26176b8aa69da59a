/// The rest test for a stepped spring: may an engine stop ticking it?
extension Spring {
  /// Whether the exact remaining motion of a value released at `value` with `velocity`, pulled
  /// toward `target` by this spring, stays within `epsilon` of the target for all future time:
  /// sup over t ≥ 0 of |x(t)| ≤ ε, with x the displacement `value − target`.
  ///
  /// Exact, not a heuristic on the current speed: the supremum is max(|x₀|, |x(t₀)|) with t₀
  /// the first turning point (later turning points of a damped motion are smaller; a
  /// critically or overdamped motion has at most one), evaluated in closed form. So it is
  /// `false` whenever a later overshoot would leave the band, however slowly the value moves
  /// now, and `true` from the first state whose future stays inside — once it is `true` the
  /// engine can snap to the target (an error of at most ε) and stop.
  ///
  /// - Parameters:
  ///   - value: the current value.
  ///   - velocity: the current velocity, in units per second.
  ///   - target: the rest position.
  ///   - epsilon: the band half-width ε ≥ 0, in the value's units (e.g. 0.5 pt for half a
  ///     pixel). Negative or NaN: `false`.
  /// - Returns: `true` for a value at rest at its target for any ε ≥ 0; `false` for an
  ///   undamped spring unless its orbit fits in the band.
  public func isSettled(value: Double, velocity: Double, target: Double, within epsilon: Double)
    -> Bool
  {
    guard epsilon >= 0 else { return false }
    let x = value - target
    if !(Swift.abs(x) <= epsilon) { return false }
    if excursionBound(displacement: x, velocity: velocity) <= epsilon { return true }
    return maximumExcursion(displacement: x, velocity: velocity) <= epsilon
  }

  /// Whether the exact remaining motion of a vector value stays within Euclidean distance
  /// `epsilon` of `target` for all future time (the vector form of
  /// ``isSettled(value:velocity:target:within:)-(Double,_,_,_)``).
  ///
  /// Each component moves by the same scalar transition, so the displacement stays in the plane
  /// of x₀ and v₀: with v₀ split into a part α along x₀ and a part w across it, the motion is
  /// X₁(t)·x̂₀ + X₂(t)·ŵ with X₁ the scalar motion from (|x₀|, α) and X₂ the one from (0, |w|).
  /// The test is √(sup X₁² + sup X₂²) ≤ ε, an upper bound on sup ‖x(t)‖ that is exact when the
  /// velocity is parallel to the displacement (every 1-D motion) and at most √2 too large
  /// otherwise. So it is never `true` while a later excursion leaves the band, and it is `true`
  /// as soon as the future distance stays within ε/√2 — for a motion decaying at rate a (ζ·ω₀,
  /// or the slow rate when overdamped) that is about ln(√2)/a after the exact settling time.
  ///
  /// - Parameters:
  ///   - value: the current value.
  ///   - velocity: the current velocity, in value units per second.
  ///   - target: the rest value.
  ///   - epsilon: the band radius ε ≥ 0 (Euclidean, see ``Interpolatable/magnitudeSquared``).
  ///     Negative or NaN: `false`.
  /// - Returns: `true` when every future value is within ε of `target` (always for a value at
  ///   rest at its target); `false` for a non-finite state.
  @inlinable
  public func isSettled<V: Interpolatable>(
    value: V, velocity: V, target: V, within epsilon: Double
  ) -> Bool {
    guard epsilon >= 0 else { return false }
    let x = value.subtracting(target)
    let r = x.magnitudeSquared.squareRoot()
    if !(r <= epsilon) { return false }
    let speed = velocity.magnitudeSquared.squareRoot()
    if speed == 0 { return true }
    guard speed.isFinite else { return false }
    var along = speed
    var across = 0.0
    if r > 0 {
      // cos of the angle between x₀ and v₀ from unit vectors (error ~1 ulp of 1 whatever
      // |v₀|/|x₀|), by the polarisation identity.
      let u = x.scaled(by: 1 / r)
      let w = velocity.scaled(by: 1 / speed)
      let cosine = (u.adding(w).magnitudeSquared - u.subtracting(w).magnitudeSquared) / 4
      let clamped = Swift.min(Swift.max(cosine, -1), 1)
      along = speed * clamped
      across = speed * (1 - clamped * clamped).squareRoot()
    }
    let bound1 = excursionBound(displacement: r, velocity: along)
    let bound2 = excursionBound(displacement: 0, velocity: across)
    if bound1 * bound1 + bound2 * bound2 <= epsilon * epsilon { return true }
    let first = maximumExcursion(displacement: r, velocity: along)
    let second = across == 0 ? 0 : maximumExcursion(displacement: 0, velocity: across)
    return first * first + second * second <= epsilon * epsilon
  }

  /// sup over t ≥ 0 of |x(t)| for the motion released at displacement `x₀` with velocity `v₀`
  /// (units and units/s): max(|x₀|, |x(t₀)|) at the first turning point t₀ (for an undamped
  /// spring, the amplitude).
  @usableFromInline
  func maximumExcursion(displacement x0: Double, velocity v0: Double) -> Double {
    if v0 == 0 && x0 == 0 { return 0 }
    guard x0.isFinite && v0.isFinite else { return .infinity }
    let motion = SpringMotion(spring: self, from: x0, to: 0, initialVelocity: v0)
    let peak = motion.firstExtremum.map { Swift.abs($0.displacement) } ?? 0
    return Swift.max(Swift.abs(x0), peak)
  }

  /// A cheap upper bound on ``maximumExcursion(displacement:velocity:)`` (no library call),
  /// tight when the motion is far inside the band: the envelope amplitude
  /// √(x₀² + ((v₀ + a·x₀)/ω_d)²) of an oscillating spring, and |x₀| + |v₀|/(e·r) for a
  /// critically or overdamped one with slowest rate r (its unit-displacement response lies in
  /// [0, 1] and its unit-velocity response is at most t·e^(−r·t) ≤ 1/(e·r)). Rounded up by
  /// 1e-15 relative so rounding cannot make it smaller than the supremum it bounds.
  @usableFromInline
  func excursionBound(displacement x0: Double, velocity v0: Double) -> Double {
    let a = damping / (2 * mass)
    let w0sq = stiffness / mass
    let detuning = (-w0sq).addingProduct(a, a)
    let bound: Double
    if detuning < 0 || a == 0 {
      let b = (v0 + a * x0) / (-detuning).squareRoot()
      bound = (x0 * x0 + b * b).squareRoot()
    } else {
      let slowRate = w0sq / (a + detuning.squareRoot())
      bound = Swift.abs(x0) + Swift.abs(v0) / (2.718_281_828_459_045 * slowRate)
    }
    return bound.isNaN ? .infinity : bound * (1 + 1e-15)
  }
}
