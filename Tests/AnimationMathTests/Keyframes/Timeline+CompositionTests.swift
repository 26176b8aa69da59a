import TestSupport
import Testing

@testable import AnimationMath

@Suite("Timeline composition")
struct TimelineCompositionTests {
  /// A timeline with a smooth scalar track and a vector track, duration 1.
  static func sample() -> Timeline {
    var t = Timeline(duration: 1)
    t.setTrack(
      "x",
      KeyframeTrack([
        Keyframe(time: 0, value: 0.0), Keyframe(time: 0.5, value: 10.0, curve: .catmullRom),
        Keyframe(time: 1, value: 4.0, curve: .catmullRom),
      ]))
    t.setTrack(
      "p",
      KeyframeTrack([
        Keyframe(time: 0.25, value: SIMD2<Double>(1, 1)),
        Keyframe(time: 0.75, value: SIMD2<Double>(3, -1)),
      ]))
    return t
  }

  static let times = (-4...44).map { Double($0) / 16 }

  @Test func sequenceWithEmptyIsIdentity() {
    let a = Self.sample()
    for composed in [a.followed(by: .empty), Timeline.empty.followed(by: a), .sequence([a])] {
      #expect(composed.duration == a.duration)
      #expect(composed.trackNames == a.trackNames)
      for t in Self.times {
        #expect(
          composed.value(of: "x", as: Double.self, at: t)
            == a.value(of: "x", as: Double.self, at: t))
        #expect(
          composed.velocity(of: "x", as: Double.self, at: t)
            == a.velocity(of: "x", as: Double.self, at: t))
        #expect(
          composed.value(of: "p", as: SIMD2<Double>.self, at: t)
            == a.value(of: "p", as: SIMD2<Double>.self, at: t))
      }
    }
    #expect(Timeline.sequence([]).duration == 0)
  }

  @Test func repeatOnceIsIdentity() {
    let a = Self.sample()
    let once = a.repeated(count: 1)
    #expect(once.duration == a.duration)
    for t in Self.times {
      #expect(
        once.value(of: "x", as: Double.self, at: t) == a.value(of: "x", as: Double.self, at: t))
      #expect(
        once.velocity(of: "x", as: Double.self, at: t)
          == a.velocity(of: "x", as: Double.self, at: t))
    }
  }

  @Test func repeatIsPeriodic() throws {
    let a = Self.sample()
    let thrice = a.repeated(count: 3)
    #expect(thrice.duration == 3)
    let x = try #require(thrice.track("x", as: Double.self))
    for t in stride(from: 0.0, to: 1.0, by: 1.0 / 64) {  // dyadic: t + k is exact
      for k in 0..<3 {
        #expect(x.value(at: t + Double(k)) == a.value(of: "x", as: Double.self, at: t))
      }
    }
    #expect(x.value(at: 3) == 4)  // the end of the last iteration
    #expect(x.value(at: 5) == 4)
    #expect(x.velocity(at: 5) == 0)
    // A fractional count stops part-way: 1.5 iterations end at local time 0.5 (value 10).
    let half = a.repeated(count: 1.5)
    #expect(half.duration == 1.5)
    #expect(half.value(of: "x", as: Double.self, at: 1.5) == 10)
    #expect(half.value(of: "x", as: Double.self, at: 9) == 10)
  }

  @Test func autoreverseIsSymmetric() throws {
    let a = Self.sample()
    let back = a.autoreversed()
    #expect(back.duration == 2)
    let x = try #require(back.track("x", as: Double.self))
    let p = try #require(back.track("p", as: SIMD2<Double>.self))
    for i in 1..<64 {
      let u = Double(i) / 64  // dyadic: 1 ± u and 1 − (u) are exact
      #expect(x.value(at: 1 + u) == x.value(at: 1 - u))
      #expect(p.value(at: 1 + u) == p.value(at: 1 - u))
      #expect(x.velocity(at: 1 + u) == -x.velocity(at: 1 - u))
    }
    #expect(x.value(at: 2) == 0)
    #expect(x.value(at: 3) == 0)
    #expect(x.velocity(at: 3) == 0)
  }

  @Test func speedScalesTimeAndVelocity() throws {
    let a = Self.sample()
    let fast = a.withSpeed(2)
    #expect(fast.duration == 0.5)
    let x = try #require(fast.track("x", as: Double.self))
    for i in 0...32 {
      let t = Double(i) / 64
      #expect(x.value(at: t) == a.value(of: "x", as: Double.self, at: 2 * t))
      let v = try #require(a.velocity(of: "x", as: Double.self, at: 2 * t))
      #expect(x.velocity(at: t) == 2 * v)
    }
    // Speed composes multiplicatively: ×2 then ×0.5 is the original (exact for powers of 2).
    let same = fast.withSpeed(0.5)
    for t in Self.times {
      #expect(
        same.value(of: "x", as: Double.self, at: t) == a.value(of: "x", as: Double.self, at: t))
    }
  }

  @Test func overlapSwitchesSharedTracksAtTheOffset() throws {
    var a = Timeline(duration: 1)
    a.setTrack("x", KeyframeTrack([Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0)]))
    a.setTrack(
      "onlyA", KeyframeTrack([Keyframe(time: 0, value: 5.0), Keyframe(time: 1, value: 6.0)]))
    var b = Timeline(duration: 1)
    b.setTrack(
      "x", KeyframeTrack([Keyframe(time: 0, value: 10.0), Keyframe(time: 1, value: 20.0)]))
    b.setTrack(
      "onlyB", KeyframeTrack([Keyframe(time: 0.5, value: 7.0), Keyframe(time: 1, value: 8.0)]))
    let c = a.overlapped(with: b, offset: 0.5)
    #expect(c.duration == 1.5)
    #expect(c.trackNames == ["x", "onlyA", "onlyB"])
    let x = try #require(c.track("x", as: Double.self))
    #expect(x.value(at: 0.25) == 0.25)
    #expect(x.value(at: 0.5) == 10)  // b takes over at the offset
    #expect(x.value(at: 1) == 15)
    #expect(c.value(of: "onlyA", as: Double.self, at: 1.25) == 6)  // a holds after its end
    #expect(c.value(of: "onlyB", as: Double.self, at: 0) == 7)  // b holds before it starts
    #expect(c.value(of: "onlyB", as: Double.self, at: 1.25) == 7.5)
    // Sequence = overlap at the first duration; durations add.
    let s = a.followed(by: b)
    #expect(s.duration == 2)
    #expect(s.value(of: "x", as: Double.self, at: 1.5) == 15)
    #expect(s.value(of: "x", as: Double.self, at: 0.5) == 0.5)
    // Sequencing is associative on values.
    let left = a.followed(by: b).followed(by: a)
    let right = a.followed(by: b.followed(by: a))
    for i in 0...48 {
      let t = Double(i) / 16
      #expect(
        left.value(of: "x", as: Double.self, at: t) == right.value(of: "x", as: Double.self, at: t))
    }
  }

  @Test func velocityThroughCompositionMatchesFiniteDifference() throws {
    let composed = Self.sample().followed(by: Self.sample().withSpeed(1.5)).autoreversed()
      .repeated(count: 2)
    let x = try #require(composed.track("x", as: Double.self))
    for i in 0..<97 {
      let t = composed.duration * (Double(i) + 0.31) / 97
      // Central difference with h = 1e-6 on a C¹ piecewise cubic (|x‴| ≲ 1e3): error ≲ 1e-8,
      // rounding ≈ 1e-16·10/1e-6 = 1e-9. Skip the instants where sequence/reversal switch.
      let period = Self.sample().duration + Self.sample().duration / 1.5
      let phase = t.truncatingRemainder(dividingBy: 2 * period)
      guard [0, 1, period, 2 * period - 1, 2 * period].allSatisfy({ abs(phase - $0) > 1e-3 })
      else { continue }
      let fd = centralDifference({ x.value(at: $0) }, at: t, step: 1e-6)
      expectClose(x.velocity(at: t), fd, absolute: 1e-6, relative: 1e-6, "t = \(t)")
    }
  }
}
