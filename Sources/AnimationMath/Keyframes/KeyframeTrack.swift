/// The keyframes of one animated property and the motion between them: `value(at:)` and
/// `velocity(at:)` at any time.
///
/// A track is defined for every time: before its first keyframe it holds the first value, after
/// its last keyframe it holds the value it ended at (the last keyframe's value, unless the last
/// segment is a spring that was cut off before settling), with velocity 0 outside. Between two
/// keyframes the *arriving* keyframe's ``KeyframeCurve`` decides the motion.
///
/// A keyframe time belongs to the segment that starts there (right-continuous): at a keyframe
/// time `value(at:)` is exactly the value reached there, and `velocity(at:)` is the velocity
/// leaving it (0 at the last keyframe).
///
/// All segment coefficients are computed once, when the track is created; evaluation locates the
/// segment by binary search and allocates nothing.
///
/// ```swift
/// // Move 0 → 390 pt with ease-in-out from 0.025 s to 0.25 s.
/// let x = KeyframeTrack([
///   Keyframe(time: 0.025, value: 0.0),
///   Keyframe(time: 0.25, value: 390.0, curve: .easing(try Easing(parsing: "ease-in-out"))),
/// ])
/// x.value(at: 0.1375)  // 195
/// ```
public struct KeyframeTrack<Value: Interpolatable>: Sendable {
  /// The compiled track, shared by copies (a track is one reference).
  @usableFromInline let storage: KeyframeTrackStorage<Value>

  /// Creates a track from keyframes at absolute times.
  ///
  /// - Precondition: at least one keyframe; times finite and strictly increasing; values
  ///   finite; cubic parameters finite. For keyframes from outside the program use
  ///   ``validated(_:name:)``, which throws a ``KeyframeError`` instead.
  public init(_ keyframes: [Keyframe<Value>]) {
    do {
      self = try Self.validated(keyframes)
    } catch {
      preconditionFailure("Invalid keyframes: \(error)")
    }
  }

  /// Wraps keyframes that ``validated(_:name:)`` has checked.
  private init(checked keyframes: [Keyframe<Value>]) {
    storage = KeyframeTrackStorage(keyframes: keyframes)
  }

  /// Creates a track after checking the keyframes, for data from outside the program.
  ///
  /// - Throws: ``KeyframeError`` naming `name` and the keyframe index when the track is empty, a
  ///   time is not finite, times are not strictly increasing, a value is not finite or has a
  ///   magnitude above 1e300, or a curve
  ///   has invalid parameters.
  public static func validated(_ keyframes: [Keyframe<Value>], name: String = "")
    throws(KeyframeError) -> KeyframeTrack
  {
    try validate(keyframes, name: name)
    return KeyframeTrack(checked: keyframes)
  }

  /// The keyframes as given (absolute times, strictly increasing).
  public var keyframes: [Keyframe<Value>] { storage.keyframes }
  /// Time of the first keyframe, seconds.
  public var startTime: Double { storage.times[0] }
  /// Time of the last keyframe, seconds.
  public var endTime: Double { storage.times[storage.times.count - 1] }
  /// The value the track holds after its last keyframe.
  public var finalValue: Value { storage.lastValue }

  /// The value at time `t` (seconds). Total: any `t`, including ±∞ (holds) and NaN (first value).
  @inlinable
  public func value(at t: Double) -> Value {
    let times = storage.times
    guard t > times[0] else { return storage.firstValue }
    guard t < times[times.count - 1] else { return storage.lastValue }
    return storage.segments[segmentIndex(t)].value(at: t)
  }

  /// The velocity at time `t` (value units per second); zero outside the keyframes and on holds.
  @inlinable
  public func velocity(at t: Double) -> Value {
    let times = storage.times
    guard t >= times[0], t < times[times.count - 1] else { return .zero }
    return storage.segments[segmentIndex(t)].velocity(at: t)
  }

