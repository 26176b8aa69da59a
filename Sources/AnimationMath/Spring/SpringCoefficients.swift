/// The coefficients of m·x″ + c·x′ + k·x = 0 that every closed form of a ``Spring`` needs,
/// computed in one place for ``SpringMotion`` and ``SpringHandoff``.
///
/// a = c/2m and ω₀² = k/m are carried with their fma remainders, so the detuning a² − ω₀² — whose
/// sign decides the regime — and the frequency √|a² − ω₀²| are accurate to about 106 bits even
/// when a and ω₀ agree to many digits (ζ within 1e-9 of 1). Domain: k/m positive and finite,
/// (c/2m)² finite (what the validating entry points of ``Spring`` accept).
struct SpringCoefficients: Sendable {
  /// a = c/2m, the decay rate of the envelope (1/s).
  let decayRate: Double
  /// ω₀² = k/m (1/s²).
  let omega0Squared: Double
  /// ω₀ = √(k/m) (rad/s).
  let omega0: Double
  /// a² − ω₀² as a double-word (1/s²).
  let detuning: DoubleWord
  /// The regime, from a = 0 and the sign of ``detuning``.
  let regime: SpringMotion.Regime
  /// ω_d = √(ω₀² − a²) (underdamped) or ω₀ (undamped) as a double-word (rad/s);
  /// s = √(a² − ω₀²) (overdamped, leading word only, 1/s); 0 when critically damped.
  let frequency: DoubleWord
  /// The slowest exponential rate of the motion (1/s): a, or ω₀²/(a + s) = a − s when
  /// overdamped (formed without cancelling); 0 when undamped.
  let slowRate: Double

  /// Whether the spring is damped and a and ω₀ round to the same double: critically damped in
  /// binary64, whatever the sign of the double-word ``detuning`` (which decides ``regime``).
  ///
  /// There |a² − ω₀²| ≤ 2⁻⁵²·a², so the critical closed form is as accurate as a near-critical
  /// one in binary64; the hand-off queries (``AperiodicShape``) treat such a spring as critical.
  var isCriticalInBinary64: Bool { decayRate == omega0 && decayRate > 0 }

  /// The coefficients of `spring`.
  init(_ spring: Spring) {
    let q = DoubleWord.quotient(spring.stiffness, spring.mass)  // ω₀² = k/m
    let aWord = DoubleWord.quotient(spring.damping, 2 * spring.mass)  // a = c/2m
    let a = aWord.high
    let w0sq = q.high
    decayRate = a
    omega0Squared = w0sq
    omega0 = w0sq.squareRoot()
    let detuning = aWord.squared - q  // a² − ω₀², double-word
    self.detuning = detuning
    if a == 0 {
      regime = .undamped
      slowRate = 0
      frequency = q.squareRoot
    } else if detuning.high < 0 {
      regime = .underdamped
      slowRate = a
      frequency = (-detuning).squareRoot
    } else if detuning.high == 0 {
      regime = .criticallyDamped
      slowRate = a
      frequency = DoubleWord(0)
    } else {
      regime = .overdamped
      let s = detuning.squareRoot.high
      slowRate = w0sq / (a + s)
      frequency = DoubleWord(s)
    }
  }
}
