import Testing

@testable import AnimationMath

@Suite("SpringTolerance")
struct SpringToleranceTests {
  @Test("relative bands scale by |from − to|, or |v₀|/ω₀ from the target")
  func thresholds() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)  // ω₀ = 10
    let moving = SpringMotion(spring: spring, from: 250, to: 50)
    #expect(moving.threshold(.relative(0.01)) == 2)
    #expect(moving.threshold(.absolute(0.5)) == 0.5)
    let kicked = SpringMotion(spring: spring, from: 5, to: 5, initialVelocity: -30)
    #expect(kicked.amplitudeScale == 3)
    #expect(SpringMotion(spring: spring, from: 5, to: 5).amplitudeScale == 0)
  }
}
