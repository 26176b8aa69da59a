import AnimationMath
import Testing

/// CSS numbers read by the exact short-decimal path give the double `Double(_:)` (the C
/// library's `strtod`) gives, bit for bit — and those it declines still parse.
@Suite("Easing numbers")
struct EasingNumberTests {
  @Test func shortDecimalsMatchTheCLibrary() throws {
    var generator = SplitMix64(seed: 44)
    var texts = [
      "0", "-0", "+0", "1", "0.42", ".58", "-.5", "1e3", "1E-3", "2.5e+2", "9007199254740992",
      "9007199254740993", "0.1e-22", "1e22", "1e23", "123456789012345678", "0.30000000000000004",
      "4.9e-324", "1e-400", "00012.5000",
    ]
    for _ in 0..<3000 {
      let digits = Int(generator.next() % 18) + 1
      var mantissa = ""
      for _ in 0..<digits { mantissa += String(generator.next() % 10) }
      let point = Int(generator.next() % UInt64(digits + 1))
      var text = String(mantissa.prefix(point)) + "." + String(mantissa.dropFirst(point))
      if text.hasSuffix(".") { text += "0" }
      if generator.next() % 3 == 0 { text += "e" + String(Int(generator.next() % 60) - 30) }
      if generator.next() % 2 == 0 { text = "-" + text }
      texts.append(text)
    }
    for text in texts {
      guard let expected = Double(text), expected.isFinite, abs(expected) <= 1e300 else { continue }
      let curve = try Easing(parsing: "cubic-bezier(0.5, \(text), 0.5, 1)")
      guard case .cubicBezier(let bezier) = curve else {
        Issue.record("\(text): not a cubic-bezier")
        continue
      }
      #expect(bezier.y1.bitPattern == expected.bitPattern, "\(text): \(bezier.y1) vs \(expected)")
    }
  }
}
