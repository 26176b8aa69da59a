/// The rest test for a stepped spring: may an engine stop ticking it?
extension Spring {
  /// Whether the exact remaining motion of a value released at `value` with `velocity`, pulled
  /// toward `target` by this spring, stays within `epsilon` of the target for all future time:
  /// sup over t ≥ 0 of |x(t)| ≤ ε, with x the displacement `value − target`.
  ///
  /// Exact, not a heuristic on the current speed: the supremum is max(|x₀|, |x(t₀)|) with t₀
  /// the first turning point (later turning points of a damped motion are smaller; a
  /// critically or overdamped motion has at most one), evaluated in closed form with no
  /// ``SpringMotion`` built (short polynomials, a few ulp, rounded up). So it is
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
    RestGeometry.decide(value: value, velocity: velocity, target: target, within: epsilon) {
      RestGeometry(self).settles(displacement: $0, velocity: velocity, epsilon: epsilon)
    }
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
  @inlinable @inline(__always)
  public func isSettled<V: Interpolatable>(
    value: V, velocity: V, target: V, within epsilon: Double
  ) -> Bool {
    RestGeometry.decide(value: value, velocity: velocity, target: target, within: epsilon) {
      isSettledInBand(displacement: $0, velocity: velocity, r2: $1, s2: $2, epsilonSquared: $3)
    }
  }

  /// The rest test once the value is inside the band and moving: the envelope bound, then the
  /// closed-form supremum. Kept out of line so that the inlined test above costs a subtraction,
  /// two squared norms and two comparisons on the frames where it is decided at once.
  @inlinable @inline(never)
  func isSettledInBand<V: Interpolatable>(
    displacement x: V, velocity: V, r2: Double, s2: Double, epsilonSquared: Double
  ) -> Bool {
    guard s2.isFinite && r2.isFinite else { return false }
    let rest = RestGeometry(self)
    // ‖x(t)‖ ≤ the envelope of the vector motion (Cauchy–Schwarz on its two coefficients).
    let envelope = rest.envelopeSquared(
      displacement: r2, velocity: s2,
      crossTerm: { a in velocity.adding(x.scaled(by: a)).magnitudeSquared })
    if envelope <= epsilonSquared { return true }
    if rest.oscillates {
      // With p = x₀ and q = (v₀ + a·x₀)/ω_d the motion is e^(−a·t)·(p·cos ω_d·t + q·sin ω_d·t);
      // over the next half period it sweeps every direction of that ellipse, so the supremum
      // is at least e^(−a·π/ω_d)·√λ with λ the larger eigenvalue of the Gram matrix of p, q.
      let q = velocity.adding(x.scaled(by: rest.a)).scaled(by: 1 / rest.frequency)
      let q2 = q.magnitudeSquared
      let pq = (x.adding(q).magnitudeSquared - x.subtracting(q).magnitudeSquared) / 4
      let spread = (r2 - q2) * (r2 - q2) + 4 * pq * pq
      let lambda = (r2 + q2 + spread.squareRoot()) / 2
      if rest.leavesTheBand(gramEigenvalue: lambda, epsilonSquared: epsilonSquared) {
        return false
      }
    }
    let r = r2.squareRoot()
    let speed = s2.squareRoot()
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
    let first = rest.maximumExcursion(displacement: r, velocity: along)
    let second = across == 0 ? 0 : rest.maximumExcursion(displacement: 0, velocity: across)
    return first * first + second * second <= epsilonSquared
  }
}

/// The closed-form geometry of a spring's rest test: its decay rate, frequencies and regime,
/// and the supremum of a future excursion, with no ``SpringMotion`` built and no library call
/// (the short polynomials of ``Elementary/Fast``, a few ulp each, with the result rounded up).
@usableFromInline
struct RestGeometry: Sendable {
  /// a = c/2m, in 1/s.
  @usableFromInline let a: Double
  /// ω₀² = k/m, in 1/s².
  @usableFromInline let w0sq: Double
  /// ω_d (oscillating) or s = √(a² − ω₀²) (critically or overdamped: 0 at ζ = 1), in 1/s.
  @usableFromInline let frequency: Double
  /// Whether the motion oscillates (ζ < 1, or undamped).
  @usableFromInline let oscillates: Bool

