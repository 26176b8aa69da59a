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
      labels[row] = PlotNumber.format(v, decimals: yTicks.decimals)
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
    let lo = PlotNumber.format(domain.lowerBound, decimals: decimals)
    let hi = PlotNumber.format(domain.upperBound, decimals: decimals)
    let mid = PlotNumber.format((domain.lowerBound + domain.upperBound) / 2, decimals: decimals + 1)
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

/// A character grid for the text renderer, with optional Braille sub-cell dots.
struct TextGrid {
  let columns: Int
  let rows: Int
  private var cells: [Character]
  private var dots: [UInt8]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: " ", count: columns * rows)
    dots = Array(repeating: 0, count: columns * rows)
  }

  mutating func set(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row * columns + column] = ch
  }

  mutating func setIfEmpty(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    if cells[row * columns + column] == " " { cells[row * columns + column] = ch }
  }

  /// Puts `ch` in a cell, replacing any Braille dots there.
  mutating func mark(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row * columns + column] = ch
    dots[row * columns + column] = 0
  }

  /// Sets the Braille dot at fractional cell position (x, y).
  mutating func dot(_ x: Double, _ y: Double) {
    guard x.isFinite, y.isFinite, x >= 0, y >= 0 else { return }
    let column = Int(x)
    let row = Int(y)
    guard column < columns, row < rows else { return }
    let dx = Swift.min(Int((x - Double(column)) * 2), 1)
    let dy = Swift.min(Int((y - Double(row)) * 4), 3)
    // Unicode Braille patterns: dots 1-2-3-7 in the left column, 4-5-6-8 in the right.
    let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    dots[row * columns + column] |= bits[dy][dx]
  }

  func line(_ row: Int) -> String {
    var s = ""
    for column in 0..<columns {
      let d = dots[row * columns + column]
      if d != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(d)) {
        s.unicodeScalars.append(scalar)
      } else {
        s.append(cells[row * columns + column])
      }
    }
    while s.last == " " { s.removeLast() }
    return s
  }

  /// Cell-space points with straight segments subdivided at quarter-dot spacing, so a line
  /// leaves no gaps at Braille resolution; markers are returned as given. Non-finite points
  /// break the line.
  static func densify(_ points: [SIMD2<Double>], kind: LineChart.Series.Kind) -> [SIMD2<Double>] {
    let finite = { (p: SIMD2<Double>) in p.x.isFinite && p.y.isFinite }
    guard kind == .line else { return points.filter(finite) }
    var result: [SIMD2<Double>] = []
    for (a, b) in zip(points, points.dropFirst()) where finite(a) && finite(b) {
      let d = b - a
      let steps = Swift.min(Int((Swift.max(abs(d.x) * 8, abs(d.y) * 16)).rounded(.up)), 10_000)
      for i in 0..<Swift.max(steps, 1) {
        result.append(a + d * (Double(i) / Double(Swift.max(steps, 1))))
      }
    }
    result.append(contentsOf: points.suffix(1).filter(finite))
    return result
  }
}
