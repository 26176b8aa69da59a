import TestSupport
import Testing

@testable import AnimationMath

/// The oscillation constants against ``SpringMotion``'s turning points and a bisected zero
/// crossing. Tolerance 1e-12 relative: the reference's turning times and values are exact to a
/// few ulps away from ζ = 1, and the bisection stops at an ulp of the time.
@Suite("DampedOscillation")
struct DampedOscillationTests {
  @Test func matchesTheMotion() {
    for zeta in [0.1, 0.3, 0.6, 0.9] {
      let spring = Spring(dampingRatio: zeta, response: 0.5)
      let k = SpringCoefficients(spring)
      let o = DampedOscillation(a: k.decayRate, omega: k.frequency.high, omega0: k.omega0)
      let motion = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 300)
      let e = motion.extrema(through: 100, limit: 3)
      #expect(e.count == 3, "ζ=\(zeta)")
      let ctx = "ζ=\(zeta)"
      expectClose(e[2].time - e[1].time, o.halfPeriod, relative: 1e-12, ctx + " half period")
      expectClose(
        abs(e[2].displacement / e[1].displacement), o.extremumRatio, relative: 1e-12,
        ctx + " ratio")
      expectClose(o.inverseRatio * o.extremumRatio, 1, relative: 1e-15, ctx + " 1/q")
      // The zero crossing between the first two turning points, by bisection.
      var lo = e[0].time
      var hi = e[1].time
      let sign = motion.state(at: lo).displacement > 0
      for _ in 0..<200 {
        let mid = 0.5 * (lo + hi)
        if (motion.state(at: mid).displacement > 0) == sign { lo = mid } else { hi = mid }
      }
      let zero = 0.5 * (lo + hi)
      expectClose(e[1].time - zero, o.turnDelay, relative: 1e-9, ctx + " turn delay")
      let slope = abs(motion.velocity(at: zero))
      expectClose(
        slope * o.overshootPerSlope, abs(e[1].displacement), relative: 1e-9, ctx + " overshoot")
    }
  }
}
