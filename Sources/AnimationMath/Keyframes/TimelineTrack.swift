/// One named track of a ``Timeline`` with its value type: a ``KeyframeTrack`` placed on the
/// timeline's clock, possibly through compositions (sequence, overlap, repeat, autoreverse,
/// speed).
///
/// Get it with ``Timeline/subscript(_:)`` from a ``Timeline/TrackHandle`` (or by name with
/// ``Timeline/track(_:as:)``) and keep it for hot loops: evaluation is a switch, a
/// time mapping per composition level and the keyframe evaluation, with no allocation and no
/// name lookup.
///
/// Outside its timeline's [0, duration] a track holds the value at the nearest end and has
/// velocity 0; the velocity at a time where the motion turns or switches is one-sided (the side
/// that starts there).
public struct TimelineTrack<Value: Interpolatable>: Sendable {
  /// How the track is built.
  @usableFromInline
  enum Node: Sendable {
    /// A keyframe track on a timeline of the given duration (evaluated at t clamped to it).
    case keyframes(KeyframeTrack<Value>, duration: Double)
    /// `second` from `offset` on (at local time t − offset), `first` before (or `second`
    /// everywhere when `first` is nil).
    indirect case overlap(first: Node?, second: Node, offset: Double)
    /// `base` evaluated at a mapped time, velocity multiplied by the mapping's rate.
    indirect case warp(Node, TimeWarp)
  }

  @usableFromInline let node: Node
  /// The keyframe track when ``node`` is a plain `.keyframes` (the common case), kept outside
  /// the enum so that evaluation reads it in place instead of copying it out of the payload.
  @usableFromInline let leaf: KeyframeTrack<Value>?
  /// The duration that goes with ``leaf``.
  @usableFromInline let leafDuration: Double

  @usableFromInline
  init(node: Node) {
    self.node = node
    if case .keyframes(let track, let duration) = node {
      leaf = track
      leafDuration = duration
    } else {
      leaf = nil
      leafDuration = 0
    }
  }

  /// A keyframe track on a timeline of `duration` seconds.
  init(_ track: KeyframeTrack<Value>, duration: Double) {
    self.init(node: .keyframes(track, duration: duration))
  }

  /// The value at time `t` (seconds on the timeline's clock).
  @inlinable
  public func value(at t: Double) -> Value {
    if let v = leaf?.value(at: Swift.min(Swift.max(t, 0), leafDuration)) { return v }
    return Self.value(node, t)
  }

  /// The velocity at time `t` (value units per second of the timeline's clock).
  @inlinable
  public func velocity(at t: Double) -> Value {
    if leaf != nil {
      guard t >= 0, t < leafDuration, let v = leaf?.velocity(at: t) else { return .zero }
      return v
    }
    return Self.velocity(node, t)
  }

  @inlinable
  static func value(_ node: Node, _ t: Double) -> Value {
    switch node {
    case .keyframes(let track, let duration):
      return track.value(at: Swift.min(Swift.max(t, 0), duration))
    case .overlap(let first, let second, let offset):
      if let first, !(t >= offset) { return value(first, t) }
      return value(second, t - offset)
    case .warp(let base, let warp):
      return value(base, warp.map(t).time)
    }
  }

  @inlinable
  static func velocity(_ node: Node, _ t: Double) -> Value {
    switch node {
    case .keyframes(let track, let duration):
      return t >= 0 && t < duration ? track.velocity(at: t) : .zero
    case .overlap(let first, let second, let offset):
      if let first, !(t >= offset) { return velocity(first, t) }
      return velocity(second, t - offset)
    case .warp(let base, let warp):
      let (local, rate) = warp.map(t)
      return rate == 0 ? .zero : velocity(base, local).scaled(by: rate)
    }
  }
}

/// A mapping from a composed timeline's clock to a child's clock, with its rate d(local)/dt.
@usableFromInline
enum TimeWarp: Sendable, Hashable {
  /// local = factor·t.
  case speed(Double)
  /// `count` iterations (may be fractional) of `period` seconds.
  case repeating(period: Double, count: Double)
  /// Forward over [0, period], then backward over [period, 2·period].
  case autoreverse(period: Double)

  /// The child's local time and the rate at composed time `t`.
  @inlinable
  func map(_ t: Double) -> (time: Double, rate: Double) {
    switch self {
    case .speed(let factor):
      return (t * factor, factor)
    case .repeating(let period, let count):
      let total = period * count
      guard t > 0, period > 0 else { return (t, 1) }
      guard t < total else {
        let fraction = count - count.rounded(.down)
        return (fraction == 0 ? period : fraction * period, 0)
      }
      let local = t - (t / period).rounded(.down) * period
      return (Swift.min(Swift.max(local, 0), period), 1)
    case .autoreverse(let period):
      if t < period { return (t, 1) }
      if t < 2 * period { return (period - (t - period), -1) }
      return (0, 0)
    }
  }
}
