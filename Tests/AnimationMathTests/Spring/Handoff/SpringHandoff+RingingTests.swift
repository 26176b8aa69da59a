import TestSupport
import Testing

@testable import AnimationMath

/// ``HandoffMetrics/ringing`` — the swing back after the overshoot — against the turning points
/// of the general `SpringMotion` API, and its closed form overshoot · e^(−ζπ/√(1 − ζ²)).
@Suite("SpringHandoff ringing")
struct SpringHandoffRingingTests {
  /// The reference: the turning point after the overshoot's (the first one past the end, or the
  /// first one at all when the release is at the end), as `SpringMotion.extremum(_:)` gives it.
  static func referenceRinging(_ c: HandoffCase) -> Double {
    let m = c.motion
    let x0 = c.from - c.to
    for n in 0..<3 {
      guard let e = m.extremum(n) else { return 0 }
      let past = x0 == 0 || (e.displacement != 0 && (e.displacement > 0) != (x0 > 0))
      if past { return m.extremum(n + 1).map { abs($0.displacement) } ?? 0 }
    }
    return 0
  }

  /// 4 000 seeded cases of the cross-check's generator (ζ 0.05–3, near-critical, releases at
  /// and near the end, velocities up to ±20 000 pt/s): within 1e-9 pt + 1e-9 relative.
  @Test func agreesWithTheTurningPointsOfTheMotion() {
    var rng = SplitMix64(seed: 77)
    var failures = 0
    for _ in 0..<4_000 {
      let c = SpringHandoffCrossCheckTests.randomCase(&rng)
      let got = c.handoff.metrics(from: c.from, to: c.to, velocity: c.velocity).ringing
      let expected = Self.referenceRinging(c)
      if !(abs(got - expected) <= 1e-9 + 1e-9 * expected) {
        failures += 1
        if failures <= 10 { Issue.record("\(c): ringing \(got) vs \(expected)") }
      }
    }
    #expect(failures == 0)
  }

  /// From rest, the turning values are the distance times q, q², …: ringing = distance · q².
  @Test func fromRestIsTheSecondTurningValue() {
    for zeta in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let q = Elementary.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
      let m = SpringHandoff.metrics(
        spring: Spring(dampingRatio: zeta, response: 0.4), from: 0, to: 200, velocity: 0,
        arrivalBand: 1, settleBand: 1)
      #expect(abs(m.overshoot - 200 * q) <= 1e-10 * 200)
      #expect(abs(m.ringing - 200 * q * q) <= 1e-10 * 200)
    }
  }

  /// Critically and overdamped springs cross the end at most once: they never ring; an
  /// undamped one swings back as far as it overshot.
  @Test func dampedSpringsNeverRingAndUndampedAlwaysDoes() {
    for zeta in [1.0, 1.5, 3.0] {
      let m = SpringHandoff.metrics(
        spring: Spring(dampingRatio: zeta, response: 0.3), from: 380, to: 390, velocity: 9_000,
        arrivalBand: 1, settleBand: 1)
      #expect(m.overshoot > 0)
      #expect(m.ringing == 0)
    }
    let undamped = SpringHandoff.metrics(
      spring: Spring(dampingRatio: 0, response: 0.3), from: 100, to: 390, velocity: 500,
      arrivalBand: 1, settleBand: 1)
    #expect(abs(undamped.ringing - undamped.overshoot) <= 1e-9 * undamped.overshoot)
    #expect(undamped.settlingTime == .infinity)
  }
}
