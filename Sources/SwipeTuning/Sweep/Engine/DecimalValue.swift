/// An exact decimal number `significand × 10^exponent`, used to step grid ranges without
/// binary floating-point drift.
///
/// `0.05...0.95:0.05` steps in exact decimal arithmetic (5, 10, …, 95 hundredths) and converts
/// each value to the nearest `Double` only at the end, so the printed values are `0.05, 0.1, 0.15`,
/// never `0.15000000000000002`.
///
/// Domain: up to 18 significant digits and exponents in −300…300; larger inputs are rejected by
/// ``parse(_:)`` (it returns `nil`).
struct DecimalValue: Hashable, Sendable {
  /// The integer significand (sign included).
  var significand: Int64
  /// The power of ten.
  var exponent: Int

  /// Parses `[+-]digits[.digits][(e|E)[+-]digits]`; `nil` for anything else (including
  /// `nan`, `inf`, hexadecimal and empty text).
  static func parse(_ text: String) -> DecimalValue? {
    var bytes = Array(text.utf8)[...]
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      negative = first == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var significand: Int64 = 0
    var exponent = 0
    var digits = 0
    var sawPoint = false
    var sawDigit = false
    while let b = bytes.first {
      if b == UInt8(ascii: ".") {
        guard !sawPoint else { return nil }
        sawPoint = true
      } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
        sawDigit = true
        let d = Int64(b - UInt8(ascii: "0"))
        if significand == 0 && d == 0 {
          if sawPoint { exponent -= 1 }
        } else {
          digits += 1
          guard digits <= 18 else { return nil }
          significand = significand * 10 + d
          if sawPoint { exponent -= 1 }
        }
      } else {
        break
      }
      bytes = bytes.dropFirst()
    }
    guard sawDigit else { return nil }
    if let b = bytes.first {
      guard b == UInt8(ascii: "e") || b == UInt8(ascii: "E") else { return nil }
      bytes = bytes.dropFirst()
      var expNegative = false
      if let s = bytes.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
        expNegative = s == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      guard !bytes.isEmpty, bytes.count <= 4 else { return nil }
      var e = 0
      for b in bytes {
        guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else { return nil }
        e = e * 10 + Int(b - UInt8(ascii: "0"))
      }
      exponent += expNegative ? -e : e
    }
    if significand == 0 { exponent = 0 }
    guard exponent >= -300 && exponent <= 300 else { return nil }
    return DecimalValue(significand: negative ? -significand : significand, exponent: exponent)
  }

  /// The nearest `Double` (correctly rounded).
  var doubleValue: Double {
    // Swift's `Double(String)` rounds correctly, so the decimal's shortest printout is the decimal.
    Double("\(significand)e\(exponent)") ?? .nan
  }

  /// The significand rescaled to the (smaller or equal) `exponent`, or `nil` on overflow.
  func significand(atExponent target: Int) -> Int64? {
    precondition(target <= exponent, "can only rescale to a smaller exponent")
    var s = significand
    for _ in 0..<(exponent - target) {
      let (m, overflow) = s.multipliedReportingOverflow(by: 10)
      if overflow { return nil }
      s = m
    }
    return s
  }
}
