/// The constants of an undamped or underdamped spring's oscillation that the hand-off queries
/// use, computed once per spring (only this regime has them).
///
/// With decay rate a ≥ 0 and damped frequency ω > 0, every motion is
/// r(t) = A·e^(−at)·cos(ωt − φ): its zero crossings are π/ω apart, each turning point comes
/// β/ω after a zero crossing (β = atan2(ω, a)), and successive turning values shrink by
/// q = e^(−aπ/ω).
struct DampedOscillation: Sendable {
  /// ω, the damped angular frequency (rad/s), > 0.
  let omega: Double
  /// 1/ω (s).
  let inverseOmega: Double
  /// π/ω: from one zero crossing (or turning point) to the next (s).
  let halfPeriod: Double
  /// β/ω, β = atan2(ω, a): from a zero crossing to the next turning point (s).
  let turnDelay: Double
  /// (π − β)/ω: from a turning point to the next zero crossing (s), rounded once (so not
  /// always equal to ``halfPeriod`` − ``turnDelay`` in binary64).
  let swingSpan: Double
  /// e^(−aβ/ω)/ω0: the turning value after a zero crossing per |r′| at the crossing (s).
  let overshootPerSlope: Double
  /// q = e^(−aπ/ω): the ratio of successive turning values (1 when undamped).
  let extremumRatio: Double
  /// aπ/ω = ln(1/q).
  let logInverseRatio: Double
  /// 1/q: the turning value before a zero crossing per turning value after it.
  let inverseRatio: Double
  /// ω/(aπ) = 1/ln(1/q) (`.infinity` when undamped).
  let inverseLogInverseRatio: Double
  /// ln(overshootPerSlope/q).
  let logPeakPerSlope: Double

  /// The oscillation of a spring with decay rate `a` ≥ 0, damped frequency `omega` > 0 and
  /// natural frequency `omega0` = √(a² + ω²).
  init(a: Double, omega: Double, omega0: Double) {
    self.omega = omega
    inverseOmega = 1 / omega
    halfPeriod = Double.pi / omega
    let beta = Elementary.atan2(omega, a)
    turnDelay = beta / omega
    swingSpan = (Double.pi - beta) / omega
    overshootPerSlope = Elementary.exp(-a * turnDelay) / omega0
    logInverseRatio = a * halfPeriod
    extremumRatio = Elementary.exp(-logInverseRatio)
    inverseRatio = Elementary.exp(logInverseRatio)
    logPeakPerSlope = -a * turnDelay - Elementary.log(omega0) + logInverseRatio
    inverseLogInverseRatio = 1 / logInverseRatio
  }
}
