import AnimationMath

/// A small, deterministic SVG 1.1 writer: shapes and text appended in order, serialised as one
/// well-formed XML document.
///
/// Coordinates are pixels with y growing downwards, printed with `NumberText.rounded(_:decimals:)`
/// (two fraction digits); text is escaped with ``XMLEscaping/escape(_:)``. The output uses no
/// `id` attributes, scripts, external fonts or stylesheets, so several charts can be inlined in
/// one HTML page without clashing. Non-finite coordinates are written as `0` rather than producing
/// invalid numbers (charts drop non-finite data before drawing).
public struct SVGCanvas: Sendable {
  /// Horizontal alignment of text relative to its anchor point.
  public enum TextAnchor: String, Sendable {
    /// The text starts at x.
    case start
    /// The text is centred on x.
    case middle
    /// The text ends at x.
    case end
  }

  /// Canvas width in pixels.
  public let width: Double
  /// Canvas height in pixels.
  public let height: Double
  /// Accessible title (`<title>` element), if any.
  public var title: String?
  /// Serialised child elements, one per line.
  private(set) var elements: [String] = []

  /// The font stack used for all text: system UI fonts, no downloads.
  public static let fontFamily =
    "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

  /// Creates an empty canvas of `width` × `height` pixels.
  public init(width: Double, height: Double, title: String? = nil) {
    self.width = width
    self.height = height
    self.title = title
  }

  /// Appends a raw element `<name attr="v" …/>` or `<name …>text</name>`. Attribute values and
  /// text are escaped; attributes keep the given order.
  public mutating func element(
    _ name: String, _ attributes: [(String, String)], text: String? = nil
  ) {
    var s = "<" + name
    for (key, value) in attributes {
      s += " " + key + "=\"" + XMLEscaping.escape(value) + "\""
    }
    if let text {
      s += ">" + XMLEscaping.escape(text) + "</" + name + ">"
    } else {
      s += "/>"
    }
    elements.append(s)
  }

