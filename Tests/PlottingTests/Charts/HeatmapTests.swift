import TestSupport
import Testing

@testable import Plotting

@Suite struct HeatmapTests {
  static func small() -> Heatmap {
    Heatmap(
      xLabel: "progress threshold", yLabel: "damping ratio", xValues: [0.3, 0.5, 0.7],
      yValues: [0.8, 1], values: [[0.91, 0.93, 0.88], [0.9, nil, 0.85]],
      metricName: "intent agreement", better: .higher)
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
      "0.8", "1", "no data", "0.930", "better", "worse", "best",
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

  @Test func brighterIsBetterInBothDirections() {
    var h = Self.small()
    #expect(h.colorRange() == 0.85...0.93)
    #expect(h.goodness(0.93) == 1 && h.goodness(0.85) == 0)
    let low = ColorRamp.color(at: h.goodness(0.85))
    let high = ColorRamp.color(at: h.goodness(0.93))
    #expect(low.relativeLuminance < high.relativeLuminance)
    #expect(h.bestCells() == [.init(column: 1, row: 0)])
    h.better = .lower
    #expect(h.goodness(0.85) == 1 && h.goodness(0.93) == 0)
    #expect(h.bestCells() == [.init(column: 2, row: 1)])
    // The best cell's fill is the brightest of the map.
    let svg = h.svg()
    let brightest = ColorRamp.color(at: 1).hexString
    #expect(svg.contains("fill=\"\(brightest)\" stroke=\"#ffffff\""))
  }

  /// Golden: the same data drawn with lower values better — the colours flip, the star moves to
  /// the smallest value, and the colour bar reads best (0.85) at the top.
  @Test func goldenLowerIsBetter() throws {
    var h = Self.small()
    h.better = .lower
    h.title = "false-complete rate (lower is better)"
    let svg = h.svg()
    expectWellFormedXML(svg)
    try expectGolden(svg, "heatmap-lower-better.svg")
  }

  /// The label rule: one precision for the whole map, trailing zeros kept, so 0.9 prints as
  /// 0.900 beside 0.963; every finite cell labelled.
  @Test func oneFixedPrecisionForEveryCell() throws {
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2, 3], yValues: [1, 2],
      values: [[0.9, 0.963, 0.95], [0.812, 0.9, 1]], metricName: "m", better: .higher)
    #expect(h.labelDecimals() == 3)
    let check = expectWellFormedXML(h.svg())
    for label in ["0.900", "0.963", "0.950", "0.812", "1.000"] {
      #expect(check.texts.filter { $0 == label }.count >= 1, "missing label \(label)")
    }
    #expect(!check.texts.contains("0.9") && !check.texts.contains("values on hover"))
    try expectGolden(h.svg(), "heatmap-fixed-precision.svg")
  }

  /// Labels that do not all fit are all left out, and the legend says where the values are.
  @Test func labelsAllOrNone() {
    let xs = (0..<40).map(Double.init)
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: xs, yValues: [1, 2],
      values: [xs.map { 0.5 + $0 / 1000 }, xs.map { 0.9 - $0 / 997 }], metricName: "m",
      better: .higher)
    let check = expectWellFormedXML(h.svg())
    #expect(check.texts.contains("values on hover"))
    #expect(!check.texts.contains("0.500") && !check.texts.contains("0.900"))
    // Every cell still has its exact value on hover.
    #expect(h.svg().components(separatedBy: "<title>x ").count - 1 == 80)
  }

  @Test func hoverTitlesCarryExactValuesAndIntervals() {
    var h = Self.small()
    h.intervals = [[0.9...0.92, nil, nil], [nil, nil, nil]]
    #expect(
      h.cellTitle(column: 0, row: 0)
        == "progress threshold 0.3, damping ratio 0.8: intent agreement 0.91 (95 % CI 0.9–0.92)")
    #expect(h.cellTitle(column: 1, row: 1) == "progress threshold 0.5, damping ratio 1: no data")
    #expect(h.svg().contains("<title>progress threshold 0.3, damping ratio 0.8: intent"))
  }

  @Test func fixedKeepsTrailingZeros() {
    #expect(Heatmap.fixed(0.9, decimals: 3) == "0.900")
    #expect(Heatmap.fixed(1, decimals: 2) == "1.00")
    #expect(Heatmap.fixed(0.9634, decimals: 3) == "0.963")
    #expect(Heatmap.fixed(12, decimals: 0) == "12")
    #expect(Heatmap.fixed(-0.25, decimals: 3) == "-0.250")
  }

  @Test func missingAndRaggedDataAreNoData() {
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2], yValues: [1, 2, 3],
      values: [[.nan], [1, .infinity]], metricName: "m", better: .higher)
    #expect(h.value(column: 0, row: 0) == nil)
    #expect(h.value(column: 0, row: 1) == 1)
    #expect(h.value(column: 1, row: 1) == nil)
    #expect(h.value(column: 0, row: 2) == nil)
    #expect(h.value(column: -1, row: 0) == nil)
    expectWellFormedXML(h.svg())
    let empty = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [], yValues: [], values: [], metricName: "m",
      better: .higher)
    expectWellFormedXML(empty.svg())
  }

  @Test func constantValuesAndFixedRange() {
    var h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2], yValues: [1], values: [[0.5, 0.5]],
      metricName: "m", better: .higher)
    // Every cell ties: all equally good (brightest), none starred.
    #expect(h.colorRange() == 0.5...0.5)
    #expect(h.goodness(0.5) == 1)
    #expect(h.bestCells().isEmpty)
    h.valueRange = 0...1
    #expect(h.goodness(0.5) == 0.5)
    #expect(h.goodness(7) == 1)
    expectWellFormedXML(h.svg())
  }

  @Test func aPlateauOfTiesIsNotStarred() {
    // 8 of 10 cells tie for the best: stars would mark the map, not a cell.
    let values: [[Double?]] = [[0.9, 0.9, 0.9, 0.9, 0.2], [0.9, 0.9, 0.9, 0.9, 0.1]]
    var h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2, 3, 4, 5], yValues: [1, 2], values: values,
      metricName: "m", better: .higher)
    #expect(h.bestCells().count == 8)
    #expect(h.starredCells().isEmpty)
    let svg = h.svg()
    #expect(svg.contains("8 cells tie for best"))
    #expect(!svg.contains(">best<"))
    expectWellFormedXML(svg)
    h.maximumStarredCells = 8
    #expect(h.starredCells().count == 8)
    #expect(h.svg().contains(">best<"))
  }

  @Test func manyColumnsThinLabels() {
    let xs = (0..<60).map { Double($0) * 0.01 + 0.2 }
    let h = Heatmap(
      xLabel: "x", yLabel: "y", xValues: xs, yValues: [1, 2],
      values: [xs.map { $0 }, xs.map { 1 - $0 }], metricName: "m", better: .higher)
    let check = expectWellFormedXML(h.svg())
    let xLabelCount = xs.map(Heatmap.parameterLabel).filter { check.texts.contains($0) }.count
    #expect(xLabelCount < 60 && xLabelCount >= 6)
  }
}
