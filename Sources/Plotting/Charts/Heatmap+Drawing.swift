import AnimationMath

extension Heatmap {
  /// A parameter value as an axis label: shortest decimal with at most six fraction digits (so
  /// `0.30000000000000004` from a generated range prints as `0.3`).
  static func parameterLabel(_ v: Double) -> String { NumberText.rounded(v, decimals: 6) }

  /// The heatmap drawn on a canvas.
  public func canvas() -> SVGCanvas {
    let nx = xValues.count
    let ny = yValues.count
    let ticks = scaleTicks()
    var cellWidth = Swift.min(Swift.max(440 / Double(Swift.max(nx, 1)), 12), 64)
    // Tall enough for the rotated y title, within 12…64 px per row.
    let titleRoom = (TextMetrics.width(yLabel, size: 12) + 12) / Double(Swift.max(ny, 1))
    let cellHeight = Swift.min(Swift.max(280 / Double(Swift.max(ny, 1)), 12, titleRoom), 64)
    let yLabelTexts =
      yValueLabels.flatMap { $0.count == ny ? $0 : nil } ?? yValues.map(Self.parameterLabel)
    let xLabelTexts =
      xValueLabels.flatMap { $0.count == nx ? $0 : nil } ?? xValues.map(Self.parameterLabel)
    let yLabelWidth = yLabelTexts.map { TextMetrics.width($0, size: 11) }.max() ?? 0
    let xLabelWidth = xLabelTexts.map { TextMetrics.width($0, size: 11) }.max() ?? 0
    if xValueLabels?.count == nx {
      // Names cannot be thinned like numbers: widen the cells to fit them (up to 160 px).
      cellWidth = Swift.max(cellWidth, Swift.min(xLabelWidth + 8, 160))
    }
    let left = 28 + yLabelWidth + 8
    let top = 40.0
    let plotWidth = Double(nx) * cellWidth
    let plotHeight = Double(ny) * cellHeight
    let barX = left + Swift.max(plotWidth, 40) + 28
    let barHeight = Swift.max(plotHeight, 120)
    let tickWidth = ticks.labels.map { TextMetrics.width($0, size: 11) }.max() ?? 0
    let metricX = barX + 14 + 6 + tickWidth + 16
    var anyMissing = false
    for row in 0..<ny {
      for column in 0..<nx where value(column: column, row: row) == nil { anyMissing = true }
    }
    let titleText = title ?? metricName
    let width = Swift.max(
      metricX + 10, left + TextMetrics.width(titleText, size: 14) + 12,
      TextMetrics.width(xLabel, size: 12) + 24)
    let height = Swift.max(
      top + plotHeight + 46, top + barHeight + (anyMissing ? 34 : 0) + 12)
    var c = SVGCanvas(width: width, height: height, title: titleText)
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    c.text(titleText, x: left, y: 24, size: 14, bold: true)

    // Cells, row 0 at the bottom.
    // Two significant digits of the largest magnitude, and one digit finer than the colour
    // bar's ticks, so that cells of nearly the same colour (e.g. the best and the runner-up) can
    // still be told apart by their numbers; trailing zeros dropped (0.91, not 0.910).
    let magnitude = Swift.max(abs(ticks.lower), abs(ticks.upper), 1e-12)
    let significant = 1 - Int(Elementary.log10(magnitude).rounded(.down))
    let digits = Swift.min(Swift.max(significant, ticks.decimals + 1, 0), 4)
    for row in 0..<ny {
      let y = top + Double(ny - 1 - row) * cellHeight
      for column in 0..<nx {
        let x = left + Double(column) * cellWidth
        guard let v = value(column: column, row: row) else {
          Self.drawMissing(&c, x: x, y: y, width: cellWidth, height: cellHeight)
          continue
        }
        let color = ColorRamp.color(at: fraction(v, ticks))
        c.rect(
          x: x, y: y, width: cellWidth, height: cellHeight, fill: color, stroke: .white,
          strokeWidth: 0.5)
        let label = NumberText.rounded(v, decimals: digits)
        if cellHeight >= 14, TextMetrics.width(label, size: 10) + 4 <= cellWidth {
          c.text(
            label, x: x + cellWidth / 2, y: y + cellHeight / 2 + 3.5, anchor: .middle, size: 10,
            color: color.relativeLuminance > 0.179 ? .black : .white)
        }
      }
    }
    for cell in highlighted
    where cell.column >= 0 && cell.column < nx && cell.row >= 0 && cell.row < ny {
      let x = left + Double(cell.column) * cellWidth
      let y = top + Double(ny - 1 - cell.row) * cellHeight
      c.rect(
        x: x + 1, y: y + 1, width: cellWidth - 2, height: cellHeight - 2, fill: nil,
        stroke: .black, strokeWidth: 2.5)
      c.rect(
        x: x + 3, y: y + 3, width: cellWidth - 6, height: cellHeight - 6, fill: nil,
        stroke: .white, strokeWidth: 1)
    }
    c.rect(
      x: left, y: top, width: plotWidth, height: plotHeight, fill: nil,
      stroke: PlotFrame.axisColor)

    // Axis labels: every column/row value, thinned when they would overlap.
    let xEvery = Swift.max(Int(((xLabelWidth + 6) / cellWidth).rounded(.up)), 1)
    for (column, text) in xLabelTexts.enumerated() where column % xEvery == 0 {
      let x = left + (Double(column) + 0.5) * cellWidth
      c.line(
        x1: x, y1: top + plotHeight, x2: x, y2: top + plotHeight + 4, stroke: PlotFrame.axisColor)
      c.text(text, x: x, y: top + plotHeight + 16, anchor: .middle, size: 11)
    }
    let yEvery = Swift.max(Int((13 / cellHeight).rounded(.up)), 1)
    for (row, text) in yLabelTexts.enumerated() where row % yEvery == 0 {
      let y = top + (Double(ny - 1 - row) + 0.5) * cellHeight
      c.line(x1: left - 4, y1: y, x2: left, y2: y, stroke: PlotFrame.axisColor)
      c.text(text, x: left - 6, y: y + 4, anchor: .end, size: 11)
    }
    c.text(
      xLabel, x: left + plotWidth / 2, y: top + plotHeight + 34, anchor: .middle, size: 12)
    c.text(yLabel, x: 14, y: top + plotHeight / 2, anchor: .middle, size: 12, rotation: -90)

    drawColorBar(&c, x: barX, top: top, height: barHeight, ticks: ticks)
    c.text(
      metricName, x: metricX, y: top + barHeight / 2, anchor: .middle, size: 12, rotation: -90)
    if anyMissing {
      let y = top + barHeight + 14
      Self.drawMissing(&c, x: barX, y: y, width: 14, height: 14)
      c.text("no data", x: barX + 20, y: y + 11, size: 11)
    }
    return c
  }

