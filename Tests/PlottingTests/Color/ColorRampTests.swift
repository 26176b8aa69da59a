import Testing

@testable import Plotting

@Suite struct ColorRampTests {
  @Test func hexFormatting() {
    #expect(RGBColor(hex: 0x0072B2).hexString == "#0072b2")
    #expect(RGBColor.white.hexString == "#ffffff")
    #expect(RGBColor(red: 2, green: -1, blue: .nan).hexString == "#ff0000")
  }

  @Test func endsAreDarkAndLight() {
    #expect(ColorRamp.color(at: 0).relativeLuminance < 0.06)
    #expect(ColorRamp.color(at: 1).relativeLuminance > 0.75)
    #expect(ColorRamp.color(at: -3) == ColorRamp.color(at: 0))
    #expect(ColorRamp.color(at: 7) == ColorRamp.color(at: 1))
    #expect(ColorRamp.color(at: .nan) == ColorRamp.color(at: 0))
  }

  @Test func lightnessRisesMonotonicallySoGreyscaleReads() {
    // Invariant: luminance and the printer's luma rise strictly along the ramp before 8-bit
    // rounding, sampled finely.
    var previousY = -1.0
    var previousLuma = -1.0
    for i in 0...1024 {
      let c = ColorRamp.color(at: Double(i) / 1024)
      #expect(c.relativeLuminance > previousY, "Y not monotone at \(i)")
      #expect(c.luma > previousLuma, "luma not monotone at \(i)")
      previousY = c.relativeLuminance
      previousLuma = c.luma
    }
    // And on the 8-bit colours written to the SVG at the colour bar's 64 stripes.
    previousLuma = -1
    for i in 0..<64 {
      let hex = ColorRamp.color(at: (Double(i) + 0.5) / 64).hexString
      let c = RGBColor(hex: UInt32(hex.dropFirst(), radix: 16) ?? 0)
      #expect(c.luma > previousLuma, "8-bit luma not monotone at stripe \(i)")
      previousLuma = c.luma
    }
    // Distinct enough for a reader: ten steps differ by at least 0.04 in luma.
    for i in 0..<10 {
      let a = ColorRamp.color(at: Double(i) / 10).luma
      let b = ColorRamp.color(at: Double(i + 1) / 10).luma
      #expect(b - a > 0.04, "step \(i)")
    }
  }

  @Test func paletteCyclesWithDistinctDashes() {
    let styles = (0..<7).map(SeriesStyle.palette)
    #expect(Set(styles.map(\.dash)).count == 7)
    #expect(Set(styles.map(\.color)).count == 7)
    #expect(SeriesStyle.palette(-2) == SeriesStyle.palette(0))
    #expect(styles.allSatisfy { $0.marker == nil })
    // From the 8th on, colours repeat with another dash and a mark: 35 distinct styles, and
    // no two with the same colour look alike in grey either.
    let many = (0..<35).map(SeriesStyle.palette)
    #expect(Set(many).count == 35)
    #expect(SeriesStyle.palette(7).color == SeriesStyle.palette(0).color)
    #expect(SeriesStyle.palette(7).marker != nil)
    for i in 0..<35 {
      for j in (i + 1)..<35 where many[i].color == many[j].color {
        #expect(many[i].dash != many[j].dash || many[i].marker != many[j].marker)
      }
    }
  }
}
