import TestSupport
import Testing

@testable import AnimationMath

/// The swipe-back transition of the issue: alpha 1 → 0 over the first tenth of 0.25 s, x 0 → 390
/// with ease-in-out over the rest.
func swipeBackTimeline(
  easeInOut: Easing = Easing.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
) throws
  -> Timeline
{
  var timeline = try Timeline.validated(duration: 0.25)
  try timeline.addTrack(
    "alpha", keyframes: [Keyframe(time: 0, value: 1.0), Keyframe(time: 0.1, value: 0.0)],
    timing: .relative)
  try timeline.addTrack(
    "x",
    keyframes: [
      Keyframe(time: 0.1, value: 0.0),
      Keyframe(time: 1, value: 390.0, curve: .easing(easeInOut)),
    ], timing: .relative)
  return timeline
}

@Suite("Timeline")
struct TimelineTests {
  @Test func swipeBackAtTheWindowEdgesAndInside() throws {
    let timeline = try swipeBackTimeline()
    #expect(timeline.duration == 0.25)
    #expect(timeline.trackNames == ["alpha", "x"])
    let alpha = try #require(timeline.track("alpha", as: Double.self))
    let x = try #require(timeline.track("x", as: Double.self))
    let fadeEnd = 0.1 * 0.25  // the relative time 0.1 resolved against the duration
    // Window edges: exact values (keyframe values are reached exactly).
    #expect(alpha.value(at: 0) == 1)
    #expect(alpha.value(at: fadeEnd) == 0)
    #expect(alpha.value(at: 0.25) == 0)
    #expect(x.value(at: 0) == 0)
    #expect(x.value(at: fadeEnd) == 0)
    #expect(x.value(at: 0.25) == 390)
    // Before the start and after the end, tracks hold.
    #expect(alpha.value(at: -1) == 1)
    #expect(x.value(at: 1) == 390)
    // Inside the fade: linear, 1 − t/0.025; velocity −40/s.
    expectClose(alpha.value(at: 0.0125), 0.5, absolute: 1e-15, "alpha mid-fade")
    expectClose(alpha.velocity(at: 0.0125), -40, relative: 1e-14, "alpha velocity")
    #expect(x.value(at: 0.0125) == 0)  // x waits for the fade
    #expect(x.velocity(at: 0.0125) == 0)
    // Inside the move: ease-in-out is symmetric, so half time is half way (195) and its slope
    // there is y′/x′ = 1.5/0.87 = 50/29 (derivatives of the Bézier at parameter ½), giving
    // 390·(50/29)/0.225 = 2988.5057… pt/s.
    let mid = (fadeEnd + 0.25) / 2
    expectClose(x.value(at: mid), 195, absolute: 1e-9, "x at the middle")
    expectClose(x.velocity(at: mid), 390 * (50.0 / 29) / 0.225, relative: 1e-9, "x velocity")
    #expect(alpha.value(at: mid) == 0)
    // The fade's velocity stops at its window end; the move starts at rest (ease-in-out).
    #expect(alpha.velocity(at: fadeEnd) == 0)
    #expect(x.velocity(at: fadeEnd) == 0)
    // Monotone motion: x never decreases across the window.
    var previous = -Double.infinity
    for i in 0...400 {
      let v = x.value(at: 0.25 * Double(i) / 400)
      #expect(v >= previous)
      previous = v
    }
  }

  @Test func lookupsByNameAndType() throws {
    let timeline = try swipeBackTimeline()
    #expect(timeline.value(of: "x", as: Double.self, at: 0.25) == 390)
    #expect(timeline.value(of: "x", as: Float.self, at: 0.25) == nil)
    #expect(timeline.value(of: "nope", as: Double.self, at: 0.25) == nil)
    #expect(timeline.velocity(of: "alpha", as: Double.self, at: 0.01) == -40)
    #expect(timeline.anyValue(of: "alpha", at: 0) as? Double == 1)
    #expect(timeline.anyVelocity(of: "x", at: 0.3) as? Double == 0)
    #expect(timeline.valueType(of: "x") == Double.self)
    #expect(timeline.keyframeTimes(of: "alpha") == [0, 0.1 * 0.25])
    #expect(timeline.keyframeTimes(of: "x") == [0.1 * 0.25, 0.25])
    #expect(timeline.keyframeTimes(of: "nope") == nil)
    #expect(timeline.repeated(count: 2).keyframeTimes(of: "x") == nil)
  }

