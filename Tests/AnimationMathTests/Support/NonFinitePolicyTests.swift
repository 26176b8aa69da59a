import TestSupport
import Testing

@testable import AnimationMath

/// The non-finite policy (Sources/AnimationMath/AnimationMath.docc/AnimationMath.md, "Values from data"):
/// validating factories reject NaN and infinities with an ``InputError`` naming the field, and
/// no query answers with a finite number from a non-finite state.
@Suite("Non-finite policy and validated factories")
struct NonFinitePolicyTests {
  static let spring = Spring(dampingRatio: 0.5, response: 0.4)

  @Test("a motion with a non-finite state has no settling, arrival or envelope time")
  func motionTimesAreNaN() {
    for (from, velocity) in [
      (10.0, Double.nan), (Double.nan, 0), (Double.infinity, 0), (1, -.infinity),
    ] {
      let motion = SpringMotion(spring: Self.spring, from: from, to: 0, initialVelocity: velocity)
      for tolerance in [SpringTolerance.absolute(0.5), .relative(0.01)] {
        #expect(motion.settlingTime(within: tolerance).isNaN, "from=\(from) v=\(velocity)")
        #expect(motion.arrivalTime(within: tolerance).isNaN, "from=\(from) v=\(velocity)")
        #expect(motion.envelopeSettlingTime(within: tolerance).isNaN)
      }
      #expect(
        !Self.spring.isSettled(value: from, velocity: velocity, target: 0, within: 0.5))
    }
    // A finite state still settles (the guard does not touch it).
    let finite = SpringMotion(spring: Self.spring, from: 10, to: 0, initialVelocity: 3)
    #expect(finite.settlingTime(within: .absolute(0.5)).isFinite)
  }

  @Test("SpringMotion.validated names the field")
  func motionValidated() throws {
    #expect(throws: InputError(field: "initialVelocity", value: "nan", reason: "must be finite")) {
      try SpringMotion.validated(spring: Self.spring, from: 10, to: 0, initialVelocity: .nan)
    }
    #expect(throws: InputError(field: "to", value: "inf", reason: "must be finite")) {
      try SpringMotion.validated(spring: Self.spring, from: 10, to: .infinity)
    }
    #expect(throws: InputError.self) {
      try SpringMotion.validated(spring: Self.spring, from: 1e308, to: -1e308)
    }
    let motion = try SpringMotion.validated(
      spring: Self.spring, from: 10, to: 2, initialVelocity: 1)
    #expect(motion == SpringMotion(spring: Self.spring, from: 10, to: 2, initialVelocity: 1))
  }

  @Test("the springs that trapped on data have throwing forms")
  func springValidated() {
    #expect(throws: InputError.self) { try Spring.validated(dampingRatio: 0.5, response: 0) }
    #expect(throws: InputError.self) { try Spring.validated(mass: 1, stiffness: 100, damping: -1) }
    #expect(throws: InputError.self) { try Spring.validated(dampingRatio: .nan, response: 0.4) }
  }

  @Test("CubicBezier.validated rejects x outside [0, 1] and non-finite values")
  func bezierValidated() throws {
    #expect(throws: InputError(field: "x1", value: "1.5", reason: "must be in [0, 1]")) {
      try CubicBezier.validated(1.5, 0, 0.5, 1)
    }
    #expect(throws: InputError(field: "x2", value: "-0.1", reason: "must be in [0, 1]")) {
      try CubicBezier.validated(0.5, 0, -0.1, 1)
    }
    #expect(throws: InputError(field: "y2", value: "nan", reason: "must be finite")) {
      try CubicBezier.validated(0.5, 0, 0.5, .nan)
    }
    #expect(throws: InputError.self) { try CubicBezier.validated(0.5, 2e300, 0.5, 1) }
    #expect(try CubicBezier.validated(0.25, 0.1, 0.25, 1) == CubicBezier(0.25, 0.1, 0.25, 1))
  }

  @Test("DecayProjection.validated and PiecewiseLinear.validated")
  func projectionAndApproximation() throws {
    for rate in [1.0, 0, -0.5, .nan, .infinity] {
      #expect(throws: InputError.self) { try DecayProjection.validated(rate: rate) }
    }
    #expect(try DecayProjection.validated(rate: 0.998) == DecayProjection.normal)
    let curve = try Easing(parsing: "ease-in-out")
    for bound in [0.0, -1, .nan, .infinity] {
      #expect(throws: InputError.self) {
        try PiecewiseLinear.validated(approximating: curve, maxError: bound)
      }
    }
    let fitted = try PiecewiseLinear.validated(approximating: curve, maxError: 0.01)
    #expect(fitted == PiecewiseLinear(approximating: curve, maxError: 0.01))
  }

  @Test("an empty track throws; a foreign handle gives nil where handle(_:as:) does")
  func tracksAndHandles() throws {
    #expect(throws: KeyframeError.self) { try KeyframeTrack<Double>.validated([]) }
    var first = try Timeline.validated(duration: 1)
    let x = try first.addTrack(
      "x", keyframes: [Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0)],
      timing: .relative)
    var second = try Timeline.validated(duration: 1)
    _ = try second.addTrack(
      "y", keyframes: [Keyframe(time: 0, value: 5.0), Keyframe(time: 1, value: 6.0)],
      timing: .relative)
    // `second` has no "x": the handle does not fit, and neither does a look-up by name.
    #expect(second.handle("x", as: Double.self) == nil)
    #expect(second.track(x) == nil)
    // A third timeline with an "x" at another position resolves the handle by name, never
    // reading the track at the handle's position.
    var third = second
    _ = try third.addTrack(
      "x", keyframes: [Keyframe(time: 0, value: 7.0), Keyframe(time: 1, value: 9.0)],
      timing: .relative)
    #expect(third.track(x)?.value(at: 0.5) == third.value(of: "x", as: Double.self, at: 0.5))
    #expect(third.track(x)?.value(at: 0.5) == 8)
    #expect(first.track(x)?.value(at: 0.5) == first[x].value(at: 0.5))
    // Another value type under the same name is not the handle's track.
    var fourth = try Timeline.validated(duration: 1)
    _ = try fourth.addTrack(
      "x",
      keyframes: [
        Keyframe(time: 0, value: SIMD2<Double>(0, 0)), Keyframe(time: 1, value: SIMD2(1, 1)),
      ], timing: .relative)
    #expect(fourth.track(x) == nil)
    #expect(fourth.handle("x", as: Double.self) == nil)
  }
}
