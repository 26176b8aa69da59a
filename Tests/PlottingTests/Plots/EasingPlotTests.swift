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
    #expect(chart.xAxis.range == 0...1)
    // The curve is sampled at x = k/(n−1), ends included exactly.
    #expect(chart.series[0].points.first == SIMD2(0, 0))
    #expect(chart.series[0].points.last == SIMD2(1, 1))
    let svg = plot.svg()
    let check = expectWellFormedXML(svg)
    #expect(check.texts.contains("bezier control points"))
    #expect(svg == plot.svg())
    #expect(plot.text().contains("• square   ∘ bezier"))
  }
}
