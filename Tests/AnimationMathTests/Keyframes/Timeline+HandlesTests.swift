import TestSupport
import Testing

@testable import AnimationMath

@Suite("Timeline track handles")
struct TimelineHandlesTests {
  @Test func handlesFromAddTrackEvaluateWithoutLookUp() throws {
    var timeline = try Timeline.validated(duration: 0.25)
    let alpha = try timeline.addTrack(
      "alpha", keyframes: [Keyframe(time: 0, value: 1.0), Keyframe(time: 0.1, value: 0.0)],
      timing: .relative)
    let x = try timeline.addTrack(
      "x",
      keyframes: [
        Keyframe(time: 0.1, value: 0.0),
        Keyframe(time: 1, value: 390.0, curve: .easing(try Easing(parsing: "ease-in-out"))),
      ], timing: .relative)
    #expect(alpha.name == "alpha" && x.name == "x")
    // Halfway through the move (0.025 + 0.1125 s) ease-in-out is at exactly 1/2 by symmetry;
    // 1e-12: one curve evaluation and a product.
    expectClose(timeline.value(of: x, at: 0.1375), 195, absolute: 1e-12)
    #expect(timeline.value(of: alpha, at: 0) == 1)
    #expect(timeline.value(of: alpha, at: 1) == 0)
    #expect(timeline.value(of: x, at: 0.2) == timeline.value(of: "x", as: Double.self, at: 0.2))
    #expect(timeline.velocity(of: x, at: 0.2) == timeline.velocity(of: "x", at: 0.2))
    #expect(timeline[x].value(at: 0.2) == timeline.value(of: x, at: 0.2))
  }

  @Test func handleLookUpChecksNameAndType() throws {
    let timeline = try swipeBackTimeline()
    #expect(timeline.handle("x", as: Double.self) != nil)
    #expect(timeline.handle("x", as: SIMD2<Double>.self) == nil)
    #expect(timeline.handle("y", as: Double.self) == nil)
    let x = try #require(timeline.handle("x", as: Double.self))
    #expect(timeline.value(of: x, at: 0.25) == 390)
  }

  @Test func setTrackReplacesInPlaceAndKeepsTheHandle() throws {
    var timeline = Timeline(duration: 1)
    let a = timeline.setTrack("a", KeyframeTrack([Keyframe(time: 0, value: 0.0)]))
    let b = timeline.setTrack("b", KeyframeTrack([Keyframe(time: 0, value: 2.0)]))
    let again = timeline.setTrack("a", KeyframeTrack([Keyframe(time: 0, value: 5.0)]))
    #expect(again == a && a != b)
    #expect(timeline.value(of: a, at: 0.5) == 5)
    #expect(timeline.value(of: b, at: 0.5) == 2)
  }

  /// Handles stay valid through the compositions that keep the track order.
  @Test func handlesSurviveCompositions() throws {
    let timeline = try swipeBackTimeline()
    let x = try #require(timeline.handle("x", as: Double.self))
    let slow = timeline.withSpeed(0.5)
    #expect(slow.value(of: x, at: 0.5) == 390)
    let twice = timeline.followed(by: timeline)
    #expect(twice.value(of: x, at: 0.24) == timeline.value(of: x, at: 0.24))
    #expect(twice.value(of: x, at: 0.5) == 390)
  }

  @Test func keyframesAreEquatable() throws {
    let easing = try Easing(parsing: "ease-in-out")
    let a = Keyframe(time: 1, value: 2.0, curve: .easing(easing))
    #expect(a == Keyframe(time: 1, value: 2.0, curve: .easing(easing)))
    #expect(a != Keyframe(time: 1, value: 2.0, curve: .easing(.named(.ease))))
    #expect(a != Keyframe(time: 1, value: 2.5, curve: .easing(easing)))
    #expect(a != Keyframe(time: 1.5, value: 2.0, curve: .easing(easing)))
    #expect(Keyframe(time: 0, value: 1.0, curve: .catmullRom) != Keyframe(time: 0, value: 1.0))
    #expect(
      Set([a, a, Keyframe(time: 0, value: 0.0, curve: .hold)]).count == 2)
    let track = KeyframeTrack([Keyframe(time: 0, value: 0.0), a])
    #expect(track.keyframes == [Keyframe(time: 0, value: 0.0), a])
  }

  /// Issue 29: a track whose first keyframe comes 10 % into the timeline holds its first value
  /// from 0, so scrubbing to that value lands on 0 (the start of the hold), not 0.025.
  @Test func scrubbingToAHeldFirstValueReturnsTheStartOfTheHold() throws {
    var timeline = try Timeline.validated(duration: 0.25)
    let x = try timeline.addTrack(
      "x",
      keyframes: [Keyframe(time: 0.1, value: 0.0), Keyframe(time: 1, value: 390.0)],
      timing: .relative)
    #expect(timeline.value(of: x, at: 0) == 0 && timeline.value(of: x, at: 0.02) == 0)
    #expect(timeline[x].time(reaching: 0) == 0)
    // Past the hold the inverse is unchanged: linear from 0.025 s to 0.25 s, 195 at the middle
    // (within a few ulp of the bisection's adjacent doubles).
    let middle = try #require(timeline[x].time(reaching: 195))
    expectClose(middle, 0.1375, absolute: 1e-15)
  }
}
