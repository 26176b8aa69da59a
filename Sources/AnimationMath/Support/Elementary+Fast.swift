extension Elementary {
  /// The elementary functions of the spring hand-off queries, written as short polynomials for
  /// the narrow ranges those use them on, so that a hand-off makes no library calls.
  ///
  /// Each is accurate to a few ulps on its stated domain (tested against libm in
  /// `Elementary+FastTests`); outside it the result is unspecified but finite. Swift does not
  /// contract `a·b + c` into fused multiply-adds, so the results are the same on every machine.
  /// Constants are ``Elementary``'s.
  @usableFromInline package enum Fast {
    /// e^x for −745 < x < 709 (0 below, unspecified above).
    ///
    /// x = k·ln 2 + r with |r| ≤ ln 2 / 2 (Cody–Waite split of ln 2), e^r from a near-minimax
    /// polynomial of degree 11 (error < 4e-18, Chebyshev fit), evaluated in Estrin's form for a
    /// short dependency chain, times 2^k built from the exponent bits.
    @inlinable @inline(__always) package static func exp(_ x: Double) -> Double {
      if !(x > -745) { return 0 }
      let shifted = x * Elementary.log2e + Elementary.roundingShifter
      let k = shifted - Elementary.roundingShifter
      let n = Int(truncatingIfNeeded: shifted.bitPattern &- Elementary.roundingShifter.bitPattern)
      let r = (x - k * Elementary.ln2Hi) - k * Elementary.ln2Lo
      let p = expPolynomial(r)
      if n < -1020 {
        // Subnormal result: scale in two steps.
        return p * Double(bitPattern: UInt64(n + 1020 + 1023) << 52) * 0x1p-1020
      }
      return p * Double(bitPattern: UInt64(n + 1023) << 52)
    }

    /// The natural logarithm of a positive finite x.
    ///
    /// x = m·2^e with m in [√½, √2), ln m = 2·atanh(f), f = (m − 1)/(m + 1), |f| < 0.172:
    /// 2f + 2f·f²·P(f²) with P a near-minimax polynomial of degree 6 (error < 2e-16 on P, so
    /// < 5e-18 relative to 2f).
    @inlinable @inline(__always) package static func log(_ x: Double) -> Double {
      var x = x
      var e = 0.0
      if x < Double.leastNormalMagnitude {  // subnormal: bring it into the normal range
        x *= 0x1p54
        e = -54
      }
      let bits = x.bitPattern
      let big = (bits & 0x000F_FFFF_FFFF_FFFF) > 0x0006_A09E_667F_3BCD  // mantissa > √2
      e += Double(Int((bits >> 52) & 0x7FF) - (big ? 1022 : 1023))
      let m = Double(
        bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF)
          | (big ? 0x3FE0_0000_0000_0000 : 0x3FF0_0000_0000_0000))
      let f = (m - 1) / (m + 1)
      let u = f * f
      let u2 = u * u
      let p01 = 0.333_333_333_333_333_5 + 0.199_999_999_999_497_52 * u
      let p23 = 0.142_857_143_129_877_43 + 0.111_111_055_673_975_4 * u
      let p45 = 0.090_914_445_626_308_61 + 0.076_658_608_002_780_21 * u
      let p = (p01 + u2 * p23) + u2 * u2 * (p45 + u2 * 0.073_082_248_425_217_03)
      let twoF = 2 * f
      return (e * Elementary.ln2Hi + (twoF + twoF * u * p)) + e * Elementary.ln2Lo
    }

    /// log(1 + x)/x for x > −1 (1 at x = 0): its series to x⁸ when |x| < 0.01, else
    /// ln(u)/(u − 1) with u = 1 + x (exact u − 1, so no cancellation).
    @inlinable @inline(__always) package static func log1pOverX(_ x: Double) -> Double {
      if abs(x) < 0.01 {
        var p = 1.0 / 9
        p = p * -x + 1.0 / 8
        p = p * -x + 1.0 / 7
        p = p * -x + 1.0 / 6
        p = p * -x + 1.0 / 5
        p = p * -x + 1.0 / 4
        p = p * -x + 1.0 / 3
        p = p * -x + 1.0 / 2
        return p * -x + 1
      }
      let u = 1 + x
      return log(u) / (u - 1)
    }

    /// The angle of (x, y) for y ≥ 0, in [0, π] (atan2(y, x)); 0 for (0, 0).
    ///
    /// Reduced to atan(z), z = min/max of |x| and y in [0, 1], then to atan(t) with
    /// |t| ≤ tan(π/16) through atan(z) = atan(c) + atan((z − c)/(1 + z·c)) for c = tan(π/8) or 1,
    /// and atan(t) = t + t·t²·P(t²) with P a near-minimax polynomial of degree 7 (error < 1e-17).
    @inlinable @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double {
      let ax = abs(x)
      let num = Swift.min(y, ax)
      let den = Swift.max(y, ax)
      if den == 0 { return x < 0 ? Elementary.piHi : 0 }
      // The octant and quadrant tests as 0/1 doubles from SIMD compares, and every choice below
      // as arithmetic on them: a scalar `?:` on doubles compiles to a branch on x86-64, and
      // these conditions are data no predictor can learn.
      let flags = SIMD4<Double>(repeating: 0).replacing(
        with: 1,
        where: SIMD4(num, num, y, 0)
          .> SIMD4(0.668_178_637_919_298_9 * den, 0.198_912_367_379_658 * den, ax, x))
      let high = flags[0]  // num/den > tan(3π/16)
      let middle = flags[1] - high  // tan(π/16) < num/den ≤ tan(3π/16)
      let swapped = flags[2]  // y > |x|: atan(|x|/y) was taken
      let negativeX = flags[3]
      // atan(num/den) = base + atan(t), t = (num − c·den)/(den + c·num), c = 1, tan(π/8) or 0.
      let c = high + middle * 0.414_213_562_373_095_03  // tan(π/8) rounded; atan of it below
      let baseHi = high * Elementary.quarterPiHi + middle * 0.392_699_081_698_724_14
      let baseLo = high * Elementary.quarterPiLo + middle * 3.060_132_146_563_891e-18
      let t = (num - c * den) / (den + c * num)
      let u = t * t
      let u2 = u * u
      let p01 = -0.333_333_333_333_333_3 + 0.199_999_999_999_972_9 * u
      let p23 = -0.142_857_142_842_735_5 + 0.111_111_108_189_980_77 * u
      let p45 = -0.090_908_799_519_346_6 + 0.076_907_244_724_687_18 * u
      let p67 = -0.066_187_324_867_667_33 + 0.051_157_459_679_811_71 * u
      let p = (p01 + u2 * p23) + u2 * u2 * (p45 + u2 * p67)
      // atan(num/den) = baseHi + small
      let small = (t + t * u * p) + baseLo
      // The angle in [0, π]: offset ± atan(num/den), with π/2 ∓ atan when swapped and π − atan
      // for x < 0 (the low parts kept until the end).
      let negative = swapped + negativeX - 2 * swapped * negativeX  // swapped ≠ (x < 0)
      let sign = 1 - 2 * negative
      let straight = (1 - swapped) * negativeX
      let offsetHi = swapped * Elementary.halfPiHi + straight * Elementary.piHi
      let offsetLo = swapped * Elementary.halfPiLo + straight * Elementary.piLo
      return (offsetHi + sign * baseHi) + (offsetLo + sign * small)
    }

    /// sin x and cos x for x in [0, 5π/4] (the kernel uses [0, π]).
    ///
    /// Reflected to y = π − x when x > π/2 and to z = π/2 − y when y > π/4 (two-part constants),
    /// then sin z = z + z·u·P(u) and cos z = 1 − (u/2 − u²·Q(u)), u = z², with P and Q
    /// near-minimax polynomials of degree 5 on [0, (π/4)²] (errors < 3e-17). Absolute error
    /// ~2e-16; no range reduction by multiples of 2π.
    @inlinable @inline(__always) package static func sinCos(halfTurn x: Double) -> (
      sin: Double, cos: Double
    ) {
      let reflect = x > Elementary.halfPiHi
      let y = reflect ? (Elementary.piHi - x) + Elementary.piLo : x
      let swap = y > Elementary.quarterPiHi
      let z = swap ? (Elementary.halfPiHi - y) + Elementary.halfPiLo : y
      let (sine, cosine) = sinCosPolynomial(z)
      let s = swap ? cosine : sine
      let c = swap ? sine : cosine
      return (s, reflect ? -c : c)
    }

    /// ``exp(_:)`` lane by lane for |x| < 700 (the kernel's exponents are bounded).
    @inlinable @inline(__always) package static func exp(_ x: SIMD2<Double>) -> SIMD2<Double> {
      let shifted = x * Elementary.log2e + Elementary.roundingShifter
      let k = shifted - Elementary.roundingShifter
      let n =
        unsafeBitCast(shifted, to: SIMD2<UInt64>.self)
        &- SIMD2(repeating: Elementary.roundingShifter.bitPattern)
      let r = (x - k * Elementary.ln2Hi) - k * Elementary.ln2Lo
      let p = expPolynomial(r)
      return p * unsafeBitCast((n &+ 1023) &<< 52, to: SIMD2<Double>.self)
    }

    /// ``sinCos(halfTurn:)`` lane by lane.
    @inlinable @inline(__always) package static func sinCos(halfTurn x: SIMD2<Double>)
      -> (sin: SIMD2<Double>, cos: SIMD2<Double>)
    {
      let reflect = x .> Elementary.halfPiHi
      let y = x.replacing(with: (Elementary.piHi - x) + Elementary.piLo, where: reflect)
      let swap = y .> Elementary.quarterPiHi
      let z = y.replacing(with: (Elementary.halfPiHi - y) + Elementary.halfPiLo, where: swap)
      let (sine, cosine) = sinCosPolynomial(z)
      let s = sine.replacing(with: cosine, where: swap)
      let c = cosine.replacing(with: sine, where: swap)
      return (s, c.replacing(with: -c, where: reflect))
    }

    /// e^r for |r| ≤ ln 2 / 2: the degree-11 polynomial of ``exp(_:)`` in Estrin's form, one
    /// definition for one lane and for two (the same operations in the same order, so each lane
    /// gets the same bits as the scalar form).
    @inlinable @inline(__always) static func expPolynomial<T: FastLanes>(_ r: T) -> T {
      let c = T.init(lanes:)
      let r2 = T.product(r, r)
      let r4 = T.product(r2, r2)
      let p01 = T.sum(c(1), r)
      let p23 = T.sum(c(0.500_000_000_000_001_9), c(0.166_666_666_666_666_8), times: r)
      let p45 = T.sum(c(0.041_666_666_666_488_1), c(0.008_333_333_333_319_601), times: r)
      let p67 = T.sum(c(0.001_388_888_895_231_477_5), c(0.000_198_412_698_900_471_13), times: r)
      let p89 = T.sum(c(2.480_148_548_232_849_4e-05), c(2.755_724_091_857_897e-06), times: r)
      let pAB = T.sum(c(2.763_263_963_904_103e-07), c(2.511_003_760_596_377_7e-08), times: r)
      // (p01 + r2·p23) + r4·((p45 + r2·p67) + r4·(p89 + r2·pAB))
      let high = T.sum(T.sum(p45, r2, times: p67), r4, times: T.sum(p89, r2, times: pAB))
      return T.sum(T.sum(p01, r2, times: p23), r4, times: high)
    }

    /// sin z and cos z for z in [0, π/4]: the degree-5 polynomials of ``sinCos(halfTurn:)``,
    /// one definition for one lane and for two.
    @inlinable @inline(__always) static func sinCosPolynomial<T: FastLanes>(_ z: T) -> (T, T) {
      let c = T.init(lanes:)
      let u = T.product(z, z)
      let u2 = T.product(u, u)
      let u4 = T.product(u2, u2)
      let s01 = T.sum(c(-0.166_666_666_666_666_66), c(0.008_333_333_333_330_948), times: u)
      let s23 = T.sum(c(-0.000_198_412_698_367_585_74), c(2.755_731_610_255_244e-06), times: u)
      let s45 = T.sum(c(-2.505_113_184_500_362_4e-08), c(1.591_812_929_486_660_8e-10), times: u)
      let sp = T.sum(T.sum(s01, u2, times: s23), u4, times: s45)
      let c01 = T.sum(c(0.041_666_666_666_666_664), c(-0.001_388_888_888_888_739_8), times: u)
      let c23 = T.sum(c(2.480_158_729_876_569e-05), c(-2.755_731_727_172_979_3e-07), times: u)
      let c45 = T.sum(c(2.087_614_626_840_32e-09), c(-1.138_263_242_552_171_7e-11), times: u)
      let cq = T.sum(T.sum(c01, u2, times: c23), u4, times: c45)
      // z + z·u·sp and 1 − (u/2 − u²·cq)
      let sine = T.sum(z, T.product(z, u), times: sp)
      let cosine = T.difference(c(1), T.difference(T.product(c(0.5), u), T.product(u2, cq)))
      return (sine, cosine)
    }
  }
}

