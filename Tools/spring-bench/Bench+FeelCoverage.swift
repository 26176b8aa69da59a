import Foundation
import SwipeTuning

extension SpringBenchMain {
  /// `spring-bench --feel-coverage [SEEDS]`: how often `feel-fit`'s 95 % intervals contain the
  /// hidden bound of simulated participants, and how often a random answerer is reported as
  /// having no learnable bound (Docs/FeelTest.md).
  ///
  /// Four participants per seed, 60 ratings each on the simulated study's six springs
  /// (`FeelFit.simulatedRatings`): overshoot bound 4 pt (slope 1.5/pt), ringing bound 1 pt
  /// (3/pt), settle-time bound 0.45 s (25/s), and a random answerer. Over SEEDS (default 400)
  /// runs a 95 % interval should cover 92.8–97.2 % of the fitted runs (±2 binomial standard
  /// deviations); the random answerer should get a bound in about 5 % of runs (the test's
  /// level).
  static func feelCoverage(seeds: Int) {
    let hidden: [FeelFit.SimulatedParticipant] = [
      .init(name: "overshoot", feature: .overshoot, bound: 4, slope: 1.5),
      .init(name: "ringing", feature: .ringing, bound: 1, slope: 3),
      .init(name: "settle", feature: .settleTime, bound: 0.45, slope: 25),
    ]
    var fitted = [Int](repeating: 0, count: hidden.count)
    var covered = [Int](repeating: 0, count: hidden.count)
    var randomBounds = 0
    for seed in 1...seeds {
      for (i, who) in hidden.enumerated() {
        guard let feature = who.feature else { continue }
        let ratings = FeelFit.simulatedRatings(who, count: 60, seed: UInt64(seed * 10 + i))
        let fit = FeelFit.fit(ratings, feature: feature)
        guard let interval = fit.interval else { continue }
        fitted[i] += 1
        if interval.contains(who.bound) { covered[i] += 1 }
      }
      let random = FeelFit.simulatedRatings(
        .init(name: "random", feature: nil), count: 60, seed: UInt64(seed * 10 + 9))
      if FeelFeature.allCases.contains(where: { FeelFit.fit(random, feature: $0).bound != nil }) {
        randomBounds += 1
      }
    }
    print("participant,hidden_bound,runs,fitted,covered,coverage")
    for (i, who) in hidden.enumerated() {
      let share = fitted[i] > 0 ? Double(covered[i]) / Double(fitted[i]) : .nan
      print(
        "\(who.name),\(who.bound),\(seeds),\(fitted[i]),\(covered[i]),"
          + String(format: "%.3f", share))
    }
    print(
      "random,,\(seeds),\(randomBounds),,"
        + String(format: "%.3f", Double(randomBounds) / Double(seeds)) + " (any feature fitted)")
  }
}
