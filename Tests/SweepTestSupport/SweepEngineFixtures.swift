import AnimationMath
import SwipeTuning

/// The package's seeded generator, with the short names these tests use.
package typealias TestRandom = SplitMix64

extension SplitMix64 {
  /// Uniform in [0, 1).
  package mutating func unit() -> Double { nextUnit() }

  /// Uniform in [a, b).
  package mutating func uniform(_ a: Double, _ b: Double) -> Double { nextUniform(a, b) }

  /// Uniform integer in 0..<n.
  package mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Completion policies for the engine tests: hand-built rules plus every preset.
package enum TestPolicies {
  /// p > θ or v > V, p = clamp(travel / width).
  package static let progressOrVelocity = CompletionPolicy(
    name: "progress-or-velocity",
    rule: .any([.above(.progress(.width), .progress(0.5)), .above(.velocity, .velocity(100))]))
  /// projected progress ≥ θ (inclusive: its key is the next double up).
  package static let projectedAtLeast = CompletionPolicy(
    name: "projected-at-least",
    rule: .atLeast(.projectedProgress(.width, rate: .projectionRate(0.998)), .progress(0.5)))
  /// v > V (no progress threshold).
  package static let velocityOnly = CompletionPolicy(
    name: "velocity-only", rule: .above(.velocity, .velocity(100)))
  /// p > 0.9 (no sweepable parameter at all).
  package static let fixed = CompletionPolicy(
    name: "fixed", rule: .above(.progress(.width), .fixed(0.9)))
  /// p ≤ θ: completions *rise* with θ, so the engine must decide it threshold by threshold.
  package static let belowProgress = CompletionPolicy(
    name: "below-progress", rule: .not(.above(.progress(.width), .progress(0.5))))

  package static let handBuilt = [
    progressOrVelocity, projectedAtLeast, velocityOnly, fixed, belowProgress,
  ]
  package static let presets = CompletionPreset.allCases.map { $0.policy() }
}

/// A synthetic feel model with many exact ties and zeros, to stress the order statistics.
package struct TiedEvaluator: SweepFeelEvaluator {
  package struct Kernel: SweepFeelKernel {
    package var zeta: Double
    package var response: Double

    /// A kernel for the spring with damping ratio `zeta` and response `response` (s).
    package init(zeta: Double, response: Double) {
      self.zeta = zeta
      self.response = response
    }

    package func handoff(_ r: ReleaseRecord, completes: Bool) -> SweepHandoff {
      let end = completes ? r.width : 0
      let toward = completes ? r.velocity : -r.velocity
      let distance = abs(end - r.releasePosition)
      // Rounded to 10 ms so that many swipes share a value.
      let arrival = ((distance / (abs(toward) + 200) * response) * 100).rounded() / 100
      // Distinct but dense (within 1e-4 s of a rounded value): bins hold many different values.
      let settle =
        zeta == 0 ? .infinity : arrival + ((0.05 / zeta) * 100).rounded() / 100 + 4e-8 * abs(toward)
      let backward = toward < 0 ? -toward / 100 : 0
      let overshoot = toward > 0 && zeta < 1 ? ((toward / 400 * (1 - zeta)) * 4).rounded() / 4 : 0
      return SweepHandoff(
        backwardTravel: backward, arrivalTime: arrival, settlingTime: settle, overshoot: overshoot,
        breaks: (backward > 2 ? FeelBreaks.reversal : []).union(arrival > 0.5 ? .lateArrival : []))
    }
  }

  /// The evaluator (it has no settings).
  package init() {}

  package func kernel(for spring: Spring) -> Kernel {
    Kernel(zeta: spring.dampingRatio, response: spring.response)
  }
}

/// Random records with exact ties at the thresholds the tests use.
package func randomReleases(count: Int, seed: UInt64, velocityScale: Double = 1) -> [ReleaseRecord]
{
  var rng = TestRandom(seed: seed)
  return (0..<count).map { _ in
    var travel = rng.uniform(-40, 430)
    if rng.int(8) == 0 { travel = Double(rng.int(11)) / 10 * 390 }  // p exactly on a threshold
    if rng.int(10) == 0 { travel = Double(rng.int(11)) / 10 * 200 }
    var velocity = rng.uniform(-1500, 2500) * velocityScale
    if rng.int(10) == 0 { velocity = Double(rng.int(5)) * 100 }  // v exactly on a threshold
    let intent: SwipeIntent? = rng.int(7) == 0 ? nil : (rng.int(3) != 0 ? .complete : .cancel)
    var r = ReleaseRecord(
      travel: travel, crossTravel: rng.uniform(-30, 30), velocity: velocity,
      crossVelocity: rng.uniform(-900, 900), width: 390, intent: intent,
      gatedOut: rng.int(12) == 0)
    // Some scrolls (no extra draw, so the records stay those the other tests were written for).
    r.isScroll = intent != .complete && abs(r.crossTravel) > 20 && abs(travel) < 200
    return r
  }
}
