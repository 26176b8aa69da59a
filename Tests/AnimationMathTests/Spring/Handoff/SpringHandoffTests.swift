import TestSupport
import Testing

@testable import AnimationMath

/// Brute-force reference: dense sampling of the closed form.
private struct SampledHandoff {
  var backward = 0.0
  var overshoot = 0.0
  var arrival = Double.infinity
  var lastOutside = 0.0
  var maxSpeed = 0.0

  init(
    _ motion: SpringMotion, to: Double, direction d: Double, dt: Double, until: Double,
    arrival eps: Double, settle band: Double
  ) {
    let r0 = d * (to - motion.from)
    var turning = false
    var t = 0.0
    var previous = r0
    if abs(r0) <= eps { arrival = 0 }
    while t <= until {
      let x = motion.position(at: t)
      let v = motion.velocity(at: t)
      let r = d * (to - x)
      let rv = -d * v
      maxSpeed = max(maxSpeed, abs(v))
      if !turning {
        if rv > 0 { backward = max(backward, r - r0) } else if t > 0 { turning = true }
      }
      overshoot = max(overshoot, -r)
      // Inside the band, or the end crossed between two samples (a fast pass through the band
      // can fall between samples).
      if arrival == .infinity && (abs(r) <= eps || (t > 0 && r * previous < 0)) { arrival = t }
      previous = r
      if abs(r) > band { lastOutside = t }
      t += dt
    }
  }
}

@Suite("SpringHandoff")
struct SpringHandoffTests {
  @Test func randomHandoffsMatchDenseSampling() {
    var rng = SplitMix64(seed: 7)
    let tol = (arrival: 1.0, settle: 1.0)
    var checked = 0
    for i in 0..<3000 {
      let zeta = i % 10 == 0 ? 1.0 : 0.25 + 1.5 * rng.nextUnit()
      let response = 0.2 + 0.8 * rng.nextUnit()
      let spring = Spring(dampingRatio: zeta, response: response)
      let to = rng.nextUnit() < 0.5 ? 0.0 : 390
      let from = i % 17 == 0 ? to : 390 * rng.nextUnit()
      let velocity = (rng.nextUnit() * 2 - 1) * 4000
      let kernel = SpringHandoff(spring: spring, arrivalBand: tol.arrival, settleBand: tol.settle)
      let m = kernel.metrics(from: from, to: to, velocity: velocity)
      let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
      let d: Double = to > from ? 1 : (to < from ? -1 : (velocity >= 0 ? 1 : -1))
      let dt = 1e-3 * response
      // Long enough to see the first overshoot, which for ζ near 1 comes about one damped
      // half-period after the crossing, possibly after the settling time.
      let halfPeriod = zeta < 1 ? min(response / (1 - zeta * zeta).squareRoot(), 6) : 0
      let horizon = m.settlingTime + halfPeriod + 0.5 * response + 0.05
      let b = SampledHandoff(
        motion, to: to, direction: d, dt: dt, until: horizon, arrival: tol.arrival,
        settle: tol.settle)
      // Sampled extrema are below the true ones by at most max|a|·dt²/2 ≤ ω0²·(|x0| + |v0|/ω0)·dt².
      let w0 = spring.naturalFrequency
      let slack = w0 * w0 * (abs(to - from) + abs(velocity) / w0) * dt * dt + 1e-9
      let ctx = "ζ=\(zeta) T=\(response) from=\(from) to=\(to) v=\(velocity)"
      #expect(
        m.backwardTravel >= b.backward - 1e-9 && m.backwardTravel <= b.backward + slack,
        "\(ctx) backward \(m.backwardTravel) vs \(b.backward)")
      #expect(
        m.overshoot >= b.overshoot - 1e-9 && m.overshoot <= b.overshoot + slack,
        "\(ctx) overshoot \(m.overshoot) vs \(b.overshoot)")
      // The first sample inside the band comes at most one step after the true arrival.
      #expect(
        m.arrivalTime <= b.arrival + 1e-9 && m.arrivalTime > b.arrival - dt - 1e-9,
        "\(ctx) arrival \(m.arrivalTime) vs \(b.arrival)")
      // The last sample outside the band lies at most one step before the true settling time.
      #expect(
        m.settlingTime >= b.lastOutside - 1e-9 && m.settlingTime < b.lastOutside + dt + 1e-9,
        "\(ctx) settle \(m.settlingTime) vs \(b.lastOutside)")
      checked += 1
    }
    #expect(checked == 3000)
  }
}

