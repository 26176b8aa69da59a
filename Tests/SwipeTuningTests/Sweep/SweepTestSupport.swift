import AnimationMath

@testable import SwipeTuning

/// SplitMix64 (Steele, Lea & Flood 2014): a seeded generator for reproducible test data.
struct TestRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// Uniform in [a, b).
  mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }

  /// Uniform integer in 0..<n.
  mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Completion rules for the engine tests, each with a hand-derived key.
enum TestRule: SweepDecisionRule {
  /// p > θ or v > V, p = clamp(travel / width).
  case progressOrVelocity
  /// (p > θ and v > 0) or v > V, p = clamp(travel / 200).
  case seedLike
  /// projected progress ≥ θ (inclusive: key is nextUp), p + v/1000·r/(1−r)/width.
  case projectedAtLeast
  /// v > V (no progress threshold).
  case velocityOnly
  /// travel > 100 (no parameter at all).
  case fixed

  var name: String {
    switch self {
    case .progressOrVelocity: "progress-or-velocity"
    case .seedLike: "seed-like"
    case .projectedAtLeast: "projected-at-least"
    case .velocityOnly: "velocity-only"
    case .fixed: "fixed"
    }
  }

  var usesProgressThreshold: Bool { self != .velocityOnly && self != .fixed }
  var usesVelocityThreshold: Bool {
    self == .progressOrVelocity || self == .seedLike || self == .velocityOnly
  }
  var usesProjectionRate: Bool { self == .projectedAtLeast }

  private func progress(_ r: SweepRelease, over d: Double) -> Double {
    Swift.min(Swift.max(r.travel / d, 0), 1)
  }

  private func projected(_ r: SweepRelease, _ s: SweepPolicySetting) -> Double {
    progress(r, over: r.width) + r.velocity / 1000 * s.projectionRate / (1 - s.projectionRate)
      / r.width
  }

  func completes(_ r: SweepRelease, _ s: SweepPolicySetting) -> Bool {
    switch self {
    case .progressOrVelocity:
      return progress(r, over: r.width) > s.progressThreshold || r.velocity > s.velocityThreshold
    case .seedLike:
      return (progress(r, over: 200) > s.progressThreshold && r.velocity > 0)
        || r.velocity > s.velocityThreshold
    case .projectedAtLeast: return projected(r, s) >= s.progressThreshold
    case .velocityOnly: return r.velocity > s.velocityThreshold
    case .fixed: return r.travel > 100
    }
  }

  func completionKey(_ r: SweepRelease, _ s: SweepPolicySetting) -> Double {
    switch self {
    case .progressOrVelocity:
      return r.velocity > s.velocityThreshold ? .infinity : progress(r, over: r.width)
    case .seedLike:
      if r.velocity > s.velocityThreshold { return .infinity }
      return r.velocity > 0 ? progress(r, over: 200) : -.infinity
    case .projectedAtLeast: return projected(r, s).nextUp
    case .velocityOnly: return r.velocity > s.velocityThreshold ? .infinity : -.infinity
    case .fixed: return r.travel > 100 ? .infinity : -.infinity
    }
  }
}

/// A synthetic feel model with many exact ties and zeros, to stress the order statistics.
struct TiedEvaluator: HandOffEvaluating {
  struct Kernel: HandOffKernel {
    var zeta: Double
    var response: Double

    func handOff(_ r: SweepRelease, completes: Bool) -> SweepHandOff {
      let end = completes ? r.width : 0
      let toward = completes ? r.velocity : -r.velocity
      let distance = abs(end - r.position)
      // Rounded to 10 ms so that many swipes share a value.
      let arrival = ((distance / (abs(toward) + 200) * response) * 100).rounded() / 100
      // Distinct but dense (within 1e-4 s of a rounded value): bins hold many different values.
      let settle =
        zeta == 0 ? .infinity : arrival + ((0.05 / zeta) * 100).rounded() / 100 + 4e-8 * abs(toward)
      let backward = toward < 0 ? -toward / 100 : 0
      let overshoot = toward > 0 && zeta < 1 ? ((toward / 400 * (1 - zeta)) * 4).rounded() / 4 : 0
      return SweepHandOff(
        backwardTravel: backward, arrivalTime: arrival, settleTime: settle, overshoot: overshoot,
        feelsDecided: backward <= 2 && arrival <= 0.5, reversed: backward > 2)
    }
  }

  func kernel(for spring: Spring) -> Kernel {
    Kernel(zeta: spring.dampingRatio, response: spring.response)
  }
}

/// Random releases with exact ties at the thresholds the tests use.
func randomReleases(count: Int, seed: UInt64, velocityScale: Double = 1) -> [SweepRelease] {
  var rng = TestRandom(seed: seed)
  return (0..<count).map { _ in
    var travel = rng.uniform(-40, 430)
    if rng.int(8) == 0 { travel = Double(rng.int(11)) / 10 * 390 }  // p exactly on a threshold
    if rng.int(10) == 0 { travel = Double(rng.int(11)) / 10 * 200 }
    var velocity = rng.uniform(-1500, 2500) * velocityScale
    if rng.int(10) == 0 { velocity = Double(rng.int(5)) * 100 }  // v exactly on a threshold
    let intent: Bool? = rng.int(7) == 0 ? nil : rng.int(3) != 0
    return SweepRelease(
      travel: travel, velocity: velocity, intendsCompletion: intent, engaged: rng.int(12) != 0)
  }
}
