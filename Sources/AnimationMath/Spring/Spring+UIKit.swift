/// UIKit's duration-style spring: `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`.
///
/// **What is published** (Apple's documentation of the method): `dampingRatio` is a damping
/// *ratio* in 0…1 (1 = no oscillation); `initialSpringVelocity` is *relative*: 1 means the whole
/// animation distance per second, so a 200 pt move that should start at 100 pt/s takes 0.5 —
/// the absolute velocity is `relative · (to − from)`, positive towards the target.
///
/// **What is not** is how `duration` picks the stiffness. The model here — marked as such in
/// `Docs/SwipeModel.md` — is the envelope mapping that Framer's `findSpring` and the
/// `guillianbalisi/ios-spring-animations` playground use to reproduce the UIView animation with
/// a `CASpringAnimation` (mass 1): ω₀ solves ζ/√(1 − ζ²)·e^(−ζω₀d) = 0.001 for ζ < 1 and
/// (1 + ω₀d)·e^(−ω₀d) = 0.001 for ζ = 1 — the spring started from rest is within 0.1 % of the
/// distance (by its envelope) at `duration`. The same equation as motion's time-defined springs
/// (``init(framerDuration:bounce:)``), without motion's ζ ≥ 0.05 clamp. The alternative reading,
/// iOS 17's `UIView.animate(springDuration:bounce:…)`, sets response = duration (SwiftUI's
/// mapping, ``init(duration:bounce:mass:)``): for ζ = 1 it gives a spring 1.47× slower.
extension Spring {
  /// The domain of ``init(uikitDuration:dampingRatio:)``'s duration, seconds: the clamp of the
  /// envelope mapping's sources.
  public static let uikitDurationRange = 0.01...10.0
  /// The domain of ``init(uikitDuration:dampingRatio:)``'s damping ratio: UIKit's 0…1 without
  /// the ratios below 0.01, whose 0.1 % envelope equation has no root near 0.001.
  public static let uikitDampingRange = 0.01...1.0

  /// The spring `UIView.animate(withDuration: duration, …, usingSpringWithDamping: dampingRatio,
  /// …)` is modelled to run (see the extension's notes: the duration mapping is an inference):
  /// mass 1, ω₀ = u(ζ)/duration with u solving ζ/√(1 − ζ²)·e^(−ζu) = 0.001 (u = 9.2334… for
  /// ζ = 1), damping 2ζω₀.
  ///
  /// - Precondition: `duration` in ``uikitDurationRange``, `dampingRatio` in
  ///   ``uikitDampingRange``; outside input goes through
  ///   ``validated(uikitDuration:dampingRatio:)``.
  public init(uikitDuration duration: Double, dampingRatio: Double) {
    precondition(Spring.uikitDurationRange.contains(duration), "UIKit duration out of range")
    precondition(Spring.uikitDampingRange.contains(dampingRatio), "UIKit damping out of range")
    let omega0 = Spring.framerOmegaTimesDuration(dampingRatio: dampingRatio) / duration
    self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0)
  }

  /// Validating form of ``init(uikitDuration:dampingRatio:)``.
  ///
  /// - Throws: ``InputError`` for `duration` or `dampingRatio` outside its range.
  public static func validated(uikitDuration duration: Double, dampingRatio: Double)
    throws(InputError) -> Spring
  {
    try InputError.check("duration", duration, "must be in [0.01, 10] seconds") {
      uikitDurationRange.contains($0)
    }
    try InputError.check("dampingRatio", dampingRatio, "must be in [0.01, 1]") {
      uikitDampingRange.contains($0)
    }
    return Spring(uikitDuration: duration, dampingRatio: dampingRatio)
  }

  /// The absolute initial velocity (points/s) of UIKit's relative `initialSpringVelocity`:
  /// `relative · (to − from)` — 1 is the whole distance per second, towards the target. 0 when
  /// `from == to` (UIKit has no distance to scale by).
  @inlinable
  public static func uikitAbsoluteVelocity(relative: Double, from: Double, to: Double) -> Double {
    relative * (to - from)
  }

  /// The relative `initialSpringVelocity` that starts a UIKit spring from `from` to `to` at
  /// `velocity` points/s: `velocity / (to − from)`; `nil` when `from == to` (it grows without
  /// bound as the remaining distance shrinks — clamp it, or hand off in points).
  @inlinable
  public static func uikitRelativeVelocity(velocity: Double, from: Double, to: Double) -> Double? {
    from == to ? nil : velocity / (to - from)
  }
}
