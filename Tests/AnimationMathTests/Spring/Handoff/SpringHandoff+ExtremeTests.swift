import TestSupport
import Testing

@testable import AnimationMath

/// ``SpringHandoff`` at the ends of the sweep's spring range (`SweepParameter.bounds`: ζ in
/// [0, 10⁴], response in [1e-4, 10⁴] s) and of ``Spring``'s own: the sweep's times must agree with
/// `spring-tune spring` (``SpringMotion``) for every spring it accepts. Before the closed form for
/// huge turning-point counts, ζ = 1e-15 hung the sweep (a correction loop ran ~10¹⁸ times) and
/// the reference was silently capped near 1e15 s.
@Suite("SpringHandoff at extreme springs")
struct SpringHandoffExtremeTests {
  static let zetas: [Double] = [
    0, 1e-300, 1e-17, 1e-15, 1e-13, 1e-9, 1e-4, 0.5, 0.992, 0.999_999_999, 1, 1.000_000_001,
    10, 1e3, 1e4,
  ]
  static let responses: [Double] = [1e-4, 0.5, 1e4]
  /// (from, to, velocity) in points and points/s: a completing flick, a cancelled drag, a
  /// release moving away from the end, and a release at the end with a velocity.
  static let releases: [(Double, Double, Double)] = [
    (120, 390, 2_500), (300, 0, 400), (200, 390, -3_000), (390, 390, 800),
  ]

  /// Agreement: within 1e-9 s (the cross-check's tolerance) or 1e-12 relative (times beyond
  /// 1e3 s carry rounding of ~1e-16 relative per operation over a few hundred operations), or
  /// accepted by ``HandoffReference/discrepancy(_:_:)`` (a motion grazing a band).
  static func agrees(_ got: Double, _ expected: Double) -> Bool {
    got == expected || abs(got - expected) <= Swift.max(1e-9, 1e-12 * abs(expected))
  }

  @Test(arguments: zetas)
  func settlingAndArrivalAgreeWithSpringMotion(_ zeta: Double) {
    for response in Self.responses {
      for (from, to, velocity) in Self.releases {
        for settle in [1e-6, 1.0, 1e6] {
          let c = HandoffCase(
            zeta: zeta, response: response, from: from, to: to, velocity: velocity,
            arrival: 1, settle: settle)
          let got = c.handoff.metrics(from: from, to: to, velocity: velocity)
          let m = c.motion
          let settling = m.settlingTime(within: .absolute(settle))
          let arrival = m.arrivalTime(within: .absolute(1))
          #expect(got.settlingTime >= 0 && !got.settlingTime.isNaN, "\(c)")
          #expect(got.arrivalTime.isFinite && got.arrivalTime >= 0, "\(c)")
          #expect(zeta == 0 || got.settlingTime.isFinite, "\(c)")
          if !(Self.agrees(got.settlingTime, settling) && Self.agrees(got.arrivalTime, arrival)) {
            let problem = HandoffReference.discrepancy(got, c)
            #expect(
              problem == nil,
              "\(c): settling \(got.settlingTime) vs \(settling), arrival \(got.arrivalTime) vs \(arrival)"
            )
          }
        }
      }
    }
  }

  /// The reference itself for ζ → 0 against 60-digit values (mpmath: the last turning point
  /// with e^(−a·tₙ) ≥ δ, then the crossing on its swing), from 1 to 0 at rest, δ = 0.01,
  /// response 1 s. The old code returned 732 935 576 829 s at ζ = 1e-12 (44 100 half-periods
  /// early: peak heights sampled at rounded turning times) and 2.000000000000064e15 for every
  /// ζ below ~1e-16 (a cap).
  @Test func settlingOfNearlyUndampedSpringsIsExact() {
    let cases: [(Double, Double)] = [
      (1e-12, 732_935_598_879.000_000_37), (1e-9, 732_935_598.500_010_990_16),
      (1e-15, 732_935_598_879_427.5), (1e-17, 73_293_559_887_942_773.5),
      (1e-300, 7.329_355_988_794_277_4e299),
    ]
    for (zeta, expected) in cases {
      let m = SpringMotion(
        spring: Spring(dampingRatio: zeta, response: 1), from: 1, to: 0, initialVelocity: 0)
      let t = m.settlingTime(within: .absolute(0.01))
      // 1e-14 relative: the turning time (φ + n·π)/ω rounds n·π and the division.
      expectClose(t, expected, relative: 1e-14)
    }
  }
}
