import TestSupport
import Testing

@testable import AnimationMath

/// ``SpringHandoff`` at the edges of its documented domain: ζ = 0, ζ within 1e-9 of 1 (both
/// sides and exactly 1), strongly overdamped, zero distance, and bands wider than the distance.
/// Where a value has a closed form it is checked against it; everywhere else against the
/// `SpringMotion` reference with the cross-check's acceptance rule (``HandoffReference``).
@Suite("SpringHandoff domain edges")
struct SpringHandoffEdgeTests {
  /// Releases covering the three shapes of a hand-off: from rest, velocity towards the end,
  /// velocity away from it (backward travel).
  static let releases: [(from: Double, to: Double, velocity: Double)] = [
    (0, 390, 0), (100, 390, 1500), (100, 390, -1500), (300, 0, 4000), (389.9, 390, -50),
  ]

  private func expectAgreesWithReference(
    _ c: HandoffCase, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let m = c.handoff.metrics(from: c.from, to: c.to, velocity: c.velocity)
    let problem = HandoffReference.discrepancy(m, c)
    #expect(problem == nil, "\(c): \(problem ?? "")", sourceLocation: sourceLocation)
  }

  /// ζ = 0: the orbit's amplitude A = √(x0² + (v0/ω0)²) gives backward travel A − |x0| and
  /// overshoot A in closed form (to a few ulps of A, so 1e-12 relative); a motion that leaves the
  /// settle band never settles (`.infinity`), one whose amplitude is inside it has settled at 0.
  @Test func undamped() {
    let spring = Spring(dampingRatio: 0, response: 0.5)
    let w0 = spring.naturalFrequency
    let handoff = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: 1)
    let m = handoff.metrics(from: 100, to: 390, velocity: -500)
    let amplitude = (290 * 290 + (500 / w0) * (500 / w0)).squareRoot()
    expectClose(m.backwardTravel, amplitude - 290, relative: 1e-12, "backward")
    expectClose(m.overshoot, amplitude, relative: 1e-12, "overshoot")
    #expect(m.settlingTime == .infinity)
    #expect(m.arrivalTime.isFinite && m.arrivalTime > 0)
    let inside = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: 5).metrics(
      from: 388, to: 390, velocity: 0)
    #expect(inside.settlingTime == 0)
    expectClose(inside.overshoot, 2, relative: 1e-12, "overshoot inside the band")
    for r in Self.releases {
      expectAgreesWithReference(
        HandoffCase(zeta: 0, response: 0.5, from: r.from, to: r.to, velocity: r.velocity))
    }
  }

  /// ζ = 1 − 1e-9, 1, 1 + 1e-9: every metric agrees with the reference, and the metrics are
  /// continuous across ζ = 1 (they move by O(1e-9) of their scale; 1e-7 relative, plus 1e-9 pt
  /// or s for values near 0, leaves a factor 100 for the conditioning).
  @Test func nearCritical() {
    for r in Self.releases {
      var values: [HandoffMetrics] = []
      for zeta in [1 - 1e-9, 1, 1 + 1e-9] {
        let c = HandoffCase(zeta: zeta, response: 0.4, from: r.from, to: r.to, velocity: r.velocity)
        expectAgreesWithReference(c)
        values.append(c.handoff.metrics(from: c.from, to: c.to, velocity: c.velocity))
      }
      for m in values.dropFirst() {
        let ctx = "release \(r)"
        expectClose(m.arrivalTime, values[0].arrivalTime, absolute: 1e-9, relative: 1e-7, ctx)
        expectClose(m.settlingTime, values[0].settlingTime, absolute: 1e-9, relative: 1e-7, ctx)
        expectClose(m.overshoot, values[0].overshoot, absolute: 1e-9, relative: 1e-7, ctx)
        expectClose(
          m.backwardTravel, values[0].backwardTravel, absolute: 1e-9, relative: 1e-7, ctx)
      }
    }
  }

  /// Overdamped (ζ 1.5, 3, 20): from rest no overshoot and, with equal bands, settling is
  /// arrival; every release agrees with the reference.
  @Test func overdamped() {
    for zeta in [1.5, 3, 20] {
      let spring = Spring(dampingRatio: zeta, response: 0.4)
      let m = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: 1).metrics(
        from: 0, to: 390, velocity: 0)
      #expect(m.overshoot == 0 && m.backwardTravel == 0, "ζ=\(zeta)")
      #expect(m.settlingTime == m.arrivalTime, "ζ=\(zeta)")
      for r in Self.releases {
        expectAgreesWithReference(
          HandoffCase(zeta: zeta, response: 0.4, from: r.from, to: r.to, velocity: r.velocity))
      }
    }
  }

  /// from == to: at rest everything is exactly 0; with a velocity, forward is the velocity's
  /// direction, so the motion is all overshoot, arrival is 0 and backward travel is 0.
  @Test func zeroDistance() {
    for zeta in [0, 0.5, 1, 2] {
      let handoff = SpringHandoff(
        spring: Spring(dampingRatio: zeta, response: 0.4), arrivalBand: 1, settleBand: 1)
      #expect(
        handoff.metrics(from: 200, to: 200, velocity: 0)
          == HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0))
      for v in [-800.0, 800] {
        let m = handoff.metrics(from: 200, to: 200, velocity: v)
        #expect(m.backwardTravel == 0 && m.arrivalTime == 0 && m.overshoot > 0, "ζ=\(zeta) v=\(v)")
        expectAgreesWithReference(
          HandoffCase(zeta: zeta, response: 0.4, from: 200, to: 200, velocity: v))
      }
    }
  }

  /// Bands wider than the distance: released inside both bands from rest, the view has arrived
  /// and settled at 0 (its overshoot, at most the distance, stays inside the band too).
  @Test func bandWiderThanDistance() {
    for zeta in [0, 0.3, 1, 2] {
      let c = HandoffCase(
        zeta: zeta, response: 0.4, from: 385, to: 390, velocity: 0, arrival: 10, settle: 10)
      let m = c.handoff.metrics(from: c.from, to: c.to, velocity: c.velocity)
      #expect(m.arrivalTime == 0 && m.settlingTime == 0 && m.backwardTravel == 0, "ζ=\(zeta)")
      #expect(m.overshoot <= 5, "ζ=\(zeta)")
      expectAgreesWithReference(c)
      // Moving away fast, it leaves the settle band before settling: settling > 0, arrival 0.
      let away = HandoffCase(
        zeta: zeta, response: 0.4, from: 385, to: 390, velocity: -2000, arrival: 10, settle: 10)
      let n = away.handoff.metrics(from: away.from, to: away.to, velocity: away.velocity)
      #expect(n.arrivalTime == 0 && n.settlingTime > 0 && n.backwardTravel > 5, "ζ=\(zeta)")
      expectAgreesWithReference(away)
    }
  }
}
