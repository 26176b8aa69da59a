import AnimationMath
import TestSupport
import Testing

@testable import Plotting

@Suite struct SpringPlotTests {
  static func plot() -> SpringPlot {
    let a = SpringMotion(spring: Spring(dampingRatio: 0.5, response: 0.4), from: 0, to: 100)
    let b = SpringMotion(spring: Spring(dampingRatio: 1, response: 0.4), from: 0, to: 100)
    return SpringPlot(
      entries: [
        .init(
          name: "bouncy", motion: a, settlingTime: 0.58,
          overshoot: .init(time: 0.23, position: 116.3, fraction: 0.163)),
        .init(name: "critical", motion: b, settlingTime: 0.47),
      ], tolerance: 0.5, title: "springs")
  }

  @Test func panelsShareTimeAxisAndMargins() {
    let (p, v) = Self.plot().charts()
    #expect(p.xAxis.range == v.xAxis.range)
    #expect(p.leftMargin == v.leftMargin && p.leftMargin != nil)
    #expect(p.series.count == 2 && v.series.count == 2)
    #expect(v.series.allSatisfy { !$0.inLegend })  // one legend, under the position panel
    #expect(p.markers.map(\.label) == ["critical: settles 0.47 s", "bouncy: settles 0.58 s"])
    #expect(p.notes.map(\.label) == ["bouncy: overshoot 16.3%"])
    #expect(p.regions.count == 1)  // one band: both motions share the target
    #expect(p.regions[0].y == 99.5...100.5)
  }

  @Test func samplesStartAtFromAndTimeSpanFitsSettling() {
    let plot = Self.plot()
    // 1.3 × the latest settling time (0.58 s) beats two responses (0.8 s).
    // Tolerance: response is recomputed as 2π/√(k/m) from the stored stiffness, a few ulp off.
    #expect(abs(plot.plottedDuration - 0.8) <= 1e-12)
    let (p, _) = plot.charts()
    #expect(p.series[0].points.first == SIMD2(0, 0))  // position(at: 0) == from exactly
    #expect(p.series[0].points.count == 400)
    var fixed = plot
    fixed.duration = 2
    #expect(fixed.plottedDuration == 2)
  }

  @Test func svgAndTextAreWellFormedAndDeterministic() throws {
    let svg = Self.plot().svg()
    let check = expectWellFormedXML(svg)
    #expect(check.texts.contains("springs"))
    #expect(check.texts.contains("settling band ±0.5 pt"))
    #expect(svg == Self.plot().svg())
    let text = Self.plot().text(columns: 40, rows: 10)
    #expect(text.hasPrefix("springs\nposition (pt)\n"))
    #expect(text.contains("┊ bouncy: settles 0.58 s\n"))
  }

  /// Settling times closer than 0.6 % of the span share one line (no overlapping lines); a
  /// lead extends the time axis back by at most `leadDuration`; the zoom panel shows the band.
  @Test func mergedSettleLinesLeadAndZoom() {
    let a = SpringMotion(spring: Spring(dampingRatio: 1, response: 0.4), from: 0, to: 100)
    var plot = SpringPlot(
      entries: [
        .init(name: "a", motion: a, settlingTime: 0.47),
        .init(name: "b", motion: a, settlingTime: 0.4705),
        .init(name: "c", motion: a, settlingTime: 0.2),
      ], tolerance: 1)
    plot.entries[0].lead = [SIMD2(-2, 0), SIMD2(-0.1, 50), SIMD2(0, 60)]
    plot.zoomPanel = true
    let panels = plot.panels()
    #expect(panels.count == 3)
    #expect(panels[0].xAxis.range == -0.5...plot.plottedDuration)
    #expect(
      panels[0].markers.map(\.label) == ["3: settles 0.2 s", "1, 2: settles 0.47 s", "release"])
    #expect(panels[1].markers.count == 2)
    #expect(panels[2].regions.first?.y == -1...1)
    #expect(panels[2].yAxis.range == -6...6)
    // The lead is drawn thin, outside the legend.
    #expect(panels[0].series.first { !$0.inLegend }?.style?.width == 1)
    expectWellFormedXML(plot.svg())
  }
}
