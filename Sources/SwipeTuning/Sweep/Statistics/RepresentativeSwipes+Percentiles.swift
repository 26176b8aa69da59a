import AnimationMath

extension RepresentativeSwipes {
  /// Which swipe of the population a ``Handoff`` stands for: the median or the 95th-percentile
  /// swipe (nearest rank) by overshoot or by arrival time, among the swipes the setting completes
  /// or among those it cancels.
  public struct Pick: Hashable, Sendable {
    /// The order statistic.
    public enum Rank: String, Hashable, Sendable, CaseIterable {
      /// Rank ⌈n/2⌉ of n.
      case median
      /// Rank ⌈0.95·n⌉ of n: one swipe in twenty is worse.
      case p95
    }
    /// The hand-off quantity the swipes are ranked by.
    public enum Quantity: String, Hashable, Sendable, CaseIterable {
      /// The overshoot past the decided end, pt.
      case overshoot
      /// The time to arrive within the arrival band of the decided end, s.
      case arrival
    }

    /// Whether the swipes are those the setting completes.
    public var completes: Bool
    /// The order statistic.
    public var rank: Rank
    /// The quantity ranked by.
    public var quantity: Quantity

    /// `p95 overshoot`, `median arrival`.
    public var description: String { "\(rank.rawValue) \(quantity.rawValue)" }
  }

  /// One swipe picked by its hand-off: its release, the finger's path before it, and the
  /// metrics the sweep computes for it.
  public struct Handoff: Sendable {
    /// What the swipe stands for (several picks when one swipe is picked more than once).
    public var picks: [Pick]
    /// Its index in the synthetic population.
    public var index: Int
    /// The swipe's kind.
    public var kind: SwipeKind
    /// Its release, as the sweep sees it.
    public var record: ReleaseRecord
    /// Whether the setting's policy completes it.
    public var completes: Bool
    /// The hand-off metrics (the sweep's own `SpringHandoff` queries and bounds).
    public var metrics: HandoffMetrics
    /// The finger along the axis before release: (time relative to lift-off in s, ≤ 0; travel
    /// from touch-down in pt), from touch-down to lift-off.
    public var fingerPath: [SIMD2<Double>]

    /// Legend text, e.g. `completes, p95 overshoot: flick 231 pt at 6197 pt/s; 114.3 pt over,
    /// arrives 0.03 s`.
    public var name: String {
      let speed = NumberText.rounded(record.handoffVelocity, decimals: 0)
      let at = NumberText.rounded(record.releasePosition, decimals: 0)
      let arrival =
        metrics.arrivalTime.isFinite
        ? "arrives \(NumberText.rounded(metrics.arrivalTime, decimals: 2)) s" : "never arrives"
      return (completes ? "completes" : "cancels") + ", "
        + picks.map(\.description).joined(separator: " = ")
        + ": \(kind.rawValue) \(at) pt at \(speed) pt/s; "
        + "\(NumberText.rounded(metrics.overshoot, decimals: 1)) pt over, \(arrival)"
    }

    /// The hand-off: from the release position at the hand-off velocity to the decided end.
    public func motion(_ spring: Spring) -> SpringMotion {
      SpringMotion(
        spring: spring, from: record.releasePosition, to: record.end(completing: completes),
        initialVelocity: record.handoffVelocity)
    }
  }

  /// The median and 95th-percentile swipes by overshoot and by arrival time, among the swipes
  /// `row`'s setting completes and among those it cancels, handed to `row`'s spring with the
  /// bounds of `settings` — the swipes behind the percentiles the report tabulates, split
  /// by outcome. Up to eight, completes first, fewer when one swipe is picked twice (its picks
  /// are merged) or an outcome has no swipe. Nil when the row's policy, estimator or spring is
  /// not one the swipe model knows.
  public static func handoffs(for row: SweepTable.Row, settings: SweepSettings) -> [Handoff]? {
    guard let (policy, strategy, generator) = setting(of: row, settings: settings),
      let zeta = row.value(.dampingRatio), let response = row.value(.response)
    else { return nil }
    let geometry = settings.geometry
    let handoff = SpringHandoff(
      spring: Spring(dampingRatio: zeta, response: response), bounds: settings.bounds)
    var candidates: [Bool: [Handoff]] = [:]
    var samples: [TouchSample] = []
    for i in 0..<populationSize {
      let kind = generator.generate(index: i, into: &samples)
      let record = SweepPopulation.record(
        samples: samples, intent: kind.intent, geometry: geometry, gate: settings.gate,
        strategy: strategy)
      guard !record.gatedOut, !samples.isEmpty else { continue }
      let completes = policy.decide(record)
      let metrics = handoff.metrics(
        from: record.releasePosition, to: record.end(completing: completes),
        velocity: record.handoffVelocity)
      // The finger's path is drawn only for the few swipes picked; it is filled in below.
      candidates[completes, default: []].append(
        Handoff(
          picks: [], index: i, kind: kind, record: record, completes: completes,
          metrics: metrics, fingerPath: []))
    }
    var out: [Handoff] = []
    for completes in [true, false] {
      guard let list = candidates[completes], !list.isEmpty else { continue }
      var picked: [Handoff] = []
      for quantity in Pick.Quantity.allCases {
        let key: (Handoff) -> Double = {
          quantity == .overshoot ? $0.metrics.overshoot : $0.metrics.arrivalTime
        }
        let sorted = list.sorted { key($0) != key($1) ? key($0) < key($1) : $0.index < $1.index }
        for rank in Pick.Rank.allCases {
          let n = sorted.count
          let r = rank == .median ? NearestRank.median(of: n) : NearestRank.p95(of: n)
          var swipe = sorted[r - 1]
          let pick = Pick(completes: completes, rank: rank, quantity: quantity)
          if let same = picked.firstIndex(where: { $0.index == swipe.index }) {
            picked[same].picks.append(pick)
          } else {
            swipe.picks = [pick]
            picked.append(swipe)
          }
        }
      }
      out += picked
    }
    for j in out.indices {
      _ = generator.generate(index: out[j].index, into: &samples)
      guard let first = samples.first, let last = samples.last else { continue }
      out[j].fingerPath = samples.map {
        SIMD2($0.time - last.time, geometry.along($0.position - first.position))
      }
    }
    return out
  }

  /// A paragraph saying which swipes ``handoffs(for:settings:)`` shows.
  public static func handoffDescription(_ settings: SweepSettings) -> String {
    "Swipes of the \(populationText(settings)), decided by the chosen policy "
      + "with the chosen estimator: among the swipes it completes and among those it cancels, "
      + "the median and the 95th-percentile swipe by overshoot and by arrival time (one swipe in "
      + "twenty overshoots more or arrives later). Each is drawn from touch-down: the finger's "
      + "path before lift-off (thin), then the hand-off to the spring from where the view was "
      + "at the release velocity (zero when the view is pinned at an end), as the sweep does."
      + sourceNote(settings)
  }
}
