import AnimationMath

extension LineChart {
  /// Marks used for series in the text rendering, in palette order.
  static let textMarks: [Character] = ["•", "∘", "×", "+", "▪", "◇", "*"]

  /// The chart as a small Unicode plot for a terminal, `columns` × `rows` plotting cells.
  ///
  /// A single line series is drawn with Braille dots (2 × 4 dots per cell, so curves look
  /// smooth); several series use one mark each (`•`, `∘`, `×`, …), named in the legend line.
  /// Vertical markers are drawn as `┊` where no data is, notes are listed below the plot. The
  /// y axis shows nice tick values, the x axis its first, middle and last ticks. Sizes are
  /// clamped to 16…200 columns and 4…60 rows. Output ends with a newline; it is plain text
  /// (no colour escapes), so it is the same bytes on every terminal.
  public func text(columns: Int = 64, rows: Int = 16) -> String {
    let width = Swift.min(Swift.max(columns, 16), 200)
    let height = Swift.min(Swift.max(rows, 4), 60)
    let (allX, allY) = ticks()
    let xDomain = xAxis.range ?? (allX.lower...allX.upper)
    let yDomain = yAxis.range ?? (allY.lower...allY.upper)
    let yTicks = AxisTicks(
      lower: yDomain.lowerBound, upper: yDomain.upperBound, maximumCount: Swift.max(height / 4, 2))
    let drawable = series.filter { $0.kind != .guide && !$0.points.isEmpty }
    let braille = drawable.count == 1 && drawable[0].kind == .line
    var grid = TextGrid(columns: width, rows: height)
    let sx = LinearScale(domain: xDomain, rangeStart: 0, rangeEnd: Double(width) - 1e-9)
    let sy = LinearScale(domain: yDomain, rangeStart: Double(height) - 1e-9, rangeEnd: 0)
    for m in markers where m.x.isFinite && xDomain.contains(m.x) {
      let column = Int(sx.map(m.x))
      for row in 0..<height { grid.setIfEmpty(column, row, "┊") }
    }
    for (index, s) in drawable.enumerated() {
      let mark = Self.textMarks[index % Self.textMarks.count]
      let cellPoints = s.points.map { p -> SIMD2<Double> in
        guard p.x.isFinite, p.y.isFinite, xDomain.contains(p.x), yDomain.contains(p.y) else {
          return SIMD2(.nan, .nan)
        }
        return SIMD2(sx.map(p.x), sy.map(p.y))
      }
      for p in TextGrid.densify(cellPoints, kind: s.kind) {
        if braille {
          grid.dot(p.x, p.y)
        } else {
          grid.set(Int(p.x), Int(p.y), mark)
        }
      }
    }
    // Y labels on the rows nearest to each tick.
    var labels = [String](repeating: "", count: height)
    for v in yTicks.values where yDomain.contains(v) {
      let row = Swift.min(Swift.max(Int(sy.map(v)), 0), height - 1)
      labels[row] = NumberText.rounded(v, decimals: yTicks.decimals)
    }
    let labelWidth = labels.map(\.count).max() ?? 0
    var out = ""
    if let title { out += title + "\n" }
    out += yAxis.label + "\n"
    for row in 0..<height {
      let label = labels[row]
      out += String(repeating: " ", count: labelWidth - label.count) + label
      out += label.isEmpty ? " │" : " ┤"
      out += grid.line(row) + "\n"
    }
    out += String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: width)
    out += "\n"
    out += String(repeating: " ", count: labelWidth + 2)
    out += Self.xTickLine(xDomain, width: width) + "\n"
    let xTitle = xAxis.label
    out += String(repeating: " ", count: labelWidth + 2 + Swift.max((width - xTitle.count) / 2, 0))
    out += xTitle + "\n"
    let legend = drawable.enumerated().filter { $0.element.inLegend }.map { index, s in
      (braille ? "⠿" : String(Self.textMarks[index % Self.textMarks.count])) + " " + s.name
    }
    if !legend.isEmpty { out += legend.joined(separator: "   ") + "\n" }
    for m in markers where m.x.isFinite && !m.label.isEmpty { out += "┊ " + m.label + "\n" }
    for n in notes { out += "∘ " + n.label + "\n" }
    return out
  }

  /// First, middle and last value of the x domain, laid out under `width` columns.
  private static func xTickLine(_ domain: ClosedRange<Double>, width: Int) -> String {
    let ticks = AxisTicks(lower: domain.lowerBound, upper: domain.upperBound, maximumCount: 4)
    let decimals = ticks.decimals
    let lo = NumberText.rounded(domain.lowerBound, decimals: decimals)
    let hi = NumberText.rounded(domain.upperBound, decimals: decimals)
    let mid = NumberText.rounded(
      (domain.lowerBound + domain.upperBound) / 2, decimals: decimals + 1)
    var chars = [Character](repeating: " ", count: width)
    func place(_ s: String, at start: Int) {
      let begin = Swift.min(Swift.max(start, 0), Swift.max(width - s.count, 0))
      for (i, ch) in s.enumerated() where begin + i < width { chars[begin + i] = ch }
    }
    place(lo, at: 0)
    if width >= lo.count + mid.count + hi.count + 4 { place(mid, at: width / 2 - mid.count / 2) }
    place(hi, at: width - hi.count)
    var line = String(chars)
    while line.last == " " { line.removeLast() }
    return line
  }
}
