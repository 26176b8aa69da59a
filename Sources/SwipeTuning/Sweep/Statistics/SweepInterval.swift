import AnimationMath

/// A two-sided 95 % confidence interval of a report column (its `<column>_lo`, `<column>_hi`
/// columns): a bound is `nil` where the data cannot bound the value (an order-statistic interval
/// of too few swipes).
///
/// The methods, and a worked example of each, are in `Docs/SweepReport.md`:
/// - a rate x/n: ``BinomialInterval/ninetyFive(successes:trials:)`` (Wilson score, exact
///   Clopper–Pearson when fewer than ``BinomialInterval/exactBelow`` swipes fall on either side);
/// - a nearest-rank percentile of n values: the values of ranks
///   ``NearestRank/interval(of:percent:)`` (distribution free, from the binomial distribution of
///   the number of values below the true percentile);
/// - a mean of bounded per-swipe values (the cost, the feel score):
///   ``ofMean(_:squaredDeviations:count:within:)`` (normal approximation).
public struct SweepInterval: Hashable, Sendable {
  /// The lower bound; nil when unbounded below.
  public var lower: Double?
  /// The upper bound; nil when unbounded above.
  public var upper: Double?

  /// Creates an interval.
  public init(lower: Double?, upper: Double?) {
    self.lower = lower
    self.upper = upper
  }

  /// No bound known.
  public static let unknown = SweepInterval(lower: nil, upper: nil)

  /// z = Φ⁻¹(0.975): the two-sided 95 % normal quantile.
  public static let z95 = 1.959_963_984_540_054

  /// The tail probability of each side of a two-sided 95 % interval.
  public static let tail = 0.025

  /// The 95 % interval of the mean of `count` values that lie in `range`: mean ± 1.96·s/√n, s²
  /// = `squaredDeviations` / (n − 1) the sample variance, clamped to `range`. A normal
  /// approximation: the values are bounded, so the mean of n ≥ 30 of them is close to normal.
  /// Nil below 2 values.
  public static func ofMean(
    _ mean: Double, squaredDeviations: Double, count: Int, within range: ClosedRange<Double>
  ) -> SweepInterval? {
    guard count >= 2 else { return nil }
    let n = Double(count)
    let half = z95 * (Swift.max(0, squaredDeviations) / (n - 1) / n).squareRoot()
    return SweepInterval(
      lower: Swift.max(range.lowerBound, mean - half),
      upper: Swift.min(range.upperBound, mean + half))
  }
}

/// Confidence intervals for a binomial proportion x/n.
public enum BinomialInterval {
  /// The exact interval is used when the successes or the failures are fewer than this (10): below
  /// it Wilson's interval under-covers near 0 and 1 (Brown, Cai & DasGupta 2001), and the exact
  /// interval's few-term sums are cheap.
  public static let exactBelow = 10

  /// The report's 95 % interval of x/n: ``clopperPearson(successes:trials:)`` when
  /// `min(x, n − x) < exactBelow`, else ``wilson(successes:trials:)``. `nil` when n = 0.
  ///
  /// - Precondition: `0 ≤ x ≤ n`.
  public static func ninetyFive(successes x: Int, trials n: Int) -> SweepInterval? {
    precondition(x >= 0 && x <= n, "0 ≤ successes ≤ trials")
    guard n > 0 else { return nil }
    return Swift.min(x, n - x) < exactBelow
      ? clopperPearson(successes: x, trials: n) : wilson(successes: x, trials: n)
  }

  /// Wilson's score interval: the p with |x − n·p| ≤ z·√(n·p·(1−p)), z = 1.96:
  /// `(x + z²/2 ± z·√(x(n−x)/n + z²/4)) / (n + z²)`, clamped to [0, 1]. Uses only `+ − × ÷ √`,
  /// so it is bit-identical on every IEEE machine.
  ///
  /// - Precondition: `0 ≤ x ≤ n`, `n ≥ 1`.
  public static func wilson(successes x: Int, trials n: Int) -> SweepInterval {
    precondition(x >= 0 && x <= n && n >= 1, "0 ≤ successes ≤ trials, trials ≥ 1")
    let z = SweepInterval.z95
    let (xd, nd) = (Double(x), Double(n))
    let centre = (xd + z * z / 2) / (nd + z * z)
    let half = z / (nd + z * z) * (xd * (nd - xd) / nd + z * z / 4).squareRoot()
    return SweepInterval(lower: Swift.max(0, centre - half), upper: Swift.min(1, centre + half))
  }

  /// The exact (Clopper–Pearson) interval: the lower bound is the p with P(X ≥ x | p) = 0.025
  /// (0 when x = 0), the upper the p with P(X ≤ x | p) = 0.025 (1 when x = n), X ~ Bin(n, p).
  /// Solved by bisection to the last bit; the binomial sums use the package's portable `exp`
  /// and `log`, so the result is the same on every machine. Cost O(min(x, n−x)) per step.
  ///
  /// - Precondition: `0 ≤ x ≤ n`, `n ≥ 1`.
  public static func clopperPearson(successes x: Int, trials n: Int) -> SweepInterval {
    precondition(x >= 0 && x <= n && n >= 1, "0 ≤ successes ≤ trials, trials ≥ 1")
    // Work on the smaller side; the other side's bounds are 1 − these.
    if n - x < x {
      let mirrored = clopperPearson(successes: n - x, trials: n)
      // Both bounds of an exact interval are always present.
      return SweepInterval(lower: 1 - (mirrored.upper ?? 1), upper: 1 - (mirrored.lower ?? 0))
    }
    let tail = SweepInterval.tail
    // Upper: P(X ≤ x | p) falls from 1 to 0 as p goes 0 → 1.
    let upper =
      x == n ? 1 : solve { p in cumulative(x, n: n, p: p) > tail }
    // Lower: P(X ≥ x | p) = 1 − P(X ≤ x − 1 | p) rises with p.
    let lower = x == 0 ? 0 : solve { p in 1 - cumulative(x - 1, n: n, p: p) < tail }
    return SweepInterval(lower: lower, upper: upper)
  }

