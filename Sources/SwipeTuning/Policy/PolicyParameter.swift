/// A sweepable parameter of a completion policy.
///
/// Every threshold inside a ``CompletionRule`` can be tagged with the parameter it stands for; a
/// sweep replaces all thresholds with the same tag by one value (``CompletionPolicy/setting(_:to:)``)
/// or asks how the decision changes as that value moves
/// (``CompletionPolicy/decisionSteps(_:sweeping:)``).
public enum PolicyParameter: String, Hashable, Sendable, CaseIterable, Comparable {
  /// A threshold on progress (or on the projected end, or on travel as a fraction of the width),
  /// dimensionless, usually in [0, 1].
  case progressThreshold = "progress_threshold"
  /// A threshold on the release velocity along the axis, in points/s.
  case velocityThreshold = "velocity_threshold"
  /// The per-millisecond deceleration rate of the velocity projection, in (0, 1): 0.998 is
  /// UIKit's `.normal`, 0.99 `.fast`.
  case projectionRate = "projection_rate"

  /// Order of declaration (the sweep's column order).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// A threshold constant in a rule, optionally tagged with the sweepable parameter it stands for.
public struct Threshold: Hashable, Sendable {
  /// The value (units of the quantity it is compared with).
  public var value: Double
  /// The parameter this constant stands for, or `nil` for a fixed constant of the rule (such as
  /// the `v > 0` direction test of `seed-progress-velocity`).
  public var parameter: PolicyParameter?

  /// Creates a threshold.
  public init(_ value: Double, parameter: PolicyParameter? = nil) {
    self.value = value
    self.parameter = parameter
  }

  /// A fixed constant.
  public static func fixed(_ value: Double) -> Threshold { Threshold(value) }
  /// A progress threshold (tagged ``PolicyParameter/progressThreshold``).
  public static func progress(_ value: Double) -> Threshold {
    Threshold(value, parameter: .progressThreshold)
  }
  /// A velocity threshold in points/s (tagged ``PolicyParameter/velocityThreshold``).
  public static func velocity(_ value: Double) -> Threshold {
    Threshold(value, parameter: .velocityThreshold)
  }
  /// A projection deceleration rate per millisecond (tagged ``PolicyParameter/projectionRate``).
  public static func projectionRate(_ value: Double) -> Threshold {
    Threshold(value, parameter: .projectionRate)
  }
}

/// The values of the sweepable parameters for one policy instance.
///
/// Parameters a preset does not use are ignored (see ``CompletionPreset/parameters``).
public struct PolicyParameters: Hashable, Sendable {
  /// Progress threshold (dimensionless).
  public var progressThreshold: Double
  /// Velocity threshold, points/s.
  public var velocityThreshold: Double
  /// Projection deceleration rate per millisecond, in (0, 1).
  public var projectionRate: Double

  /// Creates a parameter set.
  public init(progressThreshold: Double, velocityThreshold: Double, projectionRate: Double = 0.998)
  {
    self.progressThreshold = progressThreshold
    self.velocityThreshold = velocityThreshold
    self.projectionRate = projectionRate
  }

  /// The value of one parameter.
  public subscript(parameter: PolicyParameter) -> Double {
    get {
      switch parameter {
      case .progressThreshold: return progressThreshold
      case .velocityThreshold: return velocityThreshold
      case .projectionRate: return projectionRate
      }
    }
    set {
      switch parameter {
      case .progressThreshold: progressThreshold = newValue
      case .velocityThreshold: velocityThreshold = newValue
      case .projectionRate: projectionRate = newValue
      }
    }
  }
}