  /// Index j of the segment with `times[j] ≤ t < times[j + 1]`, for t in [first, last).
  @inlinable
  func segmentIndex(_ t: Double) -> Int {
    let times = storage.times
    var lo = 0
    var hi = times.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) &>> 1
      if times[mid] <= t { lo = mid } else { hi = mid }
    }
    return lo
  }

  private static func validate(_ keyframes: [Keyframe<Value>], name: String) throws(KeyframeError) {
    guard !keyframes.isEmpty else {
      throw KeyframeError(track: name, keyframe: nil, reason: .emptyTrack)
    }
    for (i, k) in keyframes.enumerated() {
      func fail(_ reason: KeyframeError.Reason) -> KeyframeError {
        KeyframeError(track: name, keyframe: i, reason: reason)
      }
      guard k.time.isFinite else { throw fail(.nonFiniteTime(k.time)) }
      if i > 0 {
        let previous = keyframes[i - 1].time
        if k.time < previous { throw fail(.unsortedTime(k.time, previous: previous)) }
        if k.time == previous { throw fail(.duplicateTime(k.time)) }
      }
      guard k.value.isFinite else { throw fail(.nonFiniteValue) }
      // |value| ≤ 1e300, measured scaled by 2⁻¹⁰⁰⁰ so the squares cannot overflow.
      guard k.value.scaled(by: 0x1p-1000).magnitudeSquared.squareRoot() <= 1e300 * 0x1p-1000
      else { throw fail(.valueOutOfRange) }
      if let problem = k.curve.parameterProblem {
        throw fail(.invalidCurve(problem.name, reason: problem.reason))
      }
    }
  }
}

extension KeyframeCurve {
  /// A description of invalid parameters (non-finite cubic parameters, an invalid spring).
  var parameterProblem: (name: String, reason: String)? {
    switch self {
    case .cubic(let t, let c, let b):
      for (label, v) in [("tension", t), ("continuity", c), ("bias", b)] where !v.isFinite {
        return ("cubic", "\(label) \(NumberText.shortest(v)) is not finite")
      }
      return nil
    case .spring(let s):
      if !(s.mass.isFinite && s.mass > 0) {
        return ("spring", "mass \(NumberText.shortest(s.mass)) must be > 0")
      }
      if !(s.stiffness.isFinite && s.stiffness > 0) {
        return ("spring", "stiffness \(NumberText.shortest(s.stiffness)) must be > 0")
      }
      if !(s.damping.isFinite && s.damping >= 0) {
        return ("spring", "damping \(NumberText.shortest(s.damping)) must be ≥ 0")
      }
      return nil
    case .linear, .easing, .hold, .paced:
      return nil
    }
  }
}

/// The compiled form of a ``KeyframeTrack``: keyframe times, one segment per interval, and the
/// values held outside.
@usableFromInline
final class KeyframeTrackStorage<Value: Interpolatable>: Sendable {
  @usableFromInline let keyframes: [Keyframe<Value>]
  /// Keyframe times.
  @usableFromInline let times: [Double]
  /// `segments[j]` runs from `times[j]` to `times[j + 1]`.
  @usableFromInline let segments: [KeyframeSegment<Value>]
  /// Value held before the first keyframe.
  @usableFromInline let firstValue: Value
  /// Value held after the last keyframe.
  @usableFromInline let lastValue: Value
  /// Strong references to the curves, springs and paced runs the segments point to (unowned).
  let owners: [any AnyObject & Sendable]
  /// The value reached at each keyframe time (`value(at: times[k])`; the last is ``lastValue``).
  let reached: [Value]
  /// Which way a `Double` track moves, decided once here for ``KeyframeTrack/isMonotonic`` and
  /// ``KeyframeTrack/time(reaching:)``; `nil` for other value types.
  let direction: ScalarDirection?

  /// Compiles validated keyframes.
  init(keyframes: [Keyframe<Value>]) {
    self.keyframes = keyframes
    times = keyframes.map { $0.time }
    let compiled = KeyframeCompiler(keyframes: keyframes).compile()
    segments = compiled.segments
    owners = compiled.owners
    firstValue = keyframes[0].value
    lastValue = compiled.finalValue
    reached = compiled.reached
    if Value.self == Double.self {
      direction = KeyframeTrack.direction(
        first: firstValue, last: lastValue, times: times, segments: segments, reached: reached,
        ScalarProjection { unsafeBitCast($0, to: Double.self) })
    } else {
      direction = nil
    }
  }
}
