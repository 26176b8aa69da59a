/// A legend laid out in rows below a chart: a short stroke sample in each series' style followed
/// by its name, wrapping to a new row when the next entry would pass `width`.
struct Legend: Sendable {
  struct Entry: Sendable {
    var name: String
    var style: SeriesStyle
    var kind: LineChart.Series.Kind
  }

  var entries: [Entry]
  var width: Double
  static let rowHeight = 18.0
  static let sample = 30.0

  /// The name of every entry as lines: wrapped when one entry alone is wider than the legend.
  private var nameLines: [[String]] {
    entries.map {
      TextMetrics.wrap($0.name, size: 12, width: Swift.max(width - Self.sample - 6, 60))
    }
  }

  /// (x offset, row) of every entry; an entry of several lines starts a row of its own and
  /// takes as many rows as it has lines.
  private var positions: [(Double, Int)] {
    var result: [(Double, Int)] = []
    var x = 0.0
    var row = 0
    for lines in nameLines {
      let w =
        Self.sample + 6 + (lines.map { TextMetrics.width($0, size: 12) }.max() ?? 0) + 18
      if x > 0, x + w > width || lines.count > 1 {
        x = 0
        row += 1
      }
      result.append((x, row))
      if lines.count > 1 {
        row += lines.count - 1
        x = width
      } else {
        x += w
      }
    }
    return result
  }

  var height: Double {
    guard let last = positions.last, let lines = nameLines.last else { return 0 }
    return Double(last.1 + lines.count) * Self.rowHeight
  }

  func draw(_ c: inout SVGCanvas, x: Double, y: Double) {
    for ((e, (dx, row)), lines) in zip(zip(entries, positions), nameLines) {
      let x0 = x + dx
      let yMid = y + Double(row) * Self.rowHeight + 9
      switch e.kind {
      case .line, .guide:
        c.line(
          x1: x0, y1: yMid, x2: x0 + Self.sample, y2: yMid, stroke: e.style.color,
          width: e.style.width, dash: e.style.dash)
        if let shape = e.style.marker {
          shape.draw(&c, at: SIMD2(x0 + Self.sample / 2, yMid), color: e.style.color)
        }
        if e.kind == .guide {
          c.circle(
            cx: x0 + Self.sample / 2, cy: yMid, r: 3.5, fill: .white, stroke: e.style.color,
            strokeWidth: 1.5)
        }
      case .markers:
        c.circle(
          cx: x0 + Self.sample / 2, cy: yMid, r: 4, fill: e.style.color, stroke: e.style.color,
          strokeWidth: 1.5)
      }
      c.textLines(
        lines, x: x0 + Self.sample + 6, y: yMid + 4, size: 12, lineHeight: Self.rowHeight)
    }
  }
}
