import TestSupport
import Testing

@testable import AnimationMath

/// The portable C maths functions of the wasm32 image (`fma`, `fmod`, `round`, `expm1`, `log1p`,
/// `atan2`, `hypot`, `sin`, `cos`) against the platform's: `fma`, `fmod` and `round` bit for bit (exact operations,
/// correctly rounded by definition); the others within 4 ulps (4.5e-16 relative: a
/// polynomial with truncation error < 1e-20 plus the rounding of about a dozen operations and,
/// for expm1 beyond ln 2/2, exp's own few ulps; absolute 1e-300 where the value is 0).
@Suite("Elementary.Portable C maths")
struct ElementaryPortableLibmTests {
  typealias P = Elementary.Portable

  @Test func fmaEdgesFirst() {
    #expect(P.fma(0, 5, -0.0).sign == .plus)
    #expect(P.fma(-0.0, 5, -0.0).sign == .minus)
    #expect(P.fma(1e300, -1e300, .infinity) == .infinity)
    #expect(P.fma(.infinity, 0, 1).isNaN)
    #expect(P.fma(.infinity, 2, -.infinity).isNaN)
    #expect(P.fma(-1e-200, 1e-200, 0).bitPattern == (0.0).addingProduct(-1e-200, 1e-200).bitPattern)
    // The textbook case a plain a·b + c gets wrong: (1 + 2⁻²⁷)² − (1 + 2⁻²⁶) = 2⁻⁵⁴.
    let a = 1 + 0x1p-27
    #expect(P.fma(a, a, -(1 + 0x1p-26)) == 0x1p-54)
  }

