/// The rest test of one spring with its constants computed once: for an engine that asks
/// "may I stop ticking this value?" of many values per frame.
///
/// It answers as ``Spring/isSettled(value:velocity:target:within:)-(Double,_,_,_)`` and its
/// vector form do — the same `Bool` for every `Double` state — but the spring's decay rate,
/// frequencies, half-turn decay and the response to a sideways velocity are computed when it is
/// built (two exponentials and an arctangent, about 40 ns), not on every call. Inside the band,
/// where the per-call vector test takes the closed-form supremum of two scalar motions (two
/// square roots, four divisions, two arctangents and two exponentials), this one first brackets
/// that supremum's square with no square root, division or library call: the phase's octant
/// from three comparisons and the decay across it from powers held here. It decides from the
/// bracket whenever that is more than 1e-10 relative from ε², then from the supremum's square
/// in one pass (an arctangent and an exponential), and only within 1e-10 of ε² from the
/// per-call test's own arithmetic. The scalar form is the per-call scalar test with the
/// half-turn decay held. Only oscillating springs (ζ ≤ 0.995) use the bracket; the others take
/// the per-call arithmetic inside the band. A vector of `Float` rounds each operation in
/// `Float`, so there the two tests may differ within `Float` rounding of the band's edge.
///
/// ```swift
/// let rest = SpringRestTest(spring: spring)  // once, beside the spring
/// // every frame, for each active value:
/// step.apply(value: &points[i], velocity: &velocities[i], target: targets[i])
/// if rest.isSettled(value: points[i], velocity: velocities[i], target: targets[i], within: 0.5) {
///   points[i] = targets[i]  // snap and stop ticking it
///   velocities[i] = .zero
/// }
/// ```
public struct SpringRestTest: Sendable {
  /// The spring this test was built for.
  public let spring: Spring
  /// The per-call test's geometry: decay rate, ω₀², frequency, regime.
  @usableFromInline let geometry: RestGeometry
  /// e^(−2a·π/ω_d) for an oscillating spring (1 when undamped), as ``RestGeometry`` computes
  /// it per call; unused otherwise.
  @usableFromInline let halfTurnDecay: Double
  /// 1/ω_d², in s².
  @usableFromInline let inverseFrequencySquared: Double
  /// 1/ω₀², in s².
  @usableFromInline let inverseNaturalSquared: Double
  /// ω₀, in 1/s.
  @usableFromInline let natural: Double
  /// 1/(4ω₀), in s.
  @usableFromInline let quarterInverseNatural: Double
  /// ρ, ρ², ρ⁴ with ρ = e^(−2a·π/(8·ω_d)): the squared decay over an eighth of a half turn.
  @usableFromInline let octantDecay: (Double, Double, Double)
  /// 2a/ω_d: the square of the decay of a turning point's distance per radian of phase.
  @usableFromInline let phaseDecay: Double
  /// K²: the squared supremum of the motion released at the target with unit velocity, in s²
  /// (K = e^(−a·atan2(ω_d, a)/ω_d)/ω₀).
  @usableFromInline let sidewaysGainSquared: Double
  /// Whether the one-pass supremum is accurate enough to decide with (oscillating, ζ ≤ 0.995 so
  /// that its cancellations stay below 1e-12 relative); otherwise every in-band state takes the
  /// per-call arithmetic.
  @usableFromInline let bracketsSupremum: Bool

  /// Computes the rest-test constants of `spring` (any valid spring; see
  /// ``Spring/isSettled(value:velocity:target:within:)-(Double,_,_,_)`` for the test itself).
  public init(spring: Spring) {
    self.spring = spring
    let g = RestGeometry(spring)
    geometry = g
    let w = g.frequency
    if g.oscillates && w > 0 {
      halfTurnDecay = g.halfTurnDecay
      inverseFrequencySquared = 1 / (w * w)
      inverseNaturalSquared = 1 / g.w0sq
      natural = g.w0sq.squareRoot()
      quarterInverseNatural = 1 / (4 * natural)
      let rho = Elementary.Fast.exp(-2 * g.a * Double.pi / (8 * w))
      octantDecay = (rho, rho * rho, (rho * rho) * (rho * rho))
      phaseDecay = 2 * g.a / w
      let sideways = g.maximumExcursion(displacement: 0, velocity: 1)
      sidewaysGainSquared = sideways * sideways
      bracketsSupremum = g.a <= 10 * w && inverseNaturalSquared.isFinite && phaseDecay.isFinite
    } else {
      halfTurnDecay = 1
      inverseFrequencySquared = 0
      inverseNaturalSquared = 0
      natural = 0
      quarterInverseNatural = 0
      octantDecay = (1, 1, 1)
      phaseDecay = 0
      sidewaysGainSquared = 0
      bracketsSupremum = false
    }
  }

