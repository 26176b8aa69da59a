extension Elementary.Portable {
  // The C maths functions a linked WebAssembly image of AnimationMath needs
  // (`scripts/build-wasm.sh`): the toolchain's wasm32 target has no C library, so the module's
  // `sin`, `cos`, `exp`, `expm1`, `log`, `log1p`, `atan2`, `hypot`, `fma`, `fmod` and `round`
  // are these, written with `+ − × ÷`, square
  // roots and bit tests only. They are ordinary Swift, so the native tests check them against
  // the platform `libm` (`Elementary+PortableLibmTests`). `exp` and `log` are ``exp(_:)`` and
  // ``log(_:)``.

  /// The fused multiply-add a·b + c with a single rounding, for finite `a`, `b`, `c`.
  ///
  /// Boldo and Melquiond's emulation ("Emulation of FMA and correctly rounded sums: proved
  /// algorithms using rounding to odd", IEEE Trans. Computers 57, 2008): the exact product
  /// uₕ + uₗ (Veltkamp split, Dekker product), the exact sum tₕ + tₗ = c + uₕ (Knuth's TwoSum),
  /// v = tₗ + uₗ rounded to odd, and the result tₕ + v rounded to nearest. Correctly rounded
  /// (equal to the hardware instruction bit for bit) while the split and the product cannot
  /// overflow or underflow: exponents of `a` and `b` below 995, their sum in −900…1020, and the
  /// exponent of `c` below 1020. Outside that domain, and for non-finite operands, it returns
  /// a·b + c rounded twice (the IEEE special cases where they differ are handled: an infinite
  /// `c` with finite `a`, `b` gives `c`; a zero `c` gives the correctly rounded product). Never
  /// calls `addingProduct`, which lowers to a call to this very function in a wasm32 image.
  package static func fma(_ a: Double, _ b: Double, _ c: Double) -> Double {
    guard a.isFinite && b.isFinite && c.isFinite else {
      if c.isInfinite && a.isFinite && b.isFinite { return c }
      return a * b + c
    }
    if a == 0 || b == 0 { return a * b + c }
    if c == 0 {
      let p = a * b
      return p == 0 ? p : p + c
    }
    let ea = Int(a.exponent)
    let eb = Int(b.exponent)
    guard ea < 995 && eb < 995 && ea + eb >= -900 && ea + eb <= 1020 && Int(c.exponent) < 1020
    else { return a * b + c }
    let (uh, ul) = exactProduct(a, b)
    let (th, tl) = twoSum(c, uh)
    return th + roundedToOdd(tl, ul)
  }

  /// The remainder of x/y truncated towards zero (C's `fmod`): x − n·y with n = trunc(x/y),
  /// exact, with the sign of `x`. NaN when x is infinite or NaN, or y is 0 or NaN; x when y is
  /// infinite.
  ///
  /// Long division in binary: subtract |y|·2ᵏ for the largest k that fits, each subtraction
  /// exact (Sterbenz: the two operands are within a factor of 2), at most ~2100 steps.
  package static func fmod(_ x: Double, _ y: Double) -> Double {
    if x.isNaN || y.isNaN || x.isInfinite || y == 0 { return .nan }
    if y.isInfinite { return x }
    let ay = Swift.abs(y)
    var r = Swift.abs(x)
    while r >= ay {
      var d = scale(ay, by: Int(r.exponent) - Int(ay.exponent))
      if d > r { d *= 0.5 }
      r -= d
    }
    return x < 0 ? -r : r
  }

  /// x rounded to the nearest integer, halfway cases away from zero (C's `round`, Swift's
  /// `rounded()`): truncation (an instruction on every target) plus one exact correction.
  package static func round(_ x: Double) -> Double {
    if !(Swift.abs(x) < 0x1p52) { return x }
    let t = x.rounded(.towardZero)
    let f = x - t  // exact: t and x share their integer bits
    if Swift.abs(f) >= 0.5 { return t + (x < 0 ? -1 : 1) }
    return t
  }

  /// e^x − 1, accurate for small x (a few ulps everywhere). −1 below −38, +∞ above 709.78, NaN
  /// for NaN; keeps the sign of a zero.
  ///
  /// For |x| ≤ ln 2 / 2 the Taylor series x + x²(1/2! + x/3! + … + x¹⁴/16!) (next term
  /// < 2e-21·|x|); up to ln 2 by doubling, u(u + 2) with u = e^(x/2) − 1; beyond it e^x − 1
  /// from ``exp(_:)``, where the subtraction loses at most a bit (|e^x − 1| ≥ 0.5).
  package static func expm1(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -38 { return -1 }
    let ax = Swift.abs(x)
    if ax < 0x1p-54 { return x }
    if ax > 0.693_147_180_559_945_3 { return exp(x) - 1 }
    if ax > 0.346_573_590_279_972_65 {
      let u = expm1(0.5 * x)
      return u * (u + 2)
    }
    // 1/k!, k = 16…2 (k! exact in binary64 for k ≤ 18; each quotient correctly rounded).
    var p = 1.0 / 20_922_789_888_000
    p = p * x + 1.0 / 1_307_674_368_000
    p = p * x + 1.0 / 87_178_291_200
    p = p * x + 1.0 / 6_227_020_800
    p = p * x + 1.0 / 479_001_600
    p = p * x + 1.0 / 39_916_800
    p = p * x + 1.0 / 3_628_800
    p = p * x + 1.0 / 362_880
    p = p * x + 1.0 / 40_320
    p = p * x + 1.0 / 5_040
    p = p * x + 1.0 / 720
    p = p * x + 1.0 / 120
    p = p * x + 1.0 / 24
    p = p * x + 1.0 / 6
    p = p * x + 1.0 / 2
    return x + x * x * p
  }

  /// ln(1 + x), accurate for small x (a few ulps): x itself below 2⁻⁵⁴, the Taylor series
  /// x − x²/2 + … − x¹⁰/10 below 0.01 (next term < 1e-18·|x|), else Goldberg's ln(u)·x/(u − 1)
  /// with u = 1 + x rounded, which cancels u's rounding error. −∞ at −1, NaN below −1 and for
  /// NaN, +∞ at +∞.
  package static func log1p(_ x: Double) -> Double {
    if x.isNaN || x < -1 { return .nan }
    if x == -1 { return -.infinity }
    if x == .infinity || Swift.abs(x) < 0x1p-54 { return x }
    if Swift.abs(x) < 0.01 {
      var p = -1.0 / 10
      p = p * x + 1.0 / 9
      p = p * x - 1.0 / 8
      p = p * x + 1.0 / 7
      p = p * x - 1.0 / 6
      p = p * x + 1.0 / 5
      p = p * x - 1.0 / 4
      p = p * x + 1.0 / 3
      p = p * x - 1.0 / 2
      return x + x * x * p
    }
    let u = 1 + x
    if u == 1 { return x }
    return log(u) * (x / (u - 1))
  }

  /// The angle of the point (x, y) in [−π, π] (C's `atan2`, IEEE 754's special cases for zeros
  /// and infinities), from ``Elementary/Fast/atan2(_:_:)`` on the upper half plane (≤ 2 ulps).
  package static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    if x.isInfinite || y.isInfinite {
      // The limits: an infinite coordinate counts as ±1, a finite one beside it as 0.
      let fy = y.isInfinite ? (y < 0 ? -1.0 : 1.0) : (y.sign == .minus ? -0.0 : 0.0)
      let fx = x.isInfinite ? (x < 0 ? -1.0 : 1.0) : (x.sign == .minus ? -0.0 : 0.0)
      return atan2(fy, fx)
    }
    if y == 0 && x == 0 {
      let angle = x.sign == .minus ? Elementary.piHi : 0
      return y.sign == .minus ? -angle : angle
    }
    if y.sign == .minus { return -Elementary.Fast.atan2(-y, x) }
    return Elementary.Fast.atan2(y, x)
  }

  /// √(x² + y²) without undue overflow or underflow (a few ulps): the larger magnitude times
  /// √(1 + r²), r the ratio of the smaller to the larger. +∞ if either is infinite (even with a
  /// NaN), else NaN for a NaN.
  package static func hypot(_ x: Double, _ y: Double) -> Double {
    if x.isInfinite || y.isInfinite { return .infinity }
    if x.isNaN || y.isNaN { return .nan }
    let big = Swift.max(Swift.abs(x), Swift.abs(y))
    let small = Swift.min(Swift.abs(x), Swift.abs(y))
    if big == 0 { return 0 }
    let r = small / big
    return big * (1 + r * r).squareRoot()
  }

  /// Sine of x (radians), a few ulps for |x| < 2³⁰ (≈ 1.07e9); NaN for NaN and ±∞.
  ///
  /// Reduced to r = x − k·π/2, |r| ≤ π/4, against π/2 in three parts (159 bits), then the Taylor
  /// series of sin or cos on r (see ``quarterTurns(_:)``). Beyond 2³⁰ the reduction uses only
  /// the double nearest 2π, so the result is bounded but no longer accurate.
  package static func sin(_ x: Double) -> Double {
    if Swift.abs(x) < 0x1p-27 { return x }
    let (k, r, rr) = quarterTurns(x)
    switch k & 3 {
    case 0: return sinKernel(r, rr)
    case 1: return cosKernel(r, rr)
    case 2: return -sinKernel(r, rr)
    default: return -cosKernel(r, rr)
    }
  }

  /// Cosine of x (radians), a few ulps for |x| < 2³⁰ (≈ 1.07e9); NaN for NaN and ±∞. As
  /// ``sin(_:)``.
  package static func cos(_ x: Double) -> Double {
    if Swift.abs(x) < 0x1p-27 { return x.isNaN ? x : 1 }
    let (k, r, rr) = quarterTurns(x)
    switch k & 3 {
    case 0: return cosKernel(r, rr)
    case 1: return -sinKernel(r, rr)
    case 2: return -cosKernel(r, rr)
    default: return sinKernel(r, rr)
    }
  }

  // MARK: Parts

  /// x = k·π/2 + (r + rr) with |r| ≤ π/4 (a hair more where k·π/2 rounds), rr the low part of
  /// the reduced argument. π/2 = P₁ + P₂ + P₃ to 2⁻¹⁵⁹; each k·Pᵢ is split into its rounded value
  /// and exact error (``fma(_:_:_:)``), and the differences are summed exactly (TwoSum), so r is
  /// good to ~2⁻¹⁰⁰ absolute for |k| < 2³⁰. Larger |x| are first reduced modulo the double
  /// nearest 2π (exactly, with ``fmod(_:_:)``).
  static func quarterTurns(_ x: Double) -> (k: Int, r: Double, rr: Double) {
    if !x.isFinite { return (0, .nan, 0) }
    if Swift.abs(x) <= Elementary.quarterPiHi { return (0, x, 0) }
    var x = x
    if Swift.abs(x) >= 0x1p30 { x = fmod(x, 2 * Elementary.piHi) }
    let p1 = Elementary.halfPiHi
    let p2 = Elementary.halfPiLo
    let p3 = -1.497_384_904_859_169_8e-33
    let k = (x * 0.636_619_772_367_581_4).rounded(.toNearestOrEven)
    let h1 = k * p1
    let l1 = fma(k, p1, -h1)
    let h2 = k * p2
    let l2 = fma(k, p2, -h2)
    // x − h1 is exact (Sterbenz); then subtract l1, h2, l2 and k·P₃ carrying the errors.
    var (s, e) = twoSum(x - h1, -l1)
    let (s2, e2) = twoSum(s, -h2)
    s = s2
    e = e + e2 - l2 - k * p3
    let r = s + e
    return (Int(k), r, e - (r - s))
  }

  /// sin(r + rr) for |r| ≤ π/4: r + (rr + r³·S(r²)), S the Taylor series to r²¹/21! (next term
  /// < 2e-25); the rr·(cos r − 1) term is below 0.31·|rr| and dropped.
  static func sinKernel(_ r: Double, _ rr: Double) -> Double {
    let z = r * r
    // (−1)ⁿ/(2n + 1)!, n = 10…1.
    var s = 1.0 / 51_090_942_171_709_440_000
    s = s * z - 1.0 / 121_645_100_408_832_000
    s = s * z + 1.0 / 355_687_428_096_000
    s = s * z - 1.0 / 1_307_674_368_000
    s = s * z + 1.0 / 6_227_020_800
    s = s * z - 1.0 / 39_916_800
    s = s * z + 1.0 / 362_880
    s = s * z - 1.0 / 5_040
    s = s * z + 1.0 / 120
    s = s * z - 1.0 / 6
    return r + (rr + r * z * s)
  }

  /// cos(r + rr) for |r| ≤ π/4: w = 1 − r²/2 plus its exact rounding error ((1 − w) − r²/2,
  /// Sterbenz) plus r⁴·C(r²) − r·rr, C the Taylor series to r²²/22! (next term < 5e-27).
  static func cosKernel(_ r: Double, _ rr: Double) -> Double {
    let z = r * r
    // (−1)ⁿ/(2n)!, n = 11…2.
    var c = -1.0 / 1_124_000_727_777_607_680_000
    c = c * z + 1.0 / 2_432_902_008_176_640_000
    c = c * z - 1.0 / 6_402_373_705_728_000
    c = c * z + 1.0 / 20_922_789_888_000
    c = c * z - 1.0 / 87_178_291_200
    c = c * z + 1.0 / 479_001_600
    c = c * z - 1.0 / 3_628_800
    c = c * z + 1.0 / 40_320
    c = c * z - 1.0 / 720
    c = c * z + 1.0 / 24
    let hz = 0.5 * z
    let w = 1 - hz
    return w + (((1 - w) - hz) + (z * z * c - r * rr))
  }

  /// a + b = s + e exactly (Knuth's TwoSum), for any finite a, b whose sum does not overflow.
  static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  /// a·b = p + e exactly (Dekker's product on Veltkamp halves), without a fused multiply-add;
  /// needs |a|, |b| < 2⁹⁹⁵ and a·b far enough from underflow that e is representable.
  static func exactProduct(_ a: Double, _ b: Double) -> (Double, Double) {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  /// a = h + l with h holding the top 26 bits of the significand (Veltkamp's split).
  static func split(_ a: Double) -> (Double, Double) {
    let g = 134_217_729.0 * a  // 2²⁷ + 1
    let h = g - (g - a)
    return (h, a - h)
  }

  /// a + b rounded to odd: the exact sum if representable, else whichever neighbour has an odd
  /// last significand bit.
  static func roundedToOdd(_ a: Double, _ b: Double) -> Double {
    let (s, e) = twoSum(a, b)
    if e == 0 || s.bitPattern & 1 == 1 { return s }
    return e > 0 ? s.nextUp : s.nextDown
  }
}
