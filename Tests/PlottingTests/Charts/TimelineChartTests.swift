import TestSupport
import Testing

@testable import Plotting

@Suite struct TimelineChartTests {
  static func swipeBack() -> TimelineChart {
    var chart = TimelineChart(
      title: "swipe back", timeAxis: .init("time", unit: "s"),
      lanes: [
        .init(
          name: "alpha", samples: [SIMD2(0, 1), SIMD2(0.05, 0.5), SIMD2(0.1, 0), SIMD2(0.5, 0)],
          keyframes: [SIMD2(0, 1), SIMD2(0.1, 0)]),
        .init(
          name: "position", unit: "pt",
          samples: [SIMD2(0, 0), SIMD2(0.05, 0), SIMD2(0.3, 200), SIMD2(0.5, 390)],
          keyframes: [SIMD2(0.05, 0), SIMD2(0.5, 390)]),
        .init(name: "scale", samples: [SIMD2(0, 1), SIMD2(0.5, 1)], keyframes: [SIMD2(0, 1)]),
      ])
    chart.width = 360
    chart.laneHeight = 48
    return chart
  }

  @Test func golden() throws {
    let svg = Self.swipeBack().svg()
    expectWellFormedXML(svg)
    try expectGolden(svg, "timeline-small.svg")
  }

  @Test func lanesAndKeyframesAreDrawn() {
    let check = expectWellFormedXML(Self.swipeBack().svg())
    #expect(check.count("polygon") == 5)  // one diamond per keyframe
    #expect(check.count("polyline") == 3)  // one curve per lane
    #expect(check.texts.contains("alpha"))
    #expect(check.texts.contains("0 … 390 pt"))
    #expect(check.texts.contains("= 1"))
    #expect(check.texts.contains("time (s)"))
  }

  @Test func emptyAndNonFinite() {
    let empty = TimelineChart(timeAxis: .init("time"), lanes: [])
    expectWellFormedXML(empty.svg())
    let odd = TimelineChart(
      timeAxis: .init("time"),
      lanes: [.init(name: "x", samples: [SIMD2(.nan, 1), SIMD2(0, .infinity)], keyframes: [])])
    let svg = odd.svg()
    expectWellFormedXML(svg)
    #expect(TimelineChart.laneLabel(odd.lanes[0]).range == "= 1")
  }

  /// The text form fits its line width: a long title wraps, the lanes narrow.
  @Test func textFitsTheLineWidth() {
    var chart = Self.swipeBack()
    chart.title = String(repeating: "a long timeline title ", count: 8)
    for width in [40, 80] {
      let text = chart.text(columns: 200, lineWidth: width)
      for line in text.split(separator: "\n") {
        #expect(line.count <= width, "\(line.count) > \(width): \(line)")
      }
    }
  }
}
