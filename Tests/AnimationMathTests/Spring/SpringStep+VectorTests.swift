import TestSupport
import Testing

@testable import AnimationMath

/// The generic `SpringStep.apply` and `Spring.update` on vector types, and the short-phase
/// transition against the double-word closed form it replaced.
@Suite("Exact spring stepping of vector values")
struct SpringStepVectorTests {
  static let springs = [
    Spring(mass: 1, stiffness: 100, damping: 0), Spring(dampingRatio: 0.3, response: 0.4),
    Spring(mass: 1, stiffness: 100, damping: 20), Spring(dampingRatio: 5, response: 0.2),
    Spring(mass: 0.5, stiffness: 1e5, damping: 10),
  ]

  /// SIMD lanes of Double go through exactly the scalar operations in the same order (Swift does
  /// not fuse them), so every lane equals the scalar result bit for bit: `==` is promised.
  @Test("SIMD<Double> lanes equal the scalar update exactly", arguments: springs)
  func doubleLanesMatchScalar(spring: Spring) {
    var value = SIMD4<Double>(3, -2, 0, 1e3)
    var velocity = SIMD4<Double>(-7, 0, 40, -1e4)
    var scalarValues = (0..<4).map { value[$0] }
    var scalarVelocities = (0..<4).map { velocity[$0] }
    var random = SplitMix64(seed: 7)
    for frame in 0..<240 {
      let h = random.nextUniform(0.008, 0.033)
      let target = SIMD4<Double>(repeating: Double(frame % 7) - 3) + SIMD4(0, 1, 2, 3)
      spring.update(value: &value, velocity: &velocity, target: target, deltaTime: h)
      for i in 0..<4 {
        spring.update(
          value: &scalarValues[i], velocity: &scalarVelocities[i], target: target[i], deltaTime: h)
        #expect(
          value[i] == scalarValues[i] && velocity[i] == scalarVelocities[i],
          "lane \(i) frame \(frame)")
      }
    }
    // The same through one shared SpringStep, for SIMD2 and SIMD3.
    let step = SpringStep(spring: spring, deltaTime: 1.0 / 60)
    var v2 = SIMD2<Double>(5, -1)
    var w2 = SIMD2<Double>(0, 30)
    var v3 = SIMD3<Double>(5, -1, 2)
    var w3 = SIMD3<Double>(0, 30, -2)
    var sx = [5.0, -1.0, 2.0]
    var sv = [0.0, 30.0, -2.0]
    for _ in 0..<60 {
      step.apply(value: &v2, velocity: &w2, target: SIMD2(1, 2))
      step.apply(value: &v3, velocity: &w3, target: SIMD3(1, 2, 3))
      for i in 0..<3 {
        step.apply(value: &sx[i], velocity: &sv[i], target: Double(i + 1))
      }
    }
    #expect(v2 == SIMD2(sx[0], sx[1]) && w2 == SIMD2(sv[0], sv[1]))
    #expect(v3 == SIMD3(sx[0], sx[1], sx[2]) && w3 == SIMD3(sv[0], sv[1], sv[2]))
  }

  /// Float values keep their state in Float: each step rounds value and velocity to 24 bits
  /// (relative 6e-8), and with |Φ| ≤ ~1 those roundings add up over the 120 steps to at most
  /// ~120·6e-8 ≈ 7e-6 of the motion's scale; the bound 2e-5 leaves a margin of 3.
  @Test("Float and SIMD<Float> follow the Double motion to Float precision", arguments: springs)
  func floatLanes(spring: Spring) {
    let scale = 3 + 7 / spring.naturalFrequency
    var f = Float(3)
    var fv = Float(-7)
    var v2 = SIMD2<Float>(3, -3)
    var w2 = SIMD2<Float>(-7, 7)
    var v3 = SIMD3<Float>(3, 3, 3)
    var w3 = SIMD3<Float>(-7, -7, -7)
    var v4 = SIMD4<Float>(3, 3, 3, -3)
    var w4 = SIMD4<Float>(-7, -7, -7, 7)
    var d = (3.0, -7.0)
    for _ in 0..<120 {
      spring.update(value: &f, velocity: &fv, target: 0, deltaTime: 1.0 / 120)
      spring.update(value: &v2, velocity: &w2, target: .zero, deltaTime: 1.0 / 120)
      spring.update(value: &v3, velocity: &w3, target: .zero, deltaTime: 1.0 / 120)
      spring.update(value: &v4, velocity: &w4, target: .zero, deltaTime: 1.0 / 120)
      spring.update(value: &d.0, velocity: &d.1, target: 0, deltaTime: 1.0 / 120)
    }
    let tolerance = 2e-5 * scale
    let w0 = spring.naturalFrequency
    for (x, v) in [
      (f, fv), (v2.x, w2.x), (-v2.y, -w2.y), (v3.z, w3.z), (v4.x, w4.x), (-v4.w, -w4.w),
    ] {
      expectClose(Double(x), d.0, absolute: tolerance, "Float value")
      expectClose(Double(v), d.1, absolute: tolerance * w0, "Float velocity")
    }
  }

  /// Every row of springs.csv (mpmath references) reached by one generic update of `t` seconds
  /// on a 2-D value whose lanes are the reference motion and its mirror image around a target
  /// of 1. Tolerance as in SpringMotionTests: 1e-12·scale (·ω₀ for velocity) or 1e-12 relative.
  @Test("one generic update matches springs.csv")
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
      var value = SIMD2(x0, 1 - x0)
      var velocity = SIMD2(v0, -v0)
      spring.update(value: &value, velocity: &velocity, target: SIMD2(0, 1), deltaTime: t)
      let w0 = spring.naturalFrequency
      let scale = x0 != 0 ? abs(x0) : abs(v0) / w0
      let name = row["case"] ?? ""
      for (gx, gv, label) in [
        (value.x, velocity.x, "lane 0"), (1 - value.y, -velocity.y, "lane 1"),
      ] {
        worst = max(worst, abs(gx - x) / scale, abs(gv - v) / (scale * w0))
        expectClose(gx, x, absolute: 1e-12 * scale, relative: 1e-12, "\(name) \(label) x t=\(t)")
        expectClose(
          gv, v, absolute: 1e-12 * scale * w0, relative: 1e-12, "\(name) \(label) v t=\(t)")
      }
    }
    print("springs.csv via generic update, worst error / scale: \(worst)")
  }

  /// The short-phase transition (polynomial exp, sin and cos, single-word coefficients) against
  /// the double-word closed form that `SpringStep` and `Spring.update` used before, over regimes
  /// from undamped to ζ = 100 (including ζ within 1e-15 of 1 on both sides), responses, masses
  /// and steps from 1 ns to 0.5 s. Errors are in units of the state's scale: Φ₁₁, Φ₂₂ as they
  /// are, Φ₁₂·ω₀ and Φ₂₁/ω₀. Bound 1e-14: the two forms each carry a few ulp (the polynomials
  /// ≤ 4 ulp, the phase and the regime split ≤ 1e-16 by the argument in `shortTransition`).
  @Test("short transition agrees with the double-word closed form")
  func shortMatchesLong() {
    var worst = 0.0
    var covered = 0
    for zeta in [
      0, 1e-3, 0.1, 0.5, 0.9, 1 - 1e-9, 1 - 1e-15, 1, 1 + 1e-15, 1 + 1e-9, 1.1, 2, 10, 100,
    ] {
      for response in [0.05, 0.3, 1, 5] {
        for mass in [1, 1e-3, 250] {
          let spring = Spring(dampingRatio: zeta, response: response, mass: mass)
          let w0 = spring.naturalFrequency
          for h in [1e-9, 1e-4, 0.008, 1.0 / 60, 0.033, 0.1, 0.5] {
            guard let short = SpringStep.shortTransition(spring, h) else { continue }
            covered += 1
            let long = SpringStep.longTransition(spring, h)
            let errors = [
              abs(short.0 - long.0), abs(short.1 - long.1) * w0, abs(short.2 - long.2) / w0,
              abs(short.3 - long.3),
            ]
            let error = errors.max() ?? 0
            worst = max(worst, error)
            #expect(error <= 1e-14, "ζ=\(zeta) response=\(response) m=\(mass) h=\(h): \(error)")
          }
        }
      }
    }
    #expect(covered > 200)
    print("short vs double-word transition: \(covered) steps, worst error / scale \(worst)")
  }

  /// Phases past 3.9 rad take the double-word form, identical to the old SpringStep.
  @Test("long phases use the double-word closed form")
  func longPhases() {
    let spring = Spring(mass: 1, stiffness: 1e4, damping: 1)  // ω ≈ 100 rad/s
    #expect(SpringStep.shortTransition(spring, 0.038) != nil)  // 3.8 rad
    #expect(SpringStep.shortTransition(spring, 0.04) == nil)  // 4 rad
    let step = SpringStep(spring: spring, deltaTime: 0.04)
    let long = SpringStep.longTransition(spring, 0.04)
    #expect(step.displacementFromDisplacement == long.0 && step.velocityFromVelocity == long.3)
  }

  /// 2-D springs retargeted every frame at 8–33 ms (the engine workload): each frame is exact,
  /// so after 600 frames the value equals the closed form from the last retarget's state to
  /// within ~2 ulp of the scale per step (600·4e-16·scale ≈ 2.4e-13·scale; bound 1e-12).
  @Test("retargeted every frame, the 2-D value follows the closed form")
  func engineWalk() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    var random = SplitMix64(seed: 16)
    var value = SIMD2<Double>(100, -50)
    var velocity = SIMD2<Double>.zero
    var exact = (
      x: SpringMotion(spring: spring, from: 100, to: 0),
      y: SpringMotion(spring: spring, from: -50, to: 0)
    )
    var elapsed = 0.0
    for _ in 0..<600 {
      let target = SIMD2(random.nextUniform(-100, 100), random.nextUniform(-100, 100))
      exact = (
        exact.x.retargeted(to: target.x, at: elapsed), exact.y.retargeted(to: target.y, at: elapsed)
      )
      elapsed = random.nextUniform(0.008, 0.033)
      spring.update(value: &value, velocity: &velocity, target: target, deltaTime: elapsed)
    }
    expectClose(value.x, exact.x.position(at: elapsed), absolute: 1e-12 * 200, "x")
    expectClose(value.y, exact.y.position(at: elapsed), absolute: 1e-12 * 200, "y")
    let w0 = spring.naturalFrequency
    expectClose(velocity.x, exact.x.velocity(at: elapsed), absolute: 1e-12 * 200 * w0, "vx")
  }

  /// The spring-bench engine workload (seed 1016: 1 000 2-D springs, ζ = 0.5, response 0.4 s,
  /// targets moving every frame, 8–33 ms steps), 300 frames: the shared exact step against a
  /// Wave-style semi-implicit Euler loop, both against the double-word closed form retargeted
  /// each frame. The exact step stays within 1e-10 of the 100-pt scale (≈ 300·2 ulp); Euler's
  /// O(Δt) phase error puts it points away (the figure is printed; > 1 pt is asserted).
  @Test("engine workload: the shared step is exact, Euler drifts by points")
  func engineWorkloadAgainstEuler() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    var random = SplitMix64(seed: 1_016)
    let offsets = (0..<1_000).map { _ in
      SIMD2(random.nextUniform(-50, 50), random.nextUniform(-50, 50))
    }
    var pointer = SIMD2<Double>.zero
    var exact = offsets.map { $0 * 3 }
    var exactVelocity = [SIMD2<Double>](repeating: .zero, count: offsets.count)
    var euler = exact
    var eulerVelocity = exactVelocity
    var stepped = exact
    var steppedVelocity = exactVelocity
    let k = spring.stiffness / spring.mass
    let c = spring.damping / spring.mass
    var worstStep = 0.0
    var worstEuler = 0.0
    for _ in 0..<300 {
      pointer += SIMD2(random.nextUniform(-20, 20), random.nextUniform(-20, 20))
      let h = random.nextUniform(0.008, 0.033)
      let step = SpringStep(spring: spring, deltaTime: h)
      for i in offsets.indices {
        let target = offsets[i] + pointer
        for lane in 0..<2 {
          let state = SpringMotion(
            spring: spring, from: exact[i][lane], to: target[lane],
            initialVelocity: exactVelocity[i][lane]
          ).state(at: h)
          exact[i][lane] = target[lane] + state.displacement
          exactVelocity[i][lane] = state.velocity
        }
        step.apply(value: &stepped[i], velocity: &steppedVelocity[i], target: target)
        eulerVelocity[i] += (-k * (euler[i] - target) - c * eulerVelocity[i]) * h
        euler[i] += eulerVelocity[i] * h
        let d = stepped[i] - exact[i]
        let e = euler[i] - exact[i]
        worstStep = max(worstStep, abs(d.x), abs(d.y))
        worstEuler = max(worstEuler, abs(e.x), abs(e.y))
      }
    }
    #expect(worstStep <= 1e-10 * 100)
    #expect(worstEuler > 1)
    print(
      "engine workload, 300 frames: exact step within \(worstStep) pt, Euler \(worstEuler) pt off")
  }
}
