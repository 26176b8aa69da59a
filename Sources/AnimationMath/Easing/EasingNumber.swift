/// Number formatting shared by the CSS easing printer.
enum EasingNumber {
  /// Shortest text that reads back as exactly `value`, CSS style: `1` not `1.0`, `0.5`, `-0.55`,
  /// `1e-07` (CSS allows exponents). Infinite or NaN values never reach the printer (the parser
  /// rejects them); they print as `inf`/`nan` for diagnostics.
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
