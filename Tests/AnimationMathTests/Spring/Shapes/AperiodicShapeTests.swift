import TestSupport
import Testing

@testable import AnimationMath

@Suite("AperiodicShape")
struct AperiodicShapeTests {
  private func shape(zeta: Double, response: Double) -> AperiodicShape {
    AperiodicShape(SpringCoefficients(Spring(dampingRatio: zeta, response: response)))
  }

  @Test func kinds() {
    // ζ = 1 through the (ζ, response) form: a and ω0 round to the same double, critical
    // (SpringMotion's double-word detuning is ~1e-16·a² of either sign there); so is (m, k, c)
    // with c² = 4km exactly.
    for response in stride(from: 0.1, through: 1.5, by: 0.01) {
      guard case .critical = shape(zeta: 1, response: response).kind else {
        Issue.record("ζ = 1, response \(response) is critical")
        return
      }
    }
    let critical = AperiodicShape(SpringCoefficients(Spring(mass: 1, stiffness: 100, damping: 20)))
    guard case .critical = critical.kind else {
      Issue.record("c² = 4km is critical")
      return
    }
    guard case .overdamped = shape(zeta: 1.2, response: 0.5).kind else {
      Issue.record("ζ = 1.2 is overdamped")
      return
    }
    guard case .oscillating(let o) = shape(zeta: 0.995, response: 0.5).kind else {
      Issue.record("ζ = 0.995 is oscillating")
      return
    }
    #expect(o.omega > 0 && shape(zeta: 0.995, response: 0.5).extremumRatio < 1)
    #expect(critical.halfPeriod == .infinity && critical.extremumRatio == 0 && critical.rate == 0)
  }

  @Test func combinationIsTheClosedForm() {
    var rng = SplitMix64(seed: 21)
    for zeta in [0.995, 1, 1 + 1e-12, 1.1, 3] {
      let s = shape(zeta: zeta, response: 0.4)
      for _ in 0..<500 {
        let (x, y) = (rng.nextUniform(-400, 400), rng.nextUniform(-9000, 9000))
        let sigma = rng.nextUniform(0, 2)
        // e^(−aσ)(x·C + y·S) with libm's cos/sin or cosh/sinh.
        var c = 1.0
        var sn = sigma
        switch s.kind {
        case .oscillating:
          c = Elementary.cos(s.rate * sigma)
          sn = Elementary.sin(s.rate * sigma) / s.rate
        case .critical: break
        case .overdamped:
          c = Elementary.cosh(s.rate * sigma)
          sn = Elementary.sinh(s.rate * sigma) / s.rate
        }
        let expected = Elementary.exp(-s.a * sigma) * (x * c + y * sn)
        // A few ulps of the terms' size (the combination may cancel), times the exponents'
        // size: libm's e^(−aσ)·cosh(sσ) carries the rounding of aσ and sσ (≈ 1e-14 at ζ = 3).
        let size = Elementary.exp(-s.a * sigma) * (abs(x * c) + abs(y * sn))
        let exponents = 4 + (s.a + s.rate) * sigma
        expectClose(
          s.value(x, y, at: sigma), expected, absolute: 4.5e-16 * exponents * size + 1e-300,
          "ζ=\(zeta) x=\(x) y=\(y) σ=\(sigma)")
      }
    }
  }

  @Test func descentsReachTheLevel() {
    var rng = SplitMix64(seed: 22)
    for zeta in [0.995, 1, 1.1, 3] {
      let s = shape(zeta: zeta, response: 0.6)
      for _ in 0..<300 {
        // From a turning point of value R (y = a·R) down to a level in (0, R).
        let peak = Elementary.exp(rng.nextUniform(-2, 9))
        let level = peak * Elementary.exp(-rng.nextUniform(1e-6, 30))
        let hi = s.halfPeriod
        let sigma = s.descend(
          peak, s.a * peak, level: level, logLevel: Elementary.log(level), lo: 0, hi: hi,
          guess: 0.1)
        // The value at the root is the level to ~1e-14 relative (the log-space residual test
        // and the step's error bound are at 1e-15).
        expectClose(
          s.value(peak, s.a * peak, at: sigma), level, relative: 1e-13,
          "ζ=\(zeta) R=\(peak) L=\(level)")
      }
    }
  }
}