  @inlinable
  init(_ spring: Spring) {
    a = spring.damping / (2 * spring.mass)
    w0sq = spring.stiffness / spring.mass
    let detuning = (-w0sq).addingProduct(a, a)
    oscillates = detuning < 0 || a == 0
    frequency = Swift.abs(detuning).squareRoot()
  }

  /// The part of the vector rest test that decides most frames, shared by every form: `false`
  /// outside the band (or for a negative or NaN ε), `true` at rest inside it; otherwise
  /// `inBand(x, ‖x‖², ‖v‖², ε²)` with x = value − target. Inlined, so that a frame loop pays a
  /// subtraction, two squared norms and two comparisons for a value far from rest (and reads
  /// nothing that `inBand` captures until the value is in the band).
  @inlinable @inline(__always)
  static func decide<V: Interpolatable>(
    value: V, velocity: V, target: V, within epsilon: Double,
    inBand: (V, Double, Double, Double) -> Bool
  ) -> Bool {
    guard epsilon >= 0 else { return false }
    let x = value.subtracting(target)
    let epsilonSquared = epsilon * epsilon
    let r2 = x.magnitudeSquared
    if !(r2 <= epsilonSquared) { return false }
    let s2 = velocity.magnitudeSquared
    if s2 == 0 { return true }
    return inBand(x, r2, s2, epsilonSquared)
  }

  /// The scalar form of ``decide(value:velocity:target:within:inBand:)``: `false` outside the
  /// band, for a negative or NaN ε or a non-finite velocity, `true` at rest inside it (from
  /// rest no later turning point is farther than x₀); otherwise `inBand(x)`, x = value − target.
  @inlinable @inline(__always)
  static func decide(
    value: Double, velocity: Double, target: Double, within epsilon: Double,
    inBand: (Double) -> Bool
  ) -> Bool {
    guard epsilon >= 0 else { return false }
    let x = value - target
    if !(Swift.abs(x) <= epsilon) { return false }
    if velocity == 0 { return true }
    guard velocity.isFinite else { return false }
    return inBand(x)
  }

  /// The scalar rest test inside the band (|x| ≤ ε, v finite and non-zero): the envelope
  /// accept, the half-turn reject (with `halfTurnDecay` when it is held, else computed), then
  /// the closed-form supremum.
  @usableFromInline
  func settles(
    displacement x: Double, velocity: Double, epsilon: Double, halfTurnDecay held: Double? = nil
  ) -> Bool {
    if envelopeSquared(displacement: x, velocity: velocity) <= epsilon * epsilon { return true }
    if oscillates {
      let q = (velocity + a * x) / frequency
      if leavesTheBand(
        gramEigenvalue: x * x + q * q, epsilonSquared: epsilon * epsilon,
        halfTurnDecay: held ?? halfTurnDecay)
      {
        return false
      }
    }
    return maximumExcursion(displacement: x, velocity: velocity) <= epsilon
  }

  /// The slowest decay rate of a critically or overdamped motion, ω₀²/(a + s) = a − s.
  @inlinable var slowRate: Double { w0sq / (a + frequency) }

  /// A cheap upper bound on the square of sup over t ≥ 0 of |x(t)| for a scalar motion from
  /// (x₀, v₀): the oscillating envelope x₀² + ((v₀ + a·x₀)/ω_d)², or (|x₀| + |v₀|/(e·r))² for
  /// a critically or overdamped one with slowest rate r (its unit-displacement response lies in
  /// [0, 1] and its unit-velocity response is at most t·e^(−r·t) ≤ 1/(e·r)). Rounded up by
  /// 1e-15 relative; NaN becomes +∞.
  @inlinable
  func envelopeSquared(displacement x0: Double, velocity v0: Double) -> Double {
    envelopeSquared(displacement: x0 * x0, velocity: v0 * v0) { a in
      let b = v0 + a * x0
      return b * b
    }
  }

  /// The vector form of ``envelopeSquared(displacement:velocity:)`` from ‖x₀‖², ‖v₀‖² and
  /// `crossTerm(a)` = ‖v₀ + a·x₀‖²: ‖x(t)‖ ≤ e^(−a·t)·√(‖x₀‖² + ‖v₀ + a·x₀‖²/ω_d²) by
  /// Cauchy–Schwarz, and the triangle inequality in the aperiodic regimes.
  @inlinable
  func envelopeSquared(
    displacement r2: Double, velocity s2: Double, crossTerm: (Double) -> Double
  ) -> Double {
    let bound: Double
    if oscillates {
      bound = r2 + crossTerm(a) * (1 / (frequency * frequency))
    } else {
      let sum = r2.squareRoot() + s2.squareRoot() / (2.718_281_828_459_045 * slowRate)
      bound = sum * sum
    }
    return bound.isNaN ? .infinity : bound * (1 + 1e-15)
  }

