extension SVGCanvas {
  /// Several canvases one above the other, left-aligned, separated by `spacing` pixels, under an
  /// optional bold title. The result is as wide as the widest part.
  public static func stacked(_ parts: [SVGCanvas], title: String? = nil, spacing: Double = 4)
    -> SVGCanvas
  {
    let width = parts.map(\.width).max() ?? 0
    // A long title wraps to the width.
    let titleLines = title.map { TextMetrics.wrap($0, size: 15, width: width - 24) } ?? []
    var y = title == nil ? 0.0 : 10 + 20 * Double(titleLines.count)
    var offsets: [Double] = []
    for p in parts {
      offsets.append(y)
      y += p.height + spacing
    }
    let height = Swift.max(y - (parts.isEmpty ? 0 : spacing), 1)
    var c = SVGCanvas(width: width, height: height, title: title ?? parts.first?.title)
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    c.textLines(titleLines, x: 12, y: 21, size: 15, bold: true, lineHeight: 20)
    for (p, dy) in zip(parts, offsets) { c.embed(p, x: 0, y: dy) }
    return c
  }
}
