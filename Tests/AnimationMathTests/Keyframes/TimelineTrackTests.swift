import Testing

@testable import AnimationMath

@Suite("TimelineTrack")
struct TimelineTrackTests {
  @Test func timeWarps() {
    #expect(TimeWarp.speed(2).map(0.25) == (0.5, 2))
    let repeating = TimeWarp.repeating(period: 1, count: 2.5)
    #expect(repeating.map(-1) == (-1, 1))
    #expect(repeating.map(0.25) == (0.25, 1))
    #expect(repeating.map(1) == (0, 1))  // the next iteration's start
    #expect(repeating.map(1.75) == (0.75, 1))
    #expect(repeating.map(2.5) == (0.5, 0))  // ended part-way through the third iteration
    #expect(TimeWarp.repeating(period: 1, count: 2).map(7) == (1, 0))
    #expect(TimeWarp.repeating(period: 0, count: 3).map(1) == (1, 1))
    let back = TimeWarp.autoreverse(period: 2)
    #expect(back.map(1) == (1, 1))
    #expect(back.map(3) == (1, -1))
    #expect(back.map(5) == (0, 0))
  }

  @Test func leafAndComposedTracksAgree() {
    let keyframes = KeyframeTrack([Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 4.0)])
    let leaf = TimelineTrack(keyframes, duration: 1)
    #expect(leaf.leaf != nil)
    // Speed 1 goes through the composed path: same numbers.
    let composed = TimelineTrack(node: .warp(leaf.node, .speed(1)))
    #expect(composed.leaf == nil)
    for i in -2...6 {
      let t = Double(i) / 4
      #expect(composed.value(at: t) == leaf.value(at: t))
      #expect(composed.velocity(at: t) == leaf.velocity(at: t))
    }
    #expect(leaf.velocity(at: 1) == 0)  // the end of the timeline: right side, hold
    #expect(leaf.value(at: .nan) == 0)
  }
}
