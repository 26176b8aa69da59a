import AnimationMath

// INTERIM: stand-ins for the swipe model (issue 6) and the velocity estimators (issue 5) so the
// sweep runs end to end before those land. They are replaced by `CompletionPreset`,
// `HandoffKernel` and the synthetic population, and deleted, when the swipes and velocity
// milestones are merged. Nothing outside the sweep depends on them.

/// Interim completion presets (the constants of `Docs/`'s preset table).
enum InterimPolicy: String, CaseIterable, SweepDecisionRule {
  /// Complete if (p > θ and v > 0) or v > V, p = clamp(dx / 200).
  case seedProgressVelocity = "seed-progress-velocity"
  /// Complete if p > θ, p = clamp(dx / width).
  case halfWidth = "half-width"
  /// Complete if p + projection(v, rate)/width > θ.
  case projectedMidpoint = "projected-midpoint"

  var name: String { rawValue }
  var usesProgressThreshold: Bool { true }
  var usesVelocityThreshold: Bool { self == .seedProgressVelocity }
  var usesProjectionRate: Bool { self == .projectedMidpoint }

  private static func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1) }

  func completionKey(_ r: SweepRelease, _ s: SweepPolicySetting) -> Double {
    switch self {
    case .seedProgressVelocity:
      if r.velocity > s.velocityThreshold { return .infinity }
      return r.velocity > 0 ? Self.clamp(r.travel / 200) : -.infinity
    case .halfWidth:
      return Self.clamp(r.travel / r.width)
    case .projectedMidpoint:
      let rate = s.projectionRate
      return Self.clamp(r.travel / r.width) + r.velocity / 1000 * rate / (1 - rate) / r.width
    }
  }

  func completes(_ r: SweepRelease, _ s: SweepPolicySetting) -> Bool {
    completionKey(r, s) > s.progressThreshold
  }
}

/// Interim feel model: the closed-form ``SpringMotion`` sampled every 0.5 ms for 3 s, crossings
/// refined by bisection. Accurate to ~1e-9 s for the motions of a swipe hand-off; slow.
struct InterimFeel: HandOffEvaluating {
  var reversal = 2.0
  var arrival = 1.0
  var window = 0.5
  var settle = 1.0

  struct Kernel: HandOffKernel {
    var spring: Spring
    var feel: InterimFeel

    func handOff(_ r: SweepRelease, completes: Bool) -> SweepHandOff {
      let end = completes ? r.width : 0
      let moving = r.travel > 0 && r.travel < r.width
      let motion = SpringMotion(
        spring: spring, from: r.position, to: end, initialVelocity: moving ? r.velocity : 0)
      let d0 = end - r.position
      let dir: Double = d0 > 0 ? 1 : (d0 < 0 ? -1 : (r.velocity >= 0 ? 1 : -1))
      // Remaining distance to the end, positive on the release side.
      func remaining(_ t: Double) -> Double { dir * (end - motion.position(at: t)) }
      let step = 0.0005
      let horizon = 3.0
      var backward = 0.0
      var overshoot = 0.0
      var arrivalTime = abs(d0) <= feel.arrival ? 0 : Double.infinity
      var lastOutside = abs(d0) > feel.settle ? 0.0 : -1
      var t = 0.0
      var previous = remaining(0)
      var turned = false
      while t < horizon {
        let next = t + step
        let value = remaining(next)
        if !turned {
          if value > previous {
            backward = Swift.max(backward, value - abs(d0))
          } else {
            turned = true
          }
        }
        overshoot = Swift.max(overshoot, -value)
        if arrivalTime.isInfinite && abs(value) <= feel.arrival {
          arrivalTime = refine(lo: t, hi: next) { abs(remaining($0)) <= feel.arrival }
        }
        if abs(value) > feel.settle { lastOutside = next }
        previous = value
        t = next
      }
      var settleTime = 0.0
      if lastOutside >= 0 {
        settleTime =
          lastOutside >= horizon
          ? .infinity
          : refine(lo: lastOutside, hi: lastOutside + step) { abs(remaining($0)) <= feel.settle }
      }
      let arrivalValue = arrivalTime.isFinite ? arrivalTime : horizon
      return SweepHandOff(
        backwardTravel: backward, arrivalTime: arrivalValue, settleTime: settleTime,
        overshoot: overshoot,
        feelsDecided: backward <= feel.reversal && arrivalValue <= feel.window,
        reversed: backward > feel.reversal)
    }

    /// The first time in [lo, hi] where `inside` holds, assuming it does at hi and not at lo.
    private func refine(lo: Double, hi: Double, _ inside: (Double) -> Bool) -> Double {
      var (lo, hi) = (lo, hi)
      for _ in 0..<40 {
        let mid = 0.5 * (lo + hi)
        if inside(mid) { hi = mid } else { lo = mid }
      }
      return hi
    }
  }

  func kernel(for spring: Spring) -> Kernel { Kernel(spring: spring, feel: self) }
}

/// Interim synthetic population: releases drawn directly (no traces), by class.
enum InterimPopulation {
  /// Estimator names the interim population knows; each perturbs the true release velocity the
  /// way the real estimators disagree (impulse/lsq2 0.72–1.12, iOS-weighted ≈ 0.82).
  static let estimators = ["lsq2", "impulse", "ios", "two-point"]

  /// `count` releases per estimator, seeded.
  static func releases(count: Int, seed: UInt64, width: Double, estimators: [String])
    -> [[SweepRelease]]
  {
    var state = seed
    func unit() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
    }
    var base: [(travel: Double, velocity: Double, noise: Double, intent: Bool, engaged: Bool)] = []
    for _ in 0..<count {
      let u = unit()
      let fraction = Elementary.exp(Elementary.log(0.35) + 0.6 * (unit() + unit() + unit() - 1.5))
      var travel = fraction * width
      var velocity: Double
      var intent = true
      var engaged = true
      switch u {
      case ..<0.35:  // flick
        velocity = 600 + 2400 * unit()
      case ..<0.6:  // committed drag, near stop
        travel = width * (0.3 + 0.6 * unit())
        velocity = 150 * (unit() - 0.3)
      case ..<0.75:  // peek and return
        travel = width * 0.25 * unit()
        velocity = -400 * unit()
        intent = false
      case ..<0.9:  // hesitant: reverses before lift-off
        velocity = -(100 + 700 * unit())
        intent = false
      default:  // scroll-like
        travel = width * 0.1 * unit()
        velocity = 300 * (unit() - 0.5)
        intent = false
        engaged = unit() < 0.3
      }
      base.append((travel, velocity, unit() - 0.5, intent, engaged))
    }
    return estimators.map { name in
      let (scale, spread): (Double, Double) =
        switch name {
        case "impulse": (0.92, 0.4)
        case "ios": (0.82, 0.2)
        case "two-point": (1.0, 0.6)
        default: (1.0, 0.1)
        }
      return base.map {
        SweepRelease(
          travel: $0.travel, velocity: $0.velocity * (scale + spread * $0.noise),
          width: width, intendsCompletion: $0.intent, engaged: $0.engaged)
      }
    }
  }
}