  /// A rectangle; `fill: nil` means unfilled, `stroke: nil` means no outline. A `tooltip`
  /// becomes the rectangle's `<title>` child, which browsers show on hover without a script.
  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: RGBColor?,
    stroke: RGBColor? = nil, strokeWidth: Double = 1, opacity: Double? = nil,
    dash: [Double] = [], tooltip: String? = nil
  ) {
    var a: [(String, String)] = [
      ("x", Self.n(x)), ("y", Self.n(y)), ("width", Self.n(Swift.max(width, 0))),
      ("height", Self.n(Swift.max(height, 0))), ("fill", fill?.hexString ?? "none"),
    ]
    if let opacity { a.append(("fill-opacity", Self.n(opacity))) }
    if let stroke {
      a.append(("stroke", stroke.hexString))
      a.append(("stroke-width", Self.n(strokeWidth)))
      if !dash.isEmpty { a.append(("stroke-dasharray", Self.dashText(dash))) }
    }
    element("rect", a)
    if let tooltip, let last = elements.popLast() {
      elements.append(
        String(last.dropLast(2)) + "><title>" + XMLEscaping.escape(tooltip) + "</title></rect>")
    }
  }

  /// A straight line segment.
  public mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: RGBColor, width: Double = 1,
    dash: [Double] = []
  ) {
    var a: [(String, String)] = [
      ("x1", Self.n(x1)), ("y1", Self.n(y1)), ("x2", Self.n(x2)), ("y2", Self.n(y2)),
      ("stroke", stroke.hexString), ("stroke-width", Self.n(width)),
    ]
    if !dash.isEmpty { a.append(("stroke-dasharray", Self.dashText(dash))) }
    element("line", a)
  }

  /// An open polyline through `points` (pixel coordinates), stroked with `style`. Fewer than two
  /// points draw nothing.
  public mutating func polyline(_ points: [SIMD2<Double>], style: SeriesStyle) {
    guard points.count >= 2 else { return }
    var text = ""
    text.reserveCapacity(points.count * 14)
    for (i, p) in points.enumerated() {
      if i > 0 { text += " " }
      text += Self.n(p.x) + "," + Self.n(p.y)
    }
    var a: [(String, String)] = [
      ("points", text), ("fill", "none"), ("stroke", style.color.hexString),
      ("stroke-width", Self.n(style.width)), ("stroke-linejoin", "round"),
      ("stroke-linecap", "butt"),
    ]
    if let dash = style.dashArray { a.append(("stroke-dasharray", dash)) }
    element("polyline", a)
  }

  /// A circle; `fill: nil` draws only the outline.
  public mutating func circle(
    cx: Double, cy: Double, r: Double, fill: RGBColor?, stroke: RGBColor? = nil,
    strokeWidth: Double = 1
  ) {
    var a: [(String, String)] = [
      ("cx", Self.n(cx)), ("cy", Self.n(cy)), ("r", Self.n(r)),
      ("fill", fill?.hexString ?? "none"),
    ]
    if let stroke {
      a.append(("stroke", stroke.hexString))
      a.append(("stroke-width", Self.n(strokeWidth)))
    }
    element("circle", a)
  }

  /// A closed polygon through `points` (pixel coordinates).
  public mutating func polygon(
    _ points: [SIMD2<Double>], fill: RGBColor?, stroke: RGBColor? = nil, strokeWidth: Double = 1
  ) {
    guard !points.isEmpty else { return }
    let text = points.map { Self.n($0.x) + "," + Self.n($0.y) }.joined(separator: " ")
    var a: [(String, String)] = [("points", text), ("fill", fill?.hexString ?? "none")]
    if let stroke {
      a.append(("stroke", stroke.hexString))
      a.append(("stroke-width", Self.n(strokeWidth)))
    }
    element("polygon", a)
  }

  /// A line of text with its baseline at `y`; `rotation` in degrees turns it about (x, y)
  /// (−90 reads bottom-to-top, for vertical axis titles). With `halo` the glyphs get a 3 px white
  /// outline painted under the fill (`paint-order="stroke"`), so a label drawn across a curve or
  /// a marker line stays readable; renderers without `paint-order` draw the outline on top,
  /// which thins the glyphs but keeps them legible.
  public mutating func text(
    _ string: String, x: Double, y: Double, anchor: TextAnchor = .start, size: Double = 12,
    bold: Bool = false, color: RGBColor = RGBColor(hex: 0x222222), rotation: Double? = nil,
    halo: Bool = false
  ) {
    var a: [(String, String)] = [
      ("x", Self.n(x)), ("y", Self.n(y)), ("font-size", Self.n(size)),
    ]
    if anchor != .start { a.append(("text-anchor", anchor.rawValue)) }
    if bold { a.append(("font-weight", "bold")) }
    a.append(("fill", color.hexString))
    if halo {
      a.append(contentsOf: [
        ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"),
        ("paint-order", "stroke"),
      ])
    }
    if let rotation {
      a.append(("transform", "rotate(\(Self.n(rotation)) \(Self.n(x)) \(Self.n(y)))"))
    }
    element("text", a, text: string)
  }

  /// Lines of text one under another, the first baseline at `y`, `lineHeight` apart (default
  /// 1.25 × `size`); returns the baseline of the last line.
  @discardableResult
  public mutating func textLines(
    _ lines: [String], x: Double, y: Double, anchor: TextAnchor = .start, size: Double = 12,
    bold: Bool = false, color: RGBColor = RGBColor(hex: 0x222222), lineHeight: Double? = nil
  ) -> Double {
    let step = lineHeight ?? size * 1.25
    var baseline = y
    for (i, line) in lines.enumerated() {
      baseline = y + Double(i) * step
      text(line, x: x, y: baseline, anchor: anchor, size: size, bold: bold, color: color)
    }
    return baseline
  }

  /// The smallest font size of any text on the canvas (embedded canvases included), or nil
  /// without text. With ``width`` it tells how far the picture may be scaled down before its
  /// text gets smaller than a reader can take in (see ``readableWidth(minimumTextSize:)``).
  public var smallestFontSize: Double? {
    var smallest: Double?
    let key = Array(" font-size=\"".utf8)
    for e in elements where e.hasPrefix("<text ") {
      let bytes = Array(e.utf8)
      var i = 0
      while i + key.count <= bytes.count, !bytes[i..<(i + key.count)].elementsEqual(key) { i += 1 }
      guard i + key.count <= bytes.count else { continue }
      var end = i + key.count
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
      let digits = String(decoding: bytes[(i + key.count)..<end], as: UTF8.self)
      if let v = Double(digits) { smallest = Swift.min(smallest ?? v, v) }
    }
    return smallest
  }

  /// The narrowest display width, in CSS px, at which every text of the canvas still renders at
  /// `minimumTextSize` px or more when the SVG is scaled to that width (`width` × minimum /
  /// ``smallestFontSize``); ``width`` itself when no text is smaller than the minimum would
  /// allow. A page that shows the picture in a narrower column should let it scroll sideways in
  /// its own box from this width down, rather than shrink it.
  public func readableWidth(minimumTextSize: Double = 11) -> Double {
    guard let s = smallestFontSize, s > 0 else { return width }
    return width * minimumTextSize / s
  }

  /// Draws `other`'s elements translated by (`x`, `y`) inside a `<g>` group.
  public mutating func embed(_ other: SVGCanvas, x: Double, y: Double) {
    elements.append("<g transform=\"translate(\(Self.n(x)),\(Self.n(y)))\">")
    elements.append(contentsOf: other.elements)
    elements.append("</g>")
  }

  /// The complete SVG document (no XML declaration, so it can also be inlined in HTML), ending
  /// with a newline.
  public func svg() -> String {
    var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
    s += " width=\"\(Self.n(width))\" height=\"\(Self.n(height))\""
    s += " viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\""
    s += " font-family=\"" + XMLEscaping.escape(Self.fontFamily) + "\""
    s += (title == nil ? ">\n" : " role=\"img\">\n")
    if let title { s += "<title>" + XMLEscaping.escape(title) + "</title>\n" }
    for e in elements {
      s += e
      s += "\n"
    }
    s += "</svg>\n"
    return s
  }

  /// A coordinate: two fraction digits, `0` for non-finite values.
  static func n(_ v: Double) -> String {
    v.isFinite ? NumberText.rounded(v, decimals: 2) : "0"
  }

  private static func dashText(_ dash: [Double]) -> String {
    dash.map { n($0) }.joined(separator: " ")
  }
}
