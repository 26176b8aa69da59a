/// A metric of a hand-off that the report gives percentiles of.
enum HandoffMetric: CaseIterable, Hashable, Sendable {
  /// `HandoffMetrics.arrivalTime`.
  case arrival
  /// `HandoffMetrics.settlingTime`.
  case settle
  /// `HandoffMetrics.overshoot`.
  case overshoot
  /// ``SweepHandoff/jump``.
  case jump

  /// The percentiles the report has of this metric (its `*_p50` / `*_p95` columns).
  var reportedPercentiles: [ReportedPercentile] {
    self == .overshoot ? [.p95] : [.median, .p95]
  }

  /// Whether a population shard records ``QuantileSample``s of the metric (the metrics of the
  /// report before hand-off styles; the jump's percentiles are left empty in merged shards).
  var isSampled: Bool { self != .jump }
}

/// A percentile of the report (nearest rank, ``NearestRank``).
enum ReportedPercentile: Hashable, Sendable {
  /// The median.
  case median
  /// The 95th percentile.
  case p95

  /// Its 1-based rank among `n ≥ 1` values.
  func rank(of n: Int) -> Int {
    self == .median ? NearestRank.median(of: n) : NearestRank.p95(of: n)
  }

  /// The percent (50 or 95).
  var percent: Int { self == .median ? 50 : 95 }

  /// The ranks bounding its 95 % interval among `n ≥ 1` values
  /// (``NearestRank/interval(of:percent:)``).
  func intervalRanks(of n: Int) -> (lower: Int?, upper: Int?) {
    NearestRank.interval(of: n, percent: percent)
  }
}

/// One metric's percentiles at every sorted threshold (empty when no swipe engaged), the values
/// bounding their 95 % intervals, and optionally its ``QuantileSample`` order statistics.
struct ThresholdPercentiles: Sendable {
  /// The percentiles computed, in the order of ``values``.
  let percentiles: [ReportedPercentile]
  /// Per percentile, whether its interval's lower and upper ranks exist
  /// (``ReportedPercentile/intervalRanks(of:)``); a missing one was queried at rank 1 and is
  /// reported as unbounded.
  let bounded: [(lower: Bool, upper: Bool)]
  /// Per threshold k, `percentiles.count` percentiles, then a lower and an upper interval value
  /// per percentile, then `sampleCount` sampled order statistics: `values[k * stride + i]`.
  let values: [Double]
  /// The number of sampled order statistics per threshold (0 unless sampling).
  let sampleCount: Int

  /// Creates the percentiles of every threshold, their interval values and `sampleCount`
  /// sampled order statistics after each threshold's percentiles.
  init(
    percentiles: [ReportedPercentile], bounded: [(lower: Bool, upper: Bool)], values: [Double],
    sampleCount: Int = 0
  ) {
    precondition(bounded.count == percentiles.count, "one interval per percentile")
    self.percentiles = percentiles
    self.bounded = bounded
    self.values = values
    self.sampleCount = sampleCount
  }

  /// The ranks to query among `n ≥ 1` values for `percentiles` with `sampleRanks`, in the order
  /// of ``values``, and which interval ranks exist.
  static func ranks(_ percentiles: [ReportedPercentile], of n: Int, sampleRanks: [Int])
    -> (ranks: [Int], bounded: [(lower: Bool, upper: Bool)])
  {
    var ranks = percentiles.map { $0.rank(of: n) }
    var bounded: [(lower: Bool, upper: Bool)] = []
    for p in percentiles {
      let (l, u) = p.intervalRanks(of: n)
      ranks += [l ?? 1, u ?? 1]
      bounded.append((l != nil, u != nil))
    }
    return (ranks + sampleRanks, bounded)
  }

  private var stride: Int { 3 * percentiles.count + sampleCount }

  /// `percentile` at threshold `k`; `nil` when no swipe engaged or it was not computed.
  subscript(k: Int, percentile: ReportedPercentile) -> Double? {
    guard !values.isEmpty, let i = percentiles.firstIndex(of: percentile) else { return nil }
    return values[k * stride + i]
  }

  /// The 95 % interval of `percentile` at threshold `k`; nil when no swipe engaged or it was
  /// not computed.
  func interval(_ k: Int, _ percentile: ReportedPercentile) -> SweepInterval? {
    guard !values.isEmpty, let i = percentiles.firstIndex(of: percentile) else { return nil }
    let at = k * stride + percentiles.count + 2 * i
    return SweepInterval(
      lower: bounded[i].lower ? values[at] : nil, upper: bounded[i].upper ? values[at + 1] : nil)
  }

  /// The sampled order statistics at threshold `k`, ascending ranks (empty when no swipe
  /// engaged or not sampling).
  func samples(_ k: Int) -> [Double] {
    guard !values.isEmpty, sampleCount > 0 else { return [] }
    let start = k * stride + 3 * percentiles.count
    return Array(values[start..<(start + sampleCount)])
  }
}

/// A value per ``HandoffMetric``.
struct PerMetric<Value> {
  var arrival: Value
  var settle: Value
  var overshoot: Value
  var jump: Value

  init(arrival: Value, settle: Value, overshoot: Value, jump: Value) {
    self.arrival = arrival
    self.settle = settle
    self.overshoot = overshoot
    self.jump = jump
  }

  init(repeating value: Value) {
    self.init(arrival: value, settle: value, overshoot: value, jump: value)
  }

  subscript(metric: HandoffMetric) -> Value {
    get {
      switch metric {
      case .arrival: arrival
      case .settle: settle
      case .overshoot: overshoot
      case .jump: jump
      }
    }
    set {
      switch metric {
      case .arrival: arrival = newValue
      case .settle: settle = newValue
      case .overshoot: overshoot = newValue
      case .jump: jump = newValue
      }
    }
  }

  func map<T>(_ transform: (Value) -> T) -> PerMetric<T> {
    PerMetric<T>(
      arrival: transform(arrival), settle: transform(settle), overshoot: transform(overshoot),
      jump: transform(jump))
  }
}

extension PerMetric: Sendable where Value: Sendable {}

extension PerMetric<ValueRange> {
  /// Widens each metric's range to cover `other`'s.
  mutating func formUnion(_ other: Self) {
    arrival.formUnion(other.arrival)
    settle.formUnion(other.settle)
    overshoot.formUnion(other.overshoot)
    jump.formUnion(other.jump)
  }
}

/// The range of a metric's values that ``ValueBins`` is fitted to: the smallest positive and the
/// largest finite value seen (zeros and `+∞` have bins of their own).
struct ValueRange: Sendable {
  /// The smallest positive value seen (`+∞` when none).
  var lowestPositive: Double
  /// The largest finite value seen (0 when none).
  var highestFinite: Double

  /// Nothing seen yet.
  static let empty = ValueRange(lowestPositive: .infinity, highestFinite: 0)

  /// Widens the range to cover `value`.
  @inline(__always)
  mutating func include(_ value: Double) {
    if value > 0 && value < lowestPositive { lowestPositive = value }
    if value < .infinity && value > highestFinite { highestFinite = value }
  }

  /// Widens the range to cover `other`.
  mutating func formUnion(_ other: ValueRange) {
    lowestPositive = Swift.min(lowestPositive, other.lowestPositive)
    highestFinite = Swift.max(highestFinite, other.highestFinite)
  }
}
