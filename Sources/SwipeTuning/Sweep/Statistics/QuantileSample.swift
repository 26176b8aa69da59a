/// Evenly spaced order statistics of one row's hand-off metrics over a part of the population:
/// the sidecar a population shard writes so that shards can be merged into percentiles with a
/// known rank error (exact when every value is sampled).
///
/// For a part with `n` engaged swipes and `m` samples, each list holds the values of ranks
/// ``ranks(of:samples:)`` — ⌈j·n/m⌉ for j = 1 … m, that is every rank 1 … n when m ≥ n — of
/// the metric over the engaged swipes, each taking the value of the outcome the policy chose
/// (the multiset the report's percentiles are taken over). ``merge(rank:shards:)`` turns the
/// shards' samples into a value of the whole population and a bound on its rank error.
public struct QuantileSample: Hashable, Sendable {
  /// Arrival times (s) at the sampled ranks, ascending.
  public var arrival: [Double]
  /// Settling times (s) at the sampled ranks, ascending.
  public var settle: [Double]
  /// Overshoots (pt) at the sampled ranks, ascending.
  public var overshoot: [Double]

  /// The samples a population shard takes unless told otherwise (`--quantile-samples`): a
  /// merged percentile is then within 0.1 % of the population (in rank) of the exact one.
  public static let defaultCount = 1000
  /// The most samples per metric and row.
  public static let maximumCount = 100_000_000

  /// Creates a sample from its lists.
  public init(arrival: [Double] = [], settle: [Double] = [], overshoot: [Double] = []) {
    self.arrival = arrival
    self.settle = settle
    self.overshoot = overshoot
  }

  /// The 1-based ranks sampled among `n ≥ 0` values with `m ≥ 1` samples, ascending and
  /// distinct: ⌈j·n/m⌉ for j = 1 … m when m < n, else 1 … n. Consecutive ranks are at most
  /// ⌈n/m⌉ apart and the last is n.
  public static func ranks(of n: Int, samples m: Int) -> [Int] {
    precondition(n >= 0 && m >= 1, "n ≥ 0 values, m ≥ 1 samples")
    guard m < n else { return n == 0 ? [] : Array(1...n) }
    // j·n ≤ 10⁸ · 10⁸ stays far below 2⁶³.
    return (1...m).map { j in (j * n + m - 1) / m }
  }

  /// One part of the population: its number of engaged swipes, its sample count and its values
  /// at ``ranks(of:samples:)``.
  public struct Shard: Sendable {
    /// The part's engaged swipes (the size of its multiset).
    public var count: Int
    /// The sample count the part was written with.
    public var samples: Int
    /// The values at ``QuantileSample/ranks(of:samples:)``, ascending.
    public var values: [Double]

    /// Creates a part.
    public init(count: Int, samples: Int, values: [Double]) {
      self.count = count
      self.samples = samples
      self.values = values
    }
  }

  /// The value of nearest rank `rank` over the union of `shards`, and its rank error.
  ///
  /// From each part's samples, the number of its values ≤ v is at least the largest sampled
  /// rank whose value is ≤ v, and the number < v at most the smallest sampled rank whose value
  /// is ≥ v, minus one. So for every sampled value v the whole population's count of values
  /// below v (`below`) and at or below v (`atOrBelow`) are bracketed, and v is the exact
  /// nearest-rank value of some rank r′ with |r′ − rank| ≤ b(v) = max(0, below_max + 1 − rank,
  /// rank − atOrBelow_min). The result is the smallest sampled value with the least b. When
  /// every part samples all its values (m ≥ n), the brackets are exact and b = 0 at the exact
  /// answer: the merge is then exact, equal to the value a single run reports.
  ///
  /// - Precondition: `1 ≤ rank ≤ Σ count`; each part's `values` has
  ///   `ranks(of: count, samples: samples).count` elements, ascending.
  /// - Returns: the value and b, the largest distance in rank from `rank` of the values the
  ///   answer may be (0: exact).
  public static func merge(rank: Int, shards: [Shard]) -> (value: Double, rankError: Int) {
    let ranks = shards.map { Self.ranks(of: $0.count, samples: $0.samples) }
    var entries: [(value: Double, part: Int)] = []
    for (i, part) in shards.enumerated() {
      precondition(part.values.count == ranks[i].count, "one value per sampled rank")
      for v in part.values { entries.append((v, i)) }
    }
    precondition(!entries.isEmpty, "no values to merge")
    entries.sort { $0.value < $1.value || ($0.value == $1.value && $0.part < $1.part) }
    // taken[i]: part i's sampled values already passed (all < or ≤ the current candidate).
    var taken = [Int](repeating: 0, count: shards.count)
    func upperBelow(_ i: Int) -> Int {
      taken[i] < ranks[i].count ? ranks[i][taken[i]] - 1 : shards[i].count
    }
    func lowerAtOrBelow(_ i: Int) -> Int { taken[i] > 0 ? ranks[i][taken[i] - 1] : 0 }
    var below = shards.indices.reduce(0) { $0 + upperBelow($1) }
    var atOrBelow = 0
    var best = (value: entries[0].value, rankError: Int.max)
    var e = 0
    while e < entries.count {
      let v = entries[e].value
      let belowV = below
      while e < entries.count && entries[e].value == v {
        let i = entries[e].part
        below -= upperBelow(i)
        atOrBelow -= lowerAtOrBelow(i)
        taken[i] += 1
        below += upperBelow(i)
        atOrBelow += lowerAtOrBelow(i)
        e += 1
      }
      let b = Swift.max(0, belowV + 1 - rank, rank - atOrBelow)
      if b < best.rankError { best = (v, b) }
      // Past this point `below` only grows and `rank − atOrBelow` ≤ 0: no better value.
      if atOrBelow >= rank { break }
    }
    return best
  }
}
