import AnimationMath

extension Heatmap {
  /// A parameter value as an axis label: shortest decimal with at most six fraction digits (so
  /// `0.30000000000000004` from a generated range prints as `0.3`).
  static func parameterLabel(_ v: Double) -> String { NumberText.rounded(v, decimals: 6) }

  /// Font size of the cell labels, px.
  static let labelSize = 11.0

  /// Whether every finite cell's label, printed with ``labelDecimals()``, fits a cell of
  /// `width` × `height` px (2 px of margin each side, one line of text).
  func labelsFit(cellWidth width: Double, cellHeight height: Double) -> Bool {
    guard height >= Self.labelSize + 4 else { return false }
    let decimals = labelDecimals()
    return finiteValues().allSatisfy {
      TextMetrics.width(Self.fixed($0, decimals: decimals), size: Self.labelSize) + 4 <= width
    }
  }

  /// The heatmap drawn on a canvas.
  public func canvas() -> SVGCanvas {
    let nx = xValues.count
    let ny = yValues.count
    var cellWidth = Swift.min(Swift.max(440 / Double(Swift.max(nx, 1)), 12), 64)
    // Tall enough for the rotated y title, within 16…56 px per row.
    let titleRoom = (TextMetrics.width(yLabel, size: 12) + 12) / Double(Swift.max(ny, 1))
    let cellHeight = Swift.min(Swift.max(280 / Double(Swift.max(ny, 1)), 16, titleRoom), 56)
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
    let decimals = labelDecimals()
    let labelled = labelsFit(cellWidth: cellWidth, cellHeight: cellHeight)
    let range = colorRange()
    let barLabels = colorBarLabels(decimals: decimals)
    let left = 28 + yLabelWidth + 8
    let plotWidth = Double(nx) * cellWidth
    let plotHeight = Double(ny) * cellHeight
    let barX = left + Swift.max(plotWidth, 40) + 28
    let tickWidth = barLabels.map { TextMetrics.width($0.text, size: 11) }.max() ?? 0
    let metricX = barX + 14 + 6 + tickWidth + 16
    let barHeight = Swift.max(plotHeight - 32, 96)
    // The colour bar's title runs beside it, on as many lines as it needs to stay within it.
    let metricLines = TextMetrics.wrap(metricName, size: 12, width: barHeight + 30)
    let metricRight = metricX + 15 * Double(metricLines.count - 1)
    var anyMissing = false
    for row in 0..<ny {
      for column in 0..<nx where value(column: column, row: row) == nil { anyMissing = true }
    }
    let tied = bestCells().count
    let best = starredCells()
    // The key under the colour bar, one line each.
    var keys: [String] = []
    if !best.isEmpty { keys.append("best") }
    if best.isEmpty && tied > 0 { keys.append("\(tied) cells tie for best") }
    if !highlighted.isEmpty { keys.append("chosen") }
    if anyMissing { keys.append("no data") }
    if !labelled && range != nil { keys.append("values on hover") }
    let keyWidth = keys.map { TextMetrics.width($0, size: 11) + 20 }.max() ?? 0
    let titleText = title ?? metricName
    // A long title may widen the chart up to 560 px before it wraps.
    let width = Swift.max(
      metricRight + 10, barX + keyWidth + 8, TextMetrics.width(xLabel, size: 12) + 24,
      Swift.min(TextMetrics.width(titleText, size: 14) + 24, 560))
    // The title starts at the left edge, so it has the whole width before it wraps.
    let titleLines = TextMetrics.wrap(titleText, size: 14, width: width - 24)
    let top = 24 + Double(titleLines.count) * 18
    // The bar: "better" above it, "worse" below it.
    let barTop = top + 16
    let keyTop = barTop + barHeight + 26
    let height = Swift.max(
      top + plotHeight + 46, keyTop + Double(keys.count) * 18 + 4)
    var c = SVGCanvas(width: width, height: height, title: titleText)
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    c.textLines(titleLines, x: 12, y: 24, size: 14, bold: true, lineHeight: 18)

    // Cells, row 0 at the bottom, each with its exact value on hover.
    for row in 0..<ny {
      let y = top + Double(ny - 1 - row) * cellHeight
      for column in 0..<nx {
        let x = left + Double(column) * cellWidth
        let tip = cellTitle(column: column, row: row, decimals: decimals)
        guard let v = value(column: column, row: row) else {
          Self.drawMissing(&c, x: x, y: y, width: cellWidth, height: cellHeight, tooltip: tip)
          continue
        }
        let color = ColorRamp.color(at: goodness(v, range: range))
        c.rect(
          x: x, y: y, width: cellWidth, height: cellHeight, fill: color, stroke: .white,
          strokeWidth: 0.5, tooltip: tip)
        if labelled {
          c.text(
            Self.fixed(v, decimals: decimals), x: x + cellWidth / 2,
            y: y + cellHeight / 2 + 4, anchor: .middle, size: Self.labelSize,
            color: color.relativeLuminance > 0.179 ? .black : .white)
        }
      }
    }
    for cell in highlighted
    where cell.column >= 0 && cell.column < nx && cell.row >= 0 && cell.row < ny {
      let x = left + Double(cell.column) * cellWidth
      let y = top + Double(ny - 1 - cell.row) * cellHeight
      Self.drawOutline(&c, x: x, y: y, width: cellWidth, height: cellHeight)
    }
    let starRadius = Swift.min(Swift.max(Swift.min(cellWidth, cellHeight) / 5, 3.5), 6)
    for cell in best {
      let x = left + Double(cell.column + 1) * cellWidth - starRadius - 3
      let y = top + Double(ny - 1 - cell.row) * cellHeight + starRadius + 3
      Self.drawStar(&c, x: x, y: y, radius: starRadius)
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

    drawColorBar(&c, x: barX, top: barTop, height: barHeight, labels: barLabels)
    for (i, line) in metricLines.enumerated() {
      c.text(
        line, x: metricX + 15 * Double(i), y: barTop + barHeight / 2, anchor: .middle, size: 12,
        rotation: -90)
    }
    var keyY = keyTop
    for key in keys {
      switch key {
      case "best": Self.drawStar(&c, x: barX + 7, y: keyY + 7, radius: 6)
      case "chosen": Self.drawOutline(&c, x: barX, y: keyY, width: 14, height: 14)
      case "no data":
        Self.drawMissing(&c, x: barX, y: keyY, width: 14, height: 14, tooltip: nil)
      default: break
      }
      let glyph = ["best", "chosen", "no data"].contains(key)
      c.text(key, x: glyph ? barX + 20 : barX, y: keyY + 11, size: 11)
      keyY += 18
    }
    return c
  }

  /// The colour bar's labels from the best end (top) to the worst (bottom): the two ends of the
  /// ``colorRange()`` at the cells' precision, and nice round values between them that keep
  /// 18 % of the bar from either end; each with its position, 0 (bottom) … 1 (top).
  func colorBarLabels(decimals: Int) -> [(position: Double, text: String)] {
    guard let r = colorRange() else { return [] }
    let ends = [r.lowerBound, r.upperBound].map {
      (goodness($0, range: r), Self.fixed($0, decimals: decimals))
    }
    guard r.upperBound > r.lowerBound else { return [(1, ends[1].1)] }
    var out = ends
    let ticks = AxisTicks(lower: r.lowerBound, upper: r.upperBound, maximumCount: 4)
    let tickDecimals = Swift.min(Swift.max(ticks.decimals, 0), decimals)
    for v in ticks.values {
      let t = goodness(v, range: r)
      guard v > r.lowerBound, v < r.upperBound, t > 0.18, t < 0.82 else { continue }
      out.append((t, Self.fixed(v, decimals: tickDecimals)))
    }
    return out.sorted { $0.0 > $1.0 }
  }

  /// The colour bar: 64 stripes from the ramp (no gradient element, so no ids), brightest (best)
  /// at the top, "better" above and "worse" below it, and value labels.
  private func drawColorBar(
    _ c: inout SVGCanvas, x: Double, top: Double, height: Double,
    labels: [(position: Double, text: String)]
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
    c.text("better", x: x, y: top - 5, size: 11, color: RGBColor(hex: 0x444444))
    c.text("worse", x: x, y: top + height + 14, size: 11, color: RGBColor(hex: 0x444444))
    for label in labels {
      let y = top + height * (1 - label.position)
      c.line(x1: x + 14, y1: y, x2: x + 18, y2: y, stroke: PlotFrame.axisColor)
      c.text(label.text, x: x + 20, y: y + 4, size: 11)
    }
  }

  /// The outline of a highlighted cell: black outside, white inside, visible on any colour.
  private static func drawOutline(
    _ c: inout SVGCanvas, x: Double, y: Double, width: Double, height: Double
  ) {
    c.rect(
      x: x + 1, y: y + 1, width: width - 2, height: height - 2, fill: nil, stroke: .black,
      strokeWidth: 2.5)
    c.rect(
      x: x + 3, y: y + 3, width: width - 6, height: height - 6, fill: nil, stroke: .white,
      strokeWidth: 1)
  }

  /// A five-pointed star centred at (x, y): white with a black edge, visible on any colour.
  static func drawStar(_ c: inout SVGCanvas, x: Double, y: Double, radius: Double) {
    var points: [SIMD2<Double>] = []
    for k in 0..<10 {
      let r = k % 2 == 0 ? radius : radius * 0.45
      let angle = -Elementary.pi / 2 + Double(k) * Elementary.pi / 5
      points.append(SIMD2(x + r * Elementary.cos(angle), y + r * Elementary.sin(angle)))
    }
    c.polygon(points, fill: .white, stroke: .black, strokeWidth: 1)
  }

  private static func drawMissing(
    _ c: inout SVGCanvas, x: Double, y: Double, width: Double, height: Double, tooltip: String?
  ) {
    let grey = RGBColor(hex: 0xA0A0A0)
    c.rect(
      x: x, y: y, width: width, height: height, fill: .white, stroke: grey, strokeWidth: 0.5,
      tooltip: tooltip)
    c.line(x1: x + 2, y1: y + 2, x2: x + width - 2, y2: y + height - 2, stroke: grey)
    c.line(x1: x + width - 2, y1: y + 2, x2: x + 2, y2: y + height - 2, stroke: grey)
  }
}
