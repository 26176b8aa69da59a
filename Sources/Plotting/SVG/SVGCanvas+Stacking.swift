extension SVGCanvas {
  /// Several canvases one above the other, left-aligned, separated by `spacing` pixels, under an
  /// optional bold title. The result is as wide as the widest part.
  public static func stacked(_ parts: [SVGCanvas], title: String? = nil, spacing: Double = 4)
    -> SVGCanvas
  {
    let width = parts.map(\.width).max() ?? 0
    var y = title == nil ? 0.0 : 30.0
    var offsets: [Double] = []
    for p in parts {
      offsets.append(y)
      y += p.height + spacing
    }
    let height = Swift.max(y - (parts.isEmpty ? 0 : spacing), 1)
    var c = SVGCanvas(width: width, height: height, title: title ?? parts.first?.title)
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    if let title { c.text(title, x: 12, y: 21, size: 15, bold: true) }
    for (p, dy) in zip(parts, offsets) { c.embed(p, x: 0, y: dy) }
    return c
  }
}
