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

  /// The typed track behind `handle`, to keep for a hot loop or to invert
  /// (``TimelineTrack/time(reaching:)``).
  ///
  /// - Precondition: `handle` comes from this timeline or one it was made from (see
  ///   ``TrackHandle``); a handle of an unrelated timeline traps instead of reading another
  ///   track.
  public subscript<Value: Interpolatable>(_ handle: TrackHandle<Value>) -> TimelineTrack<Value> {
    guard handle.index < entries.count, entries[handle.index].name == handle.name,
      let track = entries[handle.index].track.typed(Value.self)
    else {
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
