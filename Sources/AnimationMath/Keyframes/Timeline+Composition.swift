// Not in Embedded Swift: a timeline holds tracks of different value types behind one
// existential (`any ErasedTimelineTrack`), which Embedded Swift cannot represent.
// KeyframeTrack and TimelineTrack are available there.
#if !hasFeature(Embedded)

extension Timeline {
  /// This timeline, then `next` starting when this one ends (duration: sum of both).
  ///
  /// Equivalent to `overlapped(with: next, offset: duration)`; see there for how tracks that
  /// appear in both combine. `t.followed(by: .empty)` and `Timeline.empty.followed(by: t)` give
  /// `t` exactly.
  public func followed(by next: Timeline) -> Timeline {
    overlapped(with: next, offset: duration)
  }

  /// Chains timelines one after another (``empty`` for an empty list).
  public static func sequence(_ timelines: [Timeline]) -> Timeline {
    timelines.reduce(.empty) { $0.followed(by: $1) }
  }

  /// This timeline with `other` starting `offset` seconds after its start (GSAP's position
  /// parameter); duration `max(duration, offset + other.duration)`.
  ///
  /// A track only in this timeline is unchanged; a track only in `other` holds its start value
  /// until `offset`. A track in both follows this timeline before `offset` and `other` from
  /// `offset` on — the later child takes over, as in GSAP — so overlapping tracks switch at
  /// `offset`. Track order: this timeline's, then `other`'s new names.
  ///
  /// - Precondition: `offset` finite and ≥ 0; a track present in both has the same value type
  ///   in both.
  public func overlapped(with other: Timeline, offset: Double) -> Timeline {
    precondition(offset.isFinite && offset >= 0, "Overlap offset must be finite and ≥ 0")
    var result = Timeline(duration: Swift.max(duration, offset + other.duration))
    for e in entries {
      if let second = other.entry(e.name) {
        let track = e.track.followed(by: second, at: offset, name: e.name)
        result.append(Entry(name: e.name, track: track))
      } else {
        result.append(e)
      }
    }
    for e in other.entries where entry(e.name) == nil {
      result.append(Entry(name: e.name, track: e.track.delayed(by: offset)))
    }
    return result
  }

  /// This timeline played `count` times in a row (duration `count·duration`); a fractional
  /// count stops part-way through the last iteration, as Core Animation's `repeatCount`.
  /// At an iteration boundary the next iteration's start is shown. `repeated(count: 1)` is this
  /// timeline.
  ///
  /// - Precondition: `count` finite and > 0.
  public func repeated(count: Double) -> Timeline {
    precondition(count.isFinite && count > 0, "Repeat count must be finite and > 0")
    return warped(.repeating(period: duration, count: count), duration: duration * count)
  }

  /// This timeline forwards, then backwards (duration `2·duration`):
  /// `value(duration + u) = value(duration − u)`, velocity negated on the way back.
  public func autoreversed() -> Timeline {
    warped(.autoreverse(period: duration), duration: 2 * duration)
  }

  /// This timeline played `factor` times as fast (duration `duration/factor`; velocities
  /// multiplied by `factor`).
  ///
  /// - Precondition: `factor` finite and > 0.
  public func withSpeed(_ factor: Double) -> Timeline {
    precondition(factor.isFinite && factor > 0, "Speed must be finite and > 0")
    return warped(.speed(factor), duration: duration / factor)
  }

  private func warped(_ warp: TimeWarp, duration newDuration: Double) -> Timeline {
    var result = Timeline(duration: newDuration)
    for e in entries { result.append(Entry(name: e.name, track: e.track.warped(warp))) }
    return result
  }
}

#endif
