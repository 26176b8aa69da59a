import Testing

@testable import AnimationMath

@Suite struct NumberTextTests {
  @Test func shortestFixedFormatting() {
    #expect(NumberText.rounded(0, decimals: 2) == "0")
    #expect(NumberText.rounded(-0.0, decimals: 2) == "0")
    #expect(NumberText.rounded(2.0, decimals: 2) == "2")
    #expect(NumberText.rounded(1.5, decimals: 2) == "1.5")
    #expect(NumberText.rounded(-1.25, decimals: 2) == "-1.25")
    #expect(NumberText.rounded(0.125, decimals: 2) == "0.13")
    #expect(NumberText.rounded(-0.004, decimals: 2) == "0")
    #expect(NumberText.rounded(0.1 + 0.2, decimals: 6) == "0.3")
    #expect(NumberText.rounded(0.05, decimals: 3) == "0.05")
    #expect(NumberText.rounded(1234.5678, decimals: 0) == "1235")
    #expect(NumberText.rounded(1e-7, decimals: 9) == "0.0000001")
    #expect(NumberText.rounded(12, decimals: -3) == "12")
  }

  @Test func nonFiniteAndHuge() {
    #expect(NumberText.rounded(.nan, decimals: 2) == "nan")
    #expect(NumberText.rounded(.infinity, decimals: 2) == "inf")
    #expect(NumberText.rounded(-.infinity, decimals: 2) == "-inf")
    #expect(NumberText.rounded(1e300, decimals: 2) == "1e+300")
  }

  @Test func roundTripsWithinHalfAUnit() {
    // Invariant: the printed value parses back within half a unit in the last printed place.
    var x = -1000.0
    while x < 1000 {
      let text = NumberText.rounded(x, decimals: 3)
      let back = Double(text) ?? .nan
      #expect(abs(back - x) <= 0.0005 + 1e-9, "\(x) → \(text)")
      #expect(!text.contains("e"))
      if text.contains(".") { #expect(!text.hasSuffix("0")) }
      x += 13.377_7
    }
  }

  @Test func decimalsForStep() {
    #expect(NumberText.decimals(forStep: 5) == 0)
    #expect(NumberText.decimals(forStep: 0.1) == 1)
    #expect(NumberText.decimals(forStep: 0.25) == 2)
    #expect(NumberText.decimals(forStep: 0.002) == 3)
    #expect(NumberText.decimals(forStep: 0) == 2)
    #expect(NumberText.decimals(forStep: .nan) == 2)
  }
}

@Suite struct NumberTextShortestTests {
  @Test func edgeCases() {
    #expect(NumberText.shortest(0) == "0")
    #expect(NumberText.shortest(-0.0) == "0")
    #expect(NumberText.shortest(1) == "1")
    #expect(NumberText.shortest(-2.5) == "-2.5")
    #expect(NumberText.shortest(0.1) == "0.1")
    #expect(NumberText.shortest(1e-5) == "1e-05")
    #expect(NumberText.shortest(1e16) == "1e+16")
    #expect(NumberText.shortest(123_456_789_012_345) == "123456789012345")
    #expect(NumberText.shortest(.infinity) == "inf")
    #expect(NumberText.shortest(-.infinity) == "-inf")
    #expect(NumberText.shortest(.nan) == "nan")
  }

  @Test func roundTripsExactly() {
    for v in [
      0.1 + 0.2, 1.0 / 3, 123_456.789, .leastNonzeroMagnitude, 1.7976931348623157e308, -2.5,
    ] {
      #expect(Double(NumberText.shortest(v)) == v)
    }
  }

  @Test func roundedAtThreeDecimalsMatchesTheOldSummaryRounding() {
    // The sweep summary printed counts as integers and rates to 3 decimals; `rounded` must agree.
    #expect(NumberText.rounded(12, decimals: 3) == "12")
    #expect(NumberText.rounded(0.123_456, decimals: 3) == "0.123")
    #expect(NumberText.rounded(0.000_4, decimals: 3) == "0")
    #expect(NumberText.rounded(1e13, decimals: 3) == "10000000000000")
    #expect(NumberText.rounded(1e15, decimals: 3) == "1000000000000000")
    #expect(NumberText.rounded(1e16, decimals: 3) == "1e+16")
  }
}
