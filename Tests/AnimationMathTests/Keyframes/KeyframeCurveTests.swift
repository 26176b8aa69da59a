import TestSupport
import Testing

@testable import AnimationMath

/// Every interpolation mode against values worked out independently: by hand here, and by
/// `Fixtures/keyframes-reference.py` (exact fractions for cubic segments, 50-digit mpmath with
/// complex roots for springs).
@Suite("Keyframe curves")
struct KeyframeCurveTests {
  @Test func referenceValues() throws {
    let rows = try fixtureRows("keyframes-reference.csv")
    #expect(rows.count >= 50)
    for row in rows {
      let track = try #require(row["track"])
      let t = try #require(row["t"].flatMap(Double.init))
      let component = try #require(row["component"].flatMap(Int.init))
      let value = try #require(row["value"].flatMap(Double.init))
      let velocity = try #require(row["velocity"].flatMap(Double.init))
      let (v, dv) = try #require(ReferenceTracks.evaluate(track, t, component: component))
      // Values are O(1)…O(300) from a handful of binary64 operations (springs: exp, sin, cos of
      // arguments ≤ 20); measured worst 1.1e-15 relative. 1e-13 relative (100× margin) with a
      // 1e-12 floor for values near zero.
      expectClose(v, value, absolute: 1e-12, relative: 1e-13, "\(track) value at \(t)")
      expectClose(dv, velocity, absolute: 1e-12, relative: 1e-13, "\(track) velocity at \(t)")
    }
  }

  @Test func linearByHand() {
    let track = KeyframeTrack([Keyframe(time: 1, value: 10.0), Keyframe(time: 3, value: 20.0)])
    #expect(track.value(at: 1) == 10)
    #expect(track.value(at: 2) == 15)  // 10 + 10·0.5, exact
    #expect(track.velocity(at: 2) == 5)
    #expect(track.value(at: 3) == 20)
  }

