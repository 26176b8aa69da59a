/// The one number formatter: deterministic decimal text for a `Double`.
///
/// No locale, no Foundation: the same value always prints as the same bytes on every platform,
/// with `.` as the decimal separator. Two forms, for two readers:
///
/// - ``shortest(_:)`` for machines (CSV fields, CSS strings, SPEC strings, messages): the
///   shortest text that reads back as exactly the value.
/// - ``rounded(_:decimals:)`` for people and for SVG coordinates: at most `decimals` fraction
///   digits, trailing zeros dropped.
///
/// In both, `-0` prints as `0` and non-finite values print as `nan`, `inf` and `-inf`.
package enum NumberText {
  /// The shortest decimal text that reads back as exactly `value`.
  ///
  /// Integral values print without a fraction (`2`, not `2.0`), negative zero prints as `0`,
  /// infinities as `inf` / `-inf` and NaN as `nan`. Exponents use Swift's form (`1e-05`,
  /// `1e+16`); Swift prints integral values below 2⁵³ without one.
  package static func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let s = value.description
    if s.hasSuffix(".0") { return String(s.dropLast(2)) }
    return s
  }

  /// The refusal hint for text that reads as one number written with a decimal comma — an
  /// optional sign, digits, one comma, digits (`0,8`, `-12,5`): `a decimal comma is not read:
  /// write '0.8'`; nil for any other text. Every numeric field of every input format adds it to
  /// its refusal, so a value typed or exported in a decimal-comma locale is never misread.
  package static func decimalCommaHint(_ text: some StringProtocol) -> String? {
    // A slice without the `[...]` subscript (the availability check cannot tell it apart from
    // the iOS 18 `RangeSet` one).
    var digits = text.utf8.dropFirst(0)
    if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") {
      digits = digits.dropFirst()
    }
    let parts = digits.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
    else { return nil }
    var fixed = ""
    for c in text { fixed.append(c == "," ? "." : c) }
    return "a decimal comma is not read: write '\(fixed)'"
  }

  /// ``rounded(_:decimals:)``, with as many more fraction digits (up to 9) as a nonzero `value`
  /// needs not to read as `0`: a change of 0.0004 points prints `0.0004`, never `0`, so its sign
  /// is never lost (a change shown as `+0` cannot be called better or worse).
  package static func roundedNonzero(_ value: Double, decimals: Int) -> String {
    var d = decimals
    var text = rounded(value, decimals: d)
    while text == "0" && value != 0 && d < 9 {
      d += 1
      text = rounded(value, decimals: d)
    }
    return text
  }

  /// `value` rounded half away from zero to `decimals` fraction digits (0…9), shortest form:
  /// trailing zeros and a trailing `.` are dropped and there is no exponent for
  /// |value| < 2⁵³ / 10^decimals.
  ///
  /// Examples: `rounded(1.5, decimals: 2) == "1.5"`, `rounded(2.0, decimals: 2) == "2"`,
  /// `rounded(-0.004, decimals: 2) == "0"`, `rounded(0.125, decimals: 2) == "0.13"`. Magnitudes
  /// too large to scale exactly are already integral at every `decimals`; they print as
  /// ``shortest(_:)``. `decimals` outside 0…9 is clamped.
  package static func rounded(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return shortest(value) }
    let d = min(max(decimals, 0), 9)
    var scale = 1.0
    var divisor: UInt64 = 1
    for _ in 0..<d {
      scale *= 10
      divisor *= 10
    }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9.007_199_254_740_992e15 else { return shortest(value) }
    let magnitude = UInt64(abs(scaled))
    if magnitude == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let whole = magnitude / divisor
    var fraction = magnitude % divisor
    var digits = d
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    guard digits > 0 else { return sign + String(whole) }
    var fractionText = String(fraction)
    while fractionText.count < digits { fractionText = "0" + fractionText }
    return sign + String(whole) + "." + fractionText
  }

  /// The number of fraction digits that distinguishes multiples of `step` (a tick spacing), the
  /// `decimals` to print such multiples with.
  ///
  /// `decimals(forStep: 0.25) == 2`, `decimals(forStep: 5) == 0`, `decimals(forStep: 0.1) == 1`.
  /// Non-positive or non-finite steps give 2. The result is capped at 9.
  package static func decimals(forStep step: Double) -> Int {
    guard step.isFinite, step > 0 else { return 2 }
    for d in 0...9 {
      var scale = 1.0
      for _ in 0..<d { scale *= 10 }
      let scaled = step * scale
      if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled) { return d }
    }
    return 9
  }
}
