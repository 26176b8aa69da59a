/// Why keyframes from outside the program (a file, a user) were rejected: names the track, the
/// keyframe (0-based index as given), the offending value and the reason.
public struct KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The track has no keyframes.
    case emptyTrack
    /// A keyframe time is NaN or infinite.
    case nonFiniteTime(Double)
    /// A keyframe time is before the previous keyframe's time.
    case unsortedTime(Double, previous: Double)
    /// A keyframe time equals the previous keyframe's time (use `hold` for a jump).
    case duplicateTime(Double)
    /// A relative time outside [0, 1].
    case relativeTimeOutOfRange(Double)
    /// An absolute time outside [0, duration] of the timeline.
    case timeOutOfRange(Double, duration: Double)
    /// A keyframe value has a NaN or infinite component.
    case nonFiniteValue
    /// A keyframe value's magnitude exceeds 1e300: the differences between values that every
    /// segment interpolates with would overflow (1e308 to −1e308 evaluated to −inf between them).
    case valueOutOfRange
    /// The curve name is not known.
    case unknownCurve(String)
    /// The curve is known but its parameters are not valid (e.g. non-finite tension).
    case invalidCurve(String, reason: String)
    /// Two tracks of one timeline share a name.
    case duplicateTrack
    /// The timeline duration is not finite and > 0.
    case invalidDuration(Double)
  }

  /// Name of the track (may be empty for a track validated on its own).
  public var track: String
  /// 0-based index of the keyframe in the track as given, or `nil` for track-level problems.
  public var keyframe: Int?
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(track: String, keyframe: Int?, reason: Reason) {
    self.track = track
    self.keyframe = keyframe
    self.reason = reason
  }

  /// `track 'x', keyframe 1: time 0.05 is before the previous keyframe's time 0.1 (…)`; the
  /// location part is left out when there is no track name and no keyframe.
  public var description: String {
    var location = track.isEmpty ? "" : "track '\(track)'"
    if let keyframe { location += (location.isEmpty ? "" : ", ") + "keyframe \(keyframe)" }
    return location.isEmpty ? reasonText : location + ": " + reasonText
  }

  /// The reason alone, as a sentence fragment without the location.
  public var reasonText: String {
    func n(_ v: Double) -> String { NumberText.shortest(v) }
    return switch reason {
    case .emptyTrack: "the track has no keyframes"
    case .nonFiniteTime(let t): "time \(n(t)) is not finite"
    case .unsortedTime(let t, let previous):
      "time \(n(t)) is before the previous keyframe's time \(n(previous)) (times must increase)"
    case .duplicateTime(let t):
      "time \(n(t)) equals the previous keyframe's time (use curve 'hold' for a jump)"
    case .relativeTimeOutOfRange(let t): "relative time \(n(t)) is outside [0, 1]"
    case .timeOutOfRange(let t, let d): "time \(n(t)) is outside the timeline [0, \(n(d))]"
    case .nonFiniteValue: "the value is not finite"
    case .valueOutOfRange: "the value's magnitude is above 1e300"
    case .unknownCurve(let name): "unknown curve '\(name)'"
    case .invalidCurve(let name, let why): "invalid curve '\(name)': \(why)"
    case .duplicateTrack: "a track with this name already exists"
    case .invalidDuration(let d): "duration \(n(d)) must be finite and > 0"
    }
  }
}
