import TestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepInterval")
struct SweepIntervalTests {
  /// Wilson bounds from the formula in double precision (Python, z = 1.959963984540054): the
  /// code computes the same expression, so only rounding order differs (1e-13 relative).
  @Test func wilsonMatchesTheFormula() {
    let cases: [(Int, Int, Double, Double)] = [
      (1790, 2000, 0.8807992578125099, 0.9076862748353005),
      (81, 263, 0.2552885198782742, 0.36620957698280004),
      (15, 2000, 0.004550377435809227, 0.012337914136224915),
      (995, 1000, 0.9883490446266248, 0.9978624644726755),
    ]
    for (x, n, lo, hi) in cases {
      let w = BinomialInterval.wilson(successes: x, trials: n)
      expectClose(w.lower!, lo, relative: 1e-13, "\(x)/\(n) lower")
      expectClose(w.upper!, hi, relative: 1e-13, "\(x)/\(n) upper")
    }
  }

  /// Clopper–Pearson bounds from SciPy's beta quantiles (`beta.ppf(0.025, x, n − x + 1)`,
  /// `beta.ppf(0.975, x + 1, n − x)`), accurate to ~1e-12; the code's binomial sums use the
  /// portable exp/log (a few ulps per term): 1e-9 relative.
  @Test func clopperPearsonMatchesBetaQuantiles() {
    let cases: [(Int, Int, Double, Double)] = [
      (0, 20, 0, 0.1684334709830853),
      (3, 50, 0.01254858783533406, 0.16548194660377288),
      (7, 10, 0.3475471499400027, 0.9332604888222655),
      (1, 1, 0.025, 1),
      (995, 1000, 0.9883705294401879, 0.9983745804824372),
      (1790, 2000, 0.8807310461301026, 0.9080986199648267),
    ]
    for (x, n, lo, hi) in cases {
      let cp = BinomialInterval.clopperPearson(successes: x, trials: n)
      expectClose(cp.lower!, lo, absolute: 1e-15, relative: 1e-9, "\(x)/\(n) lower")
      expectClose(cp.upper!, hi, relative: 1e-9, "\(x)/\(n) upper")
    }
  }

  @Test func theRuleUsesExactBoundsForSmallCounts() {
    #expect(BinomialInterval.ninetyFive(successes: 0, trials: 0) == nil)
    #expect(
      BinomialInterval.ninetyFive(successes: 3, trials: 50)
        == BinomialInterval.clopperPearson(successes: 3, trials: 50))
    #expect(
      BinomialInterval.ninetyFive(successes: 995, trials: 1000)
        == BinomialInterval.clopperPearson(successes: 995, trials: 1000))
    #expect(
      BinomialInterval.ninetyFive(successes: 81, trials: 263)
        == BinomialInterval.wilson(successes: 81, trials: 263))
    // Every interval holds its estimate and stays in [0, 1].
    for n in [1, 2, 9, 10, 11, 40, 333] {
      for x in 0...n {
        let i = BinomialInterval.ninetyFive(successes: x, trials: n)!
        let p = Double(x) / Double(n)
        #expect(i.lower! >= 0 && i.lower! <= p && p <= i.upper! && i.upper! <= 1, "\(x)/\(n)")
      }
    }
  }

  /// Ranks from SciPy's binomial distribution: l the largest rank with P(B ≤ l − 1) ≤ 0.025, u
  /// the smallest with P(B ≥ u) ≤ 0.025, B ~ Bin(n, q).
  @Test func orderStatisticRanksMatchTheBinomial() {
    let median: [(Int, Int?, Int?)] = [
      (1, nil, nil), (5, nil, nil), (6, 1, 6), (7, 1, 7), (10, 2, 9), (71, 27, 45),
      (100, 40, 61), (2000, 956, 1045), (20000, 9861, 10140),
    ]
    for (n, l, u) in median {
      let r = NearestRank.interval(of: n, percent: 50)
      #expect(r.lower == l && r.upper == u, "median of \(n)")
    }
    let p95: [(Int, Int?, Int?)] = [
      (1, nil, nil), (5, 4, nil), (7, 5, nil), (10, 8, nil), (71, 63, nil), (72, 64, 72),
      (100, 90, 100), (2000, 1880, 1920), (20000, 18939, 19061),
    ]
    for (n, l, u) in p95 {
      let r = NearestRank.interval(of: n, percent: 95)
      #expect(r.lower == l && r.upper == u, "p95 of \(n)")
    }
    // The bounds bracket the nearest rank.
    for n in [6, 50, 999, 123_457] {
      let r = NearestRank.interval(of: n, percent: 50)
      #expect(r.lower! <= NearestRank.median(of: n) && NearestRank.median(of: n) <= r.upper!)
    }
  }

  /// The normal interval of a mean: 0.5 ± 1.96·√(10/99/100), clamped to its range; none below
  /// two values.
  @Test func theMeanIntervalIsNormalAndClamped() throws {
    let i = try #require(
      SweepInterval.ofMean(0.5, squaredDeviations: 10, count: 100, within: 0...1))
    let half = 1.959_963_984_540_054 * (10.0 / 99 / 100).squareRoot()
    #expect(i.lower == 0.5 - half && i.upper == 0.5 + half)
    let clamped = try #require(
      SweepInterval.ofMean(0.01, squaredDeviations: 10, count: 100, within: 0...1))
    #expect(clamped.lower == 0 && clamped.upper == 0.01 + half)
    #expect(SweepInterval.ofMean(0.5, squaredDeviations: 0, count: 1, within: 0...1) == nil)
    // Rounding below 0 is no spread.
    #expect(
      SweepInterval.ofMean(0.5, squaredDeviations: -1e-12, count: 5, within: 0...1)
        == SweepInterval(lower: 0.5, upper: 0.5))
  }
}
