/// How a ``VelocityTracker`` turns touch samples into a release velocity.
///
/// The raw value is the name used on the command line and in CSV files (`two-point` for
/// ``twoPoint``); `VelocityStrategy(rawValue:)` parses it. Every strategy looks only at the
/// samples before lift-off and reports zero when the finger rested longer than the pause
/// threshold before lifting (see ``VelocityTracker/Configuration``).
///
/// On the recorded traces of `Sources/AnimationMath/AnimationMath.docc/Velocity.md` the strategies disagree by up
/// to about 30 % on the same stroke, which is enough to flip a "velocity > threshold" decision.
public enum VelocityStrategy: String, CaseIterable, Hashable, Sendable {
  /// Android `VelocityTracker` default (`LSQ2`): unweighted least-squares quadratic fit of
  /// position against time over the window; the velocity is the fit's slope at the newest
  /// sample.
  ///
  /// Window: the samples since the last pause (a gap longer than the pause threshold clears the
  /// history), at most the sample cap, none older than the horizon relative to the newest
  /// sample; a sample with the same timestamp as the previous one replaces it. Two samples give
  /// their slope; one gives zero. Source: AOSP `libs/input/VelocityTracker.cpp`.
  case lsq2
  /// Flutter `VelocityTracker`: the same quadratic fit (degree 2, unit weights) over the same
  /// horizon and pause rules, but it needs at least 3 samples (fewer give zero) and keeps samples
  /// with equal timestamps. Source: flutter `gestures/velocity_tracker.dart`.
  case flutter
  /// Android's `IMPULSE` strategy: treats the content as a mass pushed by the finger and reports
  /// the speed whose kinetic energy equals the work done over the window (same window as
  /// ``lsq2``). A constant-velocity stroke gives that velocity; two samples give their slope.
  case impulse
  /// The UIKit-like estimate of Flutter's `IOSScrollViewFlingVelocityTracker`: a weighted
  /// average of the last three segment velocities, 0.6 for the oldest of the three, 0.35 for
  /// the middle one, 0.05 for the newest (so the jittery lift-off segment barely counts). No
  /// horizon; a missing segment or a zero time step contributes zero.
  case ios
  /// The naive baseline: (newest − oldest position) / (newest − oldest time) over the ``lsq2``
  /// window; zero when the window spans no time.
  case twoPoint = "two-point"

  /// The name used on the command line and in CSV (`lsq2`, `flutter`, `impulse`, `ios`,
  /// `two-point`).
  public var name: String { rawValue }

  /// The strategy named `text` (case-insensitive).
  ///
  /// - Throws: ``InputError`` with field `estimator`, listing the known names.
  public init(parsing text: String) throws(InputError) {
    guard let s = VelocityStrategy(rawValue: text.lowercased()) else {
      let names = VelocityStrategy.allCases.map { $0.rawValue }.joined(separator: ", ")
      throw InputError(
        field: "estimator", value: text, reason: "unknown estimator; one of: \(names)")
    }
    self = s
  }
}
