/// A numeric parameter a sweep can vary: its report column, unit and valid domain.
public enum SweepParameter: String, CaseIterable, Hashable, Sendable {
  /// Damping ratio ζ of the hand-off spring (as UIKit's `usingSpringWithDamping`): ≥ 0,
  /// 1 = critically damped, 0 = undamped (never settles: settle times are `inf`).
  case dampingRatio = "damping_ratio"
  /// Response of the hand-off spring in seconds (SwiftUI's `response`, the undamped period
  /// 2π/ω₀): > 0.
  case response
  /// Progress threshold θ of the completion policy (a fraction of the policy's progress
  /// distance): any finite value; values ≥ 1 disable completion by position.
  case progressThreshold = "progress_threshold"
  /// Velocity threshold of the completion policy in pt/s: ≥ 0.
  case velocityThreshold = "velocity_threshold"
  /// Deceleration rate per millisecond of the projection used by projected-end policies
  /// (UIKit's `UIScrollView.DecelerationRate`, 0.998 normal, 0.99 fast): 0 < r < 1.
  case projectionRate = "projection_rate"

  /// The report column that holds the parameter.
  public var column: String { rawValue }

  /// A short human label with the unit, for summaries, tables and axis titles.
  public var label: String {
    switch self {
    case .dampingRatio: "damping ratio"
    case .response: "response (s)"
    case .progressThreshold: "progress threshold"
    case .velocityThreshold: "velocity threshold (pt/s)"
    case .projectionRate: "projection rate (per ms)"
    }
  }

  /// The values a sweep uses unless told otherwise, in the grid syntax of ``SweepValues``
  /// (`--damping`, `--response`, …): a critically damped 0.5 s spring, progress thresholds
  /// 0.05…0.95 and velocity thresholds 0…1000 pt/s, UIKit's normal deceleration rate.
  public var defaultValues: String {
    switch self {
    case .dampingRatio: "1"
    case .response: "0.5"
    case .progressThreshold: "0.05...0.95:0.05"
    case .velocityThreshold: "0...1000:50"
    case .projectionRate: "0.998"
    }
  }

  /// Why `value` is outside the domain, or `nil` when it is valid.
  public func domainViolation(_ value: Double) -> String? {
    guard value.isFinite else { return "expected a finite number" }
    switch self {
    case .dampingRatio:
      return value >= 0 ? nil : "a damping ratio must be ≥ 0"
    case .response:
      return value > 0 ? nil : "a response must be > 0 seconds"
    case .progressThreshold:
      return nil
    case .velocityThreshold:
      return value >= 0 ? nil : "a velocity threshold must be ≥ 0 pt/s"
    case .projectionRate:
      return value > 0 && value < 1 ? nil : "a projection rate must be in (0, 1)"
    }
  }
}
