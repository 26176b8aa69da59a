/// How an easing continues for inputs x outside [0, 1].
///
/// Inputs leave [0, 1] when a keyframe easing is fed by an overshooting effect easing (Web
/// Animations) or when a caller scrubs past the ends. The CSS Easing spec text and the browsers
/// (WebKit `UnitBezier`, Chromium `gfx::CubicBezier`, web-platform-tests) disagree for cubic Béziers
/// whose control point sits on the vertical through an end point; both rules are offered.
///
/// | policy | cubic-bezier, x < 0 | cubic-bezier, x > 1 | other curves |
/// | --- | --- | --- | --- |
/// | ``cssSpecText`` | P0–P1 line if x1 > 0, else P0–P2 if x2 > 0, else 0 | P2–P3 if x2 < 1, else P1–P3 if x1 < 1, else 1 | their own rule |
/// | ``browserCompatible`` | P0–P1 if x1 > 0; P0–P2 only if y1 = 0 and x2 > 0; slope 1 if y1 = y2 = 0; else flat | mirrored | their own rule |
/// | ``clamp`` | y(0) | y(1) | y(clamp(x)) |
public enum EasingExtrapolation: String, Hashable, Sendable, CaseIterable {
  /// The CSS Easing Level 1/2 §2.3.1 text taken literally.
  case cssSpecText = "spec"
  /// What WebKit, Chromium and web-platform-tests do (the default).
  case browserCompatible = "browser"
  /// Clamp x into [0, 1]: y(x) = y(min(max(x, 0), 1)), slope 0 outside.
  case clamp

  /// x clamped into [0, 1]; NaN stays NaN.
  @inlinable
  public static func clampUnit(_ x: Double) -> Double {
    x < 0 ? 0 : (x > 1 ? 1 : x)
  }
}
