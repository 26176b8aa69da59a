import TestSupport
import Testing

@testable import AnimationMath

/// Physical invariants of the closed form, over a grid of springs and starts (no reference data).
@Suite("SpringMotion invariants")
struct SpringMotionInvariantTests {
  static let zetas = [0.0, 0.05, 0.5, 0.999, 1.0, 1.001, 2.0, 30.0]

  /// E = ½mv² + ½kx² satisfies dE/dt = −c·v² ≤ 0, so it never rises when c ≥ 0. Sampled every
  /// 2 ms; rounding of the closed form is ~1e-15 relative in E, so we allow 1e-12 of E(0).
  @Test("energy never rises", arguments: zetas)
  func energy(zeta: Double) {
    let spring = Spring(dampingRatio: zeta, response: 0.4, mass: 2)
    for (x0, v0) in [(1.0, 0.0), (1.0, 30.0), (-2.0, 5.0), (0.0, -10.0)] {
      let motion = SpringMotion(spring: spring, from: x0, to: 0, initialVelocity: v0)
      func energy(_ t: Double) -> Double {
        let (x, v) = motion.state(at: t)
        return 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * x * x
      }
      let e0 = energy(0)
      var previous = e0
      for i in 1...1500 {
        let e = energy(Double(i) * 0.002)
        #expect(e <= previous + 1e-12 * e0, "ζ=\(zeta) x0=\(x0) v0=\(v0) t=\(Double(i) * 0.002)")
        previous = e
      }
    }
  }

  /// Critically damped from rest: x(t) = x₀(1 + ω₀t)e^(−ω₀t) keeps the sign of x₀ forever.
  @Test("critically damped from rest never overshoots")
  func criticalNoOvershoot() {
    for (m, k) in [(1.0, 100.0), (0.25, 4.0), (3.0, 1e5), (1e-4, 1e6)] {
      let spring = Spring(mass: m, stiffness: k, damping: 2 * (k * m).squareRoot())
      for x0 in [1.0, -250.0] {
        let motion = SpringMotion(spring: spring, from: x0, to: 0)
        #expect(motion.peakOvershoot == nil)
        let w0 = spring.naturalFrequency
        for i in 0...2000 {
          let x = motion.state(at: Double(i) * 0.02 / w0).displacement
          #expect(x == 0 || (x > 0) == (x0 > 0), "m=\(m) k=\(k) x0=\(x0) i=\(i)")
          #expect(abs(x) <= abs(x0))
        }
      }
    }
  }

  /// ζ = 1 ± 1e-12 are different branches (under / over) but the motions differ by O(1e-12) of
  /// the amplitude: we allow 1e-10·scale at every time, far below any branch-switch jump
  /// (a naive formula is off by 1e-4 or more there).
  @Test("continuous at ζ = 1 ± 1e-12")
  func continuity() {
    let k = 170.0
    let cCritical = 2 * k.squareRoot()
    let critical = Spring(mass: 1, stiffness: k, damping: cCritical)
    for rel in [-1e-12, 1e-12, -1e-15, 1e-15] {
      let spring = Spring(mass: 1, stiffness: k, damping: cCritical * (1 + rel))
      for (x0, v0) in [(1.0, 0.0), (1.0, -40.0), (0.0, 5.0)] {
        let a = SpringMotion(spring: critical, from: x0, to: 0, initialVelocity: v0)
        let b = SpringMotion(spring: spring, from: x0, to: 0, initialVelocity: v0)
        let scale = a.amplitudeScale
        for i in 0...400 {
          let t = Double(i) * 0.005
          let (xa, va) = a.state(at: t)
          let (xb, vb) = b.state(at: t)
          expectClose(xb, xa, absolute: 1e-10 * scale, "ζ−1=\(rel) x t=\(t)")
          expectClose(vb, va, absolute: 1e-10 * scale * k.squareRoot(), "ζ−1=\(rel) v t=\(t)")
        }
      }
    }
  }

  /// No NaN or infinity anywhere, including huge times and heavy overdamping.
  @Test("total: finite everywhere")
  func finite() {
    for zeta in Self.zetas + [1e6] {
      let spring = Spring(dampingRatio: zeta, response: 0.05)
      let motion = SpringMotion(spring: spring, from: 1e6, to: -1e6, initialVelocity: 1e8)
      for t in [0, 1e-300, 1e-9, 1, 1e3, 1e9, 1e300, Double.greatestFiniteMagnitude] {
        let (x, v) = motion.state(at: t)
        #expect(x.isFinite && v.isFinite, "ζ=\(zeta) t=\(t)")
        #expect(motion.acceleration(at: t).isFinite)
      }
    }
  }
}
