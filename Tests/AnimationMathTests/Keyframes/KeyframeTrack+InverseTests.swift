import TestSupport
import Testing

@testable import AnimationMath

@Suite("Keyframe track inverse")
struct KeyframeTrackInverseTests {
  /// 0 → 390 with ease-in-out over [0.025, 0.25]: the inverse of every sampled value lands
  /// back on its time. Tolerance 1e-12 s: bisection stops at adjacent doubles; the error is the
  /// value's rounding (~1e-13 pt) divided by the slope, which is ≥ ~1 pt/s except within ~1e-6 s
  /// of the flat ends, so those samples are checked in value instead.
  @Test func inverseOfEaseInOutTrack() throws {
    let track = KeyframeTrack([
      Keyframe(time: 0.025, value: 0.0),
      Keyframe(time: 0.25, value: 390.0, curve: .easing(try Easing(parsing: "ease-in-out"))),
    ])
    #expect(track.isMonotonic)
    #expect(track.time(reaching: 0) == 0.025)
    // The curve arrives flat, so 390 is reached (in rounding) ~1e-9 s before the keyframe:
    // the earliest such time, within 1e-8 s of it.
    let end = try #require(track.time(reaching: 390))
    #expect(track.value(at: end) == 390 && end <= 0.25 && end > 0.25 - 1e-8)
    for i in 1..<100 {
      let t = 0.025 + 0.225 * Double(i) / 100
      let v = track.value(at: t)
      let back = try #require(track.time(reaching: v))
      expectClose(track.value(at: back), v, absolute: 1e-9, "value at t = \(t)")
      expectClose(back, t, absolute: 1e-12, "t = \(t)")
    }
    #expect(track.time(reaching: -1) == nil)
    #expect(track.time(reaching: 391) == nil)
    #expect(track.time(reaching: .nan) == nil)
  }

  /// Falling tracks, holds (the jump time) and several segments. Tolerance 1e-15 s where the
  /// bisection may stop an ulp early because the rounded value already reaches the target;
  /// 1e-7 s at the flat end of the Catmull-Rom segment (zero velocity there, so values within
  /// an ulp of 0 span ~1e-8 s).
  @Test func fallingTrackWithHoldAndSegments() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 10.0),
      Keyframe(time: 1, value: 6.0),
      Keyframe(time: 2, value: 4.0, curve: .hold),
      Keyframe(time: 3, value: 0.0, curve: .catmullRom),
    ])
    #expect(track.isMonotonic)
    #expect(track.time(reaching: 10) == 0)
    // 8 on the linear segment: t = 0.5 (exact: 10 − 4t).
    expectClose(track.time(reaching: 8) ?? .nan, 0.5, absolute: 1e-15)
    // 6 is reached at t = 1 and held until the jump to 4 at t = 2: the start of the hold.
    expectClose(track.time(reaching: 6) ?? .nan, 1, absolute: 1e-15)
    // 5 is jumped over at t = 2.
    #expect(track.time(reaching: 5) == 2)
    expectClose(track.time(reaching: 0) ?? .nan, 3, absolute: 1e-7)
  }

  /// A track that turns (an overshooting curve, or values that go back) has no single time
  /// for a value: nil, documented.
  @Test func nonMonotoneTracksHaveNoInverse() throws {
    let back = KeyframeTrack([
      Keyframe(time: 0, value: 0.0),
      Keyframe(time: 1, value: 1.0, curve: .easing(try Easing(parsing: "easeOutBack"))),
    ])
    #expect(!back.isMonotonic)
    #expect(back.time(reaching: 0.5) == nil)
    let zigzag = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 2.0), Keyframe(time: 2, value: 1.0),
    ])
    #expect(!zigzag.isMonotonic)
    #expect(zigzag.time(reaching: 0.5) == nil)
  }

  /// Spring segments: monotone when the spring does not turn before the next keyframe.
  @Test func springSegments() {
    let stiff = Spring(mass: 1, stiffness: 100, damping: 20)  // critically damped
    let wobbly = Spring(mass: 1, stiffness: 100, damping: 2)
    let critical = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 2, value: 1.0, curve: .spring(stiff)),
    ])
    #expect(critical.isMonotonic)
    if let t = critical.time(reaching: 0.5) {
      // 1e-12: bisection to adjacent doubles on a slope of order 1 per second.
      expectClose(critical.value(at: t), 0.5, absolute: 1e-12)
    } else {
      Issue.record("critically damped spring has an inverse")
    }
    let under = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 2, value: 1.0, curve: .spring(wobbly)),
    ])
    #expect(!under.isMonotonic)
    #expect(under.time(reaching: 0.5) == nil)
  }

  @Test func timelineTrackInverse() throws {
    let timeline = try swipeBackTimeline()
    let x = try #require(timeline.handle("x", as: Double.self))
    let t = try #require(timeline[x].time(reaching: 195))
    // Halfway through the move by symmetry; 1e-12 s as above.
    expectClose(t, 0.1375, absolute: 1e-12)
    #expect(timeline.repeated(count: 2)[x].time(reaching: 195) == nil)
  }
}
