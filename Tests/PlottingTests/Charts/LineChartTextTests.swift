import Testing

@testable import Plotting

@Suite struct LineChartTextTests {
  static func curve(_ f: (Double) -> Double) -> [SIMD2<Double>] {
    (0...40).map { i in
      let x = Double(i) / 40
      return SIMD2(x, f(x))
    }
  }

  @Test func goldenSingleSeriesBraille() throws {
    var chart = LineChart(
      title: "ease-in-out", xAxis: .init("progress", range: 0...1),
      yAxis: .init("value", range: 0...1),
      series: [.init(name: "ease-in-out", points: Self.curve { $0 * $0 * (3 - 2 * $0) })])
    chart.markers = [.init(x: 0.5, label: "half way")]
    let text = chart.text(columns: 32, rows: 8)
    try expectGolden(text, "line-chart-braille.txt")
    #expect(text.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF })
  }

  @Test func goldenOverlayUsesOneMarkPerSeries() throws {
    let chart = LineChart(
      xAxis: .init("time", unit: "s"), yAxis: .init("position", unit: "pt"),
      series: [
        .init(name: "A", points: Self.curve { $0 }),
        .init(name: "B", points: Self.curve { $0 * $0 }),
      ])
    let text = chart.text(columns: 30, rows: 8)
    try expectGolden(text, "line-chart-overlay.txt")
    #expect(text.contains("• A") && text.contains("∘ B"))
    #expect(!text.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
  }

  @Test func sizesAreClampedAndLinesHaveNoTrailingSpaces() {
    let chart = LineChart(
      xAxis: .init("x"), yAxis: .init("y"), series: [.init(name: "s", points: Self.curve { $0 })])
    let tiny = chart.text(columns: 1, rows: 1)
    let lines = tiny.split(separator: "\n")
    #expect(lines.count >= 4 + 3)
    for line in lines { #expect(line.last != " ") }
    let empty = LineChart(xAxis: .init("x"), yAxis: .init("y"), series: []).text()
    #expect(empty.hasSuffix("\n"))
  }

  @Test func timelineText() throws {
    let chart = TimelineChart(
      timeAxis: .init("time", unit: "s"),
      lanes: [
        .init(
          name: "alpha", samples: [SIMD2(0, 1), SIMD2(0.1, 0), SIMD2(1, 0)],
          keyframes: [SIMD2(0, 1), SIMD2(0.1, 0)]),
        .init(
          name: "position", unit: "pt", samples: [SIMD2(0, 0), SIMD2(0.1, 0), SIMD2(1, 390)],
          keyframes: [SIMD2(0.1, 0), SIMD2(1, 390)]),
      ])
    let text = chart.text(columns: 30)
    try expectGolden(text, "timeline.txt")
    #expect(text.contains("alpha  0 … 1"))
    #expect(text.contains("position  0 … 390 pt"))
    #expect(text.filter { $0 == "◆" }.count == 4)
  }

  /// Every line fits `lineWidth`, whatever the requested plot size, title, legend and labels.
  @Test func everyLineFitsTheLineWidth() {
    let series = (0..<8).map { k in
      LineChart.Series(
        name: "series number \(k) with a rather long legend name",
        points: Self.curve { $0 * Double(k + 1) })
    }
    var chart = LineChart(
      title: String(repeating: "a long title ", count: 12), xAxis: .init("x"),
      yAxis: .init("y", unit: "pt"), series: series)
    chart.markers = [.init(x: 0.5, label: String(repeating: "marker ", count: 20))]
    chart.notes = [.init(point: SIMD2(0.2, 0.2), label: String(repeating: "note ", count: 30))]
    for width in [40, 80, 120] {
      let text = chart.text(columns: 200, rows: 10, lineWidth: width)
      let lines = text.split(separator: "\n")
      for line in lines { #expect(line.count <= width, "\(line.count) > \(width): \(line)") }
      // The 8th series has a mark of its own, not the 1st's.
      #expect(text.contains("▴ series number 7"))
    }
  }
}
