/// Android's `OverScroller` fling (`SplineOverScroller`), also used by Flutter's
/// `ClampingScrollSimulation` and Compose's `splineBasedDecay`.
///
/// Restated from AOSP `OverScroller.java` (constants) and Flutter `scroll_simulation.dart`
/// (closed form): with deceleration exponent DR = ln 0.78 / ln 0.9 ≈ 2.3582, inflexion 0.35,
/// scroll friction `f` (0.015) and the physical coefficient
/// `c = 9.80665 m/s² × 39.37 in/m × ppi × 0.84`, let `l = ln(0.35·|v| / (f·c))`. Then
/// - distance `D = f·c·e^(l·DR/(DR − 1))`, signed like `v`;
/// - Android's duration `T_A = e^(l/(DR − 1))` seconds (Android truncates it to whole ms);
/// - Flutter's duration `T_F = DR·0.35·T_A` (it ends earlier over the same distance), with
///   `x(t) = D·(1 − (1 − t/T_F)^DR)` and `v(t) = v·(1 − t/T_F)^(DR − 1)`.
///
/// Android shapes the motion with a tabulated spline over `T_A`; this type gives Flutter's closed
/// form for position and velocity. At 160 ppi (one unit = one dp) and 1000 dp/s the fling covers
/// 194 dp in 555 ms (Flutter: 458 ms).
///
/// Units: velocity per second, distance in the same unit, time in seconds. Domain: friction and
/// ppi finite and > 0 (precondition), finite velocity; velocity 0 gives distance and duration 0.
public struct SplineFling: Hashable, Sendable {
  /// ln 0.78 / ln 0.9 ≈ 2.3582: the exponent of the deceleration curve.
  public static let decelerationExponent = Elementary.log(0.78) / Elementary.log(0.9)
  /// Where the spline changes from its start tension to its end tension.
  public static let inflexion = 0.35
  /// Android's `ViewConfiguration.getScrollFriction()` default.
  public static let defaultFriction = 0.015
  /// Android's density-independent pixel density (160 ppi: one unit = one dp ≈ one iOS point).
  public static let defaultPixelsPerInch = 160.0

  /// Scroll friction (Android default 0.015).
  public var friction: Double
  /// Pixels per inch of the unit the velocity is measured in (160 for dp or points).
  public var pixelsPerInch: Double

  /// Creates a fling model.
  ///
  /// - Precondition: `friction` and `pixelsPerInch` finite and > 0.
  public init(friction: Double = defaultFriction, pixelsPerInch: Double = defaultPixelsPerInch) {
    precondition(friction.isFinite && friction > 0, "friction must be > 0")
    precondition(pixelsPerInch.isFinite && pixelsPerInch > 0, "pixelsPerInch must be > 0")
    self.friction = friction
    self.pixelsPerInch = pixelsPerInch
  }

  /// `f·c`: friction times the physical coefficient 9.80665 × 39.37 × ppi × 0.84 (units/s²).
  public var deceleration: Double { friction * 9.806_65 * 39.37 * pixelsPerInch * 0.84 }

  /// `l = ln(0.35·|v| / (f·c))`; −∞ for v = 0.
  private func splineLog(_ velocity: Double) -> Double {
    Elementary.log(Self.inflexion * abs(velocity) / deceleration)
  }

  /// Total travel `f·c·e^(l·DR/(DR − 1))`, signed like `velocity`; 0 for 0.
  public func distance(velocity: Double) -> Double {
    guard velocity != 0 else { return 0 }
    let dr = Self.decelerationExponent
    let magnitude = deceleration * Elementary.exp(splineLog(velocity) * dr / (dr - 1))
    return velocity < 0 ? -magnitude : magnitude
  }

  /// The release velocity that travels `distance` (inverse of ``distance(velocity:)``):
  /// `f·c·e^l / 0.35` with `l = (DR − 1)/DR · ln(|d|/(f·c))`, signed like `distance`.
  public func velocity(forDistance distance: Double) -> Double {
    guard distance != 0 else { return 0 }
    let dr = Self.decelerationExponent
    let l = (dr - 1) / dr * Elementary.log(abs(distance) / deceleration)
    let magnitude = deceleration * Elementary.exp(l) / Self.inflexion
    return distance < 0 ? -magnitude : magnitude
  }

  /// Android's fling duration `e^(l/(DR − 1))` seconds (not truncated to whole ms); 0 for v = 0.
  public func duration(velocity: Double) -> Double {
    guard velocity != 0 else { return 0 }
    return Elementary.exp(splineLog(velocity) / (Self.decelerationExponent - 1))
  }

  /// Flutter's `ClampingScrollSimulation` duration: `DR·0.35` × ``duration(velocity:)``.
  public func flutterDuration(velocity: Double) -> Double {
    Self.decelerationExponent * Self.inflexion * duration(velocity: velocity)
  }

  /// Travel `time` seconds after release, Flutter's closed form `D·(1 − (1 − t/T_F)^DR)`;
  /// 0 for t ≤ 0, `D` from `T_F` on.
  public func position(at time: Double, velocity: Double) -> Double {
    let total = distance(velocity: velocity)
    let end = flutterDuration(velocity: velocity)
    guard time > 0, end > 0 else { return 0 }
    guard time < end else { return total }
    return total * (1 - Elementary.pow(1 - time / end, Self.decelerationExponent))
  }

  /// Velocity `time` seconds after release, `v·(1 − t/T_F)^(DR − 1)`; `v` for t ≤ 0, 0 from
  /// `T_F` on.
  public func velocity(at time: Double, initialVelocity: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    let end = flutterDuration(velocity: initialVelocity)
    guard time < end else { return 0 }
    return initialVelocity * Elementary.pow(1 - time / end, Self.decelerationExponent - 1)
  }
}