  /// Random operands over wide ranges, and near-halfway cases: c = −round(a·b) ± a few ulps,
  /// where the result is the product's rounding error and every bit counts.
  @Test func fmaMatchesHardwareBitForBit() {
    var rng = SplitMix64(seed: 26)
    for i in 0..<20_000 {
      let a = randomDouble(&rng, exponents: -300...300)
      let b = randomDouble(&rng, exponents: -300...300)
      var c: Double
      switch i % 4 {
      case 0: c = randomDouble(&rng, exponents: -600...600)
      case 1: c = -(a * b)
      case 2: c = -(a * b).nextUp.nextUp
      default: c = (a * b) * rng.nextUniform(-2, 2)
      }
      if i % 7 == 0 { c = Double(bitPattern: c.bitPattern ^ (rng.next() & 0xFFFF)) }
      let expected = c.addingProduct(a, b)
      let actual = P.fma(a, b, c)
      #expect(
        actual.bitPattern == expected.bitPattern, "fma(\(a), \(b), \(c)) = \(actual), \(expected)")
    }
  }

  @Test func fmodIsExact() {
    #expect(P.fmod(.infinity, 1).isNaN && P.fmod(1, 0).isNaN && P.fmod(.nan, 1).isNaN)
    #expect(P.fmod(2.5, .infinity) == 2.5)
    #expect(P.fmod(-6, 3).sign == .minus && P.fmod(-6, 3) == 0)
    var rng = SplitMix64(seed: 27)
    for _ in 0..<5_000 {
      let x = randomDouble(&rng, exponents: -50...300)
      let y = randomDouble(&rng, exponents: -60...60)
      let expected = x.truncatingRemainder(dividingBy: y)
      #expect(P.fmod(x, y).bitPattern == expected.bitPattern, "fmod(\(x), \(y))")
    }
    let tiny = Double.leastNonzeroMagnitude * 3
    #expect(P.fmod(1e300, tiny) == (1e300).truncatingRemainder(dividingBy: tiny))
  }

  @Test func roundIsSwiftsRounded() {
    for x in [0.5, -0.5, 1.5, 2.5, -2.5, 0.499_999_999_999_999_94, 0x1p52 + 1, -0.0, 1e300] {
      #expect(P.round(x).bitPattern == x.rounded().bitPattern, "round(\(x))")
    }
    #expect(P.round(.nan).isNaN && P.round(-.infinity) == -.infinity)
    var rng = SplitMix64(seed: 30)
    for _ in 0..<5_000 {
      let x = rng.nextUniform(-1e6, 1e6)
      #expect(P.round(x).bitPattern == x.rounded().bitPattern, "round(\(x))")
    }
  }

  @Test func expm1MatchesLibm() {
    #expect(P.expm1(-0.0).sign == .minus && P.expm1(0) == 0)
    #expect(P.expm1(-50) == -1 && P.expm1(710) == .infinity && P.expm1(.nan).isNaN)
    var rng = SplitMix64(seed: 28)
    for i in 0..<20_000 {
      let x = i % 2 == 0 ? rng.nextUniform(-1, 1) : rng.nextUniform(-40, 709)
      expectClose(P.expm1(x), Elementary.expm1(x), relative: 4.5e-16, "expm1(\(x))")
    }
    for x in [1e-300, 1e-20, 1e-9, 0.3465, 0.3467, -0.3465, -0.3467, -37.9, 709.7] {
      expectClose(P.expm1(x), Elementary.expm1(x), relative: 4.5e-16, "expm1(\(x))")
    }
  }

  /// sin and cos on |x| ≤ 2³⁰: small, near multiples of π/2 (where the reduction matters most),
  /// and spread over the range; bounded (|value| ≤ 1) beyond it.
  @Test func sinCosMatchLibm() {
    #expect(P.sin(-0.0).sign == .minus && P.cos(0) == 1)
    #expect(P.sin(.infinity).isNaN && P.cos(-.infinity).isNaN && P.sin(.nan).isNaN)
    var rng = SplitMix64(seed: 29)
    for i in 0..<30_000 {
      let x: Double
      switch i % 3 {
      case 0: x = rng.nextUniform(-8, 8)
      case 1: x = Double(Int(rng.next() % 1_000_000)) * (Double.pi / 2) * (1 + 1e-15)
      default: x = rng.nextUniform(-0x1p30, 0x1p30)
      }
      expectClose(P.sin(x), Elementary.sin(x), absolute: 1e-300, relative: 4.5e-16, "sin(\(x))")
      expectClose(P.cos(x), Elementary.cos(x), absolute: 1e-300, relative: 4.5e-16, "cos(\(x))")
    }
    for x in [1e300, -3e200, 0x1p31, 1e17] {
      #expect(abs(P.sin(x)) <= 1 && abs(P.cos(x)) <= 1, "bounded at \(x)")
    }
  }

  @Test func log1pAtan2HypotMatchLibm() {
    #expect(P.log1p(-1) == -.infinity && P.log1p(-2).isNaN && P.log1p(.infinity) == .infinity)
    #expect(P.log1p(-0.0).sign == .minus)
    #expect(P.atan2(-0.0, 1).sign == .minus && P.atan2(0, -1) == Double.pi)
    #expect(P.atan2(-0.0, -0.0) == -Double.pi && P.atan2(.infinity, -.infinity) == 3 * .pi / 4)
    #expect(P.hypot(.infinity, .nan) == .infinity && P.hypot(0, -0.0) == 0)
    #expect(P.hypot(3e300, 4e300) == 5e300 && P.hypot(3e-310, 4e-310) == 5e-310)
    var rng = SplitMix64(seed: 31)
    for i in 0..<20_000 {
      let x = i % 2 == 0 ? rng.nextUniform(-1, 1) * 1e-3 : rng.nextUniform(-0.999, 1e6)
      expectClose(P.log1p(x), Elementary.log1p(x), relative: 4.5e-16, "log1p(\(x))")
      let a = randomDouble(&rng, exponents: -40...40)
      let b = randomDouble(&rng, exponents: -40...40)
      expectClose(P.atan2(a, b), Elementary.atan2(a, b), relative: 4.5e-16, "atan2(\(a), \(b))")
      expectClose(P.hypot(a, b), Elementary.hypot(a, b), relative: 4.5e-16, "hypot(\(a), \(b))")
    }
  }

  /// A double with a random sign, significand and binary exponent in `exponents`.
  func randomDouble(_ rng: inout SplitMix64, exponents: ClosedRange<Int>) -> Double {
    let e = exponents.lowerBound + Int(rng.next() % UInt64(exponents.count))
    let significand = Double(bitPattern: 0x3FF0_0000_0000_0000 | (rng.next() >> 12))
    let x = Double(sign: .plus, exponent: e, significand: significand)
    return rng.next() & 1 == 0 ? x : -x
  }
}
