import AnimationMath
import TestSupport
import Testing

/// The README's library example, compiled and checked so the README stays true.
@Suite("README example")
struct ReadmeExampleTests {
  @Test func example() throws {
    let spring = Spring(dampingRatio: 0.8, response: 0.5)
    let motion = SpringMotion(spring: spring, from: 300, to: 390, initialVelocity: 1200)
    let x = motion.position(at: 0.1)
    let settle = motion.settlingTime(within: .absolute(0.5))
    let overshoot = motion.peakOvershoot?.displacement

    let android = (spring.unitMassStiffness, spring.dampingRatio)
    let css = try Easing(parsing: "spring(dampingRatio=0.8,response=0.5)")
      .linearApproximation(maxError: 0.001).description

    let samples = [
      TouchSample(time: 0.000, x: 10, y: 0, phase: .down),
      TouchSample(time: 0.008, x: 18, y: 0, phase: .move),
      TouchSample(time: 0.016, x: 30, y: 0, phase: .move),
      TouchSample(time: 0.024, x: 46, y: 0, phase: .move),
      TouchSample(time: 0.030, x: 46, y: 0, phase: .up),
    ]
    let v = releaseVelocity(of: samples, strategy: .lsq2)

    // The view starts 90 pt short, moving fast towards 390: it passes 390, then settles.
    #expect(x > 300 && x < 450)
    #expect(settle > 0.1 && settle < 2)
    #expect((overshoot ?? 0) > 0)
    // k = (2π/0.5)² for unit mass; ζ unchanged. Tolerance: a few ulps of 157.9.
    expectClose(android.0, (4 * Double.pi) * (4 * Double.pi), relative: 1e-14)
    expectClose(android.1, 0.8, relative: 1e-15)
    #expect(css.hasPrefix("linear(0"))
    // Positions 10, 18, 30, 46 at 8 ms: an exact quadratic x = 10 + 750 t + 31250 t², so the
    // least-squares quadratic is exact and its end slope is 750 + 2·31250·0.024 = 2250 pt/s.
    // Tolerance: rounding in the 4-point fit, far below a 1e-9 relative error.
    expectClose(v.x, 2250, relative: 1e-9)
    #expect(v.y == 0)
  }
}
