/// Robert Penner's easing equations, normalised to [0, 1] as published on easings.net.
///
/// Variant (stated because "Penner back/elastic/bounce" is not one thing, see
/// `shared/reference/easing.README.md`): back overshoot s = 1.70158 (in-out: s·1.525); elastic
/// period 0.3 (in-out 0.45), amplitude 1, with exact ends y(0) = 0, y(1) = 1; bounce n = 7.5625,
/// d = 2.75 with the last branch at 2.625/d and offset 0.984375 (so bounceOut(1) = 1); expo with
/// the y(0) = 0 / y(1) = 1 special cases. Every curve returns exactly 0 at x = 0 and 1 at x = 1. Power curves: in = tᵖ, out = 1 − (1 − t)ᵖ,
/// in-out = 2ᵖ⁻¹tᵖ below ½ and 1 − (2 − 2t)ᵖ/2 above.
///
/// Outside [0, 1] every curve continues along its end tangent (y = slope(0)·x below 0,
/// y = 1 + slope(1)·(x − 1) above 1); an infinite end slope (circ) continues flat.
public enum PennerEasing: String, EasingCurve, Hashable, CaseIterable {
  /// t².
  case easeInQuad
  /// 1 − (1 − t)².
  case easeOutQuad
  /// Quad in, then out.
  case easeInOutQuad
  /// t³.
  case easeInCubic
  /// 1 − (1 − t)³.
  case easeOutCubic
  /// Cubic in, then out.
  case easeInOutCubic
  /// t⁴.
  case easeInQuart
  /// 1 − (1 − t)⁴.
  case easeOutQuart
  /// Quart in, then out.
  case easeInOutQuart
  /// t⁵.
  case easeInQuint
  /// 1 − (1 − t)⁵.
  case easeOutQuint
  /// Quint in, then out.
  case easeInOutQuint
  /// 1 − cos(πt/2).
  case easeInSine
  /// sin(πt/2).
  case easeOutSine
  /// (1 − cos πt)/2.
  case easeInOutSine
  /// 2^(10t − 10), 0 at t = 0.
  case easeInExpo
  /// 1 − 2^(−10t), 1 at t = 1.
  case easeOutExpo
  /// Expo in, then out.
  case easeInOutExpo
  /// 1 − √(1 − t²).
  case easeInCirc
  /// √(1 − (t − 1)²).
  case easeOutCirc
  /// Circ in, then out.
  case easeInOutCirc
  /// (s + 1)t³ − s t², s = 1.70158.
  case easeInBack
  /// 1 + (s + 1)(t − 1)³ + s(t − 1)².
  case easeOutBack
  /// Back in, then out, s = 1.70158·1.525.
  case easeInOutBack
  /// −2^(10t − 10) sin((10t − 10.75)·2π/3).
  case easeInElastic
  /// 2^(−10t) sin((10t − 0.75)·2π/3) + 1.
  case easeOutElastic
  /// Elastic in, then out, period 0.45.
  case easeInOutElastic
  /// 1 − bounceOut(1 − t).
  case easeInBounce
  /// Four parabolic bounces, n = 7.5625, d = 2.75.
  case easeOutBounce
  /// Bounce in, then out.
  case easeInOutBounce

  /// The curve value; see the type's documentation for the formulas and out-of-range rule.
  public func value(at x: Double) -> Double {
    // Every formula is 0 at 0 and 1 at 1 mathematically; say so exactly (back and bounce round).
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    if x >= 0 && x <= 1 { return PennerFormulas.value(self, x) }
    if x.isNaN { return x }
    if x < 0 {
      let s = PennerFormulas.slope(self, 0)
      return s.isFinite && s != 0 ? s * x : 0
    }
    let s = PennerFormulas.slope(self, 1)
    return s.isFinite && s != 0 ? 1 + s * (x - 1) : 1
  }

  /// dy/dx, analytic (one-sided at the ends and at branch joins; +infinity where circ is
  /// vertical); the end slope outside [0, 1] (0 if that slope is infinite).
  public func slope(at x: Double) -> Double {
    if x >= 0 && x <= 1 { return PennerFormulas.slope(self, x) }
    if x.isNaN { return x }
    let s = PennerFormulas.slope(self, x < 0 ? 0 : 1)
    return s.isFinite ? s : 0
  }
}
