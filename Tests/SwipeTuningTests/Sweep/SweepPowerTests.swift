import AnimationMath
import TestSupport
import Testing

@testable import SwipeTuning

/// The power estimate (``SweepPower``) against simulation: at the predicted number of swipes,
/// two settings with the given rates are separated (their 95 % intervals do not overlap) in about
/// 80 % of seeds; at a quarter of it, far less often.
@Suite("SweepPower")
struct SweepPowerTests {
  /// One binomial draw of `n` trials at rate `p`.
  static func draw(_ p: Double, _ n: Int, _ rng: inout SplitMix64) -> Int {
    var k = 0
    for _ in 0..<n where rng.nextUnit() < p { k += 1 }
    return k
  }

  static func separatedShare(_ p1: Double, _ p2: Double, trials n: Int, seeds: Int, seed: UInt64)
    -> Double
  {
    var rng = SplitMix64(seed: seed)
    var separated = 0
    for _ in 0..<seeds {
      guard
        let a = BinomialInterval.ninetyFive(successes: draw(p1, n, &rng), trials: n),
        let b = BinomialInterval.ninetyFive(successes: draw(p2, n, &rng), trials: n),
        let aLo = a.lower, let aHi = a.upper, let bLo = b.lower, let bHi = b.upper
      else { continue }
      if aLo > bHi || bLo > aHi { separated += 1 }
    }
    return Double(separated) / Double(seeds)
  }

  @Test(arguments: [(0.84, 0.80), (0.5, 0.42), (0.95, 0.9), (0.2, 0.15)])
  func thePredictedCountSeparatesFourTimesInFive(_ rates: (Double, Double)) throws {
    let n = try #require(SweepPower.trialsToSeparate(rates.0, rates.1))
    let share = Self.separatedShare(rates.0, rates.1, trials: n, seeds: 600, seed: 9)
    // 600 seeds: the share's standard error is 1.6 points.
    #expect(abs(share - 0.8) <= 0.06, "n \(n): \(share)")
    let quarter = Self.separatedShare(rates.0, rates.1, trials: n / 4, seeds: 600, seed: 10)
    #expect(quarter < 0.4, "n/4 \(n / 4): \(quarter)")
  }

  @Test func equalRatesAreNeverSeparated() {
    #expect(SweepPower.trialsToSeparate(0.5, 0.5) == nil)
    #expect(abs(SweepPower.normalQuantile(0.8) - 0.841_621_233_572_914_3) < 1e-6)
  }

  /// The sentence: overlapping intervals give "about N more swipes"; separated ones say so.
  @Test func theSentenceSaysHowManyMoreSwipes() throws {
    let few = try #require(
      SweepPower.sentence(
        metric: .intentAgreement, recommended: (40, 48), baseline: (36, 48), swipes: 48,
        baselineName: "the baseline"))
    let n = try #require(SweepPower.trialsToSeparate(40.0 / 48, 36.0 / 48))
    #expect(few.contains("intervals overlap"), "\(few)")
    #expect(few.contains("about \(n - 48) more swipes (\(n) in all)"), "\(few)")
    let many = try #require(
      SweepPower.sentence(
        metric: .intentAgreement, recommended: (8400, 10_000), baseline: (7000, 10_000),
        swipes: 10_000, baselineName: "the baseline"))
    #expect(many.contains("do not overlap"), "\(many)")
    #expect(
      SweepPower.sentence(
        metric: .feelScore, recommended: (1, 2), baseline: (1, 2), swipes: 2, baselineName: "b")
        == nil)
  }
}
