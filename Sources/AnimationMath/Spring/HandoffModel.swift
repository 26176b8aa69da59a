/// The per-spring state of a ``SpringHandoff``: the spring's constants, its swing table and the
/// bands' logarithms, computed once. A class so that a kernel is one reference: hand-offs
/// pass it in a register instead of copying a few hundred bytes per call.
@usableFromInline final class HandoffModel: Sendable {
  let spring: Spring
  let arrivalBand: Double
  let settleBand: Double
  let a: Double  // decay rate c/2m
  let omega0Squared: Double
  let omega0: Double
  /// Whether the spring is underdamped with a/ω ≤ 8 and uses ``swing``; otherwise ``shape``.
  let swings: Bool
  let swing: SwingInverse
  let shape: AperiodicShape
  // Underdamped constants (0 otherwise).
  let omegaD: Double
  let halfPeriod: Double  // π/ω
  let turnDelay: Double  // β/ω, β = atan2(ω, a): from a zero to the next turning point
  let overshootPerSlope: Double  // e^(−aβ/ω)/ω0: turning value after a zero per |r′| there
  let extremumRatio: Double  // q = e^(−aπ/ω): ratio of successive turning values
  let logInverseRatio: Double  // aπ/ω = ln(1/q)
  let inverseRatio: Double  // 1/q: turning value before a zero per turning value after it
  let logPeakPerSlope: Double  // ln(overshootPerSlope/q)
  let inverseOmegaD: Double  // 1/ω
  let inverseLogInverseRatio: Double  // ω/(aπ)
  let logArrival: Double
  let logSettle: Double
  /// Overdamped: ln((a + s)/(2s)), the slow exponential's share of a turning value.
  let logTailFromPeak: Double

  init(spring: Spring, arrivalBand: Double, settleBand: Double) {
    self.spring = spring
    self.arrivalBand = arrivalBand
    self.settleBand = settleBand
    let a = spring.decayRate
    let w0sq = spring.stiffness / spring.mass
    let w0 = w0sq.squareRoot()
    let detuning = (a - w0) * (a + w0)
    self.a = a
    self.omega0Squared = w0sq
    self.omega0 = w0
    shape = AperiodicShape(a: a, omega0Squared: w0sq, detuning: detuning)
    logArrival = Elementary.log(arrivalBand)
    logSettle = Elementary.log(settleBand)
    logTailFromPeak =
      shape.kind == .overdamped ? Elementary.log((a + shape.rate) / (2 * shape.rate)) : 0
    if detuning < 0 {
      let w = (-detuning).squareRoot()
      omegaD = w
      halfPeriod = Double.pi / w
      turnDelay = Elementary.atan2(w, a) / w
      overshootPerSlope = Elementary.exp(-a * turnDelay) / w0
      logInverseRatio = a * halfPeriod
      extremumRatio = Elementary.exp(-logInverseRatio)
      inverseRatio = Elementary.exp(logInverseRatio)
      logPeakPerSlope = -a * turnDelay - Elementary.log(w0) + logInverseRatio
      inverseOmegaD = 1 / w
      inverseLogInverseRatio = 1 / logInverseRatio
      swings = SwingInverse.covers(a: a, omega: w)
      swing = swings ? SwingInverse(a: a, omega: w, omega0Squared: w0sq) : .none
    } else {
      omegaD = 0
      halfPeriod = .infinity
      turnDelay = 0
      overshootPerSlope = 0
      logInverseRatio = .infinity
      extremumRatio = 0
      inverseRatio = .infinity
      logPeakPerSlope = 0
      inverseOmegaD = 0
      inverseLogInverseRatio = 0
      swings = false
      swing = .none
    }
  }

  /// The metrics of a hand-off with remaining distance r0 ≥ 0 and r′(0) = w0, not both 0.
  @usableFromInline func metrics(r0: Double, w0: Double) -> HandoffMetrics {
    swings ? swingMetrics(r0: r0, w0: w0) : aperiodicMetrics(r0: r0, w0: w0)
  }

  /// How long before a zero crossing, where |r′| = `slope`, the motion is `level` away:
  /// third-order inversion of r(t_z − δ) = S·(δ + a·δ² + (4a² − ω0²)·δ³/6), the Taylor series at
  /// a zero (r″ = −2a·r′ and r‴ = (ω0² − 4a²)·r′ there). A starting guess.
  func beforeZero(_ level: Double, slope: Double) -> Double {
    guard slope > 0 else { return 0 }
    let u = level / slope
    return u * (1 + u * (-a + u * (2 * a * a - (4 * a * a - omega0Squared) / 6)))
  }
}
