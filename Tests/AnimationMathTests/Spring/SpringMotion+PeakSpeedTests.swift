import Foundation
import TestSupport
import Testing

@testable import AnimationMath

/// `SpringMotion.peakSpeed`: the largest speed after t = 0, against closed forms and dense
/// sampling.
@Suite("SpringMotion peak speed")
struct SpringMotionPeakSpeedTests {
  /// Critically damped: v(t) = (v₀ − ω(v₀ + ωx₀)t)e^(−ωt), whose turning point is
  /// t* = (2v₀ + ωx₀) / (ω(v₀ + ωx₀)). The case: released at 230 pt moving 800 pt/s
  /// towards 390 pt with ζ 1, response 0.05 s — about nine times the finger's speed.
  @Test("critically damped: the textbook turning point", arguments: [0.05, 0.1, 0.2, 0.5])
  func criticallyDamped(response: Double) {
    let spring = Spring(dampingRatio: 1, response: response)
    let w = 2 * Double.pi / response
    let (x0, v0) = (230.0 - 390, 800.0)
    let motion = SpringMotion(spring: spring, from: 230, to: 390, initialVelocity: v0)
    let t = (2 * v0 + w * x0) / (w * (v0 + w * x0))
    let v = (v0 - w * (v0 + w * x0) * t) * exp(-w * t)
    let peak = motion.peakSpeed
    expectClose(peak.speed, max(abs(v), abs(v0)), relative: 1e-12, "response \(response)")
    if abs(v) > abs(v0) { expectClose(peak.time, t, relative: 1e-12) }
    if response == 0.05 {
      #expect(peak.speed > 9 * v0, "the 50 ms spring runs ahead of the finger")
    }
  }

  /// Underdamped from rest: |v| peaks at t* = atan2(ω_d, ζω₀)/ω_d with |x₀|·ω₀·e^(−ζω₀t*).
  @Test("underdamped from rest: the textbook peak", arguments: [0.1, 0.3, 0.5, 0.8])
  func underdampedFromRest(zeta: Double) {
    let spring = Spring(dampingRatio: zeta, response: 0.4)
    let w0 = 2 * Double.pi / 0.4
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let t = atan2(wd, zeta * w0) / wd
    let motion = SpringMotion(spring: spring, from: 100, to: 0)
    let peak = motion.peakSpeed
    expectClose(peak.time, t, relative: 1e-12, "ζ \(zeta)")
    expectClose(peak.speed, 100 * w0 * exp(-zeta * w0 * t), relative: 1e-12, "ζ \(zeta)")
  }

  /// Every regime, released every way: no sampled speed exceeds the peak, and the peak is the
  /// speed at its time.
  @Test("no sampled speed exceeds the peak")
  func sampledNeverExceeds() {
    var worst = 0.0
    for zeta in [0, 0.2, 0.7, 1, 1.3, 4.5] {
      for (from, v0) in [(0.0, 0.0), (230, 800), (230, -600), (380, 1500), (390, 300), (10, 0)] {
        let spring = Spring(dampingRatio: zeta, response: 0.3)
        let motion = SpringMotion(spring: spring, from: from, to: 390, initialVelocity: v0)
        let peak = motion.peakSpeed
        expectClose(abs(motion.velocity(at: peak.time)), peak.speed, relative: 1e-12)
        for k in 0...3000 {
          let speed = abs(motion.velocity(at: Double(k) * 0.001))
          worst = max(worst, (speed - peak.speed) / max(peak.speed, 1))
        }
      }
    }
    #expect(worst <= 1e-12, "a sampled speed exceeds the peak by \(worst) relative")
    let rest = SpringMotion(spring: Spring(dampingRatio: 1, response: 0.3), from: 5, to: 5)
    #expect(rest.peakSpeed.speed == 0 && rest.peakSpeed.time == 0)
  }
}
