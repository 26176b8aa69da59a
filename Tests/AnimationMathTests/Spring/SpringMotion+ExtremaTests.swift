import TestSupport
import Testing

@testable import AnimationMath

@Suite("SpringMotion turning points and overshoot")
struct SpringMotionExtremaTests {
  /// From rest, 0 < ζ < 1: the first peak is at π/ω_d with overshoot e^(−πζ/√(1−ζ²)).
  @Test("overshoot from rest matches the textbook formula", arguments: [0.05, 0.3, 0.5, 0.9])
  func overshootFromRest(zeta: Double) throws {
    let spring = Spring(dampingRatio: zeta, response: 0.5)
    let motion = SpringMotion(spring: spring, from: 10, to: 0)
    let peak = try #require(motion.peakOvershoot)
    let wd = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
    // π/ω_d and the exponential: a few roundings each, 1e-13 relative is ample.
    expectClose(peak.time, Double.pi / wd, relative: 1e-13, "peak time")
    let expected = -10 * Elementary.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    expectClose(peak.displacement, expected, relative: 1e-13, "peak overshoot")
    #expect(peak.position == peak.displacement)
    expectClose(motion.velocity(at: peak.time), 0, absolute: 1e-12 * 10 * wd, "v = 0 there")
  }

  @Test("turning points alternate, shrink, and are zeros of the velocity")
  func extremaSequence() {
    let spring = Spring(dampingRatio: 0.2, response: 0.3)
    let motion = SpringMotion(spring: spring, from: 3, to: 1, initialVelocity: 20)
    let list = motion.extrema(through: 2)
    #expect(list.count > 5)
    for (i, e) in list.enumerated() {
      // |v| at a turning point: rounding of t (≤ 1 ulp) times |a| ≤ ω₀²·scale; 1e-12·scale·ω₀.
      let scale = motion.amplitudeScale * spring.naturalFrequency
      expectClose(motion.velocity(at: e.time), 0, absolute: 1e-12 * scale, "extremum \(i)")
      if i > 0 {
        #expect((e.displacement > 0) != (list[i - 1].displacement > 0))
        #expect(abs(e.displacement) < abs(list[i - 1].displacement))
        #expect(e.time > list[i - 1].time)
      }
    }
    // Initial velocity away from the target (x₀ = 2 > 0, v₀ > 0): the first turning point is
    // further away than the start (backward travel) on the same side.
    let first = list[0]
    #expect(first.displacement > 2)
    #expect(motion.peakOvershoot == list[1])
  }

  @Test("critically and overdamped: at most one turning point, continuous across ζ = 1")
  func monotoneRegimes() throws {
    let critical = SpringMotion(
      spring: Spring(mass: 1, stiffness: 100, damping: 20), from: 1, to: 0, initialVelocity: 5)
    let e = try #require(critical.firstExtremum)
    expectClose(e.time, 5.0 / 150, relative: 1e-15, "t* = v₀/D with D = ω₀²x₀ + a·v₀ = 150")
    #expect(critical.extremum(1) == nil)
    #expect(critical.peakOvershoot == nil)
    for rel in [1e-12, -1e-12, 1e-8, -1e-8] {
      let near = SpringMotion(
        spring: Spring(mass: 1, stiffness: 100, damping: 20 * (1 + rel)), from: 1, to: 0,
        initialVelocity: 5)
      let t = try #require(near.firstExtremum?.time)
      expectClose(t, e.time, relative: max(10 * abs(rel), 1e-14), "ζ = 1 + \(rel)")
    }
    // Critically damped from rest never turns, so never overshoots.
    let rest = SpringMotion(spring: Spring(mass: 2, stiffness: 50, damping: 20), from: 1, to: 0)
    #expect(rest.firstExtremum == nil)
    // Overdamped thrown through the target: one crossing, one turning point past it.
    let over = SpringMotion(
      spring: Spring(dampingRatio: 2, response: 0.5), from: 1, to: 0, initialVelocity: -100)
    let peak = try #require(over.peakOvershoot)
    #expect(peak.displacement < 0)
    expectClose(over.velocity(at: peak.time), 0, absolute: 1e-12 * 100, "v(t*) = 0")
  }

  @Test("envelope bounds the motion")
  func envelope() {
    for spring in [
      Spring(dampingRatio: 0.1, response: 0.5), Spring(dampingRatio: 1, response: 0.5),
      Spring(dampingRatio: 4, response: 0.5),
    ] {
      let motion = SpringMotion(spring: spring, from: 1, to: 0, initialVelocity: 7)
      for i in 0..<400 {
        let t = Double(i) * 0.005
        let later = (0..<20).map { abs(motion.state(at: t + Double($0) * 0.01).displacement) }
        // A bound up to rounding of the closed form (1e-15 relative).
        #expect(later.allSatisfy { $0 <= motion.envelope(at: t) * (1 + 1e-12) + 1e-300 })
      }
    }
  }
}
