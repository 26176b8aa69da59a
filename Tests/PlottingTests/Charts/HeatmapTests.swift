import TestSupport
import Testing

@testable import Plotting

@Suite struct HeatmapTests {
  static func small() -> Heatmap {
    Heatmap(
      xLabel: "progress threshold", yLabel: "damping ratio", xValues: [0.3, 0.5, 0.7],
      yValues: [0.8, 1], values: [[0.91, 0.93, 0.88], [0.9, nil, 0.85]],
      metricName: "intent agreement")
  }

  @Test func goldenSmallHeatmap() throws {
    var h = Self.small()
    h.highlighted = [.init(column: 1, row: 0)]
    let svg = h.svg()
    expectWellFormedXML(svg)
    try expectGolden(svg, "heatmap-small.svg")
  }

  @Test func structure() {
    let svg = Self.small().svg()
    let check = expectWellFormedXML(svg)
    for label in [
      "progress threshold", "damping ratio", "intent agreement", "0.3", "0.5", "0.7",
      "0.8", "1", "no data", "0.93",
    ] {
      #expect(check.texts.contains(label), "missing label \(label)")
    }
    #expect(!svg.contains(" id="))
  }

  @Test func categoricalAxisLabels() {
    var h = Self.small()
    h.xValueLabels = ["lsq2", "flutter", "two-point"]
    h.yValueLabels = ["half-width", "seed-progress-velocity"]
    let check = expectWellFormedXML(h.svg())
    for label in ["lsq2", "flutter", "two-point", "half-width", "seed-progress-velocity"] {
      #expect(check.texts.contains(label), "missing label \(label)")
    }
    #expect(!check.texts.contains("0.3") && !check.texts.contains("0.8"))
    // A label list of the wrong length is ignored: the values are printed.
    h.xValueLabels = ["only one"]
    let fallback = expectWellFormedXML(h.svg())
    #expect(fallback.texts.contains("0.3") && !fallback.texts.contains("only one"))
    // The left margin grows to fit the longest row label.
    let numeric = Self.small().canvas().width
    #expect(h.canvas().width > numeric)
  }

  @Test func darkerMeansLower() {
    let h = Self.small()
    let t = h.scaleTicks()
    #expect(t.lower <= 0.85 && t.upper >= 0.93)
    let low = ColorRamp.color(at: h.fraction(0.85, t))
    let high = ColorRamp.color(at: h.fraction(0.93, t))
    #expect(low.relativeLuminance < high.relativeLuminance)
  }

  @Test func missingAndRaggedDataAreNoData() {
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2], yValues: [1, 2, 3],
      values: [[.nan], [1, .infinity]], metricName: "m")
    #expect(h.value(column: 0, row: 0) == nil)
    #expect(h.value(column: 0, row: 1) == 1)
    #expect(h.value(column: 1, row: 1) == nil)
    #expect(h.value(column: 0, row: 2) == nil)
    #expect(h.value(column: -1, row: 0) == nil)
    expectWellFormedXML(h.svg())
    let empty = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [], yValues: [], values: [], metricName: "m")
    expectWellFormedXML(empty.svg())
  }

  @Test func constantValuesAndFixedRange() {
    var h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2], yValues: [1], values: [[0.5, 0.5]],
      metricName: "m")
    let t = h.scaleTicks()
    #expect(t.lower < 0.5 && t.upper > 0.5)
    h.valueRange = 0...1
    #expect(h.fraction(0.5, h.scaleTicks()) == 0.5)
    #expect(h.fraction(7, h.scaleTicks()) == 1)
    expectWellFormedXML(h.svg())
  }

  @Test func manyColumnsThinLabels() {
    let xs = (0..<60).map { Double($0) * 0.01 + 0.2 }
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: xs, yValues: [1, 2],
      values: [xs.map { $0 }, xs.map { 1 - $0 }], metricName: "m")
    let check = expectWellFormedXML(h.svg())
    let xLabelCount = xs.map(Heatmap.parameterLabel).filter { check.texts.contains($0) }.count
    #expect(xLabelCount < 60 && xLabelCount >= 6)
  }
}