  @Test func tracksOfDifferentTypes() {
    var timeline = Timeline(duration: 1)
    timeline.setTrack(
      "opacity",
      KeyframeTrack([Keyframe(time: 0, value: Float(0)), Keyframe(time: 1, value: Float(1))]))
    timeline.setTrack(
      "position",
      KeyframeTrack([
        Keyframe(time: 0, value: SIMD2<Double>(0, 0)),
        Keyframe(time: 1, value: SIMD2<Double>(4, 8)),
      ]))
    #expect(timeline.value(of: "opacity", as: Float.self, at: 0.5) == 0.5)
    #expect(timeline.value(of: "position", as: SIMD2<Double>.self, at: 0.25) == SIMD2(1, 2))
    #expect(timeline.velocity(of: "position", as: SIMD2<Double>.self, at: 0.25) == SIMD2(4, 8))
    // Replacing keeps the position in the order.
    timeline.setTrack("opacity", KeyframeTrack([Keyframe(time: 0, value: 1.0)]))
    #expect(timeline.trackNames == ["opacity", "position"])
    #expect(timeline.valueType(of: "opacity") == Double.self)
  }

  @Test func timelineClampsToItsDuration() {
    var timeline = Timeline(duration: 1)
    // Programmatic tracks may have keyframes beyond the duration; the timeline cuts them.
    timeline.setTrack(
      "x", KeyframeTrack([Keyframe(time: 0, value: 0.0), Keyframe(time: 2, value: 2.0)]))
    #expect(timeline.value(of: "x", as: Double.self, at: 1.5) == 1)
    #expect(timeline.velocity(of: "x", as: Double.self, at: 1.5) == 0)
    #expect(timeline.velocity(of: "x", as: Double.self, at: 0.5) == 1)
    #expect(timeline.velocity(of: "x", as: Double.self, at: -0.5) == 0)
  }

  @Test func validationFromOutsideData() {
    func error(_ timing: KeyframeTiming, _ keys: [Keyframe<Double>]) -> KeyframeError? {
      var timeline = Timeline(duration: 2)
      do {
        try timeline.addTrack("x", keyframes: keys, timing: timing)
        return nil
      } catch {
        return error
      }
    }
    #expect(
      error(.relative, [Keyframe(time: 0, value: 0), Keyframe(time: 1.5, value: 1)])
        == KeyframeError(track: "x", keyframe: 1, reason: .relativeTimeOutOfRange(1.5)))
    #expect(
      error(.relative, [Keyframe(time: -0.1, value: 0)])?.reason == .relativeTimeOutOfRange(-0.1))
    #expect(
      error(.absolute, [Keyframe(time: 0, value: 0), Keyframe(time: 3, value: 1)])
        == KeyframeError(track: "x", keyframe: 1, reason: .timeOutOfRange(3, duration: 2)))
    // Order is checked in the caller's units (relative here), not the scaled seconds.
    #expect(
      error(.relative, [Keyframe(time: 0.5, value: 0), Keyframe(time: 0.25, value: 1)])?.reason
        == .unsortedTime(0.25, previous: 0.5))
    #expect(
      error(.relative, [Keyframe(time: 0.5, value: 0), Keyframe(time: 0.5, value: 1)])?.reason
        == .duplicateTime(0.5))
    #expect(error(.relative, [Keyframe(time: 0.5, value: .nan)])?.reason == .nonFiniteValue)
    #expect(
      error(.absolute, [Keyframe(time: .infinity, value: 0)])?.reason == .nonFiniteTime(.infinity))
    var timeline = Timeline(duration: 1)
    #expect(throws: KeyframeError(track: "x", keyframe: nil, reason: .duplicateTrack)) {
      try timeline.addTrack("x", keyframes: [Keyframe(time: 0, value: 0.0)], timing: .absolute)
      try timeline.addTrack("x", keyframes: [Keyframe(time: 0, value: 0.0)], timing: .absolute)
    }
    #expect(throws: KeyframeError(track: "", keyframe: nil, reason: .invalidDuration(0))) {
      try Timeline.validated(duration: 0)
    }
    #expect(
      KeyframeError(track: "", keyframe: nil, reason: .invalidDuration(-1)).description
        == "duration -1 must be finite and > 0")
  }
}
