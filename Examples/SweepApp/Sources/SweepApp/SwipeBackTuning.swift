import SwipeTuning

/// What an app's settings screen or a design tool asks of a sweep: "which thresholds should my
/// swipe-back use with this spring, and how sure is that?" — answered by one library call,
/// `Sweep.run`, with no command-line code and no file system (the population is synthetic).
public enum SwipeBackTuning {
  /// The recommended setting of one sweep, in the units an app would type.
  public struct Choice: Sendable, Hashable {
    /// The completion rule (`CompletionPreset` name).
    public var policy: String
    /// Progress threshold, fraction of the width.
    public var progressThreshold: Double?
    /// Velocity threshold, pt/s.
    public var velocityThreshold: Double?
    /// The objective at the choice (fraction of swipes whose outcome matches the intent).
    public var intentAgreement: Double
    /// Its 95 % interval.
    public var interval: ClosedRange<Double>
    /// How many settings are statistically indistinguishable from the best.
    public var plateauSize: Int
  }

  /// Sweeps progress × velocity thresholds for a spring of `dampingRatio` and `response` (s)
  /// over `swipes` synthetic swipes from `seed`, and returns the recommended setting with the
  /// report's CSV, as `spring-tune sweep` would write it.
  ///
  /// - Throws: `SweepSetupError` for a request that cannot be set up.
  public static func recommend(
    dampingRatio: Double, response: Double, swipes: Int, seed: UInt64 = 1, threads: Int = 1
  ) throws(SweepSetupError) -> (choice: Choice?, csv: String) {
    let request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [dampingRatio],
      responses: [response], progressThresholds: [0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
      velocityThresholds: [100, 200, 300, 400, 600], projectionRates: [0.998],
      population: .synthetic(count: swipes, seed: seed))
    // A synthetic population reads no files: the trace loader is never called.
    let answer = try Sweep.run(request, threads: threads, loadTraces: { _ in [] })
    guard let recommendation = answer.recommendation else { return (nil, answer.csv) }
    let results = answer.results
    let row = recommendation.central
    guard let value = results.value(.intentAgreement, row),
      let interval = results.interval(.intentAgreement, row)
    else { return (nil, answer.csv) }
    let choice = Choice(
      policy: results.policy(row),
      progressThreshold: results.value(.progressThreshold, row),
      velocityThreshold: results.value(.velocityThreshold, row),
      intentAgreement: value,
      interval: (interval.lower ?? value)...(interval.upper ?? value),
      plateauSize: recommendation.plateau.count)
    return (choice, answer.csv)
  }
}
