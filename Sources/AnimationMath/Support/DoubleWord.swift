/// An unevaluated sum `high + low` with |low| ≤ ulp(high)/2: about 106 bits of precision.
///
/// The package's one double-double type. Used only where one rounding of binary64 is too much,
/// and only in set-up code, never in evaluation loops:
/// - the oscillation frequency of a spring (`SpringMotion`): a relative error of 1e-16 in ω
///   becomes a phase error of ω·t·1e-16, which at ω·t = 7·10⁴ rad (an undamped spring after
///   1000 s) is 7e-12 of the amplitude;
/// - the anchors of a cubic Bézier's residual (`BezierSolver`), where x(s) and x′(s) must keep
///   the tiny difference between nearly equal values next to a vertical tangent.
///
/// The algorithms are the classic error-free transformations (Dekker 1971, Knuth TAOCP vol. 2
/// §4.2.2) with `fma`.
@usableFromInline
package struct DoubleWord: Hashable, Sendable {
  /// The leading part, the binary64 rounding of the sum.
  @usableFromInline package var high: Double
  /// The trailing part.
  @usableFromInline package var low: Double

  /// `high + low`, assumed already normalised.
  @inlinable package init(_ high: Double, _ low: Double = 0) {
    self.high = high
    self.low = low
  }

  /// Knuth's two-sum: `a + b` exactly, as a normalised pair.
  @inlinable package static func sum(_ a: Double, _ b: Double) -> DoubleWord {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleWord(s, e)
  }

  /// Dekker's two-product with fma: `a·b` exactly, as a normalised pair.
  @inlinable package static func product(_ a: Double, _ b: Double) -> DoubleWord {
    let p = a * b
    return DoubleWord(p, fmaRemainder(a, b, p))
  }

  /// `a·b − p` exactly (p = fl(a·b)), by one fused multiply-add.
  @inlinable package static func fmaRemainder(_ a: Double, _ b: Double, _ p: Double) -> Double {
    (-p).addingProduct(a, b)
  }

  /// The quotient `n/d` to about 106 bits (one correction step on the binary64 quotient).
  @inlinable package static func quotient(_ n: Double, _ d: Double) -> DoubleWord {
    let q = n / d
    let r = n.addingProduct(-q, d)  // n − q·d exactly
    return normalised(q, r / d)
  }

  /// Re-normalises `a + b` when |a| ≥ |b| (fast two-sum).
  @inlinable package static func normalised(_ a: Double, _ b: Double) -> DoubleWord {
    let s = a + b
    return DoubleWord(s, b - (s - a))
  }

  /// The double-word sum `self + other`.
  @inlinable package static func + (x: DoubleWord, y: DoubleWord) -> DoubleWord {
    let s = sum(x.high, y.high)
    return normalised(s.high, s.low + x.low + y.low)
  }

  /// The negation `−x` (exact).
  @inlinable package static prefix func - (x: DoubleWord) -> DoubleWord {
    DoubleWord(-x.high, -x.low)
  }

  /// The double-word difference `self − other`.
  @inlinable package static func - (x: DoubleWord, y: DoubleWord) -> DoubleWord {
    x + -y
  }

  /// The double-word product `x·y` (the two-product of the leading parts plus the cross
  /// terms; the product of the trailing parts is below the precision kept).
  @inlinable package static func * (x: DoubleWord, y: DoubleWord) -> DoubleWord {
    let p = product(x.high, y.high)
    return normalised(p.high, p.low + (x.high * y.low + x.low * y.high))
  }

  /// The double-word square `x²`.
  @inlinable package var squared: DoubleWord {
    let p = high * high
    let e = DoubleWord.fmaRemainder(high, high, p) + 2 * high * low
    return DoubleWord.normalised(p, e)
  }

  /// The square root to about 106 bits (one Newton correction on the binary64 root); 0 for
  /// values ≤ 0.
  @inlinable package var squareRoot: DoubleWord {
    guard high > 0 else { return DoubleWord(0) }
    let s = high.squareRoot()
    let r = high.addingProduct(-s, s)  // high − s² exactly
    return DoubleWord.normalised(s, (r + low) / (2 * s))
  }
}