/// The arithmetic the shared polynomials of ``Elementary/Fast`` need, so that the scalar and the
/// two-lane forms evaluate one definition: `Double` and `SIMD2<Double>`. Named functions rather
/// than operators, so that adding the conformances does not slow type-checking elsewhere.
@usableFromInline package protocol FastLanes {
  /// Every lane set to `value`.
  init(lanes value: Double)
  /// `a + b`.
  static func sum(_ a: Self, _ b: Self) -> Self
  /// `a + b·c`, rounded twice (not fused), as the scalar code always wrote it.
  static func sum(_ a: Self, _ b: Self, times c: Self) -> Self
  /// `a − b`.
  static func difference(_ a: Self, _ b: Self) -> Self
  /// `a·b`.
  static func product(_ a: Self, _ b: Self) -> Self
}

extension Double: FastLanes {
  /// The value itself (one lane).
  @inlinable @inline(__always) package init(lanes value: Double) { self = value }
  /// `a + b`.
  @inlinable @inline(__always) package static func sum(_ a: Double, _ b: Double) -> Double {
    a + b
  }
  /// `a + b·c`, rounded twice (not fused).
  @inlinable @inline(__always) package static func sum(
    _ a: Double, _ b: Double, times c: Double
  ) -> Double { a + b * c }
  /// `a − b`.
  @inlinable @inline(__always) package static func difference(_ a: Double, _ b: Double) -> Double {
    a - b
  }
  /// `a·b`.
  @inlinable @inline(__always) package static func product(_ a: Double, _ b: Double) -> Double {
    a * b
  }
}

extension SIMD2: FastLanes where Scalar == Double {
  /// Both lanes set to `value`.
  @inlinable @inline(__always) package init(lanes value: Double) { self.init(repeating: value) }
  /// `a + b`, lane by lane.
  @inlinable @inline(__always) package static func sum(_ a: Self, _ b: Self) -> Self { a + b }
  /// `a + b·c`, lane by lane, rounded twice (not fused).
  @inlinable @inline(__always) package static func sum(_ a: Self, _ b: Self, times c: Self)
    -> Self
  { a + b * c }
  /// `a − b`, lane by lane.
  @inlinable @inline(__always) package static func difference(_ a: Self, _ b: Self) -> Self {
    a - b
  }
  /// `a·b`, lane by lane.
  @inlinable @inline(__always) package static func product(_ a: Self, _ b: Self) -> Self { a * b }
}
