// Not in Embedded Swift: a timeline holds tracks of different value types behind one
// existential (`any ErasedTimelineTrack`), which Embedded Swift cannot represent.
// KeyframeTrack and TimelineTrack are available there.
#if !hasFeature(Embedded)

/// Named keyframe tracks of different value types on one clock of a given duration: the model of
/// an interactive transition ("fade the snapshot out during the first tenth, then slide the view
/// over the rest").
///
/// Tracks keep the order in which they were added. Adding a track returns a typed
/// ``TrackHandle``: ``value(of:at:)`` (or the ``TimelineTrack`` that ``subscript(_:)`` returns,
/// for hot loops) then answers with a `Value`, with no name look-up and nothing to unwrap. For
/// tracks whose names come from a file, ``handle(_:as:)`` checks the name and type once;
/// ``value(of:as:at:)`` and ``velocity(of:as:at:)`` answer by name. A timeline is defined on [0, ``duration``]; outside it every
/// track holds its value at the nearest end with velocity 0.
///
/// Timelines compose: ``followed(by:)`` (sequence), ``overlapped(with:offset:)``,
/// ``repeated(count:)``, ``autoreversed()`` and ``withSpeed(_:)``.
///
/// ```swift
/// var swipeBack = Timeline(duration: 0.25)
/// let alpha = try swipeBack.addTrack("alpha", keyframes: [
///   Keyframe(time: 0, value: 1.0), Keyframe(time: 0.1, value: 0.0),
/// ], timing: .relative)
/// let x = try swipeBack.addTrack("x", keyframes: [
///   Keyframe(time: 0.1, value: 0.0),
///   Keyframe(time: 1, value: 390.0, curve: .easing(try Easing(parsing: "ease-in-out"))),
/// ], timing: .relative)
/// swipeBack.value(of: x, at: 0.1375)  // 195 (a Double)
/// swipeBack[x].time(reaching: 195)    // 0.1375, for scrubbing
/// ```
public struct Timeline: Sendable {
  /// The length of the timeline in seconds (≥ 0).
  public private(set) var duration: Double
  /// One named track.
  struct Entry: Sendable {
    var name: String
    var track: any ErasedTimelineTrack
  }

  /// The tracks in insertion order; add with ``append(_:)``, which keeps ``positions`` right.
  private(set) var entries: [Entry] = []
  /// The index in ``entries`` of each track name. (Searching the list by name made a file of
  /// 20 000 tracks take minutes: every lookup and every added track scanned all the others.)
  var positions: [String: Int] = [:]

  /// An empty timeline of length `duration` seconds.
  ///
  /// - Precondition: `duration` is finite and ≥ 0. For a duration from outside the program use
  ///   ``validated(duration:)``.
  public init(duration: Double) {
    precondition(duration.isFinite && duration >= 0, "Timeline duration must be finite and ≥ 0")
    self.duration = duration
  }

  /// An empty timeline, checking a duration that comes from outside the program.
  ///
  /// - Throws: ``KeyframeError`` with reason ``KeyframeError/Reason/invalidDuration(_:)`` unless
  ///   `duration` is finite and > 0.
  public static func validated(duration: Double) throws(KeyframeError) -> Timeline {
    guard duration.isFinite, duration > 0 else {
      throw KeyframeError(track: "", keyframe: nil, reason: .invalidDuration(duration))
    }
    return Timeline(duration: duration)
  }

  /// The timeline of length 0 with no tracks: the identity of ``followed(by:)``.
  public static var empty: Timeline { Timeline(duration: 0) }

  /// Track names in insertion order.
  public var trackNames: [String] { entries.map { $0.name } }

  /// The value type of the track called `name`, or `nil` if there is none.
  public func valueType(of name: String) -> (any Interpolatable.Type)? {
    entry(name)?.valueType
  }

