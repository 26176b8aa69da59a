import Foundation
import SwipeTuning

extension SpringBenchMain {
  /// `spring-bench --coverage [SEEDS]`: how often the report's 95 % intervals contain the value
  /// the same setting has on a large population — the proof that the interval columns mean what
  /// they say (`Docs/SweepReport.md`).
  ///
  /// The setting is fixed (seed-progress-velocity at progress 0.3 and 100 pt/s, lsq2, ζ 0.8,
  /// response 0.5 s); the "true" values come from 200 000 synthetic swipes (seed 1 000 000);
  /// each of SEEDS (default 400, about 3 s) runs draws 2 000 swipes from seeds 1…SEEDS
  /// (populations disjoint from the reference's stream) and checks every rate, percentile and
  /// mean interval. Over 400 runs a 95 % interval should cover 92.8–97.2 % of the time (±2
  /// binomial standard deviations of 1.1 %); 40 runs leave ±6.9 %, too loose to judge a column.
  static func coverage(seeds: Int) {
    func row(swipes: Int, seed: UInt64) -> SweepResults {
      let request = SweepRequest(
        policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [0.8],
        responses: [0.5], progressThresholds: [0.3], velocityThresholds: [100],
        projectionRates: [0.998], population: .synthetic(count: swipes, seed: seed))
      let threads = ProcessInfo.processInfo.activeProcessorCount
      do {
        let job = try SweepJob.prepare(request, threads: threads)
        return SweepResults(
          grid: job.engine.grid, rows: 0..<1, statistics: job.engine.run(threads: threads),
          settings: job.settings)
      } catch {
        fail("coverage setup: \(error)")
      }
    }
    let truth = row(swipes: 200_000, seed: 1_000_000)
    let metrics = SweepSchema.intervalMetrics.filter { truth.value($0, 0) != nil }
    var covered = [Int](repeating: 0, count: metrics.count)
    var bounded = [Int](repeating: 0, count: metrics.count)
    for seed in 1...seeds {
      let sample = row(swipes: 2000, seed: UInt64(seed))
      for (m, metric) in metrics.enumerated() {
        guard let t = truth.value(metric, 0), let i = sample.interval(metric, 0),
          let lo = i.lower, let hi = i.upper
        else { continue }
        bounded[m] += 1
        if lo <= t && t <= hi { covered[m] += 1 }
      }
    }
    print("metric,true_value_200000,runs,covered,coverage")
    var all = (covered: 0, runs: 0)
    for (m, metric) in metrics.enumerated() {
      let t = truth.value(metric, 0) ?? .nan
      let share = bounded[m] > 0 ? Double(covered[m]) / Double(bounded[m]) : .nan
      print(
        "\(metric.column),\(t),\(bounded[m]),\(covered[m]),"
          + String(format: "%.3f", share))
      all.covered += covered[m]
      all.runs += bounded[m]
    }
    print(
      "all,,\(all.runs),\(all.covered),"
        + String(format: "%.3f", Double(all.covered) / Double(max(all.runs, 1))))
  }
}