  /// Whether the exact remaining motion stays within `epsilon` of `target` for all future time:
  /// the same answer as ``Spring/isSettled(value:velocity:target:within:)-(Double,_,_,_)``.
  ///
  /// - Parameters:
  ///   - value: the current value.
  ///   - velocity: the current velocity, in units per second.
  ///   - target: the rest position.
  ///   - epsilon: the band half-width ε ≥ 0, in the value's units. Negative or NaN: `false`.
  /// - Returns: `true` when no future excursion leaves the band.
  @inlinable
  public func isSettled(value: Double, velocity: Double, target: Double, within epsilon: Double)
    -> Bool
  {
    RestGeometry.decide(value: value, velocity: velocity, target: target, within: epsilon) {
      geometry.settles(
        displacement: $0, velocity: velocity, epsilon: epsilon, halfTurnDecay: halfTurnDecay)
    }
  }

  /// Whether the exact remaining motion of a vector value stays within Euclidean distance
  /// `epsilon` of `target` for all future time: the same answer as the per-call
  /// ``Spring/isSettled(value:velocity:target:within:)-(V,_,_,_)``, at about 15 ns inside
  /// the band instead of about 110 (a 2-D value).
  ///
  /// - Parameters:
  ///   - value: the current value.
  ///   - velocity: the current velocity, in value units per second.
  ///   - target: the rest value.
  ///   - epsilon: the band radius ε ≥ 0. Negative or NaN: `false`.
  /// - Returns: `true` when the per-call test's bound on every future distance is within ε;
  ///   `false` for a non-finite state.
  @inlinable @inline(__always)
  public func isSettled<V: Interpolatable>(
    value: V, velocity: V, target: V, within epsilon: Double
  ) -> Bool {
    RestGeometry.decide(value: value, velocity: velocity, target: target, within: epsilon) {
      settlesInBand(displacement: $0, velocity: velocity, r2: $1, s2: $2, epsilonSquared: $3)
    }
  }

  /// The vector test inside the band, in three stages. Inlined: the per-call test's envelope
  /// accept (same rounding) and a half-turn reject on a lower bound of its Gram eigenvalue
  /// (λ ≥ max(‖x₀‖², ‖q‖²)). Out of line: the supremum's square bracketed by its phase's octant,
  /// then in one pass, then — only within 1e-10 of ε² — the per-call test's own arithmetic, so
  /// every answer is the per-call test's.
  @inlinable @inline(__always)
  func settlesInBand<V: Interpolatable>(
    displacement x: V, velocity: V, r2: Double, s2: Double, epsilonSquared: Double
  ) -> Bool {
    guard geometry.oscillates && s2.isFinite && r2.isFinite else {
      return spring.isSettledInBand(
        displacement: x, velocity: velocity, r2: r2, s2: s2, epsilonSquared: epsilonSquared)
    }
    let b2 = velocity.adding(x.scaled(by: geometry.a)).magnitudeSquared
    let q2 = b2 * inverseFrequencySquared
    // The envelope accept, rounded exactly as the per-call test rounds it.
    let envelope = r2 + q2
    if envelope * (1 + 1e-15) <= epsilonSquared { return true }
    if Swift.max(r2, q2) * halfTurnDecay * (1 - 1e-11) > epsilonSquared { return false }
    return settlesByOctant(
      displacement: x, velocity: velocity, r2: r2, s2: s2, epsilonSquared: epsilonSquared)
  }