  @Test func easingByHand() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 4.0),
      Keyframe(time: 2, value: 12.0, curve: .easing(quadraticEaseIn)),
    ])
    // u = 0.5: 4 + 8·0.25 = 6; velocity 8·2u/Δ = 8·1/2 = 4. All exact in binary64.
    #expect(track.value(at: 1) == 6)
    #expect(track.velocity(at: 1) == 4)
    #expect(track.velocity(at: 0) == 0)
  }

  @Test func easingThatDoesNotEndAtOne() {
    // y = x/2: linear(0, 0.5) ends at 0.5, not 1.
    let half: Easing = .piecewiseLinear(PiecewiseLinear([LinearStop(0), LinearStop(0.5)]))
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0),
      Keyframe(time: 1, value: 10.0, curve: .easing(half)),
      Keyframe(time: 2, value: 15.0),
    ])
    // The segment ends at 5, where the next one starts.
    #expect(track.value(at: 1) == 5)
    #expect(track.value(at: 1.5) == 10)
  }

  @Test func holdJumpsAtTheKeyframe() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 1.0),
      Keyframe(time: 1, value: 5.0, curve: .hold),
      Keyframe(time: 2, value: 7.0),
    ])
    #expect(track.value(at: 0.5) == 1)
    #expect(track.value(at: 1.0.nextDown) == 1)
    #expect(track.value(at: 1) == 5)
    #expect(track.velocity(at: 0.5) == 0)
    #expect(track.value(at: 1.5) == 6)
  }

  @Test func catmullRomChordVelocityByHand() {
    // Interior velocity (p[k+1] − p[k−1])/(t[k+1] − t[k−1]) = (1 − 0)/3 at t = 1.
    expectClose(
      ReferenceTracks.catmullRom.velocity(at: 1), 1.0 / 3, relative: 1e-15, "chord slope")
    // Linear data with interior cubic keys reproduces the line between the interior keys.
    let line = KeyframeTrack(
      (0...4).map { Keyframe(time: Double($0), value: 3 * Double($0), curve: .catmullRom) })
    for t in stride(from: 1.0, through: 3.0, by: 0.125) {
      expectClose(line.value(at: t), 3 * t, absolute: 1e-14, "line at \(t)")
    }
  }

  @Test func tensionOneStopsAtEveryKeyframe() {
    let tight = KeyframeCurve.cubic(tension: 1, continuity: 0, bias: 0)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0, curve: tight),
      Keyframe(time: 2, value: 3.0, curve: tight),
    ])
    #expect(track.velocity(at: 1) == 0)
    #expect(track.velocity(at: 0) == 0)
  }

  @Test func pacedByHand() {
    // Polyline (0,0) → (3,4) → (3,10) → (9,18): pieces 5, 6, 10 (total 21) over 2.1 s, speed 10.
    // The middle keyframe times are ignored.
    let track = KeyframeTrack([
      Keyframe(time: 0, value: SIMD2<Double>(0, 0)),
      Keyframe(time: 0.3, value: SIMD2<Double>(3, 4), curve: .paced),
      Keyframe(time: 2.0, value: SIMD2<Double>(3, 10), curve: .paced),
      Keyframe(time: 2.1, value: SIMD2<Double>(9, 18), curve: .paced),
    ])
    let cases: [(Double, SIMD2<Double>, SIMD2<Double>)] = [
      (0.25, [1.5, 2], [6, 8]),  // 2.5 along the first piece
      (0.5, [3, 4], [0, 10]),  // exactly at the first vertex: the next piece starts
      (0.8, [3, 7], [0, 10]),  // 3 along the second piece
      (1.6, [6, 14], [6, 8]),  // 5 along the third piece
    ]
    for (t, position, velocity) in cases {
      let v = track.value(at: t)
      let dv = track.velocity(at: t)
      // (t − 0)·speed and the piece fraction are a few roundings from the exact values.
      expectClose(v.x, position.x, absolute: 1e-13, "x at \(t)")
      expectClose(v.y, position.y, absolute: 1e-13, "y at \(t)")
      expectClose(dv.x, velocity.x, absolute: 1e-13, "vx at \(t)")
      expectClose(dv.y, velocity.y, absolute: 1e-13, "vy at \(t)")
    }
    #expect(track.value(at: 2.1) == SIMD2(9, 18))
  }

  @Test func pacedSpeedIsConstant() {
    let track = KeyframeTrack([
      Keyframe(time: 1, value: SIMD3<Double>(0, 0, 0)),
      Keyframe(time: 1.1, value: SIMD3<Double>(1, 2, 2), curve: .paced),
      Keyframe(time: 1.2, value: SIMD3<Double>(1, 2, 2), curve: .paced),  // zero-length piece
      Keyframe(time: 3, value: SIMD3<Double>(-5, 10, 2), curve: .paced),
      Keyframe(time: 4, value: SIMD3<Double>(-5, 10, 0)),
    ])
    let speed = 13.0 / 2  // lengths 3 + 0 + 10 over [1, 3]
    for i in 0..<200 {
      let t = 1 + 2 * Double(i) / 200
      let v = track.velocity(at: t)
      expectClose(v.magnitudeSquared.squareRoot(), speed, relative: 1e-14, "speed at \(t)")
    }
    // The run ends exactly on its last keyframe value and time.
    #expect(track.value(at: 3) == SIMD3(-5, 10, 2))
  }

  @Test func pacedRunThatDoesNotMove() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 2.0), Keyframe(time: 1, value: 2.0, curve: .paced),
    ])
    #expect(track.value(at: 0.5) == 2)
    #expect(track.velocity(at: 0.5) == 0)
  }

  @Test func springSegmentMatchesSpringMotion() {
    // A scalar spring segment is SpringMotion from the start with the arriving velocity.
    let spring = Spring(dampingRatio: 0.7, response: 0.35)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 0.1, value: 40.0),
      Keyframe(time: 1.1, value: 390.0, curve: .spring(spring)),
    ])
    let motion = SpringMotion(spring: spring, from: 40, to: 390, initialVelocity: 400)
    for i in 0..<50 {
      let t = 0.1 + Double(i) / 50
      // Two routes through the same closed form: basis combination vs direct; ~1e-13·390.
      expectClose(track.value(at: t), motion.position(at: t - 0.1), absolute: 1e-10, "x at \(t)")
      expectClose(
        track.velocity(at: t), motion.velocity(at: t - 0.1), absolute: 1e-9, "v at \(t)")
    }
    #expect(track.value(at: 0.1) == 40)
  }

  @Test func springCutOffHoldsWhereItWas() {
    let track = ReferenceTracks.spring
    let cut = KeyframeTrack(Array(track.keyframes.prefix(3)))
    // After the last keyframe the cut-off spring holds its position (not the target).
    let held = cut.value(at: 5)
    #expect(held == cut.finalValue)
    #expect(abs(held - 300) > 1)
    #expect(cut.velocity(at: 5) == 0)
  }
}
