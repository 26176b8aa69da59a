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
}
