import TestSupport
import Testing

@testable import AnimationMath

@Suite("RubberBand")
struct RubberBandTests {
  /// Closed-form points: x = d gives c·d/(1 + c); slope at the edge is c; odd symmetry.
  /// 1e-14 relative: a handful of roundings.
  @Test func closedForm() {
    let band = RubberBand.iOS
    #expect(band.offset(forOvershoot: 0, dimension: 400) == 0)
    expectClose(
      band.offset(forOvershoot: 400, dimension: 400), 0.55 * 400 / 1.55, relative: 1e-14, "x = d")
    expectClose(
      band.offset(forOvershoot: 1e-6, dimension: 400) / 1e-6, 0.55, relative: 1e-8, "slope c")
    #expect(
      band.offset(forOvershoot: -120, dimension: 400) == -band.offset(
        forOvershoot: 120, dimension: 400))
    #expect(band.offset(forOvershoot: 50, dimension: 0) == 0)
  }

  /// Monotonic, always below the finger's excess times c, and below d.
  @Test func monotonicAndBounded() {
    let band = RubberBand.iOS
    var previous = 0.0
    for k in 1...400 {
      let x = Double(k) * 10
      let y = band.offset(forOvershoot: x, dimension: 390)
      #expect(y > previous)
      #expect(y < 390)
      #expect(y <= 0.55 * x)
      previous = y
    }
  }

  /// The inverse round-trips (1e-12 relative) and is infinite at or past d.
  @Test func inverse() {
    let band = RubberBand(coefficient: 0.3)
    for x in [-900.0, -5, 0.25, 80, 3000] {
      let y = band.offset(forOvershoot: x, dimension: 600)
      expectClose(band.overshoot(forOffset: y, dimension: 600), x, relative: 1e-12, "x=\(x)")
    }
    #expect(band.overshoot(forOffset: 600, dimension: 600) == .infinity)
    #expect(band.overshoot(forOffset: -700, dimension: 600) == -.infinity)
  }

  @Test func clampToRange() {
    let band = RubberBand.iOS
    #expect(band.clamp(50, to: 0...100, dimension: 390) == 50)
    #expect(band.clamp(100, to: 0...100, dimension: 390) == 100)
    expectClose(
      band.clamp(130, to: 0...100, dimension: 390),
      100 + band.offset(forOvershoot: 30, dimension: 390), relative: 1e-15, "above")
    expectClose(
      band.clamp(-30, to: 0...100, dimension: 390), -band.offset(forOvershoot: 30, dimension: 390),
      relative: 1e-15, "below")
  }
}
