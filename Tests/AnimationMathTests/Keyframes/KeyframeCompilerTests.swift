import TestSupport
import Testing

@testable import AnimationMath

/// The hand-over rules at segment borders, one by one (values worked out by hand).
@Suite("KeyframeCompiler")
struct KeyframeCompilerTests {
  @Test func cubicBeforeLinearArrivesWithTheLinearVelocity() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 2.0, curve: .catmullRom),
      Keyframe(time: 3, value: 8.0),  // linear: (8 − 2)/2 = 3 per second
    ])
    expectClose(track.velocity(at: 1.0.nextDown), 3, absolute: 1e-12, "arriving")
    #expect(track.velocity(at: 1) == 3)
  }

  @Test func cubicBeforeEasingArrivesWithTheEasingsStartVelocity() {
    // y = 2u − u² (Penner's quad-out), y′(0) = 2.
    let slope2: Easing = .penner(.easeOutQuad)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0, curve: .catmullRom),
      Keyframe(time: 2, value: 5.0, curve: .easing(slope2)),  // (5 − 1)·2/1 = 8 per second
    ])
    expectClose(track.velocity(at: 1.0.nextDown), 8, absolute: 1e-12, "arriving")
    #expect(track.velocity(at: 1) == 8)
  }

  @Test func cubicBeforePacedArrivesWithThePacedVelocity() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: SIMD2<Double>(0, 0)),
      Keyframe(time: 1, value: SIMD2<Double>(1, 0), curve: .catmullRom),
      // Paced run (1,0) → (4,4) → (4,10): lengths 5 + 6 over 1.1 s = 10 per second, first
      // direction (0.6, 0.8).
      Keyframe(time: 1.5, value: SIMD2<Double>(4, 4), curve: .paced),
      Keyframe(time: 2.1, value: SIMD2<Double>(4, 10), curve: .paced),
    ])
    let arriving = track.velocity(at: 1.0.nextDown)
    expectClose(arriving.x, 6, absolute: 1e-12, "vx")
    expectClose(arriving.y, 8, absolute: 1e-12, "vy")
  }

  @Test func cubicBeforeHoldStops() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0, curve: .catmullRom),
      Keyframe(time: 2, value: 5.0, curve: .hold),
    ])
    expectClose(track.velocity(at: 1.0.nextDown), 0, absolute: 1e-12, "arriving")
  }

  @Test func cubicAfterSpringStartsFromWhereTheSpringWas() {
    let spring = Spring(dampingRatio: 0.4, response: 0.5)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 0.3, value: 100.0, curve: .spring(spring)),
      Keyframe(time: 1, value: 50.0, curve: .catmullRom),
    ])
    let motion = SpringMotion(spring: spring, from: 0, to: 100)
    // The spring is cut off at 0.3 s; the cubic starts there with the spring's state.
    expectClose(track.value(at: 0.3), motion.position(at: 0.3), absolute: 1e-11, "position")
    expectClose(track.velocity(at: 0.3), motion.velocity(at: 0.3), absolute: 1e-10, "velocity")
    #expect(track.value(at: 1) == 50)
  }

  @Test func springAfterHoldStartsAtRest() {
    let spring = Spring(dampingRatio: 1, response: 0.2)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 10.0, curve: .hold),
      Keyframe(time: 2, value: 20.0, curve: .spring(spring)),
    ])
    let motion = SpringMotion(spring: spring, from: 10, to: 20, initialVelocity: 0)
    expectClose(track.value(at: 1.25), motion.position(at: 0.25), absolute: 1e-12, "spring")
  }
}
