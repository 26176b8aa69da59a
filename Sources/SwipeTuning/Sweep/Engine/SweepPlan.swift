/// The swipes-independent part of a decision: a policy with its velocity threshold and projection
/// rate (index 0 for a parameter the policy does not use). The progress thresholds of one family
/// are evaluated together — unless the policy is not monotone in the progress threshold, in which
/// case each threshold is a family of its own (``progress`` ≥ 0) decided swipe by swipe.
struct DecisionFamily: Hashable, Sendable, Comparable {
  /// Index into ``SweepGrid/policies``.
  var policy: Int
  /// Index into ``SweepGrid/velocityThresholds``.
  var velocity: Int
  /// Index into ``SweepGrid/projectionRates``.
  var projection: Int
  /// −1: every progress threshold, by sorted keys; k ≥ 0: only grid threshold k, decided directly.
  var progress: Int

  static func < (a: DecisionFamily, b: DecisionFamily) -> Bool {
    (a.policy, a.velocity, a.projection, a.progress) < (
      b.policy, b.velocity, b.projection, b.progress
    )
  }
}

/// Which (estimator, family, spring) units a range of rows needs, and the progress thresholds in
/// ascending order.
struct SweepPlan: Sendable {
  /// A family and the hand-off units (``SweepGrid/unit(_:)``: a style with a spring) it is
  /// needed at, ascending.
  struct Need: Sendable {
    var family: DecisionFamily
    var springs: [Int]
  }

  /// Per estimator, the needed families in ascending order.
  let families: [[Need]]
  /// Progress thresholds sorted ascending.
  let sortedProgress: [Double]
  /// `progressOrder[k]` is the grid index of `sortedProgress[k]`.
  let progressOrder: [Int]
  /// Per policy: whether its thresholds are swept by sorted keys (it uses the progress threshold
  /// and completions only turn into cancels as it rises).
  let sortedByKey: [Bool]

  init(grid: SweepGrid, rows: Range<Int>) {
    progressOrder = grid.progressThresholds.indices.sorted {
      grid.progressThresholds[$0] < grid.progressThresholds[$1]
    }
    sortedProgress = progressOrder.map { grid.progressThresholds[$0] }
    sortedByKey = grid.policies.indices.map {
      grid.uses[$0].progress && grid.policies[$0].isMonotone(in: .progressThreshold)
    }
    let springCount = grid.unitCount
    var needs: [[DecisionFamily: [Int]]] = Array(repeating: [:], count: grid.estimators.count)
    for p in grid.policies.indices {
      let (k, v, j) = grid.familyShape(policy: p)
      let uses = grid.uses[p]
      // A policy's rows are (estimator, hand-off unit) blocks of k·v·j contiguous rows; visit only the
      // blocks that meet `rows`.
      let blockSize = k * v * j
      let start = grid.row(
        of: SweepPoint(
          policy: p, estimator: 0, dampingRatio: 0, response: 0,
          progressThreshold: uses.progress ? 0 : nil, velocityThreshold: uses.velocity ? 0 : nil,
          projectionRate: uses.projection ? 0 : nil))
      let blocks = grid.estimators.count * springCount
      let firstBlock = Swift.max(0, (rows.lowerBound - start) / blockSize)
      let lastBlock = Swift.min(blocks, (rows.upperBound - start + blockSize - 1) / blockSize)
      guard firstBlock < lastBlock else { continue }
      for block in firstBlock..<lastBlock {
        let (e, spring) = (block / springCount, block % springCount)
        let blockStart = start + block * blockSize
        for vi in 0..<v {
          for ji in 0..<j {
            // Rows of this unit: row0 + i·step for i in 0..<k.
            let row0 = blockStart + vi * j + ji
            let step = v * j
            let family = DecisionFamily(policy: p, velocity: vi, projection: ji, progress: -1)
            if sortedByKey[p] || !uses.progress {
              let i = Swift.max(0, (rows.lowerBound - row0 + step - 1) / step)
              if i < k && rows.contains(row0 + i * step) {
                needs[e][family, default: []].append(spring)
              }
            } else {
              for i in 0..<k where rows.contains(row0 + i * step) {
                var single = family
                single.progress = i
                needs[e][single, default: []].append(spring)
              }
            }
          }
        }
      }
    }
    families = needs.map { dict in
      dict.keys.sorted().map { Need(family: $0, springs: (dict[$0] ?? []).sorted()) }
    }
  }

  /// The thresholds a family is bucketed against: the sorted progress thresholds, or one dummy
  /// threshold (0) for a family decided directly (its keys are ±∞).
  func sortedThresholds(_ family: DecisionFamily) -> [Double] {
    family.progress < 0 && sortedByKey[family.policy] ? sortedProgress : [0]
  }

  /// Grid progress index of each sorted threshold of `family` (0 for a policy without one).
  func thresholdOrder(_ family: DecisionFamily) -> [Int] {
    if family.progress >= 0 { return [family.progress] }
    return sortedByKey[family.policy] ? progressOrder : [0]
  }

  /// Work units for progress reporting: per (estimator, spring) 2 hand-offs per swipe, and per
  /// (estimator, family, spring) 2 units per swipe of aggregation.
  ///
  /// The 2 hand-offs per swipe are an upper bound (a swipe is handed off only to the outcomes it
  /// needs, gated-out swipes to none); the engine adds the same 2 per swipe as it fills, so the
  /// reported fraction still runs evenly to 1.
  func work(swipes: Int) -> Int {
    var total = 0
    for estimator in families {
      total += Set(estimator.flatMap(\.springs)).count * 2 * swipes
      for need in estimator { total += need.springs.count * 4 * (swipes / 2) }
    }
    return Swift.max(total, 1)
  }
}

/// Counts work done across threads and reports the fraction.
final class ProgressCounter: Sendable {
  private let done = Locked(0)
  private let total: Int
  private let report: (@Sendable (Double) -> Void)?

  init(total: Int, report: (@Sendable (Double) -> Void)?) {
    self.total = total
    self.report = report
  }

  /// Adds `units` and reports the new fraction.
  func add(_ units: Int) {
    guard let report else { return }
    let now = done.add(units).new
    report(Swift.min(1, Double(now) / Double(total)))
  }
}
