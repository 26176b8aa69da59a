import AnimationMath
import Plotting
import SwipeTuning

/// Representative swipes of the swipe model for the report's hand-off plot: the median flick,
/// drag and hesitant swipe of the synthetic population, decided by the chosen row's policy and
/// estimator and handed to the chosen spring, the way the sweep hands them off.
enum ReportHandoffs {
  /// Swipes drawn from the synthetic population: enough for stable medians (each kind has
  /// hundreds), few enough to stay well under a second in a debug build.
  static let populationSize = 2000

  /// The kinds shown, with the quantity their median is taken over.
  static let kinds: [(kind: SwipeKind, by: String)] = [
    (.flick, "release speed"), (.drag, "travel"), (.hesitant, "travel"),
  ]

  /// One representative swipe and what the chosen setting does with it.
  struct Release {
    var kind: SwipeKind
    var record: ReleaseRecord
    var completes: Bool

    /// Legend text, e.g. `median flick: 137 pt at 1630 pt/s, completes`.
    var name: String {
      let speed = NumberText.rounded(record.handoffVelocity, decimals: 0)
      let at = NumberText.rounded(record.releasePosition, decimals: 0)
      return "median \(kind.rawValue): \(at) pt at \(speed) pt/s, "
        + (completes ? "completes" : "cancels")
    }

    /// The hand-off: from the release position at the hand-off velocity to the decided end.
    func motion(_ spring: Spring) -> SpringMotion {
      SpringMotion(
        spring: spring, from: record.releasePosition, to: record.end(completing: completes),
        initialVelocity: record.handoffVelocity)
    }
  }

  /// The representative releases for `row`, or nil when its policy or estimator is not one the
  /// swipe model knows (a CSV from another tool or version).
  static func releases(for row: SweepTable.Row, width: Double, seed: UInt64) -> [Release]? {
    guard let preset = try? CompletionPreset(parsing: row.policy),
      let strategy = VelocityStrategy(rawValue: row.estimator)
    else { return nil }
    var parameters = preset.defaultParameters(width: width)
    if let v = row.value("progress_threshold") { parameters.progressThreshold = v }
    if let v = row.value("velocity_threshold") { parameters.velocityThreshold = v }
    if let v = row.value("projection_rate") { parameters.projectionRate = v }
    let policy = preset.policy(parameters)
    let geometry = SwipeGeometry(width: width)
    let generator = SwipeGenerator(
      configuration: SwipeGenerator.Configuration(geometry: geometry), seed: seed)
    var byKind: [SwipeKind: [(Double, Int, ReleaseRecord)]] = [:]
    var samples: [TouchSample] = []
    for i in 0..<populationSize {
      let kind = generator.generate(index: i, into: &samples)
      guard kinds.contains(where: { $0.kind == kind }) else { continue }
      let record = ReleaseRecord(
        samples: samples, intent: kind.intent, geometry: geometry, gate: AngleGate(),
        releaseVelocity: releaseVelocity(of: samples, strategy: strategy))
      guard !record.gatedOut else { continue }
      let key = kind == .flick ? abs(record.handoffVelocity) : record.travel
      byKind[kind, default: []].append((key, i, record))
    }
    return kinds.compactMap { entry -> Release? in
      guard let list = byKind[entry.kind], !list.isEmpty else { return nil }
      let sorted = list.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      let record = sorted[(sorted.count - 1) / 2].2
      return Release(kind: entry.kind, record: record, completes: policy.decide(record))
    }
  }

  /// The page paragraph for `releases`.
  static func description(width: Double, seed: UInt64) -> String {
    "Representative swipes of the synthetic swipe model (seed \(seed), first "
      + "\(populationSize) swipes, \(NumberText.rounded(width, decimals: 2)) pt wide, not gated out): the "
      + "median flick by release speed, and the median drag and hesitant swipe by travel, each "
      + "decided by the chosen policy with the chosen estimator and handed to the spring from "
      + "where the finger let go at the release velocity (zero when the view is pinned at an "
      + "end), as the sweep does. (A sweep of recorded traces is shown with these synthetic "
      + "swipes too.)"
  }
}
