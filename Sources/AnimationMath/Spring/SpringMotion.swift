/// The closed-form motion of a ``Spring`` released at `from` with `initialVelocity`, pulled
/// towards `to`.
///
/// With displacement x = position − to, x₀ = from − to, a = c/2m, ω₀² = k/m and the detuning
/// d = a² − ω₀², every regime is written in one form,
///
///     x(t) = e^(−a·t)·[x₀·C(t) + (v₀ + a·x₀)·S(t)]
///     v(t) = e^(−a·t)·[v₀·C(t) − (ω₀²·x₀ + a·v₀)·S(t)]
///
/// where C, S are cos / sin(ω_d·t)/ω_d (d < 0), 1 / t (d = 0) or cosh / sinh(s·t)/s (d > 0,
/// s = √d). The overdamped branch is evaluated as `e^(−(a−s)·t)·(1 ± e^(−2st))/2` with the slow
/// rate `a − s = ω₀²/(a + s)`, so it never forms `0·∞` and never cancels. Because C and S tend to
/// 1 and t from both sides as d → 0, the motion is continuous across ζ = 1 with no jump between
/// branches.
///
/// Domain: `t ≥ 0` and finite; `t < 0` is treated as 0. Every result is finite for finite
/// inputs whose motion fits binary64: a spring the `Spring.validated(…)` entry points accept
/// (k/m positive and finite, (c/2m)² finite; outside that, e.g. m = 1e-300 with c = 26, the
/// detuning overflows and results are NaN), and `from`, `to`, velocity small enough that
/// x₀·ω₀², v₀·a and the velocities themselves stay below ~1.8e308. An undamped motion at
/// t ≳ 1e300/ω₀, where binary64 cannot resolve the phase, returns a point on its orbit.
public struct SpringMotion: Hashable, Sendable {
  /// The regime of the motion, from the sign of the detuning a² − ω₀².
  public enum Regime: String, Hashable, Sendable, CaseIterable {
    /// ζ = 0: oscillates forever.
    case undamped
    /// 0 < ζ < 1: decaying oscillation.
    case underdamped
    /// ζ = 1 exactly (in binary64).
    case criticallyDamped
    /// ζ > 1: sum of two decaying exponentials.
    case overdamped
  }

  /// The spring that drives the motion.
  public let spring: Spring
  /// Start position at t = 0, in points (or any unit).
  public let from: Double
  /// Target (rest) position, same unit as `from`.
  public let to: Double
  /// Velocity at t = 0 in units per second (absolute, not UIKit's relative form).
  public let initialVelocity: Double
  /// The regime, decided by the sign of (a − ω₀)(a + ω₀).
  public let regime: Regime

  // Precomputed coefficients.
  @usableFromInline let x0: Double
  @usableFromInline let decay: Double  // a (under/critical) or slow rate a − s (over)
  @usableFromInline let frequency: Double  // ω_d (under), ω₀ (undamped), s (over), 0 (critical)
  @usableFromInline let frequencyLow: Double  // trailing part of ω_d / ω₀ (double-word)
  @usableFromInline let omega0Squared: Double
  @usableFromInline let dampingTwiceA: Double  // 2a, for acceleration
  @usableFromInline let bCoefficient: Double  // v₀ + a·x₀
  @usableFromInline let dCoefficient: Double  // ω₀²·x₀ + a·v₀

