import AnimationMath

/// Representative swipes of the swipe model for a chosen setting: the median flick, drag and
/// hesitant swipe of the synthetic population, decided by the setting's policy and estimator and
/// handed to its spring, the way the sweep hands them off (``SweepPopulation/record(samples:intent:geometry:gate:strategy:otherTouchTime:)``).
///
/// The population is the sweep's own when it was synthetic (its seed, geometry and gate, from
/// ``SweepSettings``); a sweep of recorded traces is shown with the synthetic swipes of
/// ``SwipeGenerator/defaultSeed`` on the same geometry, since recorded swipes carry no kind.
public enum RepresentativeSwipes {
  /// Swipes drawn from the synthetic population: enough for stable medians (each kind has
  /// hundreds), few enough to stay well under a second in a debug build.
  public static let populationSize = 2000

  /// The kinds shown, with the quantity their median is taken over.
  public static let kinds: [(kind: SwipeKind, by: String)] = [
    (.flick, "release speed"), (.drag, "travel"), (.hesitant, "travel"),
  ]

  /// One representative swipe and what the chosen setting does with it.
  public struct Release: Sendable {
    /// The swipe's kind.
    public var kind: SwipeKind
    /// Its release, as the sweep sees it.
    public var record: ReleaseRecord
    /// Whether the setting's policy completes it.
    public var completes: Bool

    /// Legend text, e.g. `median flick: 137 pt at 1630 pt/s, completes`.
    public var name: String {
      let speed = NumberText.rounded(record.handoffVelocity, decimals: 0)
      let at = NumberText.rounded(record.releasePosition, decimals: 0)
      return "median \(kind.rawValue): \(at) pt at \(speed) pt/s, "
        + (completes ? "completes" : "cancels")
    }

    /// The hand-off: from the release position at the hand-off velocity (or from rest, as
    /// `spring-rest` starts) to the decided end.
    public func motion(_ spring: Spring, fromRest: Bool = false) -> SpringMotion {
      SpringMotion(
        spring: spring, from: record.releasePosition, to: record.end(completing: completes),
        initialVelocity: fromRest ? 0 : record.handoffVelocity)
    }
  }

  /// The seed of the synthetic swipes shown for `settings`.
  public static func seed(_ settings: SweepSettings) -> UInt64 {
    if case .synthetic(let seed) = settings.source { return seed }
    return SwipeGenerator.defaultSeed
  }

  /// What `row` ran, for replaying swipes through it: its policy (the preset with the row's
  /// thresholds), its estimator, and the generator of the swipes shown (the sweep's seed and
  /// screen); nil when its policy or estimator is not one the swipe model knows.
  static func setting(of row: SweepTable.Row, settings: SweepSettings) -> (
    policy: CompletionPolicy, strategy: VelocityStrategy, generator: SwipeGenerator
  )? {
    guard let preset = try? CompletionPreset(parsing: row.policy),
      let strategy = VelocityStrategy(rawValue: row.estimator)
    else { return nil }
    var parameters = preset.defaultParameters(width: settings.geometry.width)
    if let v = row.value(.progressThreshold) { parameters.progressThreshold = v }
    if let v = row.value(.velocityThreshold) { parameters.velocityThreshold = v }
    if let v = row.value(.projectionRate) { parameters.projectionRate = v }
    let generator = SwipeGenerator(
      configuration: SwipeGenerator.Configuration(geometry: settings.geometry),
      seed: seed(settings))
    return (preset.policy(parameters), strategy, generator)
  }

  /// The representative releases for `row` of a report made with `settings`, or nil when its
  /// policy or estimator is not one the swipe model knows (a CSV from another tool or version).
  public static func releases(for row: SweepTable.Row, settings: SweepSettings) -> [Release]? {
    guard let (policy, strategy, generator) = setting(of: row, settings: settings) else {
      return nil
    }
    let geometry = settings.geometry
    var byKind: [SwipeKind: [(Double, Int, ReleaseRecord)]] = [:]
    var samples: [TouchSample] = []
    for i in 0..<populationSize {
      let kind = generator.generate(index: i, into: &samples)
      guard kinds.contains(where: { $0.kind == kind }) else { continue }
      let record = SweepPopulation.record(
        samples: samples, intent: kind.intent, geometry: geometry, gate: settings.gate,
        strategy: strategy)
      guard !record.gatedOut else { continue }
      let key = kind == .flick ? abs(record.handoffVelocity) : record.travel
      byKind[kind, default: []].append((key, i, record))
    }
    return kinds.compactMap { entry -> Release? in
      guard let list = byKind[entry.kind], !list.isEmpty else { return nil }
      let sorted = list.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      let record = sorted[NearestRank.median(of: sorted.count) - 1].2
      return Release(kind: entry.kind, record: record, completes: policy.decide(record))
    }
  }

  /// A paragraph saying which swipes ``releases(for:settings:)`` shows.
  public static func description(_ settings: SweepSettings) -> String {
    "Representative swipes of the \(populationText(settings)): the median flick by release "
      + "speed, and the median drag and hesitant swipe by travel, each decided by the chosen "
      + "policy with the chosen estimator and handed to the spring from where the finger let go "
      + "at the release velocity (zero when the view is pinned at an end), as the sweep does."
      + sourceNote(settings)
  }

  /// `synthetic swipe model (seed 1, first 2000 swipes, 390 pt wide, not gated out by the 30°
  /// gate)`: the swipes the descriptions of `settings` speak of.
  static func populationText(_ settings: SweepSettings) -> String {
    "synthetic swipe model (seed \(seed(settings)), first \(populationSize) swipes, "
      + "\(NumberText.shortest(settings.geometry.width)) pt wide, not gated out by the "
      + "\(NumberText.shortest(settings.gate.maximumAngle))° gate)"
  }

  /// The sentence a description ends with when the sweep ran on recorded traces; empty otherwise.
  static func sourceNote(_ settings: SweepSettings) -> String {
    guard case .traces = settings.source else { return "" }
    return " (The sweep ran on recorded traces, which carry no kind, so these are synthetic.)"
  }
}