  /// Sets the track `name` to `track` (absolute times, on this timeline's clock). A track with
  /// that name is replaced in place; otherwise the track is appended.
  ///
  /// Returns the typed handle of the track.
  @discardableResult
  public mutating func setTrack<Value: Interpolatable>(
    _ name: String, _ track: KeyframeTrack<Value>
  ) -> TrackHandle<Value> {
    let typed = TimelineTrack(track, duration: duration)
    if let i = positions[name] {
      entries[i].track = typed
      return TrackHandle(name: name, index: i)
    }
    append(Entry(name: name, track: typed))
    return TrackHandle(name: name, index: entries.count - 1)
  }

  /// Appends a track whose name is not in the timeline yet.
  mutating func append(_ entry: Entry) {
    positions[entry.name] = entries.count
    entries.append(entry)
  }

  /// Adds a track from keyframes that come from outside the program, after checking them.
  ///
  /// With `timing: .relative` each time is a fraction of ``duration`` in [0, 1] (as
  /// `UIView.animateKeyframes`) and is multiplied by it; with `.absolute` times are seconds in
  /// [0, duration].
  ///
  /// Returns the typed handle of the new track.
  ///
  /// - Throws: ``KeyframeError`` naming the track and the keyframe index: a duplicate track
  ///   name, a time that is not finite or out of range, times not strictly increasing, a
  ///   non-finite value, invalid curve parameters, an empty track.
  @discardableResult
  public mutating func addTrack<Value: Interpolatable>(
    _ name: String, keyframes: [Keyframe<Value>], timing: KeyframeTiming
  ) throws(KeyframeError) -> TrackHandle<Value> {
    guard entry(name) == nil else {
      throw KeyframeError(track: name, keyframe: nil, reason: .duplicateTrack)
    }
    for (i, k) in keyframes.enumerated() {
      guard k.time.isFinite else {
        throw KeyframeError(track: name, keyframe: i, reason: .nonFiniteTime(k.time))
      }
      switch timing {
      case .relative where !(0...1).contains(k.time):
        throw KeyframeError(track: name, keyframe: i, reason: .relativeTimeOutOfRange(k.time))
      case .absolute where !(0...duration).contains(k.time):
        throw KeyframeError(
          track: name, keyframe: i, reason: .timeOutOfRange(k.time, duration: duration))
      default: break
      }
    }
    // Check order, values and curves in the caller's units first, so messages quote them.
    _ = try KeyframeTrack.validated(keyframes, name: name)
    guard timing == .relative else { return setTrack(name, KeyframeTrack(keyframes)) }
    let scaled = keyframes.map {
      Keyframe(time: $0.time * duration, value: $0.value, curve: $0.curve)
    }
    return setTrack(name, try KeyframeTrack.validated(scaled, name: name))
  }

  /// The typed track `name`, or `nil` if there is none or its value type is not `Value`.
  public func track<Value: Interpolatable>(_ name: String, as type: Value.Type = Value.self)
    -> TimelineTrack<Value>?
  {
    entry(name) as? TimelineTrack<Value>
  }

  /// The value of track `name` at time `t` (seconds), or `nil` if there is no such track of
  /// type `Value`.
  public func value<Value: Interpolatable>(
    of name: String, as type: Value.Type = Value.self, at t: Double
  ) -> Value? {
    entry(name)?.value(at: t, as: type)
  }

  /// The velocity of track `name` at time `t` (value units per second), or `nil` if there is no
  /// such track of type `Value`.
  public func velocity<Value: Interpolatable>(
    of name: String, as type: Value.Type = Value.self, at t: Double
  )
    -> Value?
  {
    entry(name)?.velocity(at: t, as: type)
  }

  /// The keyframe times of track `name` on this timeline's clock (seconds; relative times
  /// already multiplied by the duration), or `nil` if there is no such track or it was built by
  /// composition (``followed(by:)``, ``repeated(count:)``, …), where one keyframe maps to many
  /// times.
  public func keyframeTimes(of name: String) -> [Double]? {
    entry(name)?.keyframeTimes
  }

