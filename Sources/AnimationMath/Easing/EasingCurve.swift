/// A timing curve y(x) that maps animation progress x to eased progress y.
///
/// Conforming types are value types. x is normally in [0, 1] with y(0) = 0 and y(1) = 1, but y may
/// leave [0, 1] (back, elastic, springs) and each curve documents what it does for x outside
/// [0, 1].
public protocol EasingCurve: Sendable {
  /// The eased value y at progress `x`.
  func value(at x: Double) -> Double
  /// The derivative dy/dx at progress `x` (for velocity hand-off into a spring).
  func slope(at x: Double) -> Double
  /// The eased value y at progress `x`, continuing the curve outside [0, 1] by `extrapolation`.
  ///
  /// Inside [0, 1] this equals ``value(at:)``. The default implementation clamps x into [0, 1]
  /// for ``EasingExtrapolation/clamp`` and otherwise returns ``value(at:)`` (only cubic Béziers
  /// tell the CSS spec text and browsers apart).
  func value(at x: Double, extrapolation: EasingExtrapolation) -> Double
  /// The slope dy/dx at `x` under `extrapolation` (0 outside [0, 1] when clamping).
  func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double
}

extension EasingCurve {
  /// Default: clamp x into [0, 1] for ``EasingExtrapolation/clamp``, else ``value(at:)``.
  public func value(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    if extrapolation == .clamp { return value(at: EasingExtrapolation.clampUnit(x)) }
    return value(at: x)
  }

  /// Default: 0 outside [0, 1] for ``EasingExtrapolation/clamp``, else ``slope(at:)``.
  public func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    if extrapolation == .clamp, x < 0 || x > 1 { return 0 }
    return slope(at: x)
  }
}
