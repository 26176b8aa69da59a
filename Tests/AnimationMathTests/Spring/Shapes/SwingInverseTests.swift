import TestSupport
import Testing

@testable import AnimationMath

@Suite("SwingInverse")
struct SwingInverseTests {
  /// G(τ) = (ω0/ω)·e^(a(τ − T))·sin(ωτ) with libm.
  private func swingValue(_ s: SwingInverse, _ tau: Double) -> Double {
    let omega0 = s.omega0Squared.squareRoot()
    return omega0 / s.omega * Elementary.exp(s.a * (tau - s.span)) * Elementary.sin(s.omega * tau)
  }

  private func swing(zeta: Double, response: Double) -> SwingInverse {
    let spring = Spring(dampingRatio: zeta, response: response)
    let a = spring.decayRate
    let w0sq = spring.stiffness / spring.mass
    let omega0 = w0sq.squareRoot()
    let oscillation = DampedOscillation(a: a, omega: (w0sq - a * a).squareRoot(), omega0: omega0)
    return SwingInverse(oscillation, a: a, omega0: omega0, omega0Squared: w0sq)
  }

  @Test func coversUpToEightDecayPerFrequency() {
    #expect(SwingInverse.covers(a: 8, omega: 1))
    #expect(!SwingInverse.covers(a: 8.000_001, omega: 1))
    #expect(!SwingInverse.covers(a: 0.1, omega: 0))
    #expect(SwingInverse.covers(a: 0, omega: 3))
  }

  @Test func rootsSolveTheSwing() {
    for zeta in [0, 0.05, 0.3, 0.6, 0.8, 0.9, 0.95, 0.99, 0.992] {
      for response in [0.1, 0.5, 1.5] {
        let s = swing(zeta: zeta, response: response)
        #expect(s.root(level: 1, logInverse: 0, below: .infinity) == s.span)
        var previous = s.span
        // Levels from 1 down to 1e-12, densest near the turning point where the root is
        // ill-conditioned, plus the Taylor region.
        var levels: [Double] = []
        for k in 1...399 { levels.append(1 - Double(k * k) * 6.25e-6) }
        for k in 1...200 { levels.append(Elementary.exp(-Double(k) * 0.14)) }
        for y in levels.sorted(by: >) {
          let tau = s.root(level: y, logInverse: -Elementary.log(y), below: .infinity)
          let ctx = "ζ=\(zeta) T=\(response) y=\(y)"
          #expect(tau >= 0 && tau <= s.span, "\(ctx) τ=\(tau) outside the swing")
          // Residual: near the turning point G′ → 0 and the root is only determined to
          // √(rounding), so compare values, not times. G at a given τ is known to a few ulps
          // times (1 + a/ω): rounding ωτ moves sin(ωτ) by cot(ωτ)·ulp, and cot = −a/ω at
          // the turning point.
          let relative = 4.5e-16 * (3 + 2 * s.a / s.omega)
          expectClose(swingValue(s, tau), y, absolute: 4e-16, relative: relative, ctx)
          #expect(tau <= previous + 1e-12 * s.span, "\(ctx) not monotone")
          previous = tau
        }
      }
    }
  }

  @Test func pairedRootsMatchSingleRoots() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let s = swing(zeta: rng.nextUniform(0, 0.99), response: rng.nextUniform(0.1, 1.5))
      let y = SIMD2(
        Elementary.exp(-rng.nextUniform(0, 25)), Elementary.exp(-rng.nextUniform(0, 3)))
      // A start of the motion inside the swing: any point above the root bounds it.
      let below = SIMD2(
        rng.nextUnit() < 0.5
          ? .infinity
          : Swift.min(s.span, 1.5 * s.root(level: y[0], logInverse: 0, below: .infinity)),
        .infinity)
      let logs = SIMD2(-Elementary.log(y[0]), -Elementary.log(y[1]))
      let pair = s.roots(level: y, logInverse: logs, below: below)
      for i in 0..<2 {
        let single = s.root(level: y[i], logInverse: logs[i], below: below[i])
        // Both stop within 1e-15·T of the root (the lanes may take different last steps).
        expectClose(pair[i], single, absolute: 4e-15 * s.span, "lane \(i) y=\(y[i])")
      }
    }
  }
}
