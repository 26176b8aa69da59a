import Foundation
import SweepFiles
import SwipeTuning

extension SpringBenchMain {
  /// `spring-bench --feel-coverage [SEEDS] [--exports DIR]`: how often `feel-fit`'s 95 %
  /// intervals contain the hidden bound of simulated participants, and how often a random
  /// answerer is reported as having no learnable bound (Docs/FeelTest.md).
  ///
  /// Four participants per seed: overshoot bound 4 pt (slope 1.5/pt), ringing bound 1 pt
  /// (3/pt), settle-time bound 0.45 s (25/s), and a random answerer. Without `--exports` each
  /// rates 60 hand-offs of the simulated study's six springs (`FeelFit.simulatedRatings`);
  /// with `--exports DIR` each rates every hand-off the feel-test exports (`*.csv`) in DIR
  /// recorded — the release positions and velocities the page really handed to the springs,
  /// as `feel-fit` reads them — with its answers redrawn per seed
  /// (`FeelFit.simulatedAnswers`), so the coverage is that of a study on those hand-offs.
  /// Over SEEDS (default 400) runs a 95 %
  /// interval should cover 92.8–97.2 % of the fitted runs (±2 binomial standard deviations);
  /// the random answerer should get a bound in about 5 % of runs (the test's level) or fewer.
  static func feelCoverage(seeds: Int, exports: String? = nil) {
    let hidden: [FeelFit.SimulatedParticipant] = [
      .init(name: "overshoot", feature: .overshoot, bound: 4, slope: 1.5),
      .init(name: "ringing", feature: .ringing, bound: 1, slope: 3),
      .init(name: "settle", feature: .settleTime, bound: 0.45, slope: 25),
    ]
    let recorded = exports.map(readExports)
    if let recorded, let exports {
      print("# \(recorded.count) hand-offs recorded by the pages in \(exports)")
    }
    func ratings(_ who: FeelFit.SimulatedParticipant, seed: UInt64) -> [FeelRating] {
      if let recorded { return FeelFit.simulatedAnswers(who, on: recorded, seed: seed) }
      return FeelFit.simulatedRatings(who, count: 60, seed: seed)
    }
    var fitted = [Int](repeating: 0, count: hidden.count)
    var covered = [Int](repeating: 0, count: hidden.count)
    var randomBounds = 0
    for seed in 1...seeds {
      for (i, who) in hidden.enumerated() {
        guard let feature = who.feature else { continue }
        let fit = FeelFit.fit(ratings(who, seed: UInt64(seed * 10 + i)), feature: feature)
        guard let interval = fit.interval else { continue }
        fitted[i] += 1
        if interval.contains(who.bound) { covered[i] += 1 }
      }
      let random = ratings(.init(name: "random", feature: nil), seed: UInt64(seed * 10 + 9))
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

  /// Every rated hand-off of the feel-test exports (`*.csv`, in name order) in `directory`.
  static func readExports(_ directory: String) -> [FeelRating] {
    let paths: [String]
    do { paths = try InputPolicy.files(inDirectory: directory, suffix: ".csv") } catch {
      fail("--exports: \(error.path): \(error.message)")
    }
    var out: [FeelRating] = []
    for path in paths {
      let text: String
      do { text = try InputPolicy.standard.text(path) } catch {
        fail("--exports: \(path): \(error.message)")
      }
      do { out += try FeelRating.ratings(inExport: text, file: path).ratings } catch {
        fail("--exports: \(error)")
      }
    }
    guard !out.isEmpty else { fail("--exports: no rated hand-off in \(directory)/*.csv") }
    return out
  }
}
