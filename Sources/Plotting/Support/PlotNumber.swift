/// Deterministic decimal formatting of numbers for SVG coordinates and axis labels.
///
/// No locale, no Foundation: the same `Double` always prints as the same bytes on every platform.
/// Output is the shortest decimal with at most the requested number of fraction digits: trailing
/// zeros and a trailing `.` are dropped, `-0` prints as `0`, and there is never an exponent for
/// |x| < 2⁵³ / 10^decimals.
public enum PlotNumber {
  /// `value` rounded half away from zero to `decimals` fraction digits (0…9), shortest form.
  ///
  /// Examples: `format(1.5) == "1.5"`, `format(2.0) == "2"`, `format(-0.004) == "0"`,
  /// `format(0.125, decimals: 2) == "0.13"`. Non-finite values print as `nan`, `inf`, `-inf`
  /// (chart code never passes them as coordinates). Magnitudes too large to scale exactly fall
  /// back to Swift's shortest round-trip `description`. `decimals` outside 0…9 is clamped.
  public static func format(_ value: Double, decimals: Int = 2) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let d = min(max(decimals, 0), 9)
    var scale = 1.0
    var divisor: UInt64 = 1
    for _ in 0..<d {
      scale *= 10
      divisor *= 10
    }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9.007_199_254_740_992e15 else { return value.description }
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

  /// `value` with exactly `decimals` fraction digits (0…9), keeping trailing zeros: `fixed(0.9,
  /// decimals: 2) == "0.90"`. Used where numbers line up in a column or grid. Non-finite values
  /// print as in ``format(_:decimals:)``.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let text = format(value, decimals: decimals)
    let d = min(max(decimals, 0), 9)
    guard value.isFinite, d > 0, !text.contains("e") else { return text }
    let fraction = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
    let have = fraction ?? 0
    return text + (fraction == nil ? "." : "") + String(repeating: "0", count: d - have)
  }

  /// The number of fraction digits that distinguishes multiples of `step` (a tick spacing).
  ///
  /// `decimals(forStep: 0.25) == 2`, `decimals(forStep: 5) == 0`, `decimals(forStep: 0.1) == 1`.
  /// Non-positive or non-finite steps give 2. The result is capped at 9.
  public static func decimals(forStep step: Double) -> Int {
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
