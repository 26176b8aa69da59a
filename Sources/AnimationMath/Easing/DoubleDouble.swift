/// An unevaluated sum hi + lo of two doubles (~106-bit significand), for set-up computations
/// that must not lose the tiny difference between nearly equal values.
///
/// Error-free transformations after Dekker and Knuth (two-sum, two-product via fused
/// multiply-add); used only when a curve is built, never in evaluation loops.
struct DoubleDouble: Sendable {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  /// Knuth's two-sum: a + b = s + e exactly.
  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(hi: s, lo: e)
  }

  /// a·b = p + e exactly (fused multiply-add).
  static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let e = (-p).addingProduct(a, b)
    return DoubleDouble(hi: p, lo: e)
  }

  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = twoSum(a.hi, b.hi)
    let lo = s.lo + a.lo + b.lo
    let hi = s.hi + lo
    return DoubleDouble(hi: hi, lo: lo - (hi - s.hi))
  }

  static prefix func - (a: DoubleDouble) -> DoubleDouble {
    DoubleDouble(hi: -a.hi, lo: -a.lo)
  }

  static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    a + (-b)
  }

  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(a.hi, b.hi)
    let lo = p.lo + (a.hi * b.lo + a.lo * b.hi)
    let hi = p.hi + lo
    return DoubleDouble(hi: hi, lo: lo - (hi - p.hi))
  }
}