@Suite("SpringHandoff vs SpringMotion API")
struct SpringHandoffSpringAPITests {
  /// The springs area's exact settling / arrival / extrema API is an independent implementation
  /// of the same quantities; the kernel must agree with it to root-polishing accuracy.
  @Test func agreesWithSpringMotionExtremaAndSettling() {
    var rng = SplitMix64(seed: 99)
    let tol = (arrival: 1.0, settle: 0.5)
    for i in 0..<3000 {
      let zeta = i % 9 == 0 ? 1.0 : (i % 13 == 0 ? 0 : 0.05 + 2 * rng.nextUnit())
      let spring = Spring(dampingRatio: zeta, response: 0.15 + rng.nextUnit())
      let to = rng.nextUnit() < 0.5 ? 0.0 : 390
      let from = i % 11 == 0 ? to : 390 * rng.nextUnit()
      let velocity = (rng.nextUnit() * 2 - 1) * 6000
      let m = SpringHandoff(spring: spring, arrivalBand: tol.arrival, settleBand: tol.settle)
        .metrics(
          from: from, to: to, velocity: velocity)
      let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
      let ctx = "ζ=\(zeta) from=\(from) to=\(to) v=\(velocity)"
      // Both polish their roots to ~1e-15 of the time scale; 1e-9 leaves room for the rounding
      // of t_z + k·π/ω.
      expectClose(
        m.arrivalTime, motion.arrivalTime(within: .absolute(1)), absolute: 1e-9, relative: 1e-9,
        ctx + " arrival")
      expectClose(
        m.settlingTime, motion.settlingTime(within: .absolute(0.5)), absolute: 1e-9,
        relative: 1e-9, ctx + " settling")
      let x0 = from - to
      // Backward travel: the first turning point when the velocity points away from the end.
      var backward = 0.0
      if x0 != 0 && velocity * x0 > 0, let e = motion.firstExtremum {
        backward = abs(e.displacement) - abs(x0)
      }
      expectClose(m.backwardTravel, backward, absolute: 1e-9, relative: 1e-9, ctx + " backward")
      let overshoot = motion.peakOvershoot.map { abs($0.displacement) } ?? 0
      expectClose(m.overshoot, overshoot, absolute: 1e-9, relative: 1e-9, ctx + " overshoot")
    }
  }
}

@Suite("SpringHandoff known forms")
struct SpringHandoffKnownFormTests {
  @Test func fromRestKnownForms() {
    // From rest, 0 < ζ < 1: overshoot = D·e^(−πζ/√(1−ζ²)) exactly; no backward travel.
    for zeta in [0.3, 0.6, 0.8, 0.95] {
      let m = SpringHandoff.metrics(
        spring: Spring(dampingRatio: zeta, response: 0.5), from: 90, to: 390, velocity: 0,
        arrivalBand: 1, settleBand: 1)
      let expected = 300 * Elementary.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
      // Closed form vs closed form: a few ulps of the 300 pt scale.
      expectClose(m.overshoot, expected, absolute: 1e-12, relative: 1e-12, "ζ=\(zeta)")
      #expect(m.backwardTravel == 0)
    }
    // Critically and overdamped from rest never overshoot.
    for zeta in [1.0, 1.5] {
      let m = SpringHandoff.metrics(
        spring: Spring(dampingRatio: zeta, response: 0.5), from: 90, to: 390, velocity: 0,
        arrivalBand: 1, settleBand: 1)
      #expect(m.overshoot == 0 && m.backwardTravel == 0)
      #expect(m.settlingTime == m.arrivalTime)  // same 1 pt band, no overshoot
    }
  }

  @Test func criticalArrivalSolvesItsEquation() {
    // ζ = 1 from rest: r(t) = D·e^(−ω t)(1 + ω t); at the arrival time r = 1 pt.
    let spring = Spring(dampingRatio: 1, response: 0.4)
    let w = spring.naturalFrequency
    let m = SpringHandoff.metrics(
      spring: spring, from: 0, to: 390, velocity: 0, arrivalBand: 1, settleBand: 1)
    let r = 390 * Elementary.exp(-w * m.arrivalTime) * (1 + w * m.arrivalTime)
    expectClose(r, 1, relative: 1e-9, "r(arrival)")
  }

  @Test func backwardTravelAndReleaseAtTheEnd() {
    let spring = Spring(dampingRatio: 0.9, response: 0.4)
    // Completing (end 390) while the finger moves back at 800 pt/s: the view first moves away.
    let away = SpringHandoff.metrics(
      spring: spring, from: 250, to: 390, velocity: -800, arrivalBand: 1, settleBand: 1)
    #expect(away.backwardTravel > 2)
    // Cancelling the same swipe: the velocity points at the end, no backward travel.
    let towards = SpringHandoff.metrics(
      spring: spring, from: 250, to: 0, velocity: -800, arrivalBand: 1, settleBand: 1)
    #expect(towards.backwardTravel == 0)
    // Released exactly at the end: any motion is overshoot, none backward.
    let atEnd = SpringHandoff.metrics(
      spring: spring, from: 390, to: 390, velocity: -500, arrivalBand: 1, settleBand: 1)
    #expect(atEnd.backwardTravel == 0 && atEnd.overshoot > 0 && atEnd.arrivalTime == 0)
    let still = SpringHandoff.metrics(
      spring: spring, from: 390, to: 390, velocity: 0, arrivalBand: 1, settleBand: 1)
    #expect(
      still == HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0))
  }

  @Test func undampedNeverSettles() {
    let m = SpringHandoff.metrics(
      spring: Spring(dampingRatio: 0, response: 0.5), from: 0, to: 390, velocity: 0, arrivalBand: 1,
      settleBand: 1)
    #expect(m.settlingTime == .infinity)
    expectClose(m.overshoot, 390, relative: 1e-12, "undamped swings the full distance")
    #expect(m.arrivalTime.isFinite)
  }
}
