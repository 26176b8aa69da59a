/// How long before a zero crossing a motion is a small distance away: the third-order inversion
/// of its Taylor series at the zero, with its one per-spring coefficient computed once.
///
/// At a zero crossing where |r′| = S, r″ = −2a·r′ and r‴ = (ω0² − 4a²)·r′, so
/// r(t_z − δ) = S·(δ + a·δ² + (4a² − ω0²)·δ³/6), and with u = distance/S
///
///     δ ≈ u − a·u² + (2a² − (4a² − ω0²)/6)·u³.
///
/// A starting guess for the root solvers (``SwingInverse`` for tiny swing levels,
/// ``AperiodicShape`` before a zero crossing); both evaluate it as u·(1 + u·(u·c − a)).
struct ZeroCrossingInverse: Sendable {
  /// c = 2a² − (4a² − ω0²)/6, the coefficient of u³.
  let cubic: Double

  /// The inversion for a spring with decay rate `a` and ω0² = `omega0Squared`.
  init(a: Double, omega0Squared: Double) {
    cubic = 2 * a * a - (4 * a * a - omega0Squared) / 6
  }

  /// δ for u = distance/|r′| (`a` is the spring's decay rate, as in `init`).
  @inline(__always) func delay(_ u: Double, a: Double) -> Double {
    u * (1 + u * (u * cubic - a))
  }

  /// ``delay(_:a:)`` in both lanes.
  @inline(__always) func delay(_ u: SIMD2<Double>, a: Double) -> SIMD2<Double> {
    u * (1 + u * (u * cubic - a))
  }
}
