import TestSupport
import Testing

@testable import AnimationMath

/// The hand-off queries' polynomial elementary functions against libm (`Elementary`).
///
/// Tolerances: a few ulps. libm is correctly rounded or within 1 ulp on these functions; the
/// polynomials' truncation errors are below 1e-17 relative, so what remains is the rounding of
/// about a dozen operations (≤ 4 ulp in practice).
@Suite("Elementary.Fast")
struct ElementaryFastTests {
  @Test func expMatchesLibm() {
    var rng = SplitMix64(seed: 1)
    var xs: [Double] = [0, -0.0, 1e-300, -1e-300, 0.5, -0.5, 1, -1, 700, -700, -744, -708.5]
    for _ in 0..<20_000 { xs.append(rng.nextUniform(-740, 705)) }
    for _ in 0..<5_000 { xs.append(rng.nextUniform(-1, 1) * 1e-3) }
    for x in xs {
      let expected = Elementary.exp(x)
      // Relative 4 ulp; below the normal range the result is subnormal and the ulp is absolute.
      expectClose(
        Elementary.Fast.exp(x), expected, absolute: 0x1p-1060, relative: 9e-16, "exp(\(x))")
    }
    #expect(Elementary.Fast.exp(-800) == 0)
    #expect(Elementary.Fast.exp(0) == 1)
  }

  @Test func logMatchesLibm() {
    var rng = SplitMix64(seed: 2)
    var xs: [Double] = [
      1, 2, 0.5, 1.4142135623730951, 1.4142135623730950, 0x1p-1074, 0x1p-1030, 1e300,
    ]
    for _ in 0..<20_000 { xs.append(Elementary.exp(rng.nextUniform(-700, 700))) }
    for _ in 0..<5_000 { xs.append(1 + rng.nextUniform(-1, 1) * 1e-6) }
    for x in xs {
      // Absolute 2 ulp of max(1, |ln x|): the result is a sum e·ln 2 + ln m.
      let expected = Elementary.log(x)
      expectClose(
        Elementary.Fast.log(x), expected, absolute: 4.5e-16 * Swift.max(1, abs(expected)),
        "log(\(x))")
    }
  }

  @Test func log1pOverXMatchesLibm() {
    var rng = SplitMix64(seed: 3)
    var xs: [Double] = [0, 1e-300, -1e-300, 0.009_999, 0.010_001, -0.009_999, -0.5, 3]
    for _ in 0..<10_000 { xs.append(rng.nextUniform(-0.9, 10)) }
    for _ in 0..<10_000 { xs.append(rng.nextUniform(-1, 1) * 0.02) }
    for x in xs {
      let expected = x == 0 ? 1 : Elementary.log1p(x) / x
      expectClose(Elementary.Fast.log1pOverX(x), expected, relative: 9e-16, "log1p(\(x))/\(x)")
    }
  }

  @Test func atan2MatchesLibm() {
    var rng = SplitMix64(seed: 4)
    var pairs: [(Double, Double)] = [(0, 1), (0, -1), (1, 0), (1, 1), (1, -1), (0, 0), (3, 1e-300)]
    for _ in 0..<20_000 {
      let y = Elementary.exp(rng.nextUniform(-30, 30))
      let x = (rng.nextUnit() < 0.5 ? -1 : 1) * Elementary.exp(rng.nextUniform(-30, 30))
      pairs.append((y, x))
    }
    // Around the octant boundaries tan(π/16), tan(3π/16), 1.
    for z in [0.198_912_367_379_658, 0.668_178_637_919_298_9, 1.0] {
      for k in -20...20 { pairs.append((z + Double(k) * 1e-16, 1)) }
    }
    for (y, x) in pairs {
      // Absolute 2 ulp of π: the angle lies in [0, π].
      expectClose(
        Elementary.Fast.atan2(y, x), Elementary.atan2(y, x), absolute: 9e-16, "atan2(\(y), \(x))")
    }
  }

  @Test func sinCosMatchLibm() {
    var xs: [Double] = [0, Double.pi / 4, Double.pi / 2, Double.pi, 1e-300]
    for k in 0...20_000 { xs.append(Double.pi * Double(k) / 20_000) }
    for x in xs {
      let (s, c) = Elementary.Fast.sinCos(halfTurn: x)
      // Absolute 2 ulp of 1 (the reflections through π/2 and π/4 are absolute operations).
      expectClose(s, Elementary.sin(x), absolute: 4.5e-16, "sin(\(x))")
      expectClose(c, Elementary.cos(x), absolute: 4.5e-16, "cos(\(x))")
    }
  }

  @Test func lanesMatchTheScalarForms() {
    // The SIMD forms run the same operations in the same order: identical results.
    var rng = SplitMix64(seed: 5)
    for _ in 0..<5_000 {
      let x = SIMD2(rng.nextUniform(-690, 690), rng.nextUniform(-5, 40))
      let e = Elementary.Fast.exp(x)
      #expect(e[0] == Elementary.Fast.exp(x[0]) && e[1] == Elementary.Fast.exp(x[1]), "exp \(x)")
      let t = SIMD2(rng.nextUniform(0, Double.pi), rng.nextUniform(0, Double.pi))
      let (s, c) = Elementary.Fast.sinCos(halfTurn: t)
      let s0 = Elementary.Fast.sinCos(halfTurn: t[0])
      let s1 = Elementary.Fast.sinCos(halfTurn: t[1])
      #expect(s[0] == s0.sin && c[0] == s0.cos && s[1] == s1.sin && c[1] == s1.cos, "sinCos \(t)")
    }
  }
}
