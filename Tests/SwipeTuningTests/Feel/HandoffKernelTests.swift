import AnimationMath
import Testing

@testable import SwipeTuning

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
      if arrival == .infinity && abs(r) <= eps { arrival = t }
      if abs(r) > band { lastOutside = t }
      t += dt
    }
  }
}

@Suite("HandoffKernel")
struct HandoffKernelTests {
  @Test func randomHandoffsMatchDenseSampling() {
    var rng = SplitMix64(seed: 7)
    let tol = FeelTolerances()
    var checked = 0
    for i in 0..<3000 {
      let zeta = i % 10 == 0 ? 1.0 : 0.25 + 1.5 * rng.nextUnit()
      let response = 0.2 + 0.8 * rng.nextUnit()
      let spring = Spring(dampingRatio: zeta, response: response)
      let to = rng.nextUnit() < 0.5 ? 0.0 : 390
      let from = i % 17 == 0 ? to : 390 * rng.nextUnit()
      let velocity = (rng.nextUnit() * 2 - 1) * 4000
      let kernel = HandoffKernel(spring: spring, tolerances: tol)
      let m = kernel.metrics(from: from, to: to, velocity: velocity)
      let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
      let d: Double = to > from ? 1 : (to < from ? -1 : (velocity >= 0 ? 1 : -1))
      let dt = 4e-4 * response
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
