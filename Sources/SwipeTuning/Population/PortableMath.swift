/// `exp` and `log` written with `+ − × ÷` only, so that the synthetic population is bit-identical
/// on every IEEE 754 machine.
///
/// Platform `libm` results may differ in the last bit between C libraries and versions; the swipe
/// generator must not (same seed → same swipes everywhere), so it uses these instead. Swift never
/// contracts `a·b + c` into a fused multiply-add on its own, and square roots are correctly
/// rounded, so every step below rounds the same way everywhere. Accuracy is a few ulps, far more
/// than the generator needs.
enum PortableMath {
  private static let ln2Hi = 6.931_471_803_691_238_164_90e-01  // high bits of ln 2
  private static let ln2Lo = 1.908_214_929_270_587_700_02e-10  // ln 2 − ln2Hi
  private static let log2e = 1.442_695_040_888_963_387

  /// e^x. Returns 0 below −745 and +∞ above 709.78; NaN for NaN.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745 { return 0 }
    let n = (x * log2e).rounded()
    let r = (x - n * ln2Hi) - n * ln2Lo  // |r| ≤ 0.347
    // Taylor polynomial of degree 13 (remainder < 5e-18 on |r| ≤ 0.35), Horner form.
    var p = 1.0 / 6_227_020_800
    for k in stride(from: 12, through: 1, by: -1) {
      p = p * r + inverseFactorials[k]
    }
    p = p * r + 1
    return scale(p, by: Int(n))
  }

  /// Natural logarithm for x > 0; −∞ at 0, NaN below 0, +∞ at +∞.
  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    if x < Double.leastNormalMagnitude { return log(x * 0x1p54) - 54 * (ln2Hi + ln2Lo) }
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
    return (de * ln2Hi + logM) + de * ln2Lo
  }

  /// x·2ⁿ, exact while the result is normal.
  private static func scale(_ x: Double, by n: Int) -> Double {
    if n > 1023 { return scale(x * 0x1p1023, by: n - 1023) }
    if n < -1022 { return scale(x * 0x1p-1022, by: n + 1022) }
    return x * Double(sign: .plus, exponent: n, significand: 1)
  }

  /// 1/k! for k = 0…12.
  private static let inverseFactorials: [Double] = {
    var out = [1.0]
    var f = 1.0
    for k in 1...12 {
      f *= Double(k)
      out.append(1 / f)
    }
    return out
  }()
}

extension SplitMix64 {
  /// Two independent standard normal deviates (Marsaglia's polar method; portable arithmetic
  /// only).
  mutating func nextNormalPair() -> (Double, Double) {
    while true {
      let u = 2 * nextUnit() - 1
      let v = 2 * nextUnit() - 1
      let s = u * u + v * v
      if s > 0 && s < 1 {
        let f = (-2 * PortableMath.log(s) / s).squareRoot()
        return (u * f, v * f)
      }
    }
  }

  /// A standard normal deviate (the first of ``nextNormalPair()``).
  mutating func nextNormal() -> Double { nextNormalPair().0 }

  /// A log-uniform deviate in [lower, upper) (both > 0).
  mutating func nextLogUniform(_ lower: Double, _ upper: Double) -> Double {
    let a = PortableMath.log(lower)
    let b = PortableMath.log(upper)
    return Swift.min(Swift.max(PortableMath.exp(a + (b - a) * nextUnit()), lower), upper)
  }

  /// A log-normal deviate with the given median and log-space σ, clamped to [lower, upper].
  mutating func nextLogNormal(median: Double, sigma: Double, lower: Double, upper: Double)
    -> Double
  {
    let x = median * PortableMath.exp(sigma * nextNormal())
    return Swift.min(Swift.max(x, lower), upper)
  }
}
