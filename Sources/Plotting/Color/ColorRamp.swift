import AnimationMath

/// A sequential colour ramp whose lightness rises monotonically from dark blue through
/// teal and green to pale yellow, so it reads correctly in greyscale and for colour-blind viewers.
///
/// Built in Björn Ottosson's OKLab space ("A perceptual color space for image processing", 2020):
/// at t ∈ [0, 1] the colour has OKLab lightness L = 0.26 + 0.69·t, hue
/// h = 270° − 170°·t and chroma min(0.13, the largest chroma that stays inside sRGB), found by
/// bisection. Because L rises linearly and chroma stays moderate, both the relative luminance and
/// the Rec. 601 luma used by greyscale filters rise strictly with t (tested on 1 025 samples).
public enum ColorRamp {
  /// The ramp colour at `t` (0 = darkest, 1 = lightest). `t` is clamped to 0…1; NaN gives 0.
  public static func color(at t: Double) -> RGBColor {
    let u = t.isNaN ? 0 : Swift.min(Swift.max(t, 0), 1)
    let lightness = 0.26 + 0.69 * u
    let hue = (270 - 170 * u) * Elementary.pi / 180
    let ca = Elementary.cos(hue)
    let sa = Elementary.sin(hue)
    var low = 0.0
    var high = 0.13
    if let rgb = linearSRGB(lightness, high * ca, high * sa), inGamut(rgb) {
      low = high
    } else {
      for _ in 0..<40 {
        let mid = (low + high) / 2
        if let rgb = linearSRGB(lightness, mid * ca, mid * sa), inGamut(rgb) {
          low = mid
        } else {
          high = mid
        }
      }
    }
    let rgb = linearSRGB(lightness, low * ca, low * sa) ?? (lightness, lightness, lightness)
    return RGBColor(
      red: RGBColor.encode(rgb.0), green: RGBColor.encode(rgb.1), blue: RGBColor.encode(rgb.2))
  }

  /// OKLab (L, a, b) → linear sRGB, or nil if not finite.
  static func linearSRGB(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double)? {
    let l1 = l + 0.396_337_777_4 * a + 0.215_803_757_3 * b
    let m1 = l - 0.105_561_345_8 * a - 0.063_854_172_8 * b
    let s1 = l - 0.089_484_177_5 * a - 1.291_485_548_0 * b
    let l3 = l1 * l1 * l1
    let m3 = m1 * m1 * m1
    let s3 = s1 * s1 * s1
    let r = 4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3
    let g = -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3
    let bl = -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3
    guard r.isFinite, g.isFinite, bl.isFinite else { return nil }
    return (r, g, bl)
  }

  private static func inGamut(_ c: (Double, Double, Double)) -> Bool {
    c.0 >= 0 && c.0 <= 1 && c.1 >= 0 && c.1 <= 1 && c.2 >= 0 && c.2 <= 1
  }
}
