/// The phase of a touch event.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// Finger down (starts a gesture; clears any history).
  case down
  /// Finger moved.
  case move
  /// Finger lifted (Android and Flutter do not add it as a sample; see each strategy).
  case up
  /// The system took the touch away before lift-off (UIKit's `.cancelled`, Android's
  /// `ACTION_CANCEL`, the web's `pointercancel`): a second finger, palm rejection, a call. Like
  /// `up` it ends the stroke, but an interactive transition does not decide it: it goes back.
  /// Velocity trackers treat it as `up` (the estimate at the moment of the cancel).
  case cancelled
}

/// One timestamped touch sample.
public struct TouchSample: Hashable, Sendable {
  /// Time in seconds (any origin; only differences matter).
  public var time: Double
  /// Position in points (or any length unit; velocities come out in that unit per second).
  public var position: SIMD2<Double>
  /// The event phase.
  public var phase: TouchPhase

  /// Creates a sample.
  public init(time: Double, position: SIMD2<Double>, phase: TouchPhase) {
    self.time = time
    self.position = position
    self.phase = phase
  }

  /// Creates a sample from coordinates.
  public init(time: Double, x: Double, y: Double, phase: TouchPhase) {
    self.init(time: time, position: SIMD2(x, y), phase: phase)
  }
}
