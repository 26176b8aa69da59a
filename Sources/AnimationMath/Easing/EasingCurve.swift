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
}