  /// The largest p in [0, 1] with `below(p)` true, for a predicate true on [0, p*) and false
  /// after: bisection until the bracket is two adjacent doubles.
  private static func solve(_ below: (Double) -> Bool) -> Double {
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if below(mid) { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// P(X ≤ k) for X ~ Bin(n, p), 0 ≤ k < n, 0 < p < 1, summed term by term from P(X = 0) in logs
  /// (each term from the last by the ratio (n−j)/(j+1) · p/(1−p)).
  static func cumulative(_ k: Int, n: Int, p: Double) -> Double {
    if p <= 0 { return 1 }
    if p >= 1 { return k >= n ? 1 : 0 }
    let log1mp = Elementary.Portable.log(1 - p)
    let logRatio = Elementary.Portable.log(p) - log1mp
    var logTerm = Double(n) * log1mp
    var sum = 0.0
    for j in 0...k {
      if j > 0 { logTerm += Elementary.Portable.log(Double(n - j + 1) / Double(j)) + logRatio }
      sum += Elementary.Portable.exp(logTerm)
    }
    return Swift.min(sum, 1)
  }
}

extension NearestRank {
  /// The 1-based ranks (l, u) whose values bound the `percent`-th percentile of the population
  /// the `n` values were drawn from with at least 95 % confidence, whatever its distribution.
  ///
  /// If B ~ Bin(n, q) (q = percent/100) counts the values below the true percentile ξ, then
  /// P(X₍ₗ₎ ≤ ξ ≤ X₍ᵤ₎) ≥ P(l ≤ B ≤ u − 1). l is the largest rank with P(B ≤ l − 1) ≤ 0.025 and
  /// u the smallest with P(B ≥ u) ≤ 0.025, so each side misses with probability at most 2.5 %
  /// (exactly so for a continuous distribution; less where values tie). A side is `nil` when
  /// no rank in 1…n qualifies (too few values: a median needs n ≥ 6 for l, a 95th percentile
  /// needs n ≥ 72 for u); the report leaves that bound empty.
  ///
  /// The binomial probabilities are summed outward from the mode (terms relative to it, so
  /// nothing underflows; the walk stops once a term falls below 1e-30 of the mode's), in
  /// O(√n) steps.
  ///
  /// - Precondition: `n ≥ 1`, `0 < percent < 100`.
  public static func interval(of n: Int, percent: Int) -> (lower: Int?, upper: Int?) {
    precondition(n >= 1 && percent > 0 && percent < 100, "n ≥ 1, 0 < percent < 100")
    let q = Double(percent) / 100
    let ratio = q / (1 - q)
    let mode = Swift.min(n, Int(Double(n + 1) * q))
    // Relative probabilities r(k) = P(B = k) / P(B = mode), k in [from, to].
    var below: [Double] = []  // r(mode − 1), r(mode − 2), …
    var term = 1.0
    var k = mode
    while k > 0 {
      // r(k − 1) = r(k) · k / ((n − k + 1) · ratio)
      term *= Double(k) / (Double(n - k + 1) * ratio)
      k -= 1
      if term < 1e-30 { break }
      below.append(term)
    }
    var above: [Double] = []  // r(mode + 1), …
    term = 1
    k = mode
    while k < n {
      term *= Double(n - k) / Double(k + 1) * ratio
      k += 1
      if term < 1e-30 { break }
      above.append(term)
    }
    let total = below.reduce(0, +) + 1 + above.reduce(0, +)
    let tail = SweepInterval.tail * total
    // Lower: the largest l with P(B ≤ l − 1) ≤ tail. Walk down from the mode accumulating
    // P(B ≤ j) for j = mode − 1, … (terms below the walk's end are < 1e-30 each).
    var lower: Int?
    var cumulativeBelow = below.reduce(0, +)  // P(B ≤ mode − 1) (relative)
    var j = mode - 1
    // Find the largest j with P(B ≤ j) ≤ tail; then l = j + 1.
    var index = 0
    while j >= 0 {
      if cumulativeBelow <= tail {
        lower = j + 1
        break
      }
      cumulativeBelow -= index < below.count ? below[index] : 0
      index += 1
      j -= 1
    }
    // Upper: the smallest u with P(B ≥ u) ≤ tail.
    var upper: Int?
    var cumulativeAbove = above.reduce(0, +)  // P(B ≥ mode + 1) (relative)
    var u = mode + 1
    index = 0
    while u <= n + 1 {
      if cumulativeAbove <= tail {
        upper = u
        break
      }
      cumulativeAbove -= index < above.count ? above[index] : 0
      index += 1
      u += 1
    }
    if let v = upper, v > n { upper = nil }
    return (lower, upper)
  }
}
