import AnimationMath

/// The plotting rectangle of a chart and its data-to-pixel scales, with the shared drawing of
/// grid lines, the frame, ticks, tick labels and axis titles.
struct PlotFrame: Sendable {
  var left: Double
  var top: Double
  var width: Double
  var height: Double
  var x: LinearScale
  var y: LinearScale

  var right: Double { left + width }
  var bottom: Double { top + height }

  static let axisColor = RGBColor(hex: 0x444444)
  static let gridColor = RGBColor(hex: 0xEBEBEB)
  static let textColor = RGBColor(hex: 0x222222)

  func contains(_ p: SIMD2<Double>) -> Bool {
    p.x.isFinite && p.y.isFinite && p.x >= left - 0.01 && p.x <= right + 0.01
      && p.y >= top - 0.01 && p.y <= bottom + 0.01
  }

  func clampX(_ v: Double) -> Double { Swift.min(Swift.max(v, left), right) }
  func clampY(_ v: Double) -> Double { Swift.min(Swift.max(v, top), bottom) }

  func drawGrid(_ c: inout SVGCanvas, x xs: [Double], y ys: [Double]) {
    for v in xs {
      let px = x.map(v)
      c.line(x1: px, y1: top, x2: px, y2: bottom, stroke: Self.gridColor)
    }
    for v in ys {
      let py = y.map(v)
      c.line(x1: left, y1: py, x2: right, y2: py, stroke: Self.gridColor)
    }
  }

  func drawAxes(
    _ c: inout SVGCanvas, xTicks: [Double], xDecimals: Int, yTicks: [Double], yDecimals: Int,
    xTitle: String, yTitle: String
  ) {
    c.rect(x: left, y: top, width: width, height: height, fill: nil, stroke: Self.axisColor)
    for v in xTicks {
      let px = x.map(v)
      c.line(x1: px, y1: bottom, x2: px, y2: bottom + 4, stroke: Self.axisColor)
      c.text(
        NumberText.rounded(v, decimals: xDecimals), x: px, y: bottom + 16, anchor: .middle,
        size: 11)
    }
    for v in yTicks {
      let py = y.map(v)
      c.line(x1: left - 4, y1: py, x2: left, y2: py, stroke: Self.axisColor)
      c.text(
        NumberText.rounded(v, decimals: yDecimals), x: left - 6, y: py + 4, anchor: .end,
        size: 11)
    }
    if !xTitle.isEmpty {
      c.text(xTitle, x: left + width / 2, y: bottom + 34, anchor: .middle, size: 12)
    }
    if !yTitle.isEmpty {
      c.text(yTitle, x: 14, y: top + height / 2, anchor: .middle, size: 12, rotation: -90)
    }
  }
}
