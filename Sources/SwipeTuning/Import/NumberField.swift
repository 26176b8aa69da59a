import AnimationMath

/// The refusals of a numeric field that the input formats share (Pointer Events JSON, and any
/// JSON format after it): what is wrong, with the accepted range and unit — never "must be a
/// finite number, found a number" — and text in a number's place refused as text, with the
/// decimal-comma fix when it is one (``NumberText/decimalCommaHint(_:)``, which the CSV formats
/// use too).
package enum NumberField {
  /// The one refusal of a numeric field that every input format shares, or nil when `value`
  /// is accepted: a value out of `range` (infinities included) says so with the range and the
  /// unit (`'clientX' 1e+300 is out of the accepted range -1e9...1e9 (CSS px)`); with
  /// `integer`, a value with a fraction is refused as not an integer. Never "must be a finite
  /// number, found a number".
  package static func rangeProblem(
    field: String, _ value: Double, in range: ClosedRange<Double>, unit: String = "",
    integer: Bool = false
  ) -> String? {
    // Checked first: this runs for every number of a file, and the words only for a refusal.
    let fractional = integer && value != value.rounded()
    guard !range.contains(value) || fractional else { return nil }
    let shown =
      value.isNaN
      ? "nan" : value.isInfinite ? "a number too large for a double" : NumberText.shortest(value)
    let bounds =
      NumberText.shortest(range.lowerBound) + "..." + NumberText.shortest(range.upperBound)
    guard range.contains(value) else {
      return "'\(field)' \(shown) is out of the accepted range \(bounds)"
        + (unit.isEmpty ? "" : " (\(unit))")
    }
    return "'\(field)' \(shown) must be an integer in \(bounds)"
  }

  /// The refusal of a numeric field that holds text instead of a number (a JSON string):
  /// strings are not numbers, with the decimal-comma fix when the text is one
  /// (``NumberText/decimalCommaHint(_:)``).
  package static func notANumber(field: String, found text: String) -> String {
    let hint =
      NumberText.decimalCommaHint(text)
      ?? (Double(text) != nil
        ? "strings are not numbers: write \(text) without quotes" : "expected a number")
    return "'\(field)' must be a number, found the string \"\(text)\" (\(hint))"
  }
}
