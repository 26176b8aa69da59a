/// The per-spring state of a ``SpringHandoff``: the spring's constants, its regime's solver
/// with that regime's constants, and the bands' logarithms, computed once. A class so that a
/// ``SpringHandoff`` is one reference: queries pass it in a register instead of copying a few
/// hundred bytes per call.
@usableFromInline final class HandoffModel: Sendable {
  /// Which solver a spring's hand-offs use, with the constants only that case has.
  enum Regime: Sendable {
    /// Undamped, or underdamped with a/ω ≤ ``SwingInverse/maximumDecayPerFrequency``
    /// (ζ ≤ 0.992): every root is a zero crossing minus the tabulated inverse of one swing
    /// (which carries the spring's ``DampedOscillation``).
    case swinging(SwingInverse)
    /// Critically damped, overdamped, or underdamped with a/ω > 8 (at most one swing in the
    /// range of a double): roots by forward steps on the closed form.
    case aperiodic(AperiodicShape)
  }

  let spring: Spring
  let arrivalBand: Double
  let settleBand: Double
  /// The solver; it owns the spring's a and ω0² (read from it, not stored here twice).
  let regime: Regime
  let logArrival: Double
  let logSettle: Double

  init(spring: Spring, arrivalBand: Double, settleBand: Double) {
    self.spring = spring
    self.arrivalBand = arrivalBand
    self.settleBand = settleBand
    let k = SpringCoefficients(spring)
    logArrival = Elementary.log(arrivalBand)
    logSettle = Elementary.log(settleBand)
    let shape = AperiodicShape(k)
    if case .oscillating(let oscillation) = shape.kind,
      SwingInverse.covers(a: k.decayRate, omega: oscillation.omega)
    {
      regime = .swinging(
        SwingInverse(
          oscillation, a: k.decayRate, omega0: k.omega0, omega0Squared: k.omega0Squared))
    } else {
      regime = .aperiodic(shape)
    }
  }

  /// The metrics of a hand-off with remaining distance r0 ≥ 0 and r′(0) = w0, not both 0.
  @usableFromInline func metrics(r0: Double, w0: Double) -> HandoffMetrics {
    regime.metrics(self, r0: r0, w0: w0)
  }
}

extension HandoffModel.Regime {
  /// The dispatch of ``HandoffModel/metrics(r0:w0:)``, written as a method of the (borrowed)
  /// regime so that reading the case's solver does not copy the enum out of the model (a copy
  /// retains the solver: 10 % of a hand-off).
  @inline(__always)
  func metrics(_ model: HandoffModel, r0: Double, w0: Double) -> HandoffMetrics {
    switch self {
    case .swinging(let swing): model.swingMetrics(r0: r0, w0: w0, swing)
    case .aperiodic(let shape): model.aperiodicMetrics(r0: r0, w0: w0, shape)
    }
  }
}
