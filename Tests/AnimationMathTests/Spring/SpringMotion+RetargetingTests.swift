import TestSupport
import Testing

@testable import AnimationMath

@Suite("Relative velocity and retargeting")
struct SpringMotionRetargetingTests {
  @Test("UIKit relative velocity: Apple's example and the zero-distance rule")
  func relative() {
    let spring = Spring(dampingRatio: 0.8, response: 0.4)
    // 200 pt move with a 100 pt/s gesture ↔ relative 0.5.
    let m = SpringMotion(spring: spring, from: 0, to: 200, relativeInitialVelocity: 0.5)
    #expect(m.initialVelocity == 100)
    #expect(m.relativeInitialVelocity() == 0.5)
    let back = SpringMotion(spring: spring, from: 300, to: 100, relativeInitialVelocity: 0.5)
    #expect(back.initialVelocity == -100)  // toward the target is positive relative velocity
    let zero = SpringMotion(spring: spring, from: 5, to: 5, relativeInitialVelocity: 3)
    #expect(zero.initialVelocity == 0)
    #expect(
      SpringMotion(spring: spring, from: 5, to: 5, initialVelocity: 50).relativeInitialVelocity()
        == nil)
    #expect(SpringMotion.relativeVelocity(100, from: 0, to: 0.2, minimumDistance: 0.5) == nil)
    #expect(SpringMotion.relativeVelocity(100, from: 0, to: 1, minimumDistance: 0.5) == 100)
    #expect(SpringMotion.relativeVelocity(1e300, from: 0, to: 1e-300) == nil)
  }

  @Test("retargeting keeps position and velocity and follows the new target")
  func retarget() {
    let spring = Spring(dampingRatio: 0.6, response: 0.35)
    let first = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 300)
    let t = 0.137
    let second = first.retargeted(to: -40, at: t)
    // Same state at the hand-off (the new motion's from/velocity are the old state, exactly).
    #expect(second.position(at: 0) == first.position(at: t))
    #expect(second.velocity(at: 0) == first.velocity(at: t))
    // Just after the hand-off both motions agree to first order (same x, v; different pull).
    let h = 1e-6
    expectClose(
      second.position(at: h), first.position(at: t + h), absolute: 1e-7,
      "the pulls differ by ω₀²·140 ≈ 4.5e4 pt/s², so Δx ≈ 4.5e4·h²/2 ≈ 2.3e-8")
    #expect(abs(second.position(at: 10) - -40) < 1e-9)
    // Retargeting to the same target continues the same trajectory.
    let same = first.continued(at: t)
    for s in [0.01, 0.1, 0.5] {
      expectClose(
        same.position(at: s), first.position(at: t + s), absolute: 1e-12 * 100,
        "continuation: one extra rounding of the state, 1e-12 of the 100 pt move")
    }
    // A new spring mid-flight also keeps the state.
    let stiffer = first.retargeted(to: 100, at: t, spring: Spring(dampingRatio: 1, response: 0.2))
    #expect(stiffer.velocity(at: 0) == first.velocity(at: t))
  }

  @Test("retargeting with a new velocity keeps the position and takes the velocity")
  func retargetWithVelocity() {
    let spring = Spring(dampingRatio: 0.6, response: 0.35)
    let first = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 300)
    let t = 0.137
    let flung = first.retargeted(to: 250, at: t, velocity: -1_200)
    #expect(flung.from == first.position(at: t))  // no jump in position, exactly
    #expect(flung.initialVelocity == -1_200)  // the velocity is replaced, exactly
    #expect(flung.to == 250 && flung.spring == spring)
    // With the motion's own velocity it is the plain retarget, field for field.
    let plain = first.retargeted(to: 250, at: t)
    let same = first.retargeted(to: 250, at: t, velocity: first.velocity(at: t))
    #expect(same == plain)
    // At t ≤ 0 it starts from `from`; a new spring is taken for the rest of the motion.
    let stiffer = Spring(dampingRatio: 1, response: 0.2)
    let start = first.retargeted(to: 10, at: -1, velocity: 5, spring: stiffer)
    #expect(start.from == 0 && start.initialVelocity == 5 && start.spring == stiffer)
    // The continuation is the closed form from that state: after 2 s it is at rest at 250.
    #expect(abs(flung.position(at: 2) - 250) < 1e-6)
  }
}