  /// The colour bar: 64 stripes from the ramp (no gradient element, so no ids) and value ticks.
  private func drawColorBar(
    _ c: inout SVGCanvas, x: Double, top: Double, height: Double, ticks: AxisTicks
  ) {
    let stripes = 64
    let stripeHeight = height / Double(stripes)
    for i in 0..<stripes {
      let t = (Double(i) + 0.5) / Double(stripes)
      let y = top + height - Double(i + 1) * stripeHeight
      // Overlap by a quarter pixel to avoid hairline seams between stripes.
      c.rect(x: x, y: y, width: 14, height: stripeHeight + 0.25, fill: ColorRamp.color(at: t))
    }
    c.rect(x: x, y: top, width: 14, height: height, fill: nil, stroke: PlotFrame.axisColor)
    let lo = valueRange?.lowerBound ?? ticks.lower
    let hi = valueRange?.upperBound ?? ticks.upper
    let scale = LinearScale(domain: lo...hi, rangeStart: top + height, rangeEnd: top)
    for (v, label) in zip(ticks.values, ticks.labels) where v >= lo - 1e-12 && v <= hi + 1e-12 {
      let y = scale.map(v)
      c.line(x1: x + 14, y1: y, x2: x + 18, y2: y, stroke: PlotFrame.axisColor)
      c.text(label, x: x + 20, y: y + 4, size: 11)
    }
  }

  private static func drawMissing(
    _ c: inout SVGCanvas, x: Double, y: Double, width: Double, height: Double
  ) {
    let grey = RGBColor(hex: 0xA0A0A0)
    c.rect(x: x, y: y, width: width, height: height, fill: .white, stroke: grey, strokeWidth: 0.5)
    c.line(x1: x + 2, y1: y + 2, x2: x + width - 2, y2: y + height - 2, stroke: grey)
    c.line(x1: x + width - 2, y1: y + 2, x2: x + 2, y2: y + height - 2, stroke: grey)
  }
}
