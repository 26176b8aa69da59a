import Testing

@testable import Plotting

@Suite struct PlotNumberTests {
  @Test func shortestFixedFormatting() {
    #expect(PlotNumber.format(0) == "0")
    #expect(PlotNumber.format(-0.0) == "0")
    #expect(PlotNumber.format(2.0) == "2")
    #expect(PlotNumber.format(1.5) == "1.5")
    #expect(PlotNumber.format(-1.25) == "-1.25")
    #expect(PlotNumber.format(0.125, decimals: 2) == "0.13")
    #expect(PlotNumber.format(-0.004) == "0")
    #expect(PlotNumber.format(0.1 + 0.2, decimals: 6) == "0.3")
    #expect(PlotNumber.format(0.05, decimals: 3) == "0.05")
    #expect(PlotNumber.format(1234.5678, decimals: 0) == "1235")
    #expect(PlotNumber.format(1e-7, decimals: 9) == "0.0000001")
    #expect(PlotNumber.format(12, decimals: -3) == "12")
  }

  @Test func nonFiniteAndHuge() {
    #expect(PlotNumber.format(.nan) == "nan")
    #expect(PlotNumber.format(.infinity) == "inf")
    #expect(PlotNumber.format(-.infinity) == "-inf")
    #expect(PlotNumber.format(1e300) == "1e+300")
  }

  @Test func roundTripsWithinHalfAUnit() {
    // Invariant: the printed value parses back within half a unit in the last printed place.
    var x = -1000.0
    while x < 1000 {
      let text = PlotNumber.format(x, decimals: 3)
      let back = Double(text) ?? .nan
      #expect(abs(back - x) <= 0.0005 + 1e-9, "\(x) → \(text)")
      #expect(!text.contains("e"))
      if text.contains(".") { #expect(!text.hasSuffix("0")) }
      x += 13.377_7
    }
  }

  @Test func decimalsForStep() {
    #expect(PlotNumber.decimals(forStep: 5) == 0)
    #expect(PlotNumber.decimals(forStep: 0.1) == 1)
    #expect(PlotNumber.decimals(forStep: 0.25) == 2)
    #expect(PlotNumber.decimals(forStep: 0.002) == 3)
    #expect(PlotNumber.decimals(forStep: 0) == 2)
    #expect(PlotNumber.decimals(forStep: .nan) == 2)
  }
}

@Suite struct PlotNumberFixedTests {
  @Test func keepsTrailingZeros() {
    #expect(PlotNumber.fixed(0.9, decimals: 2) == "0.90")
    #expect(PlotNumber.fixed(1, decimals: 3) == "1.000")
    #expect(PlotNumber.fixed(0.125, decimals: 2) == "0.13")
    #expect(PlotNumber.fixed(-0.001, decimals: 2) == "0.00")
    #expect(PlotNumber.fixed(7, decimals: 0) == "7")
    #expect(PlotNumber.fixed(.nan, decimals: 2) == "nan")
  }
}