  /// The bracket stage of ``settlesInBand(displacement:velocity:r2:s2:epsilonSquared:)``, out of
  /// line: the supremum's square between the bounds of its phase's octant.
  @inlinable @inline(never)
  func settlesByOctant<V: Interpolatable>(
    displacement x: V, velocity: V, r2: Double, s2: Double, epsilonSquared: Double
  ) -> Bool {
    // Split v₀ along x₀ (α = x₀·v₀/|x₀|) and across it, with the dot product from the
    // polarisation identity on ω₀·x₀ and v₀: its error is a few ulp of (ω₀|x₀| + |v₀|)², so
    // while |v₀| ≤ 100·ω₀|x₀| the supremum below is good to 1e-12 (otherwise defer).
    guard bracketsSupremum && r2 * geometry.w0sq >= 1e-4 * s2 else {
      return spring.isSettledInBand(
        displacement: x, velocity: velocity, r2: r2, s2: s2, epsilonSquared: epsilonSquared)
    }
    let scaledX = x.scaled(by: natural)
    let dot =
      (scaledX.adding(velocity).magnitudeSquared
        - scaledX.subtracting(velocity).magnitudeSquared) * quarterInverseNatural
    // Everything below is the supremum's square times ‖x₀‖², so that no division is needed.
    let dotSquared = dot * dot
    let sideways = Swift.max(0, s2 * r2 - dotSquared) * sidewaysGainSquared
    // The along motion from (|x₀|, α) turns at squared distance S·e^(−2a·φ/ω_d), with
    // S = (x₀²ω_d² + (α + a·x₀)²)/ω₀² and φ = atan2(|α|·ω_d, ±(ω₀²·x₀ + a·α)) in (0, π]
    // (both coordinates scaled by |x₀|, signs flipped for α < 0).
    let r4 = r2 * r2
    let s = r4 + (2 * geometry.a * dot * r2 + dotSquared) * inverseNaturalSquared
    let sign: Double = dot < 0 ? -1 : 1
    let y = geometry.frequency * (sign * dot)
    let d = sign * (geometry.w0sq * r2 + geometry.a * dot)
    // The octant of φ (k·π/8 ≤ φ ≤ (k+1)·π/8) from three comparisons, and e^(−2a·φ/ω_d)
    // between ρ^(k+1) and ρ^k, ρ = e^(−2a·π/(8·ω_d)).
    let across = d < 0
    let e = Swift.abs(d)
    let steep = y > e
    let (u, w) = steep ? (e, y) : (y, e)  // u ≤ w
    let fine = u > 0.414_213_562_373_095_1 * w  // past tan(π/8) within the quarter
    var octant = (steep ? 2 : 0) + (steep != fine ? 1 : 0)
    if across { octant = 7 - octant }
    let upper =
      ((octant & 1) != 0 ? octantDecay.0 : 1) * ((octant & 2) != 0 ? octantDecay.1 : 1)
      * ((octant & 4) != 0 ? octantDecay.2 : 1)
    let lower = upper * octantDecay.0
    let band = epsilonSquared * r2
    let most = (dot == 0 ? r4 : Swift.max(r4, s * upper)) + sideways
    if most * (1 + 1e-10) <= band { return true }
    let least = (dot == 0 ? r4 : Swift.max(r4, s * lower)) + sideways
    if least * (1 - 1e-10) > band { return false }
    return settlesByOnePass(
      displacement: x, velocity: velocity, r2: r2, s2: s2, epsilonSquared: epsilonSquared,
      s: s / r2, along: (y, d), sideways: sideways / r2)
  }

  /// The second stage: the supremum's square from the phase itself, deciding when it is more
  /// than 1e-10 from ε², else the per-call test.
  @inlinable @inline(never)
  func settlesByOnePass<V: Interpolatable>(
    displacement x: V, velocity: V, r2: Double, s2: Double, epsilonSquared: Double,
    s: Double, along: (y: Double, d: Double), sideways: Double
  ) -> Bool {
    var first = r2
    if along.y > 0 {
      var phi = Elementary.Fast.atan2(along.y, along.d)
      if phi <= 0 { phi += Double.pi }
      first = Swift.max(r2, s * Elementary.Fast.exp(-phaseDecay * phi))
    }
    let total = first + sideways
    if total * (1 + 1e-10) <= epsilonSquared { return true }
    if total * (1 - 1e-10) > epsilonSquared { return false }
    return spring.isSettledInBand(
      displacement: x, velocity: velocity, r2: r2, s2: s2, epsilonSquared: epsilonSquared)
  }
}
