import TestSupport
import Testing

@testable import AnimationMath

/// The shared spring coefficients: the regime decision and the closed forms of ω_d, s and the
/// slow rate. Tolerances: 4e-16 relative (2 ulp) where the value is one correctly rounded
/// operation away from the textbook formula, 1e-14 where that formula itself loses a few digits
/// (√(1 − ζ²) and √(ζ² − 1) in binary64).
@Suite("SpringCoefficients")
struct SpringCoefficientsTests {
  @Test func regimesAndFrequencies() {
    let undamped = SpringCoefficients(Spring(dampingRatio: 0, response: 0.5))
    #expect(undamped.regime == .undamped && undamped.slowRate == 0)
    expectClose(undamped.frequency.high, undamped.omega0, relative: 4e-16, "ω = ω0")

    let spring = Spring(dampingRatio: 0.5, response: 0.5)
    let under = SpringCoefficients(spring)
    #expect(under.regime == .underdamped && under.slowRate == under.decayRate)
    expectClose(
      under.frequency.high, spring.naturalFrequency * (0.75 as Double).squareRoot(),
      relative: 1e-14, "ω_d")

    let critical = SpringCoefficients(Spring(mass: 1, stiffness: 100, damping: 20))
    #expect(critical.regime == .criticallyDamped && critical.frequency == DoubleWord(0))
    #expect(critical.slowRate == 10 && critical.omega0 == 10)

    let over = SpringCoefficients(Spring(dampingRatio: 2, response: 0.5))
    let s = over.frequency.high
    #expect(over.regime == .overdamped)
    expectClose(s, over.omega0 * (3 as Double).squareRoot(), relative: 1e-14, "s")
    // λ = ω0²/(a + s) = a − s: the first form does not cancel, the second does (a bit).
    expectClose(over.slowRate, over.decayRate - s, relative: 1e-14, "slow rate")
  }

  /// ``SpringMotion`` takes its regime and frequency from here: the same for every spring.
  @Test func springMotionUsesThem() {
    for zeta in [0, 0.3, 1 - 1e-9, 1, 1 + 1e-9, 2.5] {
      let spring = Spring(dampingRatio: zeta, response: 0.4)
      let k = SpringCoefficients(spring)
      let motion = SpringMotion(spring: spring, from: 0, to: 1)
      #expect(motion.regime == k.regime, "ζ=\(zeta)")
      #expect(motion.frequency == k.frequency.high && motion.decay == k.slowRate, "ζ=\(zeta)")
    }
  }
}