  /// Creates the motion of `spring` from `from` to `to` with an absolute initial velocity.
  ///
  /// The oscillation frequency is carried as a double-word (about 106 bits: k/m and c/2m with
  /// their fma remainders, the square root with one correction), so the phase ω·t stays accurate
  /// to a few ulp of the phase itself even after 10⁴ periods.
  ///
  /// Non-finite policy: this initialiser does not trap. A NaN or infinite `from`, `to` or
  /// `initialVelocity` gives NaN positions and velocities, and the time queries
  /// (``settlingTime(within:)``, ``arrivalTime(within:)``, ``envelopeSettlingTime(within:)``)
  /// return NaN, never a finite time that would end an animation in a NaN state. For values
  /// from outside the program use ``validated(spring:from:to:initialVelocity:)``, which throws.
  ///
  /// - Parameters:
  ///   - spring: the spring.
  ///   - from: start position (finite).
  ///   - to: target position (finite).
  ///   - initialVelocity: velocity at t = 0 in units per second (finite).
  public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    let k = SpringCoefficients(spring)
    let a = k.decayRate
    let w0sq = k.omega0Squared
    let x0 = from - to
    let v0 = initialVelocity
    self.x0 = x0
    self.omega0Squared = w0sq
    self.dampingTwiceA = 2 * a
    self.bCoefficient = v0 + a * x0
    self.dCoefficient = w0sq * x0 + a * v0
    regime = k.regime
    decay = k.slowRate
    frequency = k.frequency.high
    frequencyLow = k.frequency.low
  }

  /// Creates the motion after checking that its state comes out finite, for values from
  /// outside the program.
  ///
  /// - Throws: ``InputError`` for `from`, `to` or `initialVelocity` when it is NaN or infinite,
  ///   or when `from − to` overflows.
  public static func validated(
    spring: Spring, from: Double, to: Double, initialVelocity: Double = 0
  ) throws(InputError) -> SpringMotion {
    for (field, value) in [("from", from), ("to", to), ("initialVelocity", initialVelocity)] {
      try InputError.check(field, value, "must be finite") { _ in true }
    }
    guard (from - to).isFinite else {
      throw InputError(
        field: "from", value: NumberText.shortest(from), reason: "must be within 1.8e308 of 'to'")
    }
    return SpringMotion(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
  }

  /// The displacement from the target and the velocity at time `t` (seconds).
  ///
  /// The oscillating regimes form the phase as an exact product ω_hi·t plus its error term δ
  /// (fma remainder and ω_lo·t) and use sin(p + δ) ≈ sin p + δ·cos p while δ is tiny, the exact
  /// rotation by δ beyond (phases past ~10⁸ rad), so the state never leaves its orbit.
  @inlinable
  public func state(at t: Double) -> (displacement: Double, velocity: Double) {
    let t = Swift.max(t, 0)
    let v0 = initialVelocity
    switch regime {
    case .undamped, .underdamped:
      let e = regime == .undamped ? 1 : Elementary.exp(-decay * t)
      if e == 0 { return (0, 0) }
      var t = t
      if !(frequency * t).isFinite {
        // Undamped beyond ~1e300 s: the phase is meaningless in binary64; stay on the orbit.
        t = SpringMotion.timeWithinPeriod(t, frequency: frequency)
      }
      let phase = frequency * t
      let delta = (-phase).addingProduct(frequency, t) + frequencyLow * t
      let cp = Elementary.cos(phase)
      let sp = Elementary.sin(phase)
      var c = cp - delta * sp
      var sine = sp + delta * cp
      if !(Swift.abs(delta) <= 0x1p-26) {
        // Past ~10⁸ rad the first-order correction is no longer exact (δ²/2 > 2⁻⁵³), and past
        // ~10¹⁶ rad δ exceeds 1 and it would leave the orbit: rotate by δ exactly instead.
        let cd = Elementary.cos(delta)
        let sd = Elementary.sin(delta)
        c = cp * cd - sp * sd
        sine = sp * cd + cp * sd
      }
      let s = sine / frequency
      return (e * (x0 * c + bCoefficient * s), e * (v0 * c - dCoefficient * s))
    case .criticallyDamped:
      let e = Elementary.exp(-decay * t)
      return (e * (x0 + bCoefficient * t), e * (v0 - dCoefficient * t))
    case .overdamped:
      let e = Elementary.exp(-decay * t)
      let h = -Elementary.expm1(-2 * frequency * t)  // 1 − e^(−2st) in [0, 1]
      let c = e * (1 - 0.5 * h)
      let s = e * h / (2 * frequency)
      return (x0 * c + bCoefficient * s, v0 * c - dCoefficient * s)
    }
  }

  /// t modulo the period 2π/ω. Out of line on purpose: written inline, the optimiser hoists the
  /// side-effect-free remainder out of its rarely taken branch, and every ``state(at:)`` paid
  /// for an `fmod` call (~30 instructions, one in eight of a 60-frame first value).
  @usableFromInline @inline(never)
  static func timeWithinPeriod(_ t: Double, frequency: Double) -> Double {
    t.truncatingRemainder(dividingBy: 2 * Double.pi / frequency)
  }

  /// Absolute position at time `t` (seconds): `to + x(t)`. `position(at: 0) == from` exactly.
  @inlinable
  public func position(at t: Double) -> Double {
    if t <= 0 { return from }
    return to + state(at: t).displacement
  }

  /// Velocity at time `t` (seconds), in units per second. `velocity(at: 0) == initialVelocity`.
  @inlinable
  public func velocity(at t: Double) -> Double {
    if t <= 0 { return initialVelocity }
    return state(at: t).velocity
  }

  /// Acceleration at time `t` (seconds), in units per s²: `−ω₀²·x − 2a·v`.
  @inlinable
  public func acceleration(at t: Double) -> Double {
    let (x, v) = state(at: t)
    return -omega0Squared * x - dampingTwiceA * v
  }
}
