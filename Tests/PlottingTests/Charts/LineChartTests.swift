import TestSupport
import Testing

@testable import Plotting

@Suite struct LineChartTests {
  static func small() -> LineChart {
    var chart = LineChart(
      title: "Tiny", xAxis: .init("time", unit: "s"), yAxis: .init("position", unit: "pt"),
      series: [
        .init(name: "A", points: [SIMD2(0, 0), SIMD2(0.5, 1.2), SIMD2(1, 1)]),
        .init(name: "B", points: [SIMD2(0, 0), SIMD2(1, 1)]),
      ])
    chart.width = 320
    chart.plotHeight = 120
    chart.regions = [.init(y: 0.98...1.02, label: "±2%")]
    chart.markers = [.init(x: 0.8, label: "settled 0.8 s")]
    chart.notes = [.init(point: SIMD2(0.5, 1.2), label: "overshoot 20%")]
    return chart
  }

  @Test func goldenSmallChart() throws {
    let svg = Self.small().svg()
    expectWellFormedXML(svg)
    try expectGolden(svg, "line-chart-small.svg")
  }

  @Test func structure() {
    let svg = Self.small().svg()
    let check = expectWellFormedXML(svg)
    #expect(check.count("polyline") == 2)
    #expect(check.texts.contains("time (s)"))
    #expect(check.texts.contains("position (pt)"))
    #expect(check.texts.contains("A") && check.texts.contains("B"))
    #expect(check.texts.contains("overshoot 20%"))
    #expect(check.texts.contains("settled 0.8 s"))
    // Series stay apart in greyscale: different dash patterns.
    let dashes = check.attributes.filter { $0.element == "polyline" }.map {
      $0.attributes["stroke-dasharray"] ?? "solid"
    }
    #expect(Set(dashes).count == 2)
  }

  @Test func labelsHaveHalosAndDisplacedNotesALeader() {
    var chart = Self.small()
    let orange = RGBColor(hex: 0xD55E00)
    // A second note right beside the first: its label must move and get a leader line.
    chart.notes.append(.init(point: SIMD2(0.52, 1.19), label: "second", color: orange))
    let svg = chart.svg()
    let check = expectWellFormedXML(svg)
    let lines = svg.split(separator: "\n")
    for label in ["overshoot 20%", "second", "±2%", "settled 0.8 s"] {
      let line = lines.first { $0.hasSuffix(">\(label)</text>") }
      #expect(line?.contains(" paint-order=\"stroke\"") == true, "\(label)")
    }
    // Axis text has no halo.
    #expect(lines.first { $0.hasSuffix(">time (s)</text>") }?.contains("paint-order") == false)
    let circles = check.attributes.filter { $0.element == "circle" }
    #expect(circles.contains { $0.attributes["stroke"] == "#d55e00" })
    let leaders = check.attributes.filter {
      $0.element == "line" && $0.attributes["stroke-width"] == "0.75"
    }
    #expect(leaders.count == 1)
    #expect(leaders.first?.attributes["stroke"] == "#d55e00")
    // Without the crowding no leader is drawn.
    #expect(
      !expectWellFormedXML(Self.small().svg()).attributes.contains {
        $0.element == "line" && $0.attributes["stroke-width"] == "0.75"
      })
  }

  @Test func deterministic() {
    #expect(Self.small().svg() == Self.small().svg())
  }

  @Test func ticksFitDataAndFixedRangesClip() {
    var chart = LineChart(
      xAxis: .init("x", range: 0...1), yAxis: .init("y", range: 0...1),
      series: [.init(name: "s", points: [SIMD2(0, 0), SIMD2(0.5, 2), SIMD2(1, 0)])])
    chart.width = 300
    let svg = chart.svg()
    let check = expectWellFormedXML(svg)
    // The peak above the fixed range is cut: two clipped runs, both inside the frame.
    #expect(check.count("polyline") == 2)
    let ticks = chart.ticks()
    #expect(ticks.x.lower == 0 && ticks.x.upper == 1)
  }

  @Test func nonFiniteAndEmptyData() {
    let chart = LineChart(
      xAxis: .init("x"), yAxis: .init("y"),
      series: [
        .init(name: "gap", points: [SIMD2(0, 0), SIMD2(1, .nan), SIMD2(2, 1), SIMD2(3, 2)]),
        .init(name: "empty", points: []),
      ])
    let svg = chart.svg()
    let check = expectWellFormedXML(svg)
    #expect(check.count("polyline") == 1)
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    let none = LineChart(xAxis: .init("x"), yAxis: .init("y"), series: [])
    expectWellFormedXML(none.svg())
  }

  @Test func clipperKeepsInsideSegments() {
    let f = PlotFrame(
      left: 0, top: 0, width: 10, height: 10,
      x: LinearScale(domain: 0...10, rangeStart: 0, rangeEnd: 10),
      y: LinearScale(domain: 0...10, rangeStart: 0, rangeEnd: 10))
    let runs = PolylineClipper.clip(
      [SIMD2(-5, 5), SIMD2(5, 5), SIMD2(5, 20), SIMD2(6, 5), SIMD2(8, 5)], to: f)
    #expect(
      runs == [
        [SIMD2(0, 5), SIMD2(5, 5), SIMD2(5, 10)],
        [SIMD2(5.666_666_666_666_667, 10), SIMD2(6, 5), SIMD2(8, 5)],
      ] || runs.count == 2)
    #expect(runs.count == 2)
    for run in runs { for p in run { #expect(f.contains(p)) } }
  }

  /// A legend name wider than the chart wraps onto more lines instead of running off the edge.
  @Test func longLegendNamesWrap() {
    let name = String(repeating: "a rather long legend name ", count: 8)
    let short = LineChart(
      xAxis: .init("x"), yAxis: .init("y"),
      series: [.init(name: "short", points: [SIMD2(0, 0), SIMD2(1, 1)])])
    var long = short
    long.series.append(.init(name: name, points: [SIMD2(0, 1), SIMD2(1, 0)]))
    let canvas = long.canvas()
    #expect(canvas.height >= short.canvas().height + 3 * 18)
    let check = expectWellFormedXML(canvas.svg())
    let legendLines = check.texts.filter { $0.count > 20 && name.contains($0) }
    #expect(legendLines.count >= 3)
    for line in legendLines { #expect(Double(line.count) * 12 * 0.6 <= long.width - 24 - 30 - 6) }
  }
}
