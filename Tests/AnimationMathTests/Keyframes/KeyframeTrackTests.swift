import TestSupport
import Testing

@testable import AnimationMath

@Suite("KeyframeTrack")
struct KeyframeTrackTests {
  // MARK: Edges: one keyframe, outside the keyframes, keyframe times

  @Test func singleKeyframeIsConstant() {
    let track = KeyframeTrack([Keyframe(time: 2, value: 7.0)])
    for t in [-Double.infinity, 0, 2, 3, .infinity, .nan] {
      #expect(track.value(at: t) == 7)
      #expect(track.velocity(at: t) == 0)
    }
  }

  @Test func holdsOutsideTheKeyframes() {
    let track = KeyframeTrack([Keyframe(time: 1, value: 3.0), Keyframe(time: 2, value: 5.0)])
    #expect(track.value(at: 0) == 3)
    #expect(track.value(at: -.infinity) == 3)
    #expect(track.value(at: 9) == 5)
    #expect(track.value(at: .infinity) == 5)
    #expect(track.velocity(at: 0.5) == 0)
    #expect(track.velocity(at: 2.5) == 0)
    #expect(track.value(at: .nan) == 3)
  }

  @Test func keyframeTimesAreRightContinuous() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 10.0),
      Keyframe(time: 2, value: 0.0),
    ])
    #expect(track.value(at: 1) == 10)
    #expect(track.velocity(at: 1) == -10)  // leaving keyframe 1
    #expect(track.velocity(at: 0) == 10)
    #expect(track.velocity(at: 2) == 0)  // the last keyframe: the hold
  }

  @Test func everyKeyframeValueIsReachedExactly() {
    // Linear, easing, hold, cubic and the end of a paced run all reach their value exactly at
    // their time (exactness promised on Keyframe.value).
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.1),
      Keyframe(time: 0.3, value: 0.7),
      Keyframe(time: 0.5, value: -0.3, curve: .easing(quadraticEaseIn)),
      Keyframe(time: 0.9, value: 0.2, curve: .hold),
      Keyframe(time: 1.3, value: 1.7, curve: .catmullRom),
      Keyframe(time: 1.4, value: 1.1, curve: .catmullRom),
      Keyframe(time: 1.9, value: 2.3, curve: .paced),
      Keyframe(time: 2.2, value: 2.9, curve: .paced),
    ])
    for k in track.keyframes where k.time != 1.9 {
      #expect(track.value(at: k.time) == k.value, "keyframe at \(k.time)")
    }
    // Inside the paced run the time of keyframe 1.9 is ignored.
    #expect(track.value(at: 1.9) != 2.3)
  }

  @Test func binarySearchFindsEverySegment() {
    let times = (0..<64).map { Double($0) * 0.25 }
    let track = KeyframeTrack(times.map { Keyframe(time: $0, value: $0 * $0) })
    for (j, t) in times.dropLast().enumerated() {
      #expect(track.segmentIndex(t) == j)
      #expect(track.segmentIndex(t + 0.125) == j)
      // Linear between (t, t²) and (t+¼, (t+¼)²); value at the midpoint is the mean.
      let expected = (t * t + (t + 0.25) * (t + 0.25)) / 2
      expectClose(track.value(at: t + 0.125), expected, absolute: 1e-12, "midpoint \(t)")
    }
  }

  // MARK: Velocity

  @Test func velocityMatchesFiniteDifferences() {
    let tracks: [(String, KeyframeTrack<Double>)] = [
      ("catmull-rom", ReferenceTracks.catmullRom),
      ("kochanek-bartels", ReferenceTracks.kochanekBartels),
      ("borders", ReferenceTracks.borders), ("spring", ReferenceTracks.spring),
    ]
    for (name, track) in tracks {
      let start = track.startTime
      let end = track.endTime
      for i in 1..<200 {
        let t = start + (end - start) * (Double(i) + 0.37) / 200
        // Stay clear of keyframe times, where the velocity may jump.
        guard track.keyframes.allSatisfy({ abs($0.time - t) > 1e-4 }) else { continue }
        // h = 1e-6 s: truncation ~h²·f‴ ≲ 1e-8 for these smooth segments, rounding
        // ~ulp(300)/h ≈ 6e-8; 1e-6 relative or 1e-5 absolute covers both.
        let fd = centralDifference({ track.value(at: $0) }, at: t, step: 1e-6)
        expectClose(track.velocity(at: t), fd, absolute: 1e-5, relative: 1e-6, "\(name) at \(t)")
      }
    }
  }

  @Test func cubicAndSpringVelocityIsContinuousAtKeyframes() {
    // Promised: C¹ at cubic keyframes with continuity 0, at every border of a cubic segment,
    // at the start of a spring segment, and from a spring into a following spring or cubic.
    let spring = Spring(dampingRatio: 0.6, response: 0.3)
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0),
      Keyframe(time: 0.2, value: 50.0),
      Keyframe(time: 0.4, value: 80.0, curve: .catmullRom),
      Keyframe(time: 0.6, value: 60.0, curve: .cubic(tension: 0.3, continuity: 0, bias: 0.5)),
      Keyframe(time: 0.8, value: 100.0, curve: .spring(spring)),
      Keyframe(time: 1.0, value: 20.0, curve: .spring(spring)),
      Keyframe(time: 1.3, value: 40.0, curve: .catmullRom),
      Keyframe(time: 1.5, value: 45.0, curve: .paced),
      Keyframe(time: 1.7, value: 45.0, curve: .catmullRom),
      Keyframe(time: 1.9, value: 0.0, curve: .hold),
    ])
    for k in track.keyframes.dropFirst().dropLast() {
      let left = track.velocity(at: k.time.nextDown)
      let right = track.velocity(at: k.time)
      // One ulp of time away the velocity changes by |acceleration|·ulp ≲ 1e5·2e-16.
      expectClose(left, right, absolute: 1e-9, "velocity jump at \(k.time)")
    }
  }

  @Test func cubicEndsAtRestAtTheTrackEnds() {
    let track = ReferenceTracks.catmullRom
    #expect(track.velocity(at: 0) == 0)
    expectClose(track.velocity(at: 4.0.nextDown), 0, absolute: 1e-13, "arrival velocity")
  }

  @Test func continuityMakesACorner() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0, curve: .catmullRom),
      Keyframe(time: 2, value: 0.0, curve: .cubic(tension: 0, continuity: -1, bias: 0)),
      Keyframe(time: 3, value: 1.0, curve: .catmullRom),
    ])
    // At keyframe 2, continuity −1: arriving (1−C)·D⁻/2 = −1, leaving (1−C)·D⁺/2 = +1.
    expectClose(track.velocity(at: 2.0.nextDown), -1, absolute: 1e-12, "arriving")
    expectClose(track.velocity(at: 2), 1, absolute: 1e-15, "leaving")
  }

  // MARK: Validation

  @Test func validationNamesTrackAndKeyframe() {
    func error(_ keys: [Keyframe<Double>]) -> KeyframeError? {
      do {
        _ = try KeyframeTrack.validated(keys, name: "x")
        return nil
      } catch {
        return error
      }
    }
    #expect(error([]) == KeyframeError(track: "x", keyframe: nil, reason: .emptyTrack))
    #expect(
      error([Keyframe(time: 0, value: 0), Keyframe(time: .nan, value: 1)])?.keyframe == 1)
    #expect(
      error([Keyframe(time: 1, value: 0), Keyframe(time: 0.5, value: 1)])
        == KeyframeError(track: "x", keyframe: 1, reason: .unsortedTime(0.5, previous: 1)))
    #expect(
      error([Keyframe(time: 1, value: 0), Keyframe(time: 1, value: 1)])
        == KeyframeError(track: "x", keyframe: 1, reason: .duplicateTime(1)))
    #expect(
      error([Keyframe(time: 0, value: .infinity)])
        == KeyframeError(track: "x", keyframe: 0, reason: .nonFiniteValue))
    // Regression: 1e308 was accepted and a segment to −1e308 evaluated to −inf between them.
    #expect(
      error([Keyframe(time: 0, value: 1e308), Keyframe(time: 1, value: -1e308)])
        == KeyframeError(track: "x", keyframe: 0, reason: .valueOutOfRange))
    #expect(error([Keyframe(time: 0, value: 1e300), Keyframe(time: 1, value: -1e300)]) == nil)
    #expect(
      error([
        Keyframe(time: 0, value: 0),
        Keyframe(time: 1, value: 1, curve: .cubic(tension: .nan, continuity: 0, bias: 0)),
      ])
        == KeyframeError(
          track: "x", keyframe: 1,
          reason: .invalidCurve("cubic", reason: "tension nan is not finite")))
    var broken = Spring(dampingRatio: 1, response: 1)
    broken.damping = -1
    #expect(
      error([Keyframe(time: 0, value: 0), Keyframe(time: 1, value: 1, curve: .spring(broken))])?
        .reason == .invalidCurve("spring", reason: "damping -1 must be ≥ 0"))
    #expect(
      error([Keyframe(time: 1, value: 0), Keyframe(time: 0.5, value: 1)])?.description
        == "track 'x', keyframe 1: time 0.5 is before the previous keyframe's time 1 (times must increase)"
    )
  }

  @Test func vectorValuesNeedEveryLaneFinite() throws {
    #expect(throws: KeyframeError.self) {
      try KeyframeTrack.validated([Keyframe(time: 0, value: SIMD2<Double>(1, .nan))])
    }
    // Large but finite lanes are accepted even though magnitudeSquared overflows.
    let big = try KeyframeTrack.validated([Keyframe(time: 0, value: SIMD2<Double>(1e200, 0))])
    #expect(big.value(at: 1).x == 1e200)
  }
}
