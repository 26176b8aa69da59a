import AnimationMath

/// An sRGB colour with components in 0…1 (gamma-encoded, as written in CSS and SVG).
public struct RGBColor: Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double

  /// Creates a colour; components are clamped to 0…1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }

  /// `#rrggbb`, lower case, each channel rounded to the nearest of 0…255.
  public var hexString: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for c in [red, green, blue] {
      let v = Int((c * 255).rounded())
      text.append(digits[v / 16])
      text.append(digits[v % 16])
    }
    return text
  }

  /// Relative luminance Y (WCAG / Rec. 709 primaries): 0.2126 R + 0.7152 G + 0.0722 B on
  /// linearised components. 0 for black, 1 for white.
  public var relativeLuminance: Double {
    0.2126 * Self.linearize(red) + 0.7152 * Self.linearize(green) + 0.0722
      * Self.linearize(blue)
  }

  /// The grey a printer or a greyscale filter would show: Rec. 601 luma
  /// 0.299 R′ + 0.587 G′ + 0.114 B′ on the gamma-encoded components.
  public var luma: Double {
    0.299 * red + 0.587 * green + 0.114 * blue
  }

  /// sRGB decoding: C/12.92 below 0.04045, ((C + 0.055)/1.055)^2.4 above.
  static func linearize(_ c: Double) -> Double {
    c <= 0.040_45 ? c / 12.92 : Elementary.pow((c + 0.055) / 1.055, 2.4)
  }

  /// sRGB encoding, the inverse of ``linearize(_:)``.
  static func encode(_ c: Double) -> Double {
    c <= 0.003_130_8 ? 12.92 * c : 1.055 * Elementary.pow(c, 1 / 2.4) - 0.055
  }

  private static func clamp(_ c: Double) -> Double {
    c.isNaN ? 0 : Swift.min(Swift.max(c, 0), 1)
  }

  /// Black.
  public static let black = RGBColor(hex: 0x000000)
  /// White.
  public static let white = RGBColor(hex: 0xFFFFFF)
}
