import TestSupport
import Testing

@testable import AnimationMath

@Suite("SpringAnimator")
struct SpringAnimatorTests {
  /// The animator moves each value exactly as the hand-written loop (one shared step per frame,
  /// the exact rest test, a snap): the same bits, frame by frame, for two springs.
  @Test func equalsTheHandWrittenLoop() {
    let springs = [
      Spring(dampingRatio: 0.5, response: 0.4), Spring(dampingRatio: 1, response: 0.3),
    ]
    var rng = SplitMix64(seed: 29)
    var animator = SpringAnimator<SIMD2<Double>>()
    var values: [SIMD2<Double>] = []
    var velocities: [SIMD2<Double>] = []
    var targets: [SIMD2<Double>] = []
    var ids: [SpringAnimator<SIMD2<Double>>.ID] = []
    for i in 0..<200 {
      let v = SIMD2(rng.nextUniform(-100, 100), rng.nextUniform(-100, 100))
      let t = SIMD2(rng.nextUniform(-100, 100), rng.nextUniform(-100, 100))
      ids.append(animator.add(v, target: t, spring: springs[i % 2], tolerance: 0.5))
      values.append(v)
      velocities.append(.zero)
      targets.append(t)
    }
    for frame in 0..<400 {
      let h = rng.nextUniform(0.008, 0.033)
      if frame % 50 == 0 {
        // Retarget a few, some of them at rest by now.
        for i in stride(from: frame % 7, to: 200, by: 9) {
          let t = SIMD2(rng.nextUniform(-100, 100), rng.nextUniform(-100, 100))
          targets[i] = t
          animator.retarget(ids[i], to: t)
        }
      }
      animator.step(by: h)
      for i in values.indices {
        let spring = springs[i % 2]
        // The hand-written loop steps only what is moving (at rest: value = target, v = 0).
        if values[i] == targets[i] && velocities[i] == .zero { continue }
        SpringStep(spring: spring, deltaTime: h).apply(
          value: &values[i], velocity: &velocities[i], target: targets[i])
        if spring.isSettled(
          value: values[i], velocity: velocities[i], target: targets[i], within: 0.5)
        {
          values[i] = targets[i]
          velocities[i] = .zero
        }
      }
      for i in values.indices {
        #expect(animator.value(ids[i]) == values[i] && animator.velocity(ids[i]) == velocities[i])
      }
    }
    #expect(animator.activeCount == 0)
  }

  /// A value at rest leaves the loop, a retarget wakes it with its velocity kept, and it never
  /// stops while its exact future leaves the band.
  @Test func restsWakesAndNeverStopsEarly() {
    let spring = Spring(dampingRatio: 0.3, response: 0.5)
    var animator = SpringAnimator<Double>()
    let still = animator.add(5, spring: spring, tolerance: 0.1)
    #expect(!animator.isMoving(still) && animator.activeCount == 0)
    let a = animator.add(0, target: 100, spring: spring, tolerance: 0.1)
    #expect(animator.isMoving(a) && animator.activeCount == 1)
    var t = 0.0
    while animator.isMoving(a) {
      // Before it stops, the exact motion from here must still leave the band somewhere.
      let motion = SpringMotion(
        spring: spring, from: animator.value(a), to: 100, initialVelocity: animator.velocity(a))
      #expect(motion.settlingTime(within: .absolute(0.1)) > 0)
      animator.step(by: 1.0 / 60)
      t += 1.0 / 60
      #expect(t < 10)
    }
    #expect(animator.value(a) == 100 && animator.velocity(a) == 0)
    animator.step(by: 1.0 / 60)  // nothing moves: a no-op
    #expect(animator.value(a) == 100)
    animator.set(a, value: 100, velocity: 500)
    #expect(animator.isMoving(a))
    animator.step(by: 0.01)
    #expect(animator.velocity(a) != 500 && animator.value(a) > 100)
    animator.retarget(still, to: 6)
    #expect(animator.isMoving(still) && animator.activeCount == 2)
    animator.step(by: .nan)  // ignored
    #expect(animator.target(still) == 6 && animator.count == 2)
  }
}
