import TestSupport
import Testing

@testable import AnimationMath

@Suite("SpringMotion closed form")
struct SpringMotionTests {
  @Test("position(at: 0) is exactly from, velocity(at: 0) exactly v0")
  func exactStart() {
    let m = SpringMotion(
      spring: Spring(dampingRatio: 0.5, response: 0.4), from: 3, to: -1,
      initialVelocity: 7)
    #expect(m.position(at: 0) == 3)
    #expect(m.velocity(at: 0) == 7)
  }

  /// Every row of springs.csv. Tolerance 1e-12·scale (scale = |x0|, or |v0|/ω0 when x0 = 0; times
  /// ω0 for velocity), plus 1e-12 relative: the README's stated target for a careful binary64
  /// closed form.
  @Test("matches springs.csv (1385 rows)")
  func reference() throws {
    let rows = try fixtureRows("springs.csv")
    #expect(rows.count == 1385)
    var worst = 0.0
    for row in rows {
      guard let m = Double(row["mass"] ?? ""), let k = Double(row["stiffness"] ?? ""),
        let c = Double(row["damping"] ?? ""), let x0 = Double(row["x0"] ?? ""),
        let v0 = Double(row["v0"] ?? ""), let t = Double(row["t"] ?? ""),
        let x = Double(row["position"] ?? ""), let v = Double(row["velocity"] ?? "")
      else {
        Issue.record("unparsable row \(row)")
        continue
      }
      let spring = Spring(mass: m, stiffness: k, damping: c)
      let motion = SpringMotion(spring: spring, from: x0, to: 0, initialVelocity: v0)
      let w0 = spring.naturalFrequency
      let scale = x0 != 0 ? abs(x0) : abs(v0) / w0
      let (gx, gv) = t == 0 ? (motion.position(at: 0), motion.velocity(at: 0)) : motion.state(at: t)
      let ex = abs(gx - x) / scale
      let ev = abs(gv - v) / (scale * w0)
      worst = max(worst, ex, ev)
      expectClose(gx, x, absolute: 1e-12 * scale, relative: 1e-12, "\(row["case"] ?? "") x t=\(t)")
      expectClose(
        gv, v, absolute: 1e-12 * scale * w0, relative: 1e-12, "\(row["case"] ?? "") v t=\(t)")
    }
    print("springs.csv worst error / scale: \(worst)")
  }

  /// Regression: the phase correction δ (the double-word frequency's remainder times t) was
  /// applied to first order, sin(p + δ) ≈ sin p + δ·cos p, at any phase. Past ~10¹⁶ rad δ exceeds
  /// 1 and the state left its orbit: an undamped unit-amplitude spring (k = 170) was at
  /// 3.8e284 at t = 1e300, and k = 1e300 at t = 1 gave −7e127. An undamped motion keeps its
  /// energy, x² + (v/ω)² = A², at every t; tolerance 1e-12 relative (the first-order error was
  /// already ~1e-8 at 10¹² rad).
  @Test("undamped motion stays on its orbit at any phase")
  func orbitAtHugePhase() {
    for (k, times) in [
      (170.0, [1e3, 1e12, 1e16, 1e20, 1e300]), (2.0, [1e10, 1e15, 1e300]),
      (1e300, [1, 1e-140]),
    ] {
      let spring = Spring(mass: 1, stiffness: k, damping: 0)
      let motion = SpringMotion(spring: spring, from: 1, to: 0, initialVelocity: 0.5)
      let w = spring.naturalFrequency
      let amplitude = (1 + 0.25 / (w * w)).squareRoot()
      for t in times {
        let (x, v) = motion.state(at: t)
        expectClose(
          (x * x + (v / w) * (v / w)).squareRoot(), amplitude, relative: 1e-12, "k=\(k) t=\(t)")
      }
    }
    // Underdamped: bounded by its envelope A·e^(−a·t) (k = 1e300, a = 13: |x(1)| ≤ 2.3e-6).
    let m = SpringMotion(spring: Spring(mass: 1, stiffness: 1e300, damping: 26), from: 1, to: 0)
    #expect(
      abs(m.position(at: 1)) <= (m.envelopeAmplitude ?? 0) * Elementary.exp(-13) * (1 + 1e-12))
  }
}
