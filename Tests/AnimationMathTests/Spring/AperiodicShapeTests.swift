import Testing

@testable import AnimationMath

@Suite("AperiodicShape")
struct AperiodicShapeTests {
  private func shape(zeta: Double, response: Double) -> AperiodicShape {
    let spring = Spring(dampingRatio: zeta, response: response)
    let a = spring.decayRate
    let w0sq = spring.stiffness / spring.mass
    let w0 = w0sq.squareRoot()
    return AperiodicShape(a: a, omega0Squared: w0sq, detuning: (a - w0) * (a + w0))
  }

  @Test func kinds() {
    #expect(shape(zeta: 1, response: 0.5).kind == .critical)
    #expect(shape(zeta: 1.2, response: 0.5).kind == .overdamped)
    #expect(shape(zeta: 0.995, response: 0.5).kind == .oscillating)
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
        let hi = s.kind == .oscillating ? Double.pi / s.rate : .infinity
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
