import TestSupport
import Testing

@testable import AnimationMath

@Suite("DecayProjection")
struct DecayProjectionTests {
  /// The WWDC 2018 factors: 0.499 s (normal) and 0.099 s (fast). Tolerance 1e-12 relative: one
  /// division and a subtraction that is exact for r ≥ 0.5.
  @Test func distanceFactors() {
    expectClose(DecayProjection.normal.distanceFactor, 0.499, relative: 1e-12, "normal")
    expectClose(DecayProjection.fast.distanceFactor, 0.099, relative: 1e-12, "fast")
    expectClose(DecayProjection.normal.distance(velocity: 1000), 499, relative: 1e-12, "1000 pt/s")
    expectClose(DecayProjection.normal.distance(velocity: -2400), -1197.6, relative: 1e-12, "sign")
    #expect(DecayProjection.normal.distance(velocity: 0) == 0)
  }

  /// At whole milliseconds the position is the discrete per-ms sum Σ (v/1000)·rᵏ, the velocity
  /// v·rⁿ. Tolerance 1e-12 relative: the closed form and the 300-term sum differ only by rounding.
  @Test func matchesPerMillisecondSimulation() {
    let projection = DecayProjection(rate: 0.995)
    let v = 1800.0
    var speed = v
    var travelled = 0.0
    for n in 1...300 {
      speed *= projection.rate
      travelled += speed / 1000
      let t = Double(n) / 1000
      expectClose(projection.velocity(at: t, initialVelocity: v), speed, relative: 1e-12, "v \(n)")
      expectClose(projection.position(at: t, velocity: v), travelled, relative: 1e-12, "x \(n)")
    }
  }

  /// The continuous projection −v/(1000·ln r) exceeds the geometric series by about 0.1 % at
  /// r = 0.998 (1.0017e-3; the notes' "< 0.1 %" is a rounding), and the position approaches the
  /// distance from below.
  @Test func limitsAndMonotonicity() {
    let p = DecayProjection.normal
    let continuous = -1000 / (1000 * Elementary.log(p.rate))
    let relative = abs(continuous - p.distance(velocity: 1000)) / p.distance(velocity: 1000)
    #expect(relative > 0.9e-3 && relative < 1.1e-3)
    var previous = 0.0
    for k in 1...200 {
      let x = p.position(at: Double(k) * 0.05, velocity: 1000)
      #expect(x > previous || x == p.distance(velocity: 1000))
      #expect(x <= p.distance(velocity: 1000))
      previous = x
    }
    expectClose(p.position(at: 60, velocity: 1000), 499, relative: 1e-12, "t → ∞")
    #expect(p.position(at: 0, velocity: 1000) == 0)
    #expect(p.position(at: -1, velocity: 1000) == 0)
    #expect(p.velocity(at: 0, initialVelocity: 1000) == 1000)
  }

  /// Duration: the speed at the returned time is the stop speed (round trip, 1e-12 relative), and
  /// the closed form ln(s/|v|)/(1000·ln r).
  @Test func durationToStopVelocity() {
    let p = DecayProjection.normal
    let t = p.duration(velocity: 1000)
    expectClose(
      t, Elementary.log(1e-3) / (1000 * Elementary.log(0.998)), relative: 1e-14, "closed form")
    expectClose(t, 3.450_4, absolute: 5e-5, "≈ 3.45 s")
    expectClose(p.velocity(at: t, initialVelocity: 1000), 1, relative: 1e-12, "round trip")
    expectClose(
      p.duration(velocity: -1000, stopVelocity: 10), p.duration(velocity: 1000, stopVelocity: 10),
      relative: 1e-15, "even")
    #expect(p.duration(velocity: 0.5) == 0)
    #expect(p.duration(velocity: 0) == 0)
    #expect(p.duration(velocity: 5, stopVelocity: 0) == .infinity)
  }

  /// Inverses round-trip (1e-12 relative: a few roundings each way).
  @Test func inversesRoundTrip() {
    for p in [DecayProjection.normal, .fast, DecayProjection(rate: 0.9)] {
      for v in [-5000.0, -120, 0.3, 700, 12_000] {
        expectClose(
          p.velocity(forDistance: p.distance(velocity: v)), v, relative: 1e-12, "\(p.rate) v=\(v)")
        for t in [0.001, 0.05, 0.4, 1.5] {
          let x = p.position(at: t, velocity: v)
          guard abs(x) < abs(p.distance(velocity: v)) * (1 - 1e-9) else { continue }
          expectClose(p.time(toReach: x, velocity: v), t, relative: 1e-9, "\(p.rate) v=\(v) t=\(t)")
        }
      }
    }
    let p = DecayProjection.normal
    #expect(p.time(toReach: 499, velocity: 1000) == .infinity)
    #expect(p.time(toReach: -3, velocity: 1000) == 0)
    #expect(p.time(toReach: 0, velocity: 0) == 0)
  }

  /// Regression: ln(s/|v|) was taken of the quotient, which underflows to 0 for |v| = 1e308 and
  /// s ≈ 2e-320 (duration `inf`). ln|v| − ln s = 1446.2 exactly enough; 1e-12 relative covers
  /// the two logarithms' rounding.
  @Test func durationWithExtremeSpeedRatio() {
    let stop = Double.leastNormalMagnitude * 0x1p-40  // ≈ 2e-320
    let p = DecayProjection.normal
    let expected = (Elementary.log(1e308) - Elementary.log(stop)) / (-1000 * Elementary.log(0.998))
    expectClose(p.duration(velocity: -1e308, stopVelocity: stop), expected, relative: 1e-12)
  }
}
