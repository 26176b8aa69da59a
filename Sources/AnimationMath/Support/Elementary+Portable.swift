extension Elementary {
  /// `exp` and `log` written with `+ − × ÷` only, so that results are bit-identical on every
  /// IEEE 754 machine.
  ///
  /// Platform `libm` results may differ in the last bit between C libraries and versions; the
  /// synthetic swipe population must not (same seed → same swipes everywhere), so it uses these
  /// instead. Swift never contracts `a·b + c` into a fused multiply-add on its own, and square
  /// roots are correctly rounded, so every step below rounds the same way everywhere. Accuracy is
  /// a few ulps (tested against libm in `Elementary+PortableTests`); the bits themselves are
  /// pinned by the population's fingerprint test, so neither polynomial may change.
  @usableFromInline package enum Portable {
    /// e^x. Returns 0 below −745 and +∞ above 709.78; NaN for NaN.
    ///
    /// x = n·ln 2 + r (Cody–Waite, ``Elementary/ln2Hi`` and ``Elementary/ln2Lo``), |r| ≤ 0.347,
    /// e^r from its Taylor polynomial of degree 13 (remainder < 5e-18), Horner form, times 2ⁿ.
    @inlinable package static func exp(_ x: Double) -> Double {
      if x.isNaN { return x }
      if x > 709.78 { return .infinity }
      if x < -745 { return 0 }
      let n = (x * Elementary.log2e).rounded()
      let r = (x - n * Elementary.ln2Hi) - n * Elementary.ln2Lo  // |r| ≤ 0.347
      // Coefficients 1/k!, k = 13…1 (each the correctly rounded quotient, as 1/k! computed at
      // run time would be: k! is exact in binary64 for k ≤ 18).
      var p = 1.0 / 6_227_020_800
      p = p * r + 1.0 / 479_001_600
      p = p * r + 1.0 / 39_916_800
      p = p * r + 1.0 / 3_628_800
      p = p * r + 1.0 / 362_880
      p = p * r + 1.0 / 40_320
      p = p * r + 1.0 / 5_040
      p = p * r + 1.0 / 720
      p = p * r + 1.0 / 120
      p = p * r + 1.0 / 24
      p = p * r + 1.0 / 6
      p = p * r + 1.0 / 2
      p = p * r + 1
      p = p * r + 1
      return scale(p, by: Int(n))
    }

    /// Natural logarithm for x > 0; −∞ at 0, NaN below 0, +∞ at +∞.
    ///
    /// x = m·2^e with m in [√½, √2), ln m = 2·atanh(f), f = (m − 1)/(m + 1), |f| ≤ 0.1716, from
    /// its series to f²¹ (next term < 1e-17).
    @inlinable package static func log(_ x: Double) -> Double {
      if x.isNaN || x < 0 { return .nan }
      if x == 0 { return -.infinity }
      if x == .infinity { return x }
      if x < Double.leastNormalMagnitude {
        return log(x * 0x1p54) - 54 * (Elementary.ln2Hi + Elementary.ln2Lo)
      }
      // x = m·2^e with m in [1, 2), read straight from the bits (x is normal here).
      let bits = x.bitPattern
      var e = Int((bits >> 52) & 0x7FF) - 1023
      var m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
      if m > 1.414_213_562_373_095_1 {
        m *= 0.5
        e += 1
      }
      let f = (m - 1) / (m + 1)  // |f| ≤ 0.1716
      let f2 = f * f
      // 2·atanh(f) = 2(f + f³/3 + … + f²¹/21); the next term is < 1e-17.
      var sum = 1.0 / 21
      sum = sum * f2 + 1.0 / 19
      sum = sum * f2 + 1.0 / 17
      sum = sum * f2 + 1.0 / 15
      sum = sum * f2 + 1.0 / 13
      sum = sum * f2 + 1.0 / 11
      sum = sum * f2 + 1.0 / 9
      sum = sum * f2 + 1.0 / 7
      sum = sum * f2 + 1.0 / 5
      sum = sum * f2 + 1.0 / 3
      sum = sum * f2 + 1
      let logM = 2 * f * sum
      let de = Double(e)
      return (de * Elementary.ln2Hi + logM) + de * Elementary.ln2Lo
    }

    /// x·2ⁿ, exact while the result is normal.
    @inlinable package static func scale(_ x: Double, by n: Int) -> Double {
      var x = x
      var n = n
      while n > 1023 {
        x *= 0x1p1023
        n -= 1023
      }
      while n < -1022 {
        x *= 0x1p-1022
        n += 1022
      }
      return x * Double(sign: .plus, exponent: n, significand: 1)
    }
  }
}
