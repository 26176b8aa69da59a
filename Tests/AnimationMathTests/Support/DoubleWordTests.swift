import Testing

@testable import AnimationMath

@Suite("DoubleWord error-free arithmetic")
struct DoubleWordTests {
  /// Error-free transformations are exact: checked where the exact result is known.
  @Test("two-sum and two-product are exact")
  func exactness() {
    let s = DoubleWord.sum(1, 1e-20)
    #expect(s.high == 1 && s.low == 1e-20)
    let p = DoubleWord.product(1 + 0x1p-30, 1 + 0x1p-30)  // 1 + 2^-29 + 2^-60 exactly
    #expect(p.high == 1 + 0x1p-29 && p.low == 0x1p-60)
  }

  /// √2 and 1/3 to ~106 bits: the low word carries the next 53 bits, so squaring (resp.
  /// multiplying by 3) the pair gives back 2 (resp. 1) to within a few 2⁻¹⁰⁶.
  @Test("square root and quotient carry about 106 bits")
  func precision() {
    let r = DoubleWord(2).squareRoot
    let sq = r.squared
    #expect(abs((sq.high - 2) + sq.low) < 1e-30)
    #expect(r.low != 0)
    let q = DoubleWord.quotient(1, 3)
    let back = DoubleWord.product(q.high, 3) + DoubleWord.product(q.low, 3)
    #expect(abs((back.high - 1) + back.low) < 1e-30)
    #expect(DoubleWord(-1).squareRoot == DoubleWord(0))
  }

  /// The product and difference of pairs keep the trailing words: (1 + 2⁻⁶⁰)·(1 − 2⁻⁶⁰) =
  /// 1 − 2⁻¹²⁰, below the 106 bits kept, so it is 1 exactly; (√2)·(√2) − 2 is within a few
  /// 2⁻¹⁰⁶ of 0; negation is exact.
  @Test("product, difference and negation")
  func productAndDifference() {
    let p = DoubleWord(1, 0x1p-60) * DoubleWord(1, -0x1p-60)
    #expect(p.high == 1 && abs(p.low) <= 0x1p-106)
    let r = DoubleWord(2).squareRoot
    let d = r * r - DoubleWord(2)
    #expect(abs(d.high + d.low) < 1e-30)
    let n = -DoubleWord(1, 0x1p-60)
    #expect(n.high == -1 && n.low == -0x1p-60)
  }
}
