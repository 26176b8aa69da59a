import Foundation
import TestSupport
import Testing

@testable import AnimationMath

@Suite("Spring rest test")
struct SpringRestTests {
  static let springs = [
    Spring(dampingRatio: 0.1, response: 0.5), Spring(dampingRatio: 0.5, response: 0.4),
    Spring(dampingRatio: 0.9, response: 0.3), Spring(dampingRatio: 1, response: 0.4),
    Spring(dampingRatio: 1.5, response: 0.4), Spring(dampingRatio: 4, response: 0.2),
  ]

  @Test("edges: at rest, bad bands, undamped, non-finite states")
  func edges() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    #expect(spring.isSettled(value: 3, velocity: 0, target: 3, within: 0))
    #expect(spring.isSettled(value: SIMD2(1, 2), velocity: .zero, target: SIMD2(1, 2), within: 0))
    #expect(!spring.isSettled(value: 3, velocity: 0, target: 3, within: -1))
    #expect(!spring.isSettled(value: 3, velocity: 0, target: 3, within: .nan))
    #expect(!spring.isSettled(value: 3.6, velocity: 0, target: 3, within: 0.5))
    #expect(!spring.isSettled(value: Double.infinity, velocity: 0, target: 3, within: 0.5))
    #expect(!spring.isSettled(value: 3, velocity: .nan, target: 3, within: 0.5))
    #expect(
      !spring.isSettled(
        value: SIMD2<Double>(3, 3), velocity: SIMD2(0, .infinity), target: SIMD2(3, 3),
        within: 0.5))
    // Undamped: settled only when the whole orbit fits (amplitude √(x² + (v/ω)²)).
    let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.isSettled(value: 0.3, velocity: 3.9, target: 0, within: 0.5))  // A = 0.49
    #expect(!undamped.isSettled(value: 0.3, velocity: 4.1, target: 0, within: 0.5))  // A = 0.51
  }

  /// The cases an engine gets wrong with a speed threshold: slow now but leaving the band later.
  @Test("never settled while a later excursion leaves the band")
  func laterExcursions() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    // At the target, moving fast: the overshoot is ~3 pt.
    #expect(!spring.isSettled(value: 0, velocity: 50, target: 0, within: 0.5))
    // Inside the band, moving away: it travels on past 0.5.
    let away = SpringMotion(spring: spring, from: 0.45, to: 0, initialVelocity: 4)
    #expect(abs(away.firstExtremum?.displacement ?? 0) > 0.5)
    #expect(!spring.isSettled(value: 0.45, velocity: 4, target: 0, within: 0.5))
    // Critically and overdamped: heading in fast enough to overshoot past −0.5.
    for spring in [
      Spring(dampingRatio: 1, response: 0.4), Spring(dampingRatio: 1.5, response: 0.4),
    ] {
      let motion = SpringMotion(spring: spring, from: 0.4, to: 0, initialVelocity: -120)
      #expect((motion.firstExtremum?.displacement ?? 0) < -0.5)
      #expect(!spring.isSettled(value: 0.4, velocity: -120, target: 0, within: 0.5))
    }
    // At a turning point just inside the band the later turning points are smaller: settled.
    let motion = SpringMotion(spring: spring, from: 10, to: 0)
    let peak = motion.extremum(1)
    #expect(peak != nil)
    if let peak {
      let band = abs(peak.displacement) * (1 + 1e-9)
      #expect(spring.isSettled(value: peak.displacement, velocity: 0, target: 0, within: band))
      #expect(!spring.isSettled(value: 10, velocity: 0, target: 0, within: band))
    }
  }

  /// Along exact trajectories, the rest test flips exactly at the exact settling time of
  /// `SpringMotion.settlingTime(within:)` (itself checked against mpmath in
  /// SpringMotion+SettlingTests): false before, true after. States within 1e-6·T of T are
  /// skipped (there the state's own rounding decides; the crossing is transversal elsewhere).
  @Test("1-D: flips exactly at the settling time", arguments: springs)
  func scalarMatchesSettlingTime(spring: Spring) {
    for (x0, v0) in [(10.0, 0.0), (-3.0, 40.0), (0.0, -25.0), (2.0, 30.0)] {
      let motion = SpringMotion(spring: spring, from: x0, to: 0, initialVelocity: v0)
      for epsilon in [0.5, 0.01] {
        let settle = motion.settlingTime(within: .absolute(epsilon))
        #expect(settle.isFinite)
        var mismatches = 0
        for k in 0...3_000 {
          let t = (settle + 0.5) * Double(k) / 3_000
          if abs(t - settle) <= 1e-6 * settle { continue }
          let (x, v) = motion.state(at: t)
          if spring.isSettled(value: x, velocity: v, target: 0, within: epsilon) != (t > settle) {
            mismatches += 1
          }
        }
        #expect(mismatches == 0, "x0=\(x0) v0=\(v0) ε=\(epsilon) settle=\(settle)")
      }
    }
  }

  /// 2-D motions whose velocity is not along the displacement (elliptical paths). The true
  /// future distance sup_{s ≥ t} ‖x(s)‖ is sampled every 0.2 ms from the exact motion (a lower
  /// bound, short by at most ‖x″‖·dt²/8 ≈ 1e-5 at dt = 0.2 ms). Soundness: whenever the sample exceeds ε
  /// the test must say false. Tightness (the documented √2 bound): whenever the sample is below
  /// ε/√2 by more than the sampling error (1e-3·ε margin) it must say true.
  @Test("2-D: sound, and true once the future stays within ε/√2", arguments: springs)
  func vectorSoundAndTight(spring: Spring) {
    let epsilon = 0.5
    var leftTheBand = false
    for (x0, v0) in [
      (SIMD2<Double>(10, 0), SIMD2<Double>(0, 80)), (SIMD2(3, 4), SIMD2(-40, 30)),
      (SIMD2(0, 0), SIMD2(25, -25)), (SIMD2(-6, 2), SIMD2(60, -20)),
    ] {
      let mx = SpringMotion(spring: spring, from: x0.x, to: 0, initialVelocity: v0.x)
      let my = SpringMotion(spring: spring, from: x0.y, to: 0, initialVelocity: v0.y)
      // Sample until the envelope is far below the band (ζ = 0.1 needs ~9 s).
      let dt = 2e-4
      let count = Int((10 / mx.decay + 0.5) / dt)
      var distance = [Double](repeating: 0, count: count + 1)
      for k in 0...count {
        let t = Double(k) * dt
        distance[k] =
          (mx.position(at: t) * mx.position(at: t) + my.position(at: t) * my.position(at: t))
          .squareRoot()
      }
      #expect(distance[count] < 1e-3 * epsilon, "the sampled span covers the settling")
      var futureMax = 0.0
      var unsound = 0
      var late = 0
      var sawSettled = false
      for k in stride(from: count, through: 0, by: -1) {
        futureMax = max(futureMax, distance[k])
        if k % 10 != 0 { continue }
        let t = Double(k) * dt
        let value = SIMD2(mx.position(at: t), my.position(at: t))
        let velocity = SIMD2(mx.velocity(at: t), my.velocity(at: t))
        let settled = spring.isSettled(
          value: value, velocity: velocity, target: .zero, within: epsilon)
        if futureMax > epsilon * (1 + 1e-9) {
          leftTheBand = true
          if settled { unsound += 1 }
        } else if futureMax * (1 + 1e-3) < epsilon / 2.squareRoot() {
          sawSettled = true
          if !settled { late += 1 }
        }
      }
      #expect(unsound == 0 && late == 0, "x0=\(x0) v0=\(v0): \(unsound) unsound, \(late) late")
      #expect(sawSettled)
    }
    #expect(leftTheBand)
  }

  /// A 1-D motion carried by a 2-D value (velocity along the displacement) is decided exactly,
  /// like the scalar; and Float vectors use the same rule.
  @Test("parallel 2-D motion and Float vectors")
  func parallelAndFloat() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    let motion = SpringMotion(spring: spring, from: 10, to: 0)
    let settle = motion.settlingTime(within: .absolute(0.5))
    let direction = SIMD2<Double>(0.6, 0.8)
    for t in [settle * 0.999, settle * 1.001] {
      let (x, v) = motion.state(at: t)
      let expected = t > settle
      #expect(
        spring.isSettled(value: direction * x, velocity: direction * v, target: .zero, within: 0.5)
          == expected)
      #expect(
        spring.isSettled(
          value: SIMD2<Float>(direction * x), velocity: SIMD2<Float>(direction * v), target: .zero,
          within: 0.5) == expected)
      #expect(
        SpringRestTest(spring: spring).isSettled(
          value: SIMD2<Float>(direction * x), velocity: SIMD2<Float>(direction * v), target: .zero,
          within: 0.5) == expected)
    }
  }

  /// The closed-form supremum of the rest test (no motion built, the package's short
  /// polynomials) against the reference: max(|x₀|, |x(t₀)|) from ``SpringMotion``'s first
  /// extremum (libm, double-word phase; itself checked against mpmath in the extrema tests).
  /// It must never be below the reference (the test would stop early) and may be above it by
  /// at most 2e-14 relative (its documented 1e-14 rounding-up plus a few ulp).
  @Test("closed-form supremum matches SpringMotion's first extremum", arguments: springs)
  func supremumMatchesExtremum(spring: Spring) {
    let undamped = Spring(mass: 1, stiffness: spring.stiffness, damping: 0)
    for spring in [spring, undamped] {
      let rest = RestGeometry(spring)
      var random = SplitMix64(seed: 29)
      for _ in 0..<2_000 {
        let x0 = random.nextUniform(-1, 1) * (random.nextUniform(0, 1) < 0.1 ? 0 : 1)
        let v0 = random.nextUniform(-40, 40)
        let motion = SpringMotion(spring: spring, from: x0, to: 0, initialVelocity: v0)
        let peak = motion.firstExtremum.map { abs($0.displacement) } ?? 0
        let reference = max(abs(x0), peak)
        let value = rest.maximumExcursion(displacement: x0, velocity: v0)
        #expect(value >= reference, "ζ=\(spring.dampingRatio) x0=\(x0) v0=\(v0)")
        #expect(value <= reference * (1 + 2e-14), "ζ=\(spring.dampingRatio) x0=\(x0) v0=\(v0)")
        // The cheap bound is an upper bound.
        #expect(rest.envelopeSquared(displacement: x0, velocity: v0) >= reference * reference)
      }
    }
  }

  /// `SpringRestTest` holds the constants and decides most in-band states from a bracket of
  /// the supremum; it must give the per-call test's answer for every state. States: exact
  /// trajectories sampled every 1 ms through the band (where the bracket works), and random
  /// states in and near the band at every balance of |v₀| against ω₀|x₀| (where it defers).
  @Test("SpringRestTest answers as the per-call test", arguments: springs + extraRestSprings)
  func heldConstantsAnswerAsPerCall(spring: Spring) {
    let rest = SpringRestTest(spring: spring)
    var random = SplitMix64(seed: 4_401)
    var checked = 0
    var settled = 0
    var mismatches: [String] = []
    func check(_ x: SIMD2<Double>, _ v: SIMD2<Double>, _ epsilon: Double) {
      let held = rest.isSettled(value: x, velocity: v, target: .zero, within: epsilon)
      let perCall = spring.isSettled(value: x, velocity: v, target: .zero, within: epsilon)
      checked += 1
      if perCall { settled += 1 }
      if held != perCall && mismatches.count < 5 { mismatches.append("x=\(x) v=\(v) ε=\(epsilon)") }
      let heldScalar = rest.isSettled(value: x.x, velocity: v.x, target: 0, within: epsilon)
      let perCallScalar = spring.isSettled(value: x.x, velocity: v.x, target: 0, within: epsilon)
      if heldScalar != perCallScalar && mismatches.count < 5 {
        mismatches.append("scalar x=\(x.x) v=\(v.x) ε=\(epsilon)")
      }
    }
    for _ in 0..<40 {
      let x0 = SIMD2(random.nextUniform(-20, 20), random.nextUniform(-20, 20))
      let v0 = SIMD2(random.nextUniform(-300, 300), random.nextUniform(-300, 300))
      let mx = SpringMotion(spring: spring, from: x0.x, to: 0, initialVelocity: v0.x)
      let my = SpringMotion(spring: spring, from: x0.y, to: 0, initialVelocity: v0.y)
      let span = min(12, 12 / max(mx.decay, 0.1))
      for t in stride(from: 0.0, through: span, by: 1e-3) {
        let (px, vx) = mx.state(at: t)
        let (py, vy) = my.state(at: t)
        check(SIMD2(px, py), SIMD2(vx, vy), 0.5)
      }
    }
    let w0 = (spring.stiffness / spring.mass).squareRoot()
    for _ in 0..<20_000 {
      let epsilon = random.nextUniform(0.1, 2)
      let radius = epsilon * random.nextUniform(0, 1.05)
      let angle = random.nextUniform(0, 2 * Double.pi)
      let speed = w0 * epsilon * pow(10, random.nextUniform(-3, 3))
      let turn = random.nextUniform(0, 2 * Double.pi)
      check(
        SIMD2(radius * cos(angle), radius * sin(angle)),
        SIMD2(speed * cos(turn), speed * sin(turn)),
        epsilon)
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(settled > 100 && settled < checked, "both answers occur (\(settled) of \(checked))")
  }

  /// More oscillating springs for the held-constants test: nearly undamped, undamped, and
  /// close to critical (where the bracket is switched off).
  static let extraRestSprings = [
    Spring(mass: 1, stiffness: 200, damping: 0), Spring(dampingRatio: 0.02, response: 0.6),
    Spring(dampingRatio: 0.99, response: 0.5), Spring(dampingRatio: 0.999, response: 0.5),
  ]

  /// The frame loop of Springs.md ("Driving many springs from a frame loop"): stepping only the
  /// active values, compacting the list in place and waking a value on retarget gives the same
  /// bits as stepping every value every frame (a snapped value at its target stays exactly
  /// there under a step), and the list empties once everything is at rest.
  @Test("the documented active-set frame loop equals stepping every value")
  func documentedFrameLoop() {
    let spring = Spring(dampingRatio: 0.5, response: 0.4)
    var random = SplitMix64(seed: 2_029)
    let count = 200
    var targets = (0..<count).map { _ in
      SIMD2(random.nextUniform(-50, 50), random.nextUniform(-50, 50))
    }
    var points = targets.map { $0 * 2 }
    var velocities = [SIMD2<Double>](repeating: .zero, count: count)
    var allPoints = points
    var allVelocities = velocities
    var active = Array(0..<count)
    var moving = [Bool](repeating: true, count: count)
    func retarget(_ i: Int, to target: SIMD2<Double>) {
      targets[i] = target
      if !moving[i] {
        moving[i] = true
        active.append(i)
      }
    }
    var emptied = false
    for frame in 0..<400 {
      let frameTime = random.nextUniform(0.008, 0.033)
      if frame == 150 || frame == 250 {
        for i in stride(from: 0, to: count, by: 7) {
          retarget(i, to: targets[i] + SIMD2(random.nextUniform(-30, 30), 5))
        }
      }
      let step = SpringStep(spring: spring, deltaTime: frameTime)
      var kept = 0
      for k in active.indices {
        let i = active[k]
        step.apply(value: &points[i], velocity: &velocities[i], target: targets[i])
        if spring.isSettled(
          value: points[i], velocity: velocities[i], target: targets[i], within: 0.5)
        {
          points[i] = targets[i]
          velocities[i] = .zero
          moving[i] = false
        } else {
          active[kept] = i
          kept += 1
        }
      }
      active.removeLast(active.count - kept)
      // Reference: every value, every frame.
      for i in 0..<count {
        step.apply(value: &allPoints[i], velocity: &allVelocities[i], target: targets[i])
        if spring.isSettled(
          value: allPoints[i], velocity: allVelocities[i], target: targets[i], within: 0.5)
        {
          allPoints[i] = targets[i]
          allVelocities[i] = .zero
        }
      }
      #expect(points == allPoints && velocities == allVelocities, "frame \(frame)")
      #expect(active.count == moving.filter { $0 }.count)
      if active.isEmpty && frame > 250 { emptied = true }
    }
    #expect(emptied, "every value came to rest after the last retarget")
    #expect(points == targets)
  }
}