  /// The value of track `name` at `t` as an existential, whatever its type.
  public func anyValue(of name: String, at t: Double) -> (any Interpolatable)? {
    entry(name)?.anyValue(at: t)
  }

  /// The velocity of track `name` at `t` as an existential, whatever its type.
  public func anyVelocity(of name: String, at t: Double) -> (any Interpolatable)? {
    entry(name)?.anyVelocity(at: t)
  }

  func entry(_ name: String) -> (any ErasedTimelineTrack)? {
    positions[name].map { entries[$0].track }
  }
}

/// How keyframe times from outside the program are read by
/// ``Timeline/addTrack(_:keyframes:timing:)``.
public enum KeyframeTiming: String, Sendable, Hashable, CaseIterable {
  /// Seconds from the start of the timeline, in [0, duration].
  case absolute
  /// Fractions of the timeline's duration, in [0, 1] (`UIView.animateKeyframes` style).
  case relative
}

/// A ``TimelineTrack`` of some value type, so that a timeline can hold tracks of several types.
protocol ErasedTimelineTrack: Sendable {
  var valueType: any Interpolatable.Type { get }
  /// Keyframe times when the track is a plain keyframe track.
  var keyframeTimes: [Double]? { get }
  /// This track as a `TimelineTrack<V>` if its value type is `V` (no dynamic cast).
  func typed<V: Interpolatable>(_ type: V.Type) -> TimelineTrack<V>?
  func anyValue(at t: Double) -> any Interpolatable
  func anyVelocity(at t: Double) -> any Interpolatable
  /// The value at `t` if the track's value type is `V` (no dynamic cast).
  func value<V: Interpolatable>(at t: Double, as type: V.Type) -> V?
  /// The velocity at `t` if the track's value type is `V` (no dynamic cast).
  func velocity<V: Interpolatable>(at t: Double, as type: V.Type) -> V?
  /// This track before `offset`, `second` (which must have the same value type) from it on.
  func followed(by second: any ErasedTimelineTrack, at offset: Double, name: String)
    -> any ErasedTimelineTrack
  /// This track starting at `offset` (holding its start before).
  func delayed(by offset: Double) -> any ErasedTimelineTrack
  func warped(_ warp: TimeWarp) -> any ErasedTimelineTrack
}

extension TimelineTrack: ErasedTimelineTrack {
  var valueType: any Interpolatable.Type { Value.self }
  var keyframeTimes: [Double]? { leaf?.storage.times }
  func anyValue(at t: Double) -> any Interpolatable { value(at: t) }
  func anyVelocity(at t: Double) -> any Interpolatable { velocity(at: t) }

  func typed<V: Interpolatable>(_ type: V.Type) -> TimelineTrack<V>? {
    Value.self == V.self ? unsafeBitCast(self, to: TimelineTrack<V>.self) : nil
  }

  func value<V: Interpolatable>(at t: Double, as type: V.Type) -> V? {
    // Same type: the bit cast is the identity (sizes are checked by unsafeBitCast).
    Value.self == V.self ? unsafeBitCast(value(at: t), to: V.self) : nil
  }

  func velocity<V: Interpolatable>(at t: Double, as type: V.Type) -> V? {
    Value.self == V.self ? unsafeBitCast(velocity(at: t), to: V.self) : nil
  }

  func followed(by second: any ErasedTimelineTrack, at offset: Double, name: String)
    -> any ErasedTimelineTrack
  {
    guard let second = second as? TimelineTrack<Value> else {
      preconditionFailure(
        "Track '\(name)' has type \(Value.self) in one timeline and \(second.valueType) in the other"
      )
    }
    return TimelineTrack(node: .overlap(first: node, second: second.node, offset: offset))
  }

  func delayed(by offset: Double) -> any ErasedTimelineTrack {
    TimelineTrack(node: .overlap(first: nil, second: node, offset: offset))
  }

  func warped(_ warp: TimeWarp) -> any ErasedTimelineTrack {
    TimelineTrack(node: .warp(node, warp))
  }
}

#endif
