// Not in Embedded Swift, like Timeline itself (Timeline.swift says why).
#if !hasFeature(Embedded)

extension Timeline {
  /// A typed reference to one track of a ``Timeline``: returned by
  /// ``Timeline/addTrack(_:keyframes:timing:)`` and ``Timeline/setTrack(_:_:)``, or checked once
  /// by ``Timeline/handle(_:as:)`` for a timeline loaded from a file.
  ///
  /// The value type is part of the handle's type, so evaluating through it needs no name
  /// look-up and returns a `Value`, not an optional. A handle is valid for the timeline that
  /// returned it after any later ``Timeline/setTrack(_:_:)`` or added tracks, and for the
  /// timelines made from it by ``Timeline/withSpeed(_:)``, ``Timeline/repeated(count:)``,
  /// ``Timeline/autoreversed()`` and as the first operand of ``Timeline/followed(by:)`` and
  /// ``Timeline/overlapped(with:offset:)`` (which keep its tracks first and in order).
  public struct TrackHandle<Value: Interpolatable>: Hashable, Sendable {
    /// The track's name.
    public let name: String
    /// Position of the track in the timeline's insertion order.
    let index: Int
  }

  /// The handle of the track called `name` if it exists and holds `Value`s: one check at set-up
  /// (e.g. after loading JSON), then evaluation through the handle.
  public func handle<Value: Interpolatable>(_ name: String, as type: Value.Type = Value.self)
    -> TrackHandle<Value>?
  {
    guard let i = positions[name], entries[i].track.typed(type) != nil else { return nil }
    return TrackHandle(name: name, index: i)
  }

  /// The typed track behind `handle`, or `nil` when this timeline has no track of that name
  /// holding `Value`s — exactly when ``handle(_:as:)`` with the handle's name returns `nil`.
  ///
  /// A handle made by this timeline (or one it was made from, see ``TrackHandle``) is resolved
  /// by its position; any other is looked up by name, so a handle can never read a track with
  /// another name. The non-trapping form of ``subscript(_:)``, for handles kept across
  /// timelines loaded from data.
  public func track<Value: Interpolatable>(_ handle: TrackHandle<Value>) -> TimelineTrack<Value>? {
    if handle.index < entries.count, entries[handle.index].name == handle.name,
      let track = entries[handle.index].track.typed(Value.self)
    {
      return track
    }
    guard let i = positions[handle.name] else { return nil }
    return entries[i].track.typed(Value.self)
  }

  /// The typed track behind `handle`, to keep for a hot loop or to invert
  /// (``TimelineTrack/time(reaching:)``).
  ///
  /// - Precondition: this timeline has a track named `handle.name` holding `Value`s (always
  ///   true for a handle it made, or one made by a timeline it was made from, see
  ///   ``TrackHandle``). Otherwise it traps instead of reading another track; use
  ///   ``track(_:)``, which returns `nil`, for handles that may not fit.
  public subscript<Value: Interpolatable>(_ handle: TrackHandle<Value>) -> TimelineTrack<Value> {
    guard let track = track(handle) else {
      preconditionFailure("Track handle '\(handle.name)' does not belong to this timeline")
    }
    return track
  }

  /// The value of the track `handle` at time `t` (seconds; held outside [0, ``duration``]).
  public func value<Value: Interpolatable>(of handle: TrackHandle<Value>, at t: Double) -> Value {
    self[handle].value(at: t)
  }

  /// The velocity of the track `handle` at time `t` (value units per second; zero outside
  /// [0, ``duration``]).
  public func velocity<Value: Interpolatable>(of handle: TrackHandle<Value>, at t: Double)
    -> Value
  {
    self[handle].velocity(at: t)
  }
}

#endif
