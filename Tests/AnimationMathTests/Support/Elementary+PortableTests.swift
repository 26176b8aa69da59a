import TestSupport
import Testing

@testable import AnimationMath

/// The portable `exp` and `log` against libm (`Elementary`), and their edge values.
///
/// Tolerance 4e-16 relative (2 ulp; absolute 1e-15 where log is near 0): both are a polynomial
/// with truncation error < 1e-17 plus the rounding of about a dozen operations. Bit-identity
/// across machines is pinned separately by the swipe population's fingerprint test
/// (`SwipeGeneratorTests`).
@Suite("Elementary.Portable")
struct ElementaryPortableTests {
  @Test func matchesLibm() {
    var rng = SplitMix64(seed: 9)
    for _ in 0..<2000 {
      let x = rng.nextUniform(-700, 700)
      expectClose(Elementary.Portable.exp(x), Elementary.exp(x), relative: 4e-16, "exp(\(x))")
      let y = Elementary.Portable.exp(rng.nextUniform(-700, 700))
      expectClose(
        Elementary.Portable.log(y), Elementary.log(y), absolute: 1e-15, relative: 4e-16, "log")
    }
    #expect(Elementary.Portable.log(1) == 0)
    #expect(Elementary.Portable.exp(0) == 1)
    #expect(Elementary.Portable.log(0) == -.infinity)
    #expect(Elementary.Portable.log(-1).isNaN)
    let tiny = Double.leastNonzeroMagnitude * 3
    expectClose(Elementary.Portable.log(tiny), Elementary.log(tiny), relative: 1e-15, "subnormal")
  }

  /// The shared two-part constants: the high parts are the binary64 roundings (π, π/2, π/4) or have
  /// 21 trailing zero bits (ln 2, so k·ln2Hi is exact for |k| < 2¹¹), and high + low agrees
  /// with libm's values to well below an ulp of the high part.
  @Test func sharedConstants() {
    #expect(Elementary.piHi == Double.pi)
    #expect(Elementary.halfPiHi == Double.pi / 2)
    #expect(Elementary.quarterPiHi == Double.pi / 4)
    #expect(Elementary.quarterPiLo == Elementary.piLo / 4)
    #expect(Elementary.ln2Hi.bitPattern & 0x1F_FFFF == 0)
    expectClose(Elementary.ln2Hi + Elementary.ln2Lo, Elementary.log(2), relative: 1.2e-16, "ln 2")
    #expect(abs(Elementary.piLo) < Double.pi.ulp / 2 && abs(Elementary.halfPiLo) < 1.2e-16)
    #expect(Elementary.log2e == 1 / Elementary.log(2))
    #expect(Elementary.roundingShifter == 0x1.8p52)
  }
}
