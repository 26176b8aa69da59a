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

  /// Creates a style.
  public init(color: RGBColor, dash: [Double] = [], width: Double = 2) {
    self.color = color
    self.dash = dash
    self.width = width
  }

  /// The `index`-th style of the palette (wraps around after 7; negative indices count as 0).
  ///
  /// Order: blue solid, vermilion dashed, bluish green dotted, reddish purple dash-dot,
  /// orange long-dashed, sky blue dash-dot-dot, black fine-dashed.
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
    let entry = entries[Swift.max(index, 0) % entries.count]
    return SeriesStyle(color: RGBColor(hex: entry.0), dash: entry.1)
  }

  /// The SVG `stroke-dasharray` value, or nil for a solid line.
  var dashArray: String? {
    dash.isEmpty ? nil : dash.map { NumberText.rounded($0, decimals: 2) }.joined(separator: " ")
  }
}
