/// A band |x − to| ≤ δ around the target, for settling and arrival times.
public enum SpringTolerance: Hashable, Sendable {
  /// δ in position units (points), ≥ 0.
  case absolute(Double)
  /// δ = ε · ``SpringMotion/amplitudeScale``: a fraction of the motion's size (|from − to|, or
  /// |v₀|/ω₀ when the motion starts at the target), ε ≥ 0. `relative(0.001)` is SwiftUI's
  /// default settling epsilon.
  case relative(Double)
}

/// A turning point of a spring motion: a time t > 0 where the velocity is zero.
public struct SpringExtremum: Hashable, Sendable {
  /// Time of the turning point, in seconds (> 0).
  public var time: Double
  /// Displacement from the target, x = position − to, at that time.
  public var displacement: Double
  /// Absolute position `to + displacement`.
  public var position: Double

  /// Creates a turning point.
  public init(time: Double, displacement: Double, position: Double) {
    self.time = time
    self.displacement = displacement
    self.position = position
  }
}
