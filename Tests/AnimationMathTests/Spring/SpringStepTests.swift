import TestSupport
import Testing

@testable import AnimationMath

@Suite("Exact spring stepping")
struct SpringStepTests {
  static let springs = [
    Spring(mass: 1, stiffness: 100, damping: 0), Spring(dampingRatio: 0.3, response: 0.4),
    Spring(mass: 1, stiffness: 100, damping: 20), Spring(dampingRatio: 5, response: 0.2),
    Spring(mass: 0.5, stiffness: 1e5, damping: 10),
  ]

  /// n steps of h equal one step of n·h and the closed form. Each step adds ~2 ulp of the
  /// amplitude in each component, so after n steps the bound is n·1e-15·scale, plus 1e-13 for
  /// the closed form's own phase rounding at n·h.
  @Test("n steps of dt == one step of n·dt", arguments: springs)
  func composition(spring: Spring) {
    let motion = SpringMotion(spring: spring, from: 3, to: 1, initialVelocity: -7)
    let scale = 2.0 + 7 / spring.naturalFrequency
    for (h, n) in [(1.0 / 60, 600), (1e-4, 1000), (0.37, 50), (0, 10)] {
      let step = SpringStep(spring: spring, deltaTime: h)
      var value = 3.0
      var velocity = -7.0
      var updated = (3.0, -7.0)
      for _ in 0..<n {
        step.apply(value: &value, velocity: &velocity, target: 1)
        spring.update(value: &updated.0, velocity: &updated.1, target: 1, deltaTime: h)
      }
      let tol = 1e-13 + Double(n) * 1e-15
      let t = Double(n) * h
      let exact = (motion.position(at: t), motion.velocity(at: t))
      expectClose(value, exact.0, absolute: tol * scale, "SpringStep x h=\(h) n=\(n)")
      expectClose(
        velocity, exact.1, absolute: tol * scale * spring.naturalFrequency,
        "SpringStep v h=\(h) n=\(n)")
      expectClose(updated.0, exact.0, absolute: tol * scale, "update x h=\(h) n=\(n)")
      expectClose(
        updated.1, exact.1, absolute: tol * scale * spring.naturalFrequency,
        "update v h=\(h) n=\(n)")
    }
  }

  @Test("step edge cases: zero, huge and variable steps")
  func edges() {
    let spring = Spring(dampingRatio: 0.5, response: 0.3)
    var value = 5.0
    var velocity = 2.0
    spring.update(value: &value, velocity: &velocity, target: 0, deltaTime: 0)
    #expect(value == 5 && velocity == 2)  // exactly unchanged: promised
    let identity = SpringStep(spring: spring, deltaTime: 0)
    identity.apply(value: &value, velocity: &velocity, target: 0)
    #expect(value == 5 && velocity == 2)  // Φ(0) is exactly the identity
    spring.update(value: &value, velocity: &velocity, target: 0, deltaTime: 1e6)
    #expect(value == 0 && velocity == 0)  // e^(−a·10⁶) underflows to exactly 0, no NaN
    // Variable frame times sum to the same state as one step.
    var a = (1.0, 0.0)
    var elapsed = 0.0
    for i in 0..<200 {
      let dt = 0.001 + 0.03 * Double((i * 37) % 11) / 11
      spring.update(value: &a.0, velocity: &a.1, target: 0, deltaTime: dt)
      elapsed += dt
    }
    let exact = SpringMotion(spring: spring, from: 1, to: 0)
    // 200 steps, ~2 ulp each; plus the rounding of `elapsed` (200 additions): 1e-12.
    expectClose(a.0, exact.position(at: elapsed), absolute: 1e-12, "variable steps")
  }
}
