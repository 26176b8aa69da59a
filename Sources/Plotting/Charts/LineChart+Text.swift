import AnimationMath
import TextFormats

extension LineChart {
  /// Marks used for series in the text rendering, in palette order.
  static let textMarks: [Character] = [
    "•", "∘", "×", "+", "▪", "◇", "*", "▴", "○", "#", "◆", "%", "@", "~", "=", "^",
  ]

  /// The chart as a small Unicode plot for a terminal, `columns` × `rows` plotting cells, every
  /// line at most `lineWidth` characters (default 80, a standard terminal): the plotting area
  /// narrows to leave room for the y labels, and the title, legend and labels wrap.
  ///
  /// A single line series is drawn with Braille dots (2 × 4 dots per cell, so curves look
  /// smooth); several series use one mark each (`•`, `∘`, `×`, …), named in the legend line.
  /// Vertical markers are drawn as `┊` where no data is, notes are listed below the plot. The
  /// y axis shows nice tick values, the x axis its first, middle and last ticks. Sizes are
  /// clamped to 16…200 columns and 4…60 rows (`lineWidth` to at least 24). Output ends with a newline; it is plain text
  /// (no colour escapes), so it is the same bytes on every terminal.
  public func text(columns: Int = 64, rows: Int = 16, lineWidth: Int = 80) -> String {
    let lineWidth = Swift.max(lineWidth, 24)
    let height = Swift.min(Swift.max(rows, 4), 60)
    let (allX, allY) = ticks()
    let xDomain = xAxis.range ?? (allX.lower...allX.upper)
    let yDomain = yAxis.range ?? (allY.lower...allY.upper)
    let yTicks = AxisTicks(
      lower: yDomain.lowerBound, upper: yDomain.upperBound, maximumCount: Swift.max(height / 4, 2))
    let yTickWidth =
      yTicks.values.filter { yDomain.contains($0) }.map {
        NumberText.rounded($0, decimals: yTicks.decimals).count
      }.max() ?? 0
    let width = Swift.min(Swift.max(columns, 16), 200, Swift.max(lineWidth - yTickWidth - 2, 16))
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
    func add(_ line: String) {
      for l in TextWrap.lines(line, width: lineWidth) { out += l + "\n" }
    }
    if let title { add(title) }
    add(yAxis.label)
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
    add(
      String(repeating: " ", count: labelWidth + 2 + Swift.max((width - xTitle.count) / 2, 0))
        + xTitle)
    let legend = drawable.enumerated().filter { $0.element.inLegend }.map { index, s in
      (braille ? "⠿" : String(Self.textMarks[index % Self.textMarks.count])) + " " + s.name
    }
    // Legend entries side by side while they fit, each on its own line otherwise.
    var row = ""
    for entry in legend {
      if !row.isEmpty, row.count + 3 + entry.count > lineWidth {
        add(row)
        row = ""
      }
      row += (row.isEmpty ? "" : "   ") + entry
    }
    if !row.isEmpty { add(row) }
    for m in markers where m.x.isFinite && !m.label.isEmpty { add("┊ " + m.label) }
    for n in notes { add("∘ " + n.label) }
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