  /// Whether an oscillating motion whose coefficient ellipse has larger Gram eigenvalue
  /// `gramEigenvalue` (x₀² + b²/ω_d² for a scalar) surely leaves the band: its supremum squared
  /// is at least e^(−2a·π/ω_d) times that eigenvalue, since within the next half period the
  /// phase passes the ellipse's major axis. Rounded down by 1e-12 relative, so it never rejects
  /// a motion that stays inside; a cheap reject (one exponential) before the exact supremum.
  @usableFromInline
  func leavesTheBand(gramEigenvalue lambda: Double, epsilonSquared: Double) -> Bool {
    leavesTheBand(
      gramEigenvalue: lambda, epsilonSquared: epsilonSquared, halfTurnDecay: halfTurnDecay)
  }

  /// e^(−2a·π/ω_d) (1 when undamped): the squared decay over half a turn of an oscillation.
  @usableFromInline var halfTurnDecay: Double {
    a == 0 ? 1 : Elementary.Fast.exp(-2 * a * Double.pi / frequency)
  }

  /// ``leavesTheBand(gramEigenvalue:epsilonSquared:)`` with the half-turn decay given.
  @usableFromInline
  func leavesTheBand(gramEigenvalue lambda: Double, epsilonSquared: Double, halfTurnDecay: Double)
    -> Bool
  {
    lambda * halfTurnDecay * (1 - 1e-12) > epsilonSquared
  }

  /// sup over t ≥ 0 of |x(t)| for the motion released at displacement `x₀` with velocity `v₀`
  /// (units and units/s, finite): max(|x₀|, |x(t₀)|) at the first turning point t₀ (later
  /// turning points of a damped motion are smaller; for an undamped spring, the amplitude).
  ///
  /// Oscillating: with the state's envelope A = √(x₀² + b²/ω_d²), b = v₀ + a·x₀, a turning
  /// point has v = 0, so x² + (a·x/ω_d)² = A²·e^(−2a·t₀): |x(t₀)| = (A·ω_d/ω₀)·e^(−a·φ/ω_d)
  /// with φ = atan2(v₀·ω_d, D) in (0, π], D = ω₀²·x₀ + a·v₀. Critically and overdamped (s ≥ 0):
  /// t₀ = v₀/(D − s·v₀)·log1p(u)/u, u = 2s·v₀/(D − s·v₀), when D > s·v₀ > 0 (after flipping
  /// signs so that v₀ > 0), and there x = e^(−(a−s)·t₀)·(x₀·D + b·v₀)/(D + s·v₀) (continuous
  /// across ζ = 1). Each polynomial is good to a few ulp; the result is rounded up by 1e-14
  /// relative so that the test never stops early. +∞ when an intermediate overflows.
  @usableFromInline
  func maximumExcursion(displacement x0: Double, velocity v0: Double) -> Double {
    // The motion from (−x₀, −v₀) is the mirror image: make v₀ > 0 (v₀ = 0 has no farther point).
    let (x, v) = v0 < 0 ? (-x0, -v0) : (x0, v0)
    if !(v > 0) { return Swift.abs(x0) }
    let b = v + a * x
    let d = w0sq * x + a * v
    let peak: Double
    if oscillates {
      var phi = Elementary.Fast.atan2(v * frequency, d)
      if phi <= 0 { phi += Double.pi }
      let scaled = (x * frequency) * (x * frequency) + b * b
      peak = (scaled / w0sq).squareRoot() * Elementary.Fast.exp(-a * phi / frequency)
    } else {
      let sv = frequency * v
      guard d > sv else { return Swift.abs(x0) }  // never turns: |x| only shrinks
      let u = 2 * sv / (d - sv)
      let t0 = v / (d - sv) * Elementary.Fast.log1pOverX(u)
      peak = Elementary.Fast.exp(-slowRate * t0) * Swift.abs(x * d + b * v) / (d + sv)
    }
    guard peak.isFinite else { return .infinity }
    return Swift.max(Swift.abs(x0), peak * (1 + 1e-14))
  }
}
