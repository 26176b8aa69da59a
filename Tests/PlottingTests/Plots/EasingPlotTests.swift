import AnimationMath
import TestSupport
import Testing

@testable import Plotting

/// y = x², a curve with a known slope, standing in for any `EasingCurve`.
private struct Square: EasingCurve {
  func value(at x: Double) -> Double { x * x }
  func slope(at x: Double) -> Double { 2 * x }
}

@Suite struct EasingPlotTests {
  @Test func controlPolygonAndUnitBox() {
    let plot = EasingPlot(
      entries: [
        .init(name: "square", curve: Square()),
        .init(name: "bezier", curve: Square(), controlPoints: (SIMD2(0.4, 0), SIMD2(0.2, 1))),
      ], title: "curves")
    let chart = plot.chart()
    #expect(chart.series.map(\.name) == ["square", "bezier", "bezier control points"])
    #expect(chart.series[2].kind == .guide)
    #expect(chart.series[2].points.count == 5)  // P0, P1, break, P2, P3
    #expect(chart.regions == [.init(x: 0...1, y: 0...1, filled: false)])
    // The unit box sits inside a 4 % margin, drawn square.
    #expect(chart.xAxis.range == -0.04...1.04)
    #expect(chart.equalAspect)
    // The curve is sampled at x = k/(n−1), ends included exactly.
    #expect(chart.series[0].points.first == SIMD2(0, 0))
    #expect(chart.series[0].points.last == SIMD2(1, 1))
    let svg = plot.svg()
    let check = expectWellFormedXML(svg)
    #expect(check.texts.contains("bezier control points"))
    #expect(svg == plot.svg())
    #expect(plot.text().contains("• square   ∘ bezier"))
  }

  /// Steps are drawn with vertical risers at the exact jumps, smooth curves get no extra points.
  @Test func stepRisersAreVertical() {
    let points = EasingPlot.samples(Steps(4), count: 401)
    // Steps(4) (jump-end) jumps at 0.25, 0.5 and 0.75 (and at 1, a sample).
    for jump in [0.25, 0.5, 0.75] {
      let at = points.indices.filter { abs(points[$0].x - jump) < 1e-9 }
      #expect(at.count >= 2, "no riser at \(jump)")
      if let i = at.first, let j = at.last {
        #expect(abs(points[j].y - points[i].y - 0.25) < 1e-12)
      }
    }
    // Between the risers x never decreases.
    for (a, b) in zip(points, points.dropFirst()) { #expect(b.x >= a.x) }
    #expect(EasingPlot.samples(Square(), count: 401).count == 401)
  }
}
