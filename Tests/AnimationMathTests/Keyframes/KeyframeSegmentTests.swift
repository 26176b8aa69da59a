import TestSupport
import Testing

@testable import AnimationMath

@Suite("KeyframeSegment")
struct KeyframeSegmentTests {
  @Test func segmentsOfTrivialValuesAreTriviallyCopyable() {
    // Curves, springs and paced runs are unowned references, so evaluating a segment never
    // retains, releases or copies a curve (the reason evaluation is allocation- and retain-free).
    #expect(_isPOD(KeyframeSegment<Double>.self))
    #expect(_isPOD(KeyframeSegment<SIMD4<Double>>.self))
    #expect(MemoryLayout<KeyframeSegment<Double>>.size <= 56)
  }

  @Test func theTrackKeepsUnownedPayloadsAlive() {
    func make() -> KeyframeTrack<Double> {
      KeyframeTrack([
        Keyframe(time: 0, value: 0.0),
        Keyframe(
          time: 1, value: 1.0, curve: .easing(Easing.cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))),
        Keyframe(time: 2, value: 2.0, curve: .easing(quadraticEaseIn)),
        Keyframe(time: 3, value: 3.0, curve: .spring(Spring(dampingRatio: 1, response: 0.5))),
        Keyframe(time: 4, value: 4.0, curve: .paced),
      ])
    }
    let copy = make()  // the only reference left is the copy's storage
    expectClose(copy.value(at: 0.5), 0.5, absolute: 1e-12, "bezier")
    #expect(copy.value(at: 1.5) == 1.25)
    #expect(copy.value(at: 3.5) > copy.value(at: 3))
    #expect(copy.storage.owners.count == 4)
  }

  @Test func namedEasingsAreResolvedOnce() throws {
    let named = try Easing(parsing: "ease-in-out")
    guard case .cubicBezier = named.resolvingNames else {
      Issue.record("ease-in-out should resolve to a cubic Bézier, got \(named.resolvingNames)")
      return
    }
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0, curve: .easing(named)),
    ])
    guard case .bezier = track.storage.segments[0].kind else {
      Issue.record("a named Bézier should compile to the inline Bézier segment")
      return
    }
  }
}
