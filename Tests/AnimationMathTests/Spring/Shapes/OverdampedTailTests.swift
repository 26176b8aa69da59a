import TestSupport
import Testing

@testable import AnimationMath

/// The tail series ε(ρ) inverts (e^ε − 1)·e^(κε) = ρ: against a Newton solution with libm, to
/// within its own error bound 2·|c6|·ρ⁶ plus 4 ulps of ε, wherever that bound is below 1e-6·|ρ|
/// (the series is used only where the bound is below 1e-15; beyond its radius, ~1/κ, it means
/// nothing).
@Suite("OverdampedTail")
struct OverdampedTailTests {
  @Test func seriesInvertsTheTailEquation() {
    for zeta in [1.01, 1.5, 3, 20] {
      let k = SpringCoefficients(Spring(dampingRatio: zeta, response: 0.4))
      let s = k.frequency.high
      let t = OverdampedTail(a: k.decayRate, rate: s, slow: k.slowRate)
      expectClose(
        t.logFromPeak, Elementary.log((k.decayRate + s) / (2 * s)), relative: 4e-16, "ζ=\(zeta)")
      let kappa = 2 * s / k.slowRate
      var checked = 0
      for rho in [1e-8, -1e-8, 1e-6, -1e-6, 1e-4, -1e-4, 1e-3, 0.01] {
        let bound = 2 * t.errorCoefficient * rho * rho * rho * rho * rho * rho
        guard bound <= 1e-6 * abs(rho) else { continue }
        checked += 1
        let series = rho * (1 + rho * (t.c2 + rho * (t.c3 + rho * (t.c4 + rho * t.c5))))
        var epsilon = series
        for _ in 0..<50 {
          let f = Elementary.expm1(epsilon) * Elementary.exp(kappa * epsilon) - rho
          let df =
            Elementary.exp(epsilon) * Elementary.exp(kappa * epsilon) + kappa
            * Elementary.expm1(epsilon) * Elementary.exp(kappa * epsilon)
          epsilon -= f / df
        }
        expectClose(
          series, epsilon, absolute: bound + 4 * epsilon.ulp, "ζ=\(zeta) ρ=\(rho)")
      }
      #expect(checked >= 4, "ζ=\(zeta)")
    }
  }
}
