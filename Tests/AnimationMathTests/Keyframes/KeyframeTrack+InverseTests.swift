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

  /// The earliest time by plain bisection on `value(at:)` over the whole track (the algorithm
  /// before the per-segment inverse): the reference the fast inverse must agree with.
  static func bisected(
    _ value: (Double) -> Double, target: Double, rising: Bool, from a: Double, to b: Double
  )
    -> Double
  {
    func reached(_ t: Double) -> Bool { rising ? value(t) >= target : value(t) <= target }
    if reached(a) { return a }
    var lo = a
    var hi = b
    while true {
      let mid = lo + 0.5 * (hi - lo)
      if mid <= lo || mid >= hi { break }
      if reached(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// Every segment kind, rising and falling, against the bisection reference on 400 targets
  /// each. Segments inverted in closed form (cubic-bezier) give the target's value
  /// within 1e-12 pt and the reference's time within 1e-12 s; the others (found on the value)
  /// reach the target and the double before does not. Where the rounded value is an ulp
  /// non-monotone (a flat arrival) the times may differ by ~1e-9 s: there both answers give
  /// the target's value within 1e-12 pt.
  @Test func everySegmentKindAgreesWithBisection() throws {
    let curves: [(String, KeyframeCurve)] = [
      ("linear", .linear), ("ease-out", .easing(try Easing(parsing: "ease-out"))),
      ("ease-in-out", .easing(try Easing(parsing: "ease-in-out"))),
      ("cubic-bezier(0.2, 0, 0, 1)", .easing(try Easing(parsing: "cubic-bezier(0.2, 0, 0, 1)"))),
      ("easeInQuad", .easing(try Easing(parsing: "easeInQuad"))),
      ("steps(4)", .easing(try Easing(parsing: "steps(4)"))),
      ("catmull-rom", .catmullRom), ("paced", .paced),
      ("critical spring", .spring(Spring(mass: 1, stiffness: 400, damping: 40))),
      ("hold", .hold),
    ]
    for (name, curve) in curves {
      for sign in [1.0, -1.0] {
        let track = KeyframeTrack([
          Keyframe(time: 0.05, value: 10 * sign),
          Keyframe(time: 0.2, value: 100 * sign, curve: curve),
          Keyframe(time: 0.45, value: 390 * sign, curve: curve),
        ])
        guard track.isMonotonic else {
          Issue.record("\(name) \(sign): not monotone")
          continue
        }
        let first = track.value(at: 0)
        let last = track.finalValue
        let rising = last >= first
        for i in 0...400 {
          let target = first + (last - first) * Double(i) / 400
          let t = try #require(track.time(reaching: target), "\(name) \(sign) \(target)")
          func reached(_ t: Double) -> Bool {
            rising ? track.value(at: t) >= target : track.value(at: t) <= target
          }
          let closedForm = ["ease-out", "ease-in-out", "cubic-bezier(0.2, 0, 0, 1)"]
          if closedForm.contains(name) {
            expectClose(track.value(at: t), target, absolute: 1e-12, "\(name) \(sign): value")
          } else {
            #expect(reached(t), "\(name) \(sign): \(target) not reached at \(t)")
            if t > track.startTime {
              #expect(!reached(t.nextDown), "\(name) \(sign): \(target) reached before \(t)")
            }
          }
          let reference = Self.bisected(
            { track.value(at: $0) }, target: target, rising: rising, from: track.startTime,
            to: track.endTime)
          // Where the curve arrives flat, the rounded value touches the target over ~1e-9 s
          // and may step back by an ulp inside it: there both answers give the target's value.
          if abs(track.value(at: t) - track.value(at: reference)) > 1e-12 {
            expectClose(t, reference, absolute: 1e-12, "\(name) \(sign) \(target)")
          }
        }
      }
    }
  }

  /// Holds: a value held over an interval is reached at the start of the hold; a value jumped
  /// over at the end of a hold is reached at the jump; a constant track at its first keyframe.
  @Test func holdsAnswerTheirStart() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 5.0),
      Keyframe(time: 2, value: 5.0), Keyframe(time: 3, value: 8.0, curve: .hold),
      Keyframe(time: 4, value: 10.0),
    ])
    #expect(track.isMonotonic)
    #expect(track.time(reaching: 5) == 1)  // held 1 → 3 (a linear stretch, then a hold)
    #expect(track.time(reaching: 6) == 3)  // jumped over at 3
    #expect(track.time(reaching: 8) == 3)
    let constant = KeyframeTrack([Keyframe(time: 0.5, value: 2.0), Keyframe(time: 1, value: 2.0)])
    #expect(constant.isMonotonic)
    #expect(constant.time(reaching: 2) == 0.5)
    #expect(constant.time(reaching: 2.5) == nil)
  }

  /// A track of points scrubbed by one coordinate (or any affine projection): the same answer
  /// as the scalar track of that coordinate; a projection that turns has none.
  @Test func projectionsOfPointTracks() throws {
    let curve = KeyframeCurve.easing(try Easing(parsing: "ease-out"))
    let points = KeyframeTrack([
      Keyframe(time: 0, value: SIMD2(0.0, 50.0)),
      Keyframe(time: 0.3, value: SIMD2(390.0, -20.0), curve: curve),
      Keyframe(
        time: 0.5, value: SIMD2(400.0, 10.0),
        curve: .spring(Spring(mass: 1, stiffness: 300, damping: 40))),
    ])
    let xs = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 0.3, value: 390.0, curve: curve),
      Keyframe(
        time: 0.5, value: 400.0, curve: .spring(Spring(mass: 1, stiffness: 300, damping: 40))),
    ])
    #expect(points.isMonotonic(along: { $0.x }))
    #expect(!points.isMonotonic(along: { $0.y }))  // down, then up
    for target in stride(from: 0.0, through: 395.0, by: 5) {
      let a = try #require(points.time(reaching: target, along: { $0.x }))
      let b = try #require(xs.time(reaching: target))
      expectClose(a, b, absolute: 1e-12, "x = \(target)")
    }
    #expect(points.time(reaching: 0, along: { $0.y }) == nil)
    // A direction and an offset: still affine.
    let diagonal = try #require(points.time(reaching: 100, along: { 2 * $0.x + 5 }))
    expectClose(diagonal, try #require(xs.time(reaching: 47.5)), absolute: 1e-12)
  }

  /// Composed timeline tracks: a sequence of moves the same way, a speed change and a delay
  /// answer on the composed clock (checked against bisection); a repeat or reversal of a move
  /// reaches values twice and has no answer.
  @Test func composedTracks() throws {
    let move = try swipeBackTimeline()
    let x = try #require(move.handle("x", as: Double.self))
    var back = Timeline(duration: 0.2)
    back.setTrack(
      "x",
      KeyframeTrack([Keyframe(time: 0, value: 390.0), Keyframe(time: 0.2, value: 500.0)]))
    let composed: [(String, Timeline)] = [
      ("followed", move.followed(by: back)), ("speed", move.withSpeed(2)),
      ("delayed", Timeline(duration: 0.1).followed(by: move)),
    ]
    for (name, timeline) in composed {
      let track = try #require(timeline.track("x", as: Double.self))
      for target in stride(from: 0.0, through: 390.0, by: 13) {
        let t = try #require(track.time(reaching: target), "\(name) \(target)")
        let reference = Self.bisected(
          { track.value(at: $0) }, target: target, rising: true, from: 0, to: timeline.duration)
        #expect(t == reference, "\(name) \(target)")
      }
    }
    #expect(move.followed(by: back).track("x", as: Double.self)?.time(reaching: 450) != nil)
    #expect(move.repeated(count: 2)[x].time(reaching: 195) == nil)
    #expect(move.autoreversed()[x].time(reaching: 195) == nil)
    // Stepping back where the second part takes over: no single answer.
    var down = Timeline(duration: 0.2)
    down.setTrack(
      "x", KeyframeTrack([Keyframe(time: 0, value: 100.0), Keyframe(time: 0.2, value: 500.0)]))
    #expect(move.followed(by: down).track("x", as: Double.self)?.time(reaching: 200) == nil)
  }
}
