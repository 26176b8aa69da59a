import AnimationMath

/// A numeric parameter a sweep can vary: its report column, unit and valid domain.
public enum SweepParameter: String, CaseIterable, Hashable, Sendable {
  /// Damping ratio ζ of the hand-off spring (as UIKit's `usingSpringWithDamping`): in ``bounds``,
  /// 1 = critically damped, 0 = undamped (never settles: settle times are `inf`).
  case dampingRatio = "damping_ratio"
  /// Response of the hand-off spring in seconds (SwiftUI's `response`, the undamped period
  /// 2π/ω₀): in ``bounds``.
  case response
  /// Progress threshold θ of the completion policy (a fraction of the policy's progress
  /// distance): in ``bounds``; values ≥ 1 disable completion by position.
  case progressThreshold = "progress_threshold"
  /// Velocity threshold of the completion policy in pt/s: in ``bounds``.
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
  /// (`--damping`, `--response`, …): a critically damped 0.3 s spring (off the feels-complete
  /// cliff: `Docs/SwipeModel.md`), progress thresholds
  /// 0.05…0.95 and velocity thresholds 0…1000 pt/s, UIKit's normal deceleration rate.
  public var defaultValues: String {
    switch self {
    case .dampingRatio: "1"
    case .response: "0.3"
    case .progressThreshold: "0.05...0.95:0.05"
    case .velocityThreshold: "0...1000:50"
    case .projectionRate: "0.998"
    }
  }

  /// The valid values: an interval whose ends are included or not. Chosen so that every spring
  /// of a sweep is an ordinary hand-off spring (c/2m ≤ 6.3e8 /s, ω0 ≤ 6.3e4 rad/s) that the
  /// hand-off metrics compute exactly, and printed in `Docs/CLI.md` and in errors.
  ///
  /// - damping ratio: [0, 10000] (a hand-off at ζ = 10⁴ and response 0.5 s takes ~20 min to
  ///   settle; more is no longer a spring but a very slow drift);
  /// - response: [0.0001, 10000] s;
  /// - progress threshold: [-1000, 1000];
  /// - velocity threshold: [0, 1e9] pt/s;
  /// - projection rate: (0, 1) per ms.
  public var bounds: (lower: Double, lowerIncluded: Bool, upper: Double, upperIncluded: Bool) {
    switch self {
    case .dampingRatio: (0, true, 10_000, true)
    case .response: (0.000_1, true, 10_000, true)
    case .progressThreshold: (-1000, true, 1000, true)
    case .velocityThreshold: (0, true, 1e9, true)
    case .projectionRate: (0, false, 1, false)
    }
  }

  /// Why `value` is outside the domain (``bounds``), or `nil` when it is valid.
  public func domainViolation(_ value: Double) -> String? {
    guard value.isFinite else { return "expected a finite number" }
    let b = bounds
    let aboveLower = b.lowerIncluded ? value >= b.lower : value > b.lower
    let belowUpper = b.upperIncluded ? value <= b.upper : value < b.upper
    if aboveLower && belowUpper { return nil }
    let interval =
      (b.lowerIncluded ? "[" : "(") + NumberText.shortest(b.lower) + ", "
      + NumberText.shortest(b.upper) + (b.upperIncluded ? "]" : ")")
    switch self {
    case .dampingRatio: return "a damping ratio must be in \(interval)"
    case .response: return "a response must be in \(interval) seconds"
    case .progressThreshold: return "a progress threshold must be in \(interval)"
    case .velocityThreshold: return "a velocity threshold must be in \(interval) pt/s"
    case .projectionRate: return "a projection rate must be in \(interval)"
    }
  }
}
