import AnimationMath
import TextFormats

extension TimelineChart {
  /// The timeline as plain Unicode text: per lane a header line (name and value range) and a
  /// three-row Braille curve with `◆` at the keyframes, then the shared time axis. `columns` is
  /// clamped to 16…200 and to `lineWidth − 1` (every line at most `lineWidth` characters,
  /// default 80; headers wrap). Ends with a newline.
  public func text(columns: Int = 64, lineWidth: Int = 80) -> String {
    let lineWidth = Swift.max(lineWidth, 24)
    let width = Swift.min(Swift.max(columns, 16), 200, lineWidth - 1)
    func wrap(_ line: String) -> String {
      TextWrap.lines(line, width: lineWidth).map { $0 + "\n" }.joined()
    }
    let ticks = timeTicks()
    let domain = timeAxis.range ?? (ticks.lower...ticks.upper)
    let sx = LinearScale(domain: domain, rangeStart: 0, rangeEnd: Double(width) - 1e-9)
    let rows = 3
    var out = ""
    if let title { out += wrap(title) }
    for lane in lanes {
      let label = Self.laneLabel(lane)
      out += wrap(label.name + "  " + label.range)
      let r = lane.valueRange ?? (0...1)
      let flat = r.lowerBound == r.upperBound
      let sy = LinearScale(
        domain: flat ? (r.lowerBound - 1)...(r.upperBound + 1) : r,
        rangeStart: Double(rows) - 1e-9, rangeEnd: 0)
      var grid = TextGrid(columns: width, rows: rows)
      let cells = lane.samples.map { p -> SIMD2<Double> in
        guard p.x.isFinite, p.y.isFinite, domain.contains(p.x) else { return SIMD2(.nan, .nan) }
        return SIMD2(sx.map(p.x), sy.map(p.y))
      }
      for p in TextGrid.densify(cells, kind: .line) { grid.dot(p.x, p.y) }
      for k in lane.keyframes where k.x.isFinite && k.y.isFinite && domain.contains(k.x) {
        grid.mark(Int(sx.map(k.x)), Swift.min(Swift.max(Int(sy.map(k.y)), 0), rows - 1), "◆")
      }
      for row in 0..<rows { out += "│" + grid.line(row) + "\n" }
    }
    out += "└" + String(repeating: "─", count: width) + "\n"
    let lo = NumberText.rounded(domain.lowerBound, decimals: ticks.decimals)
    let hi = NumberText.rounded(domain.upperBound, decimals: ticks.decimals)
    out += " " + lo + String(repeating: " ", count: Swift.max(width - lo.count - hi.count, 1)) + hi
    out += "\n"
    let axisTitle = timeAxis.label
    out += wrap(
      String(repeating: " ", count: 1 + Swift.max((width - axisTitle.count) / 2, 0)) + axisTitle)
    return out
  }
}
