import AnimationMath

/// How one data series is stroked: colour, dash pattern and width.
///
/// ``SeriesStyle/palette(_:)`` cycles through the Okabe–Ito colour-blind-safe colours (Okabe and
/// Ito, "Color Universal Design", 2008) paired with distinct dash patterns, so series stay apart in
/// greyscale print as well as for colour-blind readers.
public struct SeriesStyle: Hashable, Sendable {
  /// Stroke colour.
  public var color: RGBColor
  /// SVG dash pattern in pixels (`[]` = solid).
  public var dash: [Double]
  /// Stroke width in pixels.
  public var width: Double
  /// A mark repeated along the line (and in its legend sample); nil for none.
  public var marker: MarkerShape?

  /// A mark drawn along a line so that series sharing a colour stay apart.
  public enum MarkerShape: CaseIterable, Hashable, Sendable {
    /// A hollow circle.
    case circle
    /// A filled square.
    case square
    /// A filled triangle pointing up.
    case triangle
    /// A hollow diamond.
    case diamond
    /// A diagonal cross.
    case cross

    /// Draws the mark centred at `p`, about 9 px across.
    func draw(_ c: inout SVGCanvas, at p: SIMD2<Double>, color: RGBColor) {
      let r = 4.0
      switch self {
      case .circle:
        c.circle(cx: p.x, cy: p.y, r: r, fill: .white, stroke: color, strokeWidth: 1.5)
      case .square:
        c.rect(
          x: p.x - r + 0.5, y: p.y - r + 0.5, width: 2 * r - 1, height: 2 * r - 1, fill: color)
      case .triangle:
        c.polygon(
          [SIMD2(p.x, p.y - r - 0.5), SIMD2(p.x + r, p.y + r - 1), SIMD2(p.x - r, p.y + r - 1)],
          fill: color)
      case .diamond:
        c.polygon(
          [
            SIMD2(p.x, p.y - r - 0.5), SIMD2(p.x + r + 0.5, p.y), SIMD2(p.x, p.y + r + 0.5),
            SIMD2(p.x - r - 0.5, p.y),
          ],
          fill: .white, stroke: color, strokeWidth: 1.5)
      case .cross:
        c.line(x1: p.x - r, y1: p.y - r, x2: p.x + r, y2: p.y + r, stroke: color, width: 2)
        c.line(x1: p.x - r, y1: p.y + r, x2: p.x + r, y2: p.y - r, stroke: color, width: 2)
      }
    }
  }

  /// Creates a style.
  public init(
    color: RGBColor, dash: [Double] = [], width: Double = 2, marker: MarkerShape? = nil
  ) {
    self.color = color
    self.dash = dash
    self.width = width
    self.marker = marker
  }

  /// The `index`-th style of the palette (negative indices count as 0).
  ///
  /// Order: blue solid, vermilion dashed, bluish green dotted, reddish purple dash-dot,
  /// orange long-dashed, sky blue dash-dot-dot, black fine-dashed. From the 8th on the colours
  /// repeat with another dash pattern and a mark along the line (circle, square, triangle,
  /// diamond, cross), so that no two of the first 35 styles look alike, in colour or in grey.
  public static func palette(_ index: Int) -> SeriesStyle {
    let entries: [(UInt32, [Double])] = [
      (0x0072B2, []),
      (0xD55E00, [7, 4]),
      (0x009E73, [2, 3]),
      (0xCC79A7, [9, 3, 2, 3]),
      (0xE69F00, [12, 5]),
      (0x56B4E9, [8, 3, 2, 3, 2, 3]),
      (0x000000, [4, 2]),
    ]
    let i = Swift.max(index, 0)
    let (k, round) = (i % entries.count, i / entries.count)
    guard round > 0 else {
      return SeriesStyle(color: RGBColor(hex: entries[k].0), dash: entries[k].1)
    }
    let shapes = MarkerShape.allCases
    return SeriesStyle(
      color: RGBColor(hex: entries[k].0), dash: entries[(k + 3 * round) % entries.count].1,
      marker: shapes[(k + round - 1) % shapes.count])
  }

  /// The SVG `stroke-dasharray` value, or nil for a solid line.
  var dashArray: String? {
    dash.isEmpty ? nil : dash.map { NumberText.rounded($0, decimals: 2) }.joined(separator: " ")
  }
}
